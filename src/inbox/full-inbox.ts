import type { EngineSettings } from '../core/settings.js';
import { assemble } from '../engine/assemble.js';
import { removedFindings } from '../engine/removed-files.js';
import type { CheckResult } from '../engine/check.js';
import { FileChecker, type FileContribution } from '../engine/file-check.js';
import { defaultPathsOf, type FormatDefinition } from '../core/format.js';
import { Project, type Workspace } from '../core/project.js';
import { readOnce } from '../engine/read-once.js';
import type { InboxItem } from '../report/report.js';

export interface FullInboxInput {
  /** The files to check: a change's files. */
  files: readonly string[];
  /** Every handoff file of the checkout: the inbox is theirs. */
  everyFile: readonly string[];
  /** The checkout; `readBase` gives the changed files' base versions, for the diff-aware rules. */
  workspace: Workspace;
  config: EngineSettings;
  formats: readonly FormatDefinition[];
  /** The change is handoff-gate's own, carrying out a command on an inbox issue (see `CheckInput`). */
  fromInboxCommand?: boolean;
}

/**
 * A change's report and the inbox of every file, in one pass: the change's files are checked in
 * full, the others only for what they contribute, and each file is read once (the cross-file rules'
 * reads of a file already checked included). The report is the
 * one `check` gives for the change's files alone: rules that compare a file with the others the
 * run checks (duplicate message ids) still mean the change's files, and what a file contributes
 * to the inbox does not depend on which files are checked.
 */
export function checkWithFullInbox(input: FullInboxInput): { report: CheckResult; inbox: InboxItem[] } {
  const { config, formats } = input;
  const files = new Set(input.files);
  const every = new Set(input.everyFile);
  const project = new Project(readOnce(input.workspace), config, defaultPathsOf(formats), files, {
    fromInboxCommand: input.fromInboxCommand === true,
    passing: [...files, ...every],
  });
  const checker = new FileChecker(project, formats);
  const reportFiles: FileContribution[] = [];
  const inboxFiles: FileContribution[] = [];
  for (const path of [...new Set([...files, ...every])].sort()) {
    const contribution = checker.check(path, files.has(path) ? 'findings' : 'contributions');
    if (!contribution) continue;
    if (files.has(path)) reportFiles.push(contribution);
    // A file the run did not judge (past one of its bounds) still holds its inbox items: read for
    // them alone, as the files the change leaves alone are, so that no issue is closed for it.
    const forInbox = contribution.unjudged ? checker.check(path, 'contributions') : contribution;
    if (every.has(path) && forInbox) inboxFiles.push(forInbox);
  }
  return {
    report: assemble(reportFiles, config, project.reads, removedFindings(project, formats)),
    inbox: assemble(inboxFiles, config, 0).inbox,
  };
}
