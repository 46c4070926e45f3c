import { describe, expect, it } from 'vitest';
import { relocate } from '../../src/core/relocate.js';
import { sampleReport } from '../render/sample-report.js';

describe('relocate', () => {
  it('maps every path of the report, leaving the original as it was', () => {
    const report = sampleReport();
    const before = structuredClone(report);
    const moved = relocate(report, (path) => `sub/${path}`);
    expect(report).toEqual(before);
    const paths = [
      ...moved.files.map((f) => f.path),
      ...moved.findings.map((f) => f.path),
      ...moved.gate.items.map((i) => i.source.path),
      ...moved.gate.sources.map((s) => s.path),
      ...moved.inbox.map((i) => i.path),
      ...moved.chain.nodes.map((n) => n.path),
    ];
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => path.startsWith('sub/'))).toBe(true);
    expect(moved.findings.map((f) => ({ ...f, path: f.path.slice(4) }))).toEqual(report.findings);
  });

  it('keeps, rather than copies, what maps to itself', () => {
    const report = sampleReport();
    const same = relocate(report, (path) => path);
    expect(same).toEqual(report);
    expect(same.findings.every((f, i) => f === report.findings[i])).toBe(true);
    expect(same.gate.items.every((item, i) => item === report.gate.items[i])).toBe(true);
  });
});
