import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../../bench/generate.mjs';
import type { EnumValues } from '../../src/core/format.js';
import { parseText, syntaxOf } from '../../src/parse/read.js';
import { quickCheck } from '../../src/rules/schema-check.js';
import { FORMATS } from '../../src/formats/index.js';
import { WILD, wildFolders } from '../helpers/wild.js';
import { runs } from '../helpers/runs.js';

/**
 * The quick schema check (zod's compiled validator, or a format's stand-in for it) says yes only
 * where zod's parse succeeds (a yes where zod says no would lose findings), and says it for the
 * files that pass (else it is no quicker).
 */

const values: EnumValues = (_name, base) => [...base] as [string, ...string[]];
const schemas = FORMATS.map((format) => ({ id: format.id, schema: format.schema(values) }));

/** Real data: the benchmark corpus and the wild files, parsed; and envelopes whose traceability the refinement checks. */
const texts: Array<[string, string]> = [...corpusFiles(300)];
for (const folder of wildFolders())
  for (const name of readdirSync(`${WILD}/${folder}`))
    texts.push([name, readFileSync(`${WILD}/${folder}/${name}`, 'utf8')]);
const samples: unknown[] = texts
  .map(([path, text]) => (syntaxOf(path) ? parseText(text, syntaxOf(path)!).doc?.data : undefined))
  .filter((data) => data !== undefined && data !== null);
for (const kind of ['planner', 'writer', 'reviewer']) {
  for (const sources of [
    ['Q-1'],
    [{ type: 'interview', ref: 'a' }],
    ['Q-1', { type: 'context', ref: 'b' }],
    [{ type: 'other', ref: 1 }],
  ]) {
    samples.push({
      kind,
      agent_id: `${kind}:main`,
      status: 'ok',
      next: 'done',
      artifacts: [],
      traceability: [{ story_id: 'US-1', sources }],
    });
    // The per-kind check runs on fields that failed as well (the envelope's stand-in only on valid ones).
    samples.push({
      kind,
      agent_id: `${kind}:main`,
      status: 'bogus',
      next: 'done',
      traceability: [{ story_id: 'US-1', sources }],
    });
  }
}

const odd = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    '',
    0,
    -1,
    0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    [],
    {},
    'ok',
    'P0',
    'low',
    'x'.repeat(300),
    '2025-01-01T00:00:00Z',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A sample with one value somewhere in it replaced, or a key removed or added. */
const mutated = fc
  .tuple(fc.constantFrom(...samples), fc.nat(), odd, fc.constantFrom('set', 'delete', 'add'))
  .map(([data, pick, value, how]) => {
    const copy = structuredClone(data) as Record<string, unknown>;
    const holders: Array<Record<string, unknown> | unknown[]> = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        holders.push(node as Record<string, unknown>);
        for (const child of Object.values(node)) walk(child);
      }
    };
    walk(copy);
    const holder = holders[pick % holders.length]!;
    const keys = Object.keys(holder);
    const key = Array.isArray(holder)
      ? pick % Math.max(holder.length, 1)
      : (keys[pick % Math.max(keys.length, 1)] ?? 'status');
    if (how === 'delete' && !Array.isArray(holder)) delete (holder as Record<string, unknown>)[key as string];
    else if (how === 'add') (holder as Record<string, unknown>)[`extra_${pick % 3}`] = value;
    else (holder as Record<string | number, unknown>)[key] = value;
    return copy;
  });

describe('the quick schema check', () => {
  it('exists for every format', () => {
    for (const { id, schema } of schemas) expect(quickCheck(schema), id).toBeDefined();
  });

  it('says yes exactly where zod does, over real and mutated data', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...samples), mutated, odd), (data) => {
        for (const { id, schema } of schemas)
          expect(quickCheck(schema)!(data), id).toBe(schema.safeParse(data).success);
      }),
      { numRuns: runs(Number(process.env.SCHEMA_CHECK_RUNS ?? 3000)) },
    );
  });
});
