import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { codeSpan } from '../../render/escape.js';
import { approvalRecord, approvalsAt, requiredApprovals, sameLogin, type ApprovalAt } from '../approvals.js';
import { permits } from './permissions.js';
import { proposersOf } from './proposers.js';

/** An approver recorded earlier who no longer counts, and why (for the reply). */
export interface Dropped {
  login: string;
  why: string;
}

/**
 * What an `/approve` on an approval item comes to under the policy (`approvers.*`):
 * - `refused`: the person may not approve it (they proposed it, or changed it since), has approved
 *   it already at this state, or who proposed it cannot be told;
 * - `record`: it counts, and the quorum still needs others: the reply records it (`dropped`: earlier
 *   approvers who no longer qualify, so do not count);
 * - `quorum`: with it the quorum holds among people who qualify now: the file moves to
 *   `approved`, the commit names exactly them.
 */
export type ApprovalStep =
  | { kind: 'refused'; reason: string }
  | { kind: 'record'; record: string; have: string[]; required: number; dropped: Dropped[] }
  | { kind: 'quorum'; record: string; approvers: string[]; required: number; dropped: Dropped[] };

type ApprovalAdapter = Pick<
  GitHubAdapter,
  | 'commitsFor'
  | 'readFile'
  | 'pullAuthorsOf'
  | 'loginOfAuthorEmail'
  | 'branchActivity'
  | 'commitsBetween'
  | 'reaches'
  | 'listComments'
  | 'permissionOf'
  | 'teamMembership'
>;

export interface ApprovalInput {
  github: ApprovalAdapter;
  config: ResolvedConfig;
  item: InboxItem;
  /** The issue's state marker and the newest commit of the item's file: approvals count only at both. */
  at: ApprovalAt;
  /**
   * Who the sync recorded as pushing changes of the item (the issue marker's `by=`; `*`: more than
   * recorded). Anyone with write access can edit it, so it only adds to "self": who pushed is
   * taken from GitHub's repository activity, which no person edits.
   */
  pushers: readonly string[];
  issue: number;
  user: string;
  /** The `/approve` comment: its record names it, and counts only while it stands. */
  comment: number;
  identity: string;
  branch: string;
  /** Whether the file's text at some commit is this item waiting for approval. */
  waits(text: string): boolean;
}

/** "Self": everyone who may not approve the item, or why that cannot be told (then no approval counts here). */
async function selfOf(
  input: Omit<ApprovalInput, 'user' | 'comment'>,
): Promise<{ logins: string[]; since: string } | string> {
  if (input.config.selfApproval) return { logins: [], since: '' };
  const unknown = (why: string) =>
    `Approvals need to know who proposed the intent, and ${why}. Approve it through a reviewed pull request that sets \`status: approved\`, or allow self-approval (config \`approvers.self-approval\`).`;
  if (input.pushers.includes('*'))
    return unknown(
      'more people pushed changes of it than the issue can record, so not everyone who shaped it is known',
    );
  const self = await proposersOf(input.github, input.item.path, input.branch, input.waits);
  if ('unknown' in self) return unknown(self.unknown);
  const logins = [...self.logins];
  for (const login of input.pushers) if (!logins.some((l) => sameLogin(l, login))) logins.push(login);
  return { logins, since: self.proposedIn.slice(0, 7) };
}

export async function approvalStep(input: ApprovalInput): Promise<ApprovalStep> {
  const { config, item, user } = input;
  const required = requiredApprovals(item, config.approvalsRequired);
  const record = approvalRecord(user, input.at, input.comment);
  if (!record) return { kind: 'refused', reason: 'This login cannot be recorded as an approver.' };
  const self = await selfOf(input);
  if (typeof self === 'string') return { kind: 'refused', reason: self };
  if (self.logins.some((login) => sameLogin(login, user))) {
    return {
      kind: 'refused',
      reason: `You proposed this intent or changed it since (commit ${self.since} and after: as its author, committer or co-author, by pushing it, or opening or merging the pull request that brought it, or through a command the bot committed for you), so your approval does not count here (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must approve it.`,
    };
  }
  const recorded = approvalsAt(await input.github.listComments(input.issue), input.identity, input.at);
  if (recorded.some((login) => sameLogin(login, user))) {
    return {
      kind: 'refused',
      reason: `You approved this intent already, as it is now (${recorded.length} of ${required} approvals). ${required - recorded.length === 1 ? 'One more person' : `${required - recorded.length} more people`} must approve it.`,
    };
  }
  // The person commanding was checked just now; the others are checked again when they would make the quorum.
  const after = [...recorded, user];
  if (after.length < required) return { kind: 'record', record, have: after, required, dropped: [] };
  const { counted, dropped } = await qualifying(input, recorded, self.logins);
  const approvers = [...counted, user];
  return approvers.length >= required
    ? { kind: 'quorum', record, approvers, required, dropped }
    : { kind: 'record', record, have: approvers, required, dropped };
}

/**
 * After a record: whether the records made meanwhile (two people approving at once) complete the
 * quorum among the people who qualify now; `approvers` are exactly those counted.
 */
export async function quorumNow(
  input: Omit<ApprovalInput, 'user' | 'comment'>,
): Promise<{ approvers: string[]; dropped: Dropped[] } | undefined> {
  const required = requiredApprovals(input.item, input.config.approvalsRequired);
  const recorded = approvalsAt(await input.github.listComments(input.issue), input.identity, input.at);
  if (recorded.length < required) return undefined;
  const self = await selfOf(input);
  if (typeof self === 'string') return undefined;
  const { counted, dropped } = await qualifying(input, recorded, self.logins);
  return counted.length >= required ? { approvers: counted, dropped } : undefined;
}

/**
 * The recorded approvers who qualify at this moment, in the order they approved, and those who
 * no longer do: each is asked again as a command is (not an agent's account, on `approvers.users`
 * or in `approvers.teams` when set, the least permission), and must not be "self".
 */
async function qualifying(
  input: Pick<ApprovalInput, 'github' | 'config'>,
  recorded: readonly string[],
  self: readonly string[],
): Promise<{ counted: string[]; dropped: Dropped[] }> {
  const counted: string[] = [];
  const dropped: Dropped[] = [];
  for (const login of recorded) {
    const why = await whyNotQualified(input, login, self);
    if (why) dropped.push({ login, why });
    else counted.push(login);
  }
  return { counted, dropped };
}

async function whyNotQualified(
  { github, config }: Pick<ApprovalInput, 'github' | 'config'>,
  login: string,
  self: readonly string[],
): Promise<string | undefined> {
  if (config.agentAccounts.some((agent) => sameLogin(agent, login)))
    return "is an agent's account (config `approvers.agents`)";
  if (self.some((s) => sameLogin(s, login))) return 'proposed this intent or changed it since';
  const { approverUsers: users, approverTeams: teams } = config;
  if ((users.length || teams.length) && !users.some((u) => sameLogin(u, login))) {
    let member = false;
    for (const team of teams) {
      member = (await github.teamMembership(team, login)) === 'member';
      if (member) break;
    }
    if (!member)
      return 'is no longer on `approvers.users` or in `approvers.teams` (or their membership cannot be read)';
  }
  const permission = await github.permissionOf(login);
  if (!permits(permission, config.approverPermission))
    return `no longer has \`${config.approverPermission}\` access (now \`${permission}\`)`;
  return undefined;
}

/** "`alice` no longer has `write` access (now `read`)", for each approver who dropped out of the count. */
export function droppedText(dropped: readonly Dropped[]): string {
  if (dropped.length === 0) return '';
  const each = dropped.map((d) => `${codeSpan(d.login)} ${d.why}`).join('; ');
  return ` Not counted: ${each}. An approval counts only from someone who qualifies when the quorum is reached.`;
}
