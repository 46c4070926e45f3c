import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shortSha } from '../../src/util/short-sha.js';

/**
 * A commit is shortened in one place, `shortSha` (src/util/short-sha.ts): seven hex digits, and
 * never outside text shown as if it were a commit. A raw `.slice(0, 7)` elsewhere in src/ is a
 * sha cut by hand, which would show whatever a payload put there.
 */

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const HOME = 'util/short-sha.ts';

describe('shortSha', () => {
  it('shows a sha as its first seven hex digits', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(shortSha(sha)).toBe(sha.slice(0, 7));
    expect(shortSha(sha.toUpperCase())).toBe(sha.toUpperCase().slice(0, 7));
  });

  it('shows anything else as "another commit"', () => {
    for (const text of ['', 'main', 'abc', '0123456\nmore', '`0123456789`'])
      expect(shortSha(text)).toBe('another commit');
  });
});

describe('the shortening of commits', () => {
  it(`no file of src/ but ${HOME} cuts a sha with .slice(0, 7)`, () => {
    const cut = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .map((path) => path.replaceAll('\\', '/'))
      .filter((path) => path.endsWith('.ts') && path !== HOME)
      .filter((path) => readFileSync(join(SRC, path), 'utf8').includes('.slice(0, 7)'));
    expect(cut, 'shorten a commit with shortSha (src/util/short-sha.ts)').toEqual([]);
  });
});
