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
  it('asks the map once for a file and the findings on it, and maps findings in any order all the same', () => {
    const report = sampleReport();
    const before = structuredClone(report);
    // A finding out of path order, and one on a path no file has.
    report.findings.push({ ...report.findings[0]!, path: '0-first.yaml' }, { ...report.findings[0]!, path: 'zz.yaml' });
    before.findings.push({ ...before.findings[0]!, path: '0-first.yaml' }, { ...before.findings[0]!, path: 'zz.yaml' });
    const asked: string[] = [];
    relocateInPlace(report, (path) => (asked.push(path), `sub/${path}`));
    expect(report.findings.map((f) => f.path)).toEqual(before.findings.map((f) => `sub/${f.path}`));
    expect(report.files.map((f) => f.path)).toEqual(before.files.map((f) => `sub/${f.path}`));
    const onFiles = new Set(before.files.map((f) => f.path));
    // Each file's path once for the file and its findings together; another path once per item.
    const forFiles = asked.filter((p) => onFiles.has(p));
    expect(forFiles.length).toBe(
      onFiles.size +
        before.gate.items.filter((i) => onFiles.has(i.source.path)).length +
        before.gate.sources.filter((s) => onFiles.has(s.path)).length +
        before.inbox.filter((i) => onFiles.has(i.path)).length +
        before.chain.nodes.filter((n) => onFiles.has(n.path)).length +
        (before.suppressed?.findings ?? []).filter((f) => onFiles.has(f.path)).length +
        (before.suppressed?.exceeded ?? []).filter((e) => onFiles.has(e.path)).length,
    );
  });
});
