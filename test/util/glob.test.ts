import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { GLOB_MAX_ALTERNATIVES, GLOB_MAX_LENGTH, globMatcher, globProblem } from '../../src/util/glob.js';

/** Globs as configs write them, and the formats' own defaults. */
const GLOBS = [
  '.forge/intents/*.{yaml,yml}',
  '.work/**/*.{yaml,yml,json}',
  '**/handoff-*.json',
  'shared/{requirements,instructions,tasks,reports,questions,specs}/**/*.md',
  '.forge/knowledge/history/**/*.{yaml,yml}',
  'a/**',
  'a/**/b',
  '**/x',
  '**',
  '*',
  'a/*',
  './a',
  'a/',
  '*/',
  'a**b',
  '**a',
  '[abc]',
  'x[a-c]y',
  'a?',
  '!a',
  '!**/*.md',
  'a\\*b',
  '*.{a,b{c,d}}',
  'a/{b,}/c',
  'a/{b,}c',
  'a/*/b',
  '**/../x',
  '.*',
  'a/**/**/b',
  'x/?',
  'x/??',
  '*.yaml',
  'a*a',
];

/**
 * File paths as the workspace gives them. None ends in `/`: picomatch lets some globs (`*`, not
 * `a*`) take one trailing `/`, a quirk a file path never meets, and not copied.
 */
const PATHS = [
  'a',
  'a/b',
  'a/b/c',
  'a/x/y/b',
  'a//c',
  'a/c',
  'a/./b',
  'a/..',
  'a/../x',
  'x',
  'x/a',
  'xa',
  '.x',
  '.github/x',
  'axxb',
  'ax/xb',
  'b',
  'xby',
  'xdy',
  'a*b',
  'axb',
  'x.bd',
  'x.a',
  'x.md',
  'docs/x.md',
  '.forge/intents/one.yaml',
  '.forge/intents/deep/one.yaml',
  '.work/one/two/three.json',
  '.work/three.yml',
  'handoff-1.json',
  'deep/down/handoff-1.json',
  'shared/tasks/x/y.md',
  'shared/other/y.md',
  '.forge/knowledge/history/2026/h.yaml',
  'x/\u{1F600}',
  'x/y',
  'a.yaml',
  '.yaml',
  'aa',
];

describe('globMatcher', () => {
  it('answers as picomatch (dot: true) does on every glob a config may hold', () => {
    const differences: string[] = [];
    for (const glob of GLOBS) {
      expect(globProblem(glob), glob).toBeUndefined();
      const ours = globMatcher(glob);
      const theirs = picomatch(glob, { dot: true });
      for (const path of PATHS) if (ours(path) !== theirs(path)) differences.push(`${glob} ${path} ${theirs(path)}`);
    }
    expect(differences).toEqual([]);
  });

  it('matches a list when any glob does', () => {
    const match = globMatcher(['*.md', 'a/*']);
    expect([match('x.md'), match('a/b'), match('b/c')]).toEqual([true, true, false]);
  });

  it('matches many stars against a long name in steps linear in the name', () => {
    const glob = `.forge/intents/${'*a'.repeat(18)}*b.yaml`;
    expect(globProblem(glob)).toBeUndefined();
    const match = globMatcher(glob);
    // picomatch's backtracking regex takes seconds at a tenth of this length; no clock here: the
    // answer comes, and is the right one on both sides of the literal `b`.
    expect(match(`.forge/intents/${'a'.repeat(20_000)}.yaml`)).toBe(false);
    expect(match(`.forge/intents/${'a'.repeat(20_000)}b.yaml`)).toBe(true);
    const deep = globMatcher(`${'**/a/'.repeat(20)}**/b`);
    expect(deep(`${'a/'.repeat(5_000)}c`)).toBe(false);
    expect(deep(`${'a/'.repeat(5_000)}b`)).toBe(true);
  });

  it('refuses what it does not read, and a glob it refuses matches nothing', () => {
    const refused = [
      '@(a|b)',
      '*(a)',
      'a|b',
      '{a}',
      '{1..3}',
      '[!a]',
      '[^a]',
      '[[:alpha:]]',
      'a{b',
      'a}b',
      '[ab',
      '!!a',
      'a\\',
      'x'.repeat(GLOB_MAX_LENGTH + 1),
      '{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}',
    ];
    for (const glob of refused) {
      expect(globProblem(glob), glob).toBeTypeOf('string');
      expect(globMatcher(glob)(glob), glob).toBe(false);
    }
    expect(2 ** 6).toBeGreaterThan(GLOB_MAX_ALTERNATIVES);
    expect(globProblem('x'.repeat(GLOB_MAX_LENGTH))).toBeUndefined();
  });
});
