import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { approvalRecord, approvalsAt, requiredApprovals, sameLogin, type ApprovalAt } from '../approvals.js';
import { proposersOf } from './proposers.js';

/**
 * What an `/approve` on an approval item comes to under the policy (`approvers.*`):
 * - `refused`: the person may not approve it (they proposed it, or changed it since), has approved
 *   it already at this state, or who proposed it cannot be told;
 * - `record`: it counts, and the quorum still needs others: the reply records it;
 * - `quorum`: with it the quorum holds: the file moves to `approved`, the commit names everyone.
 */
export type ApprovalStep =
  | { kind: 'refused'; reason: string }
  | { kind: 'record'; record: string; have: string[]; required: number }
  | { kind: 'quorum'; record: string; approvers: string[]; required: number };

export interface ApprovalInput {
  github: Pick<GitHubAdapter, 'commitsFor' | 'readFile' | 'pullAuthorsOf' | 'listComments'>;
  config: ResolvedConfig;
  item: InboxItem;
  /** The issue's state marker and the newest commit of the item's file: approvals count only at both. */
  at: ApprovalAt;
  issue: number;
  user: string;
  /** The `/approve` comment: its record names it, and counts only while it stands. */
  comment: number;
  identity: string;
  branch: string;
  /** Whether the file's text at some commit is this item waiting for approval. */
  waits(text: string): boolean;
}

export async function approvalStep(input: ApprovalInput): Promise<ApprovalStep> {
  const { config, item, user } = input;
  const required = requiredApprovals(item, config.approvalsRequired);
  const record = approvalRecord(user, input.at, input.comment);
  if (!record) return { kind: 'refused', reason: 'This login cannot be recorded as an approver.' };
  if (!config.selfApproval) {
    const self = await proposersOf(input.github, item.path, input.branch, input.waits);
    if ('unknown' in self) {
      return {
        kind: 'refused',
        reason: `Approvals need to know who proposed the intent, and ${self.unknown}. Approve it through a reviewed pull request that sets \`status: approved\`, or allow self-approval (config \`approvers.self-approval\`).`,
      };
    }
    if (self.logins.some((login) => sameLogin(login, user))) {
      return {
        kind: 'refused',
        reason: `You proposed this intent or changed it since (commit ${self.proposedIn.slice(0, 7)} and after), so your approval does not count here (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must approve it.`,
      };
    }
  }
  const have = approvalsAt(await input.github.listComments(input.issue), input.identity, input.at);
  if (have.some((login) => sameLogin(login, user))) {
    return {
      kind: 'refused',
      reason: `You approved this intent already, as it is now (${have.length} of ${required} approvals). ${required - have.length === 1 ? 'One more person' : `${required - have.length} more people`} must approve it.`,
    };
  }
  const after = [...have, user];
  return after.length >= required
    ? { kind: 'quorum', record, approvers: after, required }
    : { kind: 'record', record, have: after, required };
}

/** After a record: whether others' records, made meanwhile, complete the quorum (two people approving at once). */
export async function quorumNow(
  input: Pick<ApprovalInput, 'github' | 'config' | 'item' | 'at' | 'issue' | 'identity'>,
): Promise<string[] | undefined> {
  const have = approvalsAt(await input.github.listComments(input.issue), input.identity, input.at);
  return have.length >= requiredApprovals(input.item, input.config.approvalsRequired) ? have : undefined;
}
