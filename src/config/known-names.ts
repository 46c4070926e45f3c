import { ruleCatalogue } from '../catalogue/catalogue.js';
import { didYouMean } from '../util/did-you-mean.js';
import type { ParsedDoc } from '../parse/types.js';
import type { Finding } from '../report/finding.js';
import { CONFIG_UNKNOWN_KEY_RULE } from '../report/adapter-rules.js';
import { isRecord, show } from '../util/values.js';
import { FORMATS } from '../formats/index.js';
import { ENUM_KEY } from './schema.js';

/**
 * The names a config file may use as keys under `rules:` and `enums:`. The schema cannot list
 * them (they come from the formats), so a misspelt one would otherwise be ignored without a word:
 * `rules: {envelope/requird: off}` would leave the rule on.
 */
export interface KnownNames {
  ruleIds: readonly string[];
  /** `format/enum`, as the formats read them from `config.enums`. */
  enumKeys: readonly string[];
}

let known: KnownNames | undefined;

/** Worked out on first use: only a config file that has `rules:` or `enums:` asks. */
export function knownNames(): KnownNames {
  known ??= {
    ruleIds: ruleCatalogue(FORMATS).map((rule) => rule.id),
    enumKeys: FORMATS.flatMap((format) => (format.enums ?? []).map((name) => `${format.id}/${name}`)),
  };
  return known;
}

/**
 * A warning at each key under `rules:` that names no rule, and under `enums:` that names no enum a
 * format reads, with the closest name. The key stays in the config: it matches nothing, so it is
 * ignored either way, and the message says so.
 */
export function unknownNameFindings(
  file: Record<string, unknown>,
  doc: Pick<ParsedDoc, 'locate'>,
  path: string,
): Finding[] {
  const findings: Finding[] = [];
  const warn = (section: string, key: string, message: string) => {
    const { line, column } = doc.locate([section, key], 'key');
    findings.push({ path, line, column, ruleId: CONFIG_UNKNOWN_KEY_RULE, severity: 'warning', message });
  };
  const rules = isRecord(file.rules) ? Object.keys(file.rules) : [];
  if (rules.length) {
    const { ruleIds } = knownNames();
    for (const id of rules) {
      if (ruleIds.includes(id)) continue;
      warn(
        'rules',
        id,
        `Unknown rule id ${show(id)} under \`rules\`; it was ignored.${ruleHint(id, ruleIds)} \`handoff-gate rules\` lists every rule id.`,
      );
    }
  }
  // A key the schema refuses (`Envelope/Kind`) is an error there already.
  const enums = isRecord(file.enums) ? Object.keys(file.enums).filter((key) => ENUM_KEY.test(key)) : [];
  if (enums.length) {
    const { enumKeys } = knownNames();
    for (const key of enums) {
      if (enumKeys.includes(key)) continue;
      const format = key.slice(0, key.indexOf('/'));
      const own = enumKeys.filter((k) => k.startsWith(`${format}/`));
      const hint =
        didYouMean(key, enumKeys) ||
        (own.length ? ` The enums of \`${format}\` are ${own.map((k) => `\`${k}\``).join(', ')}.` : '');
      warn('enums', key, `Unknown enum ${show(key)} under \`enums\`: no format reads it, so it was ignored.${hint}`);
    }
  }
  return findings;
}

/** Did-you-mean, or, for an id written without its format (`required`), the ids it may mean. */
function ruleHint(id: string, ruleIds: readonly string[]): string {
  const near = didYouMean(id, ruleIds);
  if (near || id.includes('/')) return near;
  const suffixed = ruleIds.filter((r) => r.endsWith(`/${id}`));
  if (!suffixed.length) return '';
  const shown = suffixed
    .slice(0, 4)
    .map((r) => `\`${r}\``)
    .join(', ');
  return ` A rule id starts with its format: ${shown}${suffixed.length > 4 ? `, and ${suffixed.length - 4} more` : ''}.`;
}
