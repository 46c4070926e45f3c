import { parseYaml } from '../core/document/yaml-doc.js';
import type { Finding } from '../core/finding.js';
import { explainIssues } from '../core/schema-findings.js';
import { isRecord } from '../core/values.js';
import { resolveConfig, type ResolvedConfig } from './resolve.js';
import { configSchema } from './schema.js';

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
  for (const p of parsed.problems) findings.push({ path, line: p.line, column: p.column, ruleId: 'config/invalid', severity: 'error', message: p.message });
  const doc = parsed.doc;
  if (!doc || doc.data === null || doc.data === undefined) return { config: resolveConfig(), findings };
  if (!isRecord(doc.data)) {
    findings.push({ path, line: 1, column: 1, ruleId: 'config/invalid', severity: 'error', message: 'The config file must be a mapping of settings; using the defaults.' });
    return { config: resolveConfig(), findings };
  }
  const data: Record<string, unknown> = { ...doc.data };
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = configSchema.safeParse(data, { reportInput: true });
    if (result.success) return { config: resolveConfig(result.data), findings };
    const dropped = new Set<string>();
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
      for (const issuePath of keys) {
        const { line, column } = doc.locate(issuePath as (string | number)[], issue.code === 'unrecognized_keys' ? 'key' : 'value');
        const message =
          issue.code === 'unrecognized_keys'
            ? `Unknown setting \`${issuePath.join('.')}\`; it was ignored.`
            : `${explainIssues([issue])[0]?.message ?? issue.message} The section fell back to its defaults.`;
        findings.push({ path, line, column, ruleId: 'config/invalid', severity: 'error', message });
        const top = issuePath[0];
        if (top !== undefined) dropped.add(String(top));
      }
    }
    if (dropped.size === 0) break;
    for (const key of dropped) delete data[key];
  }
  return { config: resolveConfig(), findings };
}
