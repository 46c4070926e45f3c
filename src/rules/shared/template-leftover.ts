import type { PathKey } from '../../parse/types.js';
import type { RuleContext, RuleInfo } from '../../core/define-rule.js';
import { asString, isNullsOnly, isRecord, show } from '../../util/values.js';
import { anglePlaceholderIn } from './angle-placeholder.js';
import { eachValue } from './walk.js';

export const templateLeftoverRule = (format: string, reader: string): RuleInfo => ({
  id: `${format}/template-leftover`,
  severity: 'error',
  summary:
    'A value copied from the spec\'s template was never filled in (`ok | needs_input`, `${id}`, `{title}`, `<ID>`, "ISO 8601 timestamp").',
  rationale: `A placeholder left from the spec's template reads as a real value to ${reader}: it acts on \`{title}\` or \`ok | needs_input\` as though an agent had written it.`,
});

const ALTERNATIVES = /^\s*[\w.:#/-]+(?:\s+\|\s+[\w.:#/-]+)+\s*$/;
const BRACE_PLACEHOLDER = /\{[^{}\s"':,]{1,40}\}/;
const TYPE_DESCRIPTION = [
  /^(string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)(\s*\(.*\))?$/i,
  /^\s*ISO[ -]?8601\b/i,
  /YYYY-MM-DD/,
  /^\s*(\.\.\.|…)\s*$/,
];

/**
 * What every leftover below contains (`|`, `{`, `<`, `...` or `…`, `YYYY`, `8601`, or a leading
 * type word): quick tests that clear almost every real value before the patterns run. The type
 * word is matched in any case; the patterns decide.
 */
const MAYBE_LEFTOVER = /[|{<…]|\.\.\.|YYYY|8601/;
const TYPE_WORD = /^(?:string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)\b/i;

/**
 * `${` with a `}` anywhere after it. Searched with indexOf, not `/\$\{[^}]*\}/`: the regex scans
 * to the end from every `${`, so a long `${${${...` with no `}` took time quadratic in its length.
 */
function hasDollarPlaceholder(text: string): boolean {
  const open = text.indexOf('${');
  return open !== -1 && text.indexOf('}', open + 2) !== -1;
}

/** The value when it is a reference worth resolving: a non-blank string that is no unfilled template slot. */
export function filledIn(value: unknown): string | undefined {
  const text = asString(value);
  return text !== undefined && text.trim() !== '' && !leftoverReason(text) ? text : undefined;
}

/** Why a string looks like an unfilled template slot, or undefined. */
export function leftoverReason(text: string): string | undefined {
  if (!MAYBE_LEFTOVER.test(text) && !TYPE_WORD.test(text)) return undefined;
  if (ALTERNATIVES.test(text)) return 'lists the alternatives instead of choosing one';
  if (hasDollarPlaceholder(text)) return 'holds an unexpanded `${...}` placeholder';
  if (BRACE_PLACEHOLDER.test(text)) return 'holds an unfilled `{...}` placeholder';
  const angle = anglePlaceholderIn(text);
  if (angle !== undefined)
    return angle === text.trim()
      ? 'is an unfilled `<...>` placeholder'
      : `holds an unfilled \`<...>\` placeholder (${show(angle)})`;
  if (TYPE_DESCRIPTION.some((re) => re.test(text))) return 'describes the type instead of giving a value';
  return undefined;
}

/**
 * Report every value that looks like an unfilled template slot. A template leftover is an agent's
 * mistake (it copied the spec's example and never filled it in), so the strings a person writes
 * are exempt, by location only: `humanText` is the format's own list of them (an intent's
 * clarification answers, which the inbox's `/answer` writes verbatim from a comment, where
 * `{id}`, `${HOME}`, `a | b` or `YYYY-MM-DD` is what the person meant). The same text anywhere
 * else in the file, and any mapping YAML made of a `{x}` there, is still reported.
 */
export function checkTemplateLeftovers(
  ctx: RuleContext,
  report: (at: PathKey[], message: string) => void,
  humanText?: (path: readonly PathKey[]) => boolean,
): void {
  eachValue(ctx.data, (value, path) => {
    if (typeof value === 'string') {
      if (humanText?.(path)) return;
      const reason = leftoverReason(value);
      if (reason)
        report([...path], `${show(value.trim())} ${reason}: it is a template leftover. Write the real value.`);
    } else if (isRecord(value) && path.length > 0 && isNullsOnly(value) && ctx.doc.isPlaceholderMap(path)) {
      const key = Object.keys(value)[0] ?? '';
      report(
        [...path],
        `\`{${key}}\` is an unfilled template placeholder (YAML reads it as a mapping). Write the real value.`,
      );
    }
  });
}

/**
 * A string value worth checking further: undefined when it is missing, not a string (the schema
 * reports that) or a template leftover (reported as such), so one mistake gets one finding.
 */
export function filledString(value: unknown): string | undefined {
  const text = asString(value);
  return text === undefined || leftoverReason(text) ? undefined : text;
}
