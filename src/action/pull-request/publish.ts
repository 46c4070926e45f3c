import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem, Report } from '../../core/report.js';
import type { GitHubAdapter, IssueComment, IssueSnapshot } from '../../github/adapter.js';
import { isForbidden } from '../../github/errors.js';
import type { Logger } from '../../logging.js';
import { layoutMarkdown } from '../../render/markdown.js';
import type { ActionEvent } from '../context.js';
import type { ActionInputs } from '../inputs.js';
import { upsertReportComment } from './comment.js';
import { syncRiskLabel } from './risk-label.js';

/** The identity GITHUB_TOKEN acts as; an app's or a person's token sets `bot-login` in the config. */
export const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';

/** GitHub's limit on a comment, less a margin for the truncation note and line endings. */
const COMMENT_MAX_LENGTH = 60_000;

type PullRequestEvent = Extract<ActionEvent, { kind: 'pull_request' }>;

/** The pull request as publishing needs it: labels, comment count, and the comments (empty, unread, when there are none). */
export interface PullRequestState {
  issue: IssueSnapshot;
  comments: IssueComment[];
}

/**
 * The reads publishing needs, made while the pull request's files are listed: one read of the
 * issue gives the labels and the comment count, so a pull request without comments costs no
 * listing. When the event already counted comments (a stale but fair guess), the listing goes
 * out at the same time rather than after the count.
 */
export async function readPullRequest(github: GitHubAdapter, event: PullRequestEvent, withComments: boolean): Promise<PullRequestState> {
  const guess = withComments && (event.comments ?? 0) > 0;
  const [issue, listed] = await Promise.all([github.readIssue(event.number), guess ? github.listComments(event.number, event.comments) : undefined]);
  const comments = listed ?? (withComments && issue.comments > 0 ? await github.listComments(event.number, issue.comments) : []);
  return { issue, comments };
}

interface PublishInput {
  github: GitHubAdapter;
  event: PullRequestEvent;
  /** From readPullRequest, started early. */
  state: Promise<PullRequestState>;
  report: Report;
  comment: string;
  inputs: ActionInputs;
  config: ResolvedConfig;
  logger: Logger;
}

/** The comment's Markdown, within GitHub's limit; `fits` is false only when the P0s alone overflow it. */
export function commentMarkdown(report: Report, resolved: InboxItem[], blobBase: string | undefined) {
  return layoutMarkdown(report, { maxLength: COMMENT_MAX_LENGTH, ...(blobBase && { links: { blobBase } }), inboxResolved: resolved });
}

/**
 * The pull request's report comment and risk label. A token that may not write (a fork's) costs
 * one warning naming the permission, never a failure: annotations and the summary carry the result.
 */
export async function publishToPullRequest({ github, event, state, report, comment, inputs, config, logger }: PublishInput): Promise<void> {
  const missing = new Set<string>();
  const attempt = async (what: string, permission: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      if (!isForbidden(error)) throw error;
      missing.add(permission);
      logger.debug(`${what} was refused (403).`);
    }
  };

  // The comment and the label do not depend on each other: their writes go out together.
  await Promise.all([
    inputs.comment &&
      attempt('The report comment', 'pull-requests: write', async () => {
        const { issue, comments } = await state;
        const outcome = await upsertReportComment(github, event.number, comment, config.botLogin ?? WORKFLOW_TOKEN_LOGIN, { count: issue.comments, comments });
        logger.info(`handoff-gate: report comment ${outcome}.`);
      }),
    inputs.label &&
      attempt('The risk label', 'issues: write', async () => {
        const { issue } = await state;
        const change = await syncRiskLabel(github, event.number, issue.labels, report.risk.level, config.riskLabelPrefix);
        if (change.added || change.removed.length) logger.info(`handoff-gate: risk label ${[change.added && `+${change.added}`, ...change.removed.map((r) => `-${r}`)].filter(Boolean).join(' ')}.`);
      }),
  ]);
  if (missing.size) {
    const lacking = ['pull-requests: write', 'issues: write'].filter((p) => missing.has(p));
    logger.warning(
      `handoff-gate could not write to the pull request: the token lacks ${lacking.join(' and ')} (a fork's pull request gets a read-only token). The annotations, the job summary and the step's status still carry the result.`,
    );
  }
}
