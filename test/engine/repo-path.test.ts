import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoPathProblem } from '../../src/rules/shared/repo-path.js';
import { runs } from '../helpers/runs.js';

/** The rule as written before its quick exit for plain relative paths: the two must agree. */
function reference(path: string): 'absolute' | 'escapes' | 'empty' | undefined {
  const text = path.trim();
  if (text === '') return 'empty';
  if (/^([a-zA-Z]:[\\/]|[\\/]|~[\\/]?)/.test(text) || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'absolute';
  let depth = 0;
  for (const segment of text.split(/[\\/]+/)) {
    if (segment === '..') depth--;
    else if (segment !== '.' && segment !== '') depth++;
    if (depth < 0) return 'escapes';
  }
  return undefined;
}

describe('repoPathProblem', () => {
  it.each([
    ['docs/a.md', undefined],
    ['./a/./b', undefined],
    ['a/..', undefined],
    ['a..b/c', undefined],
    ['notes:draft.md', undefined],
    ['../x', 'escapes'],
    ['a/../../x', 'escapes'],
    ['a\\..\\..\\x', 'escapes'],
    ['/etc/passwd', 'absolute'],
    ['\\share\\x', 'absolute'],
    ['~/x', 'absolute'],
    ['~', 'absolute'],
    ['C:/x', 'absolute'],
    ['c:\\x', 'absolute'],
    ['https://example.com/x', 'absolute'],
    ['  ', 'empty'],
  ])('%s: %s', (path, problem) => {
    expect(repoPathProblem(path)).toBe(problem);
  });

  it('agrees with the rule without its quick exit', () => {
    const path = fc
      .array(fc.constantFrom('a', 'b', '.', '..', '/', '\\', '~', ':', 'C', 'x://', ' '), { maxLength: 10 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(path, (p) => repoPathProblem(p) === reference(p)),
      { numRuns: runs(5000) },
    );
  });
});
