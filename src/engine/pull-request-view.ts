import type { EngineSettings } from '../core/settings.js';
import { assemble } from './assemble.js';
import { removedFindings } from './removed-files.js';
import { BaseRevision } from './base-revision.js';
import { readLimitsOf } from '../parse/read.js';
import type { CheckResult } from './check.js';
import { FileChecker, type FileContribution } from './file-check.js';
import { defaultPathsOf, type FormatDefinition } from '../core/format.js';
import { Project, type Workspace } from '../core/project.js';
import { readOnce } from './read-once.js';
import type { InboxItem, Risk } from '../report/report.js';
import { maxRisk } from '../gate/risk.js';
import { guardedDecision } from '../suppressions/rules.js';

export interface PullRequestInput {
  /** The files to check: the pull request's changed files, at its head. */
  changed: readonly string[];
  /** The files it removes (their base versions may have held inbox items it resolves). */
  removed: readonly string[];
  /** The head revision (its `readBase` is not used: `base` is). */
  workspace: Workspace;
  /** The changed and removed files at the base revision, by their current path; undefined where a file has none. */
  base: ReadonlyMap<string, Uint8Array | undefined>;
  /** The pull request's description and head branch, which may name files it does not change (intents). */
  description: string;
  headBranch: string;
  config: EngineSettings;
  formats: readonly FormatDefinition[];
  /** The pull request is handoff-gate's own, carrying out a command on an inbox issue (see `CheckInput`). */
  fromInboxCommand?: boolean;
}

export interface PullRequestView {
  /** The changed files' report; its risk also counts the files the pull request names without changing them. */
  report: CheckResult;
  /** Inbox items the pull request adds (not in its files' base versions) and resolves (gone at its head). */
  added: InboxItem[];
  resolved: InboxItem[];
}

const NAMED = ' (named by the pull request)';

/**
 * A pull request's view, in one pass over its files: each changed file's head version (checked
 * in full), each file it names without changing (for its risk) and each changed or removed
 * file's base version (for the inbox it held), each read and parsed once. The pass feeds three
 * assemblies: the report, the named files' risk, the base inbox.
 *
 * The base versions are checked in a view of the repository at the base: their cross-file
 * context (an intent's tasks and reviews) is the base's, as the inbox then was. Both views read
 * the files the change leaves alone through one reader, so each is read once.
 */
export function pullRequestView(input: PullRequestInput): PullRequestView {
  const { config, formats } = input;
  const paths = defaultPathsOf(formats);
  const head = readOnce(input.workspace);
  const base = new BaseRevision(input.base, readLimitsOf(config));
  const changed = new Set(input.changed);
  const named = new Set(filesNamed(input, head).filter((path) => !changed.has(path)));
  const before = new Set([...input.changed, ...input.removed].filter((path) => base.bytes(path) !== undefined));

  const headProject = new Project(head, config, paths, changed, {
    fromInboxCommand: input.fromInboxCommand === true,
    passing: [...changed, ...named],
    baseOf: (path) => base.outcome(path),
    removed: input.removed,
  });
  const atBase: Workspace = {
    read: (path, max) => (base.has(path) ? base.bytes(path) : head.read(path, max)),
    exists: head.exists,
    glob: head.glob,
    ...(head.refusal && { refusal: (path: string) => (base.has(path) ? undefined : head.refusal!(path)) }),
  };
  const baseProject = new Project(atBase, config, paths, before);
  const headChecker = new FileChecker(headProject, formats);
  const baseChecker = new FileChecker(baseProject, formats);

  const reportFiles: FileContribution[] = [];
  const namedOnes: FileContribution[] = [];
  const baseFiles: FileContribution[] = [];
  const add = (list: FileContribution[], contribution: FileContribution | undefined) =>
    contribution && list.push(contribution);
  for (const path of [...new Set([...changed, ...named, ...before])].sort()) {
    if (changed.has(path)) add(reportFiles, headChecker.check(path));
    else if (named.has(path)) add(namedOnes, headChecker.check(path, 'contributions'));
    // After the head version: the diff-aware rules have parsed the base version, if they needed it.
    if (before.has(path)) add(baseFiles, baseChecker.check(path, 'contributions', base.read(path)));
  }

  const report = assemble(reportFiles, config, headProject.reads, removedFindings(headProject, formats));
  report.risk = withNamed(report.risk, assemble(namedOnes, config, 0).risk);
  const baseInbox = assemble(baseFiles, config, 0).inbox;
  const now = new Set(report.inbox.map((i) => i.key));
  const then = new Set(baseInbox.map((i) => i.key));
  // A file the run did not judge (past one of its bounds) resolves nothing: what it holds now is unknown.
  const unjudged = new Set(reportFiles.filter((c) => c.unjudged).map((c) => c.file.path));
  return {
    report,
    added: report.inbox.filter((i) => !then.has(i.key)),
    resolved: withoutDecision(
      baseInbox.filter((i) => !now.has(i.key) && !unjudged.has(i.path)),
      report,
      input,
    ),
  };
}

/**
 * Only a decision reads as one: an item whose file the pull request deletes, or whose file (or a
 * file of the same name, which it moved to) breaks a rule that guards a person's decision, is
 * marked as having left without one (`left`), so the comment shows it as such, never as resolved.
 */
function withoutDecision(resolved: InboxItem[], report: CheckResult, input: PullRequestInput): InboxItem[] {
  if (resolved.length === 0) return resolved;
  const nameOf = (format: string, path: string) =>
    input.formats.find((f) => f.id === format)?.inbox?.nameOf?.(path) ?? path;
  const formatOf = new Map(report.files.map((f) => [f.path, f.format]));
  // The first guarding finding of each file, by the item's format and name.
  const guarded = new Map<string, string>();
  for (const finding of report.findings) {
    const format = formatOf.get(finding.path);
    if (!format || guardedDecision(finding.ruleId) === undefined) continue;
    const key = `${format}\u0000${nameOf(format, finding.path)}`;
    if (!guarded.has(key)) guarded.set(key, finding.ruleId);
  }
  const removed = new Set(input.removed);
  const present = new Set(input.changed);
  return resolved.map((item): InboxItem => {
    const ruleId = guarded.get(`${item.format}\u0000${nameOf(item.format, item.path)}`);
    if (ruleId) return { ...item, left: { how: 'rule', ruleId, words: guardedDecision(ruleId)! } };
    if (removed.has(item.path) && !present.has(item.path))
      return { ...item, left: { how: 'deleted', words: 'file deleted' } };
    return item;
  });
}

/** The files of each format the pull request names by id (in its description or head branch), among the files on the format's paths. */
function filesNamed(input: PullRequestInput, head: Workspace): string[] {
  const found: string[] = [];
  for (const format of input.formats) {
    const names = format.namedByPullRequest;
    if (!names) continue;
    const byId = new Map(
      head.glob(input.config.paths[format.id] ?? format.paths).map((path) => [names.idOf(path), path]),
    );
    for (const id of names.named(input.description, input.headBranch, new Set(byId.keys()))) found.push(byId.get(id)!);
  }
  return found;
}

/** The report's risk, raised by the named files' risk, whose reasons say where they come from. */
function withNamed(risk: Risk, named: Risk): Risk {
  if (!named.level) return risk;
  return {
    level: maxRisk(risk.level, named.level),
    reasons: [...risk.reasons, ...named.reasons.map((reason) => `${reason}${NAMED}`)],
  };
}
