import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/usage.js';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';
import { cleanUp, scratch } from './repos.js';

afterEach(removeRepos);
afterAll(cleanUp);

const POINTER = 'Run `handoff-gate --help` for the commands and options.\n';

/** Every long flag the help lists: a message may only name these. */
const HELP_FLAGS = new Set(USAGE.match(/--[a-z][a-z-]*/g));

describe('a usage error says what was wrong and where to look, and exits 2', () => {
  it.each([
    [['check', '--formt', 'json'], 'Unknown option `--formt`. Did you mean `--format`?'],
    [['check', '--formt=json'], 'Unknown option `--formt`. Did you mean `--format`?'],
    [['check', '--fail_on', 'error'], 'Unknown option `--fail_on`. Did you mean `--fail-on`?'],
    [['check', '--jobs-count', '4'], 'Unknown option `--jobs-count`. Did you mean `--jobs`?'],
    [['inbox', '--no-colour'], 'Unknown option `--no-colour`. Did you mean `--no-color`?'],
    [['check', '-x'], 'Unknown option `-x`.'],
    [['chek'], 'Unknown command `chek`. Did you mean `check`?'],
    [['rule'], 'Unknown command `rule`. Did you mean `rules`?'],
    [['check', '--format'], '`--format` needs a value: one of text, json, sarif, github, markdown.'],
    [['check', '--format', '--color'], '`--format` needs a value, but is followed by the flag `--color`.'],
    [['check', '--color=yes'], '`--color` takes no value (write `--color` alone).'],
  ])('%j', async (args, message) => {
    const run = await cli(args, repo({ 'out/r.yaml': RESPONSE }));
    expect(run).toEqual({ status: 2, stdout: '', stderr: `handoff-gate: ${message}\n${POINTER}` });
  });

  describe('a --fail-on that could switch the gate off is refused, not read as never', () => {
    const ALLOWED = 'use a comma list of error, warning, veto, reject, or never alone.';
    /** A CRITICAL issue is a P0: a veto, with no error beside it. */
    const VETOED = {
      'out/r.yaml':
        'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\nissues:\n  - severity: CRITICAL\n    description: broken\n',
    };

    it.each([
      [['--fail-on='], '--fail-on "" names no level'],
      [['--fail-on', ''], '--fail-on "" names no level'],
      [['--fail-on', ','], '--fail-on "," has an empty entry'],
      [['--fail-on', 'error,'], '--fail-on "error," has an empty entry'],
      [['--fail-on', 'sometimes'], '--fail-on "sometimes" has no level `sometimes`'],
      [['--fail-on', 'rejct'], '--fail-on "rejct" has no level `rejct` (did you mean `reject`?)'],
      [
        ['--fail-on', 'never,error'],
        '--fail-on "never,error" puts never beside other levels, which would fail on nothing',
      ],
    ])('%j', async (args, message) => {
      const run = await cli(['check', ...args], repo(VETOED));
      expect(run).toEqual({ status: 2, stdout: '', stderr: `handoff-gate: ${message}; ${ALLOWED}\n${POINTER}` });
    });

    it('the same repository fails on its veto under the default, and passes only under never alone', async () => {
      const root = repo(VETOED);
      expect((await cli(['check'], root)).status).toBe(1);
      expect((await cli(['check', '--fail-on', 'veto'], root)).status).toBe(1);
      expect((await cli(['check', '--fail-on', 'error'], root)).status).toBe(0);
      expect((await cli(['check', '--fail-on', 'never'], root)).status).toBe(0);
    });
  });

  it('a flag nobody could mean gets no guess', async () => {
    const run = await cli(['check', '--parallelism', '4'], repo({}));
    expect(run.stderr).toBe(`handoff-gate: Unknown option \`--parallelism\`.\n${POINTER}`);
  });

  it('every other usage error is one line and the pointer, not the whole help', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    for (const args of [
      ['check', '--format', 'xml'],
      ['check', 'missing/'],
      ['check', '--fail-on', 'sometimes'],
      ['check', '--config', 'nope.yml'],
      ['schema', 'nope'],
    ]) {
      const run = await cli(args, root);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(
        new RegExp(`^handoff-gate: [^\\n]+\\n${POINTER.replace(/[`-]/g, '\\$&')}$`),
      );
      expect(run.stderr).not.toContain('Usage:');
    }
    expect((await cli(['check', '--config', 'nope.yml'], root)).stderr).toContain('--config nope.yml: no such file.');
  });

  it('a --root that is no folder, and a path outside --root, are usage errors, not stack traces', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE, 'inner/x.yaml': RESPONSE });
    const cases: Array<[string[], string]> = [
      [['check', '--root', 'missing'], 'handoff-gate: --root missing: no such folder.'],
      [['check', '--root', 'out/r.yaml'], 'handoff-gate: --root out/r.yaml: not a folder.'],
      [['lsp', '--root', 'missing'], 'handoff-gate: --root missing: no such folder.'],
      [['lsp', 'out/r.yaml'], 'handoff-gate: `lsp` takes no PATH: give the repository with --root DIR.'],
      [
        ['check', '--root', 'inner', 'out/r.yaml'],
        'handoff-gate: out/r.yaml is outside --root inner: name paths inside the root, or leave --root out.',
      ],
    ];
    for (const [args, line] of cases) {
      const run = await cli(args, root);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(line);
      expect(run.stderr).not.toMatch(/\bat \S+ \(/);
    }
    // With no path, --root names what is checked, from any folder.
    const fromAbove = await cli(['check', '--root', 'inner', '--format', 'json'], root);
    expect(fromAbove.status).toBe(0);
    expect((JSON.parse(fromAbove.stdout) as { files: unknown[] }).files).toEqual([
      { path: 'inner/x.yaml', format: 'subagent-response' },
    ]);
    // The root's config applies, its globs relative to the root, whatever the current folder.
    const withConfig = repo({
      'inner/.github/handoff-gate.yml': 'ignore: ["skip/**"]\npaths:\n  subagent-response: ["answers/*.yaml"]\n',
      'inner/skip/r.yaml': RESPONSE,
      'inner/answers/a.yaml': RESPONSE,
    });
    const configured = await cli(['check', '--root', 'inner', '--format', 'json'], withConfig);
    expect((JSON.parse(configured.stdout) as { files: unknown[] }).files).toEqual([
      { path: 'inner/answers/a.yaml', format: 'subagent-response' },
    ]);
  });

  it('an argument shows inert: no escape sequence reaches the terminal', async () => {
    const run = await cli(['check', '--format', 'x\u001b[2J'], repo({}));
    expect(run.stderr).toContain('got x<U+001B>[2J');
    expect(run.stderr).not.toContain('\u001b');
    const command = await cli(['\u001b]0;pwned\u0007'], repo({}));
    expect(command.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('--base outside a git repository says so, rather than that the revision is missing', async () => {
    const expectRefused = async (cwd: string, args: string[], message: string) =>
      expect(await cli(['check', ...args], cwd)).toEqual({
        status: 2,
        stdout: '',
        stderr: `handoff-gate: ${message}\n${POINTER}`,
      });
    const notInGit = (where: string) =>
      `--base main: ${where} is not in a git repository, so it has no revision to compare with; run the check in a clone, or leave --base out.`;
    // A plain folder, and a folder marked a root only by its config: neither has revisions.
    const folder = scratch();
    writeFileSync(join(folder, 'r.yaml'), RESPONSE);
    await expectRefused(folder, ['--base', 'main'], notInGit('.'));
    const configured = scratch();
    mkdirSync(join(configured, 'team/.github'), { recursive: true });
    writeFileSync(join(configured, 'team/.github/handoff-gate.yml'), 'rules: {}\n');
    await expectRefused(configured, ['team', '--base', 'main'], notInGit('team'));
    // In a repository, a revision it does not have is named as such.
    await expectRefused(repo({ 'out/r.yaml': RESPONSE }), ['--base', 'main'], '--base main names no commit in .');
  });

  it('--base where git does not run says so, rather than that the revision is missing', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const path = process.env.PATH;
    // A PATH with no git on it: the base cannot be read, and the run says why.
    process.env.PATH = scratch();
    try {
      expect(await cli(['check', '--base', 'main'], root)).toEqual({
        status: 2,
        stdout: '',
        stderr: `handoff-gate: --base main needs git, which did not run here (is it installed and on the PATH?).\n${POINTER}`,
      });
    } finally {
      process.env.PATH = path;
    }
  });

  describe('an option is refused by a command that does not read it, every option alike', () => {
    // Each of check's own options, with a value where it takes one.
    const CHECK_ONLY = [
      ['--base', 'main'],
      ['--fail-on', 'never'],
      ['--fix'],
      ['--fix-dry-run'],
      ['--stdin'],
      ['--stdin-filename', 'out/r.yaml'],
    ];
    const refusal = (args: string[], message: string) => async () => {
      const run = await cli(args, repo({ 'out/r.yaml': RESPONSE }));
      expect(run, args.join(' ')).toEqual({ status: 2, stdout: '', stderr: `handoff-gate: ${message}\n${POINTER}` });
    };
    for (const command of ['inbox', 'schema', 'rules', 'mcp', 'lsp'])
      for (const option of CHECK_ONLY)
        it(`${command} ${option.join(' ')}`, refusal([command, ...option], `${option[0]} is an option of \`check\`.`));
    it.each([
      [['rules', '--jobs', '2'], '--jobs is an option of `check` and `inbox`.'],
      [['schema', '--config', 'x.yml'], '--config is an option of `check` and `inbox`.'],
      [['schema', '--root', '.'], '--root is an option of `check`, `inbox`, `mcp` and `lsp`.'],
      [['check', '--stdio'], '--stdio is an option of `lsp`.'],
      [['mcp', '--format', 'json'], '--format is an option of `check`, `inbox`, `decisions` and `rules`.'],
      [['check', '--out', 'x'], '--out is an option of `schema`.'],
      [['inbox', '--out', 'x'], '--out is an option of `schema`.'],
      // An unknown command is said first: its options cannot be judged.
      [['chek', '--fix'], 'Unknown command `chek`. Did you mean `check`?'],
    ])('%j', (args, message) => refusal(args, message)());
  });

  it('no message names a flag the help does not list', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const runs = await Promise.all(
      [
        ['check', '--formt'],
        ['check', '--format'],
        ['check', '--format', 'xml'],
        ['check', '--fail-on', 'x'],
        ['check', '--base', 'no-such-ref'],
        ['check', '--config', 'x.yml'],
        ['inbox', '--base'],
        ['check', '--color=1'],
      ].map((args) => cli(args, root)),
    );
    for (const run of runs) {
      expect(run.status).toBe(2);
      for (const flag of run.stderr.match(/--[a-z][a-z-]*/g) ?? [])
        if (flag !== '--formt') expect(HELP_FLAGS, run.stderr).toContain(flag);
    }
  });
});

describe('no command, and help', () => {
  it('`handoff-gate` alone prints the usage to stderr and exits 2', async () => {
    expect(await cli([], repo({}))).toEqual({ status: 2, stdout: '', stderr: USAGE });
  });

  it('--help and `help` print it to stdout and exit 0', async () => {
    expect(await cli(['--help'], repo({}))).toEqual({ status: 0, stdout: USAGE, stderr: '' });
    expect(await cli(['help'], repo({}))).toEqual({ status: 0, stdout: USAGE, stderr: '' });
    expect(await cli(['check', '-h'], repo({}))).toEqual({ status: 0, stdout: USAGE, stderr: '' });
  });
});
