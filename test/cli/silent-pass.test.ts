import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A throwaway repository with these files, committed unless git-ignored. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'hg-silent-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base', '--allow-empty');
  return root;
}

async function cli(cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    cwd,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    isTTY: false,
    env: {},
  });
  return { status, stdout, stderr, last: stdout.trimEnd().split('\n').at(-1)! };
}

/** A SubAgent Response: recognised by its keys anywhere. */
const RESPONSE = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
/** An envelope: checked under `.work/`. */
const ENVELOPE =
  'kind: planner\nagent_id: req:planner\nmode: brownfield\nstatus: ok\nartifacts: []\nopen_questions: []\nblockers: []\nnext: writer\n';

describe('a run that checks less than a person expects says so', () => {
  it('counts the handoff files under git-ignored work folders, and names the command that checks them', async () => {
    const root = repo({
      '.gitignore': '.work/\n.forge/\ndist/\n',
      'out/r.yaml': RESPONSE,
      '.work/01_planner.yaml': ENVELOPE,
      '.work/02/planner.yaml': ENVELOPE,
      '.forge/intents/fix-login.yaml': 'id: fix-login\n',
      // Not on any format's path: an ignored build folder is not walked, not counted.
      'dist/handoff-1.json': '{}',
    });
    const run = await cli(root, 'check');
    expect(run.status).toBe(0);
    expect(run.last).toBe(
      '3 handoff files under git-ignored paths were not checked (.forge/, .work/); name the folders to check them: handoff-gate check . .forge .work.',
    );
    expect(run.stdout).toContain('\n⚠ 1 file checked, no problems — gate: pass');

    const json = JSON.parse((await cli(root, 'check', '--format', 'json')).stdout);
    expect(json.skipped).toEqual([
      {
        reason: 'git-ignored',
        count: 3,
        paths: ['.forge/intents/fix-login.yaml', '.work/01_planner.yaml', '.work/02/planner.yaml'],
        message: expect.stringContaining('`handoff-gate check . .forge .work`'),
      },
    ]);
    // The keys of the contract are still there, with their meaning.
    expect(json.files).toEqual([{ path: 'out/r.yaml', format: 'subagent-response' }]);

    const md = (await cli(root, 'check', '--format', 'markdown')).stdout;
    expect(md).toContain(
      '- ⚠️ 3 handoff files under git-ignored paths were not checked (`.forge/`, `.work/`); name the folders to check them: `handoff-gate check . .forge .work`.',
    );

    // The command it names checks them: nothing is left out then.
    const named = await cli(root, 'check', '.', '.forge', '.work', '--format', 'json');
    const all = JSON.parse(named.stdout);
    expect(all.files.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['.work/01_planner.yaml', '.work/02/planner.yaml', '.forge/intents/fix-login.yaml']),
    );
    expect(all.skipped.filter((s: { reason: string }) => s.reason === 'git-ignored')).toEqual([]);
  });

  it('`inbox` says so too: a blocked agent in a git-ignored `.work/` does not vanish', async () => {
    const blocked = ENVELOPE.replace('status: ok', 'status: blocked').replace(
      'blockers: []',
      'blockers: [waiting on the DB]',
    );
    const root = repo({ '.gitignore': '.work/\n', 'out/r.yaml': RESPONSE, '.work/01_planner.yaml': blocked });
    const run = await cli(root, 'inbox');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'Nothing is waiting for a human.\n' +
        '1 handoff file under git-ignored paths was not checked (.work/); name the folder to check it: handoff-gate inbox . .work.\n',
    );
    // The command it names lists the blocked agent, and leaves nothing out.
    const named = await cli(root, 'inbox', '.', '.work');
    expect(named.stdout).toMatch(
      /^\.work\/01_planner\.yaml:\d+: blocked \S+ Blocked: req:planner — waiting on the DB\n/,
    );
    expect(named.last).toBe('1 item waiting for a human.');
  });

  it('shows the paths relative to the current folder, and a folder named inside one', async () => {
    const root = repo({ '.gitignore': '.work/\n', 'sub/out/r.yaml': RESPONSE, 'sub/.work/a.yaml': ENVELOPE });
    // `.work/` is only on a format's path at the root: sub/.work is not a handoff folder, so not counted.
    const run = await cli(join(root, 'sub'), 'check', '.');
    expect(run.last).toMatch(/^✔ 1 file checked/);
    const top = repo({ '.gitignore': '.work/\n', 'out/r.yaml': RESPONSE, '.work/a.yaml': ENVELOPE });
    const fromOut = await cli(join(top, 'out'), 'check', '..');
    expect(fromOut.last).toBe(
      '1 handoff file under git-ignored paths was not checked (../.work/); name the folder to check it: handoff-gate check .. ../.work.',
    );
  });

  it('says so when no handoff file was checked, among how many files, and where it looks', async () => {
    const root = repo({
      'config/app.yaml': 'port: 8080\n',
      'docs/guide.md': '# Guide\n',
      'data/a.json': '{"a": 1}\n',
      'package.json': '{}',
    });
    const run = await cli(root, 'check');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('⚠ 0 files checked, no problems — gate: pass (P0 0, P1 0) — risk: none — inbox: 0');
    expect(lines.at(-1)).toBe(
      "No handoff file found among 3 YAML/JSON/Markdown files: it looks for **/handoff-*.json, .forge/**, shared/**, .work/**, and for files anywhere that carry a format's keys. Set paths: in .github/handoff-gate.yml for other layouts.",
    );
    const json = JSON.parse((await cli(root, 'check', '--format', 'json')).stdout);
    expect(json.skipped).toEqual([
      expect.objectContaining({
        reason: 'no-handoff-file',
        count: 3,
        paths: ['config/app.yaml', 'data/a.json', 'docs/guide.md'],
      }),
    ]);
    const md = (await cli(root, 'check', '--format', 'markdown')).stdout;
    expect(md).toContain('⚠️ No handoff file checked');
    expect(md).toContain('- ⚠️ No handoff file found among 3 YAML/JSON/Markdown files');

    const empty = repo({});
    expect((await cli(empty, 'check')).last).toMatch(
      /^No YAML, JSON or Markdown file was found, so no handoff file was checked: it looks for/,
    );
  });

  it("the places it looks follow the config's `paths:`", async () => {
    const root = repo({
      '.github/handoff-gate.yml': 'paths:\n  envelope: [agents/**/*.yaml]\n',
      'notes/a.yaml': 'x: 1\n',
    });
    expect((await cli(root, 'check')).last).toContain(
      'it looks for **/handoff-*.json, .forge/**, shared/**, agents/**,',
    );
  });

  it('a file over the size limit and a near miss are counted as not checked, with what includes them', async () => {
    const root = repo({
      '.github/handoff-gate.yml': 'max-file-size: 200\n',
      'out/r.yaml': RESPONSE,
      '.work/big.yaml': `${ENVELOPE}${'# padding\n'.repeat(40)}`,
      '.work/near.yaml': ENVELOPE.replace('agent_id', 'agentid'),
    });
    const run = await cli(root, 'check', '--fail-on', 'never');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-3)).toMatch(
      /^⚠ Passes under --fail-on never — 2 problems \(1 error, 1 warning\) in 2 of 3 files \(2 files noticed but not checked\) — gate: pass/,
    );
    expect(lines.at(-2)).toBe(
      '1 file over the size limit was not checked (file/too-large); raise max-file-size in .github/handoff-gate.yml to check it.',
    );
    expect(lines.at(-1)).toBe(
      "1 file almost carries a handoff format's keys and was not checked (file/near-miss); fix the key each finding names.",
    );
    const json = JSON.parse((await cli(root, 'check', '--format', 'json')).stdout);
    expect(
      json.skipped.map((s: { reason: string; count: number; paths: string[] }) => [s.reason, s.count, s.paths]),
    ).toEqual([
      ['too-large', 1, ['.work/big.yaml']],
      ['near-miss', 1, ['.work/near.yaml']],
    ]);
  });

  it('a file where a format looks, under an extension it does not read, is said and counted as not checked', async () => {
    const intent =
      'title: Lock accounts\nbody: Lock after 5 failed logins.\nsource: human\nrisk: high\nstatus: executing\n';
    const root = repo({
      'out/r.yaml': RESPONSE,
      '.forge/intents/lockout.YAML': intent,
      '.forge/intents/lockout-notes.txt': 'Remember the audit log.\n',
      'src/notes.txt': 'Not a handoff file.\n',
    });
    const run = await cli(root, 'check', '--format', 'json');
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(
      json.findings.map((f: { path: string; ruleId: string; severity: string }) => [f.path, f.ruleId, f.severity]),
    ).toEqual([
      ['.forge/intents/lockout-notes.txt', 'file/extension', 'warning'],
      ['.forge/intents/lockout.YAML', 'file/extension', 'error'],
    ]);
    expect(json.skipped.map((s: { reason: string; count: number }) => [s.reason, s.count])).toEqual([['extension', 2]]);
    expect((await cli(root, 'check')).last).toBe(
      "2 files where a format's files live end in an extension that format does not read (case counts) and were not checked (file/extension); rename them as each finding says.",
    );
  });

  it('two repositories checked in one run: what each left out is added up, with every path', async () => {
    const top = repo({});
    const nested = (dir: string, files: Record<string, string>) => {
      const root = repo(files);
      renameSync(root, join(top, dir));
    };
    nested('a', { '.gitignore': '.work/ignored/\n', '.work/ignored/p.yaml': ENVELOPE, '.work/notes.yaml': 'x: 1\n' });
    nested('b', {
      '.gitignore': '.work/ignored/\n',
      '.work/ignored/q.yaml': ENVELOPE,
      '.work/todo.yaml': 'y: 1\n',
      'docs/c.yaml': 'z: 1\n',
    });
    const run = await cli(top, 'check', 'a', 'b');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n').slice(-2)).toEqual([
      '2 handoff files under git-ignored paths were not checked (a/.work/ignored/, b/.work/ignored/); name the folders to check them: handoff-gate check a b a/.work/ignored b/.work/ignored.',
      'No handoff file found among 3 YAML/JSON/Markdown files: 2 of them (a/.work/notes.yaml, b/.work/todo.yaml) sit where a format looks but lack the keys it needs there (a .work/ file is an envelope by its kind and agent_id); add them, or see handoff-gate schema.',
    ]);
    const json = JSON.parse((await cli(top, 'check', 'a', 'b', '--format', 'json')).stdout);
    expect(
      json.skipped.map((s: { reason: string; count: number; paths: string[] }) => [s.reason, s.count, s.paths]),
    ).toEqual([
      ['git-ignored', 2, ['a/.work/ignored/p.yaml', 'b/.work/ignored/q.yaml']],
      ['no-handoff-file', 3, ['a/.work/notes.yaml', 'b/.work/todo.yaml', 'b/docs/c.yaml']],
    ]);
    // One repository's one such file is named alone.
    expect((await cli(top, 'check', 'a')).last).toBe(
      'No handoff file found among 1 YAML/JSON/Markdown file: a/.work/notes.yaml sits where a format looks but lacks the keys it needs there (a .work/ file is an envelope by its kind and agent_id); add them, or see handoff-gate schema.',
    );
  });

  it('a clean run with nothing left out ends on its total alone, and JSON says nothing was skipped', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const run = await cli(root, 'check');
    expect(run.last).toBe('✔ 1 file checked, no problems — gate: pass (P0 0, P1 0) — risk: none — inbox: 0');
    expect(JSON.parse((await cli(root, 'check', '--format', 'json')).stdout).skipped).toEqual([]);
  });

  it('a git-ignored file named on its own is checked, and not counted as left out', async () => {
    const root = repo({ '.gitignore': 'handoff-*.json\n', 'out/r.yaml': RESPONSE, 'handoff-A.json': '{}' });
    expect((await cli(root, 'check')).last).toBe(
      '1 handoff file under git-ignored paths was not checked (handoff-A.json); name it to check it: handoff-gate check . handoff-A.json.',
    );
    const named = await cli(root, 'check', '.', 'handoff-A.json', '--format', 'json');
    expect(JSON.parse(named.stdout).files).toContainEqual({ path: 'handoff-A.json', format: 'handoff' });
  });
});

describe('the last line agrees with the exit status', () => {
  const ERRORS = `${RESPONSE}score: 140\n`;
  const VETO =
    'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\nissues:\n  - severity: CRITICAL\n    description: broken\n';

  it('a run that fails on errors while the gate passes leads with the errors', async () => {
    const root = repo({ 'out/r.yaml': ERRORS, 'out/s.yaml': RESPONSE });
    const run = await cli(root, 'check');
    expect(run.status).toBe(1);
    expect(run.last).toBe(
      '✖ Fails on 1 error — 1 problem (1 error, 0 warnings) in 1 of 2 files — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    const md = (await cli(root, 'check', '--format', 'markdown')).stdout.split('\n');
    expect(md[2]).toBe('### ❌ Fails — P0 0 · P1 0 · P2 0 · P3 0 · 1 error · 0 warnings');
    expect(md[4]).toMatch(/^\*\*To pass:\*\* fix the error at `out\/r\.yaml:\d+` \(`[^`]+`\)\.$/);
  });

  it('--fail-on never passes, and says why', async () => {
    const root = repo({ 'out/r.yaml': ERRORS });
    const run = await cli(root, 'check', '--fail-on', 'never');
    expect(run.status).toBe(0);
    expect(run.last).toBe(
      '⚠ Passes under --fail-on never — 1 problem (1 error, 0 warnings) in 1 of 1 file — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    const md = (await cli(root, 'check', '--format', 'markdown', '--fail-on', 'never')).stdout.split('\n');
    expect(md[2]).toBe('### ⚠️ Passes (fail-on: never) — P0 0 · P1 0 · P2 0 · P3 0 · 1 error · 0 warnings');
    expect(md[4]).toBe('**Nothing needs doing to pass** under this `fail-on`; the default would fail on 1 error.');
  });

  it('a veto fails the run with no validation problem, and passes under --fail-on error', async () => {
    const root = repo({ 'out/r.yaml': VETO });
    const fails = await cli(root, 'check');
    expect(fails.status).toBe(1);
    expect(fails.last).toMatch(/^✖ Fails on gate veto — 1 file checked, no problems — gate: veto \(P0 1, P1 0\)/);
    const passes = await cli(root, 'check', '--fail-on', 'error');
    expect(passes.status).toBe(0);
    expect(passes.last).toMatch(/^⚠ Passes under --fail-on error — 1 file checked, no problems — gate: veto/);
  });

  it('warnings under --fail-on warning fail the run', async () => {
    const root = repo({ 'out/r.yaml': `${RESPONSE}score: 80\n` });
    const passes = await cli(root, 'check');
    expect(passes.status).toBe(0);
    expect(passes.last).toMatch(/^⚠ 1 problem \(0 errors, 1 warning\) in 1 of 1 file — gate: pass/);
    const fails = await cli(root, 'check', '--fail-on', 'warning');
    expect(fails.status).toBe(1);
    expect(fails.last).toMatch(/^✖ Fails on 1 warning — 1 problem/);
  });
});
