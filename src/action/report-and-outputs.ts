import { join } from 'node:path';
import type { CheckResult } from '../engine/check.js';
import { FORMATS } from '../formats/index.js';
import { failureReasons } from '../gate/fail-on.js';
import { commentMarkdown } from '../publish/gate/pull-request.js';
import type { OnTheDiff } from '../publish/diff/on-the-diff.js';
import { renderJson } from '../render/json.js';
import { layoutMarkdown } from '../render/markdown.js';
import { CONFIG_EXTENDS_UNREAD_RULE } from '../report/adapter-rules.js';
import { ruleCatalogue } from '../catalogue/catalogue.js';
import { glossary as glossaryOf, ruleDocs as ruleDocsOf } from '../rules/rule-docs.js';
import type { Run } from './run.js';
import type { RunInbox } from './run-inbox.js';

/** GitHub refuses a step summary over 1 MiB; UTF-16 units × 3 stays under it in UTF-8. */
const SUMMARY_MAX_LENGTH = 340_000;

/** What step 6 wrote, and step 8 posts. */
export interface Written {
  summaryOptions: SummaryOptions;
  reportPath: string;
  /** The report as the pull request's comment shows it: with the inbox items the pull request adds. */
  prReport: CheckResult;
  /** On a pull request, the report comment. */
  comment: ReturnType<typeof commentMarkdown> | undefined;
}

export type SummaryOptions = Omit<Parameters<typeof layoutMarkdown>[1], 'maxLength'> & OnTheDiff['summaryOptions'];

/**
 * Step 6: the job summary, the JSON report and the comment's Markdown (kept as a file, for posting
 * from another workflow): these need no write access.
 */
export function writeSummaryAndReport(
  { inputs, context, io }: Run,
  report: CheckResult,
  { added, resolved, inbox, whole }: RunInbox,
): Written {
  const { event } = context;
  const blobBase =
    (event.kind === 'pull_request' || event.kind === 'merge_group') && event.headSha
      ? `${context.serverUrl}/${context.owner}/${context.repo}/blob/${event.headSha}/`
      : undefined;
  // Each rule id of the summary, the check run, the comment and the JSON report links to its page,
  // and their jargon to the glossary, both in the copy of handoff-gate that runs, at its ref.
  const ruleDocs = ruleDocsOf(context.docsChannel, ruleCatalogue(FORMATS));
  const glossary = glossaryOf(context.docsChannel);
  const summaryOptions = {
    ...(blobBase && { links: { blobBase } }),
    ruleDocs,
    ...(glossary && { glossary }),
    // The job summary is the full report: every item of the long lists, as far as its length allows.
    all: true,
    inboxResolved: resolved,
    // Where the run read every file's inbox, the summary says how many wait in all, not only the checked files'.
    ...(whole && { inboxInRepository: inbox.length }),
    truncationNote: "Truncated: the JSON report (the step's report output) holds the full report.",
    fullReport: "the JSON report (the step's `report` output)",
    failOn: inputs['fail-on'],
  };
  const summary = layoutMarkdown(report, { maxLength: SUMMARY_MAX_LENGTH, ...summaryOptions });
  io.summary(summary.markdown);
  const reportPath = join(context.tempDir, 'handoff-gate-report.json');
  // A pull request's report says which one and which commit it judged: another workflow may post it (the fork recipe).
  const pullRequest = event.kind === 'pull_request' && {
    pullRequest: {
      repository: `${context.owner}/${context.repo}`,
      number: event.number,
      headSha: event.headSha,
      baseSha: event.baseSha,
      inboxAdded: added,
      inboxResolved: resolved,
    },
  };
  io.writeFile(reportPath, renderJson(report, { rules: ruleCatalogue(FORMATS), ruleDocs, ...pullRequest }));
  const prReport = { ...report, inbox: added };
  const comment =
    event.kind === 'pull_request'
      ? commentMarkdown(prReport, resolved, blobBase, inputs['fail-on'], ruleDocs, glossary)
      : undefined;
  if (comment) {
    const commentPath = join(context.tempDir, 'handoff-gate-comment.md');
    io.writeFile(commentPath, comment.markdown);
    if (inputs['dry-run']) io.logger.info(`handoff-gate: the report comment's Markdown is in ${commentPath}.`);
  }
  return { summaryOptions, reportPath, prReport, comment };
}

/**
 * Step 7: outputs, and the step's status. The `inbox` output counts the inbox as this run found it
 * (before any sync), so it never depends on a write. Returns whether the step fails.
 */
export function setOutputsAndStatus(
  { inputs, io }: Run,
  report: CheckResult,
  { inbox }: RunInbox,
  reportPath: string,
): boolean {
  io.setOutput('result', report.gate.result);
  // Each aggregator whose declared veto or reject gates, one path a line (exact: a machine's field).
  io.setOutput('declared-by', report.gate.declaredBy.map((d) => d.path).join('\n'));
  io.setOutput('errors', report.findings.filter((f) => f.severity === 'error').length);
  io.setOutput('warnings', report.findings.filter((f) => f.severity === 'warning').length);
  io.setOutput('risk', report.risk.level ?? '');
  io.setOutput('inbox', inbox.length);
  io.setOutput('report', reportPath);
  const reasons = failureReasons(report, inputs['fail-on']);
  if (reasons.length) io.setFailed(`handoff-gate: ${reasons.join(', ')} (fail-on: ${inputs['fail-on'].join(',')}).`);
  // A shared config not read fails closed whatever `fail-on` says: the settings it holds were not applied.
  const unshared = report.findings.some((f) => f.ruleId === CONFIG_EXTENDS_UNREAD_RULE);
  if (unshared && !reasons.length)
    io.setFailed('handoff-gate: the shared config (`extends`) could not be read, so the run fails closed.');
  return reasons.length > 0 || unshared;
}
