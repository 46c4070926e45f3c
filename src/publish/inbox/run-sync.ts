import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../core/format.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { describeFailure, httpStatus, isForbidden, isRateLimited, isUnanswered } from '../../github/errors.js';
import { isTimeout } from '../../github/limits.js';
import type { Logger } from '../../logging.js';
import { inboxLabelSpec } from './label-spec.js';
import { plural } from '../../render/plural.js';
import { InboxSyncStopped, syncInbox, type SyncInput, type SyncResult } from './sync.js';
import type { Resolution } from './sync-weighing.js';
import { shortSha } from '../../util/short-sha.js';
import type { SyncReport } from '../../inbox/sync-summary.js';

interface RunSyncInput extends Pick<SyncInput, 'held' | 'reweigh' | 'clock'> {
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
  /** On a push: who pushed, and the files it changed (see `SyncInput.pushed`). */
  pushed?: { by: readonly string[]; paths?: ReadonlySet<string> };
  logger: Logger;
}

/**
 * How a sync ended: every issue follows the inbox, the branch had moved on (the newer commit's
 * run syncs), or it stopped with issues out of line (said in one warning: what waits, and why).
 */
type SyncOutcome = 'synced' | 'behind' | 'stopped';

/**
 * The inbox sync with its labels' colours; a read-only token, and a sync cut short (with how
 * many items still wait), reported as one warning each, and as `stopped`. Returns how it ended and
 * the issues it wrote, for the job summary.
 */
export async function syncInboxIssues(input: RunSyncInput): Promise<SyncReport> {
  const report = (outcome: SyncOutcome, issues?: SyncReport['issues']) => syncReport(input, outcome, issues);
  const { config, logger } = input;
  const labelSpec = inboxLabelSpec(config, input.formats);
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
      approvals: { required: config.approvalsRequired, selfApproval: config.selfApproval },
      config,
      commit: input.commit,
      ...(input.defaultBranch && { defaultBranch: input.defaultBranch }),
      fileUrl: input.fileUrl,
      resolution: input.resolution,
      ...(input.pushed && { pushed: input.pushed }),
      held: input.held,
      reweigh: input.reweigh,
      ...(input.clock && { clock: input.clock }),
      logger,
    });
    if (result.behind !== undefined) {
      // A push's own run syncs the newer commit; a command's commit starts no run, but the command
      // has brought its own issue up to date, and the next push or scheduled run syncs the rest.
      logger.notice(
        `handoff-gate left the inbox issues as they are: it checked commit ${shortSha(input.commit)}, but the default branch is now at ${shortSha(result.behind)}. The run for the newer commit (or the next push or scheduled run) syncs them, so an older checkout never reopens, retitles or reverts what a newer commit or a command settled.`,
      );
      return report('behind');
    }
    warnHeld(result.held, logger);
    if (result.skipped.length) {
      logger.info(
        `handoff-gate: ${result.skipped.length} inbox issue${result.skipped.length === 1 ? '' : 's'} changed while the sync ran (a command or a person acted on ${result.skipped.length === 1 ? 'it' : 'them'}) and ${result.skipped.length === 1 ? 'was' : 'were'} left as found; the next run looks again.`,
      );
    }
    const changed = result.created + result.updated + result.reopened + result.closed + result.reminded;
    logger.info(
      changed
        ? input.github.dryRun
          ? `handoff-gate: [dry-run] inbox not synced: it would open ${result.created}, update ${result.updated}, reopen ${result.reopened} and close ${result.closed}${result.reminded ? `, and remind ${result.reminded}` : ''} (nothing written).`
          : `handoff-gate: inbox synced: ${result.created} opened, ${result.updated} updated, ${result.reopened} reopened, ${result.closed} closed${result.reminded ? `, ${result.reminded} reminded` : ''}.`
        : `handoff-gate: inbox in sync (${input.items.length} item${input.items.length === 1 ? '' : 's'}); nothing to write.`,
    );
    return report('synced', result.issues);
  } catch (error) {
    const cause = error instanceof InboxSyncStopped ? error.cause : error;
    if (isForbidden(cause)) {
      logger.warning(
        "handoff-gate could not sync the inbox issues: the token lacks issues: write. Add it to the workflow's `permissions:`.",
      );
      return report('stopped', error instanceof InboxSyncStopped ? error.issues : undefined);
    }
    if (error instanceof InboxSyncStopped) {
      // Stopped before every item that needed a write had it: say exactly how many wait. Stopped
      // after them all (closing a concurrent run's duplicates), the caller's warning says it.
      if (error.waiting.length === 0) throw cause;
      logger.warning(
        stoppedText(
          cause,
          `${error.waiting.length} of the ${plural(error.total, 'item')} whose inbox issue needed a write (to open, update, reopen or close it) still wait${error.waiting.length === 1 ? 's' : ''} for it (${keyList(error.waiting)}); the next run continues from there`,
        ),
      );
      if (cause instanceof Error && cause.stack && httpStatus(cause) === undefined && !isUnanswered(cause))
        logger.debug(cause.stack);
      return report('stopped', error.issues);
    }
    // A rate limit or the deadline while the issues were still being read: nothing was written.
    if (isRateLimited(error) || isTimeout(error)) {
      logger.warning(
        stoppedText(
          error,
          `It stopped while reading the inbox issues and wrote none; the next run syncs the ${plural(input.items.length, 'item')}`,
        ),
      );
      return report('stopped');
    }
    throw error;
  }
}

/** How the sync ended, for the job summary: what it wrote, out of how many items. */
function syncReport(input: RunSyncInput, outcome: SyncOutcome, issues?: SyncReport['issues']): SyncReport {
  return { outcome, ...(issues && { issues }), items: input.items.length, dryRun: input.github.dryRun === true };
}

/** One warning for the issues left as they are because a history was not read: never passed over in silence. */
function warnHeld(held: SyncResult['held'], logger: Logger): void {
  if (held.length === 0) return;
  logger.warning(
    `handoff-gate left ${plural(held.length, 'inbox issue')} as ${held.length === 1 ? 'it is' : 'they are'} (${keyList(held.map((h) => h.path))}): ${held[0]!.why}${held.length > 1 ? ' (the first)' : ''}, so what happened to the item could not be weighed (a risk lowered while its approval waited, a status moved past it). The next run looks again; check out with \`fetch-depth: 0\` to read the files from git.`,
  );
}

/** The warning for a sync cut short: why, then what waits. */
function stoppedText(cause: unknown, waits: string): string {
  const why = isRateLimited(cause)
    ? `GitHub's rate limit held (it answered ${httpStatus(cause)})`
    : describeFailure(cause);
  return `handoff-gate stopped the inbox sync before it was done: ${why}. ${waits}. The verdict, outputs, annotations and job summary stand.`;
}

const keyList = (keys: readonly string[]) => `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}`;
