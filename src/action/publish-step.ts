import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import type { Workspace } from '../core/project.js';
import { onTheDiff } from '../publish/diff/on-the-diff.js';
import { checkedText, fixesInChangedFiles, postSuggestions } from '../publish/diff/post-suggestions.js';
import { publishToPullRequest, readPullRequest, type PullRequestState } from '../publish/gate/pull-request.js';
import { attemptWrite, reportFailedWrite } from './attempt-write.js';
import type { PullRequestEvent } from './context.js';
import type { SummaryOptions, Written } from './report-and-outputs.js';
import type { Run } from './run.js';
import type { Scope } from './scope.js';

/**
 * Step 2, meanwhile: on a pull request that gets a comment, a label or suggestions, what publishing
 * reads early. Awaited in step 8; a failure before then must not count as unhandled.
 */
export function readPullRequestMeanwhile({
  inputs,
  context: { event },
  github,
}: Run): Promise<PullRequestState> | undefined {
  const pullRequest =
    event.kind === 'pull_request' && (inputs.comment || inputs.label || inputs.suggestions)
      ? github().then((api) => readPullRequest(api, event, inputs.comment))
      : undefined;
  pullRequest?.catch(() => undefined);
  return pullRequest;
}

/**
 * Step 8, every finding on the diff: on a pull request and a merge group, the check run named
 * handoff-gate on the head commit checked (a merge queue requires it as the pull request did), with every finding as an annotation; what it does not hold (no
 * `checks: write`, a failed write, a dry run) goes out as workflow annotations, with one notice
 * when GitHub will not show them all.
 */
export function putOnTheDiff(
  { inputs, context, io, github }: Run,
  report: CheckResult,
  fails: boolean,
  summaryOptions: SummaryOptions,
): Promise<void> {
  const { event } = context;
  const headSha = ((event.kind === 'pull_request' || event.kind === 'merge_group') && event.headSha) || context.sha;
  return onTheDiff({
    report,
    fails,
    summaryOptions,
    headSha,
    inputs,
    context,
    github,
    io,
    onFailure: (what, error) => reportFailedWrite(what, error, io),
  });
}

/**
 * Step 8, meanwhile, on a pull request: the report comment, the risk label and the review of
 * suggested changes, once the head is confirmed to be the commit checked. Each is its own write:
 * one that fails is one warning, and the others still go out.
 */
export function publishOnPullRequest(
  { inputs, context: { event }, io, github }: Run,
  {
    pullRequest,
    written: { prReport, comment },
    diff,
    config,
  }: {
    pullRequest: Promise<PullRequestState> | undefined;
    written: Written;
    /** The change and the files checked, where suggestions can be made from them. */
    diff?: { scope: Scope; checkout: Workspace };
    config: ResolvedConfig;
  },
): Promise<unknown> | undefined {
  const suggestible =
    event.kind === 'pull_request' && inputs.suggestions && event.headSha && diff
      ? fixesInChangedFiles(prReport.findings, diff.scope.patches)
      : [];
  if (event.kind !== 'pull_request' || !pullRequest || !comment) return undefined;
  // A dry run that read no patch from GitHub (none without a token) cannot place a suggestion on
  // the diff: it says so rather than leave the reader to think a real run would post none.
  const fixable = prReport.findings.filter((f) => f.fix).length;
  if (inputs['dry-run'] && inputs.suggestions && diff && diff.scope.patches.size === 0 && fixable > 0)
    io.logger.info(
      `handoff-gate: [dry-run] ${fixable === 1 ? '1 finding has' : `${fixable} findings have`} a safe fix: a real run posts those on lines the pull request changed as suggested changes, placed by the patches in GitHub's list of the pull request's files, which this dry run did not read; \`handoff-gate check --fix-dry-run\` shows the fixes.`,
    );
  return attemptWrite(
    'the report comment, the risk label or the suggested changes',
    async () =>
      publishToPullRequest({
        github: await github(),
        event,
        state: pullRequest,
        report: prReport,
        comment: comment.markdown,
        inputs,
        config,
        logger: io.logger,
        // Only when a fix falls in a file the pull request changed: no read, and no warning, for nothing.
        ...(suggestible.length > 0 &&
          diff && {
            suggest: () => suggestChanges(github, event, { suggestible, ...diff, config }),
          }),
        onFailure: (what, error) => reportFailedWrite(what, error, io),
      }),
    io,
  );
}

/** The review of suggested changes: the fixes that fall in the files the pull request changed, each on its diff. */
async function suggestChanges(
  github: Run['github'],
  event: PullRequestEvent,
  {
    suggestible,
    scope,
    checkout,
    config,
  }: { suggestible: ReturnType<typeof fixesInChangedFiles>; scope: Scope; checkout: Workspace; config: ResolvedConfig },
) {
  return postSuggestions({
    github: await github(),
    pull: event.number,
    headSha: event.headSha,
    findings: suggestible,
    patches: scope.patches,
    text: (path) => checkedText(checkout.read(path, config.maxFileSize), config.maxFileSize),
  });
}
