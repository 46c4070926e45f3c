import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check, type CheckResult } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/**
 * A key written twice in one mapping is an error at the second occurrence's key, naming the key,
 * the line of the first and the value readers use (the last, escaped). The gate, the inbox and
 * the risk never quietly take one copy: each reading is tried and the one that asks more of a
 * human wins (higher risk, an item waiting for a human, the worse gate). The fast path declines
 * such files, so every report here is also the full parse's.
 */

type Files = Record<string, string | Uint8Array>;

function run(files: Files): CheckResult {
  const go = (fullParse: boolean) =>
    check({
      files: Object.keys(files),
      workspace: memoryWorkspace(files),
      config: resolveConfig(),
      formats: FORMATS,
      fullParse,
    });
  const fast = go(false);
  const { reads: _r, fastChecked: _f, ...fastReport } = fast;
  const { reads: _r2, fastChecked: _f2, ...fullReport } = go(true);
  expect(fastReport).toEqual(fullReport);
  return fast;
}

const INTENT = '.forge/intents/fix-login.yaml';
const ENVELOPE = '.work/explore/explorer.yaml';
const RESPONSE = 'outputs/.workflow/run1/response.json';
const HANDOFF = 'handoff-BackendBuilder.json';
const QUESTION = 'shared/questions/pm-to-human/q.md';

const intent = (lines: string[]) =>
  ['title: Fix login', 'body: Check the e-mail format.', 'type: fix', 'source: human', ...lines, ''].join('\n');

const envelope = (status: string) => `kind: explorer
agent_id: req:explorer
mode: greenfield
${status}
artifacts: []
open_questions:
  - App Router or Pages Router?
blockers: []
next: writer
`;

const handoffIssue = (issue: string) => `{
  "from_agent": "BackendBuilder",
  "to_agent": "TestAgent",
  "timestamp": "2025-01-14T12:00:00.000Z",
  "status": "PASS",
  "iteration": 1,
  "issues": [
    {
      "id": "SEC-001",
${issue}
      "description": "SQL built from user input"
    }
  ]
}
`;

const question = (status: string) =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: human\ntype: question\npriority: high\n${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: 認証方式\n\n## 背景\nログイン機能を作る。\n\n## 質問内容\nJWT と セッションのどちらにしますか？\n\n## 緊急度\n今日中\n`;

interface Case {
  name: string;
  path: string;
  text: string | Uint8Array;
  /** Each duplicate-key finding: line, column, and what its message must say. */
  expected: Array<[line: number, column: number, says: RegExp]>;
  /** What the safe reading must give. */
  risk?: 'low' | 'med' | 'high';
  inbox?: string[];
  gate?: 'pass' | 'reject' | 'veto';
}

const failing: Case[] = [
  {
    name: 'intent risk low then high (block YAML): counts high, waits for approval',
    path: INTENT,
    text: intent(['risk: low', 'status: proposed', 'risk: high']),
    expected: [[7, 1, /`risk` is written twice.*first on line 5.*the last value, `high`/]],
    risk: 'high',
    inbox: ['approval'],
  },
  {
    name: 'intent risk high then low: the safe reading is still high',
    path: INTENT,
    text: intent(['risk: high', 'status: proposed', 'risk: low']),
    expected: [[7, 1, /`risk`.*first on line 5.*last value, `low`/]],
    risk: 'high',
    inbox: ['approval'],
  },
  {
    name: 'intent status proposed then approved (high risk): the approval item is still shown',
    path: INTENT,
    text: intent(['risk: high', 'status: proposed', 'status: approved']),
    expected: [[7, 1, /`status`.*first on line 6.*`approved`/]],
    risk: 'high',
    inbox: ['approval'],
  },
  {
    name: 'intent status blocked then executing: the blocked item is shown',
    path: INTENT,
    text: intent(['risk: low', 'status: blocked', 'status: executing']),
    expected: [[7, 1, /`status`.*`executing`/]],
    risk: 'low',
    inbox: ['blocked'],
  },
  {
    name: 'quoted and plain spellings of one key (CRLF)',
    path: INTENT,
    text: intent(['"risk": med', 'status: proposed', "'risk': low"]).replace(/\n/g, '\r\n'),
    expected: [[7, 1, /`risk`.*first on line 5.*`low`/]],
    risk: 'med',
    inbox: ['approval'],
  },
  {
    name: 'flow mapping on one line',
    path: INTENT,
    text: '{title: Fix login, body: Check it., status: proposed, risk: low, risk: high}\n',
    expected: [[1, 66, /`risk`.*first on line 1.*`high`/]],
    risk: 'high',
    inbox: ['approval'],
  },
  {
    name: 'written three times: a finding at each repeat',
    path: INTENT,
    text: intent(['risk: high', 'status: proposed', 'risk: low', 'risk: low']),
    expected: [
      [7, 1, /`risk` is written 3 times.*first on line 5.*`low`/],
      [8, 1, /`risk` is written 3 times.*first on line 5/],
    ],
    risk: 'high',
  },
  {
    name: 'BOM: the first line is not shifted',
    path: INTENT,
    text: new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('status: proposed\ntitle: Fix login\nbody: b\nstatus: approved\nrisk: high\n'),
    ]),
    expected: [[4, 1, /`status`.*first on line 1/]],
    risk: 'high',
    inbox: ['approval'],
  },
  {
    name: 'envelope status needs_input then ok: the question still waits',
    path: ENVELOPE,
    text: envelope('status: needs_input\nsummary: {}\nstatus: ok'),
    expected: [[6, 1, /`status`.*first on line 4.*YAML readers.*`ok`/]],
    inbox: ['clarification'],
  },
  {
    name: 'subagent response (JSON) failed then success: the escalation is shown',
    path: RESPONSE,
    text: '{\n  "status": "failed",\n  "agent_name": "svg-forge",\n  "execution_time": 12,\n  "next_action": "proceed",\n  "status": "success"\n}\n',
    expected: [[6, 3, /`status`.*first on line 2.*JSON readers use the last value, `success`/]],
    inbox: ['escalation'],
  },
  {
    name: 'handoff issue severity critical then low: the gate vetoes',
    path: HANDOFF,
    text: handoffIssue('      "severity": "critical",\n      "severity": "low",'),
    expected: [[11, 7, /`severity`.*first on line 10.*`low`/]],
    gate: 'veto',
  },
  {
    name: 'handoff issue status open then fixed: the issue still counts',
    path: HANDOFF,
    text: handoffIssue('      "severity": "critical",\n      "status": "open",\n      "status": "fixed",'),
    expected: [[12, 7, /`status`.*first on line 11.*`fixed`/]],
    gate: 'veto',
  },
  {
    name: 'message frontmatter status pending then answered: the question is still shown',
    path: QUESTION,
    text: question('status: pending\nstatus: answered'),
    expected: [[8, 1, /`status`.*first on line 7.*`answered`/]],
    inbox: ['question'],
  },
  {
    name: 'a value with a line break is shown escaped',
    path: RESPONSE,
    text: '{"status": "success", "agent_name": "svg-forge", "execution_time": 12, "output_path": "a.svg", "output_path": "b\\n[x](y) @team"}',
    expected: [[1, 96, /`output_path`.*last value, `"b\\n\[x\]\(y\) @team"`/]],
  },
];

describe('duplicate keys', () => {
  it.each(failing)('$name', ({ path, text, expected, risk, inbox, gate }) => {
    const report = run({ [path]: text });
    const duplicates = report.findings.filter((f) => f.ruleId === 'parse/duplicate-key');
    expect(duplicates.map((f) => [f.line, f.column, f.severity])).toEqual(
      expected.map(([line, column]) => [line, column, 'error']),
    );
    expected.forEach(([, , says], i) => expect(duplicates[i]!.message).toMatch(says));
    if (risk) expect(report.risk.level).toBe(risk);
    if (inbox) expect(report.inbox.map((item) => item.reason)).toEqual(inbox);
    if (gate) expect(report.gate.result).toBe(gate);
  });

  const passing: Array<[name: string, path: string, text: string]> = [
    [
      'the same key in two list items',
      HANDOFF,
      handoffIssue('      "severity": "low",').replace(
        '"issues": [',
        '"issues": [\n    {"id": "Q-1", "severity": "low", "description": "x"},',
      ),
    ],
    ['keys that differ by case only', INTENT, intent(['risk: low', 'status: executing', 'Risk: low'])],
    ['one key in a mapping and in a nested mapping', ENVELOPE, envelope('status: ok\nsummary:\n  status: ok')],
    ['a repeated word in a value', RESPONSE, '{"status": "success", "agent_name": "status", "execution_time": 1}'],
  ];

  it.each(passing)('%s: no duplicate-key finding', (_name, path, text) => {
    const report = run({ [path]: text });
    expect(report.findings.filter((f) => f.ruleId === 'parse/duplicate-key')).toEqual([]);
  });

  it('without a repeated key, the readings change nothing: a low-risk proposed intent waits for no one', () => {
    const report = run({ [INTENT]: intent(['risk: low', 'status: proposed']) });
    expect(report.risk.level).toBe('low');
    expect(report.inbox).toEqual([]);
  });

  it.each([
    [
      'YAML',
      INTENT,
      `${intent(['extra:', '  note: a', '  note: b', 'extra: c'])}`,
      [
        [7, 3, 'note'],
        [8, 1, 'extra'],
      ],
    ],
    [
      'JSON',
      HANDOFF,
      '{"extra": {"note": "a", "note": "b"}, "extra": "c"}',
      [
        [1, 25, 'note'],
        [1, 39, 'extra'],
      ],
    ],
  ] as const)(
    '%s: a key repeated inside a value a later copy overwrites is reported too',
    (_syntax, path, text, expected) => {
      const report = run({ [path]: text });
      const found = report.findings
        .filter((f) => f.ruleId === 'parse/duplicate-key')
        .map((f) => [f.line, f.column, f.message.match(/^The key `([^`]+)`/)?.[1]]);
      expect(found).toEqual(expected);
    },
  );

  it('positions of values of a repeated key are those of the value the data holds (the last)', () => {
    const report = run({ [INTENT]: intent(['risk: low', 'status: proposed', 'risk: hihg']) });
    expect(report.findings.find((f) => f.ruleId !== 'parse/duplicate-key')).toMatchObject({
      line: 7,
      column: 7,
      ruleId: 'intent/enum',
    });
  });
});
