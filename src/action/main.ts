import { DEFAULT_API_LIMITS, type ApiLimits } from '../config/api-limits.js';
import type { CheckResult } from '../engine/check.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { WORKFLOW_TOKEN_LOGIN } from '../publish/gate/pull-request.js';
import type { Clock } from '../util/clock.js';
import { readChangeFiles, governingSuppressions } from './change-files.js';
import { changeScope } from './change-scope.js';
import { checkRemembering } from './check-step.js';
import { governingConfig, headConfig } from './config-step.js';
import type { ActionContext } from './context.js';
import { runInboxCommand } from './inbox-command-road.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { publishOnPullRequest, putOnTheDiff, readPullRequestMeanwhile } from './publish-step.js';
import { setOutputsAndStatus, writeSummaryAndReport } from './report-and-outputs.js';
import { openRunCache, saveRunCache } from './result-cache.js';
import type { Run } from './run.js';
import { inboxOfRun } from './run-inbox.js';
import { postSavedReport } from './saved-report-road.js';
import { syncInbox, syncsTheInbox } from './sync-step.js';

export interface MainDeps {
  inputs: ActionInputs;
  context: ActionContext;
  /**
   * Created (and loaded) on first use: runs that need no API call never load Octokit. `limits`
   * are read at each request, so the run sets them once its config is known.
   */
  github: (limits: Readonly<ApiLimits>) => Promise<GitHubAdapter>;
  io: ActionIO;
  /** Where "now" is read: an approval's expiry, a reminder's time. */
  clock: Clock;
}

/**
 * The action, step by step. Returns the report, or undefined when the event is not one it handles.
 * Everything that carries the verdict (outputs, the job summary, the report files, the step's
 * status) is written before the first API write, and no write can change it. The annotations go
 * on the check run, or, where it does not hold them, out as workflow annotations: on the diff
 * either way, whether the write succeeds or not.
 */
export async function main({
  inputs,
  context,
  github: createGithub,
  io,
  clock,
}: MainDeps): Promise<CheckResult | undefined> {
  const { event } = context;
  // The runner gives notice of events the action does not handle.
  if (event.kind === 'other') return undefined;
  // How long GitHub may take: the config's `api` settings once it is read (the read of the base
  // config itself, on a pull request whose checkout lacks the base commit, has the defaults).
  const limits: ApiLimits = { ...DEFAULT_API_LIMITS };
  const run: Run = { inputs, context, io, clock, github: () => createGithub(limits) };

  // 1. The config that governs the run.
  const loaded = await governingConfig(run, limits);
  const { config } = loaded;
  const identity = config.botLogin ?? WORKFLOW_TOKEN_LOGIN;
  // A comment on an issue: with `inbox: true`, a command on an inbox item; nothing else.
  if (event.kind === 'issue_comment') return inputs.inbox ? runInboxCommand(run, event, loaded, identity) : undefined;
  // A finished run of a pull request: the report it saved, posted to that pull request.
  if (event.kind === 'workflow_run') return postSavedReport(run, event, config);

  // 2. What to check; a pull request's labels and comments, which step 8 needs, are read meanwhile.
  const pullRequest = readPullRequestMeanwhile(run);
  const scope = await changeScope(run, config);
  // 3. The base revision of the change's handoff files (and a pull request's head, when the checkout is another
  // commit), and the suppressions file that governs the run (on a pull request the base commit's).
  const files = await readChangeFiles(run, scope, config);
  const judgedConfig = headConfig(loaded, files, inputs.config);
  const suppressions = await governingSuppressions(run, scope, files.head);
  // 4. Check.
  const syncsInbox = syncsTheInbox(run);
  const cache = openRunCache(run, scope.full);
  const { view, report, weighing } = await checkRemembering(run, {
    scope,
    files,
    loaded: judgedConfig,
    identity,
    syncsInbox,
    suppressions,
    ...(cache && { cache }),
  });
  if (cache) saveRunCache(cache, run);
  // 5. The inbox this run reports.
  const inbox = inboxOfRun(view, report, syncsInbox);
  // 6. The job summary, the JSON report and the comment's Markdown.
  const written = writeSummaryAndReport(run, report, inbox);
  // 7. Outputs, and the step's status.
  const fails = setOutputsAndStatus(run, report, inbox, written.reportPath);
  // 8. Every finding on the diff; on a pull request the comment, the risk label and the suggestions.
  await Promise.all([
    putOnTheDiff(run, report, fails, written.summaryOptions),
    publishOnPullRequest(run, { pullRequest, written, diff: { scope, checkout: files.checkout }, config }),
  ]);
  // 9. On the default branch, on schedule and on dispatch: the inbox issues follow the inbox.
  if (syncsInbox)
    await syncInbox(run, { inbox: inbox.inbox, checkout: files.checkout, config, identity, scope, report, weighing });
  return report;
}
