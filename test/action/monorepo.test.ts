/**
 * A monorepo's pull request, on the real bundle against the simulator: the action judges from the
 * repository root with the base's config, so a package's intents the root's paths do not cover
 * are named with the fix on the pull request, never passed over. Once the root's config covers
 * them, they are judged, and an envelope's artifacts count from its package.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

const intent = (status: string) =>
  `title: Ship the search page\nbody: Why and what.\ntype: feature\nsource: human\nrisk: high\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;
const envelope =
  'kind: writer\nagent_id: writer:docs\nstatus: ok\nnext: reviewer\nartifacts:\n  - path: src/search.ts\n    type: context\n  - path: src/gone.ts\n    type: context\n';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function pullRequest(baseFiles: Record<string, string>) {
  const repo = repoState({
    files: { 'README.md': '# shop\n', 'packages/web/.github/handoff-gate.yml': 'rules: {}\n', ...baseFiles },
    branches: {
      'agent/run': {
        files: {
          'packages/web/.forge/intents/search.yaml': intent('executing'),
          'packages/web/.forge/intents/filters.yaml': intent('proposed'),
          'packages/web/.work/w.yaml': envelope,
          'packages/web/src/search.ts': 'export {};\n',
        },
      },
    },
    pulls: [{ head: 'agent/run', title: 'Search', body: 'x' }],
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
  return run;
}

describe('a monorepo pull request', () => {
  it('a package’s intents the root’s paths do not cover are named with the fix, in the findings and on the pull request', async () => {
    const run = await pullRequest({});
    const outside = run.report!.findings.filter((f) => f.ruleId === 'file/outside-paths');
    expect(outside.map((f) => [f.path, f.severity])).toEqual([['packages/web/.forge/intents/filters.yaml', 'warning']]);
    expect(outside[0]!.message).toContain("`packages/web/` holds 2 files at the intent's path");
    expect(outside[0]!.message).toContain(
      '`packages/web/.github/handoff-gate.yml` is not read: the action judges from the repository root',
    );
    expect(outside[0]!.message).toContain('add `packages/*/.forge/intents/*.{yaml,yml}` to `paths: intent:`');
    expect(run.comment).toContain('holds handoff files that no path rule covers');
  }, 90_000);

  it('covered by the root’s paths, the package’s intent born executing fails, and its envelope’s artifacts count from the package', async () => {
    const config =
      "paths:\n  intent: ['.forge/intents/*.{yaml,yml}', 'packages/*/.forge/intents/*.{yaml,yml}']\n  envelope: ['.work/**/*.{yaml,yml,json}', 'packages/*/.work/**/*.{yaml,yml,json}']\n";
    const run = await pullRequest({ '.github/handoff-gate.yml': config });
    expect(run.status).toBe(1);
    const findings = run.report!.findings;
    expect(findings.filter((f) => f.ruleId === 'file/outside-paths')).toEqual([]);
    expect(findings.filter((f) => f.ruleId === 'intent/approval-skipped').map((f) => f.path)).toEqual([
      'packages/web/.forge/intents/search.yaml',
    ]);
    const missing = findings.filter((f) => f.ruleId === 'envelope/artifact-missing');
    expect(missing.map((f) => f.message.match(/`([^`]+)`/)![1])).toEqual(['src/gone.ts']);
  }, 90_000);
});
