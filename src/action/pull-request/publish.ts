import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem, Report } from '../../core/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
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

interface PublishInput {
  github: GitHubAdapter;
  event: Extract<ActionEvent, { kind: 'pull_request' }>;
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
export async function publishToPullRequest({ github, event, report, comment, inputs, config, logger }: PublishInput): Promise<void> {
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

  if (inputs.comment) {
    await attempt('The report comment', 'pull-requests: write', async () => {
      const outcome = await upsertReportComment(github, event.number, comment, config.botLogin ?? WORKFLOW_TOKEN_LOGIN);
      logger.info(`handoff-gate: report comment ${outcome}.`);
    });
  }
  if (inputs.label) {
    await attempt('The risk label', 'issues: write', async () => {
      const current = await github.listIssueLabels(event.number);
      const change = await syncRiskLabel(github, event.number, current, report.risk.level, config.riskLabelPrefix);
      if (change.added || change.removed.length) logger.info(`handoff-gate: risk label ${[change.added && `+${change.added}`, ...change.removed.map((r) => `-${r}`)].filter(Boolean).join(' ')}.`);
    });
  }
  if (missing.size) {
    logger.warning(
      `handoff-gate could not write to the pull request: the token lacks ${[...missing].join(' and ')} (a fork's pull request gets a read-only token). The annotations, the job summary and the step's status still carry the result.`,
    );
  }
}
