import { filledIn } from '../../rules/shared/template-leftover.js';
import { didYouMean, soleMatch } from '../../util/did-you-mean.js';
import { defineRule, type Rule, type RuleContext } from '../../core/define-rule.js';
import { field, show } from '../../util/values.js';
import { INTENT_TYPES } from './values.js';

/** The intent types a file may use: spec 4's, plus the team's (`enums: intent/type`). */
function intentTypes(ctx: RuleContext): string[] {
  return [
    ...INTENT_TYPES,
    ...(ctx.config.enums['intent/type'] ?? []),
    ...(ctx.config.enums['intent-draft/type'] ?? []),
  ];
}

/** Why an unknown type matters, for an intent and for the draft that becomes one. */
const UNKNOWN_TYPE_WHY: Record<'intent' | 'intent-draft', string> = {
  intent:
    "The `type` of an intent tells pfl-forge how to plan it (a feature, a fix, an audit); a type outside spec 4's list and the team's config is planned as nothing in particular.",
  'intent-draft':
    "A draft's `type` becomes its intent's: a draft typed outside spec 4's list and the team's config becomes an intent pfl-forge cannot plan by its kind.",
};

/**
 * `<format>/unknown-type`, for intents and the drafts they come from. Spec 4 lists types and ends
 * with "...": an unknown type is a warning (a typo, or a team's own).
 */
export function unknownTypeRule(format: 'intent' | 'intent-draft'): Rule {
  return defineRule({
    id: `${format}/unknown-type`,
    severity: 'warning',
    summary:
      "`type` is none of spec 4's types (feature, refactor, fix, test, audit) nor the config's `enums: intent/type`.",
    rationale: UNKNOWN_TYPE_WHY[format],
    // A draft's `type` becomes its intent's: both are held to the intent's list.
    spec: '§ Intent > フィールド',
    check(ctx) {
      const type = filledIn(field(ctx.data, 'type'));
      if (type === undefined) return;
      const known = intentTypes(ctx);
      if (known.includes(type)) return;
      // The list is open (a team's own type may be near a known one on purpose): fixed only when it differs in case or separators.
      const meant = soleMatch(type, known, { foldOnly: true });
      ctx.report(
        ['type'],
        `\`type\` is ${show(type)}, not one of ${known.join(', ')}.${didYouMean(type, known)} If it is your team's own type, add it under \`enums: intent/type\` in the config.`,
        { ...(meant !== undefined && { fix: { value: meant } }) },
      );
    },
  });
}
