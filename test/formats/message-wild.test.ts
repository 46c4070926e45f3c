import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../helpers/check-files.js';

const SPEC = readFileSync(new URL('../fixtures/spec/5-message.md', import.meta.url), 'utf8');
const WILD = new URL('../fixtures/wild/agent-corp-message/', import.meta.url);

/** Where spec 5's tree files a message with these values (the test's own copy, not the rule's). */
function folderFor(type: string, from: string, to: string): string {
  switch (type) {
    case 'requirement':
      return 'shared/requirements';
    case 'instruction':
      return `shared/instructions/${to}`;
    case 'task':
      return `shared/tasks/${to}`;
    case 'report':
      if (to === 'human') return 'shared/reports/human';
      return ['frontend', 'backend', 'security'].includes(from)
        ? `shared/reports/engineers/${from}`
        : `shared/reports/${from}`;
    case 'question':
      return `shared/questions/${from}-to-${to}`;
    case 'answer':
      return 'shared/questions/answers';
    default:
      // The PM prompt's template has no type; it is the frontmatter of a task file.
      return 'shared/tasks/frontend';
  }
}

const headerValue = (text: string, key: string) => new RegExp(`^${key}:[ \\t]*(\\S+)`, 'm').exec(text)?.[1] ?? '';

/** The six ```markdown blocks under "メッセージタイプ別フォーマット", taken from the spec file itself. */
function specTemplates(): Array<{ type: string; path: string; text: string }> {
  const lines = SPEC.split('\n');
  const start = lines.indexOf('## メッセージタイプ別フォーマット');
  let fenced = false;
  let end = start + 1;
  // The section ends at the next `## ` heading outside a code block (the templates have their own).
  for (; end < lines.length; end++) {
    if (lines[end]!.startsWith('```')) fenced = !fenced;
    else if (!fenced && lines[end]!.startsWith('## ')) break;
  }
  const section = lines.slice(start, end).join('\n');
  return [...section.matchAll(/```markdown\n([\s\S]*?)\n```/g)].map((m) => {
    const text = `${m[1]!}\n`;
    const type = headerValue(text, 'type');
    return {
      type,
      path: `${folderFor(type, headerValue(text, 'from'), headerValue(text, 'to'))}/template-${type}.md`,
      text,
    };
  });
}

describe("spec 5's own templates", () => {
  const templates = specTemplates();
  const report = checkFiles(Object.fromEntries(templates.map((t) => [t.path, t.text])));

  it('are the six message types', () => {
    expect(templates.map((t) => t.type)).toEqual([
      'requirement',
      'instruction',
      'task',
      'report',
      'question',
      'answer',
    ]);
  });

  it.each(templates.map((t) => [t.type, t.path] as const))(
    'the %s template is flagged as a template leftover',
    (_type, path) => {
      const findings = report.findings.filter((f) => f.path === path);
      const ids = new Set(findings.map((f) => f.ruleId));
      // The `01HQXYZ...` id, on line 2.
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'message/template-leftover', line: 2 }));
      expect(ids).toContain('message/body-placeholder');
      // Nothing else to say: the templates sit in the right folder, have every section, and
      // their `{requirement-id}` parents are leftovers, not dangling references.
      for (const id of ids)
        expect(['message/template-leftover', 'message/body-placeholder', 'message/type']).toContain(id);
    },
  );

  it('the `{...}` parents and contexts are leftovers (and mappings), never dangling references', () => {
    const parents = report.findings.filter((f) => f.ruleId === 'message/template-leftover' && f.line === 9);
    expect(parents.map((f) => f.path).sort()).toEqual(
      templates
        .filter((t) => t.type !== 'requirement')
        .map((t) => t.path)
        .sort(),
    );
    expect(
      report.findings.filter((f) => f.ruleId === 'message/reference-not-found' || f.ruleId === 'message/duplicate-id'),
    ).toEqual([]);
  });
});

/** A path under shared/ that fits the wild file: its own for runtime files, one fitting its type for doc examples. */
function wildPath(name: string, text: string): string {
  const runtime = /^kenimo49__agent-corp__shared__(.*)$/.exec(name);
  if (runtime) return `shared/${runtime[1]!.replace(/__/g, '/')}`;
  const base = name.replace(/^kenimo49__agent-corp__/, '').replace(/\.md$/, '');
  return `${folderFor(headerValue(text, 'type'), headerValue(text, 'from'), headerValue(text, 'to'))}/${base}.md`;
}

describe('the wild agent-corp files', () => {
  const files = Object.fromEntries(
    readdirSync(WILD)
      .sort()
      .map((name) => {
        const text = readFileSync(new URL(name, WILD), 'utf8');
        return [wildPath(name, text), text];
      }),
  );
  const report = checkFiles(files);
  const counts: Record<string, number> = {};
  for (const f of report.findings)
    counts[`${f.ruleId} (${f.severity})`] = (counts[`${f.ruleId} (${f.severity})`] ?? 0) + 1;

  it('all get a result and none crashes a rule', () => {
    const messages = Object.keys(files).filter((p) => p.endsWith('.md'));
    expect(
      report.files
        .filter((f) => f.format === 'message')
        .map((f) => f.path)
        .sort(),
    ).toEqual(messages.sort());
    expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
  });

  it('leaves the .estimates sidecars alone', () => {
    const sidecars = report.files.filter((f) => f.path.includes('/.estimates/'));
    expect(sidecars.filter((f) => f.format === 'message')).toEqual([]);
  });

  it('get these findings, rule by rule', () => {
    expect(counts).toEqual({
      // the six design-doc templates: `01HQXYZ...` ids and `{...}` parents …
      'message/template-leftover (error)': 19,
      // … and their `{...}` bodies, one finding per line
      'message/body-placeholder (error)': 50,
      // the eight flow-doc examples: `req_001`-style ids, no `status` or `priority`, few of the template's sections
      'message/id-format (error)': 8,
      'message/required (error)': 11,
      'message/missing-section (warning)': 8,
      // the PM prompt's frontmatter: `status: assigned` (its `{HIGH/MEDIUM/LOW}` priority counts as a leftover above)
      'message/enum (error)': 1,
      // the nine real files: seven bracket headers, two plain Markdown reports
      'message/bracket-header (warning)': 7,
      'message/no-header (error)': 2,
    });
  });

  it("resolve each other's references when checked together (req_001 → inst_001 → task_fe_001 → report_fe_001)", () => {
    expect(report.findings.filter((f) => f.ruleId === 'message/reference-not-found')).toEqual([]);
  });

  it('put the real blocked reports in the inbox', () => {
    expect(report.inbox.map((i) => [i.reason, i.path, i.title])).toEqual([
      [
        'blocked',
        'shared/reports/engineers/frontend/T-DEPLOY-001-FE-smoke-test-report.md',
        'Blocked: T-DEPLOY-001-FE スモークテスト結果レポート',
      ],
      [
        'blocked',
        'shared/reports/engineers/frontend/T-DEPLOY-002-post-deploy-verification-report.md',
        'Blocked: T-DEPLOY-002: デプロイ後フロントエンド動作確認レポート',
      ],
    ]);
  });
});
