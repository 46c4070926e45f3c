import { describe, expect, it } from 'vitest';
import { enumMember } from '../../src/core/enum-reading.js';
import { priorityOf } from '../../src/gate/gate.js';
import { applyIntentCommand } from '../../src/formats/intent/commands.js';
import { answerQuestion } from '../../src/formats/message/commands.js';
import type { GateResult, InboxReason, RiskLevel } from '../../src/report/report.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * A value that misses its enum only by case (`risk: High`, `status: Blocked`, `severity:
 * Critical`) is an enum error with "did you mean", and still counts, read as the member it
 * spells, for the PR's risk, the inbox and the review gate. A different word counts as nothing
 * (for an intent's risk: as high, saying why), whatever its resemblance.
 */

// ---------------------------------------------------------------------------------------------
// The files, one valid shape per format; each row changes one value.

const INTENT = '.forge/intents/fix-login.yaml';
const intent = (risk: string, status = 'approved') =>
  `title: "Fix login validation"\nbody: |\n  The e-mail format is not checked.\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: "2025-02-22T10:00:00Z"\n`;

const ENVELOPE = '.work/handoff/envelope.yaml';
const explorer = (status: string, lists: string) =>
  `kind: explorer\nagent_id: explorer:tech\nmode: brownfield\nstatus: ${status}\nartifacts: []\n${lists}next: aggregator\n`;
const aggregator = (fields: { kind?: string; result: string; p0?: number; p1?: number; next?: string }) =>
  `kind: ${fields.kind ?? 'aggregator'}\nagent_id: req:aggregator\nstatus: ok\nartifacts: []\ngate_decision:\n  p0_count: ${fields.p0 ?? 0}\n  p1_count: ${fields.p1 ?? 2}\n  p2_count: 0\n  result: ${fields.result}\n  return_phase: 5\nopen_questions: []\nnext: ${fields.next ?? 'writer'}\n`;

const RESPONSE = 'outputs/.workflow/run1/response.yaml';
const response = (status: string, next: string, severity = 'LOW') =>
  `status: ${status}\nagent_name: svg-forge\nexecution_time: 3\nrevision_target: svg-forge\nnext_action: ${next}\nissues:\n  - severity: ${severity}\n    description: The arrow overlaps the label\n    action: Move the label\n`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (status: string, issue: Record<string, string>) =>
  JSON.stringify(
    {
      from_agent: 'BackendBuilder',
      to_agent: 'TestAgent',
      timestamp: '2025-01-14T12:00:00.000Z',
      status,
      iteration: 1,
      loop_required: false,
      loop_target: null,
      loop_reason: null,
      artifacts: [{ type: 'source_file', path: 'src/app.js', purpose: 'Main service', priority: 'critical' }],
      context: { design_decisions: ['Singleton for the serial port'], known_limitations: [], assumptions: [] },
      test_requirements: { coverage: 90, critical_paths: ['CRC8'], edge_cases_to_test: ['empty ids'] },
      issues: [
        {
          id: 'BUG-001',
          category: 'bug',
          location: 'src/app.js:3',
          description: 'Off by one',
          remediation: 'Fix the bound',
          ...issue,
        },
      ],
      metrics: { execution_time: '8m 45s', lines_of_code: 850, test_coverage: 92, quality_score: 8.2 },
      validation: { command: 'npm test', expected_result: 'All tests pass', checklist: ['Lint passes'] },
    },
    null,
    2,
  );
const HANDOFF_FILES = { 'src/app.js': 'module.exports = 1;\n' };

const QUESTION = 'shared/questions/pm-to-human/q.md';
const question = (header: { to?: string; type?: string; status?: string }) =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: ${header.to ?? 'human'}\ntype: ${header.type ?? 'question'}\npriority: high\nstatus: ${header.status ?? 'pending'}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: 認証方式\n\n## 背景\nログイン機能を作る。\n\n## 質問内容\nJWT と セッションのどちらにしますか？\n\n## 選択肢（あれば）\n1. JWT\n2. セッション\n\n## 緊急度\n今日中\n`;
const bracketQuestion = (status: string) =>
  `[QUESTION TO: HUMAN]\nFrom: PM\nStatus: ${status}\nPriority: HIGH\n\nJWT と セッションのどちらにしますか？\n[/QUESTION]\n`;

// ---------------------------------------------------------------------------------------------
// The table.

type Finding = [line: number, column: number, ruleId: string, severity: 'error' | 'warning' | 'notice'];

interface Row {
  name: string;
  path: string;
  text: string;
  /** Other files the row needs (a source file an issue names). */
  others?: Record<string, string>;
  /** Exactly the findings of the file: the enum error, and nothing else at that value. */
  findings: Finding[];
  risk: RiskLevel | null;
  /** [key, reason, line] of every inbox item. */
  inbox: Array<[key: string, reason: InboxReason, line: number]>;
  gate: [result: GateResult, p0: number, p1: number, p2: number, p3: number];
  /** The verdict the file declares, as the report carries it. */
  declared?: string;
  /** The verdict its declaration makes, where its own counts make it stricter than its word (`Pass` with a P0). */
  declares?: GateResult;
}

const PASS: Row['gate'] = ['pass', 0, 0, 0, 0];
const enumAt = (line: number, column: number, format: string): Finding => [line, column, `${format}/enum`, 'error'];

const rows: Row[] = [
  // --- intent: risk (the PR's risk label) ---
  {
    name: 'intent `risk: High` raises the PR to high',
    path: INTENT,
    text: intent('High'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: high` (the spelling the spec uses)',
    path: INTENT,
    text: intent('high'),
    findings: [],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: MED`',
    path: INTENT,
    text: intent('MED'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'med',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: "High"` (quoted)',
    path: INTENT,
    text: intent('"High"'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: " high "` (blanks around it)',
    path: INTENT,
    text: intent('" high "'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: High` in CRLF with a BOM',
    path: INTENT,
    text: `\uFEFF${intent('High').replace(/\n/g, '\r\n')}`,
    findings: [[1, 1, 'file/bom', 'notice'], enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent in flow style, `risk: HIGH`',
    path: INTENT,
    text: '{title: "Fix login validation", body: "The e-mail format is not checked.", source: human, risk: HIGH, status: approved}\n',
    findings: [enumAt(1, 97, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: Low` stays low',
    path: INTENT,
    text: intent('Low'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'low',
    inbox: [],
    gate: PASS,
  },
  // A different word maps to no level: unreadable, it counts as high rather than as nothing.
  {
    name: 'intent `risk: severe` (another word) counts as high',
    path: INTENT,
    text: intent('severe'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: medium` is not read as `med`',
    path: INTENT,
    text: intent('medium'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk: hıgh` (a dotless ı, which full case mapping would fold) is no level',
    path: INTENT,
    text: intent('hıgh'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `risk:` left empty states no risk',
    path: INTENT,
    text: intent(''),
    findings: [],
    risk: null,
    inbox: [],
    gate: PASS,
  },

  // --- intent: status and risk (the approval, blocked and error inbox items) ---
  {
    name: 'intent `status: Proposed` with `risk: high` waits for approval',
    path: INTENT,
    text: intent('high', 'Proposed'),
    findings: [enumAt(7, 9, 'intent')],
    risk: 'high',
    inbox: [['intent/fix-login', 'approval', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: proposed` with `risk: Med` waits for approval',
    path: INTENT,
    text: intent('Med', 'proposed'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'med',
    inbox: [['intent/fix-login', 'approval', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: PROPOSED`, `risk: HIGH` (both slipped)',
    path: INTENT,
    text: intent('HIGH', 'PROPOSED'),
    findings: [enumAt(6, 7, 'intent'), enumAt(7, 9, 'intent')],
    risk: 'high',
    inbox: [['intent/fix-login', 'approval', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: proposed`, `risk: low` needs no approval',
    path: INTENT,
    text: intent('low', 'proposed'),
    findings: [],
    risk: 'low',
    inbox: [],
    gate: PASS,
  },
  {
    name: 'intent `status: proposed` with an unreadable risk waits for approval',
    path: INTENT,
    text: intent('critical', 'proposed'),
    findings: [enumAt(6, 7, 'intent')],
    risk: 'high',
    inbox: [['intent/fix-login', 'approval', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: Blocked` is a blocked item',
    path: INTENT,
    text: intent('low', 'Blocked'),
    findings: [enumAt(7, 9, 'intent')],
    risk: 'low',
    inbox: [['intent/fix-login', 'blocked', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: ERROR` is an error item',
    path: INTENT,
    text: intent('low', 'ERROR'),
    findings: [enumAt(7, 9, 'intent')],
    risk: 'low',
    inbox: [['intent/fix-login', 'error', 7]],
    gate: PASS,
  },
  {
    name: 'intent `status: stuck` (another word) is no item',
    path: INTENT,
    text: intent('low', 'stuck'),
    findings: [enumAt(7, 9, 'intent')],
    risk: 'low',
    inbox: [],
    gate: PASS,
  },

  // --- envelope: status (inbox), gate_decision (declared verdict), kind, next ---
  {
    name: 'envelope `status: Blocked` is a blocked item',
    path: ENVELOPE,
    text: explorer('Blocked', 'blockers:\n  - The repository is not readable\n'),
    findings: [enumAt(4, 9, 'envelope')],
    risk: null,
    inbox: [['envelope/.work/handoff/envelope.yaml', 'blocked', 7]],
    gate: PASS,
  },
  {
    name: 'envelope `status: NEEDS_INPUT` asks its question',
    path: ENVELOPE,
    text: explorer('NEEDS_INPUT', 'open_questions:\n  - App Router or Pages Router?\n'),
    findings: [enumAt(4, 9, 'envelope')],
    risk: null,
    inbox: [['envelope/.work/handoff/envelope.yaml', 'clarification', 7]],
    gate: PASS,
  },
  {
    name: 'envelope `status: needs-input` (another word) is no item',
    path: ENVELOPE,
    text: explorer('needs-input', 'open_questions:\n  - App Router or Pages Router?\n'),
    findings: [enumAt(4, 9, 'envelope')],
    risk: null,
    inbox: [],
    gate: PASS,
  },
  {
    name: 'aggregator `result: Veto` agreeing with its counts is the enum error alone',
    path: ENVELOPE,
    text: aggregator({ result: 'Veto', p0: 1, p1: 0 }),
    findings: [enumAt(9, 11, 'envelope')],
    risk: 'high',
    inbox: [],
    gate: PASS,
    declared: 'veto',
  },
  {
    name: 'aggregator `result: REJECT` agreeing with its counts',
    path: ENVELOPE,
    text: aggregator({ result: 'REJECT' }),
    findings: [enumAt(9, 11, 'envelope')],
    risk: null,
    inbox: [],
    gate: PASS,
    declared: 'reject',
  },
  {
    name: 'aggregator `result: Pass` against a P0 still contradicts its counts',
    path: ENVELOPE,
    text: aggregator({ result: 'Pass', p0: 1, p1: 0, next: 'done' }),
    findings: [enumAt(9, 11, 'envelope'), [9, 11, 'envelope/gate-result-mismatch', 'error']],
    risk: 'high',
    inbox: [],
    gate: PASS,
    declared: 'pass',
    declares: 'veto',
  },
  {
    name: 'aggregator `result: Veto` with `next: Done` still sends a veto nowhere',
    path: ENVELOPE,
    text: aggregator({ result: 'Veto', p0: 1, p1: 0, next: 'Done' }),
    findings: [enumAt(9, 11, 'envelope'), enumAt(12, 7, 'envelope'), [12, 7, 'envelope/gate-next-mismatch', 'error']],
    risk: 'high',
    inbox: [],
    gate: PASS,
    declared: 'veto',
  },
  {
    name: '`kind: Aggregator` still declares its gate',
    path: ENVELOPE,
    text: aggregator({ kind: 'Aggregator', result: 'reject' }),
    findings: [enumAt(1, 7, 'envelope')],
    risk: null,
    inbox: [],
    gate: PASS,
    declared: 'reject',
  },
  {
    name: "aggregator `result: reject` (the spec's spelling)",
    path: ENVELOPE,
    text: aggregator({ result: 'reject' }),
    findings: [],
    risk: null,
    inbox: [],
    gate: PASS,
    declared: 'reject',
  },

  // --- subagent response: issue severity (gate), status / next_action (inbox, declared) ---
  {
    name: 'response issue `severity: Critical` vetoes',
    path: RESPONSE,
    text: response('needs_revision', 'revise', 'Critical'),
    findings: [enumAt(7, 15, 'subagent-response')],
    risk: 'high',
    inbox: [],
    gate: ['veto', 1, 0, 0, 0],
    declared: 'needs_revision',
  },
  {
    name: 'response issue `severity: high` counts as P1',
    path: RESPONSE,
    text: response('needs_revision', 'revise', 'high'),
    findings: [enumAt(7, 15, 'subagent-response')],
    risk: null,
    inbox: [],
    gate: ['pass', 0, 1, 0, 0],
    declared: 'needs_revision',
  },
  {
    name: "response issue `severity: HIGH` (the spec's spelling)",
    path: RESPONSE,
    text: response('needs_revision', 'revise', 'HIGH'),
    findings: [],
    risk: null,
    inbox: [],
    gate: ['pass', 0, 1, 0, 0],
    declared: 'needs_revision',
  },
  {
    name: 'response issue `severity: severe` (another word) counts as nothing',
    path: RESPONSE,
    text: response('needs_revision', 'revise', 'severe'),
    findings: [enumAt(7, 15, 'subagent-response')],
    risk: null,
    inbox: [],
    gate: PASS,
    declared: 'needs_revision',
  },
  {
    name: 'response `status: FAILED` escalates',
    path: RESPONSE,
    text: response('FAILED', 'escalate'),
    findings: [enumAt(1, 9, 'subagent-response')],
    risk: null,
    inbox: [['subagent-response/outputs/.workflow/run1/response.yaml', 'escalation', 5]],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'failed',
  },
  {
    name: 'response `next_action: Escalate` escalates',
    path: RESPONSE,
    text: response('failed', 'Escalate'),
    findings: [enumAt(5, 14, 'subagent-response')],
    risk: null,
    inbox: [['subagent-response/outputs/.workflow/run1/response.yaml', 'escalation', 5]],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'failed',
  },
  {
    name: 'response `status: NEEDS_REVISION` is declared as needs_revision',
    path: RESPONSE,
    text: response('NEEDS_REVISION', 'revise'),
    findings: [enumAt(1, 9, 'subagent-response')],
    risk: null,
    inbox: [],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'needs_revision',
  },

  // --- handoff JSON: issue severity and status (gate), status (inbox, declared) ---
  {
    name: 'handoff issue `"severity": "Critical"` vetoes',
    path: HANDOFF,
    text: handoff('PASS', { severity: 'Critical', status: 'open' }),
    others: HANDOFF_FILES,
    findings: [enumAt(41, 19, 'handoff')],
    risk: 'high',
    inbox: [],
    gate: ['veto', 1, 0, 0, 0],
    declared: 'PASS',
  },
  {
    name: 'handoff issue `"severity": "HIGH"` counts as P1',
    path: HANDOFF,
    text: handoff('PASS', { severity: 'HIGH', status: 'open' }),
    others: HANDOFF_FILES,
    findings: [enumAt(41, 19, 'handoff')],
    risk: null,
    inbox: [],
    gate: ['pass', 0, 1, 0, 0],
    declared: 'PASS',
  },
  {
    name: 'handoff issue `"status": "Open"` still counts',
    path: HANDOFF,
    text: handoff('PASS', { severity: 'critical', status: 'Open' }),
    others: HANDOFF_FILES,
    findings: [enumAt(42, 17, 'handoff')],
    risk: 'high',
    inbox: [],
    gate: ['veto', 1, 0, 0, 0],
    declared: 'PASS',
  },
  {
    name: 'handoff issue `"status": "Fixed"` is closed (it spells `fixed`)',
    path: HANDOFF,
    text: handoff('PASS', { severity: 'critical', status: 'Fixed' }),
    others: HANDOFF_FILES,
    findings: [enumAt(42, 17, 'handoff')],
    risk: null,
    inbox: [],
    gate: PASS,
    declared: 'PASS',
  },
  {
    name: 'handoff issue `"status": "closed"` (another word) stays open',
    path: HANDOFF,
    text: handoff('PASS', { severity: 'critical', status: 'closed' }),
    others: HANDOFF_FILES,
    findings: [enumAt(42, 17, 'handoff')],
    risk: 'high',
    inbox: [],
    gate: ['veto', 1, 0, 0, 0],
    declared: 'PASS',
  },
  {
    name: 'handoff `"status": "Fail"` without a loop waits for a human',
    path: HANDOFF,
    text: handoff('Fail', { severity: 'low', status: 'open' }),
    others: HANDOFF_FILES,
    findings: [enumAt(5, 13, 'handoff')],
    risk: null,
    inbox: [['handoff/handoff-BackendBuilder.json', 'blocked', 5]],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'FAIL',
  },
  {
    name: 'handoff `"status": "fail"` in CRLF',
    path: HANDOFF,
    text: handoff('fail', { severity: 'low', status: 'open' }).replace(/\n/g, '\r\n'),
    others: HANDOFF_FILES,
    findings: [enumAt(5, 13, 'handoff')],
    risk: null,
    inbox: [['handoff/handoff-BackendBuilder.json', 'blocked', 5]],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'FAIL',
  },
  {
    name: 'handoff `"status": "FAILED"` (another word) is no item',
    path: HANDOFF,
    text: handoff('FAILED', { severity: 'low', status: 'open' }),
    others: HANDOFF_FILES,
    findings: [enumAt(5, 13, 'handoff')],
    risk: null,
    inbox: [],
    gate: ['pass', 0, 0, 0, 1],
    declared: 'FAILED',
  },

  // --- message: to / type / status (the question and blocked items) ---
  {
    name: 'message `status: Pending` question to the human waits for an answer',
    path: QUESTION,
    text: question({ status: 'Pending' }),
    findings: [enumAt(7, 9, 'message')],
    risk: null,
    inbox: [['message/20250124-005-q', 'question', 7]],
    gate: PASS,
  },
  {
    name: 'message `type: Question` to the human waits for an answer',
    path: QUESTION,
    text: question({ type: 'Question' }),
    findings: [enumAt(5, 7, 'message')],
    risk: null,
    inbox: [['message/20250124-005-q', 'question', 7]],
    gate: PASS,
  },
  {
    name: 'message `status: BLOCKED` is a blocked item',
    path: QUESTION,
    text: question({ status: 'BLOCKED' }),
    findings: [enumAt(7, 9, 'message')],
    risk: null,
    inbox: [['message/20250124-005-q', 'blocked', 7]],
    gate: PASS,
  },
  {
    name: "message `status: pending` (the spec's spelling)",
    path: QUESTION,
    text: question({}),
    findings: [],
    risk: null,
    inbox: [['message/20250124-005-q', 'question', 7]],
    gate: PASS,
  },
  {
    name: "a bracket header's `Status: PENDING` (its own convention, already read lower-cased)",
    path: QUESTION,
    text: bracketQuestion('PENDING'),
    findings: [[1, 1, 'message/bracket-header', 'warning']],
    risk: null,
    inbox: [['message/shared/questions/pm-to-human/q.md', 'question', 3]],
    gate: PASS,
  },
  {
    name: 'message `status: waiting` (another word) is no item',
    path: QUESTION,
    text: question({ status: 'waiting' }),
    findings: [enumAt(7, 9, 'message')],
    risk: null,
    inbox: [],
    gate: PASS,
  },
];

const STRICTNESS: readonly string[] = ['pass', 'reject', 'veto'];
const strictest = (counted: GateResult, declared: unknown): GateResult =>
  typeof declared === 'string' && STRICTNESS.indexOf(declared) > STRICTNESS.indexOf(counted)
    ? (declared as GateResult)
    : counted;

describe('a value that misses its enum only by case still counts', () => {
  it.each(rows)('$name', (row) => {
    const report = checkFiles({ [row.path]: row.text, ...row.others }, { only: [row.path] });
    expect(report.files.map((f) => f.path)).toEqual([row.path]);
    const findings = report.findings
      .filter((f) => f.path === row.path)
      .map((f): Finding => [f.line, f.column, f.ruleId, f.severity]);
    expect(findings).toEqual(row.findings);
    expect(report.risk.level).toBe(row.risk);
    expect(report.inbox.map((i) => [i.key, i.reason, i.line])).toEqual(row.inbox);
    // The rows give what the counted items make; a declared veto or reject read safely gates too, as do an aggregator's own counts.
    const { counted, result, p0, p1, p2, p3 } = report.gate;
    expect([counted, p0, p1, p2, p3]).toEqual(row.gate);
    expect(result).toBe(strictest(row.gate[0], row.declares ?? row.declared));
    expect(report.gate.sources.find((s) => s.path === row.path)?.declared).toBe(row.declared);
  });
});

describe('the PR risk says why', () => {
  const OTHER = '.forge/intents/add-reset-link.yaml';
  it.each([
    [
      '`High` among low intents',
      { [INTENT]: intent('High'), [OTHER]: intent('low') },
      { level: 'high', reasons: ['intent fix-login is high risk'] },
    ],
    [
      '`Med` and `low`',
      { [INTENT]: intent('Med'), [OTHER]: intent('low') },
      { level: 'med', reasons: ['intent fix-login is med risk'] },
    ],
    [
      'an unreadable risk counts as high, saying so',
      { [INTENT]: intent('severe'), [OTHER]: intent('med') },
      {
        level: 'high',
        reasons: ['intent fix-login states risk `severe`, which is not low, med or high: counted as high'],
      },
    ],
    [
      'an unfilled template counts as high',
      { [INTENT]: intent('"low | med | high"') },
      {
        level: 'high',
        reasons: ['intent fix-login states risk `low | med | high`, which is not low, med or high: counted as high'],
      },
    ],
    ['no risk at all states none', { [INTENT]: intent('null') }, { level: null, reasons: [] }],
  ] as const)('%s', (_name, files, risk) => {
    expect(checkFiles(files).risk).toEqual(risk);
  });

  it('keeps "did you mean" on the enum error of a case slip', () => {
    const finding = checkFiles({ [INTENT]: intent('High') }).findings.find((f) => f.ruleId === 'intent/enum');
    expect(finding?.message).toContain('Did you mean `high`?');
  });
});

describe('enumMember: the member a value spells, ignoring ASCII case and surrounding blanks', () => {
  const RISKS = ['low', 'med', 'high'] as const;
  it.each([
    ['high', 'high'],
    ['High', 'high'],
    ['HIGH', 'high'],
    ['  Med\t', 'med'],
    ['medium', undefined],
    ['hi', undefined],
    ['hıgh', undefined], // dotless ı: JavaScript's toUpperCase would make it HIGH
    ['ＨＩＧＨ', undefined], // full-width letters
    ['', undefined],
    [3, undefined],
    [null, undefined],
    [['high'], undefined],
  ] as const)('%j → %j', (value, member) => {
    expect(enumMember(value, RISKS)).toBe(member);
  });

  it("keeps the enum's own spelling, upper case included", () => {
    expect(enumMember('Fail', ['PASS', 'FAIL'])).toBe('FAIL');
    expect(enumMember('needs_INPUT', ['ok', 'needs_input'])).toBe('needs_input');
    expect(enumMember('needs input', ['ok', 'needs_input'])).toBeUndefined();
  });

  it('prefers an exact match, and reads nothing when two members differ only by case', () => {
    expect(enumMember('Done', ['done', 'Done'])).toBe('Done');
    expect(enumMember('DONE', ['done', 'Done'])).toBeUndefined();
  });

  it("reads the gate's severities the same way", () => {
    expect([
      priorityOf('Critical'),
      priorityOf('p0'),
      priorityOf(' high '),
      priorityOf('Medium'),
      priorityOf('low'),
      priorityOf('severe'),
      priorityOf('crıtıcal'),
    ]).toEqual(['P0', 'P0', 'P1', 'P2', 'P3', undefined, undefined]);
  });
});

describe("the inbox's commands act on the item a case slip put there", () => {
  const intentCtx = { id: 'fix-login', user: 'alice' };
  it.each([
    ['/approve on `status: Proposed`', intent('high', 'Proposed'), 'approve', 'status: approved'],
    ['/approve on `status: "PROPOSED"`', intent('high', '"PROPOSED"'), 'approve', 'status: "approved"'],
    ['/retry on `status: Blocked`', intent('low', 'Blocked'), 'retry', 'status: approved'],
    ['/retry on `status: ERROR`', intent('low', 'ERROR'), 'retry', 'status: approved'],
  ] as const)('%s', (_name, text, name, line) => {
    const outcome = applyIntentCommand(text, { name }, intentCtx);
    expect(outcome.kind).toBe('edit');
    const after = outcome.kind === 'edit' ? outcome.text : '';
    expect(after.split('\n')[6]).toBe(line);
    // The edit also ends the enum error: the file now says what it meant.
    expect(checkFiles({ [INTENT]: after }).findings.filter((f) => f.ruleId === 'intent/enum')).toEqual([]);
  });

  it.each([
    ['/approve on `status: approved`', intent('high', 'Approved'), 'approve'],
    ['/retry on `status: stuck` (another word)', intent('low', 'stuck'), 'retry'],
  ] as const)('refuses %s', (_name, text, name) => {
    expect(applyIntentCommand(text, { name }, intentCtx).kind).toBe('refused');
  });

  const answerCtx = {
    user: 'alice',
    now: new Date('2025-01-25T09:30:00.456Z'),
    newId: () => '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  };
  it.each([
    ['`status: Pending`', question({ status: 'Pending' })],
    ['`to: Human`, `type: QUESTION`', question({ to: 'Human', type: 'QUESTION' })],
  ])('/answer on a question with %s', (_name, text) => {
    const outcome = answerQuestion({ path: QUESTION, text }, 'JWT にします。', answerCtx);
    expect(outcome.kind).toBe('answer');
    const asked = outcome.kind === 'answer' ? outcome.files.find((f) => f.path === QUESTION)?.text : undefined;
    expect(asked).toMatch(/^status: completed$/m);
  });

  it('refuses /answer on a question whose status is another word', () => {
    expect(answerQuestion({ path: QUESTION, text: question({ status: 'waiting' }) }, 'x', answerCtx).kind).toBe(
      'refused',
    );
  });
});
