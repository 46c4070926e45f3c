import { describe, expect, it } from 'vitest';
import { checkFiles, ruleIds } from '../helpers/check-files.js';

const INTENT = '.forge/intents/fix-login.yaml';
const intent = 'title: Fix login\nbody: Check the e-mail format.\nsource: human\nstatus: executing\n';

describe('intent-draft rules', () => {
  const FILE = '.forge/intent-drafts/password-reset.md';
  const table: Array<[name: string, text: string, expected: string[]]> = [
    ['type and risk', '---\ntype: feature\nrisk: low\n---\n\nAdd a reset link.\n\nUsers cannot reset.\n', []],
    ['empty frontmatter', '---\n---\n\nFix the broken test suite.\n', []],
    ['no frontmatter at all', 'Fix the broken test suite.\n', []],
    ['a body-less draft', '---\ntype: fix\n---\n', ['intent-draft/empty-body']],
    ['a whitespace-only body', '---\ntype: fix\n---\n\n   \n\n', ['intent-draft/empty-body']],
    ['an empty file (the core reports it)', '', ['file/empty']],
    ['risk `medium`', '---\nrisk: medium\n---\n\nText.\n', ['intent-draft/enum']],
    ['a misspelt type', '---\ntype: refactr\n---\n\nText.\n', ['intent-draft/unknown-type']],
    ['a misspelt key', '---\ntyp: fix\n---\n\nText.\n', ['intent-draft/key-typo']],
    ['a list as frontmatter', '---\n- type: fix\n---\n\nText.\n', ['intent-draft/type']],
  ];

  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds({ [FILE]: text }).sort()).toEqual([...expected].sort());
  });

  it('points at the line where the body should be', () => {
    expect(checkFiles({ [FILE]: '---\ntype: fix\nrisk: low\n---\n\n' }).findings).toMatchObject([
      { ruleId: 'intent-draft/empty-body', line: 5 },
    ]);
  });
});

describe('task rules', () => {
  const FILE = '.forge/tasks/fix-login/validate-email.yaml';
  const valid = `intent_id: fix-login
title: Validate the e-mail
plan: Add an RFC 5322 check to the login handler.
relevant_files:
  - src/handler/login.rs
implementation_steps:
  - Add the check
  - Test it
context: ""
complexity: low
status: pending
`;
  const sibling = '.forge/tasks/fix-login/add-tests.yaml';
  const other = '.forge/tasks/other/elsewhere.yaml';
  const files = (text: string, extra: Record<string, string> = {}) => ({
    [FILE]: text,
    [INTENT]: intent,
    [sibling]: valid.replace('status: pending', 'status: done'),
    '.forge/intents/other.yaml': intent,
    [other]: valid.replace('fix-login', 'other'),
    ...extra,
  });

  const table: Array<[name: string, text: string, expected: string[]]> = [
    ['a complete task', valid, []],
    [
      'only what the analysis gives',
      'intent_id: fix-login\ntitle: t\nplan: p\nrelevant_files: [a.rs]\nimplementation_steps: [s]\ncomplexity: med\n',
      [],
    ],
    ['status done', valid.replace('pending', 'done'), []],
    ['status `completed` (pfl-forge)', valid.replace('pending', 'completed'), ['task/reference-impl-value']],
    ['status outside the enum', valid.replace('pending', 'waiting'), ['task/enum']],
    ['complexity `medium`', valid.replace('complexity: low', 'complexity: medium'), ['task/enum']],
    [
      'an intent that does not exist',
      valid.replace('intent_id: fix-login', 'intent_id: fix-logn'),
      ['task/intent-not-found'],
    ],
    ['no intent_id', valid.replace('intent_id: fix-login\n', ''), ['task/required']],
    ['a sibling dependency', `${valid}depends_on: [add-tests]\n`, []],
    ['a dependency that is no task', `${valid}depends_on: [add-test]\n`, ['task/dependency-not-found']],
    ["a dependency on another intent's task", `${valid}depends_on: [elsewhere]\n`, ['task/dependency-not-found']],
    ['depending on itself', `${valid}depends_on: [validate-email]\n`, ['task/cycle']],
    [
      'no plan and no steps',
      valid
        .replace(/plan: .*\n/, '')
        .replace('implementation_steps:\n  - Add the check\n  - Test it\n', 'implementation_steps: []\n'),
      ['task/incomplete'],
    ],
    [
      'an absolute relevant file',
      valid.replace('src/handler/login.rs', '/home/me/login.rs'),
      ['task/relevant-file-path'],
    ],
    [
      'a relevant file outside the repository',
      valid.replace('src/handler/login.rs', '../other/login.rs'),
      ['task/relevant-file-path'],
    ],
    [
      'relevant_files as a string',
      valid.replace('relevant_files:\n  - src/handler/login.rs', 'relevant_files: src/handler/login.rs'),
      ['task/type'],
    ],
  ];

  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds(files(text)).sort()).toEqual([...expected].sort());
  });

  it('says when a dependency belongs to another intent, and suggests a sibling for a typo', () => {
    const [across] = checkFiles(files(`${valid}depends_on: [elsewhere]\n`)).findings;
    expect(across!.message).toContain('a task of another intent');
    const [typo] = checkFiles(files(`${valid}depends_on: [add-test]\n`)).findings;
    expect(typo).toMatchObject({ line: 12 });
    expect(typo!.message).toContain('Did you mean `add-tests`?');
  });

  it('reports a cycle between tasks once', () => {
    const report = checkFiles(
      files(`${valid}depends_on: [add-tests]\n`, { [sibling]: `${valid}depends_on: [validate-email]\n` }),
    );
    expect(report.findings.map((f) => [f.path, f.ruleId])).toEqual([[sibling, 'task/cycle']]);
    expect(report.findings[0]!.message).toContain('`add-tests` → `validate-email` → `add-tests`');
  });

  it('errs on two tasks of one intent with the same id', () => {
    const report = checkFiles(files(valid, { '.forge/tasks/fix-login/again/validate-email.yaml': valid }));
    expect(report.findings.map((f) => f.ruleId)).toEqual(['task/duplicate-id', 'task/duplicate-id']);
  });
});

describe('review-result rules', () => {
  const FILE = '.forge/reviews/validate-email.yaml';
  const task = 'intent_id: fix-login\ntitle: t\nplan: p\nrelevant_files: [a.rs]\nimplementation_steps: [s]\n';
  const files = (text: string, path = FILE) => ({
    [path]: text,
    [INTENT]: intent,
    '.forge/tasks/fix-login/validate-email.yaml': task,
  });
  const table: Array<[name: string, text: string, expected: string[]]> = [
    ['approved', 'task_id: validate-email\nverdict: approved\nsuggestions: [Name the regex]\n', []],
    [
      'rejected with issues',
      'task_id: validate-email\nverdict: rejected\nissues: [No test for the empty address]\n',
      [],
    ],
    [
      'rejected without issues',
      'task_id: validate-email\nverdict: rejected\n',
      ['review-result/rejected-without-issues'],
    ],
    [
      'rejected with an empty list',
      'task_id: validate-email\nverdict: rejected\nissues: []\n',
      ['review-result/rejected-without-issues'],
    ],
    ['a task that does not exist', 'task_id: validate-mail\nverdict: approved\n', ['review-result/task-not-found']],
    ['a verdict outside the enum', 'task_id: validate-email\nverdict: approve\n', ['review-result/enum']],
    ['no verdict', 'task_id: validate-email\nissues: [x]\n', ['review-result/missing-verdict']],
    [
      "pfl-forge's `approved: true`",
      'task_id: validate-email\napproved: true\nissues: []\nsuggestions: []\n',
      ['review-result/reference-impl-value'],
    ],
    [
      "pfl-forge's `approved: false` without issues",
      'task_id: validate-email\napproved: false\nissues: []\n',
      ['review-result/reference-impl-value', 'review-result/rejected-without-issues'],
    ],
    [
      'a verdict and a flag that disagree',
      'task_id: validate-email\nverdict: rejected\napproved: true\nissues: [x]\n',
      ['review-result/verdict-conflict'],
    ],
    [
      'issues as a string',
      'task_id: validate-email\nverdict: rejected\nissues: too loose\n',
      ['review-result/type', 'review-result/rejected-without-issues'],
    ],
  ];

  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds(files(text)).sort()).toEqual([...expected].sort());
  });

  it("reads JSON, as the runner persists the review agent's output", () => {
    const path = '.forge/reviews/fix-login/validate-email.json';
    const report = checkFiles(
      files('{\n  "task_id": "validate-email",\n  "verdict": "rejected",\n  "issues": []\n}\n', path),
    );
    expect(report.findings).toMatchObject([
      { path, ruleId: 'review-result/rejected-without-issues', line: 4, column: 13 },
    ]);
  });
});

describe('history rules', () => {
  const FILE = '.forge/knowledge/history/2026-01-01-fix-login.yaml';
  const valid = `intent_id: fix-login
intent_type: fix
intent_risk: low
title: "Fix login validation"
flow: [analyze, implement, review]
step_results:
  - step: analyze
    duration_secs: 45
    metadata:
      session_id: abc
      cost_usd: 0.12
      num_turns: 3
outcome: success
failure_reason: null
observations: [obs-001]
created_at: 2026-01-01T00:00:00Z
`;
  const table: Array<[name: string, text: string, expected: string[]]> = [
    ['a complete entry', valid, []],
    ['an intent that no longer exists (history outlives intents)', valid.replace('fix-login', 'deleted-long-ago'), []],
    [
      'failed with a reason',
      valid.replace('outcome: success', 'outcome: failed').replace('failure_reason: null', 'failure_reason: timeout'),
      [],
    ],
    [
      'failed without a reason',
      valid.replace('outcome: success', 'outcome: failed'),
      ['history/failure-reason-required'],
    ],
    [
      'failed, the reason left out',
      valid.replace('outcome: success', 'outcome: failed').replace('failure_reason: null\n', ''),
      ['history/failure-reason-required'],
    ],
    ['escalated', valid.replace('outcome: success', 'outcome: escalated'), []],
    ['an outcome outside the enum', valid.replace('outcome: success', 'outcome: succeeded'), ['history/enum']],
    ['a negative duration', valid.replace('duration_secs: 45', 'duration_secs: -1'), ['history/range']],
    ['a fractional duration', valid.replace('duration_secs: 45', 'duration_secs: 1.5'), ['history/type']],
    ['a duration as text', valid.replace('duration_secs: 45', 'duration_secs: "45s"'), ['history/type']],
    ['no flow', valid.replace('flow: [analyze, implement, review]\n', ''), ['history/required']],
    ['flow as a string', valid.replace('[analyze, implement, review]', 'analyze -> implement'), ['history/type']],
    ['created_at without a zone', valid.replace('2026-01-01T00:00:00Z', '2026-01-01 00:00'), ['history/timestamp']],
    [
      'an intent_id that is no id',
      valid.replace('intent_id: fix-login', 'intent_id: "Fix login, please"'),
      ['history/intent-id-format'],
    ],
  ];

  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds({ [FILE]: text }).sort()).toEqual([...expected].sort());
  });
});

describe('observations rules', () => {
  const FILE = '.forge/observations.yaml';
  const valid = `- content: "login.rs and signup.rs duplicate the validation"
  evidence:
    - type: file
      ref: src/handler/login.rs
    - type: skill
      ref: .claude/skills/api-handler/SKILL.md
    - type: history
      ref: fix-login
    - type: decision
      ref: error-handling-policy
  source: implement
  intent_id: fix-login
  processed: false
  created_at: 2025-02-22T10:30:00Z
`;
  const withFiles = (text: string) => ({ [FILE]: text, 'src/handler/login.rs': 'fn main() {}\n' });
  const table: Array<[name: string, text: string, expected: string[]]> = [
    ['a complete observation', valid, []],
    ['an empty list', '[]\n', []],
    ['the minimum', '- content: something\n  source: audit\n  intent_id: audit-1\n', []],
    [
      'an intent that does not exist (history is kept)',
      valid.replace('intent_id: fix-login', 'intent_id: long-gone'),
      [],
    ],
    ['a file reference with a line', valid.replace('ref: src/handler/login.rs', 'ref: src/handler/login.rs:12'), []],
    [
      'a missing evidence file',
      valid.replace('src/handler/login.rs', 'src/handler/signup.rs'),
      ['observations/evidence-not-found'],
    ],
    ['an absolute evidence path', valid.replace('src/handler/login.rs', '/etc/passwd'), ['observations/evidence-path']],
    [
      'an evidence path outside the repository',
      valid.replace('src/handler/login.rs', '../../secrets.txt'),
      ['observations/evidence-path'],
    ],
    ['an evidence type outside the enum', valid.replace('type: decision', 'type: url'), ['observations/enum']],
    ['an evidence without ref', valid.replace('      ref: fix-login\n', ''), ['observations/required']],
    [
      'source `analyze` (pfl-forge)',
      valid.replace('source: implement', 'source: analyze'),
      ['observations/reference-impl-value'],
    ],
    ['source outside the enum', valid.replace('source: implement', 'source: operator'), ['observations/enum']],
    [
      'processed as `no` (a string in YAML 1.2)',
      valid.replace('processed: false', 'processed: no'),
      ['observations/type'],
    ],
    [
      'created_at without a zone',
      valid.replace('2025-02-22T10:30:00Z', '"2025-02-22T10:30:00"'),
      ['observations/timestamp'],
    ],
    [
      'an unfilled prompt template',
      valid.replace('intent_id: fix-login', 'intent_id: "<from the intent in your prompt>"'),
      ['observations/template-leftover'],
    ],
    ['one observation, not a list', valid.replace(/^- /, '').replace(/^ {2}/gm, ''), ['observations/type']],
    ['no content', valid.replace(/- content: .*\n {2}/, '- '), ['observations/required']],
  ];

  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds(withFiles(text)).sort()).toEqual([...expected].sort());
  });

  it('points at the evidence of the right observation', () => {
    const text = `${valid}- content: second\n  evidence:\n    - type: file\n      ref: docs/gone.md\n  source: reflect\n  intent_id: fix-login\n`;
    const report = checkFiles(withFiles(text));
    expect(report.findings).toMatchObject([
      { ruleId: 'observations/evidence-not-found', severity: 'warning', line: 18, column: 12 },
    ]);
  });
});

describe("spec 4's roll-up of tasks into their intent, from either side", () => {
  const INTENT = '.forge/intents/fix-login.yaml';
  const TASK = '.forge/tasks/fix-login/validate.yaml';
  const files = {
    [INTENT]: 'title: Fix login\nbody: Make login work.\nsource: human\nrisk: low\nstatus: done\n',
    [TASK]:
      'intent_id: fix-login\ntitle: Validate the form\nplan: p\nrelevant_files: [src/a.rs]\nimplementation_steps: [a]\nstatus: failed\n',
  };
  const said = (only: string[]) =>
    checkFiles(files, { only })
      .findings.filter((f) => f.ruleId.endsWith('status-vs-tasks') || f.ruleId === 'task/intent-status')
      .map((f) => [f.path, f.ruleId]);

  it('a change that fails the only task of an intent marked done is said on the task', () => {
    expect(said([TASK])).toEqual([[TASK, 'task/intent-status']]);
  });

  it('once, on the intent, when both are checked', () => {
    expect(said([INTENT, TASK])).toEqual([[INTENT, 'intent/status-vs-tasks']]);
  });
});

describe('the intent family on hostile input', () => {
  const hostile = [
    '__proto__: {title: x}\nconstructor: 1\n',
    '- 1\n- [2]\n- {depends_on: {__proto__: a}}\n',
    'just a string\n',
    '42\n',
    'null\n',
    `title: t\nbody: b\nsource: human\ndepends_on: [${Array.from({ length: 2000 }, (_, i) => `d${i}`).join(', ')}]\nparent: {x: 1}\nclarifications: {a: b}\nstatus: [blocked]\n`,
    `${'a: '.repeat(1)}${'['.repeat(200)}${']'.repeat(200)}\n`,
    'intent_id: [x]\ndepends_on: "a"\nrelevant_files: {a: 1}\nevidence: 3\nstep_results: [{step: 1, duration_secs: 1e309}]\ntask_id: {}\nverdict: true\n',
  ];
  const paths = [
    '.forge/intents/hostile.yaml',
    '.forge/intent-drafts/hostile.md',
    '.forge/tasks/x/hostile.yaml',
    '.forge/reviews/hostile.yaml',
    '.forge/knowledge/history/hostile.yaml',
    '.forge/observations.yaml',
  ];

  it.each(hostile.map((text, i) => [i, text] as const))('survives input %i in every format', (_i, text) => {
    for (const path of paths) {
      const body = path.endsWith('.md') ? `---\n${text}---\n` : text;
      const report = checkFiles({
        [path]: body,
        '.forge/intents/hostile.yaml': text,
        '.forge/tasks/x/other.yaml': text,
        '.forge/reviews/other.yaml': text,
      });
      expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
    }
  });

  it('handles an intent whose `__proto__` key names a dependency', () => {
    const report = checkFiles({ [INTENT]: `${intent}depends_on: [__proto__, constructor]\nparent: __proto__\n` });
    expect(report.findings.map((f) => f.ruleId).sort()).toEqual([
      'intent/dependency-not-found',
      'intent/dependency-not-found',
      'intent/parent-not-found',
    ]);
  });
});
