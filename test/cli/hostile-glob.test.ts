import { afterEach, describe, expect, it } from 'vitest';
import { checkPaths, checkText } from '../../src/lib/index.js';
import { spawnSync } from 'node:child_process';
import { CLI } from '../helpers/bundle.js';
import { cli, removeRepos, repo } from './in-process.js';

afterEach(removeRepos);

/**
 * A config glob of many stars against a long file name: a backtracking regex takes time
 * exponential in the stars (picomatch needs seconds for three stars and 255 characters, and this
 * one has nineteen). Globs are matched in time linear in the path, in every entry point: the CLI
 * here, and the library the language server and the MCP server call. A glob the matcher does not
 * read is a finding on its line, and left out. Nothing is timed: the answer comes.
 */
const STARS = `.forge/intents/${'*a'.repeat(18)}*b.yaml`;
const LONG = `.forge/intents/${'a'.repeat(240)}.yaml`;
/** How long the built CLI may run before it is killed: a guard against a hang (a run takes well under a second), within the test's own time. */
const GUARD_MS = 25_000;
const INTENT = 'id: int-1\ntitle: A change\nrisk: low\n';
const CONFIG = [
  'paths:',
  '  intent:',
  `    - '${STARS}'`,
  "    - '.forge/intents/@(x|y).yaml'",
  'ignore:',
  `  - '${'*a'.repeat(18)}*b'`,
  '',
].join('\n');

describe('a config glob of many stars against a long file name', () => {
  it('the CLI answers, and a glob it cannot read is a finding on its line', async () => {
    const root = repo({ '.github/handoff-gate.yml': CONFIG, [LONG]: INTENT });
    const run = await cli(['check', '--format', 'json'], root);
    const findings = JSON.parse(run.stdout).findings as Array<{
      path: string;
      line: number;
      ruleId: string;
      message: string;
    }>;
    const config = findings.filter((f) => f.path === '.github/handoff-gate.yml');
    expect(config.map((f) => [f.line, f.ruleId])).toEqual([[4, 'config/invalid']]);
    expect(config[0]!.message).toContain('`(` is not read in a glob');
  });

  it('the library (as the language server and the MCP server call it) answers', async () => {
    const root = repo({ '.github/handoff-gate.yml': CONFIG, [LONG]: INTENT });
    const text = await checkText({ root, path: LONG, text: INTENT });
    expect(text.findings.filter((f) => f.path === '.github/handoff-gate.yml').map((f) => f.line)).toEqual([4]);
    const paths = await checkPaths({ root });
    expect(paths.findings.filter((f) => f.path === '.github/handoff-gate.yml').map((f) => f.line)).toEqual([4]);
  });

  it('the built CLI answers too (the bundle, as users run it)', () => {
    const root = repo({ '.github/handoff-gate.yml': CONFIG, [LONG]: INTENT });
    // Not a measure of speed: a bundle that backtracks would hold the test for hours; past the
    // guard it is killed, and the test fails on its signal instead of hanging the suite.
    const run = spawnSync(process.execPath, [CLI, 'check', '--format', 'json', '--fail-on', 'never'], {
      cwd: root,
      encoding: 'utf8',
      timeout: GUARD_MS,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    expect(run.signal).toBeNull();
    const findings = JSON.parse(run.stdout).findings as Array<{ path: string; line: number }>;
    expect(findings.filter((f) => f.path === '.github/handoff-gate.yml').map((f) => f.line)).toEqual([4]);
  });
});
