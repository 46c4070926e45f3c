import { describe, expect, it } from 'vitest';
import { UNRECOGNISED_RULE } from '../../src/detect/detect.js';
import { TOO_LARGE_RULE } from '../../src/parse/read.js';
import { compareFindings, type Finding, type Severity } from '../../src/report/finding.js';
import type { CheckedFile, Report } from '../../src/report/report.js';
import { totals } from '../../src/render/summary.js';
import { sampleReport } from './sample-report.js';

/** A small generator with a seed, so that a failing case is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Paths ascending (`each`: each path once). */
const inPathOrder = (list: ReadonlyArray<{ path: string }>, each: boolean) =>
  list.every((item, i) => i === 0 || (each ? list[i - 1]!.path < item.path : list[i - 1]!.path <= item.path));

const RULES = [UNRECOGNISED_RULE, TOO_LARGE_RULE, 'schema/required', 'file/not-judged'];
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];

/** Files and findings on a few paths, each list in path order, as a check's report has them. */
function listsInOrder(seed: number): Pick<Report, 'files' | 'findings'> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const paths = ['a.yaml', 'a/b.yaml', 'a-b.json', 'b.md', 'c.yaml', '.github/handoff-gate.yml'];
  const files: CheckedFile[] = paths
    .filter(() => next() < 0.6)
    .sort()
    .map((path) => ({ path, format: next() < 0.3 ? null : 'envelope' }));
  const findings: Finding[] = Array.from({ length: Math.floor(next() * 8) }, () => ({
    path: pick(paths),
    line: 1 + Math.floor(next() * 3),
    column: 1,
    ruleId: pick(RULES),
    severity: pick(SEVERITIES),
    message: 'Look at it.',
  })).sort(compareFindings);
  return { files, findings };
}

describe('totals of files and findings in path order', () => {
  it('are those of the same lists out of order, walked as sorted copies', () => {
    let compared = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const lists = listsInOrder(seed);
      const report = { ...sampleReport(), ...lists };
      // The same lists reversed are out of path order: counted through sorted copies.
      const reversed = { ...report, files: [...lists.files].reverse(), findings: [...lists.findings].reverse() };
      if (inPathOrder(reversed.files, true) && inPathOrder(reversed.findings, false)) continue;
      expect(inPathOrder(report.files, true) && inPathOrder(report.findings, false)).toBe(true);
      expect(totals(report), `seed ${seed}`).toEqual(totals(reversed));
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
