import { z } from 'zod';
import { configSchema } from './config/schema.js';
import type { EnumValues } from './core/format.js';
import { FORMATS } from './formats/index.js';
import { DEFAULT_CONFIG_PATH } from './engine/config-path.js';

/** Names `schema` accepts: every format id, and `config` for the config file. */
export const SCHEMA_NAMES: readonly string[] = [...FORMATS.map((f) => f.id), 'config'];

/**
 * Marks an extendable enum inside the generated schema: `z.enum` keeps only the values, so the
 * name rides along as one more value, unprintable and never in a file, and is taken out below.
 */
const MARK = '\u0000enums:';

/**
 * A JSON Schema (draft-07, which editors' YAML support reads best) generated from the same zod
 * schema the checker uses, so the two cannot drift. Input mode: fields with defaults stay optional.
 * Patterns the checker's own rules judge ride on the zod schema as metadata (`stringMatching`).
 */
export function jsonSchemaFor(name: string): Record<string, unknown> | undefined {
  const format = FORMATS.find((f) => f.id === name);
  const marked: EnumValues = (enumName, base) => [base[0]!, ...base.slice(1), `${MARK}${format!.id}/${enumName}`];
  const schema = name === 'config' ? configSchema : format?.schema(marked);
  if (!schema) return undefined;
  let generated = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  documentEnums(generated, undefined);
  if (format?.mappingOnlyInEditors) generated = withoutNull(generated);
  const title = name === 'config' ? 'handoff-gate configuration' : `${format!.title}, ${format!.spec}`;
  return { $schema: generated.$schema, title, ...generated };
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes each extendable enum's mark out and says, in the field's description (what an editor
 * shows on hover), which values it allows and where a team adds its own. `owner` is the nearest
 * node of the same field that has a description (a nullable enum's sits around its `anyOf`).
 */
function documentEnums(node: unknown, owner: Node | undefined): void {
  if (Array.isArray(node)) {
    for (const item of node) documentEnums(item, owner);
    return;
  }
  if (!isNode(node)) return;
  const here = typeof node.description === 'string' ? node : owner;
  const values: unknown[] | undefined = Array.isArray(node.enum) ? node.enum : undefined;
  if (values) {
    const mark = values.find((v): v is string => typeof v === 'string' && v.startsWith(MARK));
    if (mark !== undefined) {
      node.enum = values.filter((v) => v !== mark);
      const target = here ?? node;
      const note = `Allowed: ${values.filter((v) => v !== mark).join(', ')}; extend with \`enums: ${mark.slice(MARK.length)}\` in ${DEFAULT_CONFIG_PATH}.`;
      const before = typeof target.description === 'string' ? target.description.trimEnd() : '';
      target.description = before === '' ? note : `${before}${/[.!?。]$/.test(before) ? '' : '.'} ${note}`;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'enum' || key === 'description') continue;
    // A union's branches are the same field; anything else below is a field of its own.
    documentEnums(value, key === 'anyOf' || key === 'oneOf' || key === 'allOf' ? here : undefined);
  }
}

/** `anyOf: [{object}, {type: null}]` at the top, as the object alone (keeping the description). */
function withoutNull(schema: Node): Node {
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isNode) : [];
  const object = branches.find((b) => b.type === 'object');
  if (!object || branches.length !== 2 || !branches.some((b) => b.type === 'null')) return schema;
  const { anyOf: _, ...rest } = schema;
  return { ...rest, ...object };
}
