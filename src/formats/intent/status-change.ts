/**
 * What a change did to an intent's status and risk since the base revision, read once for the
 * three rules that judge it: intent/status-transition (the diagram), intent/approval-skipped
 * (nothing skips the person who approves) and intent/decided-outside-inbox (who decided).
 */
import type { PathKey } from '../../parse/types.js';
import { judgeMove } from '../../engine/status-moves.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field, has, isRecord } from '../../util/values.js';
import { INTENT_STATUS_MOVES } from './status-moves.js';
import { readRisk, RISKS, stemOf } from './values.js';

export type Risk = (typeof RISKS)[number];

/**
 * An intent's status for comparing revisions: lower-cased (the safe reading of `Approved`; the
 * enum rule reports the spelling), pfl-forge's `implementing` read as `executing`, and a missing
 * status read as `proposed`, pfl-forge's default. Undefined for a value that is no string.
 */
export function statusOf(data: unknown): string | undefined {
  const status = has(data, 'status') ? asString(field(data, 'status'))?.trim().toLowerCase() : 'proposed';
  return status === 'implementing' ? 'executing' : status;
}

/** The risk as the inbox and the PR's risk read it (`readRisk`: `High` is high, an unreadable value counts as high). */
export const riskOf = (data: unknown): Risk | undefined => readRisk(field(data, 'risk'))?.level;

const rank = (risk: Risk | undefined): number => (risk === undefined ? -1 : RISKS.indexOf(risk));
export const needsPerson = (risk: Risk | undefined): boolean => risk === 'med' || risk === 'high';

/**
 * What the intent, as `ctx` holds it, waits for from a person, in words; undefined when nothing
 * (clarifications aside, which the inbox reads itself): its approval (`proposed` at med/high, with
 * no `risk`, or with a history not read back to its proposal), or a decision on its failed tasks.
 */
export function awaitsPerson(ctx: RuleContext): string | undefined {
  if (!isRecord(ctx.data)) return undefined;
  const status = statusOf(ctx.data);
  if (status === 'blocked' || status === 'error')
    return `a person's decision on its failed tasks (\`${status}\`: run it again with \`/retry\`, or drop it)`;
  if (status !== 'proposed') return undefined;
  const wait = pendingWait(ctx);
  if (wait?.unread)
    return `its approval: it is \`proposed\`, and its history could not be read back to where it was proposed (${historyRead(wait.unread)}), so it counts as high-risk`;
  if (wait) return `its approval at \`${wait.risk}\` risk (\`proposed\`)`;
  return riskOf(ctx.data) === undefined
    ? 'its approval: it is `proposed` with no `risk`, so nobody has weighed it'
    : undefined;
}

/** What one change did to an intent's status and risk, when the file has a base revision and both statuses are spec 4's. */
export interface Move {
  from: string;
  to: string;
  verdict: 'same' | 'allowed' | 'forbidden';
  baseRisk: Risk | undefined;
  headRisk: Risk | undefined;
  /**
   * A higher risk the intent awaited approval at in an earlier version, before a change lowered it
   * without a person's decision (see `pendingWait`); absent when the base's risk is the highest.
   */
  earlierRisk?: Risk;
  /** The highest of them: no change, nor two in a row, lowers the risk that decides whether a person approves. */
  risk: Risk | undefined;
  /**
   * The base is `proposed` with no `risk`, nor one in its history: nobody has weighed it, so it
   * leaves `proposed` only with a person, as at `high` (its first `risk` is no lowering).
   */
  unweighed?: true;
  /** Its history ended before the version where it was proposed (see {@link Wait}): weighed as `high`. */
  unread?: Unread;
}

/**
 * A history walk that ended while the intent was still `proposed`, before the version that began
 * it: the bound reached, a rename or a move the adapter could not follow, a deletion and a re-add
 * of the same id, a version that could not be parsed. Whether it waited at a higher risk is not
 * known, so it is weighed as `high`, as an unreadable `risk` is: a person decides.
 */
export interface Unread {
  /** The versions read, every one `proposed`. */
  versions: number;
}

/** What an intent whose base is `proposed` waits for: the risk a person approves it at. */
export interface Wait {
  risk: Risk;
  unread?: Unread;
}

/**
 * The intent as the base revision had it: its file's base (renames followed), else, for a file
 * the change adds, the base of the intent of the same id (the file's stem) that the change
 * removes: one moved to another file, or deleted and added again, keeps its history, so no road
 * through a new file lowers its risk or skips its approval.
 */
export function intentAtBase(ctx: RuleContext): unknown {
  return baseOfIntent(ctx)?.data;
}

/** The intent at the base revision and the path it had there (its own, or the one it was moved from). */
function baseOfIntent(ctx: RuleContext): { path: string; data: unknown } | undefined {
  // A file the run reads only for what it holds (a named intent, the rest of the inbox) is not in the change.
  if (!ctx.project.checking.has(ctx.path)) return undefined;
  const own = ctx.project.base(ctx.path)?.doc?.data;
  if (own !== undefined || !ctx.project.addedInChange(ctx.path))
    return own === undefined ? undefined : { path: ctx.path, data: own };
  const id = stemOf(ctx.path);
  const formerly = ctx.project.removedInChange('intent').find((path) => stemOf(path) === id);
  const data = formerly === undefined ? undefined : ctx.project.base(formerly)?.doc?.data;
  return data === undefined ? undefined : { path: formerly!, data };
}

/**
 * What the intent awaits a person's approval at, when its base is `proposed`: the highest risk of
 * the base's and of every earlier version while it stayed `proposed` (read back in its history as
 * far as it is known). A risk lowered in one change is still awaited in the next: only a person's
 * decision (`/approve`, `/reject`) ends the wait. A history read that ends while the intent is still
 * `proposed`, short of the version that began it, is no "nothing pending": the wait is `high`,
 * marked unread. Undefined when nothing awaits at med/high, or the history is not known at all (a
 * run that reads none judges by the base alone).
 */
export function pendingWait(ctx: RuleContext): Wait | undefined {
  // A file the change leaves alone (the rest of a default branch's inbox) is its own base.
  const base = ctx.project.checking.has(ctx.path) ? baseOfIntent(ctx) : { path: ctx.path, data: ctx.data };
  if (!base || !isRecord(base.data) || statusOf(base.data) !== 'proposed') return undefined;
  let top = riskOf(base.data);
  // Read the history only when it can raise what the base says (most waits are already high).
  if (top === 'high') return { risk: top };
  const earlier = ctx.project.earlier(base.path);
  let begun = false;
  for (const version of earlier.versions) {
    const data = version.doc?.data;
    // A version that cannot be read says nothing of what it awaited: the walk ends unread.
    if (!isRecord(data)) break;
    if (statusOf(data) !== 'proposed') {
      begun = true;
      break;
    }
    const risk = riskOf(data);
    if (rank(risk) > rank(top)) top = risk;
  }
  if (top === 'high') return { risk: top };
  if (!begun && earlier.known && !earlier.whole) return { risk: 'high', unread: { versions: earlier.versions.length } };
  return needsPerson(top) ? { risk: top! } : undefined;
}

export function moveOf(ctx: RuleContext): Move | undefined {
  const base = intentAtBase(ctx);
  // A new file has no move; the schema reports a file that is no mapping.
  if (!isRecord(base) || !isRecord(ctx.data)) return undefined;
  const from = statusOf(base);
  const to = statusOf(ctx.data);
  const verdict = judgeMove(INTENT_STATUS_MOVES, from, to);
  // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
  if (verdict === 'unknown' || from === undefined || to === undefined) return undefined;
  const baseRisk = riskOf(base);
  const headRisk = riskOf(ctx.data);
  const wait = from === 'proposed' ? pendingWait(ctx) : undefined;
  const pending = wait?.risk;
  const earlier = rank(pending) > rank(baseRisk) && !wait?.unread ? pending : undefined;
  const risk = [baseRisk, headRisk, pending].reduce((top, next) => (rank(next) > rank(top) ? next : top));
  // No risk at the base nor before it: nobody weighed it (an unread history is weighed as high).
  const unweighed = from === 'proposed' && baseRisk === undefined && pending === undefined;
  return {
    from,
    to,
    verdict,
    baseRisk,
    headRisk,
    ...(earlier && { earlierRisk: earlier }),
    risk,
    ...(unweighed && { unweighed: true as const }),
    ...(wait?.unread && { unread: wait.unread }),
  };
}

/**
 * An intent that the change brings in (a new file, not a rename: a renamed file keeps its base and
 * its moves) already past `proposed` that a person must have approved: at med/high risk, with no
 * `risk` (nobody weighed it), or at `low` where its path had a history this run could not read
 * back to its start (an intent of the same id deleted and added again: what it awaited then is not
 * known, so it is weighed as `high`). Undefined otherwise, and on a run that compares with no base.
 */
export function bornPastApproval(
  ctx: RuleContext,
): { status: string; risk: Risk | undefined; unread?: Unread } | undefined {
  // An intent the change moves from another file is judged by its move instead.
  if (!isRecord(ctx.data) || !ctx.project.addedInChange(ctx.path) || intentAtBase(ctx) !== undefined) return undefined;
  const status = statusOf(ctx.data);
  const risk = riskOf(ctx.data);
  // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
  if (status === undefined || status === 'proposed' || !(status in INTENT_STATUS_MOVES)) return undefined;
  if (risk !== 'low') return { status, risk };
  // Its id's earlier life, when the run reads it: a deleted waiting intent comes back low at its peril.
  const earlier = ctx.project.earlier(ctx.path);
  if (!earlier.known || earlier.whole) return undefined;
  return { status, risk: 'high', unread: { versions: earlier.versions.length } };
}

/** How the approval rules name what the intent is weighed at: `a high-risk intent`, or why it counts as one. */
export function weighedAs(move: Pick<Move, 'risk' | 'unweighed' | 'unread'>): string {
  if (move.unread)
    return `an intent whose history could not be read back to the version where it was proposed (${historyRead(move.unread)}), which counts as high-risk until a person decides`;
  if (move.unweighed) return 'an intent with no `risk`, which nobody has weighed and which counts as needing a person';
  return `a ${move.risk}-risk intent`;
}

/** What the history walk read before it ended, in words. */
const historyRead = (unread: Unread): string =>
  unread.versions === 0
    ? 'its history ends at a deletion, a rename or another file of the same id'
    : `${unread.versions} version${unread.versions === 1 ? '' : 's'} read, every one \`proposed\`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add`;

/** Where to point: the `status` value, or the top of the file when the status is left out (read as `proposed`). */
export const statusAt = (ctx: RuleContext): PathKey[] => (has(ctx.data, 'status') ? ['status'] : []);

/** True when the approval rule, not the diagram, speaks for this move (one finding per move). */
export const skipsPerson = (move: Move): boolean =>
  move.from === 'proposed' &&
  move.to !== 'proposed' &&
  (needsPerson(move.risk) || move.unweighed === true) &&
  (move.to !== 'approved' || rank(move.headRisk) < rank(move.baseRisk));

/**
 * The change lowers the risk of an intent whose base is `proposed` at med/high, and leaves it
 * `proposed`: whether a person must approve it is a person's decision (moves past `proposed` are
 * `intent/approval-skipped`'s).
 */
export const lowersAwaitedRisk = (move: Move): boolean =>
  move.from === 'proposed' &&
  move.to === 'proposed' &&
  needsPerson(move.baseRisk) &&
  rank(move.headRisk) < rank(move.baseRisk);
