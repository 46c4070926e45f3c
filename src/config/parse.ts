import { z } from 'zod';
import { parseYaml } from '../parse/yaml-doc.js';
import type { Finding } from '../report/finding.js';
import { explainIssues } from '../rules/schema-findings.js';
import { objectSchemasAt } from '../rules/shared/known-keys.js';
import { didYouMean } from '../rules/did-you-mean.js';
import type { PathKey } from '../parse/types.js';
import { isRecord } from '../engine/values.js';
import { unknownNameFindings } from './known-names.js';
import { resolveConfig, type ResolvedConfig } from './resolve.js';
import { configSchema } from './schema.js';
import { pushAll } from '../engine/bulk.js';

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Problems in the config file, each on its line; the sections they are in fell back to defaults. */
  findings: Finding[];
}

/**
 * Parse and validate a config file's text. An invalid section is reported on its line and left
 * out, so the run goes on with the defaults for that section and the file's other settings.
 */
export function parseConfig(text: string, path: string): LoadedConfig {
  const findings: Finding[] = [];
  const parsed = parseYaml(text);
  for (const p of parsed.problems)
    findings.push({
      path,
      line: p.line,
      column: p.column,
      ruleId: 'config/invalid',
      severity: 'error',
      message: p.message,
    });
  const doc = parsed.doc;
  if (!doc || doc.data === null || doc.data === undefined) return { config: resolveConfig(), findings };
  if (!isRecord(doc.data)) {
    findings.push({
      path,
      line: 1,
      column: 1,
      ruleId: 'config/invalid',
      severity: 'error',
      message: 'The config file must be a mapping of settings; using the defaults.',
    });
    return { config: resolveConfig(), findings };
  }
  // Names under `rules:` and `enums:` are checked as written, so that a section that falls back to
  // its defaults for another reason still has its misspelt names pointed out in the same run.
  pushAll(findings, unknownNameFindings(doc.data, doc, path));
  const data = structuredClone(doc.data) as Record<string, unknown>;
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = configSchema.safeParse(data, { reportInput: true });
    if (result.success) return { config: resolveConfig(result.data), findings };
    const dropped = new Set<string>();
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
      for (const issuePath of keys) {
        const { line, column } = doc.locate(
          issuePath as (string | number)[],
          issue.code === 'unrecognized_keys' ? 'key' : 'value',
        );
        if (issue.code === 'unrecognized_keys') {
          const key = String(issuePath[issuePath.length - 1]);
          const known = objectSchemasAt(configSchema, issuePath.slice(0, -1) as PathKey[]).flatMap((shape) =>
            Object.keys(shape),
          );
          findings.push({
            path,
            line,
            column,
            ruleId: 'config/unknown-key',
            severity: 'warning',
            message: `Unknown setting \`${issuePath.join('.')}\`; it was ignored.${didYouMean(key, known)}`,
          });
          if (issuePath.length > 1) delete (walkTo(data, issuePath.slice(0, -1)) ?? {})[key];
          else delete data[key];
          continue;
        }
        const top = String(issuePath[0]);
        const fallback = isSection(top)
          ? `The \`${top}\` section fell back to its defaults.`
          : `The \`${top}\` setting fell back to its default.`;
        const message = `${explainIssues([issue])[0]?.message ?? issue.message} ${fallback}`;
        findings.push({ path, line, column, ruleId: 'config/invalid', severity: 'error', message });
        if (issuePath[0] !== undefined) dropped.add(top);
      }
    }
    if (dropped.size === 0 && result.error.issues.every((i) => i.code !== 'unrecognized_keys')) break;
    for (const key of dropped) delete data[key];
  }
  return { config: resolveConfig(), findings };
}

function walkTo(data: unknown, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  let current: unknown = data;
  for (const key of path) current = isRecord(current) ? current[String(key)] : undefined;
  return isRecord(current) ? current : undefined;
}

/** Whether the config's top-level `key` holds settings of its own (`limits:`, `rules:`) rather than one value (`max-file-size:`). */
function isSection(key: string): boolean {
  let schema = (configSchema.shape as Record<string, z.ZodType | undefined>)[key];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodObject || schema instanceof z.ZodRecord;
}
