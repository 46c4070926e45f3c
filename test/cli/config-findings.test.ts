import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { knownNames } from '../../src/config/known-names.js';
import { parseConfig } from '../../src/config/parse.js';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';

afterEach(removeRepos);

const CONFIG = '.github/handoff-gate.yml';

describe('names under `rules:` and `enums:` are checked as strictly as a handoff file', () => {
  it('an unknown rule id is a warning at its key, with the closest id, and ignored', () => {
    const { config, findings } = parseConfig('rules:\n  envelope/required: warning\n  envelope/requird: off\n', CONFIG);
    expect(findings).toEqual([
      {
        path: CONFIG,
        line: 3,
        column: 3,
        ruleId: 'config/unknown-key',
        severity: 'warning',
        message:
          'Unknown rule id `envelope/requird` under `rules`; it was ignored. Did you mean `envelope/required`? `handoff-gate rules` lists every rule id.',
      },
    ]);
    expect(config.rules['envelope/required']).toBe('warning');
  });

  it('a rule id written without its format names the ids it may be', () => {
    const [finding] = parseConfig('rules:\n  agent-id-segments: off\n', CONFIG).findings;
    expect(finding?.message).toContain('A rule id starts with its format: `envelope/agent-id-segments`.');
  });

  it("an unknown enum is a warning at its key: a misspelt format or enum gets the closest, else the format's enums", () => {
    const { findings } = parseConfig(
      'enums:\n  envelop/kind: [indexer]\n  envelope/knd: [indexer]\n  envelope/colour: [red]\n  envelope/kind: [indexer]\n',
      CONFIG,
    );
    expect(findings.map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [
        2,
        3,
        'warning',
        'Unknown enum `envelop/kind` under `enums`: no format reads it, so it was ignored. Did you mean `envelope/kind`?',
      ],
      [
        3,
        3,
        'warning',
        'Unknown enum `envelope/knd` under `enums`: no format reads it, so it was ignored. Did you mean `envelope/kind`?',
      ],
      [
        4,
        3,
        'warning',
        'Unknown enum `envelope/colour` under `enums`: no format reads it, so it was ignored. The enums of `envelope` are `envelope/kind`, `envelope/next`, `envelope/artifact-type`.',
      ],
    ]);
  });

  it('a misspelt name is pointed out even when its section falls back for another reason', () => {
    const { findings } = parseConfig('rules:\n  envelope/requird: off\n  envelope/required: loud\n', CONFIG);
    expect(findings.map((f) => [f.line, f.ruleId])).toEqual(
      expect.arrayContaining([
        [2, 'config/unknown-key'],
        [3, 'config/invalid'],
      ]),
    );
  });

  it('an unknown format under `paths:` is an unknown key with the closest format', () => {
    const [finding] = parseConfig('paths:\n  mesage: [agents/**/*.md]\n', CONFIG).findings;
    expect(finding).toMatchObject({
      line: 2,
      column: 3,
      ruleId: 'config/unknown-key',
      message: expect.stringContaining('Did you mean `message`?'),
    });
  });

  it('every enum key the sources read, or tell a person to use, is a known one', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const named = new Set<string>();
    for (const file of files('src')) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/enums\[['`]([a-z-]+\/[a-z_-]+)['`]\]|enums: ([a-z-]+\/[a-z_-]+)/g))
        named.add(m[1] ?? m[2]!);
      for (const m of text.matchAll(/'(subagent-response\/revision[-_]target)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(5);
    const { enumKeys } = knownNames();
    for (const key of named) expect(enumKeys, key).toContain(key);
    const { findings } = parseConfig(`enums:\n${[...named].map((k) => `  ${k}: [x]`).join('\n')}\n`, CONFIG);
    expect(findings).toEqual([]);
  });

  it('every rule id of the catalogue may be set', () => {
    const { ruleIds } = knownNames();
    const { findings } = parseConfig(`rules:\n${ruleIds.map((id) => `  ${id}: warning`).join('\n')}\n`, CONFIG);
    expect(findings).toEqual([]);
  });
});

describe('every command that reads the config shows its findings', () => {
  const broken = {
    'out/r.yaml': `${RESPONSE}score: 140\n`,
    [CONFIG]: 'rules:\n  subagent-response/range: loud\n  envelope/requird: off\n',
  };
  const exitLine = `handoff-gate: the config file ${CONFIG} has 1 error; the run left out that entry and exits 2. Fix the config and run again.\n`;

  it('`inbox` lists them on stderr with file, line and column, and exits 2 on an error', async () => {
    const run = await cli(['inbox'], repo(broken));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('Nothing is waiting for a human.\n');
    expect(run.stderr).toBe(
      `${CONFIG}:2:28: error \`rules.subagent-response/range\` is \`loud\`; allowed: off, notice, warning, warn, error. \`rules.subagent-response/range\` was left out; the rest of \`rules\` is kept. (config/invalid)\n` +
        `${CONFIG}:3:3: warning Unknown rule id \`envelope/requird\` under \`rules\`; it was ignored. Did you mean \`envelope/required\`? \`handoff-gate rules\` lists every rule id. (config/unknown-key)\n` +
        exitLine,
    );
  });

  it('`inbox` with warnings only lists them and exits 0; JSON on stdout stays JSON', async () => {
    const run = await cli(['inbox', '--format', 'json'], repo({ [CONFIG]: 'enums:\n  envelope/knd: [x]\n' }));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      version: 1,
      inbox: [],
      skipped: [expect.objectContaining({ reason: 'no-handoff-file' })],
    });
    expect(run.stderr).toMatch(
      /^\.github\/handoff-gate\.yml:2:3: warning Unknown enum `envelope\/knd`.* \(config\/unknown-key\)\n$/,
    );
  });

  it('`check --format json` keeps them in the report, lists them on stderr, and says why it exits 2', async () => {
    const run = await cli(['check', '--format', 'json'], repo(broken));
    expect(run.status).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ path: CONFIG, line: 2, column: 28, ruleId: 'config/invalid' }),
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({ path: CONFIG, line: 3, column: 3, ruleId: 'config/unknown-key' }),
    );
    expect(run.stderr).toContain(`${CONFIG}:2:28: error `);
    expect(run.stderr).toContain(`${CONFIG}:3:3: warning `);
    expect(run.stderr.endsWith(exitLine)).toBe(true);
  });

  it('`check` in text lists them in its report once, and says on stderr why it exits 2', async () => {
    const run = await cli(['check'], repo(broken));
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(
      /^\.github\/handoff-gate\.yml:2:28: error config\/\S+ `rules\.subagent-response\/range` is `loud`/m,
    );
    expect(run.stdout).toMatch(
      /^\.github\/handoff-gate\.yml:3:3: warning config\/\S+ Unknown rule id `envelope\/requird`/m,
    );
    expect(run.stderr).toBe(exitLine);
  });

  it("every format's total says the config failed, not what --fail-on fails on, whatever --fail-on is", async () => {
    const root = repo(broken);
    const headline = 'Config failed with 1 error (exit 2) — ';
    for (const failOn of [[], ['--fail-on', 'never']]) {
      const text = await cli(['check', ...failOn], root);
      expect(text.status).toBe(2);
      const lines = text.stdout.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(new RegExp(`^✖ ${headline.replace(/[()]/g, '\\$&')}`));
      const md = await cli(['check', '--format', 'markdown', ...failOn], root);
      expect(md.stdout).toContain(`### ❌ ${headline}P0 0 · P1 0 · P2 0 · P3 0 · `);
      const sarif = await cli(['check', '--format', 'sarif', ...failOn], root);
      const [verdict] = JSON.parse(sarif.stdout).runs[0].invocations[0].toolExecutionNotifications;
      expect(verdict.message.text).toMatch(/^✖ Config failed with 1 error \(exit 2\)/);
      expect(verdict.properties.fails).toBe(true);
      const github = await cli(['check', '--format', 'github', ...failOn], root);
      expect(github.stdout).toContain(`::notice title=handoff-gate::✖ ${headline}`);
    }
  });

  it('a config with only warnings does not change the exit status', async () => {
    const clean = await cli(['check'], repo({ 'out/r.yaml': RESPONSE, [CONFIG]: 'rules:\n  envelope/requird: off\n' }));
    expect(clean.status).toBe(0);
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toContain('Did you mean `envelope/required`?');
  });

  it('a config named outside the repository that is a folder is not read, and the run exits 2', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const elsewhere = repo({});
    mkdirSync(join(elsewhere, 'gate.yml'));
    const run = await cli(['check', '--config', join(elsewhere, 'gate.yml')], root);
    expect(run.status).toBe(2);
    const shown = relative(root, join(elsewhere, 'gate.yml'));
    expect(run.stdout.split('\n')[0]).toBe(
      `${shown}:1:1: error file/not-read The config file is not a regular file (a folder, FIFO, socket or device). The config file was not read: the defaults apply.`,
    );
    expect(run.stderr).toBe(
      `handoff-gate: the config file ${shown} has 1 error; the run left out that entry and exits 2. Fix the config and run again.\n`,
    );
  });

  it('a config named with --config is shown by the path given', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE, 'conf/gate.yml': 'rules:\n  envelope/required: loud\n' });
    const run = await cli(['inbox', '--config', 'conf/gate.yml'], root);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^conf\/gate\.yml:2:22: error /);
  });
});
