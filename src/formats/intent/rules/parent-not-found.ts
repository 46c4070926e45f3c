import { filledIn } from '../../../rules/shared/template-leftover.js';
import { didYouMean } from '../../../util/did-you-mean.js';
import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { intentPaths } from '../registry.js';

export const parentNotFound = defineRule({
  id: 'intent/parent-not-found',
  severity: 'error',
  summary: '`parent` names no intent in `.forge/intents/`.',
  rationale:
    "A child intent's `parent` ties it to the work it is a slice of; a parent that does not exist leaves the child outside its parent's approval and its status roll-up.",
  spec: '§ Intent > フィールド',
  check(ctx) {
    const parent = filledIn(field(ctx.data, 'parent'));
    if (parent === undefined) return;
    const ids = intentPaths(ctx.project);
    if (ids.has(parent)) return;
    const denied = ctx.project.unreadableFolderOf('intent');
    ctx.report(
      ['parent'],
      denied
        ? `\`parent\` is \`${parent}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
        : `\`parent\` is \`${parent}\`, but there is no \`${parent}.yaml\` among the intents.${didYouMean(parent, ids)} Fix the id, or add the parent intent.`,
    );
  },
});
