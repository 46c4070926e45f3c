/**
 * `check --base` remembers a decision still pending across changes: a high-risk intent whose risk
 * one commit lowered (an error then, but committed all the same) is still a high-risk intent
 * waiting for a person when the next change moves it past `proposed`, or only touches it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';

afterAll(removeRepos);

const PATH = '.forge/intents/rotate-keys.yaml';
const intent = (risk: string, status: string, title = 'Rotate the signing keys') =>
  `title: ${title}\nbody: Replace the release signing keys.\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/** Commits each text of the intent in turn; returns the repository and the last commit. */
function history(...versions: string[]): { root: string; head: string } {
  const root = repo({ 'README.md': '# x\n', [PATH]: versions[0]! });
  for (const [n, text] of versions.entries()) {
    writeFileSync(join(root, PATH), text);
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', `version ${n + 1}`);
  }
  return { root, head: git(root, 'rev-parse', 'HEAD') };
}

interface Report {
  findings: Array<{ ruleId: string; message: string }>;
  inbox: Array<{ key: string; reason: string; risk?: string; details: Array<{ label: string; value: string }> }>;
}

async function checkAgainst(root: string, base: string): Promise<Report> {
  const run = await cli(['check', '--base', base, '--format', 'json', '--fail-on', 'never'], root);
  return JSON.parse(run.stdout) as Report;
}

describe('check --base: a risk lowered in one change, the status moved in the next', () => {
  it('moving the lowered intent past `proposed` skips the approval it still awaits at high', async () => {
    const { root, head } = history(intent('high', 'proposed'), intent('low', 'proposed'));
    writeFileSync(join(root, PATH), intent('low', 'executing'));
    const report = await checkAgainst(root, head);
    const skipped = report.findings.filter((f) => f.ruleId === 'intent/approval-skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.message).toContain('this is a high-risk intent (it waited for approval at `high`');
  });

  it('touching the lowered intent keeps its approval item at high, saying an earlier change lowered it', async () => {
    const { root, head } = history(intent('med', 'proposed'), intent('high', 'proposed'), intent('low', 'proposed'));
    writeFileSync(join(root, PATH), intent('low', 'proposed', 'Rotate the release signing keys'));
    const report = await checkAgainst(root, head);
    expect(report.findings.map((f) => f.ruleId)).not.toContain('intent/risk-lowered');
    expect(report.inbox).toMatchObject([{ key: 'intent/rotate-keys', reason: 'approval', risk: 'high' }]);
    expect(report.inbox[0]!.details).toContainEqual({
      label: 'Risk',
      value: 'high (lowered to low by an earlier change, undecided: a person decides)',
    });
  });

  it('a person’s approval in between ends the wait: a later proposal is judged on its own', async () => {
    const { root, head } = history(
      intent('high', 'proposed'),
      intent('high', 'approved'),
      intent('low', 'proposed', 'Rotate the keys again'),
    );
    writeFileSync(join(root, PATH), intent('low', 'executing', 'Rotate the keys again'));
    const report = await checkAgainst(root, head);
    expect(report.findings.map((f) => f.ruleId)).not.toContain('intent/approval-skipped');
    expect(report.inbox.filter((i) => i.reason === 'approval')).toEqual([]);
  });
});
