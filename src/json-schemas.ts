import { z } from 'zod';
import { configSchema } from './config/schema.js';
import type { EnumValues } from './core/format.js';
import { FORMATS } from './formats/index.js';

const baseValues: EnumValues = (_name, base) => [...base] as [string, ...string[]];

/** Names `schema` accepts: every format id, and `config` for the config file. */
export const SCHEMA_NAMES: readonly string[] = [...FORMATS.map((f) => f.id), 'config'];

/**
 * A JSON Schema (draft-07, which editors' YAML support reads best) generated from the same zod
 * schema the checker uses, so the two cannot drift. Input mode: fields with defaults stay optional.
 */
export function jsonSchemaFor(name: string): Record<string, unknown> | undefined {
  const format = FORMATS.find((f) => f.id === name);
  const schema = name === 'config' ? configSchema : format?.schema(baseValues);
  if (!schema) return undefined;
  const generated = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const title = name === 'config' ? 'handoff-gate configuration' : `${format!.title}, ${format!.spec}`;
  return { $schema: generated.$schema, title, ...generated };
}
