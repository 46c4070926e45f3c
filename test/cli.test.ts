import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { CLI, node24, REPO, runCli } from './helpers/bundle.js';

function repo(files: Record<string, string>, options: { git?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'hg-cli-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'add', '-A');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'base');
  }
  return root;
}

const RESPONSE = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';

describe('the CLI bundle, on the Node that runs the tests', () => {
  it("finds Node 24 for the action's bundle", () => {
    expect(execFileSync(node24(), ['--version'], { encoding: 'utf8' })).toMatch(/^v2[4-9]\./);
  });

  it('prints the JSON contract and exits 0 on a clean repository', () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const run = runCli(['check', '--format', 'json'], { cwd: root });
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      version: 1,
      files: [{ path: 'out/r.yaml', format: 'subagent-response' }],
      findings: [],
      gate: { result: 'pass', p0: 0, p1: 0, p2: 0, p3: 0 },
      risk: null,
      inbox: [],
    });
  });

  it('exits 1 on an error, with the finding at its line, paths relative to the current folder', () => {
    const root = repo({ 'out/r.yaml': `${RESPONSE}score: 140\n` });
    const run = runCli(['check', 'out', '--format', 'json'], { cwd: root });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).findings).toEqual([
      expect.objectContaining({
        path: 'out/r.yaml',
        line: 5,
        column: 8,
        ruleId: 'subagent-response/range',
        severity: 'error',
      }),
    ]);
    const fromInside = runCli(['check', '.', '--format', 'json', '--root', '..'], { cwd: join(root, 'out') });
    expect(JSON.parse(fromInside.stdout).findings[0].path).toBe('r.yaml');
  });

  it('--fail-on decides the exit status', () => {
    const root = repo({ 'out/r.yaml': `${RESPONSE}score: 80\n` });
    expect(runCli(['check'], { cwd: root }).status).toBe(0);
    expect(runCli(['check', '--fail-on', 'warning'], { cwd: root }).status).toBe(1);
    const veto = repo({
      'out/r.yaml':
        'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\nissues:\n  - severity: CRITICAL\n    description: broken\n',
    });
    expect(runCli(['check'], { cwd: veto }).status).toBe(1);
    expect(runCli(['check', '--fail-on', 'error'], { cwd: veto }).status).toBe(0);
    expect(runCli(['check', '--fail-on', 'never'], { cwd: veto }).status).toBe(0);
  });

  it('a usage error exits 2 with a message, never a stack trace', () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    for (const args of [
      ['check', '--format', 'xml'],
      ['check', 'missing/'],
      ['frobnicate'],
      ['check', '--fail-on', 'sometimes'],
      ['check', '--base', 'no-such-ref'],
    ]) {
      const run = runCli(args, { cwd: root });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^handoff-gate: /);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('an invalid config is a finding on its line, the run goes on, and the exit is 2', () => {
    const root = repo({
      'out/r.yaml': `${RESPONSE}score: 140\n`,
      '.github/handoff-gate.yml': 'rules:\n  subagent-response/range: loud\nmax-file-size: 2048\n',
    });
    const run = runCli(['check', '--format', 'json'], { cwd: root });
    expect(run.status).toBe(2);
    const findings = JSON.parse(run.stdout).findings;
    expect(findings).toContainEqual(
      expect.objectContaining({ path: '.github/handoff-gate.yml', line: 2, ruleId: 'config/invalid' }),
    );
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'subagent-response/range' }));
  });

  it('rule severities from the config apply', () => {
    const root = repo({
      'out/r.yaml': `${RESPONSE}score: 140\n`,
      '.github/handoff-gate.yml': 'rules:\n  subagent-response/range: warning\n',
    });
    const run = runCli(['check', '--format', 'json'], { cwd: root });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).findings).toMatchObject([{ ruleId: 'subagent-response/range', severity: 'warning' }]);
  });

  it('skips git-ignored files unless their folder is named', () => {
    const root = repo({ '.gitignore': '.work/\n', '.work/r.yaml': `${RESPONSE}score: 140\n` }, { git: true });
    expect(JSON.parse(runCli(['check', '--format', 'json'], { cwd: root }).stdout).files).toEqual([]);
    expect(JSON.parse(runCli(['check', '.work', '--format', 'json'], { cwd: root }).stdout).files).toEqual([
      { path: '.work/r.yaml', format: 'subagent-response' },
    ]);
  });

  it('never walks manifests, lockfiles or node_modules', () => {
    const root = repo({
      'package.json': '{"agent_name": "x", "status": "y"}',
      'node_modules/x/r.yaml': RESPONSE,
      'out/r.yaml': RESPONSE,
    });
    expect(
      JSON.parse(runCli(['check', '--format', 'json'], { cwd: root }).stdout).files.map(
        (f: { path: string }) => f.path,
      ),
    ).toEqual(['out/r.yaml']);
  });

  it('sarif, github and text outputs', () => {
    const root = repo({ 'out/r.yaml': `${RESPONSE}score: 140\n` });
    const sarif = JSON.parse(runCli(['check', '--format', 'sarif'], { cwd: root }).stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results[0]).toMatchObject({ ruleId: 'subagent-response/range', level: 'error' });
    // Each rule of the catalogue links to its page in the package the CLI runs from; the gate's have none.
    const driverRule = sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'subagent-response/range');
    expect(driverRule.helpUri).toBe(pathToFileURL(`${REPO}docs/rules/subagent-response/range.md`).href);
    expect(driverRule.help.markdown).toContain(`](${driverRule.helpUri})`);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: 'out/r.yaml' },
      region: { startLine: 5 },
    });
    const github = runCli(['check', '--format', 'github'], { cwd: root }).stdout;
    expect(github).toMatch(/^::error file=out\/r\.yaml,line=5,col=8,title=subagent-response\/range::/m);
    const text = runCli(['check'], { cwd: root }).stdout;
    expect(text).toContain('out/r.yaml');
    expect(text).not.toContain('\u001b[');
    expect(runCli(['check', '--color'], { cwd: root }).stdout).toContain('\u001b[');
  });

  it('schema prints generated JSON Schemas; rules lists every rule', () => {
    const names = runCli(['schema']).stdout.trim().split('\n');
    expect(names).toEqual(
      expect.arrayContaining(['envelope', 'subagent-response', 'handoff', 'intent', 'message', 'config']),
    );
    const schema = JSON.parse(runCli(['schema', 'subagent-response']).stdout);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.required).toEqual(expect.arrayContaining(['status', 'agent_name', 'execution_time']));
    const rules = JSON.parse(runCli(['rules', '--format', 'json']).stdout);
    expect(rules.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['subagent-response/revision-target-required', 'file/binary']),
    );
  });

  it("a reader that stops early (`| head`) ends the output quietly, with the check's own status", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++)
      files[`.work/run-${i}/response.yaml`] = 'status: done\nagent_name: 7\nexecution_time: soon\n';
    const root = repo(files);
    const piped = spawnSync(
      'bash',
      [
        '-c',
        `"$0" "$1" check --format json | head -c 100 >/dev/null; echo "status \${PIPESTATUS[0]}" >&2`,
        process.execPath,
        CLI,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    // bash's own complaint about a locale the system lacks (LANG set to one not installed) is not the CLI's.
    expect(piped.stderr.replace(/^bash: warning: setlocale: .*\n/gm, '')).toBe('status 1\n');
  });

  it('check --stdin reads the piped text, and stops at 4 MiB of an endless stream', () => {
    const root = repo({});
    const args = [CLI, 'check', '--stdin', '--stdin-filename', 'out/r.yaml', '--format', 'json'];
    const piped = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', input: RESPONSE });
    expect(piped.status).toBe(0);
    expect(JSON.parse(piped.stdout).files).toEqual([{ path: 'out/r.yaml', format: 'subagent-response' }]);
    const endless = openSync('/dev/zero', 'r');
    try {
      const zeros = spawnSync(process.execPath, args, {
        cwd: root,
        encoding: 'utf8',
        stdio: [endless, 'pipe', 'pipe'],
        timeout: 20_000,
      });
      expect(zeros.status).toBe(2);
      expect(zeros.stderr).toContain('stdin holds more than 4194304 bytes (4 MiB)');
    } finally {
      closeSync(endless);
    }
  });

  it('--version and --help', () => {
    expect(runCli(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(runCli(['--help']).stdout).toContain('Usage: handoff-gate');
  });

  it('--base compares with a revision', () => {
    const root = repo({ 'handoff-Builder.json': '{}' }, { git: true });
    const run = runCli(['check', '--base', 'HEAD', '--format', 'json'], { cwd: root });
    expect(run.status).not.toBe(2);
  });
});
