import { didYouMean } from '../../../../../util/did-you-mean.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { intentPaths } from '../../../registry.js';
import { intentIdOf } from '../intent-id.js';

export const intentNotFound = defineRule({
  id: 'task/intent-not-found',
  severity: 'error',
  summary: '`intent_id` names no intent in `.forge/intents/`.',
  rationale:
    "A task belongs to the intent its `intent_id` names, and that intent's status rolls up from it; a task of an intent that does not exist is work no intent tracks or finishes.",
  spec: '§ Task > フィールド',
  check(ctx) {
    const id = intentIdOf(ctx.data);
    if (id === undefined) return;
    const ids = intentPaths(ctx.project);
    if (ids.has(id)) return;
    const denied = ctx.project.unreadableFolderOf('intent');
    ctx.report(
      ['intent_id'],
      denied
        ? `\`intent_id\` is \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
        : `\`intent_id\` is \`${id}\`, but there is no \`${id}.yaml\` among the intents.${didYouMean(id, ids)} Fix the id, or add the intent.`,
    );
  },
});
