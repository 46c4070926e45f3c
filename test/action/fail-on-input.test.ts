/**
 * The action's `fail-on` input, through the committed bundle (`npm run build`) under Node 24: a
 * value it refuses fails the step before anything runs; an empty one is the default, and says so.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION } from '../helpers/action.js';
import { node24 } from '../helpers/bundle.js';

const dir = mkdtempSync(join(tmpdir(), 'hg-fail-on-'));
const workspace = join(dir, 'empty');
mkdirSync(workspace);
const eventPath = join(dir, 'event.json');
writeFileSync(eventPath, '{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Logs every file module the run resolves, to tell what it loaded before it stopped. */
const TRACE = `data:text/javascript,${encodeURIComponent(
  'import { registerHooks } from "node:module"; registerHooks({ resolve(s, c, next) { const r = next(s, c); if (r.url.startsWith("file:")) process.stderr.write(`LOADED ${r.url}\\n`); return r; } });',
)}`;

/** The action on a manual run of an empty checkout (no API call: no inbox), with this `fail-on`. */
function action(failOn: string) {
  const output = join(dir, 'output');
  writeFileSync(output, '');
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: dir,
    'INPUT_GITHUB-TOKEN': 'ghs_unused',
    INPUT_INBOX: 'false',
    'INPUT_FAIL-ON': failOn,
  };
  const child = spawnSync(node24(), ['--import', TRACE, ACTION], { cwd: workspace, env, encoding: 'utf8' });
  const files = [...child.stderr.matchAll(/^LOADED (\S+)$/gm)].map((m) => fileURLToPath(m[1]!));
  return {
    status: child.status,
    stdout: child.stdout,
    outputs: readFileSync(output, 'utf8'),
    loadedCheck: files.some((f) => /node_modules\/zod\//.test(readFileSync(f, 'utf8'))),
  };
}

describe('the fail-on input', () => {
  it.each([
    [',', 'has an empty entry'],
    ['sometimes', 'has no level `sometimes`'],
    ['never,error', 'puts never beside other levels, which would fail on nothing'],
  ])('%j fails the step with one line, before the check is even loaded', (value, why) => {
    const run = action(value);
    expect(run.status).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toEqual([
      `::error::handoff-gate: Input \`fail-on\` ${JSON.stringify(value)} ${why}; use a comma list of error, warning, veto, reject, or never alone.`,
    ]);
    expect(run.loadedCheck).toBe(false);
    // No verdict was given: no output says one.
    expect(run.outputs).toBe('');
  });

  it('given empty, it is the default, and a notice says so', () => {
    const run = action('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '::notice::Input `fail-on` is empty; the step fails on the default, error,veto,reject.',
    );
    expect(run.outputs).toContain('result<<');
  });
});
