import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem, RiskLevel } from '../../core/report.js';
import type { GitHubAdapter, LabelSpec } from '../../github/adapter.js';
import { isForbidden } from '../../github/errors.js';
import type { Logger } from '../../logging.js';
import { RISK_LABELS } from '../pull-request/risk-label.js';
import { syncInbox, type Resolution } from './sync.js';

const REASON_COLOURS: Record<string, string> = {
  approval: '1d76db',
  clarification: 'c5def5',
  blocked: 'd93f0b',
  error: 'b60205',
  escalation: 'e99695',
  question: 'bfd4f2',
};

interface RunSyncInput {
  github: GitHubAdapter;
  items: readonly InboxItem[];
  identity: string;
  config: ResolvedConfig;
  commit: string;
  fileUrl(item: InboxItem): string;
  resolution(key: string): Resolution;
  logger: Logger;
}

/** The inbox sync with its labels' colours, and a read-only token reported as one warning. */
export async function syncInboxIssues(input: RunSyncInput): Promise<void> {
  const { config, logger } = input;
  const labelSpec = (name: string): LabelSpec => {
    if (name === config.inboxLabel) return { name, color: '5319e7', description: 'handoff-gate: an item waiting for a human' };
    if (name.startsWith('inbox:')) {
      const reason = name.slice('inbox:'.length);
      return { name, color: REASON_COLOURS[reason] ?? 'ededed', description: `handoff-gate: waiting for a human (${reason})` };
    }
    const level = name.slice(config.riskLabelPrefix.length) as RiskLevel;
    return { name, ...(RISK_LABELS[level] ?? { color: 'ededed', description: 'handoff-gate' }) };
  };
  try {
    const result = await syncInbox({
      github: input.github,
      labelSpec,
      items: input.items,
      identity: input.identity,
      inboxLabel: config.inboxLabel,
      riskPrefix: config.riskLabelPrefix,
      writeBudget: config.inboxWriteBudget,
      commit: input.commit,
      fileUrl: input.fileUrl,
      resolution: input.resolution,
      logger,
    });
    const changed = result.created + result.updated + result.reopened + result.closed;
    logger.info(
      changed
        ? `handoff-gate: inbox synced: ${result.created} opened, ${result.updated} updated, ${result.reopened} reopened, ${result.closed} closed.`
        : `handoff-gate: inbox in sync (${input.items.length} item${input.items.length === 1 ? '' : 's'}); nothing to write.`,
    );
  } catch (error) {
    if (!isForbidden(error)) throw error;
    logger.warning('handoff-gate could not sync the inbox issues: the token lacks issues: write. Add it to the workflow\'s `permissions:`.');
  }
}
