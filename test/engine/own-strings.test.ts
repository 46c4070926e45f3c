import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ownString, ownStringsOf } from '../../src/engine/own-strings.js';
import { checkFiles } from '../helpers/check-files.js';

/** The engine's collector, to see what a report keeps alive. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
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
