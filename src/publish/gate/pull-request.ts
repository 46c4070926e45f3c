import type { ResolvedConfig } from '../../config/resolve.js';
import type { FailOn } from '../../gate/fail-on.js';
import type { InboxItem, Report } from '../../report/report.js';
import type { GitHubAdapter, IssueComment } from '../../github/adapter.js';
import { isForbidden } from '../../github/errors.js';
import type { Logger } from '../../logging.js';
import { layoutMarkdown } from '../../render/markdown.js';
import type { MarkdownOptions } from '../../render/markdown-options.js';
import { upsertReportComment, type CommentPort } from './comment.js';
import { syncRiskLabel, type RiskLabelPort } from './risk-label.js';
import { shortSha } from '../../util/short-sha.js';

/** The identity GITHUB_TOKEN acts as; an app's or a person's token sets `bot-login` in the config. */
export const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';

/** GitHub's limit on a comment, less a margin for the truncation note and line endings. */
const COMMENT_MAX_LENGTH = 60_000;

/** The pull request as the event names it: its number, the head commit the run checked, and the comments the event counted (a hint). */
interface PullRequestRef {
  number: number;
  headSha: string;
  comments?: number;
}

/** The inputs that ask for the report comment and the risk label. */
interface PullRequestInputs {
  comment: boolean;
  label: boolean;
}

/** The part of the GitHub port publishing to a pull request needs: its reads, the comment's and the label's writes, and whether it is a dry run. */
type PullRequestPort = Pick<GitHubAdapter, 'readPull' | 'listComments' | 'dryRun'> & CommentPort & RiskLabelPort;

/** What publishing reads early, while the pull request's files are listed. */
export interface PullRequestState {
  /** The comments, when the event counted some (a stale but fair guess); otherwise read once the head is confirmed. */
  comments: IssueComment[] | undefined;
}

/**
 * The read publishing can make early: when the event already counted comments, they are listed
 * while the files are. Labels, the comment count and the head are read just before writing
 * (see {@link publishToPullRequest}), so they are as fresh as they can be.
 */
export async function readPullRequest(
  github: Pick<GitHubAdapter, 'listComments'>,
  event: PullRequestRef,
  withComments: boolean,
): Promise<PullRequestState> {
  const guess = withComments && (event.comments ?? 0) > 0;
  return { comments: guess ? await github.listComments(event.number, event.comments) : undefined };
}

interface PublishInput {
  github: PullRequestPort;
  event: PullRequestRef;
  /** From readPullRequest, started early. */
  state: Promise<PullRequestState>;
  report: Report;
  comment: string;
  inputs: PullRequestInputs;
  config: ResolvedConfig;
  logger: Logger;
  /**
   * The review of suggested changes, when the `suggestions` input asks for it: posts what is not
   * on the pull request yet (to the head confirmed here) and returns how many it posted.
   */
  suggest?: () => Promise<number>;
  /** A write that failed for any reason but a missing permission: reported by the caller as one warning each. */
  onFailure(what: string, error: unknown): void;
}

/**
 * The comment's Markdown, within GitHub's limit whatever the report holds (the P0 list is cut last,
 * its count never). Its title says whether the step fails, as `failOn` has it.
 */
export function commentMarkdown(
  report: Report,
  resolved: InboxItem[],
  blobBase: string | undefined,
  failOn?: readonly FailOn[],
  ruleDocs?: (ruleId: string) => string | undefined,
  glossary?: MarkdownOptions['glossary'],
) {
  return layoutMarkdown(report, {
    maxLength: COMMENT_MAX_LENGTH,
    // The comment is read at a glance; the job summary has room for everything.
    allHint: 'the job summary lists them',
    fullReport: 'the job summary',
    truncationNote: 'Truncated: see the job summary for the full report.',
    ...(blobBase && { links: { blobBase } }),
    inboxResolved: resolved,
    // Its report's inbox is what the pull request adds: the counts say so.
    pullRequest: true,
    ...(failOn && { failOn }),
    ...(ruleDocs && { ruleDocs }),
    ...(glossary && { glossary }),
  });
}

/**
 * The pull request's report comment, risk label and review of suggested changes. A token that may
 * not write (a fork's) costs one warning naming the permissions; any other failure of one write is
 * handed to `onFailure` and the others still go out. None is ever a failure of the step: the
 * verdict is out before any write.
 *
 * Right before writing, one read of the pull request confirms its head is still the commit this
 * run checked. If it moved, a newer run (for the newer commit) owns the comment, the label and the
 * suggestions (whose lines are the newer commit's): this one leaves them all, with a notice, so a
 * slow run never overwrites a fresher one.
 */
export async function publishToPullRequest({
  github,
  event,
  state,
  report,
  comment,
  inputs,
  config,
  logger,
  suggest,
  onFailure,
}: PublishInput): Promise<void> {
  let early: PullRequestState;
  let now: Awaited<ReturnType<GitHubAdapter['readPull']>>;
  try {
    [early, now] = await Promise.all([state, github.readPull(event.number)]);
  } catch (error) {
    // Without the reads no write can be made (or confirmed to be for the newest commit).
    if (inputs.comment) onFailure('the report comment', error);
    if (inputs.label) onFailure('the risk label', error);
    if (suggest) onFailure('the suggested changes', error);
    return;
  }
  // An event without a head sha (not one GitHub sends) gives nothing to confirm against.
  if (event.headSha && now.headSha !== event.headSha) {
    logger.notice(
      `handoff-gate checked commit ${shortSha(event.headSha)}, but the pull request's head is now ${shortSha(now.headSha)}: a newer commit's run owns the report comment and the risk label and makes the suggestions, so this run leaves them all to it. The annotations, the job summary and the step's status still carry this run's result.`,
    );
    return;
  }

  const missing = new Set<string>();
  const attempt = async (what: string, permission: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      if (!isForbidden(error)) return onFailure(what, error);
      missing.add(permission);
      logger.debug(`${what} was refused (403).`);
    }
  };

  // The comment, the label and the review do not depend on each other: their writes go out together.
  await Promise.all([
    inputs.comment &&
      attempt('the report comment', 'pull-requests: write', async () => {
        const comments =
          early.comments ?? (now.comments > 0 ? await github.listComments(event.number, now.comments) : []);
        const outcome = await upsertReportComment(
          github,
          event.number,
          comment,
          config.botLogin ?? WORKFLOW_TOKEN_LOGIN,
          { count: Math.max(now.comments, comments.length), comments },
        );
        logger.info(commentLine(outcome, github.dryRun === true));
      }),
    inputs.label &&
      attempt('the risk label', 'issues: write', async () => {
        const change = await syncRiskLabel(github, event.number, now.labels, report.risk.level, config.riskLabelPrefix);
        if (change.added || change.removed.length) logger.info(labelLine(change, github.dryRun === true));
      }),
    suggest &&
      attempt('the suggested changes', 'pull-requests: write', async () => {
        const posted = await suggest();
        if (posted)
          logger.info(
            `handoff-gate: ${posted === 1 ? '1 suggested change' : `${posted} suggested changes`} ${github.dryRun ? 'would be posted in one review (not written)' : 'posted in one review'}.`,
          );
      }),
  ]);
  if (missing.size) {
    const lacking = ['pull-requests: write', 'issues: write'].filter((p) => missing.has(p));
    logger.warning(
      `handoff-gate could not write to the pull request: the token lacks ${lacking.join(' and ')} (a fork's pull request gets a read-only token). The annotations, the job summary and the step's status still carry the result.`,
    );
  }
}

/** What became of the report comment; a dry run's says what it would have done, since it wrote nothing. */
function commentLine(outcome: 'created' | 'updated' | 'unchanged', dryRun: boolean): string {
  if (!dryRun) return `handoff-gate: report comment ${outcome}.`;
  return outcome === 'unchanged'
    ? 'handoff-gate: [dry-run] report comment unchanged; nothing to write.'
    : `handoff-gate: [dry-run] would ${outcome === 'created' ? 'create' : 'update'} the report comment (not written).`;
}

/** The risk label's change, as made or, in a dry run, as it would have been made. */
function labelLine(change: { added?: string | undefined; removed: string[] }, dryRun: boolean): string {
  if (!dryRun)
    return `handoff-gate: risk label ${[change.added && `+${change.added}`, ...change.removed.map((r) => `-${r}`)].filter(Boolean).join(' ')}.`;
  const parts = [change.added && `add risk label ${change.added}`, ...change.removed.map((r) => `remove ${r}`)];
  return `handoff-gate: [dry-run] would ${parts.filter(Boolean).join(' and ')} (not written).`;
}
