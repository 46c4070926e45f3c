import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOptions, type OptionsContext } from '../../src/cli/options.js';
import { REPO } from '../helpers/bundle.js';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';

afterEach(removeRepos);

const CWD = resolve('/srv/shop');
/** A machine of four cores whose only folders are the current one and `docs`. */
const CONTEXT: OptionsContext = {
  cwd: CWD,
  env: {},
  isTTY: false,
  cores: 4,
  isFolder: (path) => path === CWD || path === join(CWD, 'docs'),
  exists: (path) => path === CWD || path === join(CWD, 'docs') || path === join(CWD, 's.json'),
};

const read = (argv: string[], context: Partial<OptionsContext> = {}) => readOptions(argv, { ...CONTEXT, ...context });
const problemsOf = (argv: string[]) => {
  const reading = read(argv);
  return 'problems' in reading ? reading.problems : [];
};

const FAIL_ON_ALLOWED = 'use a comma list of error, warning, veto, reject, or never alone.';

describe('each option is read within its bound, and each problem is said', () => {
  it.each([
    [['check', '--format', 'xml'], '--format must be one of text, json, sarif, github, markdown; got xml'],
    [['inbox', '--format', 'sarif'], '--format must be one of text, json, markdown; got sarif'],
    [['rules', '--format', 'github'], '--format must be one of text, json, markdown; got github'],
    [
      ['check', '--fail-on', 'rejct'],
      `--fail-on "rejct" has no level \`rejct\` (did you mean \`reject\`?); ${FAIL_ON_ALLOWED}`,
    ],
    [['check', '--jobs', '0'], '--jobs must be a whole number of 1 or more; got 0'],
    [['inbox', '-j', 'two'], '--jobs must be a whole number of 1 or more; got two'],
    [['check', '--report-unused', 'loud'], '--report-unused must be one of off, warn (or warning), error; got loud'],
    [['check', '--fix', '--fix-dry-run'], 'Use --fix or --fix-dry-run, not both.'],
    [['check', '--suppress-rule', 'nope/x'], '--suppress-rule nope/x: no such rule.'],
    [
      ['check', '--suppress-rule', 'intent/approval-skipped'],
      "--suppress-rule intent/approval-skipped: this rule guards a person's decision and is never suppressed: each of its findings is made by the change it judges, so a person decides it through the inbox.",
    ],
    [
      ['check', '--suppress-all', '--fix-dry-run'],
      '--fix-dry-run writes nothing: run --fix, or no fix, to write the suppressions file.',
    ],
    [
      ['check', '--stdin-filename', 'a.yaml'],
      expect.stringContaining('--stdin-filename is the path of a text read with --stdin'),
    ],
    [
      ['check', '--stdin', '--stdin-filename', 'docs'],
      '--stdin-filename docs: a folder; give the path of the file the text is for.',
    ],
    [['schema', 'a', 'b'], '`schema` takes one NAME at most; got a b'],
    [['schema', 'nope'], expect.stringMatching(/^No schema named nope; choose one of /)],
    [['decisions', 'docs', 'shop'], '`decisions` takes one PATH at most, a folder of the repository; got docs shop'],
    [['decisions', 's.json'], 's.json: not a folder; give a folder of the repository.'],
    [['mcp', '--root', 'missing'], '--root missing: no such folder.'],
    [['lsp', 'x'], '`lsp` takes no PATH: give the repository with --root DIR.'],
    [['rules', '--out', 'x'], '--out is an option of `schema`.'],
    [['chek', '--format', 'xml'], 'Unknown command `chek`. Did you mean `check`?'],
    [['check', '--formt', 'json'], 'Unknown option `--formt`. Did you mean `--format`?'],
    [['check', '--jobs'], '`--jobs` needs a value: a number of threads, e.g. `--jobs 2`.'],
  ])('%j', (argv, problem) => {
    expect(problemsOf(argv)).toEqual([problem]);
  });
});

describe('every problem is collected: several bad options are all named', () => {
  it("check's own options, each one, in the order they are read", () => {
    expect(
      problemsOf([
        'check',
        ...['--format', 'xml', '--fail-on', 'never,error', '--jobs', '0', '--report-unused', 'loud'],
        ...['--suppress-rule', 'nope/x', '--suppress-rule', 'file/not-judged'],
      ]),
    ).toEqual([
      '--format must be one of text, json, sarif, github, markdown; got xml',
      `--fail-on "never,error" puts never beside other levels, which would fail on nothing; ${FAIL_ON_ALLOWED}`,
      '--jobs must be a whole number of 1 or more; got 0',
      '--suppress-rule nope/x: no such rule.',
      expect.stringMatching(/^--suppress-rule file\/not-judged: this rule is never suppressed/),
      '--report-unused must be one of off, warn (or warning), error; got loud',
    ]);
  });

  it('each option of another command, and the pairs that exclude each other', () => {
    expect(problemsOf(['inbox', '--base', 'main', '--fail-on', 'never', '--fix', '--fix-dry-run'])).toEqual([
      '--base is an option of `check`.',
      '--fail-on is an option of `check`.',
      '--fix is an option of `check`.',
      '--fix-dry-run is an option of `check`.',
      'Use --fix or --fix-dry-run, not both.',
    ]);
    expect(
      problemsOf(['check', '--suppress-all', '--suppress-rule', 'intent/status-vs-tasks', '--fix-dry-run']),
    ).toEqual([
      '--fix-dry-run writes nothing: run --fix, or no fix, to write the suppressions file.',
      'Use --suppress-all or --suppress-rule, not both: --suppress-all already takes every rule.',
    ]);
  });

  it('--stdin: each thing wrong with it, and the suppressions it cannot take', () => {
    expect(problemsOf(['check', '--stdin', 'a.yaml', '--fix', '--suppress-all'])).toEqual([
      expect.stringMatching(/^--stdin needs --stdin-filename PATH/),
      '--stdin checks the text on stdin alone; give its path with --stdin-filename, not as a PATH (got a.yaml).',
      expect.stringMatching(/^--fix writes files, and a text read with --stdin has none to write/),
      expect.stringMatching(/^The suppressions file applies to files on the disk/),
    ]);
  });

  it('a server: a PATH and a --root that is no folder', () => {
    expect(problemsOf(['mcp', 'here', '--root', 'missing'])).toEqual([
      '`mcp` takes no PATH: give the repository with --root DIR.',
      '--root missing: no such folder.',
    ]);
  });

  it('every word that cannot be read, and nothing past them: which words are values is unknown', () => {
    // `json` could be --formt's value or a PATH; --format xml is not judged until the words read.
    expect(problemsOf(['check', '--formt', 'json', '--jobs-count', '3', '--color=yes', '--format', 'xml'])).toEqual([
      'Unknown option `--formt`. Did you mean `--format`?',
      'Unknown option `--jobs-count`. Did you mean `--jobs`?',
      '`--color` takes no value (write `--color` alone).',
    ]);
    expect(problemsOf(['check', '--base', '--config'])).toEqual([
      '`--base` needs a value, but is followed by the flag `--config`.',
    ]);
  });

  it('the options of an unknown command are not judged', () => {
    expect(problemsOf(['chek', '--out', 'x', '--jobs', '0'])).toEqual([
      'Unknown command `chek`. Did you mean `check`?',
    ]);
  });

  it('the CLI says each on its own line, then where to look once, and exits 2 before reading anything', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    let read = false;
    const run = await cli(['check', '--stdin', '--format', 'xml', '--jobs', '0'], root, async function* () {
      read = true;
      yield Buffer.from(RESPONSE);
    });
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: [
        'handoff-gate: --format must be one of text, json, sarif, github, markdown; got xml',
        'handoff-gate: --jobs must be a whole number of 1 or more; got 0',
        'handoff-gate: --stdin needs --stdin-filename PATH, the path the text is for: its format and its repository come from the path.',
        'Run `handoff-gate --help` for the commands and options.',
        '',
      ].join('\n'),
    });
    expect(read).toBe(false);
    // Each problem's argument is still shown inert, on its own line.
    const escaped = await cli(['check', '--format', 'x\n\u001b[2J', '--jobs', 'y\u0007'], root);
    expect(escaped.stderr.split('\n')).toHaveLength(4);
    expect(escaped.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});

describe('the options, read, hold typed values and the defaults', () => {
  it('check with nothing given', () => {
    expect(read(['check'])).toEqual({
      options: {
        command: 'check',
        paths: [],
        format: 'text',
        failOn: ['error', 'veto', 'reject'],
        jobs: 4,
        all: false,
        color: false,
        suppressions: {},
      },
    });
    // Two cores: one thread (see defaultJobs).
    expect(read(['check'], { cores: 2 })).toMatchObject({ options: { jobs: 1 } });
  });

  it('check with every value given', () => {
    const argv = [
      'check',
      'a',
      'b',
      '-f',
      'json',
      '--fail-on',
      'Warning, veto',
      '-j',
      ' 3',
      '--base',
      'main',
      '-c',
      'c.yml',
    ];
    const more = ['--root', '.', '--fix-dry-run', '--all', '--report-unused', 'warn', '--suppressions', 's.json'];
    expect(read([...argv, ...more])).toEqual({
      options: {
        command: 'check',
        paths: ['a', 'b'],
        format: 'json',
        failOn: ['warning', 'veto'],
        jobs: 3,
        base: 'main',
        config: 'c.yml',
        root: '.',
        fix: 'dry-run',
        suppressions: { file: 's.json' },
        reportUnused: 'warning',
        all: true,
        color: false,
      },
    });
  });

  it('a text on stdin: where it is judged, and no suppressions file', () => {
    expect(read(['check', '--stdin', '--stdin-filename', 'out/r.yaml'])).toMatchObject({
      options: { stdin: { target: 'out/r.yaml', full: join(CWD, 'out/r.yaml') }, paths: [] },
    });
    const reading = read(['check', '--stdin', '--stdin-filename', 'out/r.yaml']);
    expect('options' in reading && 'suppressions' in reading.options).toBe(false);
  });

  it('colour: the last flag given, else the environment, else the terminal', () => {
    const color = (argv: string[], context: Partial<OptionsContext> = {}) => {
      const reading = read(argv, context);
      return 'options' in reading && 'color' in reading.options ? reading.options.color : undefined;
    };
    expect(color(['check', '--color', '--no-color'])).toBe(false);
    expect(color(['inbox', '--no-color', '--color'])).toBe(true);
    expect(color(['check'], { isTTY: true })).toBe(true);
    expect(color(['check'], { isTTY: true, env: { NO_COLOR: '1' } })).toBe(false);
    // Every command takes the flags; those that print no colour have no colour to read.
    expect(read(['schema', '--color'])).toEqual({ options: { command: 'schema' } });
  });

  it('the other commands', () => {
    expect(read(['inbox', 'x', '-f', 'markdown'])).toEqual({
      options: { command: 'inbox', paths: ['x'], format: 'markdown', jobs: 4, color: false },
    });
    expect(read(['schema', 'config', '--out', 'schemas'])).toEqual({
      options: { command: 'schema', name: 'config', out: 'schemas' },
    });
    expect(read(['rules'])).toEqual({ options: { command: 'rules', format: 'text' } });
    expect(read(['mcp'])).toEqual({ options: { command: 'mcp', root: CWD } });
    expect(read(['mcp', '--root', 'docs'])).toEqual({ options: { command: 'mcp', root: join(CWD, 'docs') } });
    expect(read(['lsp', '--stdio', '--clientProcessId', '42'])).toEqual({ options: { command: 'lsp' } });
    expect(read(['lsp', '--root', 'docs'])).toEqual({ options: { command: 'lsp', root: join(CWD, 'docs') } });
  });

  it('--version, then --help, win over the rest once the words read; no command is the help, unasked', () => {
    expect(read(['check', '--format', 'xml', '--version', '--help'])).toEqual({ options: { command: 'version' } });
    expect(read(['chek', '-h'])).toEqual({ options: { command: 'help', asked: true } });
    expect(read(['help', '--fix'])).toEqual({ options: { command: 'help', asked: true } });
    expect(read([])).toEqual({ options: { command: 'help', asked: false } });
    expect(read(['--version', '--formt'])).toEqual({
      problems: ['Unknown option `--formt`. Did you mean `--format`?'],
    });
  });
});

it('nothing but the reading sees the options as parsed', () => {
  const src = join(REPO, 'src');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'));
  const readers = sources.filter((path) =>
    /from '\.\/arguments\.js'|from 'node:util'|parseArgs\(/.test(readFileSync(join(src, path), 'utf8')),
  );
  expect(readers.sort()).toEqual([join('cli', 'arguments.ts'), join('cli', 'options.ts')]);
});
