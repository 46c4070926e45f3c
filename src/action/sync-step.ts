import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import type { Workspace } from '../core/project.js';
import { FORMATS } from '../formats/index.js';
import { inboxSyncSummary } from '../inbox/sync-summary.js';
import type { InboxItem } from '../report/report.js';
import { guardedDecision } from '../suppressions/rules.js';
import { attemptWrite } from './attempt-write.js';
import type { Checked, Run } from './run.js';
import type { Scope } from './scope.js';

/**
 * Step 9: the inbox issues follow the inbox. On a push, a schedule or a dispatch nobody reads a
 * warning: an inbox the run could not bring in line with the repository fails the step, so that
 * the job shows red where people look.
 */
export async function syncInbox(
  { context, context: { event }, io, github, clock }: Run,
  {
    inbox,
    checkout,
    config,
    identity,
    scope,
    report,
    weighing,
  }: {
    inbox: InboxItem[];
    checkout: Workspace;
    config: ResolvedConfig;
    identity: string;
    scope: Scope;
    report: Pick<CheckResult, 'findings'>;
  } & Pick<Checked, 'weighing'>,
): Promise<void> {
  // Who GitHub says pushed (a merge's push names the merger): recorded on the approval items the
  // push changed, since no later run sees this event again. A push whose files are not known one
  // by one is taken to have changed every approval item: a record only makes "self" larger.
  const pushed =
    event.kind === 'push'
      ? {
          by: [event.sender ?? '', event.pusher ?? ''].filter((login) => login !== ''),
          ...(!scope.full && { paths: new Set([...scope.files, ...scope.removed, ...scope.previousPath.values()]) }),
        }
      : undefined;
  const synced = await attemptWrite(
    'the inbox issues (some may be out of date until the next run)',
    async () => {
      const [{ syncInboxIssues }, { resolver }] = await Promise.all([
        import('../publish/inbox/run-sync.js'),
        import('../publish/inbox/resolution.js'),
      ]);
      return syncInboxIssues({
        github: await github(),
        items: inbox,
        formats: FORMATS,
        identity,
        config,
        commit: context.sha,
        // The branch whose head the checkout must be for the sync to write (read from the repository on schedule and dispatch).
        ...(event.kind === 'push' && { defaultBranch: event.defaultBranch }),
        fileUrl: (item) =>
          `${context.serverUrl}/${context.owner}/${context.repo}/blob/${context.sha}/${item.path}#L${item.line}`,
        resolution: resolver(checkout, FORMATS, config, context.sha, undecidedFiles(report)),
        ...(pushed && { pushed }),
        ...weighing,
        logger: io.logger,
        clock,
      });
    },
    io,
  );
  // The job summary, written before any write, says how many items wait; what the sync wrote is added after it.
  io.summary(
    inboxSyncSummary(
      synced ?? { outcome: 'stopped', items: inbox.length, dryRun: false },
      (number) => `${context.serverUrl}/${context.owner}/${context.repo}/issues/${number}`,
    ),
  );
  if (synced === undefined || synced.outcome === 'stopped') {
    io.setFailed(
      'handoff-gate: the inbox issues are not in line with the repository: the warning above says what was not written and why. Re-run the job once GitHub answers (or the token has `issues: write`).',
    );
  }
}

/** The files this run's findings say left a person's decision behind (the first guarding rule of each). */
function undecidedFiles(report: Pick<CheckResult, 'findings'>): Map<string, string> {
  const undecided = new Map<string, string>();
  for (const finding of report.findings)
    if (guardedDecision(finding.ruleId) !== undefined && !undecided.has(finding.path))
      undecided.set(finding.path, finding.ruleId);
  return undecided;
}

/** Whether step 9 syncs the inbox issues: with `inbox: true`, on a push to the default branch, on schedule and on dispatch. */
export function syncsTheInbox({ inputs, context: { event } }: Run): boolean {
  const onDefaultBranch =
    event.kind === 'push' && event.defaultBranch !== '' && event.ref === `refs/heads/${event.defaultBranch}`;
  return inputs.inbox && (onDefaultBranch || event.kind === 'full-scan');
}
