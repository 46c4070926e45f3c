import { defineRule } from '../../../rules/rule.js';
import { stemOf } from '../values.js';

export const fileExtension = defineRule({
  id: 'intent/file-extension',
  severity: 'warning',
  summary:
    "An intent file ends in `.yml`; spec 4's registry is `.forge/intents/*.yaml` and pfl-forge reads only `.yaml`.",
  spec: '§ Intent > Intent Registry（`.forge/intents/`）',
  check(ctx) {
    if (ctx.path.endsWith('.yml')) {
      ctx.report(
        [],
        `Spec 4 collects intents as \`.forge/intents/*.yaml\` and the runner reads only \`.yaml\`; rename this file to \`${stemOf(ctx.path)}.yaml\`.`,
      );
    }
  },
});
