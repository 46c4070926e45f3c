import { describe, expect, it } from 'vitest';
import { relocateInPlace } from '../../src/engine/relocate.js';
import { sampleReport } from '../render/sample-report.js';

const allPaths = (report: ReturnType<typeof sampleReport>) => [
  ...report.files.map((f) => f.path),
  ...report.findings.map((f) => f.path),
  ...report.gate.items.map((i) => i.source.path),
  ...report.gate.sources.map((s) => s.path),
  ...report.inbox.map((i) => i.path),
  ...report.chain.nodes.map((n) => n.path),
];

describe('relocateInPlace', () => {
  it('maps every path of the report, and nothing else', () => {
    const report = sampleReport();
    const before = structuredClone(report);
    const moved = relocateInPlace(report, (path) => `sub/${path}`);
    expect(moved).toBe(report);
    const paths = allPaths(moved);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths).toEqual(allPaths(before).map((path) => `sub/${path}`));
    expect(moved.findings.map((f) => ({ ...f, path: f.path.slice(4) }))).toEqual(before.findings);
    expect(moved.gate.items.map((i) => ({ ...i, source: { ...i.source, path: i.source.path.slice(4) } }))).toEqual(
      before.gate.items,
    );
  });
});
