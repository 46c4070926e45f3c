import type { z } from 'zod';
import type { EngineSettings } from '../core/settings.js';
import type { EnumValues, FormatDefinition } from '../core/format.js';
import type { FormatId } from '../report/report.js';

function enumValues(format: FormatId, config: EngineSettings): EnumValues {
  return (name, base) => [...new Set([...base, ...(config.enums[`${format}/${name}`] ?? [])])] as [string, ...string[]];
}

/**
 * Each format's schema, by the enum values the config adds to it: built (and compiled for the
 * quick check, schema-check.ts) once per process, not once per engine. A run makes an engine per
 * root and per revision it reads, and a long-lived server one per check: compiling a schema
 * costs as much as checking some hundred files.
 */
const schemas = new WeakMap<FormatDefinition, Map<string, z.ZodType>>();
const SCHEMAS_KEPT = 16;

export function schemaOf(format: FormatDefinition, config: EngineSettings): z.ZodType {
  const prefix = `${format.id}/`;
  const added = Object.entries(config.enums)
    .filter(([name]) => name.startsWith(prefix))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = JSON.stringify(added);
  let byEnums = schemas.get(format);
  if (!byEnums) schemas.set(format, (byEnums = new Map()));
  let schema = byEnums.get(key);
  if (!schema) {
    // A server whose config keeps changing keeps the last few only.
    if (byEnums.size >= SCHEMAS_KEPT) byEnums.clear();
    byEnums.set(key, (schema = format.schema(enumValues(format.id, config))));
  }
  return schema;
}
