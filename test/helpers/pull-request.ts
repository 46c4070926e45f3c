import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SimRepo } from '../sim/index.js';

/** What actions/checkout would leave: the branch's files in a fresh folder (without git history). */
export function checkout(repo: SimRepo, branch: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hg-checkout-'));
  for (const [path, content] of Object.entries(repo.branches[branch]!.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/**
 * Make a checkout a git repository of one commit holding its files (a depth-1 clone's view: no
 * base commit, no origin to fetch from), and return that commit's sha.
 */
export function commitCheckout(dir: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'head');
  return git('rev-parse', 'HEAD');
}
