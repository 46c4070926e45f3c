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

describe('relocateInPlace, files and findings side by side', () => {
  it('asks the map once for each file, its findings and the items that name it, and maps findings in any order', () => {
    const report = sampleReport();
    delete report.suppressed;
    const before = structuredClone(report);
    // A finding out of path order, and one on a path no file has.
    report.findings.push({ ...report.findings[0]!, path: '0-first.yaml' }, { ...report.findings[0]!, path: 'zz.yaml' });
    before.findings.push({ ...before.findings[0]!, path: '0-first.yaml' }, { ...before.findings[0]!, path: 'zz.yaml' });
    const asked: string[] = [];
    relocateInPlace(report, (path) => (asked.push(path), `sub/${path}`));
    expect(allPaths(report)).toEqual(allPaths(before).map((path) => `sub/${path}`));
    const onFiles = before.files.map((f) => f.path);
    expect(onFiles.length).toBeGreaterThan(1);
    // Once each: the items that name a file are given the string its file was (one string, compared at once).
    expect(before.gate.items.some((i) => onFiles.includes(i.source.path))).toBe(true);
    expect(asked.filter((p) => onFiles.includes(p)).sort()).toEqual([...onFiles].sort());
  });
});
