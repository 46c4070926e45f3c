import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderChunks } from '../../src/render/index.js';
import { jsonChunks, LazyList } from '../../src/render/json-chunks.js';
import { toJson } from '../../src/render/json.js';
import { toSarif } from '../../src/render/sarif.js';
import { checkFiles } from '../helpers/check-files.js';
import { variedSubagentResponseFiles } from '../../bench/generate-varied.mjs';
import { RULES, sampleReport } from './sample-report.js';
import { runs } from '../helpers/runs.js';

/**
 * The JSON formats are written in pieces (a scan's report can be 100 MB); joined, the pieces are
 * exactly what `JSON.stringify(value, null, 2)` writes, for any value and any depth of splitting.
 */

/** JSON values, and what JSON.stringify treats apart: undefined members, functions, `toJSON`. */
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.constantFrom(undefined, () => 1, new Date(0), { toJSON: () => ({ a: [1, 'x\ny'] }) }, '\u2028', '"\\'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('JSON in pieces', () => {
  it('joins to JSON.stringify(value, null, 2), split at any depth', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(value), fc.dictionary(fc.string(), value)),
        fc.integer({ min: 0, max: 6 }),
        (data, depth) => {
          expect([...jsonChunks(data, depth)].join('')).toBe(JSON.stringify(data, null, 2));
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  it('writes a list made element by element as the array of its elements made, at any depth', () => {
    fc.assert(
      fc.property(fc.array(value), fc.integer({ min: 0, max: 6 }), (items, depth) => {
        const make = (item: unknown) => (Array.isArray(item) ? { made: item } : item);
        const lazy = { list: new LazyList(items, make), after: 1 };
        expect([...jsonChunks(lazy, depth)].join('')).toBe(
          JSON.stringify({ list: items.map(make), after: 1 }, null, 2),
        );
      }),
      { numRuns: runs(1000) },
    );
  });

  it('hands a large value out in batches, none of them the whole', () => {
    const data = { items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, text: `item ${i}` })) };
    const chunks = [...jsonChunks(data)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(JSON.stringify(data, null, 2).length / 10);
    expect(chunks.join('')).toBe(JSON.stringify(data, null, 2));
  });

  it('writes the JSON and SARIF reports byte for byte as JSON.stringify writes them whole', () => {
    const reports = [
      sampleReport(),
      checkFiles(Object.fromEntries(variedSubagentResponseFiles(200, { seed: 5, findingRate: 0.5 }))),
    ];
    const sarif = { rules: RULES, version: '1.0.0' };
    for (const report of reports) {
      expect([...renderChunks(report, 'json')].join('')).toBe(`${JSON.stringify(toJson(report), null, 2)}\n`);
      expect([...renderChunks(report, 'sarif', sarif)].join('')).toBe(
        `${JSON.stringify(toSarif(report, sarif), null, 2)}\n`,
      );
    }
  });
});
