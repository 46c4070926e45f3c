import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import { shortSha } from '../util/short-sha.js';
import type { ActionEvent, PullRequestEvent } from './context.js';
import { publishOnPullRequest, putOnTheDiff, readPullRequestMeanwhile } from './publish-step.js';
import { setOutputsAndStatus, writeSummaryAndReport } from './report-and-outputs.js';
import type { Run } from './run.js';
import type { RunInbox } from './run-inbox.js';
import { confirmPullRequest, ranOnPullRequest, readSavedReport } from './saved-report.js';

type WorkflowRunEvent = Extract<ActionEvent, { kind: 'workflow_run' }>;

/**
 * The road of a finished run of a pull request (the README's fork recipe): the report that run
 * saved, read whole and checked, its pull request confirmed with GitHub, then steps 6 to 8 as on a
 * pull request: the job summary, the report, the outputs and status, the check run on the commit
 * checked, the comment and the risk label. No suggestions: they would need the pull request's
 * files, and this road reads nothing of the pull request but the report. Its `fail-on` is this
 * workflow's own input.
 */
export async function postSavedReport(
  run: Run,
  event: WorkflowRunEvent,
  config: ResolvedConfig,
): Promise<CheckResult | undefined> {
  const { inputs, context, io, github } = run;
  if (!ranOnPullRequest(event)) {
    io.logger.notice(
      `handoff-gate has nothing to post: the run that finished was started by ${event.triggeredBy || 'an unnamed event'}, not by a pull request.`,
    );
    return undefined;
  }
  const saved = readSavedReport(inputs['saved-report'], context.workspace);
  await confirmPullRequest(saved, event, context, await github());
  const { number, headSha, baseSha } = saved.pullRequest;
  io.logger.info(`handoff-gate: posting the report of pull request #${number} at ${shortSha(headSha)}.`);
  const pullRequestEvent: PullRequestEvent = {
    kind: 'pull_request',
    name: event.name,
    number,
    headSha,
    baseSha,
    headRef: '',
    body: '',
    labels: [],
  };
  const asPullRequest: Run = {
    ...run,
    inputs: { ...inputs, suggestions: false },
    context: { ...context, event: pullRequestEvent },
  };
  const { report } = saved;
  const inbox: RunInbox = {
    added: saved.inboxAdded,
    resolved: saved.inboxResolved,
    inbox: report.inbox,
    whole: false,
  };
  const written = writeSummaryAndReport(asPullRequest, report, inbox);
  const fails = setOutputsAndStatus(asPullRequest, report, inbox, written.reportPath);
  const pullRequest = readPullRequestMeanwhile(asPullRequest);
  await Promise.all([
    putOnTheDiff(asPullRequest, report, fails, written.summaryOptions),
    publishOnPullRequest(asPullRequest, { pullRequest, written, config }),
  ]);
  return report;
}
