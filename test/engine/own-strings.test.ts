import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ownStringsOf } from '../../src/engine/own-strings.js';
import { ownString } from '../../src/util/string-copy.js';
import { checkFiles } from '../helpers/check-files.js';

/** The engine's collector, to see what a report keeps alive. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The bytes letting go of what `make` gives frees, the least of three tries: the quick loop runs
 * other test files in the same process, whose garbage a collection may free in the middle of one
 * try, but not of all three.
 */
function leastFreed(make: () => unknown[]): number {
  const gc = collector();
  let least = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const values = make();
    gc();
    const start = process.memoryUsage().heapUsed;
    values.length = 0;
    gc();
    least = Math.min(least, start - process.memoryUsage().heapUsed);
  }
  return least;
}

describe('a report holds no part of the files it came from', () => {
  it('copies every string of plain values in place, and leaves the rest as it was', () => {
    const text = `header\n${'x'.repeat(1000)}\ndescription: the thing is broken here`;
    class Kept {
      name = text.slice(-30);
    }
    const kept = new Kept();
    const frozen = Object.freeze({ s: text.slice(-25) });
    const value: Record<string, unknown> = {
      a: text.slice(-20),
      list: [text.slice(-15), 3, null, { deep: text.slice(-40) }],
      kept,
      frozen,
      short: 'ok',
    };
    value.self = value;
    const before = JSON.stringify({ ...value, self: undefined });
    ownStringsOf(value, Infinity);
    expect(JSON.stringify({ ...value, self: undefined })).toBe(before);
    expect(value.kept).toBe(kept);
    expect(value.frozen).toBe(frozen);
    expect(ownString('short')).toBe('short');
    expect(ownString(text)).toBe(text);
  });

  it('copies what is most of a text too: a copy holds only its characters, less than a slice and its text', () => {
    // 300 texts of 10,000 characters, each with two strings sliced from it that make up 80% of it.
    const freed = leastFreed(() =>
      Array.from({ length: 300 }, (_, i) => {
        const text = `${String(i).padStart(6, '0')}${'d'.repeat(3994)}${'f'.repeat(4000)}${'z'.repeat(2000)}`;
        const value = { description: text.slice(0, 4000), fix: text.slice(4000, 8000) };
        ownStringsOf(value, text.length);
        return value;
      }),
    );
    // Were the texts kept, letting the values go would free them too; copies free only themselves.
    expect(freed).toBeLessThan(300 * 10_000);
  });

  it("weighs only what copies would cost: the caller's own string, however often it recurs, is not", () => {
    const own = `outputs/${'deep/'.repeat(200)}response.yaml`;
    // 300 texts of 10,000 characters, each with one string of 4,000 sliced from it and its path ten times.
    const freed = leastFreed(() =>
      Array.from({ length: 300 }, (_, i) => {
        const text = `${String(i).padStart(6, '0')}${'d'.repeat(3994)}${'z'.repeat(6000)}`;
        const value = { description: text.slice(0, 4000), paths: Array.from({ length: 10 }, () => own) };
        ownStringsOf(value, text.length, own);
        return value;
      }),
    );
    expect(freed).toBeLessThan(300 * 10_000);
  });

  it('walks each shared container once: a value shared as an alias bomb shares it costs no more than its size', () => {
    const text = `${'y'.repeat(100)} the string that is shared everywhere`;
    // 40 levels, each holding the next twice: 2^40 paths down to one string, 41 containers in all.
    let bomb: unknown = { at: text.slice(-40) };
    for (let i = 0; i < 40; i++) bomb = [bomb, bomb];
    let visits = 0;
    const counted = new Proxy([bomb], {
      get: (target, key) => {
        if (key === '0') visits++;
        return Reflect.get(target, key) as unknown;
      },
    });
    ownStringsOf({ counted }, Infinity);
    let leaf = bomb;
    while (Array.isArray(leaf)) leaf = leaf[1] as unknown;
    expect((leaf as { at: string }).at).toBe(text.slice(-40));
    // The walk without notes stops at its bound and starts again noting: reached twice, never 2^40 times.
    expect(visits).toBeLessThanOrEqual(2);
  });

  it("keeps one string for the caller's own (a file's path in each of its items), not a copy per item", () => {
    const gc = collector();
    const own = `outputs/${'deep/'.repeat(60)}response.yaml`;
    const items = Array.from({ length: 10_000 }, (_, line) => ({ source: { path: own, line } }));
    const copies = items.length * own.length;
    gc();
    const start = process.memoryUsage().heapUsed;
    ownStringsOf(items, Infinity, own);
    gc();
    const shared = process.memoryUsage().heapUsed;
    expect(items.every((item) => item.source.path === own)).toBe(true);
    expect(shared - start).toBeLessThan(copies / 4);
    // The same walk without it copies the path into every item: what the measure above would see.
    ownStringsOf(items, Infinity);
    gc();
    expect(process.memoryUsage().heapUsed - shared).toBeGreaterThan(copies / 2);
  });

  it('lets the checked files go: 200 files of 45 KB leave a report, not their texts', () => {
    const gc = collector();
    const notes = (i: number) =>
      Array.from({ length: 1000 }, (_, n) => `  line ${n} of what agent ${i} thought about it`).join('\n');
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 200; i++) {
      const yaml = `status: needs_revision\nagent_name: svg-forge\nexecution_time: 30\nissues:\n  - severity: CRITICAL\n    description: The edge ${i} points at a node that is not there\n    action: Add the node ${i} or drop the edge\nnext_action: revise\nrevision_target: svg-forge\nnotes: |\n${notes(i)}\n`;
      files[`outputs/.workflow/run-1/response-${i}.yaml`] = new TextEncoder().encode(yaml);
    }
    const texts = Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0);
    // The engine's modules and their tables load on a first check: counted apart from what a report keeps.
    checkFiles({ 'outputs/.workflow/run-0/warm-up.yaml': files['outputs/.workflow/run-1/response-0.yaml']! });
    gc();
    const start = process.memoryUsage().heapUsed;
    const report = checkFiles(files);
    gc();
    const kept = process.memoryUsage().heapUsed - start;
    expect(report.gate.items.filter((item) => item.priority === 'P0')).toHaveLength(200);
    expect(texts).toBeGreaterThan(8_000_000);
    // The report's own data is a few hundred KB; the texts, had any been kept, are 8 MB.
    expect(kept).toBeLessThan(texts / 8);
  });
});
