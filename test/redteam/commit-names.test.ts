/**
 * Red team: values of an event that name commits (a pull request's head and base, a push's
 * before and after, a workflow run's head, GITHUB_SHA) are checked for their form before any
 * use. A crafted value is refused clearly, never judged as "the head moved on".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEventFrom, pushEvent, workflowRunEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const SHA1 = 'a'.repeat(40);
const SHA256 = 'b'.repeat(64);

describe('red team: commit names in events', () => {
  it.each([
    ['a push whose after is a ref', pushEvent({ before: SHA1, after: 'HEAD' }), 'after'],
    ['a push whose before is short', pushEvent({ before: 'abc123', after: SHA1 }), 'before'],
    [
      'a pull request whose head sha is 39 digits',
      pullRequestEventFrom({ number: 1, head: { sha: 'c'.repeat(39), ref: 'x' }, base: { sha: SHA1 } }),
      'pull_request.head.sha',
    ],
    [
      'a pull request whose base sha carries a line break',
      pullRequestEventFrom({ number: 1, head: { sha: SHA1, ref: 'x' }, base: { sha: `${SHA1}\n` } }),
      'pull_request.base.sha',
    ],
    [
      'a workflow run whose head sha is upper-case',
      workflowRunEvent({ head_sha: SHA1.toUpperCase() }),
      'workflow_run.head_sha',
    ],
  ])(
    '%s is refused before any request, naming the field',
    async (_, sent, field) => {
      const repo = repoState({ files: { 'README.md': '# shop\n' } });
      sim = await startSimulator(simState({ repos: [repo] }));
      const run = await runAction({
        apiUrl: sim.url,
        ...sent,
        workspace: checkout(repo, 'main'),
        token: WRITE_TOKEN,
        repository: 'octo/repo',
        sha: SHA1,
      });
      expect(run.status).toBe(1);
      const said = `${run.stdout}\n${run.stderr}`;
      expect(said).toContain(`${field} is not a commit name (40 or 64 lower-case hex digits)`);
      expect(said).not.toMatch(/moved on/);
      expect(sim.requests).toEqual([]);
      expect(sim.violations).toEqual([]);
    },
    120_000,
  );

  it('a SHA-256 repository’s 64-digit names and an absent before are accepted', async () => {
    const repo = repoState({ files: { 'README.md': '# shop\n' } });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      // `before` left out: an absent one is accepted.
      ...pushEvent({ ref: 'refs/heads/feature', before: undefined, after: SHA256 }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      sha: SHA256,
      inputs: { 'fail-on': 'never' },
    });
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/not a commit name/);
    expect(sim.violations).toEqual([]);
  }, 120_000);
});
