/**
 * `extends: <owner>/<repo>/<path>@<ref>`: the action reads an organisation's shared config through
 * the contents API of a second repository the simulator serves, merges it under the repository's
 * own, holds the keys it locks, and fails closed when it cannot read it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { pullRequestEvent, workflowDispatchEvent } from '../helpers/events.js';
import { checkout } from '../helpers/pull-request.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

const CONFIG = '.github/handoff-gate.yml';
const SHARED_PATH = 'org/handoff-gate.yml';
/** An intent with an unknown `type`: a warning the shared config raises to an error, and the file it ignores. */
const INTENT = (title: string) =>
  `title: ${title}\nbody: Do it.\ntype: chore-ish\nsource: human\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\n`;
const SHARED = `# The organisation's policy.
rules:
  intent/unknown-type: error
ignore:
  - .forge/intents/scratch.yaml
approvers:
  users: [carol]
locked:
  - approvers.users
`;
const OWN = `extends: acme/policies/${SHARED_PATH}@v1
approvers:
  users: [mallory]
`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function run(own: string, shared: Record<string, string | Uint8Array>, plant?: (sim: Simulator) => void) {
  const repo = repoState({
    files: {
      [CONFIG]: own,
      '.forge/intents/real.yaml': INTENT('Real work'),
      '.forge/intents/scratch.yaml': INTENT('Scratch'),
    },
  });
  const policies = repoState({ owner: 'acme', name: 'policies', private: true, branches: { v1: { files: shared } } });
  sim = await startSimulator(simState({ repos: [repo, policies] }));
  plant?.(sim);
  const result = await runAction({
    apiUrl: sim.url,
    ...workflowDispatchEvent(),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { inbox: 'false', 'fail-on': 'never' },
  });
  const reads = sim.requests.filter((r) => r.operationId === 'repos/get-content' && r.params.owner === 'acme');
  return { result, reads };
}

const findingsOf = (result: Awaited<ReturnType<typeof runAction>>) =>
  (result.report?.findings ?? []).map((f) => `${f.path}:${f.line} ${f.ruleId} ${f.severity}`);

describe('extends', () => {
  it('reads the shared config at its ref, merges it under the own, and holds a locked key', async () => {
    const { result, reads } = await run(OWN, { [SHARED_PATH]: SHARED });
    expect(reads.map((r) => [r.params.path, r.query.ref])).toEqual([[SHARED_PATH, 'v1']]);
    // The shared rule level and ignore apply; the own override of a locked key is an error on its line.
    expect(findingsOf(result)).toEqual([
      '.forge/intents/real.yaml:3 intent/unknown-type error',
      `${CONFIG}:3 config/locked error`,
    ]);
    expect(result.report!.findings[1]!.message).toBe(
      '`approvers.users` is locked by the shared config `acme/policies/org/handoff-gate.yml@v1` (its `locked` list), so this value is not used: the shared value holds. Remove it here, or change it in the shared config.',
    );
    expect(result.stdout).toContain(
      `config ${CONFIG} from the checkout (the ref was written by someone with write access), under the shared config acme/policies/${SHARED_PATH}@v1.`,
    );
    // `fail-on: never`: the verdict does not fail the step, and the shared config was read.
    expect(result.status).toBe(0);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('on a pull request, the base commit’s extends governs: a head that drops it is judged under the shared config', async () => {
    const repo = repoState({
      files: { [CONFIG]: `extends: acme/policies/${SHARED_PATH}@v1\n` },
      branches: {
        'agent/work': {
          files: { [CONFIG]: '# No shared rules here.\n', '.forge/intents/real.yaml': INTENT('Real work') },
        },
      },
      pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
    });
    const policies = repoState({
      owner: 'acme',
      name: 'policies',
      branches: { v1: { files: { [SHARED_PATH]: SHARED } } },
    });
    sim = await startSimulator(simState({ repos: [repo, policies] }));
    const result = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1),
      workspace: checkout(repo, 'agent/work'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { comment: 'false', label: 'false', 'fail-on': 'never' },
    });
    expect(findingsOf(result)).toEqual([
      '.forge/intents/real.yaml:3 intent/unknown-type error',
      `${CONFIG}:1 config/changed-in-pull-request notice`,
    ]);
    expect(sim.violations).toEqual([]);
  }, 60_000);

  it.each([
    [
      'not found (a wrong path, ref or repository)',
      { 'elsewhere.yml': SHARED },
      undefined,
      'GitHub answers 404 Not Found',
    ],
    [
      'refused (no permission)',
      { [SHARED_PATH]: SHARED },
      (s: Simulator) =>
        s.fail({
          method: 'GET',
          operationId: 'repos/get-content',
          status: 403,
          times: 5,
          body: { message: 'Resource not accessible by integration' },
        }),
      '403',
    ],
    ['not valid YAML', { [SHARED_PATH]: 'rules: [unclosed\n' }, undefined, 'does not read as a valid config'],
    [
      'an extends of an extends',
      { [SHARED_PATH]: `extends: acme/policies/base.yml@v1\n${SHARED}` },
      undefined,
      'only one level is followed',
    ],
    ['too large', { [SHARED_PATH]: `# ${'x'.repeat(300 * 1024)}\n` }, undefined, 'larger than 256 KiB'],
    [
      'not UTF-8',
      { [SHARED_PATH]: Uint8Array.from([...Buffer.from('rules:\n  intent/unknown-type: error # '), 0xff, 0x0a]) },
      undefined,
      'it is not UTF-8 text',
    ],
  ])(
    '%s: an error on the `extends` line, and the step fails whatever fail-on says',
    async (_, shared, plant, why) => {
      const { result } = await run(OWN, shared, plant);
      const unread = result.report!.findings.filter((f) => f.ruleId === 'config/extends-unread');
      expect(unread.map((f) => `${f.path}:${f.line}:${f.column} ${f.severity}`)).toEqual([`${CONFIG}:1:10 error`]);
      expect(unread[0]!.message).toContain(
        'The shared config `acme/policies/org/handoff-gate.yml@v1` could not be read: ',
      );
      expect(unread[0]!.message).toContain(why);
      // Nothing of the shared config applies: the own settings alone (the scratch file is checked).
      expect(findingsOf(result)).toContain('.forge/intents/scratch.yaml:3 intent/unknown-type warning');
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(
        '::error::handoff-gate: the shared config (`extends`) could not be read, so the run fails closed.',
      );
      expect(sim!.violations).toEqual([]);
    },
    60_000,
  );
});
