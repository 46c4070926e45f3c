import { defineRule } from '../../core/rule.js';
import { headerOf, reportField } from './header.js';
import { STATUSES } from './schema.js';

/** Spec 5's state diagram (ステータス遷移): pending → in_progress → completed, in_progress ⇄ blocked. */
const NEXT: Record<string, readonly string[]> = {
  pending: ['in_progress'],
  in_progress: ['completed', 'blocked'],
  blocked: ['in_progress'],
  completed: [],
};

const known = (status: string | undefined): status is (typeof STATUSES)[number] => status !== undefined && (STATUSES as readonly string[]).includes(status);

export const statusTransition = defineRule({
  id: 'message/status-transition',
  severity: 'error',
  summary: '`status` moved along a transition spec 5\'s state diagram does not have (pending → completed, completed → anything), compared with the base revision.',
  check(ctx) {
    const header = headerOf(ctx.doc);
    const now = header?.values.status;
    const baseDoc = ctx.project.base(ctx.path)?.doc;
    const before = baseDoc ? headerOf(baseDoc)?.values.status : undefined;
    // A team's own statuses have no place in the diagram: nothing to say about them.
    if (!header || !known(now) || !known(before) || now === before) return;
    const allowed = NEXT[before]!;
    // A question is answered in one step: the answer message completes it, with no `in_progress` phase.
    if (allowed.includes(now) || (before === 'pending' && now === 'completed' && header.values.type === 'question')) return;
    const options = allowed.length ? `from \`${before}\` a message may only go to \`${allowed.join('` or `')}\`` : `\`${before}\` is final`;
    const hint =
      before === 'completed'
        ? 'Write a new message instead of reopening this one.'
        : before === 'pending'
          ? 'A message is `in_progress` while it is worked on: set that when work starts.'
          : 'Revert the status.';
    reportField(ctx, header, 'status', `\`status\` went from \`${before}\` to \`${now}\` since the base revision, but ${options} (spec 5's state diagram). ${hint}`);
  },
});
