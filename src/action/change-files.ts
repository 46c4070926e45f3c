import type { ResolvedConfig } from '../config/resolve.js';
import { handoffCandidates } from '../detect/handoff-candidates.js';
import { overlaid } from '../engine/overlay-workspace.js';
import { FORMATS } from '../formats/index.js';
import { fsWorkspace } from '../io/fs-workspace.js';
import { shortSha } from '../util/short-sha.js';
import { baseContents } from './base-files.js';
import { pullRequestHead, type HeadFiles } from './head-files.js';
import { COMMITTED_LINKS, type ChangeFiles, type Run } from './run.js';
import type { Scope } from './scope.js';
import { loadGoverningSuppressions, type RunSuppressions } from './suppressions-source.js';

/**
 * Step 3: the base revision of the changed files, for diff-aware rules and the inbox items a change
 * resolves. Only of the change's handoff files, every one of them: plain data files need none. A
 * pull request is judged at its head whatever the checkout holds (`pull_request_target` checks out
 * the base): its changed files are read at the head commit when the checkout is another.
 */
export async function readChangeFiles(
  { context: { event, workspace: root }, io, github }: Run,
  scope: Scope,
  config: ResolvedConfig,
): Promise<ChangeFiles> {
  const onDisk = fsWorkspace(root, undefined, COMMITTED_LINKS);
  // A push is judged at its `after` commit, as a pull request and a merge group at their head: the workflow may check out another.
  const judged =
    event.kind === 'pull_request' || event.kind === 'merge_group'
      ? event
      : event.kind === 'push'
        ? { name: event.name, headSha: event.after }
        : undefined;
  const head = judged
    ? await pullRequestHead(judged, scope, { root, workspace: onDisk, maxBytes: config.maxFileSize }, github)
    : undefined;
  if (head)
    io.logger.info(
      event.kind === 'push'
        ? `handoff-gate: the checkout is not the pushed commit; its changed files were read at ${shortSha(head.sha)}.`
        : event.kind === 'merge_group'
          ? `handoff-gate: the checkout is not the merge group's head; its changed files were read at the head commit ${shortSha(head.sha)}.`
          : `handoff-gate: the checkout is not the pull request's head; its changed files were read at the head commit ${shortSha(head.sha)}.`,
    );
  const checkout = head ? overlaid(onDisk, head.files, head.refused) : onDisk;
  const wanted = handoffCandidates(
    [...scope.files, ...scope.removed],
    checkout,
    config,
    FORMATS,
    new Set(scope.removed),
  );
  const { contents: base, unread } = await baseContents(scope, wanted, root, github);
  if (unread.size) {
    io.logger.warning(
      `handoff-gate could not read the base version of ${unread.size} changed handoff file${unread.size === 1 ? '' : 's'} (${[...unread.values()][0]}); each is an error, since the rules that compare with the base could not judge it. Check out with \`fetch-depth: 0\` to read them from git.`,
    );
  }
  return { checkout, base, unread, ...(head && { head }) };
}

/**
 * Step 3, its end: the suppressions file beside the config that governs the run, as the config does:
 * on a pull request the base commit's, so that it cannot suppress its own findings (its own change is
 * checked, and takes effect once merged).
 */
export async function governingSuppressions(
  { inputs, context, io, github }: Run,
  scope: Scope,
  head: HeadFiles | undefined,
): Promise<RunSuppressions> {
  const suppressions = await loadGoverningSuppressions(
    context.event,
    context.workspace,
    inputs.config,
    github,
    scope,
    head?.files,
  );
  io.logger.info(`handoff-gate: ${suppressions.why}.`);
  if (suppressions.warning) io.logger.warning(suppressions.warning);
  return suppressions;
}
