/**
 * Red team, on the real bundle against the simulator: an agent's pull request tries to skip the
 * person who approves by bringing a high-risk intent in already `executing`, beside an approved
 * intent it merely renames. The new one fails the gate; the renamed one keeps its history.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

const intent = (status: string, title: string) =>
  `title: ${title}\nbody: Replace the keys the deploy job signs releases with.\ntype: fix\nsource: human\nrisk: high\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;
const APPROVED = intent('approved', 'Rotate the signing keys');

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('red team: a new intent cannot skip its approval', () => {
  it('a high-risk intent born executing fails the gate; an approved one renamed as it is does not', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n', '.forge/intents/rotate-keys.yaml': APPROVED },
      branches: {
        'agent/run': {
          files: {
            '.forge/intents/rotate-keys.yaml': null,
            '.forge/intents/rotate-signing-keys.yaml': APPROVED,
            '.forge/intents/drop-tables.yaml': intent('executing', 'Drop the old tables'),
          },
        },
      },
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
    const skipped = run.report!.findings.filter((f) => f.ruleId === 'intent/approval-skipped');
    expect(skipped.map((f) => [f.path, f.line, f.severity])).toEqual([['.forge/intents/drop-tables.yaml', 6, 'error']]);
    expect(skipped[0]!.message).toContain('starts as `proposed`');
    expect(repo.checkRuns.at(-1)!.conclusion).toBe('failure');
  }, 90_000);
});
