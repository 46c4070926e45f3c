/**
 * An empty `github-token` without `dry-run` (a secret that is not set): the run still gives its
 * verdict from git, and each read or write it could not make says why in the workflow's terms,
 * never "an unexpected error".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, workspaceWith } from '../helpers/action.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, type Simulator } from '../sim/index.js';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('an empty github-token', () => {
  it('names the empty input in each warning, and the verdict stands', async () => {
    const review = JSON.stringify({ from_agent: 'Reviewer', to_agent: 'Builder', status: 'PASS', iteration: 1 });
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { change: { files: { 'handoff-Reviewer.json': review } } },
      pulls: [{ head: 'change', title: 'Change', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const { dir, baseSha, headSha } = workspaceWith(
      { 'README.md': '# shop\n', 'handoff-Reviewer.json': review },
      { baseFiles: { 'README.md': '# shop\n' } },
    );
    const pulled = pullRequestEvent(repo, 1, { pull: { head: { sha: headSha! }, base: { sha: baseSha! } } });
    const run = await runAction({ apiUrl: sim.url, ...pulled, workspace: dir, token: '' });
    expect(run.outputs.result).toBe('pass');
    expect(sim.requests).toEqual([]);
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) {
      expect(warning).toContain('The `github-token` input is empty');
      expect(warning).not.toContain('unexpected');
    }
  }, 60_000);
});
