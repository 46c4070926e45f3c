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

const built = new WeakMap<z.ZodType, QuickCheck | null>();

/** The schema's quick check, or undefined when it uses something this does not restate. */
export function quickCheck(schema: z.ZodType): QuickCheck | undefined {
  let check = built.get(schema);
  if (check === undefined) {
    try {
      check = generate(schema);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      check = null;
    }
    built.set(schema, check);
  }
  return check ?? undefined;
}

/**
 * The check is written out as one JavaScript function per object and list of the schema, each
 * reading its keys by name (as ajv does): V8 then caches each key's place per site, where one
 * loop over the keys would look each up afresh. The source holds only the schema's own keys, as
 * JSON string literals, and type tests; everything else (enum sets, zod's own checks) is passed
 * in by reference. Nothing from a file ever reaches the source.
 */
function generate(schema: z.ZodType): QuickCheck {
  const code = new Writer();
  const top = code.test(schema, 'value', new Set());
  const source = `${code.functions.join('\n')}\nreturn (value) => ${top};`;
  return new Function('refs', source)(code.refs) as QuickCheck;
}

class Writer {
  readonly functions: string[] = [];
  readonly refs: unknown[] = [];

  ref(value: unknown): string {
    this.refs.push(value);
    return `refs[${this.refs.length - 1}]`;
  }

  /** A JavaScript expression, true when the variable `name` passes `schema`. */
  test(schema: z.ZodType, name: string, open: Set<z.ZodType>): string {
    if (open.has(schema)) throw new Unsupported('recursive schema');
    open.add(schema);
    const zod = internals(schema);
    const def = zod.def;
    if (def.coerce) throw new Unsupported('coercion');
    let base: string;
    switch (def.type) {
      case 'string':
        base = `typeof ${name} === "string"`;
        break;
      case 'number':
        base = `(typeof ${name} === "number" && Number.isFinite(${name}))`;
        break;
      case 'boolean':
        base = `typeof ${name} === "boolean"`;
        break;
      case 'enum': {
        if (!zod.values) throw new Unsupported('enum without values');
        base = `${this.ref(zod.values)}.has(${name})`;
        break;
      }
      case 'unknown':
      case 'any':
        base = 'true';
        break;
      case 'optional': {
        // A defaulted inner schema substitutes a value for absence: zod's to judge.
        if (internals(def.innerType!).optin === 'defaulted') throw new Unsupported('default');
        base = `(${name} === undefined || ${this.test(def.innerType!, name, open)})`;
        break;
      }
      case 'nullable':
        base = `(${name} === null || ${this.test(def.innerType!, name, open)})`;
        break;
      case 'array': {
        const item = `v${this.functions.length}`;
        const fn = this.function(`if (!Array.isArray(v)) return false;\nfor (let i = 0; i < v.length; i++) { const ${item} = v[i]; if (!(${this.test(def.element!, item, open)})) return false; }\nreturn true;`);
        base = `${fn}(${name})`;
        break;
      }
      case 'union':
        base = `(${def.options!.map((option) => this.test(option, name, open)).join(' || ')})`;
        break;
      case 'object':
        base = `${this.object(def, open)}(${name})`;
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
    return checks.length === 0 ? base : `(${base} && ${this.ref(passesChecks(checks))}(${name}))`;
  }

  /**
   * An object: each declared key's value passes its schema, with zod's rules for absent keys (an
   * optional schema may be left out; any other key must be present). Unknown keys are allowed
   * (`z.looseObject`, or an object that drops them); a strict object is zod's to judge.
   */
  object(def: Def, open: Set<z.ZodType>): string {
    const catchall = def.catchall && internals(def.catchall).def.type;
    if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'any') throw new Unsupported(`catchall ${catchall}`);
    const lines = ['if (typeof v !== "object" || v === null || Array.isArray(v)) return false;'];
    let n = 0;
    for (const [key, schema] of Object.entries(def.shape ?? {})) {
      if (key === '__proto__') continue;
      const { optin, optout } = internals(schema);
      const optional = optout === 'optional';
      const [present, value] = [`p${n}`, `x${n++}`];
      const literal = JSON.stringify(key);
      lines.push(`{ const ${present} = ${literal} in v; const ${value} = v[${literal}];`);
      // zod's order: an optional key that is absent passes; a value that fails may still pass as
      // absent; a key that is neither optional nor present fails.
      if (optional && optin === 'optional') lines.push(`if (${present}) {`);
      lines.push(`if (!(${this.test(schema, value, open)})) { ${optin !== undefined && optional ? `if (${present}) return false;` : 'return false;'} }`);
      if (optin === undefined) lines.push(`else if (!${present}) return false;`);
      if (optional && optin === 'optional') lines.push('}');
      lines.push('}');
    }
    lines.push('return true;');
    return this.function(lines.join('\n'));
  }

  /** A named function of `v` holding `body`; its name, for calls. */
  function(body: string): string {
    const name = `f${this.functions.length}`;
    this.functions.push(`function ${name}(v) {\n${body}\n}`);
    return name;
  }
}

/** zod's own checks, run in its order on a value that passed the type test. */
function passesChecks(checks: Array<{ when?: (payload: Payload) => boolean; run: (payload: Payload) => unknown }>): QuickCheck {
  return (value) => {
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
