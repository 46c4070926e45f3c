import { filledIn, leftoverReason } from '../../core/checks/template-leftover.js';
import { didYouMean, soleMatch } from '../../core/did-you-mean.js';
import type { PathKey } from '../../core/document/types.js';
import type { FormatId } from '../../core/report.js';
import { defineRule, type Rule, type RuleContext } from '../../core/rule.js';
import { field, show, valueAt } from '../../core/values.js';
import { showPath } from '../../core/schema-findings.js';
import { INTENT_TYPES, SLUG, slugify, stemOf } from './values.js';

export const topLevelCreatedAt = (): PathKey[][] => [['created_at']];

/** The intent types a file may use: spec 4's, plus the team's (`enums: intent/type`). */
export function intentTypes(ctx: RuleContext): string[] {
  return [...INTENT_TYPES, ...(ctx.config.enums['intent/type'] ?? []), ...(ctx.config.enums['intent-draft/type'] ?? [])];
}

/** Spec 4 lists types and ends with "...": an unknown type is a warning (a typo, or a team's own). */
export function unknownTypeRule(format: FormatId): Rule {
  return defineRule({
    id: `${format}/unknown-type`,
    severity: 'warning',
    summary: '`type` is none of spec 4\'s types (feature, refactor, fix, test, audit) nor the config\'s `enums: intent/type`.',
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

/** Characters git refuses in a branch name; pfl-forge names each intent's branch `forge/<id>`. */
const NOT_IN_BRANCH = /[\s~^:?*[\\\u0000-\u001f\u007f]|\.\.|@\{|^[-.]|\.lock$|\.$/;

/** The id is the file stem: lowercase, digits and hyphens keep it usable in keys, commands and branch names. */
export function idSlugRule(format: FormatId, noun: string): Rule {
  return defineRule({
    id: `${format}/id-not-slug`,
    severity: 'warning',
    summary: `The ${noun} id (the file name without extension) is not a slug of lowercase letters, digits and hyphens.`,
    check(ctx) {
      const id = stemOf(ctx.path);
      if (SLUG.test(id)) return;
      const slug = slugify(id);
      const extension = ctx.path.slice(ctx.path.lastIndexOf('.'));
      const rename = slug ? ` Rename the file to \`${slug}${extension}\`.` : ' Rename the file.';
      const broken = NOT_IN_BRANCH.test(id);
      ctx.report(
        [],
        `The ${noun} id is the file name, ${show(id)}, which is not a slug (lowercase letters, digits, hyphens)${broken ? ' and cannot be part of a git branch name (`forge/<id>`)' : ''}.${rename}`,
        broken ? { severity: 'error' } : {},
      );
    },
  });
}

/** Report a value the reference implementation writes but spec 4 does not list. */
export function reportReferenceValue(ctx: RuleContext, at: PathKey[], value: string, instead: string, why: string): void {
  ctx.report(at, `${show(value)} is a pfl-forge value that spec 4 does not list (${why}); write ${instead}.`);
}

/**
 * Observations and history keep an `intent_id` after the intent is deleted, so it need not
 * resolve; but it must still look like an id, which catches unfilled prompt templates
 * (`"<from the intent in your prompt>"`).
 */
export function intentIdShapeRule(format: FormatId, at: (data: unknown) => PathKey[][]): Rule {
  return defineRule({
    id: `${format}/intent-id-format`,
    severity: 'warning',
    summary: '`intent_id` does not look like an intent id (a file name of lowercase letters, digits and hyphens).',
    check(ctx) {
      for (const path of at(ctx.data)) {
        const value = valueAt(ctx.data, path);
        if (typeof value !== 'string' || value.trim() === '' || leftoverReason(value) || SLUG.test(value)) continue;
        ctx.report(path, `\`${showPath(path)}\` is ${show(value)}, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.`);
      }
    },
  });
}
