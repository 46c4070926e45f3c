/**
 * Red team, on the real bundle against the simulator: volume must not hide what changed. GitHub
 * lists at most 3,000 files of a pull request, and a checkout without the base commit reads the
 * base through the API; padding files sorted before the handoff files once pushed them out of
 * sight. The checkouts here have no base commit in their history (a depth-1 checkout's view).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout, commitCheckout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const review = (n: number, severity: string) =>
  JSON.stringify({
    from_agent: 'Reviewer',
    to_agent: 'Builder',
    status: severity === 'P0' ? 'FAIL' : 'PASS',
    iteration: 1,
    loop_required: false,
    issues:
      severity === 'P0'
        ? [
            {
              id: `P0-${n}`,
              severity: 'P0',
              category: 'security',
              description: 'The token is logged.',
              status: 'open',
              location: 'README.md:1',
              fix: 'Stop logging it.',
            },
          ]
        : [],
  });

const intent = (status: string) =>
  `title: Rotate the signing keys\nbody: Replace the keys the deploy job signs releases with.\ntype: fix\nsource: human\nrisk: high\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;

describe('red team: volume does not hide what changed', () => {
  it('3,002 files, the P0 review sorted after the first 3,000: every handoff file is judged, and the gate vetoes', async () => {
    // `0000/…` sorts before `handoff-*.json`: GitHub's list of 3,000 stops before the reviews.
    const padding = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`0000/pad-${String(i).padStart(4, '0')}.txt`, `${i}\n`]),
    );
    const files = { ...padding, 'handoff-Reviewer.json': review(1, 'P0'), 'handoff-Second.json': review(2, 'P2') };
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { 'agent/big': { files } },
      pulls: [{ head: 'agent/big', title: 'Big', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    // A depth-1 checkout of the head: git has the head commit, not the base.
    const workspace = checkout(repo, 'agent/big');
    const headSha = commitCheckout(workspace);
    repo.pulls[1]!.head.sha = headSha;
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, { pull: { changed_files: 3002 } }),
      workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(run.outputs.result).toBe('veto');
    expect(run.status).toBe(1);
    expect(run.report!.gate).toMatchObject({ result: 'veto', p0: 1 });
    expect(run.stdout).toContain('GitHub listed only 3000 of the 3002 files pull request #1 changed');
    // Only the handoff files' bases were read, and the base's config and suppressions file (a change
    // GitHub cannot list may change them): no request per padding file.
    const contentReads = sim.requests.filter((r) => r.operationId === 'repos/get-content');
    expect(contentReads.length).toBeLessThanOrEqual(4);
    expect(contentReads.map((r) => r.params.path)).toContain('.github/handoff-gate-suppressions.json');
  }, 120_000);

  it('an intent moved from proposed to executing behind 100 changed data files: its base is read, the move judged', async () => {
    const data = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`.cache/data-${String(i).padStart(3, '0')}.json`, `{"n": ${i}}\n`]),
    );
    const repo = repoState({
      files: {
        'README.md': '# shop\n',
        '.forge/intents/rotate-keys.yaml': intent('proposed'),
        ...Object.fromEntries(Object.keys(data).map((p) => [p, '{"n": -1}\n'])),
      },
      branches: { 'agent/run': { files: { ...data, '.forge/intents/rotate-keys.yaml': intent('executing') } } },
      pulls: [{ head: 'agent/run', title: 'Run', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1),
      workspace: checkout(repo, 'agent/run'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.report!.findings.filter((f) => f.ruleId === 'intent/approval-skipped').map((f) => f.path)).toEqual([
      '.forge/intents/rotate-keys.yaml',
    ]);
    // The data files' bases were never asked for: the base config and the intent's only.
    const contentReads = sim.requests.filter((r) => r.operationId === 'repos/get-content');
    expect(contentReads.map((r) => r.params.path).sort()).toEqual([
      '.forge/intents/rotate-keys.yaml',
      '.github/handoff-gate.yml',
    ]);
  }, 120_000);

  it('a base that cannot be read is an error on the file that needed it, never a silent pass', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n', '.forge/intents/rotate-keys.yaml': intent('proposed') },
      branches: { 'agent/run': { files: { '.forge/intents/rotate-keys.yaml': intent('executing') } } },
      pulls: [{ head: 'agent/run', title: 'Run', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    // The base config is read; the intent's base is not.
    sim.fail({ operationId: 'repos/get-content', path: /rotate-keys/, status: 502, times: 100 });
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1),
      workspace: checkout(repo, 'agent/run'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(run.status).toBe(1);
    expect(run.report!.findings.filter((f) => f.ruleId === 'file/base-not-read')).toEqual([
      expect.objectContaining({ path: '.forge/intents/rotate-keys.yaml', severity: 'error' }),
    ]);
  }, 120_000);
});
