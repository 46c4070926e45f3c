import type { FormatDefinition } from '../core/format.js';
import { ruleCatalogue } from '../catalogue/catalogue.js';
import type { CatalogueRule } from '../core/define-rule.js';
import { directiveComments } from './directives.js';
import { InlineSuppressions } from './inline.js';
import type { DirectiveFile } from './rules.js';

/** Every rule id the formats give, by id: what a directive may name, and what "did you mean" offers. */
const known = new WeakMap<readonly FormatDefinition[], ReadonlyMap<string, CatalogueRule>>();

function knownRules(formats: readonly FormatDefinition[]): ReadonlyMap<string, CatalogueRule> {
  let rules = known.get(formats);
  if (!rules) known.set(formats, (rules = new Map(ruleCatalogue(formats).map((rule) => [rule.id, rule]))));
  return rules;
}

/**
 * A file's inline suppressions, or undefined when its text holds no directive comment (nearly
 * every file: one search of the text decides it).
 */
export function inlineSuppressionsOf(
  text: string,
  syntax: 'yaml' | 'json' | 'markdown',
  formats: readonly FormatDefinition[],
  file: DirectiveFile = {},
): InlineSuppressions | undefined {
  const comments = directiveComments(text, syntax);
  return comments.length > 0 ? new InlineSuppressions(comments, knownRules(formats), file) : undefined;
}
