import { z } from 'zod';

/**
 * A quick yes/no from a format's zod schema: true exactly when `schema.safeParse(value)` would
 * succeed. Most files are valid, and zod's parse (which builds a copy of the value and collects
 * issues) costs several times this; a file this says no to gets zod's parse, and its issues.
 *
 * It is zod's own: the schema compiled by `z.compile` (zod's ahead-of-time compiler, a public
 * API), asked through `validate`, a yes or no that skips building the parsed value and the
 * issues. Nothing here restates zod's rules or reads its internals: the compiled code is zod's,
 * held to its runtime's answers, and a zod release that changes them changes both alike. A schema
 * the compiler refuses (a check with a `when` of its own, an async refinement) gets no quick
 * check, unless its format names a stand-in (`quickStandIn`): zod alone judges it.
 */
export type QuickCheck = (value: unknown) => boolean;

const built = new WeakMap<z.ZodType, QuickCheck | null>();
const standIns = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Names the schema the quick check compiles in place of `schema`: for a schema zod's compiler
 * refuses. `standIn` must succeed on exactly the values `schema` succeeds on (its issues do not
 * matter: they are never reported); test/perf/schema-check.test.ts holds every format to that.
 * Returns `schema`.
 */
export function quickStandIn<T extends z.ZodType>(schema: T, standIn: z.ZodType): T {
  standIns.set(schema, standIn);
  return schema;
}

/** The schema's quick check, or undefined when zod's compiler refuses it (and its stand-in). */
export function quickCheck(schema: z.ZodType): QuickCheck | undefined {
  let check = built.get(schema);
  if (check === undefined) {
    try {
      // Strict: a refusal is thrown rather than handed back as the schema uncompiled.
      const compiled = z.compile(standIns.get(schema) ?? schema, { strict: true });
      check = (value) => compiled.validate(value);
    } catch (error) {
      if (!(error instanceof z.ZodCompileUnsupportedError || error instanceof z.ZodCompileAsyncError)) throw error;
      check = null;
    }
    built.set(schema, check);
  }
  return check ?? undefined;
}
