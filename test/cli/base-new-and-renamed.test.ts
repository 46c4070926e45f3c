/**
 * `check --base` on real repositories: nothing skips the human, for new and renamed intents too.
 * A renamed file keeps its history (git's rename detection, as a pull request's file list has it),
 * and a file the change adds, committed, staged or not yet tracked, is judged as born in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';

afterAll(removeRepos);

const intent = (
  risk: string,
  status: string,
  title = 'Fix login validation',
  body = 'Check the e-mail format before saving.',
) =>
  `title: ${title}\nbody: ${body}\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;

/** Two intents different enough that git pairs each rename with its own former file. */
const A = (risk: string, status: string) =>
  intent(
    risk,
    status,
    'Rotate the signing keys',
    'Replace the keys the deploy job signs releases with, and revoke the old ones in the vault.',
  );
const B = (risk: string, status: string) =>
  intent(
    risk,
    status,
    'Tidy the changelog',
    'Group the entries of the last three releases by kind and fix the broken links.',
  );

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

function put(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A repository whose first commit holds `files`; returns it and that commit. */
function based(files: Record<string, string>): { root: string; base: string } {
  const root = repo(files);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  return { root, base: git(root, 'rev-parse', 'HEAD') };
}

async function skipped(root: string, base: string): Promise<Array<{ path: string; ruleId: string }>> {
  const run = await cli(['check', '--base', base, '--format', 'json', '--fail-on', 'never'], root);
  const report = JSON.parse(run.stdout) as { findings: Array<{ path: string; ruleId: string; severity: string }> };
  return report.findings
    .filter((f) => f.ruleId === 'intent/approval-skipped' || f.ruleId === 'intent/status-transition')
    .map((f) => ({ path: f.path, ruleId: f.ruleId }));
}

describe('check --base: new and renamed intents', () => {
  it('a high-risk intent born `executing` is an error, committed, staged or untracked', async () => {
    const { root, base } = based({ 'README.md': '# x\n' });
    put(root, '.forge/intents/committed.yaml', intent('high', 'executing'));
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'add');
    put(root, '.forge/intents/staged.yaml', intent('med', 'done'));
    git(root, 'add', '.forge/intents/staged.yaml');
    put(root, '.forge/intents/untracked.yaml', intent('high', 'approved'));
    put(root, '.forge/intents/proposed.yaml', intent('high', 'proposed'));
    expect(await skipped(root, base)).toEqual([
      { path: '.forge/intents/committed.yaml', ruleId: 'intent/approval-skipped' },
      { path: '.forge/intents/staged.yaml', ruleId: 'intent/approval-skipped' },
      { path: '.forge/intents/untracked.yaml', ruleId: 'intent/approval-skipped' },
    ]);
  });

  it('a rename keeps its history: proposed → executing under a new name is still a skipped approval', async () => {
    const { root, base } = based({ '.forge/intents/old-name.yaml': intent('high', 'proposed') });
    git(root, 'mv', '.forge/intents/old-name.yaml', '.forge/intents/new-name.yaml');
    put(root, '.forge/intents/new-name.yaml', intent('high', 'executing'));
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'rename and run');
    expect(await skipped(root, base)).toEqual([
      { path: '.forge/intents/new-name.yaml', ruleId: 'intent/approval-skipped' },
    ]);
  });

  it('a rename of an approved intent that moves on to executing is fine; a done one reopened is not', async () => {
    const { root, base } = based({
      '.forge/intents/a.yaml': A('high', 'approved'),
      '.forge/intents/b.yaml': B('low', 'done'),
    });
    renameSync(join(root, '.forge/intents/a.yaml'), join(root, '.forge/intents/a2.yaml'));
    put(root, '.forge/intents/a2.yaml', A('high', 'executing'));
    renameSync(join(root, '.forge/intents/b.yaml'), join(root, '.forge/intents/b2.yaml'));
    put(root, '.forge/intents/b2.yaml', B('low', 'approved'));
    git(root, 'add', '-A');
    expect(await skipped(root, base)).toEqual([{ path: '.forge/intents/b2.yaml', ruleId: 'intent/status-transition' }]);
  });
});
