import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGate, gateResult } from '../../src/gate/gate.js';
import type { GateItem, Priority } from '../../src/report/report.js';
import { runs } from '../helpers/runs.js';

const RANK: Record<Priority, number> = { P0: 0, P1: 1, P2: 2, P3: 3 };

const item = fc.record({
  priority: fc.constantFrom<Priority>('P0', 'P1', 'P2', 'P3'),
  description: fc.string({ maxLength: 5 }),
  source: fc.record({
    path: fc.constantFrom(
      'a.yaml',
      'B.yaml',
      'b.yaml',
      '_x.yaml',
      'dir/é.yaml',
      'dir/e.yaml',
      'Z/1.json',
      '.work/r.yaml',
      '10.md',
      '9.md',
    ),
    line: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 40 }), weight: 200 },
      { arbitrary: fc.constant(2 ** 21), weight: 1 },
    ),
  }),
});

describe('the gate', () => {
  it('lists its items by priority, then path (by code unit, as findings are ordered), then line, stably, in any order they come', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 400 }), (items: GateItem[]) => {
        const expected = [...items].sort(
          (a, b) =>
            RANK[a.priority] - RANK[b.priority] ||
            (a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : 0) ||
            a.source.line - b.source.line,
        );
        expect(buildGate(items, []).items).toEqual(expected);
        expect(buildGate(items, []).items.every((x, i) => x === expected[i])).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });

  it('sorts items that come file by file, as the engine adds them, the same way', () => {
    const byPath = (a: GateItem, b: GateItem) =>
      a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : 0;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 400 }), (items: GateItem[]) => {
        const fileByFile = [...items].sort(byPath);
        const expected = [...items].sort(
          (a, b) => RANK[a.priority] - RANK[b.priority] || byPath(a, b) || a.source.line - b.source.line,
        );
        expect(buildGate(fileByFile, []).items.every((x, i) => x === expected[i])).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });

  it('vetoes on one P0, rejects on two P1s, passes otherwise', () => {
    expect(gateResult({ p0: 1, p1: 0 })).toBe('veto');
    expect(gateResult({ p0: 0, p1: 2 })).toBe('reject');
    expect(gateResult({ p0: 0, p1: 1 })).toBe('pass');
  });
});
