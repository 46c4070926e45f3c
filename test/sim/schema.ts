/**
 * A small JSON Schema validator for the subset GitHub's OpenAPI 3.0 description uses:
 * type (a name or an array of names), nullable, properties, required, additionalProperties,
 * items, enum, oneOf / anyOf / allOf, minimum / maximum, minLength / maxLength,
 * minItems / maxItems, maxProperties, uniqueItems and pattern. `format` is ignored, as are
 * descriptive keywords. `$ref`s are resolved on demand through the resolver passed in.
 */

export type Schema = { readonly [key: string]: unknown };

export interface SchemaError {
  /** Where in the value, `body.labels[0]` style. */
  path: string;
  message: string;
}

export type RefResolver = (ref: string) => Schema;

export interface ValidateOptions {
  /**
   * Treat a property an object schema does not declare as an error when the schema says nothing
   * about additionalProperties (OpenAPI's default allows them). Used for request bodies: GitHub
   * ignores unknown keys, but one there is almost always a client bug (a typo, or an Octokit
   * parameter that ended up in the body).
   */
  strict?: boolean;
  /**
   * Accept a value that fits more than one `oneOf` option. GitHub's description has overlapping
   * options (an error response that is both a basic-error and a rule-violation error); used when
   * checking the simulator's own responses.
   */
  lenientOneOf?: boolean;
}

const MAX_ERRORS = 5;

/** Validate `value` against `schema`; an empty array means valid. */
export function validateSchema(
  schema: Schema,
  value: unknown,
  resolve: RefResolver,
  path = 'body',
  options: ValidateOptions = {},
): SchemaError[] {
  const errors: SchemaError[] = [];
  check(schema, value, path, resolve, errors, options.strict === true, options.lenientOneOf === true);
  return errors.slice(0, MAX_ERRORS);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** String length in characters (code points), as GitHub counts them. */
const charLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

const patternCache = new Map<string, RegExp | null>();
function regex(pattern: string): RegExp | null {
  let compiled = patternCache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = null; // a pattern JavaScript cannot read is not enforced
    }
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

/** No option of a oneOf/anyOf fits: report why the closest one (fewest errors) does not. */
function reportClosest(results: SchemaError[][], errors: SchemaError[]): void {
  const closest = results.reduce((a, b) => (b.length < a.length ? b : a), results[0] ?? []);
  errors.push(
    ...closest.map((e) =>
      results.length > 1 ? { ...e, message: `${e.message} (closest of ${results.length} alternatives)` } : e,
    ),
  );
}

function check(
  input: Schema,
  value: unknown,
  path: string,
  resolve: RefResolver,
  errors: SchemaError[],
  strict: boolean,
  lenient: boolean,
): void {
  if (errors.length >= MAX_ERRORS) return;
  let schema = input;
  for (let hops = 0; typeof schema.$ref === 'string'; hops++) {
    if (hops > 32) throw new Error(`$ref loop at ${String(schema.$ref)}`);
    schema = resolve(schema.$ref as string);
  }
  const fail = (message: string): void => {
    errors.push({ path, message });
  };

  if (value === null && schema.nullable === true) return;

  const type = schema.type;
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = (Array.isArray(type) ? type : [type]) as string[];
    if (!types.some((t) => hasType(value, t))) {
      fail(
        `expected ${types.join(' or ')}${schema.nullable === true ? ' or null' : ''}, got ${typeOf(value)} ${show(value)}`,
      );
      return;
    }
  }

  if (Array.isArray(schema.enum) && !schema.enum.some((option) => option === value)) {
    fail(`${show(value)} is not one of ${schema.enum.map(show).join(', ')}`);
    return;
  }

  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as Schema[]) check(part, value, path, resolve, errors, false, lenient); // properties may be split across the parts
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Schema[];
    const results = branches.map((branch) =>
      validateSchema(branch, value, resolve, path, { strict, lenientOneOf: lenient }),
    );
    if (!results.some((r) => r.length === 0)) reportClosest(results, errors);
  }
  if (Array.isArray(schema.oneOf)) {
    const branches = schema.oneOf as Schema[];
    const results = branches.map((branch) =>
      validateSchema(branch, value, resolve, path, { strict, lenientOneOf: lenient }),
    );
    const passing = results.filter((r) => r.length === 0).length;
    if (passing === 0) {
      reportClosest(results, errors);
    } else if (passing > 1 && !lenient) {
      fail(`matches ${passing} of oneOf's options, exactly one is allowed`);
    }
  }

  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && charLength(value) < schema.minLength)
      fail(`shorter than ${schema.minLength} characters`);
    if (typeof schema.maxLength === 'number' && charLength(value) > schema.maxLength)
      fail(`longer than ${schema.maxLength} characters`);
    if (typeof schema.pattern === 'string') {
      const re = regex(schema.pattern);
      if (re && !re.test(value)) fail(`${show(value)} does not match /${schema.pattern}/`);
    }
  }

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      fail(`${value} is below the minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      fail(`${value} is above the maximum ${schema.maximum}`);
  }

  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      fail(`has ${value.length} items, at least ${schema.minItems} required`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      fail(`has ${value.length} items, at most ${schema.maxItems} allowed`);
    if (schema.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
      fail('items are not unique');
    if (schema.items && typeof schema.items === 'object') {
      value.forEach((item, i) =>
        check(schema.items as Schema, item, `${path}[${i}]`, resolve, errors, strict, lenient),
      );
    }
  }

  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    if (Array.isArray(schema.required)) {
      for (const key of schema.required as string[]) {
        if (!Object.hasOwn(record, key)) fail(`missing required property "${key}"`);
      }
    }
    const keys = Object.keys(record);
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties)
      fail(`has ${keys.length} properties, at most ${schema.maxProperties} allowed`);
    for (const key of keys) {
      const child = `${path}.${key}`;
      if (Object.hasOwn(properties, key)) {
        check(properties[key] as Schema, record[key], child, resolve, errors, strict, lenient);
      } else if (schema.additionalProperties === false) {
        errors.push({ path: child, message: 'is not an allowed property' });
      } else if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
        check(schema.additionalProperties as Schema, record[key], child, resolve, errors, strict, lenient);
      } else if (
        strict &&
        schema.additionalProperties === undefined &&
        schema.properties !== undefined &&
        !Array.isArray(schema.allOf)
      ) {
        errors.push({ path: child, message: 'is not a documented property' });
      }
    }
  }
}
