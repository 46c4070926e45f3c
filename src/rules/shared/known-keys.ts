import type { z } from 'zod';
import type { PathKey } from '../../parse/types.js';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

/** A schema's definition, through zod's public `def` (zod 4's classic API); read only for the fields it names. */
const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The object schemas that may describe the value at `path` (several under a union). */
export function objectSchemasAt(schema: z.ZodType, path: readonly PathKey[]): Record<string, z.ZodType>[] {
  let current: z.ZodType[] = [schema];
  const unwrap = (list: z.ZodType[]): z.ZodType[] => {
    const out: z.ZodType[] = [];
    const queue = [...list];
    for (let guard = 0; queue.length > 0 && guard < 64; guard++) {
      const s = queue.shift()!;
      const def = defOf(s);
      if (WRAPPERS.has(def.type) && def.innerType) queue.push(def.innerType);
      else if (def.type === 'pipe' && def.in) queue.push(def.in);
      else if (def.type === 'lazy' && def.getter) queue.push(def.getter());
      else if (def.type === 'union' && def.options) queue.push(...def.options);
      else out.push(s);
    }
    return out;
  };
  for (const key of path) {
    const next: z.ZodType[] = [];
    for (const s of unwrap(current)) {
      const def = defOf(s);
      if (def.type === 'object' && typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key))
        next.push(def.shape[key]!);
      else if (def.type === 'array' && typeof key === 'number' && def.element) next.push(def.element);
      else if (def.type === 'record' && def.valueType) next.push(def.valueType);
    }
    current = next;
    if (current.length === 0) return [];
  }
  return unwrap(current)
    .map(defOf)
    .filter((d) => d.type === 'object' && d.shape)
    .map((d) => d.shape!);
}
