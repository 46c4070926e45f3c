/**
 * What a change did to an intent's status and risk since the base revision, read once for the
 * three rules that judge it: intent/status-transition (the diagram), intent/approval-skipped
 * (nothing skips the person who approves) and intent/decided-outside-inbox (who decided).
 */
import type { PathKey } from '../../parse/types.js';
import { judgeMove } from '../../engine/status-moves.js';
import type { RuleContext } from '../../rules/rule.js';
import { asString, field, has, isRecord } from '../../util/values.js';
import { INTENT_STATUS_MOVES } from './status-moves.js';
import { readRisk, RISKS, stemOf } from './values.js';

export type Risk = (typeof RISKS)[number];

/**
 * An intent's status for comparing revisions: lower-cased (the safe reading of `Approved`; the
 * enum rule reports the spelling), pfl-forge's `implementing` read as `executing`, and a missing
 * status read as `proposed`, pfl-forge's default. Undefined for a value that is no string.
 */
function statusOf(data: unknown): string | undefined {
  const status = has(data, 'status') ? asString(field(data, 'status'))?.trim().toLowerCase() : 'proposed';
  return status === 'implementing' ? 'executing' : status;
}

/** The risk as the inbox and the PR's risk read it (`readRisk`: `High` is high, an unreadable value counts as high). */
const riskOf = (data: unknown): Risk | undefined => readRisk(field(data, 'risk'))?.level;

const rank = (risk: Risk | undefined): number => (risk === undefined ? -1 : RISKS.indexOf(risk));
export const needsPerson = (risk: Risk | undefined): boolean => risk === 'med' || risk === 'high';

/** What one change did to an intent's status and risk, when the file has a base revision and both statuses are spec 4's. */
export interface Move {
  from: string;
  to: string;
  verdict: 'same' | 'allowed' | 'forbidden';
  baseRisk: Risk | undefined;
  headRisk: Risk | undefined;
  /**
   * A higher risk the intent awaited approval at in an earlier version, before a change lowered it
   * without a person's decision (see `pendingRisk`); absent when the base's risk is the highest.
   */
  earlierRisk?: Risk;
  /** The highest of them: no change, nor two in a row, lowers the risk that decides whether a person approves. */
  risk: Risk | undefined;
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
 * The risk the intent awaits a person's approval at, when its base is `proposed`: the highest of
 * the base's and of every earlier version while it stayed `proposed` (read back in its history as
 * far as it is known). A risk lowered in one change is still awaited in the next: only a person's
 * decision (`/approve`, `/reject`) ends the wait. Undefined when nothing awaits at med/high.
 */
export function pendingRisk(ctx: RuleContext): Risk | undefined {
  // A file the change leaves alone (the rest of a default branch's inbox) is its own base.
  const base = ctx.project.checking.has(ctx.path) ? baseOfIntent(ctx) : { path: ctx.path, data: ctx.data };
  if (!base || !isRecord(base.data) || statusOf(base.data) !== 'proposed') return undefined;
  let top = riskOf(base.data);
  // Read the history only when it can raise what the base says (most waits are already high).
  if (top !== 'high') {
    for (const version of ctx.project.earlier(base.path)) {
      const data = version.doc?.data;
      if (!isRecord(data) || statusOf(data) !== 'proposed') break;
      const risk = riskOf(data);
      if (rank(risk) > rank(top)) top = risk;
    }
  }
  return needsPerson(top) ? top : undefined;
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
  const pending = from === 'proposed' ? pendingRisk(ctx) : undefined;
  const earlier = rank(pending) > rank(baseRisk) ? pending : undefined;
  const risk = [baseRisk, headRisk, earlier].reduce((top, next) => (rank(next) > rank(top) ? next : top));
  return { from, to, verdict, baseRisk, headRisk, ...(earlier && { earlierRisk: earlier }), risk };
}

/**
 * A med/high-risk intent that the change brings in (a new file, not a rename: a renamed file keeps
 * its base and its moves) already past `proposed`: nobody approved it. Undefined otherwise, and on
 * a run that compares with no base.
 */
export function bornPastApproval(ctx: RuleContext): { status: string; risk: Risk } | undefined {
  // An intent the change moves from another file is judged by its move instead.
  if (!isRecord(ctx.data) || !ctx.project.addedInChange(ctx.path) || intentAtBase(ctx) !== undefined) return undefined;
  const status = statusOf(ctx.data);
  const risk = riskOf(ctx.data);
  // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
  if (status === undefined || status === 'proposed' || !(status in INTENT_STATUS_MOVES) || !needsPerson(risk))
    return undefined;
  return { status, risk: risk! };
}

/** Where to point: the `status` value, or the top of the file when the status is left out (read as `proposed`). */
export const statusAt = (ctx: RuleContext): PathKey[] => (has(ctx.data, 'status') ? ['status'] : []);

/** True when the approval rule, not the diagram, speaks for this move (one finding per move). */
export const skipsPerson = (move: Move): boolean =>
  move.from === 'proposed' &&
  move.to !== 'proposed' &&
  needsPerson(move.risk) &&
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
