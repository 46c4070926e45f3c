/**
 * `check --base` follows an intent by its id across the changes that would hide a decision still
 * pending: deleting a waiting intent is a decision outside the inbox, adding the same id again at
 * low and already running it is no new intent, and a rename that lowers the risk in the same
 * commit leaves a history the next change cannot read back to the proposal.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';

afterAll(removeRepos);

const PATH = '.forge/intents/rotate-keys.yaml';
const YML = '.forge/intents/rotate-keys.yml';
const intent = (risk: string, status: string) =>
  `title: Rotate the signing keys\nbody: Replace the release signing keys.\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\n`;

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

const commit = (root: string, message: string): string => {
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', message);
  return git(root, 'rev-parse', 'HEAD');
};

async function findingsAgainst(root: string, base: string) {
  const run = await cli(['check', '--base', base, '--format', 'json', '--fail-on', 'never'], root);
  return (
    JSON.parse(run.stdout) as { findings: Array<{ ruleId: string; path: string; line: number; message: string }> }
  ).findings;
}

/** A repository whose one commit holds a high-risk intent waiting for approval. */
function waiting(): { root: string; head: string } {
  const root = repo({ 'README.md': '# x\n', [PATH]: intent('high', 'proposed') });
  return { root, head: commit(root, 'propose') };
}

describe('check --base: an intent followed by its id', () => {
  it('a delete of a waiting intent is an error, and adding its id again at low, running, is one too', async () => {
    const { root, head } = waiting();
    rmSync(join(root, PATH));
    const deleted = await findingsAgainst(root, head);
    expect(deleted.filter((f) => f.ruleId === 'intent/deleted-outside-inbox')).toMatchObject([{ path: PATH, line: 6 }]);
    const gone = commit(root, 'drop it');

    writeFileSync(join(root, PATH), intent('low', 'executing'));
    const readded = await findingsAgainst(root, gone);
    expect(readded.filter((f) => f.ruleId === 'intent/approval-skipped')).toMatchObject([
      { path: PATH, message: expect.stringContaining('had an earlier life') },
    ]);
  });

  it('a rename to `.yml` that lowers the risk in the same commit: the next change cannot run it', async () => {
    const { root } = waiting();
    rmSync(join(root, PATH));
    writeFileSync(join(root, YML), intent('low', 'proposed'));
    const renamed = commit(root, 'rename and lower');

    writeFileSync(join(root, YML), intent('low', 'executing'));
    const started = await findingsAgainst(root, renamed);
    expect(started.filter((f) => f.ruleId === 'intent/approval-skipped')).toMatchObject([
      { path: YML, message: expect.stringContaining('could not be read back to the version where it was proposed') },
    ]);
  });
});
