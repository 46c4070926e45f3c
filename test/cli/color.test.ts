import { afterEach, describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/color.js';
import { cli, removeRepos, repo } from './in-process.js';

afterEach(removeRepos);

type Flag = 'color' | 'no-color';

/**
 * Every combination of the flags, the environment and stdout, with the colour each gives: the
 * last flag wins over everything; then FORCE_COLOR (0 or false: off); then NO_COLOR; then
 * TERM=dumb; then a terminal is coloured and a pipe is not. An empty variable is no variable.
 */
const ENVS: Array<[string, Record<string, string>]> = [
  ['nothing', {}],
  ['NO_COLOR=1', { NO_COLOR: '1' }],
  ['NO_COLOR=""', { NO_COLOR: '' }],
  ['FORCE_COLOR=1', { FORCE_COLOR: '1' }],
  ['FORCE_COLOR=3', { FORCE_COLOR: '3' }],
  ['FORCE_COLOR=true', { FORCE_COLOR: 'true' }],
  ['FORCE_COLOR=0', { FORCE_COLOR: '0' }],
  ['FORCE_COLOR=false', { FORCE_COLOR: 'false' }],
  ['FORCE_COLOR=""', { FORCE_COLOR: '' }],
  ['FORCE_COLOR=1 NO_COLOR=1', { FORCE_COLOR: '1', NO_COLOR: '1' }],
  ['FORCE_COLOR=0 NO_COLOR=1', { FORCE_COLOR: '0', NO_COLOR: '1' }],
  ['TERM=dumb', { TERM: 'dumb' }],
  ['TERM=dumb FORCE_COLOR=1', { TERM: 'dumb', FORCE_COLOR: '1' }],
];

/** The colour without flags, at a terminal and piped. */
const WITHOUT_FLAGS: Record<string, { tty: boolean; piped: boolean }> = {
  nothing: { tty: true, piped: false },
  'NO_COLOR=1': { tty: false, piped: false },
  'NO_COLOR=""': { tty: true, piped: false },
  'FORCE_COLOR=1': { tty: true, piped: true },
  'FORCE_COLOR=3': { tty: true, piped: true },
  'FORCE_COLOR=true': { tty: true, piped: true },
  'FORCE_COLOR=0': { tty: false, piped: false },
  'FORCE_COLOR=false': { tty: false, piped: false },
  'FORCE_COLOR=""': { tty: true, piped: false },
  'FORCE_COLOR=1 NO_COLOR=1': { tty: true, piped: true },
  'FORCE_COLOR=0 NO_COLOR=1': { tty: false, piped: false },
  'TERM=dumb': { tty: false, piped: false },
  'TERM=dumb FORCE_COLOR=1': { tty: true, piped: true },
};

const FLAGS: Array<[string, Flag[]]> = [
  ['no flag', []],
  ['--color', ['color']],
  ['--no-color', ['no-color']],
  ['--color --no-color', ['color', 'no-color']],
  ['--no-color --color', ['no-color', 'color']],
];

describe('colour: the flags, then the environment, then the terminal', () => {
  const table = ENVS.flatMap(([envName, env]) =>
    FLAGS.flatMap(([flagName, flags]) =>
      [true, false].map((isTTY) => {
        const expected = flags.length ? flags.at(-1) === 'color' : WITHOUT_FLAGS[envName]![isTTY ? 'tty' : 'piped'];
        return [`${envName}, ${flagName}, ${isTTY ? 'a terminal' : 'piped'}`, env, flags, isTTY, expected] as const;
      }),
    ),
  );

  it.each(table)('%s → %s', (_name, env, flags, isTTY, expected) => {
    expect(useColor({ flags, env, isTTY })).toBe(expected);
  });

  it('reaches the report: the CLI reads the flags in order, the environment and stdout', async () => {
    const root = repo({ 'out/r.yaml': 'status: success\nagent_name: svg-forge\nexecution_time: 3\nscore: 140\n' });
    const coloured = (run: { stdout: string }) => run.stdout.includes('\u001b[');
    expect(coloured(await cli(['check'], root))).toBe(false);
    expect(coloured(await cli(['check'], root, '', { isTTY: true }))).toBe(true);
    expect(coloured(await cli(['check'], root, '', { isTTY: true, env: { NO_COLOR: '1' } }))).toBe(false);
    expect(coloured(await cli(['check'], root, '', { env: { FORCE_COLOR: '1' } }))).toBe(true);
    expect(coloured(await cli(['check', '--no-color'], root, '', { env: { FORCE_COLOR: '1' } }))).toBe(false);
    expect(coloured(await cli(['check', '--color'], root, '', { env: { NO_COLOR: '1' } }))).toBe(true);
    expect(coloured(await cli(['check', '--color', '--no-color'], root, '', { isTTY: true }))).toBe(false);
    const waiting = repo({
      'out/r.yaml': 'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\n',
    });
    expect(coloured(await cli(['inbox'], waiting))).toBe(false);
    expect(coloured(await cli(['inbox', '--color'], waiting))).toBe(true);
  });
});
