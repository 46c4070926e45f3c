import { defineRule } from '../../../core/define-rule.js';
import { moveOf, needsPerson, skipsPerson, statusAt, weighedAs } from '../status-change.js';

export const decidedOutsideInbox = defineRule({
  id: 'intent/decided-outside-inbox',
  severity: 'warning',
  summary:
    "A change approves an intent that waits for a person (med/high risk, no `risk`, or a history not read back to its proposal), or runs a blocked / error intent again, outside the inbox: no person's decision is recorded (not reported on handoff-gate's own inbox commits and pull requests).",
  rationale:
    "The inbox records who approved an intent, or re-ran a blocked one, and when; a change that does it by editing the file leaves no record of any person's decision.",
  spec: '§ Intent > Inbox',
  check(ctx) {
    // handoff-gate's own commit or pull request for a `/approve` or `/retry`: the issue records who decided.
    if (ctx.project.fromInboxCommand) return;
    const move = moveOf(ctx);
    if (!move || move.verdict !== 'allowed') return;
    if (
      move.from === 'proposed' &&
      move.to === 'approved' &&
      (needsPerson(move.risk) || move.unweighed) &&
      !skipsPerson(move)
    ) {
      ctx.report(
        statusAt(ctx),
        move.unweighed
          ? `This change approves ${weighedAs(move)} (\`proposed\` → \`approved\`) outside the inbox, and spec 4 has a person approve what is not weighed low. If you are that person, fine; otherwise restore \`status: proposed\` and give it its \`risk\` in a change of its own: at \`med\` or \`high\` a person approves it with \`/approve\` on its inbox issue; at \`low\` it runs without one.`
          : `This change approves ${weighedAs(move)} (\`proposed\` → \`approved\`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`,
      );
    } else if (move.from === 'blocked' || move.from === 'error') {
      ctx.report(
        statusAt(ctx),
        `This change moves ${move.from === 'error' ? 'an' : 'a'} \`${move.from}\` intent on to \`${move.to}\` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore \`status: ${move.from}\` and run it again with \`/retry\` on its inbox issue, so a person's decision is recorded.`,
      );
    }
  },
});
