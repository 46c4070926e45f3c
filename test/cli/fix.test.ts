import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { REPO, runCli } from '../helpers/bundle.js';
import { cli, removeRepos, repo } from './in-process.js';

/**
 * `check --fix` through the bundle, on a copy of the sample repository with files written every
 * way real ones are: only the fixed spans change, byte for byte; what remains is reported with
 * the re-check's exit status; a fix that would add a finding is not applied; a dry run writes
 * nothing.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const BOM = '\uFEFF';

/** Each file as written, and as `--fix` must leave it. */
const FILES: Record<string, { before: string; after: string }> = {
  // YAML with comments, quoting of every kind, CRLF line ends and a byte-order mark.
  '.forge/intents/tidy-login.yaml': {
    before: `${BOM}# written by the planner\r\ntitle: 'Tidy the login form'   # keep the quotes\r\nbody: |\r\n  Labels are misaligned.\r\ntype: "Refactor"\r\nsource: human\r\nrisk: Low  # lower case is the spec's\r\nstatus: approved\r\ncreated_at: "2025-02-22T10:00:00Z"\r\n`,
    after: `${BOM}# written by the planner\r\ntitle: 'Tidy the login form'   # keep the quotes\r\nbody: |\r\n  Labels are misaligned.\r\ntype: "refactor"\r\nsource: human\r\nrisk: low  # lower case is the spec's\r\nstatus: approved\r\ncreated_at: "2025-02-22T10:00:00Z"\r\n`,
  },
  // YAML pasted with its Markdown code fence, behind a byte-order mark, with CRLF line ends.
  '.forge/intents/fenced-login.yaml': {
    before: `${BOM}\`\`\`yaml\r\ntitle: "Fence the login form"\r\nbody: |\r\n  Pasted from a chat.\r\ntype: feature\r\nsource: human\r\nrisk: High\r\nstatus: approved\r\ncreated_at: "2025-02-22T10:00:00Z"\r\n\`\`\`\r\n`,
    after: `${BOM}title: "Fence the login form"\r\nbody: |\r\n  Pasted from a chat.\r\ntype: feature\r\nsource: human\r\nrisk: high\r\nstatus: approved\r\ncreated_at: "2025-02-22T10:00:00Z"\r\n`,
  },
  // JSON, pretty.
  'handoff-FormBuilder.json': {
    before: `{\n    "from_agent": "FormBuilder",\n    "to_agent": "TestAgent",\n    "timestamp": "20250114T120000Z",\n    "status": "pass",\n    "iteration": 1,\n    "loop_required": false,\n    "artifacts": [],\n    "issues": []\n}\n`,
    after: `{\n    "from_agent": "FormBuilder",\n    "to_agent": "TestAgent",\n    "timestamp": "2025-01-14T12:00:00Z",\n    "status": "PASS",\n    "iteration": 1,\n    "loop_required": false,\n    "artifacts": [],\n    "issues": []\n}\n`,
  },
  // JSON, compact, no final line break.
  'handoff-MailBuilder.json': {
    before: `{"from_agent":"MailBuilder","to_agent":"TestAgent","timestamp":"2025-01-14T12:00:00Z","status":"Pass","iteration":1,"loop_required":false,"artifacts":[],"issues":[]}`,
    after: `{"from_agent":"MailBuilder","to_agent":"TestAgent","timestamp":"2025-01-14T12:00:00Z","status":"PASS","iteration":1,"loop_required":false,"artifacts":[],"issues":[]}`,
  },
  // Markdown frontmatter, with a comment and a misspelt key.
  'shared/reports/pm/20250306-010-rep.md': {
    before: `---\nid: 20250306-010-rep\nfrom: pm\nto: human\ntype: report\npriority: medium\n# the status is what the human reads first\nstatus: Completed\ncreated_at: 2025-03-06T09:00:00Z\n---\n\n# Weekly report\n\nAll done.\n`,
    after: `---\nid: 20250306-010-rep\nfrom: pm\nto: human\ntype: report\npriority: medium\n# the status is what the human reads first\nstatus: completed\ncreated_at: 2025-03-06T09:00:00Z\n---\n\n# Weekly report\n\nAll done.\n`,
  },
};

/** Its fix would add a finding (`escalate` does not go with `needs_revision`): left as it is. */
const HELD = 'outputs/.workflow/run9/response.yaml';
const HELD_TEXT = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalte\n';

function sample(): string {
  const root = mkdtempSync(join(tmpdir(), 'hg-fix-'));
  roots.push(root);
  cpSync(join(REPO, 'examples/pipeline'), root, { recursive: true });
  for (const [path, { before }] of Object.entries(FILES)) write(root, path, before);
  write(root, HELD, HELD_TEXT);
  return root;
}

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

describe('check --fix', () => {
  it('changes only the fixed spans, says what it changed, and reports what remains with its exit status', () => {
    const root = sample();
    const untouched = read(root, '.work/05_writer.yaml');
    const run = runCli(['check', '.', '--fix'], { cwd: root });
    for (const [path, { after }] of Object.entries(FILES)) expect(read(root, path), path).toBe(after);
    // The sample's own fixable findings are fixed too; its other files stay as they were.
    expect(read(root, '.work/04_planner.yaml')).toContain('\ntraceability:\n');
    expect(read(root, '.work/05_writer.yaml')).toBe(untouched);
    expect(read(root, HELD)).toBe(HELD_TEXT);
    expect(run.stdout).toMatch(/^Fixed 10 findings in 7 files:\n/);
    expect(run.stdout).toContain('  .forge/intents/fenced-login.yaml:1:1  ```yaml … ``` →  …   parse/code-fence\n');
    expect(run.stdout).toContain('  .forge/intents/fenced-login.yaml:7:7  High → high  intent/enum\n');
    expect(run.stdout).toContain('  handoff-MailBuilder.json:1:96  "Pass" → "PASS"  handoff/enum\n');
    expect(run.stdout).toMatch(
      /Not fixed: outputs\/\.workflow\/run9\/response\.yaml \(1 fix\): it would have added subagent-response\/[a-z-]+ at line \d+/,
    );
    // The report after it is the re-check's: the sample's errors remain, so it fails, as its exit status says.
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('can be fixed with');
    expect(run.stdout).toContain('escalte');

    // A second run finds nothing more to fix and reports the same.
    const again = runCli(['check', '.', '--fix'], { cwd: root });
    expect(again.stdout).toMatch(/^Not fixed: outputs/);
    expect(again.status).toBe(1);
    const plain = runCli(['check', '.'], { cwd: root });
    expect(again.stdout.slice(again.stdout.indexOf('\n\n') + 2)).toBe(
      plain.stdout.replace(/\n1 finding can be fixed with .*\n$/, '\n'),
    );
  });

  it('--fix-dry-run prints the diff, reports what would remain, and writes nothing', () => {
    const root = sample();
    const run = runCli(['check', '.', '--fix-dry-run'], { cwd: root });
    for (const [path, { before }] of Object.entries(FILES)) expect(read(root, path), path).toBe(before);
    expect(run.stdout).toMatch(/^Would fix 10 findings in 7 files:\n/);
    expect(run.stdout).toContain(
      '--- a/handoff-MailBuilder.json\n+++ b/handoff-MailBuilder.json\n@@ -1,1 +1,1 @@\n-{"from_agent":"MailBuilder"',
    );
    expect(run.stdout).toContain('-type: "Refactor"\n+type: "refactor"\n');
    const fixed = runCli(['check', '.', '--fix'], { cwd: root });
    // What the dry run says would remain is what remains.
    const report = (text: string) => text.slice(text.lastIndexOf('\n\n', text.indexOf('✖')) + 2);
    expect(report(run.stdout)).toBe(report(fixed.stdout));
    expect(run.status).toBe(fixed.status);
  });

  it('beside a machine format, says what it changed on stderr, so stdout stays one document', () => {
    const root = sample();
    const run = runCli(['check', '.', '--fix', '--format', 'json', '--fail-on', 'never'], { cwd: root });
    const report = JSON.parse(run.stdout) as { findings: Array<{ ruleId: string; fix?: unknown }> };
    expect(run.stderr).toMatch(/^Fixed 10 findings in 7 files:/);
    expect(run.status).toBe(0);
    // What is left with a fix is only what was held back.
    expect(report.findings.filter((f) => f.fix).map((f) => f.ruleId)).toEqual(['subagent-response/enum']);
  });

  it('--fix and --fix-dry-run together, or on another command, are usage errors', () => {
    const root = sample();
    expect(runCli(['check', '.', '--fix', '--fix-dry-run'], { cwd: root }).status).toBe(2);
    expect(runCli(['inbox', '.', '--fix'], { cwd: root }).status).toBe(2);
    for (const [path, { before }] of Object.entries(FILES)) expect(read(root, path), path).toBe(before);
  });
});

describe('the pre-commit hooks', () => {
  it('offer handoff-gate-fix, which runs check --fix on the files being committed', async () => {
    const { parse } = await import('yaml');
    const hooks = parse(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{
      id: string;
      entry: string;
      pass_filenames: boolean;
    }>;
    expect(hooks.map((h) => h.id)).toEqual(['handoff-gate', 'handoff-gate-fix']);
    expect(hooks[1]).toMatchObject({ entry: 'handoff-gate check --fix', pass_filenames: true });
  });

  it('pass every file the CLI could read as a handoff file, and no other', async () => {
    const { parse } = await import('yaml');
    const { syntaxOf } = await import('../../src/parse/read.js');
    const hooks = parse(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ files: string }>;
    const names = [
      'a.yaml',
      'a.yml',
      'a.json',
      'a.md',
      'a.markdown',
      'A.YAML',
      'N.MD',
      'a.ts',
      'a.yaml.bak',
      'Makefile',
    ];
    for (const { files } of hooks) {
      // pre-commit reads the pattern as Python does: a leading `(?i)` is the whole pattern's flag.
      const pattern = files.startsWith('(?i)') ? new RegExp(files.slice(4), 'i') : new RegExp(files);
      for (const name of names) expect(pattern.test(name), `${files} ${name}`).toBe(syntaxOf(name) !== null);
    }
  });
});

describe('check --fix in this process', () => {
  afterEach(removeRepos);

  it('holds back a fix that would add a finding, and says so on stderr beside JSON', async () => {
    const root = repo({ [HELD]: HELD_TEXT });
    const run = await cli(['check', '.', '--fix', '--format', 'json', '--fail-on', 'never'], root);
    expect(run.status).toBe(0);
    expect(read(root, HELD)).toBe(HELD_TEXT);
    const [said] = run.stderr.split('\n');
    expect(said).toMatch(/^Not fixed: .* \(1 fix\): it would have added .* Fix it by hand\.$/);
    expect(said).toContain(`${HELD} (1 fix): it would have added subagent-response/next-action-mismatch at line 4: `);
    const report = JSON.parse(run.stdout) as { findings: Array<{ ruleId: string; path: string; fix?: unknown }> };
    expect(report.findings.filter((f) => f.fix).map((f) => [f.path, f.ruleId])).toEqual([
      [HELD, 'subagent-response/enum'],
    ]);
  });
});
