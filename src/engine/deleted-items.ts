import type { EngineSettings } from './settings.js';
import { FileChecker, type FileContribution } from './file-check.js';
import { defaultPathsOf, type FormatDefinition } from './format.js';
import { FindingSink } from './finding-sink.js';
import { Project, type Workspace } from './project.js';
import type { FormatId, InboxItem } from '../report/report.js';

/**
 * What a change deletes while it waits for a person. A file the change removes is in no run's
 * files, so no rule of it runs; yet deleting a question to a human, or an intent whose
 * clarifications wait, settles them as surely as closing them would, and only a person's answer
 * settles them. Each format says which of its items a deletion leaves undecided
 * (`FormatDefinition.deletedItem`), and each such item of the file's base version is one finding
 * on the deleted path, at the item's line there. handoff-gate's own commit for a command (a
 * person's `/reject`) deletes on a person's decision: nothing to say.
 */

/** The base version's items of one deleted file, and its format. */
export interface DeletedFile {
  path: string;
  format: FormatDefinition;
  items: readonly InboxItem[];
}

/** The findings for the deleted files' items a deletion leaves undecided: one contribution per file that has any. */
export function deletedItemFindings(files: readonly DeletedFile[], config: EngineSettings): FileContribution[] {
  const out: FileContribution[] = [];
  for (const { path, format, items } of files) {
    if (!format.deletedItem) continue;
    const sink = new FindingSink(config.rules);
    for (const item of items) {
      const said = format.deletedItem(item);
      if (said) sink.add(path, said.ruleId, said.severity, { line: item.line, column: 1 }, said.message);
    }
    const findings = sink.list(path);
    if (findings.length > 0) out.push({ file: { path, format: format.id }, findings, fast: false });
  }
  return out;
}

/**
 * The same, for a run that reads the change through its workspace (`removedSinceBase`,
 * `readBase`): each removed file on the path of a format that says anything of deletions is
 * checked at its base revision, for what it held, in a view of the repository at the base.
 */
export function deletedItems(input: {
  workspace: Workspace;
  config: EngineSettings;
  formats: readonly FormatDefinition[];
  fromInboxCommand?: boolean;
}): FileContribution[] {
  const { workspace, config, formats } = input;
  const concerned = formats.filter((f) => f.deletedItem);
  const removed = workspace.removedSinceBase?.() ?? [];
  if (input.fromInboxCommand || concerned.length === 0 || removed.length === 0 || !workspace.readBase) return [];
  const at = new Map<string, Uint8Array>();
  for (const path of removed) {
    const bytes = workspace.readBase(path);
    if (bytes) at.set(path, bytes);
  }
  if (at.size === 0) return [];
  const atBase: Workspace = {
    read: (path, max) => (at.has(path) ? at.get(path) : workspace.read(path, max)),
    exists: (path) => at.has(path) || workspace.exists(path),
    glob: (patterns) => workspace.glob(patterns),
  };
  const project = new Project(atBase, config, defaultPathsOf(formats), at.keys());
  const checker = new FileChecker(project, formats);
  const byId = new Map<FormatId, FormatDefinition>(concerned.map((f) => [f.id, f]));
  const files: DeletedFile[] = [];
  for (const path of [...at.keys()].sort()) {
    const run = checker.check(path, 'contributions', { bytes: at.get(path)! })?.run;
    const format = run && byId.get(run.format.id);
    if (format && run.inbox.length > 0) files.push({ path, format, items: run.inbox });
  }
  return deletedItemFindings(files, config);
}

/** Contributions in path order, as a report lists its files: a deleted file's among the others. */
export function inPathOrder(contributions: FileContribution[]): FileContribution[] {
  return contributions.sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
}
