import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { UsageError } from '../errors.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { httpStatus } from '../github/errors.js';
import { parseSavedReport, type SavedReport } from '../engine/saved-report.js';
import type { ActionContext, ActionEvent } from './context.js';
import { shortSha } from '../util/short-sha.js';

/*
 * The `workflow_run` road of the README's fork recipe: a pull request's run, without write access,
 * saved its JSON report as an artifact; this run, with write access, posts it. The artifact comes
 * from a run the pull request could change (GitHub runs a fork's own copy of a `pull_request`
 * workflow), so nothing in it is taken on its word: its shape and bounds are checked, and the pull
 * request it names is confirmed with GitHub against what GitHub says of the finished run.
 */

type WorkflowRunEvent = Extract<ActionEvent, { kind: 'workflow_run' }>;

/** A report of a pull request with tens of thousands of findings is a few MiB: a larger file is refused unread. */
const SAVED_REPORT_MAX_BYTES = 64 * 1024 * 1024;

const RECIPE = 'see "Fork pull requests" in docs/github-action.md';

/**
 * The report at the `saved-report` input (relative to the workspace), read only if it is a regular
 * file (a link is not followed) within {@link SAVED_REPORT_MAX_BYTES}, and checked whole.
 */
export function readSavedReport(path: string, workspace: string): SavedReport {
  if (!path)
    throw new UsageError(
      `On workflow_run, handoff-gate posts the report a pull request's run saved: set the \`saved-report\` input to the JSON report its artifact holds (${RECIPE}).`,
    );
  const full = isAbsolute(path) ? path : join(workspace, path);
  let fd: number;
  try {
    fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    throw new UsageError(
      `The saved report ${path} could not be opened (missing, or a link, which is not followed): download the artifact before this step (${RECIPE}).`,
    );
  }
  let text: string;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new UsageError(`The saved report ${path} is not a regular file.`);
    if (stat.size > SAVED_REPORT_MAX_BYTES)
      throw new UsageError(
        `The saved report ${path} is ${stat.size} bytes, more than the ${SAVED_REPORT_MAX_BYTES / 1024 / 1024} MiB handoff-gate reads: it is not posted.`,
      );
    text = readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
  const parsed = parseSavedReport(text);
  if ('problem' in parsed) throw new UsageError(`The saved report ${path} is not posted: ${parsed.problem}.`);
  return parsed.saved;
}

/**
 * Whether a finished run is one whose report this road posts: a run of a pull request. Another
 * (a push's run of the same workflow) has nothing to post.
 */
export function ranOnPullRequest(event: WorkflowRunEvent): boolean {
  return event.triggeredBy === 'pull_request' || event.triggeredBy === 'pull_request_target';
}

/**
 * Confirms the pull request the report names with what GitHub says, or throws why not: the report
 * is of this repository and of the commit the finished run checked, GitHub links the run to that
 * pull request when it links any (its own branches), and the pull request's head comes from the
 * repository the run checked. So a report can only be posted to a pull request of the fork it came
 * from, on the commit that fork's run checked, whatever the artifact says.
 */
export async function confirmPullRequest(
  saved: SavedReport,
  event: WorkflowRunEvent,
  context: Pick<ActionContext, 'owner' | 'repo'>,
  github: GitHubAdapter,
): Promise<void> {
  const { repository, number, headSha } = saved.pullRequest;
  const here = `${context.owner}/${context.repo}`;
  const refuse = (why: string): never => {
    throw new UsageError(`The saved report is not posted: ${why}.`);
  };
  if (repository.toLowerCase() !== here.toLowerCase())
    refuse(`it is of a pull request in another repository, not ${here}`);
  if (headSha !== event.headSha)
    refuse(
      `it judged commit ${shortSha(headSha)}, but the run that finished checked ${event.headSha ? shortSha(event.headSha) : 'no commit GitHub named'}`,
    );
  if (event.pullRequests.length > 0 && !event.pullRequests.includes(number))
    refuse(`it names pull request #${number}, but GitHub links the run to #${event.pullRequests.join(', #')}`);
  if (!event.headRepository) refuse("GitHub does not name the repository the run checked (a deleted fork's)");
  let head: string;
  try {
    head = (await github.readPull(number)).headRepository;
  } catch (error) {
    if (httpStatus(error) === 404) refuse(`pull request #${number} does not exist in ${here}`);
    throw error;
  }
  if (head.toLowerCase() !== event.headRepository.toLowerCase())
    refuse(
      `pull request #${number} comes from ${head || 'a deleted repository'}, but the run that finished checked ${event.headRepository}`,
    );
}
