import { describe, expect, it } from 'vitest';
import { judgeMove } from '../../src/engine/status-moves.js';
import { INTENT_STATUS_MOVES } from '../../src/formats/intent/status-moves.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { LazyGraph } from '../../src/formats/intent/graph.js';
import { checkFiles, ruleIds } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { shownDetails } from '../../src/report/report.js';

const FILE = '.forge/intents/fix-login.yaml';

const valid = `title: "Fix login validation"
body: |
  The e-mail format is not checked.
type: fix
source: human
risk: low
status: approved
created_at: "2025-02-22T10:00:00Z"
`;

const withStatus = (status: string, extra = '') => valid.replace('status: approved', `status: ${status}`) + extra;

/** Each row: an intent's text, and exactly the rule ids it must produce. */
const table: Array<[name: string, text: string, expected: string[]]> = [
  ['a complete intent', valid, []],
  ['only what pfl-forge requires', 'title: minimal\nbody: just the basics\nsource: human\n', []],
  [
    'an unquoted YAML timestamp (a string in YAML 1.2)',
    valid.replace('"2025-02-22T10:00:00Z"', '2025-02-22T10:00:00Z'),
    [],
  ],
  [
    'a chrono timestamp with offset and fraction',
    valid.replace('"2025-02-22T10:00:00Z"', '"2026-03-06T09:15:42.123456+00:00"'),
    [],
  ],
  [
    '`type` and `risk` left empty (a fresh draft)',
    valid.replace('type: fix', 'type: null').replace('risk: low', 'risk:'),
    [],
  ],
  ['`parent: null`', `${valid}parent: null\n`, []],
  [
    'unanswered clarifications, null and absent',
    `${valid}clarifications:\n  - question: Which API?\n    answer: null\n  - question: REST or gRPC?\n`,
    [],
  ],
  ['missing source', valid.replace('source: human\n', ''), ['intent/required']],
  ['missing title and body', 'source: human\n', ['intent/required', 'intent/required']],
  ['an empty title', valid.replace('"Fix login validation"', '""'), ['intent/range']],
  ['a body that is a number', valid.replace(/body: \|\n {2}.*\n/, 'body: 42\n'), ['intent/type']],
  ['risk `medium`', valid.replace('risk: low', 'risk: medium'), ['intent/enum']],
  ['status `needs_clarification` (a derived state, not a status)', withStatus('needs_clarification'), ['intent/enum']],
  ['status `implementing` (pfl-forge, not spec 4)', withStatus('implementing'), ['intent/reference-impl-value']],
  ['status `executing` (spec 4, dropped by pfl-forge)', withStatus('executing'), []],
  ['source `draft` (pfl-forge)', valid.replace('source: human', 'source: draft'), ['intent/reference-impl-value']],
  [
    'source `analyze` (pfl-forge child intents)',
    valid.replace('source: human', 'source: analyze'),
    ['intent/reference-impl-value'],
  ],
  ['source `eval` (pfl-forge)', valid.replace('source: human', 'source: eval'), ['intent/reference-impl-value']],
  ['source outside every list', valid.replace('source: human', 'source: robot'), ['intent/enum']],
  ["a type of the team's own", valid.replace('type: fix', 'type: docs'), ['intent/unknown-type']],
  ['a misspelt type', valid.replace('type: fix', 'type: feture'), ['intent/unknown-type']],
  ['created_at without a zone', valid.replace('"2025-02-22T10:00:00Z"', '"2025-02-22T10:00:00"'), ['intent/timestamp']],
  ['created_at that is not a date', valid.replace('"2025-02-22T10:00:00Z"', 'yesterday'), ['intent/timestamp']],
  [
    'created_at on 30 February',
    valid.replace('"2025-02-22T10:00:00Z"', '"2025-02-30T10:00:00Z"'),
    ['intent/timestamp'],
  ],
  [
    'created_at left as the template says',
    valid.replace('"2025-02-22T10:00:00Z"', '"ISO 8601 timestamp"'),
    ['intent/template-leftover'],
  ],
  ['status listing the alternatives', withStatus('"proposed | approved"'), ['intent/template-leftover']],
  ['a parent that does not exist', `${valid}parent: add-login\n`, ['intent/parent-not-found']],
  ['a dependency that does not exist', `${valid}depends_on:\n  - setup-database\n`, ['intent/dependency-not-found']],
  ['`depends_on` as a string', `${valid}depends_on: setup-database\n`, ['intent/type']],
  ['its own parent', `${valid}parent: fix-login\n`, ['intent/cycle']],
  ['depending on itself', `${valid}depends_on: [fix-login]\n`, ['intent/cycle']],
  ['a clarification without a question', `${valid}clarifications:\n  - answer: yes\n`, ['intent/required']],
  ['an answer that is a number', `${valid}clarifications:\n  - question: How many?\n    answer: 42\n`, ['intent/type']],
  ['a misspelt key', `${valid}clarfications: []\n`, ['intent/key-typo']],
  [
    'an eval fixture (intent nested under `intent:`)',
    'intent:\n  title: "Add --json"\n  body: "Output JSON."\nexpectations:\n  plan_mentions: [json]\n',
    ['intent/required', 'intent/required', 'intent/required', 'intent/nested-intent'],
  ],
];

describe('intent rules', () => {
  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds({ [FILE]: text }).sort()).toEqual([...expected].sort());
  });

  it('warns about a file name that is not a slug, and errs when it cannot even be a branch name', () => {
    const report = checkFiles({ '.forge/intents/Fix_Login.yaml': valid, '.forge/intents/fix login.yaml': valid });
    expect(report.findings.map((f) => [f.path, f.ruleId, f.severity])).toEqual([
      ['.forge/intents/Fix_Login.yaml', 'intent/id-not-slug', 'warning'],
      ['.forge/intents/fix login.yaml', 'intent/id-not-slug', 'error'],
    ]);
    expect(report.findings[0]!.message).toContain('Rename the file to `fix-login.yaml`');
  });

  it('warns about `.yml`, which the runner does not read, and errs on an id defined twice', () => {
    expect(ruleIds({ '.forge/intents/fix-login.yml': valid })).toEqual(['intent/file-extension']);
    const report = checkFiles({ [FILE]: valid, '.forge/intents/fix-login.yml': valid });
    expect(report.findings.map((f) => [f.path, f.ruleId])).toEqual([
      [FILE, 'intent/duplicate-id'],
      ['.forge/intents/fix-login.yml', 'intent/duplicate-id'],
      ['.forge/intents/fix-login.yml', 'intent/file-extension'],
    ]);
  });

  it('accepts a type the config adds', () => {
    const text = valid.replace('type: fix', 'type: docs');
    expect(ruleIds({ [FILE]: text }, FILE, { config: { enums: { 'intent/type': ['docs'] } } })).toEqual([]);
  });

  it('suggests the nearest type and points at it', () => {
    const [finding] = checkFiles({ [FILE]: valid.replace('type: fix', 'type: feture') }).findings;
    expect(finding).toMatchObject({ ruleId: 'intent/unknown-type', severity: 'warning', line: 4, column: 7 });
    expect(finding!.message).toContain('Did you mean `feature`?');
  });

  it('reports `medium` as an enum error listing the allowed risks', () => {
    const [finding] = checkFiles({ [FILE]: valid.replace('risk: low', 'risk: medium') }).findings;
    expect(finding).toMatchObject({ ruleId: 'intent/enum', severity: 'error', line: 6 });
    expect(finding!.message).toContain('allowed: low, med, high');
  });

  it('suggests `med` for `medium`', () => {
    const [finding] = checkFiles({ [FILE]: valid.replace('risk: low', 'risk: medium') }).findings;
    expect(finding!.message).toContain('Did you mean `med`?');
  });
});

describe('intent references', () => {
  const parent = 'title: Login\nbody: Everything about login.\nsource: human\n';

  it('resolves `parent` and `depends_on` among the intents, `.yaml` or `.yml`', () => {
    const files = {
      [FILE]: `${valid}parent: login\ndepends_on: [setup-database]\n`,
      // Weighed at low: a child may run while its parent is proposed (intent/parent-not-approved).
      '.forge/intents/login.yaml': `${parent}risk: low\n`,
      '.forge/intents/setup-database.yml': parent,
    };
    expect(ruleIds(files)).toEqual([]);
  });

  it('suggests the id that was probably meant', () => {
    const report = checkFiles({ [FILE]: `${valid}parent: logn\n`, '.forge/intents/login.yaml': parent });
    expect(report.findings).toMatchObject([{ ruleId: 'intent/parent-not-found', line: 9, column: 9 }]);
    expect(report.findings[0]!.message).toContain('Did you mean `login`?');
  });

  it('reports a dependency cycle once, on the first file of it that is checked', () => {
    const files = {
      '.forge/intents/a.yaml': `${parent}depends_on: [b]\n`,
      '.forge/intents/b.yaml': `${parent}depends_on: [c]\n`,
      '.forge/intents/c.yaml': `${parent}depends_on: [x, a]\n`,
      '.forge/intents/x.yaml': parent,
      '.forge/intents/tail.yaml': `${parent}depends_on: [a]\n`,
    };
    const report = checkFiles(files);
    expect(report.findings.map((f) => [f.path, f.ruleId, f.line])).toEqual([
      ['.forge/intents/a.yaml', 'intent/cycle', 4],
    ]);
    expect(report.findings[0]!.message).toContain('`a` → `b` → `c` → `a`');
    // Checking only one file of the cycle (a pull request that touched it) still finds it there.
    const partial = checkFiles(files, { only: ['.forge/intents/c.yaml'] });
    expect(partial.findings).toMatchObject([{ path: '.forge/intents/c.yaml', ruleId: 'intent/cycle', line: 4 }]);
    expect(partial.findings[0]!.message).toContain('`c` → `a` → `b` → `c`');
  });

  it('reports each of two separate cycles', () => {
    const report = checkFiles({
      '.forge/intents/a.yaml': `${parent}depends_on: [b]\n`,
      '.forge/intents/b.yaml': `${parent}depends_on: [a]\n`,
      '.forge/intents/c.yaml': `${parent}parent: d\n`,
      '.forge/intents/d.yaml': `${parent}parent: c\n`,
    });
    expect(report.findings.map((f) => [f.path, f.ruleId])).toEqual([
      ['.forge/intents/a.yaml', 'intent/cycle'],
      ['.forge/intents/c.yaml', 'intent/cycle'],
    ]);
    expect(report.findings[1]!.message).toContain('its own ancestor');
  });

  it('does not confuse a parent link and a dependency going the other way with a cycle', () => {
    const report = checkFiles({
      '.forge/intents/child.yaml': `${parent}parent: epic\n`,
      '.forge/intents/epic.yaml': `${parent}depends_on: [child]\n`,
    });
    expect(report.findings).toEqual([]);
  });

  it('finds a cycle through thousands of intents in linear time, once', () => {
    const files: Record<string, string> = {};
    const n = 3000;
    for (let i = 0; i < n; i++)
      files[`.forge/intents/i${i}.yaml`] =
        `${parent}depends_on: [i${(i + 1) % n}]\nparent: i${Math.floor(i / 2) || 1}\n`;
    const workspace = memoryWorkspace(files);
    const report = check({ files: Object.keys(files), workspace, config: resolveConfig(), formats: FORMATS });
    // Work counted, not timed: an intent is read once to be checked and at most once more for
    // each relation's graph (`depends_on`, `parent`), however many walks pass through it.
    const readsOf = new Map<string, number>();
    for (const path of workspace.reads) readsOf.set(path, (readsOf.get(path) ?? 0) + 1);
    expect(readsOf.size).toBe(n);
    expect(Math.max(...readsOf.values())).toBeLessThanOrEqual(3);
    expect(report.findings.map((f) => [f.path, f.ruleId])).toEqual([
      ['.forge/intents/i0.yaml', 'intent/cycle'],
      ['.forge/intents/i1.yaml', 'intent/cycle'],
    ]);
  });

  it("places every node of a long cycle in one walk: each node's links are looked up once", () => {
    const n = 5000;
    const lookups: string[] = [];
    const graph = new LazyGraph((id) => (lookups.push(id), [`n${(Number(id.slice(1)) + 1) % n}`]));
    for (let i = 0; i < n; i++) expect(graph.cycleMembers(`n${i}`)).toHaveLength(n);
    expect(lookups).toHaveLength(n);
    expect(new Set(lookups).size).toBe(n);
  });

  it('reads only the intents the links reach', () => {
    const files: Record<string, string> = { [FILE]: `${valid}depends_on: [a]\n`, '.forge/intents/a.yaml': parent };
    for (let i = 0; i < 50; i++) files[`.forge/intents/other-${i}.yaml`] = parent;
    const report = checkFiles(files, { only: [FILE] });
    expect(report.findings).toEqual([]);
    expect(report.reads).toBe(2);
  });
});

describe('intent status and its tasks', () => {
  const task = (status: string, intent = 'fix-login') =>
    `intent_id: ${intent}\ntitle: Step\nplan: p\nrelevant_files: [a.ts]\nimplementation_steps: [s]\nstatus: ${status}\n`;
  const withTasks = (status: string, ...statuses: string[]) => {
    const files: Record<string, string> = { [FILE]: withStatus(status) };
    statuses.forEach((s, i) => (files[`.forge/tasks/fix-login/t${i + 1}.yaml`] = task(s)));
    return files;
  };

  const rows: Array<[intent: string, tasks: string[], expected: string[]]> = [
    ['done', ['done', 'done'], []],
    ['done', ['done', 'completed'], ['task/reference-impl-value']],
    ['executing', ['done', 'done'], ['intent/status-vs-tasks']],
    ['blocked', ['done', 'failed'], []],
    ['done', ['done', 'failed'], ['intent/status-vs-tasks']],
    ['error', ['failed', 'failed'], []],
    ['blocked', ['failed', 'failed'], ['intent/status-vs-tasks']],
    ['executing', ['done', 'pending'], []],
    ['done', ['done', 'implementing'], ['intent/status-vs-tasks']],
    ['error', ['pending'], ['intent/status-vs-tasks']],
    ['approved', ['failed', 'done'], []],
    ['done', [], []],
  ];

  it.each(rows)('%s with tasks %j', (status, statuses, expected) => {
    const report = checkFiles(withTasks(status, ...statuses));
    expect(report.findings.map((f) => f.ruleId).sort()).toEqual([...expected].sort());
  });

  it('says what the tasks make the intent', () => {
    const [finding] = checkFiles(withTasks('done', 'done', 'failed', 'failed')).findings;
    expect(finding).toMatchObject({ path: FILE, ruleId: 'intent/status-vs-tasks', severity: 'warning', line: 7 });
    expect(finding!.message).toBe(
      '`status` is `done`, but 2 of 3 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
    );
  });

  it('counts only the tasks of this intent', () => {
    const files = {
      ...withTasks('done', 'done'),
      '.forge/tasks/other/t9.yaml': task('failed', 'other'),
      '.forge/intents/other.yaml': withStatus('error'),
    };
    expect(checkFiles(files).findings).toEqual([]);
  });
});

describe('intent status transitions (against the base revision)', () => {
  const rows: Array<[from: string, to: string, allowed: boolean]> = [
    ['proposed', 'approved', true],
    ['approved', 'executing', true],
    ['executing', 'done', true],
    ['executing', 'blocked', true],
    ['executing', 'error', true],
    ['blocked', 'approved', true],
    ['error', 'approved', true],
    ['approved', 'approved', true],
    ['proposed', 'done', true],
    ['approved', 'implementing', true],
    ['implementing', 'done', true],
    ['blocked', 'executing', true],
    ['done', 'approved', false],
    ['done', 'executing', false],
    ['approved', 'proposed', false],
    ['executing', 'approved', false],
    ['blocked', 'proposed', false],
    ['error', 'proposed', false],
  ];

  it.each(rows)('%s → %s', (from, to, allowed) => {
    const report = checkFiles({ [FILE]: withStatus(to) }, { base: { [FILE]: withStatus(from) } });
    const ids = report.findings.filter((f) => f.ruleId === 'intent/status-transition');
    expect(ids.length).toBe(allowed ? 0 : 1);
  });

  it('points at the status and says what was allowed', () => {
    const report = checkFiles({ [FILE]: withStatus('approved') }, { base: { [FILE]: withStatus('done') } });
    expect(report.findings).toMatchObject([
      { ruleId: 'intent/status-transition', severity: 'error', line: 7, column: 9 },
    ]);
    expect(report.findings[0]!.message).toContain('moved from `done` (base revision) to `approved`');
  });

  it('reads a missing status as proposed, on either side', () => {
    const bare = valid.replace('status: approved\n', '');
    expect(ruleIds({ [FILE]: valid }, FILE, { base: { [FILE]: bare } })).toEqual([]);
    expect(ruleIds({ [FILE]: bare }, FILE, { base: { [FILE]: valid } })).toEqual(['intent/status-transition']);
  });

  it("has nothing to compare for a new file, or a status of the team's own", () => {
    expect(ruleIds({ [FILE]: withStatus('done') })).toEqual([]);
    const config = { enums: { 'intent/status': ['parked'] } };
    expect(
      ruleIds({ [FILE]: withStatus('approved') }, FILE, { config, base: { [FILE]: withStatus('parked') } }),
    ).toEqual([]);
  });

  it('is a pure function of the two statuses', () => {
    expect(judgeMove(INTENT_STATUS_MOVES, 'done', 'done')).toBe('same');
    expect(judgeMove(INTENT_STATUS_MOVES, 'done', 'blocked')).toBe('forbidden');
  });
});

describe('intent contributions', () => {
  it('states its risk', () => {
    const report = checkFiles({ [FILE]: valid.replace('risk: low', 'risk: high') });
    expect(report.risk).toEqual({ level: 'high', reasons: ['intent fix-login is high risk'] });
    expect(checkFiles({ [FILE]: valid.replace('risk: low\n', '') }).risk.level).toBeNull();
  });

  it('asks for approval of a proposed med/high-risk intent, not a low one', () => {
    const text =
      valid.replace('risk: low', 'risk: med').replace('status: approved', 'status: proposed') + 'parent: login\n';
    const report = checkFiles({ [FILE]: text, '.forge/intents/login.yaml': 'title: Login\nbody: b\nsource: human\n' });
    expect(report.inbox).toEqual([
      {
        key: 'intent/fix-login',
        reason: 'approval',
        path: FILE,
        line: 7,
        title: 'Approve: Fix login validation',
        format: 'intent',
        risk: 'med',
        actions: ['/approve', '/reject [reason]'],
        details: [
          { label: 'Type', value: 'fix' },
          { label: 'Risk', value: 'med' },
          { label: 'Source', value: 'human' },
          { label: 'Status', value: 'proposed' },
          { label: 'Parent', value: 'login' },
          { label: 'Body', value: 'The e-mail format is not checked.' },
        ],
      },
    ]);
    expect(checkFiles({ [FILE]: withStatus('proposed') }).inbox).toEqual([]);
    expect(checkFiles({ [FILE]: withStatus('approved').replace('risk: low', 'risk: high') }).inbox).toEqual([]);
  });

  it('asks for answers to open clarifications, numbered as `/answer` counts them', () => {
    const text = `${withStatus('proposed').replace('risk: low', 'risk: high')}clarifications:\n  - question: Which API?\n    answer: REST\n  - question: Which version?\n    answer: null\n  - question: Who owns it?\n`;
    const report = checkFiles({ [FILE]: text });
    expect(report.inbox.map((i) => [i.key, i.reason, i.title, i.risk, i.line])).toEqual([
      ['intent/fix-login', 'approval', 'Approve: Fix login validation', 'high', 7],
      ['intent/fix-login#clarification', 'clarification', 'Answer: Fix login validation', 'high', 12],
    ]);
    const item = report.inbox[1]!;
    expect(item.actions).toEqual(['/answer <n> <text>']);
    expect(item.questions).toEqual([
      { number: 1, question: 'Which API?', answer: 'REST' },
      { number: 2, question: 'Which version?', answer: null },
      { number: 3, question: 'Who owns it?', answer: null },
    ]);
    // The report and the issue show them as rows after the details.
    expect(shownDetails(item).slice(-6)).toEqual([
      { label: 'Question 1', value: 'Which API?' },
      { label: 'Answer 1', value: 'REST' },
      { label: 'Question 2', value: 'Which version?' },
      { label: 'Answer 2', value: '(unanswered)' },
      { label: 'Question 3', value: 'Who owns it?' },
      { label: 'Answer 3', value: '(unanswered)' },
    ]);
  });

  it('puts a blocked intent in the inbox with its failed tasks and their review feedback', () => {
    const task = (status: string, title: string) =>
      `intent_id: fix-login\ntitle: ${title}\nplan: p\nrelevant_files: [a.ts]\nimplementation_steps: [s]\nstatus: ${status}\n`;
    const files = {
      [FILE]: withStatus('blocked'),
      '.forge/tasks/fix-login/check-format.yaml': task('failed', 'Check the format'),
      '.forge/tasks/fix-login/add-tests.yaml': task('done', 'Add tests'),
      '.forge/reviews/check-format-1.yaml': 'task_id: check-format\nverdict: rejected\nissues: [No RFC 5322 check]\n',
      '.forge/reviews/check-format-2.json':
        '{"task_id": "check-format", "verdict": "rejected", "issues": ["Tests fail", "Regex too loose"]}',
    };
    const report = checkFiles(files);
    expect(report.findings).toEqual([]);
    expect(report.inbox).toHaveLength(1);
    expect(report.inbox[0]).toMatchObject({
      key: 'intent/fix-login',
      reason: 'blocked',
      title: 'Blocked: Fix login validation',
      risk: 'low',
      actions: ['/retry', '/reject [reason]'],
    });
    expect(report.inbox[0]!.details.slice(-2)).toEqual([
      { label: 'Failed task check-format', value: 'Check the format' },
      { label: 'Review of check-format', value: 'Tests fail; Regex too loose' },
    ]);
  });

  it('files an error intent under `error`, titled Failed', () => {
    const report = checkFiles({ [FILE]: withStatus('error').replace('risk: low\n', '') });
    expect(report.inbox).toMatchObject([
      { key: 'intent/fix-login', reason: 'error', title: 'Failed: Fix login validation' },
    ]);
    expect(report.inbox[0]).not.toHaveProperty('risk');
  });

  it('falls back to the id when there is no title', () => {
    const report = checkFiles({ [FILE]: 'body: b\nsource: human\nstatus: blocked\n' });
    expect(report.inbox).toMatchObject([{ title: 'Blocked: fix-login' }]);
  });
});
