import type { PathKey } from '../../core/document/types.js';
import { judgeMove } from '../../core/status-moves.js';
import { defineRule, type RuleContext } from '../../core/rule.js';
import { asString, field, has, isRecord } from '../../core/values.js';
import { INTENT_STATUS_MOVES } from './status-moves.js';
import { readRisk, RISKS } from './values.js';

type Risk = (typeof RISKS)[number];

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
const needsPerson = (risk: Risk | undefined): boolean => risk === 'med' || risk === 'high';

/** What one change did to an intent's status and risk, when the file has a base revision and both statuses are spec 4's. */
interface Move {
  from: string;
  to: string;
  verdict: 'same' | 'allowed' | 'forbidden';
  baseRisk: Risk | undefined;
  headRisk: Risk | undefined;
  /** The higher of the two: a change cannot lower the risk that decides whether a person approves. */
  risk: Risk | undefined;
}

function moveOf(ctx: RuleContext): Move | undefined {
  const base = ctx.project.base(ctx.path)?.doc?.data;
  // A new file has no move; the schema reports a file that is no mapping.
  if (!isRecord(base) || !isRecord(ctx.data)) return undefined;
  const from = statusOf(base);
  const to = statusOf(ctx.data);
  const verdict = judgeMove(INTENT_STATUS_MOVES, from, to);
  // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
  if (verdict === 'unknown' || from === undefined || to === undefined) return undefined;
  const baseRisk = riskOf(base);
  const headRisk = riskOf(ctx.data);
  return { from, to, verdict, baseRisk, headRisk, risk: rank(baseRisk) >= rank(headRisk) ? baseRisk : headRisk };
}

/**
 * A med/high-risk intent that the change brings in (a new file, not a rename: a renamed file keeps
 * its base and its moves) already past `proposed`: nobody approved it. Undefined otherwise, and on
 * a run that compares with no base.
 */
function bornPastApproval(ctx: RuleContext): { status: string; risk: Risk } | undefined {
  if (!isRecord(ctx.data) || !ctx.project.addedInChange(ctx.path)) return undefined;
  const status = statusOf(ctx.data);
  const risk = riskOf(ctx.data);
  // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
  if (status === undefined || status === 'proposed' || !(status in INTENT_STATUS_MOVES) || !needsPerson(risk)) return undefined;
  return { status, risk: risk! };
}

/** Where to point: the `status` value, or the top of the file when the status is left out (read as `proposed`). */
const statusAt = (ctx: RuleContext): PathKey[] => (has(ctx.data, 'status') ? ['status'] : []);

/** True when the approval rule, not the diagram, speaks for this move (one finding per move). */
const skipsPerson = (move: Move): boolean => move.from === 'proposed' && move.to !== 'proposed' && needsPerson(move.risk) && (move.to !== 'approved' || rank(move.headRisk) < rank(move.baseRisk));

export const statusTransition = defineRule({
  id: 'intent/status-transition',
  severity: 'error',
  summary: '`status` moved against spec 4\'s diagram since the base revision (e.g. done → approved, approved → proposed, executing → approved).',
  check(ctx) {
    const move = moveOf(ctx);
    if (!move || move.verdict !== 'forbidden' || skipsPerson(move)) return;
    const next: readonly string[] = INTENT_STATUS_MOVES[move.from as keyof typeof INTENT_STATUS_MOVES];
    const options = next.length ? `from \`${move.from}\` an intent goes on to ${next.map((s) => `\`${s}\``).join(', ')}` : `\`${move.from}\` is final`;
    const instead =
      move.from === 'done' ? 'Restore `done`, and write a new intent for more work.' : move.to === 'proposed' ? `Restore \`${move.from}\`: nothing goes back to \`proposed\`.` : `Restore \`${move.from}\`.`;
    ctx.report(
      statusAt(ctx),
      `\`status\` moved from \`${move.from}\` (base revision) to \`${move.to}\`, which spec 4 does not allow: ${options} (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). ${instead}`,
    );
  },
});

export const approvalSkipped = defineRule({
  id: 'intent/approval-skipped',
  severity: 'error',
  summary: 'A med/high-risk intent (at the base revision or now) left `proposed` for something other than `approved`, was approved while its risk was lowered in the same change, or was added already past `proposed`: nothing skips the person who approves it.',
  check(ctx) {
    const born = bornPastApproval(ctx);
    if (born) {
      ctx.report(
        statusAt(ctx),
        `This change adds a ${born.risk}-risk intent that is already \`${born.status}\`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as \`proposed\`. Set \`status: proposed\`; once merged, approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`,
      );
      return;
    }
    const move = moveOf(ctx);
    if (!move || !skipsPerson(move)) return;
    if (move.to === 'approved') {
      const now = move.headRisk ? `\`${move.headRisk}\`` : 'nothing';
      ctx.report(
        has(ctx.data, 'risk') ? ['risk'] : statusAt(ctx),
        `This change approves the intent and lowers its \`risk\` from \`${move.baseRisk}\` to ${now} at once: a ${move.baseRisk}-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore \`risk: ${move.baseRisk}\` and \`status: proposed\`, then approve it with \`/approve\` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.`,
      );
      return;
    }
    ctx.report(
      statusAt(ctx),
      `\`status\` went from \`proposed\` (base revision) to \`${move.to}\`, but this is a ${move.risk}-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves \`proposed\` only for \`approved\`. Restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`,
    );
  },
});

export const decidedOutsideInbox = defineRule({
  id: 'intent/decided-outside-inbox',
  severity: 'warning',
  summary: 'A change approves a med/high-risk intent, or runs a blocked / error intent again, outside the inbox: no person\'s decision is recorded (not reported on handoff-gate\'s own inbox commits and pull requests).',
  check(ctx) {
    // handoff-gate's own commit or pull request for a `/approve` or `/retry`: the issue records who decided.
    if (ctx.project.fromInboxCommand) return;
    const move = moveOf(ctx);
    if (!move || move.verdict !== 'allowed') return;
    if (move.from === 'proposed' && move.to === 'approved' && needsPerson(move.risk) && !skipsPerson(move)) {
      ctx.report(
        statusAt(ctx),
        `This change approves a ${move.risk}-risk intent (\`proposed\` → \`approved\`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`,
      );
    } else if (move.from === 'blocked' || move.from === 'error') {
      ctx.report(
        statusAt(ctx),
        `This change moves a \`${move.from}\` intent on to \`${move.to}\` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore \`status: ${move.from}\` and run it again with \`/retry\` on its inbox issue, so a person's decision is recorded.`,
      );
    }
  },
});
