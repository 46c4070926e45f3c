import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPaths } from '../../src/lib/index.js';
import { cli, removeRepos, repo } from '../cli/in-process.js';

/**
 * Adopting handoff-gate on a repository with history: `check --suppress-all` writes the suppressions
 * file (counts per file and rule), later runs report only what goes beyond it, and
 * `--prune-suppressions` keeps it honest as old findings are fixed. In-process, through the CLI's
 * own `main`.
 */

afterEach(removeRepos);

const FILE = '.github/handoff-gate-suppressions.json';
/** A SubAgent Response with one fixable finding (`"Pass"` for `"PASS"`). */
const FIXABLE = `{"from_agent":"MailBuilder","to_agent":"TestAgent","timestamp":"2025-01-14T12:00:00Z","status":"Pass","iteration":1,"loop_required":false,"artifacts":[],"issues":[]}`;

/** A planner that hands off to the reviewer, where spec 1 sends it to the writer: one `envelope/next-mismatch` error. */
const planner = (next = 'reviewer') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: ${next}\n`;
const plannerPath = (i: number) => `.work/${String(i).padStart(3, '0')}_planner.yaml`;

const reviewer = `kind: reviewer
agent_id: reviewer:security
status: ok
severity: P0
artifacts:
  - path: README.md
    type: review
findings:
  p0_issues:
    - id: SEC-001
      category: auth
      description: Reset tokens never expire
      location: README.md:1
      fix: Expire them after 30 minutes
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;

/** A repository of 200 planners, each with a finding, and a README. */
function history(): string {
  const files: Record<string, string> = { 'README.md': '# shop\n' };
  for (let i = 1; i <= 200; i++) files[plannerPath(i)] = planner();
  return repo(files);
}

const json = (stdout: string) =>
  JSON.parse(stdout) as {
    findings: Array<{ path: string; line: number; ruleId: string; severity: string; message: string }>;
    suppressed?: { count: number; inline: number; baseline: number; files: string[]; exceeded: unknown[] };
  };

describe('adopting on a repository with history', () => {
  it('--suppress-all, then a new finding fails while the old ones stay suppressed; prune', async () => {
    const root = history();
    const before = await cli(['check', '--format', 'json'], root);
    expect(before.status).toBe(1);
    expect(json(before.stdout).findings).toHaveLength(200);

    // 1. The baseline: every finding written, the run passes, and says so.
    const adopt = await cli(['check', '--suppress-all'], root);
    expect(adopt.status).toBe(0);
    expect(adopt.stderr).toBe(
      `handoff-gate: wrote ${FILE}: 200 findings suppressed in 200 files (200 file and rule entries). Commit it beside the config.\n`,
    );
    expect(adopt.stdout).toContain(`200 suppressed (200 by ${FILE})`);
    const written = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toHaveLength(200);
    expect(written[plannerPath(1)]).toEqual({ 'envelope/next-mismatch': { count: 1 } });
    expect(Object.keys(written)).toEqual(Object.keys(written).sort());

    // 2. Later runs: nothing to report, and the JSON report says what was suppressed, and by which file.
    const later = await cli(['check', '--format', 'json'], root);
    expect(later.status).toBe(0);
    expect(json(later.stdout).findings).toEqual([]);
    expect(json(later.stdout).suppressed).toEqual({
      count: 200,
      inline: 0,
      baseline: 200,
      files: [FILE],
      exceeded: [],
    });

    // SARIF: each suppressed finding is a result with an external suppression, so code scanning shows it as suppressed.
    const sarif = JSON.parse((await cli(['check', '--format', 'sarif'], root)).stdout) as {
      runs: Array<{ results: Array<{ suppressions?: Array<{ kind: string; justification: string }> }> }>;
    };
    expect(sarif.runs[0]!.results).toHaveLength(200);
    expect(sarif.runs[0]!.results[0]!.suppressions).toEqual([
      expect.objectContaining({ kind: 'external', justification: expect.stringContaining(FILE) }),
    ]);

    // 3. A new file with a finding fails the run; the old ones stay suppressed.
    writeFileSync(join(root, plannerPath(201)), planner());
    const added = await cli(['check', '--format', 'json'], root);
    expect(added.status).toBe(1);
    expect(json(added.stdout).findings.map((f) => [f.path, f.ruleId])).toEqual([
      [plannerPath(201), 'envelope/next-mismatch'],
    ]);
    expect(json(added.stdout).suppressed?.baseline).toBe(200);
    rmSync(join(root, plannerPath(201)));

    // 4. An old finding fixed: its entry is stale, a warning on its line, with the fix.
    writeFileSync(join(root, plannerPath(3)), planner('writer'));
    const stale = await cli(['check', '--format', 'json'], root);
    expect(stale.status).toBe(0);
    expect(json(stale.stdout).findings).toEqual([
      {
        path: FILE,
        line: 13,
        column: 5,
        ruleId: 'suppressions/unused',
        severity: 'warning',
        message: `\`${plannerPath(3)}\` has no \`envelope/next-mismatch\` finding any more, yet this entry suppresses 1: new ones would pass unseen. Run \`handoff-gate check --prune-suppressions\` to remove the entry.`,
      },
    ]);

    // 5. Pruned: the entry is gone, and so is the warning.
    const pruned = await cli(['check', '--prune-suppressions'], root);
    expect(pruned.status).toBe(0);
    expect(pruned.stderr).toContain('199 findings suppressed in 199 files');
    expect(Object.keys(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as object)).not.toContain(plannerPath(3));
    expect(json((await cli(['check', '--format', 'json'], root)).stdout).findings).toEqual([]);
  });

  it('reports every finding of a file and rule past its count, and says why after the total', async () => {
    const task = (status: string) =>
      `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: urgent\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
    const path = 'shared/tasks/frontend/20250124-003-task.md';
    const root = repo({ [path]: task('pending') });
    await cli(['check', '--suppress-all'], root);
    // A second `message/enum` in the file: which of the two is new, a count cannot tell, so both are reported.
    writeFileSync(join(root, path), task('pendin'));
    const over = await cli(['check', '--format', 'json'], root);
    expect(over.status).toBe(1);
    const report = json(over.stdout);
    expect(report.findings.map((f) => [f.line, f.ruleId])).toEqual([
      [6, 'message/enum'],
      [7, 'message/enum'],
    ]);
    expect(report.suppressed).toMatchObject({
      baseline: 1,
      exceeded: [{ path, ruleId: 'message/enum', count: 1, found: 2 }],
    });
    const text = await cli(['check'], root);
    expect(text.stdout).toContain(
      `2 findings over the suppressions file's count are all reported, since a count cannot tell which one is new: message/enum in ${path} (2 for 1). Within the count, they are suppressed again.`,
    );
  });

  it('never suppresses a gating item: a declared P0 still vetoes', async () => {
    const root = repo({ 'README.md': '# shop\n', '.work/review.yaml': reviewer, [plannerPath(1)]: planner() });
    const adopt = await cli(['check', '--suppress-all', '--format', 'json'], root);
    expect(adopt.status).toBe(1);
    const report = JSON.parse(adopt.stdout) as { gate: { result: string; p0: number } };
    expect(report.gate).toMatchObject({ result: 'veto', p0: 1 });
    expect(json(adopt.stdout).findings).toEqual([]);
  });

  it('keeps the suppressions file out of the check: it is no handoff file', async () => {
    const root = history();
    await cli(['check', '--suppress-all'], root);
    const named = await cli(['check', FILE, '--format', 'json'], root);
    expect(json(named.stdout).findings.filter((f) => f.path === FILE)).toEqual([]);
  });
});

describe('which file, and what of it a run judges', () => {
  it('sits beside `--config FILE`, or is named with `--suppressions FILE`', async () => {
    const root = repo({ [plannerPath(1)]: planner(), 'ci/handoff-gate.yml': 'rules: {}\n' });
    await cli(['check', '--config', 'ci/handoff-gate.yml', '--suppress-all'], root);
    expect(existsSync(join(root, 'ci/handoff-gate-suppressions.json'))).toBe(true);
    expect((await cli(['check', '--config', 'ci/handoff-gate.yml'], root)).status).toBe(0);
    expect((await cli(['check'], root)).status).toBe(1);

    await cli(['check', '--suppressions', 'baseline.json', '--suppress-all'], root);
    expect(existsSync(join(root, 'baseline.json'))).toBe(true);
    expect((await cli(['check', '--suppressions', 'baseline.json'], root)).status).toBe(0);
    const missing = await cli(['check', '--suppressions', 'nope.json'], root);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--suppressions nope.json: no such file.');
  });

  it('two repositories checked in one run: their inline suppressions are added up', async () => {
    const top = repo({});
    const response = 'status: Success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
    const suppressed = `# handoff-gate-disable-next-line subagent-response/enum -- imported as written\n${response}`;
    for (const dir of ['a', 'b']) renameSync(repo({ 'out/r.yaml': suppressed }), join(top, dir));
    const run = await cli(['check', 'a', 'b', '--format', 'json'], top);
    expect(run.status).toBe(0);
    expect(json(run.stdout)).toMatchObject({
      findings: [],
      suppressed: { count: 2, inline: 2, baseline: 0, files: [], exceeded: [] },
    });
    expect((await cli(['check', 'a', 'b'], top)).stdout).toMatch(/ — 2 suppressed \(2 inline\)\n$/);
  });

  it('a suppressions file that does not parse is not written over, and --fix then writes nothing either', async () => {
    const root = repo({ 'handoff-MailBuilder.json': FIXABLE, [FILE]: '{ "handoff-MailBuilder.json": \n' });
    for (const argv of [
      ['check', '--suppress-all'],
      ['check', '--fix', '--suppress-all'],
    ]) {
      const run = await cli(argv, root);
      expect(run.status, argv.join(' ')).toBe(2);
      expect(run.stderr).toMatch(
        /^handoff-gate: \.github\/handoff-gate-suppressions\.json:\d+:\d+: .* It was not written, so that none of its entries is lost\./m,
      );
      expect(run.stdout).toBe('');
      expect(readFileSync(join(root, FILE), 'utf8')).toBe('{ "handoff-MailBuilder.json": \n');
      expect(readFileSync(join(root, 'handoff-MailBuilder.json'), 'utf8')).toBe(FIXABLE);
    }
  });

  it('a --suppressions file that is not there stops the run before --fix writes anything', async () => {
    const fixable = FIXABLE;
    const root = repo({ 'handoff-MailBuilder.json': fixable });
    const run = await cli(['check', '--fix', '--suppressions', 'nope.json'], root);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--suppressions nope.json: no such file.');
    expect(run.stdout).toBe('');
    expect(readFileSync(join(root, 'handoff-MailBuilder.json'), 'utf8')).toBe(fixable);
    // With the file there, the same command fixes the file.
    writeFileSync(join(root, 'nope.json'), '{}\n');
    const fixed = await cli(['check', '--fix', '--suppressions', 'nope.json'], root);
    expect(fixed.stdout).toMatch(/^Fixed 1 finding in 1 file:\n/);
    expect(readFileSync(join(root, 'handoff-MailBuilder.json'), 'utf8')).toContain('"status":"PASS"');
  });

  it('--suppress-rule writes only that rule, and refuses an id it does not know or never suppresses', async () => {
    const root = repo({
      [plannerPath(1)]: planner(),
      'shared/tasks/frontend/20250124-003-task.md': `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: urgent\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`,
    });
    const one = await cli(['check', '--suppress-rule', 'message/enum', '--format', 'json'], root);
    expect(Object.values(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as object)).toEqual([
      { 'message/enum': { count: 1 } },
    ]);
    expect(json(one.stdout).findings.map((f) => f.ruleId)).toEqual([
      'envelope/next-mismatch',
      'message/missing-section',
    ]);
    const typo = await cli(['check', '--suppress-rule', 'message/enun'], root);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('--suppress-rule message/enun: no such rule. Did you mean `message/enum`?');
    const never = await cli(['check', '--suppress-rule', 'file/not-judged'], root);
    expect(never.status).toBe(2);
    expect(never.stderr).toContain('this rule is never suppressed');
  });

  it('judges stale entries only where the run looked', async () => {
    const root = history();
    await cli(['check', '--suppress-all'], root);
    writeFileSync(join(root, plannerPath(3)), planner('writer'));
    mkdirSync(join(root, 'other'));
    // A run on another folder says nothing of the entry for a file it did not check, nor prunes it.
    const elsewhere = await cli(['check', 'other', '--prune-suppressions', '--format', 'json'], root);
    expect(json(elsewhere.stdout).findings).toEqual([]);
    expect(Object.keys(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as object)).toContain(plannerPath(3));
    const there = await cli(['check', plannerPath(3), '--format', 'json'], root);
    expect(json(there.stdout).findings.map((f) => f.ruleId)).toEqual(['suppressions/unused']);
  });

  it('leaves alone the entries of files the walk left out (git-ignored), and prunes those of files gone', async () => {
    const root = repo({ '.gitignore': '.work/\n', [plannerPath(1)]: planner(), [plannerPath(2)]: planner() });
    // The work folder is git-ignored: named, it is checked, and its findings written.
    await cli(['check', '.', '.work', '--suppress-all'], root);
    expect(Object.keys(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as object)).toHaveLength(2);
    // A run that does not name it does not check it: its entries are not stale for that.
    const plain = await cli(['check', '--format', 'json'], root);
    expect(json(plain.stdout).findings).toEqual([]);
    // A file gone from a folder the run checked: its entry is stale, and pruned.
    rmSync(join(root, plannerPath(2)));
    const gone = await cli(['check', '.', '.work', '--format', 'json'], root);
    expect(json(gone.stdout).findings.map((f) => [f.path, f.ruleId])).toEqual([[FILE, 'suppressions/unused']]);
    await cli(['check', '.', '.work', '--prune-suppressions'], root);
    expect(Object.keys(JSON.parse(readFileSync(join(root, FILE), 'utf8')) as object)).toEqual([plannerPath(1)]);
  });

  it('--report-unused sets the level of every unused suppression, inline and in the file', async () => {
    const root = repo({ [plannerPath(1)]: planner() });
    await cli(['check', '--suppress-all'], root);
    writeFileSync(
      join(root, plannerPath(1)),
      `# handoff-gate-disable-next-line envelope/enum -- nothing there\n${planner('writer')}`,
    );
    const warned = await cli(['check', '--format', 'json'], root);
    expect(json(warned.stdout).findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['suppressions/unused', 'warning'],
      ['suppressions/unused', 'warning'],
    ]);
    expect(warned.status).toBe(0);
    const errors = await cli(['check', '--report-unused', 'error', '--format', 'json'], root);
    expect(errors.status).toBe(1);
    expect(json(errors.stdout).findings.map((f) => f.severity)).toEqual(['error', 'error']);
    const off = await cli(['check', '--report-unused', 'off', '--format', 'json'], root);
    expect(json(off.stdout).findings).toEqual([]);
    const bad = await cli(['check', '--report-unused', 'loud'], root);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--report-unused must be one of off, warn (or warning), error; got loud');
  });
});

describe('a bad suppressions file is a finding with its line, and the run goes on', () => {
  it('malformed: reported, nothing suppressed by it; never overwritten by --suppress-all', async () => {
    const root = repo({ [plannerPath(1)]: planner() });
    mkdirSync(join(root, '.github'));
    const broken = '{\n  ".work/001_planner.yaml": {\n    "envelope/next-mismatch": { "count": "one" }\n  }\n}\n';
    writeFileSync(join(root, FILE), broken);
    const run = await cli(['check', '--format', 'json'], root);
    expect(run.status).toBe(1);
    expect(json(run.stdout).findings.map((f) => [f.path, f.line, f.ruleId])).toEqual([
      [FILE, 3, 'suppressions/invalid'],
      [plannerPath(1), 5, 'envelope/next-mismatch'],
    ]);
    const write = await cli(['check', '--suppress-all'], root);
    expect(write.status).toBe(2);
    expect(write.stderr).toContain(`${FILE}:3:5: The entry for \`envelope/next-mismatch\``);
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(broken);
  });

  it('over its size bound: said, and the run goes on without it', async () => {
    const root = repo({ [plannerPath(1)]: planner() });
    mkdirSync(join(root, '.github'));
    writeFileSync(join(root, FILE), `{"a": {}, "pad": "${'x'.repeat(8 * 1024 * 1024)}"}`);
    const run = await cli(['check', '--format', 'json'], root);
    expect(json(run.stdout).findings.map((f) => [f.path, f.ruleId])).toEqual([
      [FILE, 'suppressions/invalid'],
      [plannerPath(1), 'envelope/next-mismatch'],
    ]);
    expect(json(run.stdout).findings[0]!.message).toBe(
      'The suppressions file is over 8 MiB. The suppressions file was not read: nothing is suppressed by it.',
    );
  });
});

describe('a text on stdin is judged in full', () => {
  it('the suppressions file does not apply to it, and may not be written from it', async () => {
    const root = repo({ [plannerPath(1)]: planner() });
    await cli(['check', '--suppress-all'], root);
    const piped = await cli(
      ['check', '--stdin', '--stdin-filename', plannerPath(1), '--format', 'json'],
      root,
      planner(),
    );
    expect(json(piped.stdout).findings.map((f) => f.ruleId)).toEqual(['envelope/next-mismatch']);
    const write = await cli(
      ['check', '--stdin', '--stdin-filename', plannerPath(1), '--suppress-all'],
      root,
      planner(),
    );
    expect(write.status).toBe(2);
    expect(write.stderr).toContain('a text on stdin is judged in full');
  });
});

describe('the library', () => {
  it("checkPaths applies the suppressions file (the MCP server's check_paths too)", async () => {
    const root = repo({ [plannerPath(1)]: planner() });
    await cli(['check', '--suppress-all'], root);
    const report = await checkPaths({ root });
    expect(report.findings).toEqual([]);
    expect(report.suppressed).toEqual({ count: 1, inline: 0, baseline: 1, files: [FILE], exceeded: [] });
  });
});
