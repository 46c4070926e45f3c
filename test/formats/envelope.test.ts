import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFiles, ruleIds } from '../helpers/check-files.js';

const FILE = '.work/handoff/envelope.yaml';
/** The files the fixtures' artifacts name, so that only the rows about paths see a missing one. */
const ARTIFACTS: Record<string, string> = {
  '.work/01_explorer/tech.md': '# tech\n',
  '.work/04_story_map.md': '# map\n',
  '.work/06_reviewer/completeness.md': '# review\n',
  '.work/07_review_unified.md': '# unified\n',
  'docs/requirements/user-stories.md': '# stories\n',
  'src/a.ts': 'export {};\n',
  'services/PaymentService.js': 'export {};\n',
};

const explorer = `kind: explorer
agent_id: explorer:tech
mode: brownfield
status: ok
artifacts:
  - path: .work/01_explorer/tech.md
    type: context
findings:
  tech_stack:
    language: TypeScript
    framework: Next.js 14
  dependencies:
    production:
      - name: react
        version: ^18.2.0
        purpose: UI
  constraints:
    - React 18
open_questions: []
blockers: []
next: aggregator
`;

const reviewer = `kind: reviewer
agent_id: reviewer:completeness
status: ok
severity: P1
artifacts:
  - path: .work/06_reviewer/completeness.md
    type: review
findings:
  p0_issues: []
  p1_issues:
    - id: COMP-002
      category: missing_failure_ac
      description: US-003 has no failure AC
      location: docs/requirements/user-stories.md:45
      fix: Add the failure scenario
  p2_issues: []
summary:
  total_stories: 10
open_questions: []
blockers: []
next: aggregator
`;

const planner = `kind: planner
agent_id: req:planner
mode: greenfield
status: ok
artifacts:
  - path: .work/04_story_map.md
    type: story_map
summary:
  total_epics: 3
  total_features: 8
  total_stories: 15
  mvp_stories: 8
  dependencies:
    - from: US-001
      to: US-002
      type: data
traceability:
  - story_id: US-001
    sources:
      - type: interview
        ref: Q-003
open_questions: []
blockers: []
next: writer
`;

const writer = `kind: writer
agent_id: req:writer
mode: greenfield
status: ok
artifacts:
  - path: docs/requirements/user-stories.md
    type: story
summary:
  total_stories: 15
  total_ac: 45
  ac_per_story_avg: 3.0
  stories_with_failure_ac: 15
traceability:
  - story_id: US-001
    sources: [Q-003, "context:auth"]
open_questions: []
blockers: []
next: reviewer
`;

const aggregator = `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 5
  conflicts_found: 1
  conflicts_resolved: 1
  duplicates_removed: 8
conflicts_resolved:
  - id: CONF-001
    source_a: reviewer:quality
    source_b: reviewer:nfr
    resolution: keep the NFR wording
    reasoning: it is measurable
gate_decision:
  p0_count: 0
  p1_count: 2
  p2_count: 5
  result: reject
  return_phase: 5
open_questions: []
next: writer
`;

const blocked = explorer
  .replace('status: ok', 'status: blocked')
  .replace('blockers: []', 'blockers:\n  - The repository is not readable');
const needsInput = explorer
  .replace('status: ok', 'status: needs_input')
  .replace('open_questions: []', 'open_questions:\n  - App Router or Pages Router?');
const gate = (body: string) => aggregator.replace(/gate_decision:\n(?: {2}.*\n)+/, `gate_decision:\n${body}`);

/** Each row: a file's text, and exactly the rule ids it must produce (artifacts present). */
const table: Array<[name: string, text: string, expected: string[]]> = [
  // passing: one complete envelope per kind, and each status with what it requires
  ['an explorer', explorer, []],
  ['a reviewer', reviewer, []],
  ['a planner', planner, []],
  ['a writer', writer, []],
  ['an aggregator', aggregator, []],
  [
    'an interviewer handing to the planner',
    explorer.replace('kind: explorer', 'kind: interviewer').replace('next: aggregator', 'next: planner'),
    [],
  ],
  ['blocked with a blocker', blocked, []],
  ['needs_input with a question', needsInput, []],
  [
    'conflict with a conflict',
    explorer
      .replace('status: ok', 'status: conflict')
      .replace('blockers: []', 'conflicts:\n  - tech says Vue, ui says React'),
    [],
  ],
  ['ok with no artifacts produced', explorer.replace(/artifacts:\n(?: {2}.*\n)+/, 'artifacts: []\n'), []],
  ['an agent id with a shard', explorer.replace('explorer:tech', 'explorer:domain#frontend'), []],
  ['a path relative to .work/', explorer.replace('path: .work/01_explorer/tech.md', 'path: 01_explorer/tech.md'), []],
  ['a glob artifact', explorer.replace('path: .work/01_explorer/tech.md', 'path: .work/01_explorer/*.md'), []],
  ['mode left out', reviewer, []],
  [
    'a reviewer with nothing found',
    reviewer.replace('severity: P1', 'severity: null').replace(/ {2}p1_issues:\n(?: {4}.*\n)+/, ''),
    [],
  ],
  [
    'an aggregator that passes to done',
    gate('  p0_count: 0\n  p1_count: 1\n  p2_count: 3\n  result: pass\n').replace('next: writer', 'next: done'),
    [],
  ],
  [
    'an explorer aggregator without a gate',
    aggregator.replace(/gate_decision:\n(?: {2}.*\n)+/, '').replace('next: writer', 'next: planner'),
    [],
  ],

  // required fields and the status table
  ['status missing', explorer.replace('status: ok\n', ''), ['envelope/required']],
  [
    "next missing (the spec's own serialisation example)",
    explorer.replace('next: aggregator\n', ''),
    ['envelope/required'],
  ],
  ['ok without artifacts', explorer.replace(/artifacts:\n(?: {2}.*\n)+/, ''), ['envelope/status-requires-artifacts']],
  [
    'needs_input without questions',
    explorer.replace('status: ok', 'status: needs_input'),
    ['envelope/status-requires-open-questions'],
  ],
  [
    'needs_input with the questions left out',
    explorer.replace('status: ok', 'status: needs_input').replace('open_questions: []\n', ''),
    ['envelope/status-requires-open-questions'],
  ],
  [
    'blocked without blockers',
    explorer.replace('status: ok', 'status: blocked'),
    ['envelope/status-requires-blockers'],
  ],
  [
    'conflict without conflicts',
    explorer.replace('status: ok', 'status: conflict'),
    ['envelope/status-requires-conflicts'],
  ],
  [
    'blockers as a string',
    blocked.replace(/blockers:\n.*\n/, 'blockers: The repository is not readable\n'),
    ['envelope/type'],
  ],

  // enums
  ['a kind outside the enum', explorer.replace('kind: explorer', 'kind: indexer'), ['envelope/enum']],
  ['a misspelt status', explorer.replace('status: ok', 'status: needs-input'), ['envelope/enum']],
  ['a mode outside the enum', explorer.replace('mode: brownfield', 'mode: legacy'), ['envelope/enum']],
  ['next outside the enum', explorer.replace('next: aggregator', 'next: explorer-swarm'), ['envelope/enum']],
  ['an artifact type outside the enum', explorer.replace('type: context', 'type: scan'), ['envelope/enum']],
  [
    "the spec example's story_map, unified_context, unified_review",
    planner.replace('type: story_map', 'type: unified_context'),
    [],
  ],
  [
    'a template alternative',
    explorer.replace('status: ok', 'status: ok | needs_input | blocked'),
    ['envelope/template-leftover'],
  ],

  // agent_id
  [
    'an agent id with three segments',
    explorer.replace('explorer:tech', 'sfra:explorer:tech'),
    ['envelope/agent-id-segments'],
  ],
  ['an agent id without a subtype', explorer.replace('explorer:tech', 'explorer'), ['envelope/format']],
  [
    'an unexpanded shard',
    explorer.replace('explorer:tech', 'explorer:domain#${shard_id}'),
    ['envelope/template-leftover'],
  ],

  // artifacts
  [
    'an absolute artifact path',
    explorer.replace('path: .work/01_explorer/tech.md', 'path: /home/me/tech.md'),
    ['envelope/artifact-path'],
  ],
  [
    'an artifact path leaving the repository',
    explorer.replace('path: .work/01_explorer/tech.md', 'path: .work/../../tech.md'),
    ['envelope/artifact-path'],
  ],
  [
    'an empty artifact path',
    explorer.replace('path: .work/01_explorer/tech.md', 'path: ""'),
    ['envelope/artifact-path'],
  ],
  [
    'an artifact that does not exist',
    explorer.replace('path: .work/01_explorer/tech.md', 'path: .work/01_explorer/teck.md'),
    ['envelope/artifact-missing'],
  ],
  ['an artifact without a type', explorer.replace('    type: context\n', ''), ['envelope/required']],

  // the next table
  [
    'an explorer handing to the writer',
    explorer.replace('next: aggregator', 'next: writer'),
    ['envelope/next-mismatch'],
  ],
  ['a planner handing to the reviewer', planner.replace('next: writer', 'next: reviewer'), ['envelope/next-mismatch']],
  ['a writer handing to done', writer.replace('next: reviewer', 'next: done'), ['envelope/next-mismatch']],
  [
    'a reviewer handing to the planner',
    reviewer.replace('next: aggregator', 'next: planner'),
    ['envelope/next-mismatch'],
  ],
  [
    'an aggregator handing to a reviewer',
    aggregator.replace('next: writer', 'next: reviewer'),
    ['envelope/next-mismatch'],
  ],

  // reviewer severity and findings
  [
    'severity below the highest finding',
    reviewer.replace('severity: P1', 'severity: P2'),
    ['envelope/severity-mismatch'],
  ],
  [
    'severity null with a P1 finding',
    reviewer.replace('severity: P1', 'severity: null'),
    ['envelope/severity-mismatch'],
  ],
  ['severity P0 with no P0 finding', reviewer.replace('severity: P1', 'severity: P0'), ['envelope/severity-mismatch']],
  ['severity left out', reviewer.replace('severity: P1\n', ''), ['envelope/severity-missing']],
  ['severity outside the enum', reviewer.replace('severity: P1', 'severity: HIGH'), ['envelope/enum']],
  [
    'a finding without fix and location',
    reviewer.replace(/ {6}location: .*\n {6}fix: .*\n/, '      file: src/a.ts\n      line: 3\n'),
    ['envelope/finding-incomplete'],
  ],
  [
    'a finding as bare text',
    reviewer.replace(/p1_issues:\n(?: {4}.*\n)+/, 'p1_issues:\n    - US-003 has no failure AC\n'),
    ['envelope/type'],
  ],
  ['a finding with a numeric id', reviewer.replace('id: COMP-002', 'id: 2'), ['envelope/type']],

  // per-kind shapes
  ['a summary count as text', reviewer.replace('total_stories: 10', 'total_stories: ten'), ['envelope/type']],
  ['a negative summary count', writer.replace('total_ac: 45', 'total_ac: -1'), ['envelope/range']],
  ['a dependency type outside the enum', planner.replace('type: data', 'type: blocking'), ['envelope/enum']],
  ['a planner citing bare ids', planner.replace(/sources:\n(?: {6}.*\n)+/, 'sources: [Q-003]\n'), ['envelope/type']],
  [
    'a writer citing {type, ref}',
    writer.replace('sources: [Q-003, "context:auth"]', 'sources:\n      - type: interview\n        ref: Q-003'),
    ['envelope/type'],
  ],
  ['a trace without sources', writer.replace('    sources: [Q-003, "context:auth"]\n', ''), ['envelope/required']],
  [
    'a resolved conflict without its resolution',
    aggregator.replace('    resolution: keep the NFR wording\n', ''),
    ['envelope/required'],
  ],
  [
    'tech_stack as a list',
    explorer.replace(/ {2}tech_stack:\n(?: {4}.*\n)+/, '  tech_stack: [TypeScript]\n'),
    ['envelope/type'],
  ],
  ['a misspelt key', explorer.replace('open_questions: []', 'open_question: []'), ['envelope/key-typo']],
  [
    'a misspelt nested key',
    aggregator.replace('p2_count: 5', 'p2_cout: 5'),
    ['envelope/key-typo', 'envelope/required'],
  ],

  // the aggregator's gate
  [
    'a P0 that only rejects',
    gate('  p0_count: 1\n  p1_count: 3\n  p2_count: 5\n  result: reject\n'),
    ['envelope/gate-result-mismatch'],
  ],
  [
    'two P1s that pass',
    gate('  p0_count: 0\n  p1_count: 2\n  p2_count: 0\n  result: pass\n').replace('next: writer', 'next: done'),
    ['envelope/gate-result-mismatch'],
  ],
  [
    'a veto with no P0',
    gate('  p0_count: 0\n  p1_count: 0\n  p2_count: 1\n  result: veto\n'),
    ['envelope/gate-result-mismatch'],
  ],
  [
    'result FAIL',
    gate('  p0_count: 8\n  p1_count: 15\n  p2_count: 33\n  result: "FAIL"\n'),
    ['envelope/enum', 'envelope/gate-result-mismatch'],
  ],
  [
    'a gate without its P1 count',
    gate('  p0_count: 0\n  p2_count: 0\n  result: pass\n').replace('next: writer', 'next: done'),
    ['envelope/required'],
  ],
  ['a reject that is done', aggregator.replace('next: writer', 'next: done'), ['envelope/gate-next-mismatch']],
  [
    'a pass sent back to the writer',
    gate('  p0_count: 0\n  p1_count: 0\n  p2_count: 0\n  result: pass\n'),
    ['envelope/gate-next-mismatch'],
  ],
  [
    'done without any gate',
    aggregator.replace(/gate_decision:\n(?: {2}.*\n)+/, '').replace('next: writer', 'next: done'),
    ['envelope/gate-next-mismatch'],
  ],
];

const ids = (text: string, options: Parameters<typeof checkFiles>[1] = {}) =>
  ruleIds({ [FILE]: text, ...ARTIFACTS }, FILE, options).sort();

describe('envelope rules', () => {
  it.each(table)('%s', (_name, text, expected) => {
    expect(ids(text)).toEqual([...expected].sort());
  });

  it("gives severities: errors for the spec's rules, warnings for drift", () => {
    const text = explorer
      .replace('explorer:tech', 'sfra:explorer:tech')
      .replace('status: ok', 'status: blocked')
      .replace('tech.md', 'teck.md');
    const report = checkFiles({ [FILE]: text, ...ARTIFACTS });
    expect(report.findings.map((f) => [f.ruleId, f.severity]).sort()).toEqual([
      ['envelope/agent-id-segments', 'warning'],
      ['envelope/artifact-missing', 'warning'],
      ['envelope/status-requires-blockers', 'error'],
    ]);
    const done = checkFiles({
      [FILE]: aggregator.replace(/gate_decision:\n(?: {2}.*\n)+/, '').replace('next: writer', 'next: done'),
      ...ARTIFACTS,
    });
    expect(done.findings).toMatchObject([{ ruleId: 'envelope/gate-next-mismatch', severity: 'warning' }]);
  });

  it('points at the offending line and says what to write', () => {
    const report = checkFiles({
      [FILE]: gate('  p0_count: 8\n  p1_count: 15\n  p2_count: 33\n  result: "FAIL"\n'),
      ...ARTIFACTS,
    });
    expect(report.findings).toMatchObject([
      { ruleId: 'envelope/enum', line: 23, message: expect.stringContaining('allowed: pass, reject, veto') },
      { ruleId: 'envelope/gate-result-mismatch', line: 23, message: expect.stringContaining('Write `result: veto`') },
    ]);
    const severity = checkFiles({ [FILE]: reviewer.replace('severity: P1', 'severity: P2'), ...ARTIFACTS });
    expect(severity.findings).toMatchObject([
      { line: 4, column: 11, message: expect.stringContaining('Write `severity: P1`') },
    ]);
    const missing = checkFiles({ [FILE]: explorer.replace('next: aggregator\n', ''), ...ARTIFACTS });
    expect(missing.findings).toMatchObject([
      { ruleId: 'envelope/required', message: expect.stringMatching(/^`next` is required/) },
    ]);
  });

  it('accepts the kinds, next agents and artifact types a team adds in its config', () => {
    const text = explorer
      .replace('kind: explorer', 'kind: indexer')
      .replace('next: aggregator', 'next: explorer-swarm')
      .replace('type: context', 'type: index');
    const config = {
      enums: { 'envelope/kind': ['indexer'], 'envelope/next': ['explorer-swarm'], 'envelope/artifact-type': ['index'] },
    };
    expect(ids(text, { config })).toEqual([]);
    // A team's own next target has no row in the spec's table, so a known kind may use it.
    expect(
      ids(explorer.replace('next: aggregator', 'next: reporter'), {
        config: { enums: { 'envelope/next': ['reporter'] } },
      }),
    ).toEqual([]);
  });

  it('is recognised by its kind and agent_id, on .work/ or anywhere', () => {
    const json = JSON.stringify(
      { kind: 'planner', agent_id: 'req:planner', status: 'blocked', blockers: ['no interview yet'], next: 'writer' },
      null,
      2,
    );
    const report = checkFiles({
      'docs/handoff/planner.json': json,
      '.work/notes.yaml': 'title: notes\nitems: []\n',
      'config/app.yaml': 'kind: Deployment\nname: app\n',
      [FILE]: explorer,
      ...ARTIFACTS,
    });
    expect(report.files).toEqual([
      { path: '.work/handoff/envelope.yaml', format: 'envelope' },
      { path: 'docs/handoff/planner.json', format: 'envelope' },
    ]);
  });

  it("feeds every kind's findings to the gate, and an aggregator's verdict as declared", () => {
    const explorerWithIssues = explorer.replace(
      'open_questions: []',
      `  p0_issues:
    - id: SVC-001
      category: sensitive_data_logged
      file: services/PaymentService.js
      line: 78
      description: Card data logged
      fix: Remove it
open_questions: []`,
    );
    const report = checkFiles({
      '.work/reviewer.yaml': reviewer,
      '.work/explorer.yaml': explorerWithIssues,
      '.work/aggregator.yaml': aggregator,
      ...ARTIFACTS,
    });
    expect(report.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1, p2: 0 });
    expect(report.gate.items).toEqual([
      {
        priority: 'P0',
        id: 'SVC-001',
        category: 'sensitive_data_logged',
        description: 'Card data logged',
        location: 'services/PaymentService.js:78',
        fix: 'Remove it',
        source: { path: '.work/explorer.yaml', line: 20 },
      },
      {
        priority: 'P1',
        id: 'COMP-002',
        category: 'missing_failure_ac',
        description: 'US-003 has no failure AC',
        location: 'docs/requirements/user-stories.md:45',
        fix: 'Add the failure scenario',
        source: { path: '.work/reviewer.yaml', line: 11 },
      },
    ]);
    expect(report.gate.sources).toContainEqual({
      path: '.work/aggregator.yaml',
      format: 'envelope',
      declared: 'reject',
      declaredCounts: { P0: 0, P1: 2, P2: 5, P3: 0 },
      counts: { P0: 0, P1: 0, P2: 0, P3: 0 },
      decides: true,
    });
    // The counted P0 vetoes; the aggregator's reject is listed, and the stricter verdict stands.
    expect(report.gate).toMatchObject({
      counted: 'veto',
      declaredBy: [{ path: '.work/aggregator.yaml', result: 'reject' }],
    });
    // Leftover placeholders (`p2_issues: [...]`) declare nothing.
    const leftover = checkFiles({ [FILE]: reviewer.replace('p2_issues: []', 'p2_issues: [...]'), ...ARTIFACTS });
    expect(leftover.gate.p2).toBe(0);
  });

  it('puts blocked and questioning agents in the inbox', () => {
    const report = checkFiles({
      '.work/a.yaml': blocked,
      '.work/b.yaml': needsInput,
      '.work/c.yaml': explorer,
      ...ARTIFACTS,
    });
    expect(report.inbox).toEqual([
      {
        key: 'envelope/.work/a.yaml',
        reason: 'blocked',
        path: '.work/a.yaml',
        line: 21,
        title: 'Blocked: explorer:tech — The repository is not readable',
        format: 'envelope',
        actions: [],
        details: [
          { label: 'Agent', value: 'explorer:tech' },
          { label: 'Kind', value: 'explorer' },
          { label: 'Status', value: 'blocked' },
          { label: 'Blocker 1', value: 'The repository is not readable' },
        ],
      },
      {
        key: 'envelope/.work/b.yaml',
        reason: 'clarification',
        path: '.work/b.yaml',
        line: 20,
        title: 'Answer: explorer:tech — App Router or Pages Router?',
        format: 'envelope',
        actions: [],
        details: [
          { label: 'Agent', value: 'explorer:tech' },
          { label: 'Kind', value: 'explorer' },
          { label: 'Status', value: 'needs_input' },
          { label: 'Question 1', value: 'App Router or Pages Router?' },
        ],
      },
    ]);
  });

  it('never throws on hostile data', () => {
    const hostile = [
      'kind: explorer\nagent_id: explorer:tech\n__proto__: {status: ok}\nstatus: ok\nartifacts: x\nfindings: [1, 2]\nnext: aggregator\n',
      'kind: reviewer\nagent_id: 5\nstatus: needs_input\nopen_questions: {a: 1}\nseverity: [P0]\nfindings: {p0_issues: {id: 1}, p1_issues: [null, 3, [], {__proto__: 1}]}\nnext: aggregator\n',
      'kind: aggregator\nagent_id: req:aggregator\nstatus: blocked\nblockers: [1, null]\ngate_decision: {p0_count: 1e400, p1_count: -1, result: {pass: null}}\nnext: done\n',
      'kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: [null, {path: 3}, {path: [a]}]\ntraceability: [1, {sources: x}, {story_id: a, sources: [null, {type: 3}]}]\nsummary: 1\nnext: writer\n',
      'kind: constructor\nagent_id: __proto__:toString\nstatus: toString\nnext: hasOwnProperty\ntraceability: [{story_id: a, sources: [a]}]\ngate_decision: {result: constructor, p0_count: 0, p1_count: 0}\n',
      '{"kind": "writer", "agent_id": "req:writer", "status": "conflict", "conflicts": "x", "artifacts": {"path": "a"}, "next": "reviewer"}',
    ];
    hostile.forEach((text, i) => {
      const path = `.work/h${i}.${text.startsWith('{') ? 'json' : 'yaml'}`;
      const report = checkFiles({ [path]: text });
      expect(report.files).toEqual([{ path, format: 'envelope' }]);
      expect(report.findings.filter((f) => /handoff-gate bug/.test(f.message))).toEqual([]);
    });
  });
});

/** The spec's ```yaml blocks, each with the heading it sits under. */
function specBlocks(): Array<{ heading: string; syntax: string; text: string }> {
  const spec = readFileSync(new URL('../fixtures/spec/1-envelope.md', import.meta.url), 'utf8');
  const out: Array<{ heading: string; syntax: string; text: string }> = [];
  let heading = '';
  for (const m of spec.matchAll(/^(#+ .*)$|^```(yaml|json)\n([\s\S]*?)^```$/gm)) {
    if (m[1]) heading = m[1].replace(/^#+ /, '');
    else out.push({ heading, syntax: m[2]!, text: m[3]! });
  }
  return out;
}

describe("the spec's own examples", () => {
  const blocks = specBlocks();
  const templates = blocks.filter((b) => b.syntax === 'yaml' && b.heading !== 'シリアライズ形式');

  it('finds the base schema, the five agent templates and the serialisation example', () => {
    expect(blocks.map((b) => `${b.heading} ${b.syntax}`)).toEqual([
      '基本スキーマ yaml',
      'Explorer yaml',
      'Reviewer yaml',
      'Planner yaml',
      'Writer yaml',
      'Aggregator yaml',
      'シリアライズ形式 yaml',
      'シリアライズ形式 json',
    ]);
  });

  it.each(templates.map((b) => [b.heading, b.text]))('flags the %s template as template leftovers', (heading, text) => {
    const path = `.work/spec/${heading}.yaml`;
    const report = checkFiles({ [path]: text });
    expect(report.files).toEqual([{ path, format: 'envelope' }]);
    expect(report.findings.filter((f) => f.ruleId === 'envelope/template-leftover').length).toBeGreaterThanOrEqual(3);
  });

  it('finds nothing in the YAML serialisation example but the `next` it leaves out', () => {
    const example = blocks.find((b) => b.heading === 'シリアライズ形式' && b.syntax === 'yaml')!;
    const report = checkFiles({ '.work/spec/example.yaml': example.text });
    expect(report.findings.filter((f) => f.severity === 'error')).toMatchObject([
      { ruleId: 'envelope/required', line: 2, message: expect.stringMatching(/^`next` is required/) },
    ]);
    // Its artifact is not in this workspace: a warning, not an error.
    expect(report.findings.filter((f) => f.severity !== 'error').map((f) => f.ruleId)).toEqual([
      'envelope/artifact-missing',
    ]);
  });

  it("reports the JSON example's leading `//` comment", () => {
    const example = blocks.find((b) => b.syntax === 'json')!;
    expect(ruleIds({ '.work/spec/example.json': example.text })).toEqual(['parse/json-comment']);
  });
});

describe('the wild corpus', () => {
  const dir = new URL('../fixtures/wild/handoff-envelope/', import.meta.url);
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) files[`.work/wild/${name}`] = readFileSync(new URL(name, dir), 'utf8');
  const report = checkFiles(files);
  const of = (fragment: string) => report.findings.filter((f) => f.path.includes(fragment)).map((f) => f.ruleId);

  it('checks all 40 files without a crash', () => {
    expect(Object.keys(files)).toHaveLength(40);
    expect(report.files).toHaveLength(40);
    expect(report.findings.filter((f) => /handoff-gate bug/.test(f.message))).toEqual([]);
    // Two do not parse: `{N}/{M}` placeholders (YAML) and a leading `//` comment (JSON).
    expect(report.files.filter((f) => f.format === null)).toHaveLength(2);
  });

  it('catches what the wild files get wrong', () => {
    expect(of('sfra-review__agents__aggregator.md__L301')).toEqual(
      expect.arrayContaining(['envelope/enum', 'envelope/gate-result-mismatch', 'envelope/agent-id-segments']),
    );
    expect(of('reviewer-performance')).toContain('envelope/severity-mismatch');
    expect(of('web-requirements__agents__aggregator')).toContain('envelope/gate-result-mismatch');
    expect(of('explorer-tech.md')).toContain('envelope/template-leftover');
    expect(of('handoff_schema.md__L256').sort()).toEqual(['envelope/artifact-missing', 'envelope/required']);
  });
});
