/**
 * docs/command-line.md lists the rules a comment cannot suppress because they guard a person's
 * decision: the list must be the engine's own (`GUARDED_RULES`), every one of them and no other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUARDED_RULES } from '../../src/suppressions/rules.js';
import { REPO } from '../helpers/bundle.js';

describe("command-line.md's rules that guard a person's decision", () => {
  it('are exactly the rules no comment may suppress', () => {
    const page = readFileSync(`${REPO}docs/command-line.md`, 'utf8');
    const start = page.indexOf("**Rules that guard a person's decision cannot be suppressed by a comment**");
    expect(start).toBeGreaterThan(-1);
    const end = page.indexOf('A pull request could otherwise', start);
    const listed = [...page.slice(start, end).matchAll(/`([a-z-]+\/[a-z0-9-]+)`/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...GUARDED_RULES].sort());
  });
});
