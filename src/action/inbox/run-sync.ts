import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../core/format.js';
import type { InboxItem } from '../../core/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { isForbidden } from '../../github/errors.js';
import type { Logger } from '../../logging.js';
import { inboxLabelSpec } from './label-spec.js';
import { syncInbox, type Resolution } from './sync.js';
import { shortSha } from '../short-sha.js';


interface RunSyncInput {
  github: GitHubAdapter;
  items: readonly InboxItem[];
  formats: readonly FormatDefinition[];
  identity: string;
  config: ResolvedConfig;
  commit: string;
  /** The branch the inbox follows when the event names it (a push's); otherwise it is read from the repository. */
  defaultBranch?: string;
  fileUrl(item: InboxItem): string;
  resolution(key: string): Resolution;
  logger: Logger;
}

/** The inbox sync with its labels' colours, and a read-only token reported as one warning. */
export async function syncInboxIssues(input: RunSyncInput): Promise<void> {
  const { config, logger } = input;
  const labelSpec = inboxLabelSpec(config);
  try {
    const result = await syncInbox({
      github: input.github,
      labelSpec,
      items: input.items,
      formats: input.formats,
      identity: input.identity,
      inboxLabel: config.inboxLabel,
      riskPrefix: config.riskLabelPrefix,
      writeBudget: config.inboxWriteBudget,
      commit: input.commit,
      ...(input.defaultBranch && { defaultBranch: input.defaultBranch }),
      fileUrl: input.fileUrl,
      resolution: input.resolution,
      logger,
    });
    if (result.behind !== undefined) {
      // A push's own run syncs the newer commit; a command's commit starts no run, but the command
      // has brought its own issue up to date, and the next push or scheduled run syncs the rest.
      logger.notice(
        `handoff-gate left the inbox issues as they are: it checked commit ${shortSha(input.commit)}, but the default branch is now at ${shortSha(result.behind)}. The run for the newer commit (or the next push or scheduled run) syncs them, so an older checkout never reopens, retitles or reverts what a newer commit or a command settled.`,
      );
      return;
    }
    if (result.skipped.length) {
      logger.info(
        `handoff-gate: ${result.skipped.length} inbox issue${result.skipped.length === 1 ? '' : 's'} changed while the sync ran (a command or a person acted on ${result.skipped.length === 1 ? 'it' : 'them'}) and ${result.skipped.length === 1 ? 'was' : 'were'} left as found; the next run looks again.`,
      );
    }
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
