import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { assemble } from '../../src/engine/assemble.js';
import { unjudged, type FileContribution } from '../../src/engine/file-contribution.js';
import { PassedOver } from '../../src/engine/passed-over.js';
import { notJudged } from '../../src/core/run-budget.js';

const config = resolveConfig();
const judged = (path: string): FileContribution => ({
  file: { path, format: 'envelope' },
  findings: [{ path, line: 2, column: 1, ruleId: 'schema/required', severity: 'error', message: 'Add it.' }],
  fast: true,
});
const passed = (path: string) => unjudged({ path, format: null }, 'run-bytes', config.limits);

describe('files passed over, kept as their listing and bound', () => {
  it('takes only a file not judged, and gives back its one finding as the file would have had it', () => {
    const passedOver = new PassedOver();
    expect(passedOver.add(judged('a.yaml'))).toBe(false);
    const b = passed('b.yaml');
    expect(passedOver.add(b)).toBe(true);
    expect(passedOver.add({ ...passed('c.yaml'), claims: [{ key: 'k', at: 0 }] })).toBe(false);
    expect(passedOver.files()).toEqual([b.file]);
    expect(passedOver.findings(config.limits)).toEqual(b.findings);
  });

  it('makes the same report as the contributions themselves, files in path order and findings sorted', () => {
    const all = [judged('a.yaml'), passed('b.yaml'), passed('c.yaml'), judged('d.yaml')];
    const passedOver = new PassedOver();
    const kept = all.filter((c) => !passedOver.add(c));
    // d.yaml was judged after files passed over (no engine does this): still in path order.
    expect(kept.map((c) => c.file.path)).toEqual(['a.yaml', 'd.yaml']);
    const report = assemble(kept, config, 2, [], passedOver);
    expect(report).toEqual(assemble(all, config, 2));
    expect(report.files.map((f) => f.path)).toEqual(['a.yaml', 'b.yaml', 'c.yaml', 'd.yaml']);
    expect(report.findings.filter((f) => f.path === 'c.yaml')).toEqual([
      notJudged('c.yaml', 'run-bytes', config.limits),
    ]);
  });
});
