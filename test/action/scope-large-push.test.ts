import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadNotHad, scopeFor } from '../../src/action/scope.js';
import type { GitHubAdapter } from '../../src/github/adapter.js';
import { workspaceWith } from '../helpers/action.js';

/*
 * A push of more files than GitHub's comparison lists (it stops at 300) is still the change from
 * `before`: from git's diff where the checkout has git, else every handoff file judged against
 * `before`. Never every file with no base, where what compares with the base (a status moved past
 * its approval) would not be judged.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const INTENT = '.forge/intents/lockout.yaml';
const intent = (status: string) =>
  `title: Lockout\nbody: Lock accounts.\ntype: feature\nsource: human\nrisk: high\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;
const vendored = Object.fromEntries(Array.from({ length: 320 }, (_, i) => [`vendor/lib-${i}.yaml`, `n: ${i}\n`]));

/** The one request a push's scope makes, answered as GitHub does past 300 files. */
const partial = async () => ({ compareFiles: async () => 'partial' as const }) as unknown as GitHubAdapter;

const push = (before: string, after: string) =>
  ({ kind: 'push', name: 'push', before, after, ref: 'refs/heads/main', defaultBranch: 'main' }) as const;

/** No path is one a format wants but cannot read. */
const readsEvery = () => false;

describe('a push GitHub lists only in part', () => {
  it('is the change from `before`, from git', async () => {
    const ws = workspaceWith(
      { [INTENT]: intent('executing'), ...vendored },
      { baseFiles: { [INTENT]: intent('proposed'), 'README.md': '# x\n' } },
    );
    dirs.push(ws.dir);
    const scope = await scopeFor(push(ws.baseSha!, ws.headSha!), partial, ws.dir, readsEvery);
    expect(scope.baseRef).toBe(ws.baseSha);
    expect(scope.full).toBe(false);
    expect(scope.files).toContain(INTENT);
    expect(scope.files).toHaveLength(321);
    expect(scope.removed).toEqual(['README.md']);
    expect(scope.why).toMatch(/^GitHub lists only the first 300 files the push changed: 322 files changed from/);
  });

  it('without git in the checkout, is every handoff file judged against `before`', async () => {
    const ws = workspaceWith({ [INTENT]: intent('executing'), ...vendored });
    dirs.push(ws.dir);
    const before = 'a'.repeat(40);
    const scope = await scopeFor(push(before, 'b'.repeat(40)), partial, ws.dir, readsEvery);
    expect(scope).toMatchObject({ baseRef: before, full: false, addedFromBase: true });
    expect(scope.files).toContain(INTENT);
    expect(scope.why).toContain('the checkout has no git: judging every handoff file against aaaaaaa');
  });
});

/** The comparison GitHub cannot make (a `before` a force-push left behind): no list. */
const uncompared = async () => ({ compareFiles: async () => undefined }) as unknown as GitHubAdapter;

describe('a change GitHub cannot compare', () => {
  it('a push is every handoff file of its `after` commit, as git holds it', async () => {
    const ws = workspaceWith({ [INTENT]: intent('executing') }, { baseFiles: { 'README.md': '# x\n' } });
    dirs.push(ws.dir);
    const scope = await scopeFor(push('a'.repeat(40), ws.headSha!), uncompared, ws.dir, readsEvery);
    expect(scope.full).toBe(true);
    expect(scope.files).toContain(INTENT);
    expect(scope.why).toMatch(
      /^the push cannot be compared with aaaaaaa \(a force-push past it\): checking every handoff file/,
    );
  });

  it('a push whose `after` git does not hold stops the run, rather than judge the working tree', async () => {
    const ws = workspaceWith({ [INTENT]: intent('executing') }, { baseFiles: { 'README.md': '# x\n' } });
    dirs.push(ws.dir);
    const scope = scopeFor(push('a'.repeat(40), 'b'.repeat(40)), uncompared, ws.dir, readsEvery);
    await expect(scope).rejects.toBeInstanceOf(HeadNotHad);
    await expect(scope).rejects.toThrow(/the pushed commit bbbbbbb could not be had from git; the run stops/);
  });

  it("a merge group is git's diff from its base to its head", async () => {
    const ws = workspaceWith({ [INTENT]: intent('executing') }, { baseFiles: { [INTENT]: intent('proposed') } });
    dirs.push(ws.dir);
    const group = {
      kind: 'merge_group',
      name: 'merge_group',
      baseSha: ws.baseSha!,
      headSha: ws.headSha!,
      headRef: 'gh-readonly-queue/main/pr-1-' + ws.headSha!,
    } as const;
    const scope = await scopeFor(group, uncompared, ws.dir, readsEvery);
    expect(scope).toMatchObject({ baseRef: ws.baseSha, full: false, files: [INTENT] });
    expect(scope.why).toMatch(/^GitHub could not compare the merge group with its base/);
  });
});
