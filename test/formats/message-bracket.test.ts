import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitBody } from '../../src/formats/message/body.js';
import {
  normaliseBracketValue,
  parseBracketHeader,
  type BracketHeader,
} from '../../src/formats/message/bracket-header.js';
import { checkFiles } from '../helpers/check-files.js';

const WILD = new URL('../fixtures/wild/agent-corp-message/', import.meta.url);
const wild = (name: string) => readFileSync(new URL(`kenimo49__agent-corp__shared__${name}`, WILD), 'utf8');

const parse = (text: string): BracketHeader | undefined => parseBracketHeader(splitBody(text, 1));
const values = (header: BracketHeader | undefined) =>
  Object.fromEntries([...(header?.fields ?? new Map()).entries()].map(([k, f]) => [k, f.value]));

describe('bracket header parser', () => {
  it('reads a header that wraps the whole report', () => {
    const header = parse(wild('reports__engineers__frontend__20260201-001-e2e-test-run-report.md'));
    expect(header).toMatchObject({ kind: 'REPORT', to: 'PM', line: 1, endLine: 63 });
    expect(values(header)).toMatchObject({
      task: '20260201-001-e2e-test-run',
      status: 'COMPLETED',
      'files changed': 'なし（テスト実行のみ）',
      questions: 'なし',
    });
  });

  it('reads a header appended at the end, with `|` blocks', () => {
    const header = parse(wild('reports__engineers__security__T-DEPLOY-003-SEC-verification-report.md'));
    expect(header).toMatchObject({ kind: 'REPORT', to: 'PM', line: 297 });
    const fields = values(header);
    expect(fields.status).toBe('COMPLETED (with caveats)');
    expect(fields['risk level']).toBe('HIGH (インフラ問題のため)');
    expect(fields.details!.split('\n')).toHaveLength(3);
    expect(fields.findings!.split('\n')[0]).toBe(
      '- CRITICAL: 本番環境でcloudflaredが起動失敗（config.yml permission denied）',
    );
    expect(header!.fields.get('status')!.line).toBe(299);
  });

  it('reads list values under an empty key', () => {
    const fields = values(parse(wild('reports__engineers__frontend__T-DEPLOY-002-post-deploy-verification.md')));
    expect(fields.issues).toBe('- 本番環境に認証機能がデプロイされていない（main ブランチ未マージ）');
    expect(fields.questions).toMatch(/^- T-DEPLOY-001 のデプロイ/);
  });

  it('reads a task header, its indented lists, and ignores the Markdown between fields', () => {
    const header = parse(wild('tasks__security__T-DEPLOY-003-phase3-security-verification.md'));
    expect(header).toMatchObject({ kind: 'TASK', to: 'SECURITY' });
    const fields = values(header);
    expect(fields['task id']).toBe('T-DEPLOY-003-P3');
    expect(fields.priority).toBe('HIGH');
    expect(fields['acceptance criteria']!.split('\n')).toHaveLength(6);
    expect(fields['deadline hint']).toBe('Phase 2完了後、速やかに実施');
    expect(fields.description).toContain('GET /api/personas/{id}');
  });

  it('finds nothing in a report without one, or in one quoted in code', () => {
    expect(parse(wild('reports__engineers__security__T-DEPLOY-003-P3-report.md'))).toBeUndefined();
    expect(parse('```\n[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n```\n')).toBeUndefined();
    expect(parse('See [REPORT TO: PM](link)\n')).toBeUndefined();
  });

  it('reads an unclosed block to the end, in any case, and keeps the first of a repeated key', () => {
    const header = parse('[Question to: Human]\nStatus: pending\nStatus: done\n');
    expect(header).toMatchObject({ kind: 'Question', to: 'Human' });
    expect(header?.endLine).toBeUndefined();
    expect(values(header)).toEqual({ status: 'pending' });
  });

  it('reads a recipient of blanks only as none named, and a header with nothing after `TO:` as no header', () => {
    expect(parse('[REPORT TO:  ]\nStatus: done\n')).toMatchObject({ kind: 'REPORT', to: '' });
    expect(parse('[REPORT TO:]\nStatus: done\n')).toBeUndefined();
  });

  it.each([
    ['COMPLETED', 'completed'],
    ['COMPLETED (with caveats)', 'completed'],
    ['IN PROGRESS', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['ＢＬＯＣＫＥＤ', 'blocked'],
    ['PERFORMANCE ANALYST', 'performance_analyst'],
  ])('normalises %s to %s', (written, value) => {
    expect(normaliseBracketValue(written)).toBe(value);
  });
});

describe('bracket header rules', () => {
  const PATH = 'shared/reports/engineers/frontend/r.md';

  it('warns at the opening line and gives the frontmatter it stands for', () => {
    const [finding] = checkFiles({
      [PATH]: '# Report\n\n[REPORT TO: PM]\nTask: T-1\nStatus: BLOCKED\n[/REPORT]\n',
    }).findings;
    expect(finding).toMatchObject({ ruleId: 'message/bracket-header', severity: 'warning', line: 3, column: 1 });
    expect(finding!.message).toContain('`to: pm`, `type: report`, `status: blocked`');
  });

  it('checks the status after lower-casing, at its line, with "did you mean"', () => {
    const findings = checkFiles({ [PATH]: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETD\n[/REPORT]\n' }).findings;
    expect(findings.filter((f) => f.ruleId === 'message/bracket-value')).toMatchObject([
      { line: 3, severity: 'error' },
    ]);
    expect(findings.find((f) => f.ruleId === 'message/bracket-value')!.message).toContain('Did you mean `completed`?');
  });

  it("accepts a team's roles in the bracket, as in the frontmatter", () => {
    // In the qa engineer's task folder: `reports/engineers/*/` holds reports to the PM (spec 5's tree).
    const text = '[TASK TO: QA]\nStatus: PENDING\n[/TASK]\n';
    const config = { enums: { 'message/role': ['qa'] } };
    expect(checkFiles({ 'shared/tasks/qa/t.md': text }, { config }).findings.map((f) => f.ruleId)).toEqual([
      'message/bracket-header',
    ]);
  });

  it("checks the folder against the bracket's kind and recipient", () => {
    const text = '[TASK TO: SECURITY]\nTask ID: T-1\nPriority: HIGH\n[/TASK]\n';
    const findings = checkFiles({ 'shared/tasks/frontend/t.md': text }).findings;
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['message/bracket-header', 'message/folder-mismatch']);
    expect(findings.find((f) => f.ruleId === 'message/folder-mismatch')).toMatchObject({ line: 1 });
  });
});
