import { defineRule } from '../../../../../core/define-rule.js';

export const emptyBody = defineRule({
  id: 'intent-draft/empty-body',
  severity: 'error',
  summary: 'The draft has no text after its frontmatter; the body is the intent (first paragraph = title).',
  rationale:
    "A draft's body is the intent: its first paragraph becomes the title and the rest the description; a draft with no body gives the agent that promotes it nothing to work from.",
  spec: '§ Intent > Intent Registry（`.forge/intents/`）',
  check(ctx) {
    if ((ctx.doc.body ?? '').trim() !== '') return;
    ctx.reportAt(
      { line: Math.min(ctx.doc.bodyLine ?? 1, ctx.doc.lineCount), column: 1 },
      'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.',
    );
  },
});
