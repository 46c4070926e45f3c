import { describe, expect, it } from 'vitest';
import { annotationsLeft, hiddenCount, notOnDiffNotice } from '../../src/diff/annotation-fallback.js';
import { checkAnnotation } from '../../src/diff/check-run.js';
import type { Annotation } from '../../src/render/github.js';

const annotation = (level: Annotation['level'], n: number): Annotation => ({
  level,
  file: `f${n}.yaml`,
  line: n,
  col: 1,
  title: 'rule/x',
  message: `finding ${n}`,
});
const many = (level: Annotation['level'], count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => annotation(level, from + i));

describe('what goes out as workflow annotations', () => {
  it('all of them without a check run; those the check run does not hold with one', () => {
    const all = [...many('error', 3), ...many('warning', 2, 10)];
    expect(annotationsLeft(all, [])).toEqual(all);
    const held = all.slice(0, 2).map((a) => checkAnnotation(a));
    expect(annotationsLeft(all, held)).toEqual(all.slice(2));
    expect(
      annotationsLeft(
        all,
        all.map((a) => checkAnnotation(a)),
      ),
    ).toEqual([]);
  });

  it('counts what GitHub will not show: past 10 of a level, with the notices our own take first', () => {
    expect(hiddenCount(many('error', 10))).toBe(0);
    expect(hiddenCount([...many('error', 26), ...many('warning', 11, 100), ...many('notice', 10, 200)])).toBe(16 + 1);
    expect(hiddenCount(many('notice', 10), 1)).toBe(1);
  });

  it('says how many, why and where, in its own words', () => {
    const text = notOnDiffNotice(16, 26, 'forbidden', [
      'the job summary',
      'the pull request comment',
      'the JSON report',
    ]);
    expect(text).toBe(
      'handoff-gate: 16 of 26 findings are not annotated on the diff: GitHub shows at most 10 annotations of each level per step, and this token may not create the check run that holds them all (give the workflow `checks: write`). Every finding is in the job summary, the pull request comment and the JSON report.',
    );
    expect(notOnDiffNotice(1, 11, 'dry-run', ['the job summary'])).toMatch(
      /^handoff-gate: 1 of 11 findings is not annotated .* a dry run only logs the check run it would write \(the \[dry-run\] lines above\), so none holds them\. Every finding is in the job summary\.$/,
    );
  });
});
