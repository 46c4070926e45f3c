import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles, ruleIds } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

type Fields = Record<string, string | undefined>;

const TASK_FIELDS: Fields = {
  id: '20250124-003-task',
  from: 'pm',
  to: 'frontend',
  type: 'task',
  priority: 'high',
  status: 'pending',
  created_at: '2025-01-24T12:00:00Z',
  parent_id: '20250124-002-inst',
};

const SECTIONS: Record<string, string[]> = {
  requirement: ['概要', '背景', '期待する成果', '制約条件', '優先順位', '備考'],
  instruction: ['ゴール', 'コンテキスト', '成功基準', '制約条件', '推奨アプローチ', '優先順位', '期限目安'],
  task: ['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'],
  report: ['ステータス', '完了項目', '残作業', '成果物', '課題・懸念', '次のステップ', '備考'],
  question: ['背景', '質問内容', '選択肢（あれば）', '緊急度'],
  answer: ['回答', '理由', '追加情報'],
};

/** A message with these header fields (undefined leaves one out) and its type's full set of sections. */
function message(overrides: Fields = {}, body?: string): string {
  const fields = { ...TASK_FIELDS, ...overrides };
  const header = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  const sections = (SECTIONS[fields.type ?? ''] ?? []).map((s) => `## ${s}\nなし\n`).join('\n');
  return `---\n${header}\n---\n\n# タイトル\n\n${body ?? sections}`;
}

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
/** The instruction every fixture's `parent_id` names, so references resolve. */
const PARENT = {
  'shared/instructions/pm/20250124-002-inst.md': message({
    id: '20250124-002-inst',
    from: 'ceo',
    to: 'pm',
    type: 'instruction',
    parent_id: undefined,
  }),
};

/** Each row: where the file is, its text, and exactly the rule ids it must produce. */
const table: Array<[name: string, path: string, text: string, expected: string[]]> = [
  // the common header
  ['a complete task', TASK, message(), []],
  ['no updated_at and no parent_id, as the templates', TASK, message({ parent_id: undefined }), []],
  ['status missing', TASK, message({ status: undefined }), ['message/required']],
  ['created_at missing', TASK, message({ created_at: undefined }), ['message/required']],
  ['id missing', TASK, message({ id: undefined }), ['message/required']],
  ['from and to missing', TASK, message({ from: undefined, to: undefined }), ['message/required', 'message/required']],
  [
    'a misspelt key',
    TASK,
    message({ created_at: undefined, crated_at: '2025-01-24T12:00:00Z' }),
    ['message/required', 'message/key-typo'],
  ],
  ['unknown keys are allowed', TASK, message({ assignee: 'alice' }), []],
  // enums
  ['a role outside the enum', TASK, message({ from: 'qa' }), ['message/enum']],
  ['an upper-case priority', TASK, message({ priority: 'HIGH' }), ['message/enum']],
  ['a type outside the enum', TASK, message({ type: 'tasks' }), ['message/enum']],
  ["the PM prompt's status", TASK, message({ status: 'assigned' }), ['message/enum']],
  ['alternatives left in', TASK, message({ status: 'pending|in_progress' }), ['message/enum']],
  // ids
  ['a ULID', TASK, message({ id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), []],
  ['a lower-case ULID', TASK, message({ id: '01arz3ndektsv4rrffq69g5fav' }), []],
  ['a dated id with another kind word', TASK, message({ id: '20250124-003-review' }), []],
  ['a dated id on a day that does not exist', TASK, message({ id: '20250230-003-task' }), ['message/id-format']],
  ['a ULID with a forbidden letter', TASK, message({ id: '01ARZ3NDEKTSV4RRFFQ69G5FAU' }), ['message/id-format']],
  [
    "a ULID cut to 20 characters (the spec's own sample)",
    TASK,
    message({ id: '01HQXYZABC1234567890' }),
    ['message/id-format'],
  ],
  ['an agent-corp task id', TASK, message({ id: 'T-DEPLOY-001-FE' }), ['message/id-format']],
  ['a flow-doc id', TASK, message({ id: 'req_001' }), ['message/id-format']],
  ['a dated slug, not an id', TASK, message({ id: '20260201-001-e2e-test-run' }), ['message/id-format']],
  ["msg.sh's 23-character id", TASK, message({ id: '1706097600000AB12CD34EF' }), ['message/id-format']],
  ['the truncated example id', TASK, message({ id: '01HQXYZ...' }), ['message/template-leftover']],
  ['a placeholder id', TASK, message({ id: '"{ULID形式のID}"' }), ['message/template-leftover']],
  // timestamps
  ['an offset instead of Z', TASK, message({ created_at: '2025-01-24T12:00:00+09:00' }), []],
  ['a quoted timestamp', TASK, message({ created_at: '"2025-01-24T12:00:00Z"' }), []],
  ['no time zone', TASK, message({ created_at: '2025-01-24T12:00:00' }), ['message/timestamp']],
  ['not a timestamp', TASK, message({ created_at: 'yesterday' }), ['message/timestamp']],
  ['a day that does not exist', TASK, message({ created_at: '2025-02-30T12:00:00Z' }), ['message/timestamp']],
  ['a bad updated_at', TASK, message({ updated_at: '2025/01/25' }), ['message/timestamp']],
  ['a number for a timestamp', TASK, message({ created_at: '1706097600' }), ['message/type']],
  ['a type description for a timestamp', TASK, message({ created_at: 'ISO 8601形式' }), ['message/template-leftover']],
  ['updated after created', TASK, message({ updated_at: '2025-01-24T13:00:00Z' }), []],
  ['updated before created', TASK, message({ updated_at: '2025-01-24T11:00:00Z' }), ['message/updated-before-created']],
  [
    'updated before created, across offsets',
    TASK,
    message({ updated_at: '2025-01-24T20:00:00+09:00' }),
    ['message/updated-before-created'],
  ],
  // folders
  ['a report under tasks/', TASK, message({ type: 'report', from: 'frontend', to: 'pm' }), ['message/folder-mismatch']],
  ['a task for another engineer', TASK, message({ to: 'backend' }), ['message/folder-mismatch']],
  ["a team's inbox/ level below tasks/{to}/", 'shared/tasks/frontend/inbox/t.md', message(), []],
  ['a task directly under tasks/', 'shared/tasks/t.md', message(), ['message/folder-mismatch']],
  [
    'an instruction directly under instructions/',
    'shared/instructions/i.md',
    message({ type: 'instruction', from: 'ceo', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  [
    'a report directly under reports/',
    'shared/reports/r.md',
    message({ type: 'report', from: 'frontend', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  [
    'a requirement',
    'shared/requirements/r.md',
    message({ type: 'requirement', from: 'human', to: 'ceo', parent_id: undefined }),
    [],
  ],
  [
    'a requirement from the PM',
    'shared/requirements/r.md',
    message({ type: 'requirement', from: 'pm', to: 'ceo', parent_id: undefined }),
    ['message/folder-mismatch'],
  ],
  ['an instruction', 'shared/instructions/pm/i.md', message({ type: 'instruction', from: 'ceo', to: 'pm' }), []],
  [
    'an instruction in the wrong inbox',
    'shared/instructions/frontend/i.md',
    message({ type: 'instruction', from: 'ceo', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  [
    "an engineer's report",
    'shared/reports/engineers/frontend/r.md',
    message({ type: 'report', from: 'frontend', to: 'pm', status: 'completed' }),
    [],
  ],
  [
    "an engineer's report in another engineer's folder",
    'shared/reports/engineers/backend/r.md',
    message({ type: 'report', from: 'frontend', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  [
    'a report directly under reports/engineers/',
    'shared/reports/engineers/r.md',
    message({ type: 'report', from: 'frontend', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  ["the PM's report", 'shared/reports/pm/r.md', message({ type: 'report', from: 'pm', to: 'ceo' }), []],
  [
    "the CEO's report to the human",
    'shared/reports/human/r.md',
    message({ type: 'report', from: 'ceo', to: 'human' }),
    [],
  ],
  [
    'a report in human/ to someone else',
    'shared/reports/human/r.md',
    message({ type: 'report', from: 'ceo', to: 'pm' }),
    ['message/folder-mismatch'],
  ],
  [
    "reports/{from}/ as the spec's type section writes it",
    'shared/reports/frontend/r.md',
    message({ type: 'report', from: 'frontend', to: 'pm' }),
    [],
  ],
  [
    'a question',
    'shared/questions/backend-to-frontend/q.md',
    message({
      type: 'question',
      from: 'backend',
      to: 'frontend',
      parent_id: undefined,
      context_id: '20250124-003-task',
    }),
    [],
  ],
  [
    'a question from someone else',
    'shared/questions/backend-to-frontend/q.md',
    message({ type: 'question', from: 'pm', to: 'frontend', parent_id: undefined }),
    ['message/folder-mismatch'],
  ],
  [
    'a question in an unnamed folder',
    'shared/questions/misc/q.md',
    message({ type: 'question', from: 'pm', to: 'frontend', parent_id: undefined }),
    ['message/folder-mismatch'],
  ],
  [
    'an answer',
    'shared/questions/answers/a.md',
    message({ type: 'answer', from: 'frontend', to: 'backend', status: 'completed' }),
    [],
  ],
  [
    'a question among the answers',
    'shared/questions/answers/a.md',
    message({ type: 'question', from: 'frontend', to: 'backend' }),
    ['message/folder-mismatch'],
  ],
  [
    'anything under specs/',
    'shared/specs/api/auth.md',
    message({ type: 'report', from: 'backend', to: 'frontend' }),
    [],
  ],
  ['a tree nested in a monorepo', 'apps/corp/shared/tasks/frontend/t.md', message(), []],
  // references
  ['a parent that does not exist', TASK, message({ parent_id: '20250124-099-inst' }), ['message/reference-not-found']],
  [
    'a context that does not exist',
    TASK,
    message({ parent_id: undefined, context_id: '20250124-099-task' }),
    ['message/reference-not-found'],
  ],
  [
    'a placeholder parent (YAML reads a mapping)',
    TASK,
    message({ parent_id: '{instruction-id}' }),
    ['message/template-leftover'],
  ],
  ['a truncated example parent', TASK, message({ parent_id: '01HQXYZ...' }), ['message/template-leftover']],
  // sections
  [
    'a section missing',
    TASK,
    message({}, '## 説明\nx\n## 技術要件\nx\n## 依存関係\nx\n## 参考資料\nx\n## 備考\nx\n'),
    ['message/missing-section'],
  ],
  [
    'sections as ### and with full-width spacing',
    TASK,
    message({}, SECTIONS.task!.map((s) => `### ${s} \nx\n`).join('')),
    [],
  ],
  [
    'a question without its optional 選択肢',
    'shared/questions/backend-to-frontend/q.md',
    message(
      { type: 'question', from: 'backend', to: 'frontend', parent_id: undefined },
      '## 背景\nx\n## 質問内容\nx\n## 緊急度\nx\n',
    ),
    [],
  ],
  ["a team's own type has no template", TASK, message({ type: 'review' }, 'free text'), ['message/enum']],
  // body placeholders
  [
    'a placeholder in the body',
    TASK,
    message({}, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}\n{何を実装するか}\n`),
    ['message/body-placeholder'],
  ],
  [
    'two on one line are one finding',
    TASK,
    message({}, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}- {ファイルパス1}: {説明}\n`),
    ['message/body-placeholder'],
  ],
  [
    'braces in code are quoted text',
    TASK,
    message(
      {},
      `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}\`GET /api/personas/{id}\`\n\n\`\`\`ts\nconst a = {b};\n\`\`\`\n`,
    ),
    [],
  ],
  [
    'JSON-ish braces are not placeholders',
    TASK,
    message({}, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}{ "a": 1 }\n`),
    [],
  ],
  // headers
  ['no header at all', TASK, '# 報告\n\n本文\n', ['message/no-header']],
  ["an empty file (the engine's finding)", TASK, '', ['file/empty']],
  ["whitespace only (the engine's finding)", TASK, '\n\n', ['file/empty']],
  ['a plain spec document', 'shared/specs/api/auth.md', '# Auth API\n', ['message/no-header']],
  ['frontmatter that is a list', TASK, '---\n- a\n---\n', ['message/type']],
  [
    'a bracket header',
    'shared/reports/engineers/frontend/r.md',
    '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
    ['message/bracket-header'],
  ],
  [
    'a bracket header appended at the end',
    'shared/reports/engineers/frontend/r.md',
    '# Report\n\ntext\n\n[REPORT TO: PM]\nStatus: COMPLETED (with caveats)\n[/REPORT]\n',
    ['message/bracket-header'],
  ],
  [
    'a bracket header with an unknown status',
    'shared/reports/engineers/frontend/r.md',
    '[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n',
    ['message/bracket-header', 'message/bracket-value'],
  ],
  [
    'a bracket header to an unknown role',
    'shared/reports/engineers/frontend/r.md',
    '[REPORT TO: BOSS]\nStatus: COMPLETED\n[/REPORT]\n',
    ['message/bracket-header', 'message/bracket-value'],
  ],
  [
    'a bracket header in the wrong folder',
    TASK,
    '[REPORT TO: PM]\nStatus: COMPLETED\n[/REPORT]\n',
    ['message/bracket-header', 'message/folder-mismatch'],
  ],
  ['a bracket block quoted in code is not a header', TASK, '```\n[REPORT TO: PM]\n```\n', ['message/no-header']],
  [
    'a bracket block after frontmatter',
    TASK,
    `${message()}\n[REPORT TO: FRONTEND]\nStatus: PENDING\n[/REPORT]\n`,
    ['message/bracket-header'],
  ],
];

describe('message rules', () => {
  it.each(table)('%s', (_name, path, text, expected) => {
    expect(ruleIds({ [path]: text, ...PARENT }, path).sort()).toEqual([...expected].sort());
  });
});

describe('message header', () => {
  it('says "did you mean" for an upper-case priority, at the value', () => {
    const report = checkFiles({ [TASK]: message({ priority: 'HIGH' }), ...PARENT });
    expect(report.findings).toMatchObject([{ ruleId: 'message/enum', line: 6, column: 11 }]);
    expect(report.findings[0]!.message).toContain('Did you mean `high`?');
  });

  it("takes a team's own roles for from and to, as one enum", () => {
    const config = { enums: { 'message/role': ['qa', 'intern'] } };
    const files = {
      'shared/tasks/qa/t.md': message({ to: 'qa' }),
      'shared/reports/intern/r.md': message({ id: '20250124-004-rep', type: 'report', from: 'intern', to: 'pm' }),
      ...PARENT,
    };
    expect(checkFiles(files, { config }).findings).toEqual([]);
  });

  it("takes a team's own statuses, and says nothing of their transitions", () => {
    const config = { enums: { 'message/status': ['assigned'] } };
    const base = { [TASK]: message({ status: 'assigned' }) };
    expect(ruleIds({ [TASK]: message({ status: 'completed' }), ...PARENT }, TASK, { config, base })).toEqual([]);
  });

  it('warns, not errs, on msg.sh ids, and explains a short ULID', () => {
    const msgSh = checkFiles({ [TASK]: message({ id: '1706097600000AB12CD34EF' }), ...PARENT }).findings[0]!;
    expect(msgSh).toMatchObject({ ruleId: 'message/id-format', severity: 'warning', line: 2, column: 5 });
    const short = checkFiles({ [TASK]: message({ id: '01HQXYZABC1234567890' }), ...PARENT }).findings[0]!;
    expect(short).toMatchObject({ ruleId: 'message/id-format', severity: 'error' });
    expect(short.message).toContain('has 20 characters; a ULID has 26');
  });

  it('points a folder mismatch at the field, and says where the file belongs', () => {
    const [finding] = checkFiles({ [TASK]: message({ to: 'backend' }), ...PARENT }).findings;
    expect(finding).toMatchObject({ ruleId: 'message/folder-mismatch', line: 4, column: 5 });
    expect(finding!.message).toContain('`shared/tasks/backend/`');
  });

  it('is only a warning when a plain document sits under specs/', () => {
    const [finding] = checkFiles({ 'shared/specs/api/auth.md': '# Auth API\n' }).findings;
    expect(finding).toMatchObject({ ruleId: 'message/no-header', severity: 'warning', line: 1 });
  });
});

describe('message references', () => {
  it('finds the parent anywhere on the message paths, and suggests a near id', () => {
    const report = checkFiles({ [TASK]: message({ parent_id: '20250124-002-ins' }), ...PARENT });
    expect(report.findings).toMatchObject([{ ruleId: 'message/reference-not-found', line: 9, column: 12 }]);
    expect(report.findings[0]!.message).toContain('Did you mean `20250124-002-inst`?');
  });

  it('resolves a parent that only a bracket-header task declares', () => {
    const files = {
      'shared/reports/engineers/security/r.md': message({
        type: 'report',
        from: 'security',
        to: 'pm',
        status: 'completed',
        parent_id: 'T-DEPLOY-003-P3',
      }),
      'shared/tasks/security/t.md': '[TASK TO: SECURITY]\nTask ID: T-DEPLOY-003-P3\nPriority: HIGH\n[/TASK]\n',
    };
    expect(ruleIds(files)).toEqual([]);
  });

  it('reports two files with one id, each pointing at the other', () => {
    const files = { [TASK]: message(), 'shared/tasks/frontend/copy.md': message(), ...PARENT };
    const report = checkFiles(files);
    const dupes = report.findings.filter((f) => f.ruleId === 'message/duplicate-id');
    expect(dupes.map((f) => f.path).sort()).toEqual([
      'shared/tasks/frontend/20250124-003-task.md',
      'shared/tasks/frontend/copy.md',
    ]);
    expect(dupes[0]!.message).toContain('shared/tasks/frontend/copy.md');
  });

  it('builds the id index once per run, reading each message file at most twice', () => {
    const files: Record<string, string> = { ...PARENT };
    for (let i = 0; i < 20; i++)
      files[`shared/tasks/frontend/t${i}.md`] = message({ id: `20250124-${String(100 + i)}-task` });
    const workspace = memoryWorkspace(files);
    const report = check({ files: Object.keys(files), workspace, config: resolveConfig(), formats: FORMATS });
    expect(report.findings).toEqual([]);
    const perFile = new Map<string, number>();
    for (const path of workspace.reads) perFile.set(path, (perFile.get(path) ?? 0) + 1);
    // Once by the engine, once into the index: not once per referencing file.
    expect(Math.max(...perFile.values())).toBeLessThanOrEqual(2);
  });
});

describe('message status transitions', () => {
  const moves: Array<[from: string, to: string, ok: boolean]> = [
    ['pending', 'pending', true],
    ['pending', 'in_progress', true],
    ['in_progress', 'completed', true],
    ['in_progress', 'blocked', true],
    ['blocked', 'in_progress', true],
    // One change may pass through in_progress, the working state.
    ['pending', 'completed', true],
    ['pending', 'blocked', true],
    ['blocked', 'completed', true],
    ['blocked', 'pending', false],
    ['completed', 'in_progress', false],
    ['completed', 'pending', false],
    ['in_progress', 'pending', false],
  ];
  it.each(moves)('%s → %s', (from, to, ok) => {
    const ids = ruleIds({ [TASK]: message({ status: to }), ...PARENT }, TASK, {
      base: { [TASK]: message({ status: from }) },
    });
    expect(ids).toEqual(ok ? [] : ['message/status-transition']);
  });

  it('says nothing of a new file', () => {
    expect(ruleIds({ [TASK]: message({ status: 'completed' }), ...PARENT }, TASK, { base: {} })).toEqual([]);
  });

  it('reads bracket headers on both sides, and points at the Status line', () => {
    const path = 'shared/reports/engineers/frontend/r.md';
    const base = { [path]: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n' };
    const report = checkFiles({ [path]: '[REPORT TO: PM]\nTask: T-1\nStatus: BLOCKED\n[/REPORT]\n' }, { base });
    expect(report.findings.filter((f) => f.ruleId === 'message/status-transition')).toMatchObject([
      { line: 3, column: 1 },
    ]);
  });

  it('points at the status field', () => {
    const report = checkFiles(
      { [TASK]: message({ status: 'pending' }), ...PARENT },
      { base: { [TASK]: message({ status: 'in_progress' }) } },
    );
    expect(report.findings).toMatchObject([{ ruleId: 'message/status-transition', line: 7, column: 9 }]);
    expect(report.findings[0]!.message).toContain('`in_progress` to `pending`');
  });
});

describe('message body findings', () => {
  it('puts a placeholder finding on its body line and column', () => {
    const text = message({}, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}- 前提: {他タスクID}（あれば）\n`);
    const [finding] = checkFiles({ [TASK]: text, ...PARENT }).findings;
    const line = text.split('\n').findIndex((l) => l.includes('{他タスクID}')) + 1;
    expect(finding).toMatchObject({ ruleId: 'message/body-placeholder', line, column: 7 });
  });

  it('counts lines right after CRLF frontmatter', () => {
    const text = message({}, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}{x}\n`).replace(/\n/g, '\r\n');
    const [finding] = checkFiles({ [TASK]: text, ...PARENT }).findings;
    expect(finding).toMatchObject({
      ruleId: 'message/body-placeholder',
      line: text.split('\r\n').indexOf('{x}') + 1,
      column: 1,
    });
  });

  it('lists the missing sections in one warning on the title', () => {
    const [finding] = checkFiles({ [TASK]: message({}, '## 説明\nx\n'), ...PARENT }).findings;
    expect(finding).toMatchObject({ ruleId: 'message/missing-section', severity: 'warning', line: 12 });
    expect(finding!.message).toContain(
      '`## 完了条件` (or `## Completion criteria`), `## 技術要件` (or `## Technical requirements`)',
    );
  });
});

describe('message inbox', () => {
  const QUESTION = 'shared/questions/pm-to-human/q.md';
  const question = (status: string, id = '20250124-005-q') =>
    `---\nid: ${id}\nfrom: pm\nto: human\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: 認証方式\n\n## 背景\nログイン機能を作る。\n\n## 質問内容\nJWT と セッションのどちらにしますか？\n\n## 選択肢（あれば）\n1. JWT\n2. セッション\n\n## 緊急度\n今日中\n`;

  it('asks the human to answer a pending question', () => {
    const report = checkFiles({ [QUESTION]: question('pending') });
    expect(report.findings).toEqual([]);
    expect(report.inbox).toMatchObject([
      {
        key: 'message/20250124-005-q',
        reason: 'question',
        path: QUESTION,
        line: 7,
        title: 'Answer: 認証方式',
        format: 'message',
        actions: ['/answer <text>'],
      },
    ]);
    expect(report.inbox[0]!.details).toEqual(
      expect.arrayContaining([
        { label: 'From', value: 'pm' },
        { label: 'Question', value: 'JWT と セッションのどちらにしますか？' },
        { label: 'Options', value: '1. JWT\n2. セッション' },
        { label: 'Urgency', value: '今日中' },
      ]),
    );
  });

  it('drops the question once it is answered, and ignores questions to agents', () => {
    expect(checkFiles({ [QUESTION]: question('completed') }).inbox).toEqual([]);
    const toAgent = question('pending').replace('to: human', 'to: frontend');
    expect(checkFiles({ 'shared/questions/pm-to-frontend/q.md': toAgent }).inbox).toEqual([]);
  });

  it('keys an item by path when the id cannot be a key', () => {
    const report = checkFiles({ [QUESTION]: question('pending', '"a b`c"') });
    expect(report.inbox).toMatchObject([{ key: `message/${QUESTION}` }]);
  });

  it('lists a blocked message, whoever it is addressed to', () => {
    const text = message({ status: 'blocked' }, `${SECTIONS.task!.map((s) => `## ${s}\nx\n`).join('')}`).replace(
      '## 備考\nx',
      '## 備考\nAPI 仕様待ち',
    );
    const report = checkFiles({ [TASK]: text, ...PARENT });
    expect(report.inbox).toMatchObject([
      { key: 'message/20250124-003-task', reason: 'blocked', title: 'Blocked: タイトル', line: 7, actions: [] },
    ]);
  });

  it('lists a blocked bracket-header report, keyed by its path', () => {
    const path = 'shared/reports/engineers/frontend/r.md';
    const text =
      '[REPORT TO: PM]\nTask: T-DEPLOY-002\nStatus: BLOCKED\nDetails: 検証\nIssues: 本番に未デプロイ\nQuestions: いつマージしますか？\n[/REPORT]\n';
    const report = checkFiles({ [path]: text });
    expect(report.inbox).toMatchObject([
      { key: `message/${path}`, reason: 'blocked', line: 3, title: 'Blocked: T-DEPLOY-002' },
    ]);
    expect(report.inbox[0]!.details).toEqual(
      expect.arrayContaining([
        { label: 'Issues', value: '本番に未デプロイ' },
        { label: 'Questions', value: 'いつマージしますか？' },
      ]),
    );
  });
});

describe('message detection', () => {
  it('leaves the .estimates and .processed sidecars alone', () => {
    const report = checkFiles({
      'shared/.estimates/frontend/x-estimate.json': '{"task_file": "x.md", "role": "frontend"}',
      'shared/.estimates/frontend/x.md': '# not a message',
      'shared/.processed/abc.md': '',
      'shared/artifacts/frontend/README.md': '# not a message',
    });
    expect(report.files.filter((f) => f.format === 'message')).toEqual([]);
    expect(report.findings.filter((f) => f.ruleId.startsWith('message/'))).toEqual([]);
  });
});

describe('message rules on hostile input', () => {
  const noCrash = (files: Record<string, string>) => {
    const report = checkFiles(files);
    expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
    return report;
  };

  it('survives odd values in every field', () => {
    noCrash({
      [TASK]:
        '---\n__proto__: {id: x}\nid: [1, 2]\nfrom: {a: b}\nto: 7\ntype: null\nstatus: ~\nparent_id: [x]\ncontext_id: {y: 1}\ncreated_at: 2025\nupdated_at: {}\n---\n',
    });
    noCrash({ [TASK]: '---\nconstructor: 1\nhasOwnProperty: 2\nid: toString\nparent_id: __proto__\n---\n' });
  });

  // Their time is reported by `npm run bench` (worst cases), not asserted here.
  it('survives pathological bodies', () => {
    noCrash({ [TASK]: `${message()}\n${'`'.repeat(100_000)}{x}\n${'`a'.repeat(50_000)}{y}\n` });
    noCrash({
      [TASK]: `[REPORT TO: PM]\nDetails: |\n${'  x\n'.repeat(100_000)}Status: ${' '.repeat(100_000)}x\n[/REPORT]\n`,
    });
    noCrash({ [TASK]: `[REPORT TO: PM]\n${'Key: value\n'.repeat(50_000)}` });
  });
});

describe('English section headings', () => {
  it("count as the template's sections", () => {
    const body =
      '# Task: Reset link\n\n## Description\nx\n\n## Completion criteria\n- [ ] y\n\n## Technical requirements\n- z\n\n## Dependencies\n- none\n\n## References\n- none\n\n## Notes\nnone\n';
    expect(
      checkFiles({ [TASK]: message({}, body) }).findings.filter((f) => f.ruleId === 'message/missing-section'),
    ).toEqual([]);
    expect(
      checkFiles({ [TASK]: message({}, '# Task: Reset link\n\n## Description\nx\n') }).findings.filter(
        (f) => f.ruleId === 'message/missing-section',
      ),
    ).toHaveLength(1);
  });
});
