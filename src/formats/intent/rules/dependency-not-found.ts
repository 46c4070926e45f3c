import { filledIn } from '../../../rules/shared/template-leftover.js';
import { didYouMean } from '../../../util/did-you-mean.js';
import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { intentPaths } from '../registry.js';

export const dependencyNotFound = defineRule({
  id: 'intent/dependency-not-found',
  severity: 'error',
  summary: 'A `depends_on` entry names no intent in `.forge/intents/`.',
  rationale:
    '`depends_on` holds an intent back until the ones it names are done; a name that matches no intent is a dependency that can never be met, or a typo that lets it start too early.',
  check(ctx) {
    const ids = intentPaths(ctx.project);
    const list = field(ctx.data, 'depends_on');
    if (!Array.isArray(list)) return;
    list.forEach((value, i) => {
      const id = filledIn(value);
      if (id === undefined || ids.has(id)) return;
      const denied = ctx.project.unreadableFolderOf('intent');
      ctx.report(
        ['depends_on', i],
        denied
          ? `\`depends_on\` names \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
          : `\`depends_on\` names \`${id}\`, but there is no \`${id}.yaml\` among the intents.${didYouMean(id, ids)} Fix the id, or remove the dependency.`,
      );
    });
  },
});
