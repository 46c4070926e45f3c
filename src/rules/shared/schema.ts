import type { z } from 'zod';
import type { RuleInfo } from '../../core/define-rule.js';
import { quickCheck } from '../schema-check.js';
import { explainIssues, type SchemaFinding, type SchemaRuleKind } from '../schema-findings.js';

/**
 * The rule ids every format gets from its schema: `<format>/required`, `type`, `enum`, `range`
 * and `format`, one per kind of finding (schema-findings.ts words zod's issues). `section` is the
 * part of the format's spec that defines its fields, which the schema holds a file to.
 */
export function schemaRules(format: string, reader: string, section?: string): RuleInfo[] {
  const Reader = capital(reader);
  const rules: RuleInfo[] = [
    {
      id: `${format}/required`,
      severity: 'error',
      summary: 'A field the spec requires is missing.',
      rationale: `${Reader} relies on every field the spec requires: with one missing it has to guess what the field would have said, and no two readers guess alike.`,
    },
    {
      id: `${format}/type`,
      severity: 'error',
      summary: 'A field has the wrong type (a string where a list belongs, a number as text).',
      rationale: `${Reader} reads each field as the type the spec gives it: a string where a list belongs, or a number written as text, is misread or silently dropped.`,
    },
    {
      id: `${format}/enum`,
      severity: 'error',
      summary: 'A value is not one the spec allows (with "did you mean"; extendable in the config).',
      rationale: `${Reader} acts on a fixed set of values: one outside the spec's set (a typo, a synonym) matches nothing it handles, and is taken for something else or ignored.`,
    },
    {
      id: `${format}/range`,
      severity: 'error',
      summary: "A number or list is outside the spec's bounds (score 0–100, round 1–4, non-empty lists).",
      rationale: `${Reader} counts on the spec's bounds (a score of 0 to 100, a list with entries): a value outside them is one it was never written to handle.`,
    },
    {
      id: `${format}/format`,
      severity: 'error',
      summary: "A string does not have the spec's shape (ids, agent ids, timestamps).",
      rationale: `${Reader} parses ids, agent ids and dates by the shape the spec gives them: a value of another shape fails to parse there, or parses as something it is not.`,
    },
  ];
  return section === undefined ? rules : rules.map((rule) => ({ ...rule, spec: section }));
}

/** A sentence's subject at its start. */
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A schema finding's rule id: `<format>/<kind>`. */
const schemaRuleId = (format: string, kind: SchemaRuleKind): string => `${format}/${kind}`;

/**
 * The schema's findings on a file's data, each with its rule id; none when the data passes. Most
 * files do: `quick` tries the schema's quick check first (schema-check.ts), and only a file it
 * says no to gets zod's parse and its issues.
 */
export function schemaFindings(
  format: string,
  schema: z.ZodType,
  data: unknown,
  quick: boolean,
): Array<SchemaFinding & { ruleId: string }> {
  if (quick && quickCheck(schema)?.(data)) return [];
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return [];
  return explainIssues(parsed.error.issues).map((issue) => ({ ...issue, ruleId: schemaRuleId(format, issue.kind) }));
}
