import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContext } from '../../src/action/context.js';
import { isInboxCommandChange } from '../../src/publish/inbox/own-change.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { pullRequestEventFrom, pushEvent, type WorkflowEvent } from '../helpers/events.js';

/**
 * Status moves against the base revision. The expected verdicts come from the specs' diagrams
 * as stated here, edge by edge, independently of the tables in `src/formats/*\/status-moves.ts`:
 * a move is allowed when the diagram reaches the new status from the old one, passing only
 * through the states a runner moves through by itself within one change (several commits).
 */
interface Diagram {
  statuses: string[];
  edges: Array<[string, string]>;
  /** States a move may pass through within one change. */
  passThrough: string[];
}

const DIAGRAMS: Record<'intent' | 'task' | 'message', Diagram> = {
  // Spec 4, Intent: proposed → approved → executing → done / blocked / error; a blocked or failed
  // intent goes back to approved when a person has it run again (再実行).
  intent: {
    statuses: ['proposed', 'approved', 'executing', 'done', 'blocked', 'error'],
    edges: [
      ['proposed', 'approved'],
      ['approved', 'executing'],
      ['executing', 'done'],
      ['executing', 'blocked'],
      ['executing', 'error'],
      ['blocked', 'approved'],
      ['error', 'approved'],
    ],
    passThrough: ['approved', 'executing'],
  },
  // Spec 4, Task: pending → implementing → done / failed; failed tasks run again (再実行).
  task: {
    statuses: ['pending', 'implementing', 'done', 'failed'],
    edges: [
      ['pending', 'implementing'],
      ['implementing', 'done'],
      ['implementing', 'failed'],
      ['failed', 'pending'],
    ],
    passThrough: ['pending', 'implementing'],
  },
  // Spec 5's stateDiagram-v2.
  message: {
    statuses: ['pending', 'in_progress', 'completed', 'blocked'],
    edges: [
      ['pending', 'in_progress'],
      ['in_progress', 'completed'],
      ['in_progress', 'blocked'],
      ['blocked', 'in_progress'],
    ],
    passThrough: ['in_progress'],
  },
};

function reaches(diagram: Diagram, from: string, to: string): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const [a, b] of diagram.edges) {
      if (a !== at || seen.has(b)) continue;
      if (b === to) return true;
      seen.add(b);
      if (diagram.passThrough.includes(b)) queue.push(b);
    }
  }
  return false;
}

const pairs = (diagram: Diagram) =>
  diagram.statuses.flatMap((from) => diagram.statuses.map((to) => [from, to] as const));

// ---------------------------------------------------------------------------------------------
// Files

const INTENT = '.forge/intents/fix-login-validation.yaml';

/** Spec 4's own example intent, with the risk and status given. */
const intent = (risk: string, status: string) => `title: "ログインバリデーションの修正"
body: |
  現状のバリデーションがメールアドレスの形式チェックを行っていない。
  RFC 5322 準拠のチェックを追加する。
type: fix
source: human
risk: ${risk}
status: ${status}
parent: null
created_at: 2025-02-22T10:00:00Z
`;
const STATUS_LINE = 8;
const RISK_LINE = 7;

const TASK = '.forge/tasks/fix-login-validation/add-rfc5322-check.yaml';
const task = (status: string) => `intent_id: fix-login-validation
title: RFC 5322 準拠のメールアドレスチェックを追加する
plan: バリデータに RFC 5322 のチェックを足す
relevant_files:
  - src/handler/login.rs
implementation_steps:
  - validate_email を追加する
complexity: low
status: ${status}
`;

const MESSAGE = 'shared/requirements/20250124-001-req.md';
const message = (status: string) => `---
id: 20250124-001-req
from: human
to: ceo
type: requirement
priority: high
status: ${status}
created_at: 2025-01-24T12:00:00Z
---

# 要件: パスワードリセット

## 概要
パスワードを忘れたユーザーがリセットできるようにする。

## 背景
現状ではリセットする手段がない。

## 期待する成果
- リセットリンクをメールで送れる

## 制約条件
- 既存の認証基盤を使う

## 優先順位
セキュリティを最優先

## 備考
なし
`;

const ids = (report: ReturnType<typeof checkFiles>, path: string) =>
  report.findings
    .filter((f) => f.path === path)
    .map((f) => f.ruleId)
    .sort();

// ---------------------------------------------------------------------------------------------
// Every pair, per format

describe('every intent status pair follows spec 4 (low risk: the diagram alone)', () => {
  it.each(pairs(DIAGRAMS.intent))('%s → %s', (from, to) => {
    const report = checkFiles({ [INTENT]: intent('low', to) }, { base: { [INTENT]: intent('low', from) } });
    const expected: string[] = [];
    if (from !== to && !reaches(DIAGRAMS.intent, from, to)) expected.push('intent/status-transition');
    // Spec 4: a person decides what happens to a blocked or failed intent, whatever its risk.
    if (from !== to && reaches(DIAGRAMS.intent, from, to) && (from === 'blocked' || from === 'error'))
      expected.push('intent/decided-outside-inbox');
    expect(ids(report, INTENT)).toEqual(expected.sort());
    for (const f of report.findings) expect(f).toMatchObject({ line: STATUS_LINE, column: 9 });
  });
});

describe('every intent status pair of a med/high-risk intent: nothing skips the human', () => {
  const rows = pairs(DIAGRAMS.intent).flatMap(([from, to]) =>
    (['med', 'high'] as const).map((risk) => [risk, from, to] as const),
  );
  it.each(rows)('%s risk: %s → %s', (risk, from, to) => {
    const report = checkFiles({ [INTENT]: intent(risk, to) }, { base: { [INTENT]: intent(risk, from) } });
    const expected: string[] = [];
    if (from === 'proposed' && to !== 'proposed')
      expected.push(to === 'approved' ? 'intent/decided-outside-inbox' : 'intent/approval-skipped');
    else if (from !== to && !reaches(DIAGRAMS.intent, from, to)) expected.push('intent/status-transition');
    else if (from !== to && (from === 'blocked' || from === 'error')) expected.push('intent/decided-outside-inbox');
    expect(ids(report, INTENT)).toEqual(expected);
    const severities = {
      'intent/approval-skipped': 'error',
      'intent/status-transition': 'error',
      'intent/decided-outside-inbox': 'warning',
    } as const;
    for (const f of report.findings)
      expect(f).toMatchObject({
        line: STATUS_LINE,
        column: 9,
        severity: severities[f.ruleId as keyof typeof severities],
      });
  });
});

describe('every task status pair follows spec 4', () => {
  const files = (status: string) => ({ [TASK]: task(status), [INTENT]: intent('low', 'executing') });
  it.each(pairs(DIAGRAMS.task))('%s → %s', (from, to) => {
    const report = checkFiles(files(to), { base: { [TASK]: task(from) } });
    const expected = from !== to && !reaches(DIAGRAMS.task, from, to) ? ['task/status-transition'] : [];
    expect(ids(report, TASK)).toEqual(expected);
    for (const f of report.findings.filter((f) => f.path === TASK))
      expect(f).toMatchObject({ line: 9, column: 9, severity: 'error' });
  });
});

describe('every message status pair follows spec 5', () => {
  it.each(pairs(DIAGRAMS.message))('%s → %s', (from, to) => {
    const report = checkFiles({ [MESSAGE]: message(to) }, { base: { [MESSAGE]: message(from) } });
    const expected = from !== to && !reaches(DIAGRAMS.message, from, to) ? ['message/status-transition'] : [];
    expect(ids(report, MESSAGE)).toEqual(expected);
    for (const f of report.findings) expect(f).toMatchObject({ line: 7, column: 9, severity: 'error' });
  });
});

// ---------------------------------------------------------------------------------------------
// Realistic failing cases: where the finding is, and nothing else at that value

type Failing = [
  name: string,
  path: string,
  base: string,
  head: string,
  at: [line: number, column: number, ruleId: string, severity: string],
];

const bom = (text: string) => `\uFEFF${text}`;
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
const FLOW = (risk: string, status: string) =>
  `{title: "Fix login validation", body: "Check the e-mail format.", source: human, risk: ${risk}, status: ${status}}\n`;

const failing: Failing[] = [
  [
    'a high-risk intent done straight from proposed',
    INTENT,
    intent('high', 'proposed'),
    intent('high', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'a med-risk intent executing straight from proposed',
    INTENT,
    intent('med', 'proposed'),
    intent('med', 'executing'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'approved while the risk is lowered from high to low',
    INTENT,
    intent('high', 'proposed'),
    intent('low', 'approved'),
    [RISK_LINE, 7, 'intent/approval-skipped', 'error'],
  ],
  [
    'approved while the risk is lowered from med to low, quoted',
    INTENT,
    intent('"med"', '"proposed"'),
    intent('"low"', '"approved"'),
    [RISK_LINE, 7, 'intent/approval-skipped', 'error'],
  ],
  [
    "done with the risk lowered: the higher risk (the base's) counts",
    INTENT,
    intent('high', 'proposed'),
    intent('low', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'done with the risk raised to high in the same change',
    INTENT,
    intent('low', 'proposed'),
    intent('high', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'an unreadable risk (`medium`) counts as high, as it does for the inbox',
    INTENT,
    intent('medium', 'proposed'),
    intent('medium', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'risk `High` (case only) read as high',
    INTENT,
    intent('High', 'proposed'),
    intent('High', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'a flow mapping',
    INTENT,
    FLOW('high', 'proposed'),
    FLOW('high', 'executing'),
    [1, 102, 'intent/approval-skipped', 'error'],
  ],
  [
    'CRLF line ends',
    INTENT,
    crlf(intent('high', 'proposed')),
    crlf(intent('high', 'done')),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'a byte-order mark',
    INTENT,
    bom(intent('med', 'proposed')),
    bom(intent('med', 'done')),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'a status left out at the base reads as proposed',
    INTENT,
    intent('high', 'proposed').replace('status: proposed\n', ''),
    intent('high', 'done'),
    [STATUS_LINE, 9, 'intent/approval-skipped', 'error'],
  ],
  [
    'a status left out now reads as proposed: sent back from approved',
    INTENT,
    intent('low', 'approved'),
    intent('low', 'approved').replace('status: approved\n', ''),
    [1, 1, 'intent/status-transition', 'error'],
  ],
  [
    'approving a high-risk intent outside the inbox',
    INTENT,
    intent('high', 'proposed'),
    intent('high', 'approved'),
    [STATUS_LINE, 9, 'intent/decided-outside-inbox', 'warning'],
  ],
  [
    'approving with `status: Approved` (case only)',
    INTENT,
    intent('high', 'proposed'),
    intent('high', 'Approved'),
    [STATUS_LINE, 9, 'intent/decided-outside-inbox', 'warning'],
  ],
  [
    'running a blocked intent again outside the inbox',
    INTENT,
    intent('low', 'blocked'),
    intent('low', 'approved'),
    [STATUS_LINE, 9, 'intent/decided-outside-inbox', 'warning'],
  ],
  [
    'a done intent reopened',
    INTENT,
    intent('low', 'done'),
    intent('low', 'approved'),
    [STATUS_LINE, 9, 'intent/status-transition', 'error'],
  ],
  [
    'an executing intent sent back to approved',
    INTENT,
    intent('high', 'executing'),
    intent('high', 'approved'),
    [STATUS_LINE, 9, 'intent/status-transition', 'error'],
  ],
  [
    "pfl-forge's `implementing` sent back to proposed",
    INTENT,
    intent('low', 'implementing'),
    intent('low', 'proposed'),
    [STATUS_LINE, 9, 'intent/status-transition', 'error'],
  ],
  ['a done task reopened', TASK, task('done'), task('implementing'), [9, 9, 'task/status-transition', 'error']],
  [
    "pfl-forge's `completed` task reopened",
    TASK,
    task('completed'),
    task('pending'),
    [9, 9, 'task/status-transition', 'error'],
  ],
  [
    'a completed message reopened',
    MESSAGE,
    message('completed'),
    message('in_progress'),
    [7, 9, 'message/status-transition', 'error'],
  ],
  [
    'a message sent back to pending, CRLF',
    MESSAGE,
    crlf(message('in_progress')),
    crlf(message('pending')),
    [7, 9, 'message/status-transition', 'error'],
  ],
  [
    '`Completed` (case only) reopened',
    MESSAGE,
    message('Completed'),
    message('in_progress'),
    [7, 9, 'message/status-transition', 'error'],
  ],
  [
    'a bracket-header report reopened',
    'shared/reports/engineers/frontend/r.md',
    '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
    '[REPORT TO: PM]\nTask: T-1\nStatus: IN_PROGRESS\n[/REPORT]\n',
    [3, 1, 'message/status-transition', 'error'],
  ],
];

describe('status moves spec 4 and spec 5 do not allow', () => {
  it.each(failing)('%s', (_name, path, base, head, [line, column, ruleId, severity]) => {
    const files: Record<string, string> = { [path]: head };
    if (path === TASK) files[INTENT] = intent('low', 'executing');
    const report = checkFiles(files, { base: { [path]: base } });
    const moves = report.findings.filter((f) =>
      /status-transition|approval-skipped|decided-outside-inbox/.test(f.ruleId),
    );
    expect(moves).toMatchObject([{ path, line, column, ruleId, severity }]);
    // No cascade: nothing else is reported where this finding is.
    expect(
      report.findings.filter((f) => f.line === line && f.ruleId !== ruleId && !f.ruleId.endsWith('/enum')),
    ).toEqual([]);
  });

  it('names the inbox way in plain words', () => {
    const skipped = checkFiles({ [INTENT]: intent('high', 'done') }, { base: { [INTENT]: intent('high', 'proposed') } })
      .findings[0]!;
    expect(skipped.message).toContain(
      "approve it with `/approve` on its inbox issue, so a person's approval is recorded",
    );
    const lowered = checkFiles(
      { [INTENT]: intent('low', 'approved') },
      { base: { [INTENT]: intent('high', 'proposed') } },
    ).findings[0]!;
    expect(lowered.message).toContain('lowers its `risk` from `high` to `low`');
    const warned = checkFiles(
      { [INTENT]: intent('med', 'approved') },
      { base: { [INTENT]: intent('med', 'proposed') } },
    ).findings[0]!;
    expect(warned.message).toContain(
      "approve it with `/approve` on its inbox issue, so a person's approval is recorded",
    );
  });

  it('reports a case-only status as the enum miss too, and the move once', () => {
    const report = checkFiles({ [INTENT]: intent('high', 'Done') }, { base: { [INTENT]: intent('high', 'proposed') } });
    expect(report.findings.map((f) => f.ruleId).sort()).toEqual(['intent/approval-skipped', 'intent/enum']);
  });
});

// ---------------------------------------------------------------------------------------------
// Passing cases

type Passing = [
  name: string,
  path: string,
  base: string | undefined,
  head: string,
  config?: NonNullable<Parameters<typeof checkFiles>[1]>['config'],
];

const passing: Passing[] = [
  [
    "spec 4's example, approved from proposed (low risk runs without a person)",
    INTENT,
    intent('low', 'proposed'),
    intent('low', 'approved'),
  ],
  ['a low-risk intent done within one change', INTENT, intent('low', 'proposed'), intent('low', 'done')],
  ['a high-risk intent executing after its approval', INTENT, intent('high', 'approved'), intent('high', 'executing')],
  [
    'a high-risk intent done after its approval, collapsing executing',
    INTENT,
    intent('high', 'approved'),
    intent('high', 'done'),
  ],
  [
    'a proposed intent whose risk is estimated higher, nothing approved',
    INTENT,
    intent('low', 'proposed'),
    intent('high', 'proposed'),
  ],
  ['a new high-risk file (no base)', INTENT, undefined, intent('high', 'done')],
  [
    "a team's own status at the base",
    INTENT,
    intent('high', 'parked'),
    intent('high', 'done'),
    { enums: { 'intent/status': ['parked'] } },
  ],
  ["spec 5's requirement, worked on", MESSAGE, message('pending'), message('in_progress')],
  ['a question answered in one change (pending → completed)', MESSAGE, message('pending'), message('completed')],
  ['unblocked and finished in one change', MESSAGE, message('blocked'), message('completed')],
  ['a new message (no base)', MESSAGE, undefined, message('completed')],
  ['a failed task run again', TASK, task('failed'), task('pending')],
  ['a task done within one change', TASK, task('pending'), task('done')],
];

describe('status moves the specs allow', () => {
  it.each(passing)('%s', (_name, path, base, head, config) => {
    const files: Record<string, string> = { [path]: head };
    if (path === TASK) files[INTENT] = intent('low', 'executing');
    const report = checkFiles(files, { base: base === undefined ? {} : { [path]: base }, ...(config && { config }) });
    expect(report.findings.filter((f) => f.path === path)).toEqual([]);
  });

  it('says nothing of a move from or to an invalid status (the enum rule reports it)', () => {
    const head = checkFiles(
      { [INTENT]: intent('high', 'aproved') },
      { base: { [INTENT]: intent('high', 'proposed') } },
    );
    expect(head.findings.map((f) => f.ruleId)).toEqual(['intent/enum']);
    const base = checkFiles({ [MESSAGE]: message('pending') }, { base: { [MESSAGE]: message('finished') } });
    expect(base.findings).toEqual([]);
  });
});

describe("handoff-gate's own inbox commits and pull requests", () => {
  const run = (fromInboxCommand: boolean, from: string, to: string, risk = 'high') =>
    check({
      files: [INTENT],
      workspace: memoryWorkspace({ [INTENT]: intent(risk, to) }, { [INTENT]: intent(risk, from) }),
      config: resolveConfig(),
      formats: FORMATS,
      fromInboxCommand,
    }).findings.map((f) => f.ruleId);

  it('an `/approve` or `/retry` carried out by the inbox is no warning; skipping the person still is an error', () => {
    expect(run(true, 'proposed', 'approved')).toEqual([]);
    expect(run(true, 'blocked', 'approved', 'low')).toEqual([]);
    expect(run(false, 'proposed', 'approved')).toEqual(['intent/decided-outside-inbox']);
    expect(run(true, 'proposed', 'done')).toEqual(['intent/approval-skipped']);
  });

  const BOT = 'github-actions[bot]';
  const pr = (author: string, headRef: string) => ({
    kind: 'pull_request' as const,
    name: 'pull_request',
    number: 7,
    headSha: 'a',
    baseSha: 'b',
    headRef,
    author,
    body: '',
    labels: [],
  });
  const push = (sender: string, commitMessages: string[]) => ({
    kind: 'push' as const,
    name: 'push' as const,
    before: 'a',
    after: 'b',
    ref: 'refs/heads/main',
    defaultBranch: 'main',
    sender,
    commitMessages,
  });

  it.each([
    ["the bot's pull request from its command branch", pr(BOT, 'handoff-gate/approve-intent-fix-login-123'), true],
    [
      "someone else's pull request from a branch named like it",
      pr('mallory', 'handoff-gate/approve-intent-fix-login-123'),
      false,
    ],
    ["the bot's pull request from another branch", pr(BOT, 'feature/x'), false],
    [
      "the bot's direct commit carrying the trailer",
      push(BOT, ['Approve intent fix-login\n\nHandoff-Gate-Comment: 123']),
      true,
    ],
    [
      'a push by the bot with a commit of its own besides',
      push(BOT, ['Approve intent fix-login\n\nHandoff-Gate-Comment: 123', 'chore: bump']),
      false,
    ],
    ["a person's push copying the trailer", push('mallory', ['Approve\n\nHandoff-Gate-Comment: 123']), false],
    ['a push with no commits listed', push(BOT, []), false],
  ] as const)('%s', (_name, event, expected) => {
    expect(isInboxCommandChange(event, BOT)).toBe(expected);
  });

  it('reads who opened a pull request, and who pushed which commits, from the event', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-event-'));
    const at = ({ event, payload }: WorkflowEvent<string, unknown>) => {
      writeFileSync(join(dir, `${event}.json`), JSON.stringify(payload));
      return readContext({
        GITHUB_REPOSITORY: 'octo/repo',
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: join(dir, `${event}.json`),
      }).event;
    };
    const pull = at(
      pullRequestEventFrom({
        number: 3,
        user: { login: BOT },
        head: { ref: 'handoff-gate/approve-intent-x-9', sha: 'a'.repeat(40) },
        base: { sha: 'b'.repeat(40) },
      }),
    );
    expect(isInboxCommandChange(pull, BOT)).toBe(true);
    const pushed = at(
      pushEvent({
        before: 'a'.repeat(40),
        after: 'b'.repeat(40),
        sender: { login: BOT },
        commits: [{ message: 'Approve intent x\n\nHandoff-Gate-Comment: 9' }],
      }),
    );
    expect(isInboxCommandChange(pushed, BOT)).toBe(true);
    expect(isInboxCommandChange(pushed, 'my-app[bot]')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Nothing skips the human, for new and renamed files too (DESIGN: Ambiguities, decided)

describe('an intent the change brings in past `proposed`', () => {
  const born = (
    risk: string,
    status: string,
    options: { added?: string[]; base?: Record<string, string> } = { added: [INTENT] },
  ) =>
    checkFiles({ [INTENT]: intent(risk, status) }, options).findings.filter(
      (f) => f.ruleId.startsWith('intent/approval') || f.ruleId.startsWith('intent/status'),
    );

  it.each(['approved', 'executing', 'done', 'blocked', 'error'])(
    'a new high- or med-risk intent born `%s` is an error naming the inbox way',
    (status) => {
      for (const risk of ['high', 'med', 'High', 'medium']) {
        const findings = born(risk, status);
        expect(findings).toHaveLength(1);
        expect(findings[0]).toMatchObject({
          ruleId: 'intent/approval-skipped',
          severity: 'error',
          line: STATUS_LINE,
          column: 9,
        });
        expect(findings[0]!.message).toContain('starts as `proposed`');
        expect(findings[0]!.message).toContain('`/approve` on its inbox issue');
      }
    },
  );

  it('a new low-risk intent may start anywhere; a new one `proposed` is fine at any risk', () => {
    expect(born('low', 'executing')).toEqual([]);
    expect(born('high', 'proposed')).toEqual([]);
  });

  it('an unchanged file, or a run with no base, says nothing of it', () => {
    expect(born('high', 'executing', { added: [] })).toEqual([]);
    expect(
      checkFiles({ [INTENT]: intent('high', 'executing') }).findings.filter(
        (f) => f.ruleId === 'intent/approval-skipped',
      ),
    ).toEqual([]);
  });

  it('a file with a base (a rename keeps its former base) is judged by its move instead', () => {
    expect(born('high', 'executing', { base: { [INTENT]: intent('high', 'approved') }, added: [] })).toEqual([]);
    expect(born('high', 'executing', { base: { [INTENT]: intent('high', 'proposed') }, added: [] })).toMatchObject([
      { ruleId: 'intent/approval-skipped' },
    ]);
  });
});
