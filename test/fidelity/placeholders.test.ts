import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/**
 * Every placeholder style is a template leftover: angle brackets (`<ID>`, `<タイトル>`,
 * `<frontend|backend|security>`, `<agent name>`) as well as `{...}`, `${...}` and `a | b`. A
 * value left as a placeholder gets one `template-leftover` finding (a message body line, one
 * `body-placeholder`), and nothing else at that value: no enum, id, timestamp, reference, path or
 * "did you mean" finding about the same text. Real uses of `<` (HTML, autolinks, generics, code,
 * comparisons) are not placeholders.
 *
 * Each failing row lists every finding of its file, so a cascade would show as an extra one.
 * Every row runs on the fast path and on the full parse, which must agree.
 */

type Files = Record<string, string>;
type Expected = [line: number, column: number, ruleId: string, severity: 'error' | 'warning' | 'notice'];

function run(files: Files, path: string, fullParse: boolean) {
  const report = check({
    files: [path],
    workspace: memoryWorkspace(files),
    config: resolveConfig(),
    formats: FORMATS,
    fullParse,
  });
  return report.findings.filter((f) => f.path === path);
}

function findingsOf(files: Files, path: string): Expected[] {
  const fast = run(files, path, false);
  const full = run(files, path, true);
  expect(fast).toEqual(full);
  return full.map((f) => [f.line, f.column, f.ruleId, f.severity]);
}

/** Where `needle` starts in `text` (1-based line and column), for JSON written by `JSON.stringify`. */
function at(text: string, needle: string): [number, number] {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`${needle} not in the fixture`);
  const before = text.slice(0, index).split('\n');
  return [before.length, before.at(-1)!.length + 1];
}

const crlf = (text: string) => text.replace(/\n/g, '\r\n');
const BOM = '\uFEFF';

// ---- spec 1: the envelope -------------------------------------------------------------------
const ENVELOPE = '.work/handoff/envelope.yaml';
const ENVELOPE_FILES = { '.work/01_explorer/tech.md': '# tech\n' };
const envelope = `kind: explorer
agent_id: explorer:tech
mode: brownfield
status: ok
artifacts:
  - path: .work/01_explorer/tech.md
    type: context
open_questions: []
blockers: []
next: aggregator
`;
const envelopeJson = (edit: (e: Record<string, unknown>) => void) => {
  const e: Record<string, unknown> = {
    kind: 'explorer',
    agent_id: 'explorer:tech',
    mode: 'brownfield',
    status: 'ok',
    artifacts: [{ path: '.work/01_explorer/tech.md', type: 'context' }],
    open_questions: [],
    blockers: [],
    next: 'aggregator',
  };
  edit(e);
  return JSON.stringify(e, null, 2);
};

// ---- spec 2: the subagent response ------------------------------------------------------------
const RESPONSE = 'outputs/.workflow/run1/response.yaml';
const revise =
  'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nissues:\n  - severity: HIGH\n    description: nodes missing\nnext_action: revise\nrevision_target: svg-forge\n';

// ---- spec 3: handoff JSON ---------------------------------------------------------------------
const HANDOFF = 'handoff-BackendBuilder.json';
const HANDOFF_FILES = { 'src/app.js': 'module.exports = 1;\n' };
type Json = Record<string, unknown> & {
  artifacts: Array<Record<string, unknown>>;
  issues: Array<Record<string, unknown>>;
};
const handoff = (edit: (h: Json) => void = () => {}) => {
  const h: Json = {
    from_agent: 'BackendBuilder',
    to_agent: 'TestAgent',
    timestamp: '2025-01-14T12:00:00.000Z',
    status: 'PASS',
    iteration: 1,
    loop_required: false,
    loop_target: null,
    loop_reason: null,
    artifacts: [{ type: 'source_file', path: 'src/app.js', purpose: 'Main service', priority: 'critical' }],
    context: { design_decisions: ['Singleton for the serial port'], known_limitations: [], assumptions: [] },
    issues: [
      {
        id: 'BUG-001',
        severity: 'low',
        category: 'quality',
        location: 'src/app.js:3',
        description: 'Magic number',
        remediation: 'Extract a constant',
        status: 'open',
      },
    ],
    validation: { command: 'npm test', expected_result: 'All tests pass', checklist: ['Lint passes'] },
  };
  edit(h);
  return JSON.stringify(h, null, 2);
};
/** A handoff with one value replaced, and where that value's string starts. */
const handoffWith = (edit: (h: Json) => void, value: string): [string, [number, number]] => {
  const text = handoff(edit);
  return [text, at(text, JSON.stringify(value))];
};

// ---- spec 4: intents and their family -----------------------------------------------------------
const INTENT = '.forge/intents/fix-login-validation.yaml';
const intent = `title: "ログインバリデーションの修正"
body: |
  現状のバリデーションがメールアドレスの形式チェックを行っていない。
  RFC 5322 準拠のチェックを追加する。
type: fix
source: human
risk: low
status: approved
parent: null
created_at: 2025-02-22T10:00:00Z
clarifications:
  - question: "メールアドレスの形式チェックは RFC 5322 準拠？"
    answer: "RFC 5322 準拠で"
`;
const TASK = '.forge/tasks/fix-login-validation/validate-email.yaml';
const task = `intent_id: fix-login-validation
title: Validate the e-mail
plan: Add an RFC 5322 check to the login handler.
relevant_files:
  - src/handler/login.rs
implementation_steps:
  - Add the check
complexity: low
status: pending
`;
const INTENT_FILES = { [INTENT]: intent, 'src/handler/login.rs': 'fn main() {}\n' };
const OBSERVATIONS = '.forge/observations.yaml';
const observation = `- content: "login.rs and signup.rs duplicate the validation"
  evidence:
    - type: file
      ref: src/handler/login.rs
  source: implement
  intent_id: fix-login-validation
  processed: false
  created_at: 2025-02-22T10:30:00Z
`;
const HISTORY = '.forge/knowledge/history/2026-01-01-fix-login.yaml';
const history = `intent_id: fix-login-validation
intent_type: fix
intent_risk: low
title: "Fix login validation"
flow: [analyze, implement, review]
step_results: []
outcome: success
failure_reason: null
observations: []
created_at: 2026-01-01T00:00:00Z
`;
const REVIEW = '.forge/reviews/validate-email.yaml';
const review = 'task_id: validate-email\nverdict: approved\nissues: []\nsuggestions: []\n';
const DRAFT = '.forge/intent-drafts/reset-link.md';

// ---- spec 5: messages ---------------------------------------------------------------------------
const MESSAGE = 'shared/tasks/frontend/20250124-003-task.md';
const PARENT = 'shared/instructions/pm/20250124-002-inst.md';
const header = (fields: Record<string, string> = {}) => {
  const all = {
    id: '20250124-003-task',
    from: 'pm',
    to: 'frontend',
    type: 'task',
    priority: 'high',
    status: 'pending',
    created_at: '2025-01-24T12:00:00Z',
    parent_id: '20250124-002-inst',
    ...fields,
  };
  return `---\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n`;
};
const sections =
  '## 説明\nログイン画面を作る。\n\n## 完了条件\n- [ ] テストが通る\n\n## 技術要件\n- React\n\n## 依存関係\n- なし\n\n## 参考資料\n- なし\n\n## 備考\nなし\n';
const messageText = (body: string, fields: Record<string, string> = {}) =>
  `${header(fields)}\n# タスク: ログイン画面\n\n${sections}\n${body}`;
const MESSAGE_FILES = {
  [PARENT]: `${header({ id: '20250124-002-inst', from: 'ceo', to: 'pm', type: 'instruction', parent_id: 'null' })}\n# 指示: ログイン\n\n## ゴール\nx\n\n## コンテキスト\nx\n\n## 成功基準\n- [ ] x\n\n## 制約条件\n- x\n\n## 推奨アプローチ\nx\n\n## 優先順位\nx\n\n## 期限目安\nx\n`,
};
const REPORT = 'shared/reports/engineers/frontend/T-1.md';
const bracket = '# Report\n\n[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\nDetails: done\n[/REPORT]\n';
/** A message whose body ends with `body`, and where `needle` (its first placeholder) starts. */
const messageWith = (body: string, needle: string, wrap: (text: string) => string = (t) => t): [string, Expected[]] => {
  const text = wrap(messageText(body));
  return [text, [[...at(text.replace(/\r/g, ''), needle), 'message/body-placeholder', 'error']]];
};

const [handoffTo, handoffToAt] = handoffWith((h) => (h.to_agent = '<next agent>'), '<next agent>');
const [handoffFrom, handoffFromAt] = handoffWith((h) => (h.from_agent = '<AgentName>'), '<AgentName>');
const [handoffTime, handoffTimeAt] = handoffWith((h) => (h.timestamp = '<ISO 8601 timestamp>'), '<ISO 8601 timestamp>');
const [handoffLocation, handoffLocationAt] = handoffWith((h) => (h.issues[0]!.location = '<file:line>'), '<file:line>');
const [handoffPath, handoffPathAt] = handoffWith(
  (h) => (h.artifacts[0]!.path = 'src/<module>/index.js'),
  'src/<module>/index.js',
);
const [handoffLoop, handoffLoopAt] = handoffWith(
  (h) => Object.assign(h, { status: 'FAIL', loop_required: true, loop_target: '<agent>', loop_reason: 'Tests fail' }),
  '<agent>',
);
const [handoffSeverity, handoffSeverityAt] = handoffWith(
  (h) => (h.issues[0]!.severity = '<critical|high|medium|low>'),
  '<critical|high|medium|low>',
);
const envelopeNext = envelopeJson((e) => (e.next = '<next>'));

const failing: Array<[name: string, path: string, text: string, expected: Expected[], extra?: Files]> = [
  // spec 1
  [
    'envelope: a block value',
    ENVELOPE,
    envelope.replace('agent_id: explorer:tech', 'agent_id: <agent name>'),
    [[2, 11, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: a quoted enum slot',
    ENVELOPE,
    envelope.replace('status: ok', 'status: "<ok|needs_input|conflict|blocked>"'),
    [[4, 9, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: a flow list item',
    ENVELOPE,
    envelope.replace('open_questions: []', 'open_questions: [<question>]'),
    [[8, 18, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: a placeholder inside an artifact path',
    ENVELOPE,
    envelope.replace('path: .work/01_explorer/tech.md', 'path: .work/<phase>/tech.md'),
    [[6, 11, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    "envelope: the agent id's subtype left open",
    ENVELOPE,
    envelope.replace('agent_id: explorer:tech', 'agent_id: explorer:<subtype>'),
    [[2, 11, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: kind left open, no next-table finding',
    ENVELOPE,
    envelope.replace('kind: explorer', 'kind: <kind>'),
    [[1, 7, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: CRLF',
    ENVELOPE,
    crlf(envelope.replace('next: aggregator', 'next: <next>')),
    [[10, 7, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  [
    'envelope: BOM and JSON',
    '.work/handoff/envelope.json',
    BOM + envelopeNext,
    [
      [1, 1, 'file/bom', 'notice'],
      [...at(envelopeNext, '"<next>"'), 'envelope/template-leftover', 'error'],
    ],
    ENVELOPE_FILES,
  ],
  [
    "envelope: today's `a | b` form, no enum finding",
    ENVELOPE,
    envelope.replace('status: ok', 'status: ok | needs_input'),
    [[4, 9, 'envelope/template-leftover', 'error']],
    ENVELOPE_FILES,
  ],
  // spec 2
  [
    'response: revision target, no unknown-target finding',
    RESPONSE,
    revise.replace('revision_target: svg-forge', 'revision_target: <agent>'),
    [[8, 18, 'subagent-response/template-leftover', 'error']],
  ],
  [
    'response: status slot',
    RESPONSE,
    revise.replace('status: needs_revision', 'status: "<success|partial|failed|needs_revision>"'),
    [[1, 9, 'subagent-response/template-leftover', 'error']],
  ],
  [
    'response: agent name',
    RESPONSE,
    revise.replace('agent_name: svg-forge', 'agent_name: <agent name>'),
    [[2, 13, 'subagent-response/template-leftover', 'error']],
  ],
  // spec 3
  ['handoff: to_agent', HANDOFF, handoffTo, [[...handoffToAt, 'handoff/template-leftover', 'error']], HANDOFF_FILES],
  [
    'handoff: from_agent, no file-name finding',
    HANDOFF,
    handoffFrom,
    [[...handoffFromAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  [
    'handoff: timestamp, no timestamp finding',
    HANDOFF,
    handoffTime,
    [[...handoffTimeAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  [
    'handoff: issue location, no file:line finding',
    HANDOFF,
    handoffLocation,
    [[...handoffLocationAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  [
    'handoff: artifact path, no missing-file finding',
    HANDOFF,
    handoffPath,
    [[...handoffPathAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  [
    'handoff: loop target',
    HANDOFF,
    handoffLoop,
    [[...handoffLoopAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  [
    'handoff: an enum slot, no "did you mean"',
    HANDOFF,
    handoffSeverity,
    [[...handoffSeverityAt, 'handoff/template-leftover', 'error']],
    HANDOFF_FILES,
  ],
  // spec 4
  [
    'intent: risk slot',
    INTENT,
    intent.replace('risk: low', 'risk: <low|med|high>'),
    [[7, 7, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: parent, no parent-not-found',
    INTENT,
    intent.replace('parent: null', 'parent: <parent intent id>'),
    [[9, 9, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: created_at, no timestamp finding',
    INTENT,
    intent.replace('created_at: 2025-02-22T10:00:00Z', 'created_at: "<timestamp>"'),
    [[10, 13, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: a Japanese title',
    INTENT,
    intent.replace('title: "ログインバリデーションの修正"', 'title: <タイトル>'),
    [[1, 8, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: an element name is still a slot as a whole value',
    INTENT,
    intent.replace('title: "ログインバリデーションの修正"', 'title: <title>'),
    [[1, 8, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: type, no unknown-type warning',
    INTENT,
    intent.replace('type: fix', 'type: <feature|refactor|fix|test|audit>'),
    [[5, 7, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: a line of the body block',
    INTENT,
    intent.replace('  RFC 5322 準拠のチェックを追加する。', '  - <詳細な説明>'),
    [[2, 7, 'intent/template-leftover', 'error']],
  ],
  [
    'intent: CRLF',
    INTENT,
    crlf(intent.replace('source: human', 'source: <human|reflection>')),
    [[6, 9, 'intent/template-leftover', 'error']],
  ],
  [
    'task: depends_on, no dependency finding',
    TASK,
    `${task}depends_on: [<task-id>]\n`,
    [[10, 14, 'task/template-leftover', 'error']],
    INTENT_FILES,
  ],
  [
    'task: intent_id, no intent-not-found',
    TASK,
    task.replace('intent_id: fix-login-validation', 'intent_id: <intent id>'),
    [[1, 12, 'task/template-leftover', 'error']],
    INTENT_FILES,
  ],
  [
    "observations: the wild prompt's intent_id",
    OBSERVATIONS,
    observation.replace('intent_id: fix-login-validation', 'intent_id: "<from the intent in your prompt>"'),
    [[6, 14, 'observations/template-leftover', 'error']],
    INTENT_FILES,
  ],
  [
    'observations: evidence ref, no missing-file finding',
    OBSERVATIONS,
    observation.replace('ref: src/handler/login.rs', 'ref: <path>'),
    [[4, 12, 'observations/template-leftover', 'error']],
    INTENT_FILES,
  ],
  [
    'history: outcome slot',
    HISTORY,
    history.replace('outcome: success', 'outcome: <success|failed|escalated>'),
    [[7, 10, 'history/template-leftover', 'error']],
  ],
  [
    'review: verdict slot',
    REVIEW,
    review.replace('verdict: approved', 'verdict: <approved|rejected>'),
    [[2, 10, 'review-result/template-leftover', 'error']],
    { ...INTENT_FILES, [TASK]: task },
  ],
  [
    'draft: type, no unknown-type warning',
    DRAFT,
    '---\ntype: <type>\n---\n\nログイン画面にパスワードリセットリンクを追加する。\n',
    [[2, 7, 'intent-draft/template-leftover', 'error']],
  ],
  // spec 5: the header
  [
    'message: id, no id-format finding',
    MESSAGE,
    messageText('', { id: '<ID>' }),
    [[2, 5, 'message/template-leftover', 'error']],
    MESSAGE_FILES,
  ],
  [
    'message: recipient alternatives, no enum or folder finding',
    MESSAGE,
    messageText('', { to: '<frontend|backend|security>' }),
    [[4, 5, 'message/template-leftover', 'error']],
    MESSAGE_FILES,
  ],
  [
    'message: created_at, no timestamp finding',
    MESSAGE,
    messageText('', { created_at: '"<timestamp>"' }),
    [[8, 13, 'message/template-leftover', 'error']],
    MESSAGE_FILES,
  ],
  [
    'message: parent_id, no reference-not-found',
    MESSAGE,
    messageText('', { parent_id: '<instruction-id>' }),
    [[9, 12, 'message/template-leftover', 'error']],
    MESSAGE_FILES,
  ],
  [
    "message: today's `{timestamp}`, no timestamp finding",
    MESSAGE,
    messageText('', { created_at: '"{timestamp}"' }),
    [[8, 13, 'message/template-leftover', 'error']],
    MESSAGE_FILES,
  ],
  // spec 5: the body
  [
    'message body: the title',
    MESSAGE,
    messageText('').replace('# タスク: ログイン画面', '# タスク: <タイトル>'),
    [[12, 8, 'message/body-placeholder', 'error']],
    MESSAGE_FILES,
  ],
  [
    'message body: a whole line',
    MESSAGE,
    ...messageWith('## 追記\n<何を実装するか>\n', '<何を実装するか>'),
    MESSAGE_FILES,
  ],
  ['message body: a list item', MESSAGE, ...messageWith('## 追記\n- <成果1>\n', '<成果1>'), MESSAGE_FILES],
  ['message body: a task box', MESSAGE, ...messageWith('## 追記\n- [ ] <条件1>\n', '<条件1>'), MESSAGE_FILES],
  ['message body: a numbered choice', MESSAGE, ...messageWith('## 追記\n1. <選択肢A>\n', '<選択肢A>'), MESSAGE_FILES],
  [
    'message body: a label and a note',
    MESSAGE,
    ...messageWith('## 追記\n- 前提: <他タスクID>（あれば）\n', '<他タスクID>'),
    MESSAGE_FILES,
  ],
  [
    'message body: both sides of a label',
    MESSAGE,
    ...messageWith('## 追記\n- <ファイルパス1>: <説明>\n', '<ファイルパス1>'),
    MESSAGE_FILES,
  ],
  [
    'message body: table cells',
    MESSAGE,
    ...messageWith('## 追記\n| ID | 説明 |\n|----|------|\n| <ID> | <説明> |\n', '<ID>'),
    MESSAGE_FILES,
  ],
  ['message body: CRLF', MESSAGE, ...messageWith('## 追記\n<追加情報>\n', '<追加情報>', crlf), MESSAGE_FILES],
  // spec 5: the bracket header real agents write (warned about as such), its values left open
  [
    'bracket header: a status slot, no unknown-status finding',
    REPORT,
    bracket.replace('Status: COMPLETED', 'Status: <COMPLETED|IN_PROGRESS>'),
    [
      [3, 1, 'message/bracket-header', 'warning'],
      [5, 9, 'message/body-placeholder', 'error'],
    ],
  ],
  [
    'bracket header: the recipient, no unknown-role finding',
    REPORT,
    bracket.replace('[REPORT TO: PM]', '[REPORT TO: <role>]'),
    [
      [3, 1, 'message/bracket-header', 'warning'],
      [3, 13, 'message/body-placeholder', 'error'],
    ],
  ],
  [
    "bracket header: today's `{status}`, no unknown-status finding",
    REPORT,
    bracket.replace('Status: COMPLETED', 'Status: {status}'),
    [
      [3, 1, 'message/bracket-header', 'warning'],
      [5, 9, 'message/body-placeholder', 'error'],
    ],
  ],
];

describe('a placeholder is one template leftover, in every style and format', () => {
  it.each(failing)('%s', (_name, path, text, expected, extra = {}) => {
    expect(findingsOf({ ...extra, [path]: text }, path)).toEqual(expected);
  });
});

/** Real uses of `<` and `>`: each file is otherwise valid, so it has no finding but the ones listed (none, mostly). */
const passing: Array<[name: string, path: string, text: string, extra?: Files, expected?: Expected[]]> = [
  ['the valid envelope', ENVELOPE, envelope, ENVELOPE_FILES],
  [
    'envelope: comparisons, arrows, generics, autolinks and sentinels in values',
    ENVELOPE,
    envelope.replace(
      'open_questions: []',
      `findings:
  p50_latency: "< 200ms"
  limit: "<= 5"
  flow: "->"
  bidirectional: "<->"
  wait_for: "RSI < 65 and > 3"
  returns: Array<string>
  cache: Map<K, V>
  docs: <https://example.com/spec>
  contact: <user@example.com>
  mail: <mailto:team@example.com>
  reviewer: <none>
  layout: "line one<br>line two"
  note: "wrap it in <details> and <summary>"
  code: "use \`<ID>\` as the key"
  comment: "<!-- generated -->"
  jsx: "<UserCard />"
open_questions: []`,
    ),
    ENVELOPE_FILES,
  ],
  [
    'handoff: the spec\'s own "<2 minutes" and the wild "<1% of daily volume"',
    HANDOFF,
    handoff(
      (h) =>
        (h.context = {
          design_decisions: ['Test execution time <2 minutes', 'Position <1% of daily volume'],
          known_limitations: ['a < b > c'],
          assumptions: [],
        }),
    ),
    HANDOFF_FILES,
  ],
  [
    'intent: a body with HTML and code',
    INTENT,
    intent.replace(
      '  RFC 5322 準拠のチェックを追加する。',
      '  RFC 5322 準拠のチェックを追加する。<br>\n  <details>\n  <summary>詳細</summary>\n  `Map<K, V>` を使う。\n  </details>\n  ```ts\n  <ID>\n  ```',
    ),
    {},
  ],
  ['the valid message', MESSAGE, messageText(''), MESSAGE_FILES],
  [
    'message body: HTML, autolinks, code, generics and comparisons',
    MESSAGE,
    messageText(
      [
        '## 追記',
        '<details>',
        '<summary>ログ</summary>',
        '',
        '改行<br>',
        '<br>',
        '</details>',
        '<!-- レビュー後に消す -->',
        '<kbd>Ctrl</kbd>+<kbd>C</kbd> でコピー',
        '<https://example.com/docs>',
        '<mailto:pm@example.com>',
        '<user@example.com>',
        '- 型は `Array<string>` と `Map<K, V>`',
        '- `<script>alert(1)</script>` が保存される',
        '- Promise<void> を返す',
        '- a < b > c',
        '| 短いパスワード (< 8文字) | 422 |',
        '|---|---|',
        '| `<ID>` | 例 |',
        '```',
        'ペイロード: {"sub": "<user_id>", "exp": <timestamp>}',
        '<ID>',
        '```',
        '',
      ].join('\n'),
    ),
    MESSAGE_FILES,
  ],
  [
    'bracket header: links and HTML around it',
    REPORT,
    bracket.replace(
      'Details: done',
      'Details: see <https://example.com/run/1>\n<details>\n<summary>log</summary>\n</details>',
    ),
    {},
    [[3, 1, 'message/bracket-header', 'warning']],
  ],
];

describe('real Markdown, HTML and comparisons are not placeholders', () => {
  it.each(passing)('%s', (_name, path, text, extra = {}, expected = []) => {
    expect(findingsOf({ ...extra, [path]: text }, path)).toEqual(expected);
  });
});
