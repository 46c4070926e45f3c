import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance, normalise, soleMatch } from '../../src/util/did-you-mean.js';
import { runs } from '../helpers/runs.js';

/** Levenshtein distance as the textbook writes it: a full table, nothing reused. */
function levenshtein(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++)
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  }
  return table[a.length]![b.length]!;
}

/** The closest candidate, found the slow way: the first of those at the least distance within budget. */
function slowClosest(input: string, candidates: readonly string[]): string | undefined {
  const folded = normalise(input);
  const fold = candidates.find((c) => normalise(c) === folded);
  if (fold !== undefined) return fold;
  const budget = folded.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const c of candidates) {
    const d = Math.min(levenshtein(folded, normalise(c)), budget + 1);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-', '_', 'A', 'é', '1'), maxLength: 12 });

describe('did you mean', () => {
  it('measures the edit distance exactly, capped, with its rows reused across calls of any length', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 90 }),
        fc.string({ maxLength: 90 }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, max) => {
          expect(editDistance(a, b, max)).toBe(Math.min(levenshtein(a, b), max + 1));
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('measures long words near each other exactly: the rows grow past their first 64 entries', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 64, maxLength: 300 }),
        fc.string({ maxLength: 3 }),
        fc.nat(),
        fc.integer({ min: 0, max: 4 }),
        (b, edit, at, max) => {
          // `a` is `b` with a few characters written over it: within reach of the cap.
          const cut = at % b.length;
          const a = b.slice(0, cut) + edit + b.slice(cut + edit.length);
          expect(editDistance(a, b, max)).toBe(Math.min(levenshtein(a, b), max + 1));
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('suggests what the slow search suggests, asked once or again, from a list or an index', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 30 }),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (candidates, inputs) => {
          const index = new Map(candidates.map((c) => [c, true]));
          for (const input of [...inputs, ...inputs]) {
            expect(closest(input, candidates)).toBe(slowClosest(input, candidates));
            expect(didYouMean(input, index)).toBe(didYouMean(input, [...candidates]));
          }
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('follows an index that grows after a first question', () => {
    const index = new Map([['intent-login', 1]]);
    expect(didYouMean('intent-logn', index)).toBe(' Did you mean `intent-login`?');
    expect(didYouMean('intent-signup', index)).toBe('');
    index.set('intent-signup', 2);
    expect(didYouMean('intent-sigup', index)).toBe(' Did you mean `intent-signup`?');
  });
});

describe('soleMatch: the one candidate a fix may write', () => {
  it.each([
    ['In-Progress', ['pending', 'in_progress', 'done'], 'in_progress'],
    ['aproved', ['proposed', 'approved', 'rejected'], 'approved'],
    ['medium', ['low', 'med', 'high'], 'med'],
    // Two candidates one edit away: a hint may name one, a fix may not choose.
    ['cat', ['bat', 'hat'], undefined],
    // Two candidates that differ only in case: only an exact match would say which.
    ['DONE', ['Done', 'done'], undefined],
    ['zzzzzz', ['pending', 'done'], undefined],
  ])('%s among %j', (input, candidates, want) => {
    expect(soleMatch(input, candidates)).toBe(want);
  });

  it('for an open list, only case and separators', () => {
    expect(soleMatch('Feature', ['feature', 'fix'], { foldOnly: true })).toBe('feature');
    expect(soleMatch('features', ['feature', 'fix'], { foldOnly: true })).toBeUndefined();
    expect(soleMatch('medium', ['low', 'med', 'high'], { foldOnly: true })).toBeUndefined();
  });
});
