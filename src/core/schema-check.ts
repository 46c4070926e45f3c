import type { z } from 'zod';

/**
 * A quick yes/no from a format's zod schema: true only when `schema.safeParse(value)` would
 * succeed. Most files are valid, and zod's parse (which builds a copy of the value and collects
 * issues) costs several times this; a file this says no to (or one it cannot judge) gets zod's
 * parse, and its issues, as before.
 *
 * It is built from the schema's own definition and runs zod's own checks (`min`, `regex`,
 * `superRefine`...); only the type tests (is it a string, a finite number, an object) and the
 * rules for absent keys are restated here, as zod 4 states them. A schema using anything else
 * (transforms, defaults, coercion, records, lazy schemas) gets no validator: zod alone judges it.
 */
export type QuickCheck = (value: unknown) => boolean;

interface Internals {
  def: Def;
  traits: Set<string>;
  check?: (payload: Payload) => unknown;
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
}

interface Def {
  type: string;
  checks?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  coerce?: boolean;
  when?: (payload: Payload) => boolean;
}

interface Payload {
  value: unknown;
  issues: unknown[];
}

const internals = (schema: z.ZodType): Internals => (schema as unknown as { _zod: Internals })._zod;

class Unsupported extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const built = new WeakMap<z.ZodType, QuickCheck | null>();

/** The schema's quick check, or undefined when it uses something this does not restate. */
export function quickCheck(schema: z.ZodType): QuickCheck | undefined {
  let check = built.get(schema);
  if (check === undefined) {
    try {
      check = compile(schema, new Set());
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      check = null;
    }
    built.set(schema, check);
  }
  return check ?? undefined;
}

function compile(schema: z.ZodType, open: Set<z.ZodType>): QuickCheck {
  if (open.has(schema)) throw new Unsupported('recursive schema');
  open.add(schema);
  const zod = internals(schema);
  const def = zod.def;
  if (def.coerce) throw new Unsupported('coercion');
  let base: QuickCheck;
  switch (def.type) {
    case 'string':
      base = (value) => typeof value === 'string';
      break;
    case 'number':
      base = (value) => typeof value === 'number' && !Number.isNaN(value) && Number.isFinite(value);
      break;
    case 'boolean':
      base = (value) => typeof value === 'boolean';
      break;
    case 'enum': {
      const values = zod.values;
      if (!values) throw new Unsupported('enum without values');
      base = (value) => values.has(value);
      break;
    }
    case 'unknown':
    case 'any':
      base = () => true;
      break;
    case 'optional': {
      const inner = def.innerType!;
      // A defaulted inner schema substitutes a value for absence: zod's to judge.
      if (internals(inner).optin === 'defaulted') throw new Unsupported('default');
      const check = compile(inner, open);
      base = (value) => value === undefined || check(value);
      break;
    }
    case 'nullable': {
      const check = compile(def.innerType!, open);
      base = (value) => value === null || check(value);
      break;
    }
    case 'array': {
      const element = compile(def.element!, open);
      base = (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
      break;
    }
    case 'union': {
      const options = def.options!.map((option) => compile(option, open));
      base = (value) => options.some((option) => option(value));
      break;
    }
    case 'object':
      base = objectCheck(def, open);
      break;
    default:
      throw new Unsupported(def.type);
  }
  open.delete(schema);
  // zod runs a schema's checks after its type test: the schema itself first when it is one
  // (`z.int()`'s safe-integer test), then those added to it (`min`, `regex`, `superRefine`).
  const checks = [...(zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])].map((check) => {
    const { def: checkDef, check: run } = internals(check);
    if (!run) throw new Unsupported('check without a test');
    return { when: checkDef.when, run };
  });
  if (checks.length === 0) return base;
  return (value) => {
    if (!base(value)) return false;
    const payload: Payload = { value, issues: [] };
    for (const { when, run } of checks) {
      if (when && !when(payload)) continue;
      // An async refinement is zod's to wait for.
      if (run(payload) instanceof Promise) return false;
      if (payload.issues.length) return false;
    }
    return true;
  };
}

/**
 * An object: each declared key's value passes its schema, with zod's rules for absent keys (an
 * optional schema may be left out; any other key must be present). Unknown keys are allowed
 * (`z.looseObject`, or an object that drops them); a strict object is zod's to judge.
 */
function objectCheck(def: Def, open: Set<z.ZodType>): QuickCheck {
  const catchall = def.catchall && internals(def.catchall).def.type;
  if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'any') throw new Unsupported(`catchall ${catchall}`);
  const fields = Object.entries(def.shape ?? {})
    .filter(([key]) => key !== '__proto__')
    .map(([key, schema]) => {
      const { optin, optout } = internals(schema);
      return { key, check: compile(schema, open), optin, optional: optout === 'optional' };
    });
  return (value) => {
    if (!isObject(value)) return false;
    for (const { key, check, optin, optional } of fields) {
      const present = key in value;
      if (!present && optional && optin === 'optional') continue;
      if (!check(value[key])) {
        if (optin !== undefined && optional && !present) continue;
        return false;
      }
      if (!present && optin === undefined) return false;
    }
    return true;
  };
}
