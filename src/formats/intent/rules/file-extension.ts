import { defineRule } from '../../../core/define-rule.js';
import { stemOf } from '../values.js';

export const fileExtension = defineRule({
  id: 'intent/file-extension',
  severity: 'warning',
  summary:
    "An intent file ends in `.yml`; spec 4's registry is `.forge/intents/*.yaml` and pfl-forge reads only `.yaml`.",
  rationale:
    'pfl-forge reads only `.forge/intents/*.yaml`: an intent saved as `.yml` is never picked up, so it waits for ever without anyone knowing it exists.',
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
