import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { codeSpan } from '../../render/escape.js';
import {
  approvalsSince,
  expiresAt,
  requiredApprovals,
  sameLogin,
  type Approval,
  type Expiry,
  type ReadComment,
} from '../../inbox/approvals.js';
import { durationText } from '../../config/duration.js';
import type { Clock } from '../../util/clock.js';
import { shortSha } from '../../util/short-sha.js';
import { commandsCountSince, landedAt } from './pushed-by.js';
import { permits } from './permissions.js';
import { proposersOf } from './proposers.js';

/** An approver who no longer counts, and why (for the reply). */
export interface Dropped {
  login: string;
  why: string;
}

/**
 * What an `/approve` on an approval item comes to under the policy (`approvers.*`), recounted
 * from the issue's `/approve` comments made since the item's current content landed:
 * - `refused`: the person may not approve it (they proposed it, or changed it since), has approved
 *   it already as it is now, their comment came before that content landed, or who proposed it or
 *   when it landed cannot be told;
 * - `counted`: it counts, and the quorum still needs others (`have`: every approver who qualifies
 *   now; `dropped`: earlier approvers who no longer do);
 * - `quorum`: with it the quorum holds among people who qualify now: the file moves to
 *   `approved`, the commit names exactly them.
 */
export type ApprovalStep =
  | { kind: 'refused'; reason: string }
  | { kind: 'counted'; have: string[]; until: Map<string, string>; required: number; dropped: Dropped[] }
  | { kind: 'quorum'; approvers: string[]; required: number; dropped: Dropped[] };

/** What an approval reads: the item's history and who brought it, the issue's comments and events, who may approve. */
export type ApprovalAdapter = Pick<
  GitHubAdapter,
  | 'commitsFor'
  | 'readFile'
  | 'pullsOf'
  | 'loginOfAuthorEmail'
  | 'branchActivity'
  | 'commitsBetween'
  | 'reaches'
  | 'listComments'
  | 'lastReopened'
  | 'permissionOf'
  | 'teamMembership'
>;

export interface ApprovalInput {
  github: ApprovalAdapter;
  config: ResolvedConfig;
  item: InboxItem;
  /** The newest commit of the item's file on the branch: approvals count only after it landed. */
  commit: string;
  /**
   * Who the sync recorded as pushing changes of the item (the issue marker's `by=`; `*`: more than
   * recorded). Anyone with write access can edit it, so it only adds to "self": who pushed is
   * taken from GitHub's repository activity, which no person edits.
   */
  pushers: readonly string[];
  issue: number;
  /** The person commanding and their `/approve` comment. */
  user: string;
  comment: number;
  identity: string;
  branch: string;
  /** Whether the file's text at some commit is this item waiting for approval. */
  waits(text: string): boolean;
  /** Why the item cannot be approved yet (questions still open), said after "self" is: no approval counts then. */
  unsettled?: string | undefined;
  /** Where "now" is read at each recount, for `approvers.expire-after`. */
  clock: Clock;
}

/** What the count rests on, without the person commanding. */
export type CountInput = Omit<ApprovalInput, 'user' | 'comment' | 'unsettled'>;

/** "Self": everyone who may not approve the item, or why that cannot be told (then no approval counts here). */
async function selfOf(input: CountInput): Promise<{ logins: string[]; why: string[]; since: string } | string> {
  if (input.config.selfApproval) return { logins: [], why: [], since: '' };
  const unknown = (why: string) =>
    `Approvals need to know who proposed the intent, and ${why}. Approve it through a reviewed pull request that sets \`status: approved\`, or allow self-approval (config \`approvers.self-approval\`).`;
  if (input.pushers.includes('*'))
    return unknown(
      'more people pushed changes of it than the issue can record, so not everyone who shaped it is known',
    );
  const self = await proposersOf(input.github, input.item.path, input.branch, input.waits);
  if ('unknown' in self) return unknown(self.unknown);
  const logins = [...self.logins];
  const why = [...self.why];
  for (const login of input.pushers)
    if (!logins.some((l) => sameLogin(l, login))) {
      logins.push(login);
      why.push('this issue records you pushing a change of it to the default branch');
    }
  return { logins, why, since: shortSha(self.proposedIn) };
}

/**
 * The `/approve` comments made since the item's current content landed on the branch (GitHub's
 * repository activity), or why that cannot be told: then nothing counts.
 */
async function approvalsMade(input: CountInput): Promise<{ since: string; comments: ReadComment[] } | string> {
  const landed = await landedAt(input.github, input.branch, input.commit);
  if ('unknown' in landed)
    return `Approvals count only when made after the intent's current text reached ${codeSpan(input.branch)}, and ${landed.unknown}, so no approval can be counted now. Re-run the job, or approve it through a reviewed pull request that sets \`status: approved\`.`;
  const since = await commandsCountSince(input.github, input.issue, landed.at);
  if (since === undefined)
    return `Approvals count only when made while this issue was open, and GitHub's record of when it was reopened cannot be read in full, so no approval can be counted now. Re-run the job.`;
  return { since, comments: await input.github.listComments(input.issue) };
}

/** The expiry in force at this moment, under `approvers.expire-after`; undefined: approvals last. */
function expiryNow({ config, clock }: Pick<CountInput, 'config' | 'clock'>): Expiry | undefined {
  const afterMs = config.approvalsExpireAfterMs;
  return afterMs === undefined ? undefined : { now: clock.now(), afterMs };
}

/** When each approval stops counting, by login without case (none without an expiry). */
const untilOf = (approvals: readonly Approval[]): Map<string, string> =>
  new Map(approvals.flatMap((a) => (a.until ? [[a.login.toLowerCase(), a.until] as const] : [])));

export async function approvalStep(input: ApprovalInput): Promise<ApprovalStep> {
  const { config, item, user } = input;
  const required = requiredApprovals(item, config.approvalsRequired);
  const self = await selfOf(input);
  if (typeof self === 'string') return { kind: 'refused', reason: self };
  const shaped = self.logins.findIndex((login) => sameLogin(login, user));
  if (shaped !== -1) {
    // The one reason that applied to this person, not every way to be "self".
    return {
      kind: 'refused',
      reason: `You proposed this intent or changed it since it was proposed in ${self.since} (${self.why[shaped]}), so your approval does not count here (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must approve it.`,
    };
  }
  if (input.unsettled !== undefined) return { kind: 'refused', reason: input.unsettled };
  const made = await approvalsMade(input);
  if (typeof made === 'string') return { kind: 'refused', reason: made };
  const own = made.comments.find((c) => c.id === input.comment);
  const expiry = expiryNow(input);
  const approvers = approvalsSince(made.comments, input.identity, made.since, expiry);
  // A command read long after it was posted (a re-run, a queue) may have outlived its own approval.
  if (own && expiry && expiresAt(own, expiry) === null)
    return {
      kind: 'refused',
      reason: `This \`/approve\` was posted ${durationText(expiry.afterMs)} or longer ago, and an approval counts for ${durationText(expiry.afterMs)} (config \`approvers.expire-after\`), so it no longer counts. Read the issue as it is now, and approve again if you agree.`,
    };
  if (!own || !approvers.some((a) => a.comment === own.id && sameLogin(a.login, user))) {
    const earlier = approvers.find((a) => sameLogin(a.login, user));
    if (earlier)
      return {
        kind: 'refused',
        reason: `You approved this intent already, as it is now. ${required === 1 ? 'Another person' : 'Other people'} with the right access must approve it to reach ${required} approvals.`,
      };
    return {
      kind: 'refused',
      reason: `This \`/approve\` was posted before the intent's current text reached ${codeSpan(input.branch)}, so it does not count for it. Read the issue as it is now, and approve again if you agree.`,
    };
  }
  // The person commanding was checked just now; the others are checked again, as they stand now.
  const others = approvers.filter((a) => !sameLogin(a.login, user)).map((a) => a.login);
  const { counted, dropped } = await qualifying(input, others, self.logins);
  const have = [...counted, user];
  return have.length >= required
    ? { kind: 'quorum', approvers: have, required, dropped }
    : { kind: 'counted', have, until: untilOf(approvers), required, dropped };
}

/**
 * Who approved the item as it is now and qualifies at this moment, recounted from the issue's
 * `/approve` comments (none when who proposed it or when it landed cannot be told), and who no
 * longer does: what the issue shows, and what a quorum is made of.
 */
export async function approvalsNow(
  input: CountInput,
): Promise<{ approvers: string[]; dropped: Dropped[]; until: Map<string, string> }> {
  const none = { approvers: [], dropped: [], until: new Map<string, string>() };
  const self = await selfOf(input);
  if (typeof self === 'string') return none;
  const made = await approvalsMade(input);
  if (typeof made === 'string') return none;
  const recorded = approvalsSince(made.comments, input.identity, made.since, expiryNow(input));
  const { counted, dropped } = await qualifying(
    input,
    recorded.map((a) => a.login),
    self.logins,
  );
  return { approvers: counted, dropped, until: untilOf(recorded) };
}

/**
 * Whether the approvals made meanwhile (two people approving at once, or a re-run) complete the
 * quorum among the people who qualify now; `approvers` are exactly those counted.
 */
export async function quorumNow(input: CountInput): Promise<{ approvers: string[]; dropped: Dropped[] } | undefined> {
  const required = requiredApprovals(input.item, input.config.approvalsRequired);
  const now = await approvalsNow(input);
  return now.approvers.length >= required ? now : undefined;
}

/**
 * The recorded approvers who qualify at this moment, in the order they approved, and those who
 * no longer do: each is asked again as a command is (not an agent's account, on `approvers.users`
 * or in `approvers.teams` when set, the least permission), and must not be "self".
 */
export async function qualifying(
  input: Pick<ApprovalInput, 'github' | 'config'>,
  recorded: readonly string[],
  self: readonly string[],
): Promise<{ counted: string[]; dropped: Dropped[] }> {
  const counted: string[] = [];
  const dropped: Dropped[] = [];
  for (const login of recorded) {
    // Whoever shaped the item, or an agent, was refused when they commanded: never counted, never "dropped".
    if (self.some((s) => sameLogin(s, login)) || input.config.agentAccounts.some((a) => sameLogin(a, login))) continue;
    const why = await whyNotQualified(input, login);
    if (why) dropped.push({ login, why });
    else counted.push(login);
  }
  return { counted, dropped };
}

async function whyNotQualified(
  { github, config }: Pick<ApprovalInput, 'github' | 'config'>,
  login: string,
): Promise<string | undefined> {
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
