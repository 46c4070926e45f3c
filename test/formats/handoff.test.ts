import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles, ruleIds } from '../helpers/check-files.js';

const FILE = 'handoff-BackendBuilder.json';
const SPEC = join(import.meta.dirname, '../fixtures/spec/3-handoff-json.md');
const WILD = join(import.meta.dirname, '../fixtures/wild/handoff-format');

type Json = Record<string, unknown>;

const valid = (): Json => ({
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
  test_requirements: { coverage: 90, critical_paths: ['CRC8'], edge_cases_to_test: ['empty ids'] },
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
  metrics: { execution_time: '8m 45s', lines_of_code: 850, test_coverage: 92, quality_score: 8.2 },
  validation: { command: 'npm test', expected_result: 'All tests pass', checklist: ['Lint passes'] },
});

/** The valid handoff, changed by `edit`, as the JSON text of a file. */
function handoffText(
  edit: (
    h: Json & {
      artifacts: Json[];
      issues: Json[];
      context: Json;
      validation: Json;
      metrics: Json;
      test_requirements: Json;
    },
  ) => void = () => {},
): string {
  const h = valid() as Parameters<typeof edit>[0];
  edit(h);
  return JSON.stringify(h, null, 2);
}

const omit = (object: Json, ...keys: string[]) => keys.forEach((key) => delete object[key]);

/** The handoff plus the source file its artifact and issue name. */
const files = (text: string, path = FILE) => ({ [path]: text, 'src/app.js': 'module.exports = 1;\n' });
const idsOf = (text: string, path = FILE) => ruleIds(files(text, path), path).sort();

/** Each row: an edit of the valid handoff, and exactly the rule ids it must produce. */
const table: Array<[name: string, text: string, expected: string[]]> = [
  ['a complete handoff', handoffText(), []],
  ['the last agent hands off to COMPLETE', handoffText((h) => (h.to_agent = 'COMPLETE')), []],
  [
    'an issue without a status, category, location or remediation',
    handoffText((h) => (h.issues = [{ id: 'A', severity: 'low', description: 'x' }])),
    [],
  ],
  [
    'no optional sections',
    handoffText((h) => omit(h, 'issues', 'metrics', 'test_requirements', 'loop_target', 'loop_reason')),
    [],
  ],
  // required fields and their types
  ['missing from_agent', handoffText((h) => delete h.from_agent), ['handoff/required']],
  ['missing to_agent', handoffText((h) => delete h.to_agent), ['handoff/required']],
  ['missing timestamp', handoffText((h) => delete h.timestamp), ['handoff/required']],
  ['missing status', handoffText((h) => delete h.status), ['handoff/required']],
  ['missing artifacts', handoffText((h) => omit(h, 'artifacts')), ['handoff/required']],
  ['missing context', handoffText((h) => omit(h, 'context')), ['handoff/required']],
  ['missing validation', handoffText((h) => omit(h, 'validation')), ['handoff/required']],
  ['context without assumptions', handoffText((h) => delete h.context.assumptions), ['handoff/required']],
  ['validation without a checklist', handoffText((h) => delete h.validation.checklist), ['handoff/required']],
  ['validation without a command', handoffText((h) => delete h.validation.command), ['handoff/required']],
  [
    'an artifact with test_priority instead of priority',
    handoffText((h) => {
      delete h.artifacts[0]!.priority;
      h.artifacts[0]!.test_priority = 'high';
    }),
    ['handoff/required'],
  ],
  ['an artifact without a purpose', handoffText((h) => delete h.artifacts[0]!.purpose), ['handoff/required']],
  ['an issue without a severity', handoffText((h) => delete h.issues[0]!.severity), ['handoff/required']],
  ['design_decisions as a string', handoffText((h) => (h.context.design_decisions = 'Singleton')), ['handoff/type']],
  ['from_agent empty', handoffText((h) => (h.from_agent = '')), ['handoff/range']],
  // enums
  ['status outside the enum', handoffText((h) => (h.status = 'CONDITIONAL_PASS')), ['handoff/enum']],
  ['status in lower case', handoffText((h) => (h.status = 'pass')), ['handoff/enum']],
  ['an artifact type outside the enum', handoffText((h) => (h.artifacts[0]!.type = 'specification')), ['handoff/enum']],
  [
    'an artifact priority outside the enum',
    handoffText((h) => (h.artifacts[0]!.priority = 'urgent')),
    ['handoff/enum'],
  ],
  ['an issue severity outside the enum', handoffText((h) => (h.issues[0]!.severity = 'blocker')), ['handoff/enum']],
  ['an issue category outside the enum', handoffText((h) => (h.issues[0]!.category = 'style')), ['handoff/enum']],
  ['an issue status outside the enum', handoffText((h) => (h.issues[0]!.status = 'closed')), ['handoff/enum']],
  // iteration and loop_required
  ['iteration missing', handoffText((h) => delete h.iteration), ['handoff/loop-fields-missing']],
  ['loop_required missing', handoffText((h) => delete h.loop_required), ['handoff/loop-fields-missing']],
  [
    'both missing: one warning',
    handoffText((h) => {
      delete h.iteration;
      delete h.loop_required;
    }),
    ['handoff/loop-fields-missing'],
  ],
  ['iteration 0', handoffText((h) => (h.iteration = 0)), ['handoff/range']],
  ['iteration 1.5', handoffText((h) => (h.iteration = 1.5)), ['handoff/type']],
  ['iteration as text', handoffText((h) => (h.iteration = '1')), ['handoff/type']],
  ['loop_required as text', handoffText((h) => (h.loop_required = 'false')), ['handoff/type']],
  [
    'a loop with target and reason',
    handoffText((h) =>
      Object.assign(h, {
        status: 'PASS_WITH_FIXES',
        loop_required: true,
        loop_target: 'BackendBuilder',
        loop_reason: 'BUGS_FOUND_IN_TESTS',
      }),
    ),
    [],
  ],
  [
    'a loop without target or reason',
    handoffText((h) => (h.loop_required = true)),
    ['handoff/loop-target-required', 'handoff/loop-reason-missing'],
  ],
  [
    'a loop with an empty reason',
    handoffText((h) => Object.assign(h, { loop_required: true, loop_target: 'BackendBuilder', loop_reason: ' ' })),
    ['handoff/loop-reason-missing'],
  ],
  [
    'no loop but a loop_target',
    handoffText((h) => (h.loop_target = 'BackendBuilder')),
    ['handoff/loop-target-without-loop'],
  ],
  [
    'no loop but target and reason',
    handoffText((h) => Object.assign(h, { loop_target: 'BackendBuilder', loop_reason: 'BUGS' })),
    ['handoff/loop-target-without-loop', 'handoff/loop-target-without-loop'],
  ],
  // from_agent against the file name
  ['from_agent is another agent', handoffText((h) => (h.from_agent = 'TestAgent')), ['handoff/from-agent-mismatch']],
  // timestamp
  ['a timestamp with an offset', handoffText((h) => (h.timestamp = '2025-01-14T21:00:00+09:00')), []],
  ['a timestamp without a zone', handoffText((h) => (h.timestamp = '2025-01-14T12:00:00')), ['handoff/timestamp']],
  ['a date only', handoffText((h) => (h.timestamp = '2025-01-14')), ['handoff/timestamp']],
  ['an impossible date', handoffText((h) => (h.timestamp = '2025-02-30T12:00:00Z')), ['handoff/timestamp']],
  ['a timestamp in prose', handoffText((h) => (h.timestamp = 'yesterday')), ['handoff/timestamp']],
  [
    'a template timestamp is reported once',
    handoffText((h) => (h.timestamp = 'YYYY-MM-DDTHH:mm:ssZ')),
    ['handoff/template-leftover'],
  ],
  ['"ISO-8601" is reported once', handoffText((h) => (h.timestamp = 'ISO-8601')), ['handoff/template-leftover']],
  ['a timestamp as a number', handoffText((h) => (h.timestamp = 1736856000)), ['handoff/type']],
  // issues
  [
    'two issues with one id',
    handoffText((h) => h.issues.push({ ...h.issues[0]!, location: 'src/app.js:9' })),
    ['handoff/duplicate-issue-id'],
  ],
  ['a location with a column', handoffText((h) => (h.issues[0]!.location = 'src/app.js:3:7')), []],
  ['a location without a line', handoffText((h) => (h.issues[0]!.location = 'src/app.js')), ['handoff/issue-location']],
  ['a location with line 0', handoffText((h) => (h.issues[0]!.location = 'src/app.js:0')), ['handoff/issue-location']],
  [
    'a location with a word for a line',
    handoffText((h) => (h.issues[0]!.location = 'src/app.js:top')),
    ['handoff/issue-location'],
  ],
  [
    'an absolute location',
    handoffText((h) => (h.issues[0]!.location = '/home/me/src/app.js:3')),
    ['handoff/issue-location'],
  ],
  [
    'a location outside the repository',
    handoffText((h) => (h.issues[0]!.location = '../other/app.js:3')),
    ['handoff/issue-location'],
  ],
  [
    'a location in a missing file',
    handoffText((h) => (h.issues[0]!.location = 'src/gone.js:3')),
    ['handoff/issue-location-not-found'],
  ],
  // percentages
  ['coverage above 100', handoffText((h) => (h.test_requirements.coverage = 120)), ['handoff/range']],
  ['test_coverage below 0', handoffText((h) => (h.metrics.test_coverage = -1)), ['handoff/range']],
  ['coverage as text', handoffText((h) => (h.test_requirements.coverage = '90%')), ['handoff/type']],
  // artifact paths
  [
    'an absolute artifact path',
    handoffText((h) => (h.artifacts[0]!.path = '/Users/me/project/src/app.js')),
    ['handoff/artifact-path'],
  ],
  [
    'a Windows artifact path',
    handoffText((h) => (h.artifacts[0]!.path = 'C:\\work\\src\\app.js')),
    ['handoff/artifact-path'],
  ],
  [
    'an artifact path leaving the repository',
    handoffText((h) => (h.artifacts[0]!.path = 'src/../../secrets.txt')),
    ['handoff/artifact-path'],
  ],
  ['a missing artifact', handoffText((h) => (h.artifacts[0]!.path = 'src/gone.js')), ['handoff/artifact-not-found']],
  ['a ./ artifact path', handoffText((h) => (h.artifacts[0]!.path = './src/app.js')), []],
  ['a glob artifact path is not looked up', handoffText((h) => (h.artifacts[0]!.path = 'tests/unit/*.test.js')), []],
  // engine checks, for completeness
  [
    'a misspelt key',
    handoffText((h) => {
      h.to_agnet = h.to_agent;
      delete h.to_agent;
    }),
    ['handoff/key-typo', 'handoff/required'],
  ],
  ['a template alternative', handoffText((h) => (h.status = 'PASS | FAIL')), ['handoff/template-leftover']],
];

describe('handoff rules', () => {
  it.each(table)('%s', (_name, text, expected) => {
    expect(idsOf(text)).toEqual([...expected].sort());
  });

  it('points at the offending line and says what to do', () => {
    const report = checkFiles(files(handoffText((h) => (h.issues[0]!.location = 'src/app.js'))));
    const finding = report.findings.find((f) => f.ruleId === 'handoff/issue-location');
    const text = handoffText();
    expect(finding).toMatchObject({
      severity: 'error',
      line: text.split('\n').findIndex((l) => l.includes('"location"')) + 1,
    });
    expect(finding?.message).toContain('`file:line`');
  });

  it('accepts an artifact type the config adds', () => {
    const text = handoffText((h) => (h.artifacts[0]!.type = 'specification'));
    expect(ruleIds(files(text), FILE, { config: { enums: { 'handoff/artifact-type': ['specification'] } } })).toEqual(
      [],
    );
  });

  it("looks artifact paths up from the repository root, then from the handoff's folder", () => {
    const path = 'sessions/001/handoff-BackendBuilder.json';
    const text = handoffText((h) => (h.artifacts[0]!.path = 'reports/out.json'));
    expect(ruleIds({ [path]: text, 'src/app.js': '', 'sessions/001/reports/out.json': '{}' }, path)).toEqual([]);
    expect(ruleIds({ [path]: text, 'src/app.js': '' }, path)).toEqual(['handoff/artifact-not-found']);
  });

  it('is JSON only, on handoff-*.json', () => {
    const yaml = 'from_agent: BackendBuilder\nstatus: PASS\n';
    expect(checkFiles({ 'handoff-BackendBuilder.yaml': yaml }).files).toEqual([]);
    expect(checkFiles(files(handoffText(), 'nested/deep/handoff-BackendBuilder.json')).files).toEqual([
      { path: 'nested/deep/handoff-BackendBuilder.json', format: 'handoff' },
    ]);
    expect(idsOf('// handoff-BackendBuilder.json\n' + handoffText())).toEqual(['parse/json-comment']);
  });
});

describe('from_agent and the file name', () => {
  const named = (path: string, agent: string) =>
    idsOf(
      handoffText((h) => (h.from_agent = agent)),
      path,
    );

  it('accepts the exact name, and a qualifier after a hyphen', () => {
    expect(named('handoff-TestAgent.json', 'TestAgent')).toEqual([]);
    // The spec's companion docs name per-iteration files so; real pipelines keep corrected copies.
    expect(named('handoff-TestAgent-iteration-1.json', 'TestAgent')).toEqual([]);
    expect(named('handoff-RankingEngine-CORRECTED.json', 'RankingEngine')).toEqual([]);
    expect(named('handoff-code-reviewer.json', 'code-reviewer')).toEqual([]);
  });

  it('rejects another name, a name that only starts the same, and a case difference', () => {
    expect(named('handoff-TestAgent.json', 'BackendBuilder')).toEqual(['handoff/from-agent-mismatch']);
    expect(named('handoff-TestAgentX.json', 'TestAgent')).toEqual(['handoff/from-agent-mismatch']);
    expect(named('handoff-Test.json', 'TestAgent')).toEqual(['handoff/from-agent-mismatch']);
    const report = checkFiles(
      files(
        handoffText((h) => (h.from_agent = 'testagent')),
        'handoff-TestAgent.json',
      ),
    );
    expect(report.findings.map((f) => f.message)).toEqual([expect.stringContaining('letter case')]);
  });
});

describe('iteration against the base revision', () => {
  const at = (iteration: number) => handoffText((h) => (h.iteration = iteration));
  const idsWithBase = (now: string, base?: string) =>
    checkFiles(files(now), base === undefined ? {} : { base: { [FILE]: base } }).findings.map((f) => f.ruleId);

  it('may stay or go up', () => {
    expect(idsWithBase(at(2), at(2))).toEqual([]);
    expect(idsWithBase(at(3), at(2))).toEqual([]);
    expect(idsWithBase(at(1))).toEqual([]);
  });

  it('never goes down', () => {
    const report = checkFiles(files(at(1)), { base: { [FILE]: at(3) } });
    expect(report.findings).toMatchObject([{ ruleId: 'handoff/iteration-decreased', severity: 'error', line: 6 }]);
    expect(report.findings[0]?.message).toContain('from 3 (base revision) to 1');
  });

  it('ignores a base that is broken or has no iteration', () => {
    expect(idsWithBase(at(1), '{ not json')).toEqual([]);
    expect(idsWithBase(at(1), '{"iteration": "three"}')).toEqual([]);
  });
});

describe('handoff contributions', () => {
  const withIssues = (issues: Json[], extra: Json = {}) =>
    handoffText((h) => {
      h.issues = issues;
      Object.assign(h, extra);
    });
  const issue = (id: string, severity: string, status?: string): Json => ({
    id,
    severity,
    category: 'bug',
    location: 'src/app.js:3',
    description: `${id} description`,
    remediation: `${id} fix`,
    ...(status !== undefined && { status }),
  });

  it('feeds open issues to the gate, with their priority, fields and line', () => {
    const text = withIssues([
      issue('A', 'critical', 'open'),
      issue('B', 'high'),
      issue('C', 'high', 'fixed'),
      issue('D', 'medium', 'wontfix'),
      issue('E', 'low'),
    ]);
    const report = checkFiles(files(text));
    expect(report.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1, p2: 0, p3: 1 });
    const lineOf = (id: string) => text.split('\n').findIndex((l) => l.includes(`"id": "${id}"`));
    expect(report.gate.items[0]).toEqual({
      priority: 'P0',
      id: 'A',
      category: 'bug',
      description: 'A description',
      location: 'src/app.js:3',
      fix: 'A fix',
      // The item's line is its opening brace, the line before its id.
      source: { path: FILE, line: lineOf('A') },
    });
    expect(report.gate.items.map((i) => i.id)).toEqual(['A', 'B', 'E']);
  });

  it('two open high issues reject', () => {
    expect(checkFiles(files(withIssues([issue('A', 'high'), issue('B', 'high', 'open')]))).gate.result).toBe('reject');
  });

  it('declares its status as its verdict', () => {
    expect(checkFiles(files(handoffText())).gate.sources).toEqual([
      { path: FILE, format: 'handoff', declared: 'PASS', counts: { P0: 0, P1: 0, P2: 0, P3: 1 } },
    ]);
  });

  it('puts a FAIL that does not loop in the inbox', () => {
    const text = withIssues([issue('A', 'critical'), issue('B', 'low', 'fixed')], { status: 'FAIL' });
    const report = checkFiles(files(text));
    expect(report.inbox).toEqual([
      {
        key: `handoff/${FILE}`,
        reason: 'blocked',
        path: FILE,
        line: 5,
        title: 'Blocked: BackendBuilder failed handing off to TestAgent',
        format: 'handoff',
        actions: [],
        details: [
          { label: 'From', value: 'BackendBuilder' },
          { label: 'To', value: 'TestAgent' },
          { label: 'Status', value: 'FAIL' },
          { label: 'Expected result', value: 'All tests pass' },
          { label: 'Issue A', value: 'critical: A description (src/app.js:3)' },
        ],
      },
    ]);
  });

  it('leaves a FAIL that loops back, and any pass, to the orchestrator', () => {
    const loop = {
      status: 'FAIL',
      loop_required: true,
      loop_target: 'BackendBuilder',
      loop_reason: 'BUGS_FOUND_IN_TESTS',
    };
    expect(checkFiles(files(withIssues([], loop))).inbox).toEqual([]);
    expect(checkFiles(files(withIssues([], { status: 'PASS_WITH_FIXES' }))).inbox).toEqual([]);
  });
});

describe('handoff on hostile input', () => {
  it('never runs validation.command', () => {
    const marker = join(tmpdir(), `handoff-gate-ran-${process.pid}-${Date.now()}`);
    const command = `touch ${marker} && node -e "require('fs').writeFileSync('${marker}', 'x')"`;
    checkFiles(files(handoffText((h) => (h.validation.command = command))));
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    [
      'wrong types everywhere',
      JSON.stringify({
        from_agent: 1,
        to_agent: [],
        timestamp: {},
        status: null,
        iteration: 1e308,
        loop_required: 'yes',
        loop_target: 3,
        artifacts: 'a',
        context: [],
        issues: { id: 1 },
        metrics: 'm',
        validation: 7,
      }),
    ],
    [
      'wrong item types',
      JSON.stringify({
        artifacts: [null, 1, 'x', [], { path: 5 }, { path: '' }],
        issues: [null, 2, { id: {}, location: 9 }, { location: ':' }, { id: 'x', location: `${'a/'.repeat(5000)}b:1` }],
      }),
    ],
    [
      '__proto__ keys',
      '{"__proto__": {"from_agent": "X"}, "issues": [{"__proto__": {"id": "A"}, "id": "constructor", "location": "__proto__:1"}], "loop_required": true, "loop_target": {"__proto__": null}}',
    ],
    ['a top-level list', '[1, 2, 3]'],
    ['a top-level string', '"handoff"'],
    ['null', 'null'],
  ])('%s: findings, no crash', (_name, text) => {
    const report = checkFiles({ [FILE]: text });
    expect(report.files).toEqual([{ path: FILE, format: 'handoff' }]);
    expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
  });
});

/** The ```json blocks of the spec: the schema first, then those after "## Example Handoffs". */
function specBlocks(): { schema: string; examples: string[] } {
  const spec = readFileSync(SPEC, 'utf8');
  const blocks = (text: string) => [...text.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const at = spec.indexOf('## Example Handoffs');
  return { schema: blocks(spec)[0]!, examples: blocks(spec.slice(at)) };
}

describe("the spec's own handoffs", () => {
  const { schema, examples } = specBlocks();

  it('finds the five examples', () => {
    expect(examples).toHaveLength(5);
  });

  it.each(examples.map((text) => [`${JSON.parse(text).from_agent} → ${JSON.parse(text).to_agent}`, text]))(
    '%s validates with no error',
    (_name, text) => {
      const path = `handoff-${JSON.parse(text).from_agent}.json`;
      const report = checkFiles({ [path]: text });
      expect(report.files).toEqual([{ path, format: 'handoff' }]);
      expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
      // Warnings the examples earn: files that do not exist here, and the omitted loop fields.
      expect(new Set(report.findings.map((f) => f.ruleId))).toSatisfy((ids: Set<string>) =>
        [...ids].every((id) =>
          ['handoff/artifact-not-found', 'handoff/issue-location-not-found', 'handoff/loop-fields-missing'].includes(
            id,
          ),
        ),
      );
    },
  );

  it('warns about the loop fields only where an example omits them', () => {
    const missing = examples.map((text) =>
      checkFiles({ [`handoff-${JSON.parse(text).from_agent}.json`]: text }).findings.some(
        (f) => f.ruleId === 'handoff/loop-fields-missing',
      ),
    );
    expect(missing).toEqual([true, false, false, false, true]);
  });

  it('flags the schema block as template leftovers, each once', () => {
    const report = checkFiles({ 'handoff-Unknown.json': schema });
    const leftovers = report.findings.filter((f) => f.ruleId === 'handoff/template-leftover');
    const lines = schema.split('\n');
    const leftoverLines = leftovers.map((f) => lines[f.line - 1]!.trim().split(':')[0]);
    expect(leftoverLines).toEqual(
      expect.arrayContaining([
        '"from_agent"',
        '"to_agent"',
        '"timestamp"',
        '"status"',
        '"type"',
        '"priority"',
        '"severity"',
        '"category"',
      ]),
    );
    // One mistake, one finding: no second report on the same values from the semantic rules.
    const ids = report.findings.map((f) => f.ruleId);
    expect(ids).not.toContain('handoff/timestamp');
    expect(ids).not.toContain('handoff/from-agent-mismatch');
  });
});

/** `…__handoffs__handoff-CompanyFinder.json` → `handoff-CompanyFinder.json`; anything else → `handoff-Unknown.json`. */
function wildPath(fileName: string): string {
  const last = fileName.split('__').at(-1)!;
  return /^handoff-.+\.json$/.test(last) ? last : 'handoff-Unknown.json';
}

describe('the wild handoff files', () => {
  const names = readdirSync(WILD)
    .filter((n) => n.endsWith('.json'))
    .sort();

  it('are all there', () => {
    expect(names.length).toBeGreaterThanOrEqual(28);
  });

  it.each(names)('%s gets a result without crashing', (name) => {
    const path = wildPath(name);
    const report = checkFiles({ [path]: readFileSync(join(WILD, name)) });
    expect(report.files).toEqual([{ path, format: 'handoff' }]);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
  });

  it('keeps the qualified real file names and finds the other schema they follow', () => {
    const name = names.find((n) => n.endsWith('handoff-RankingEngine-CORRECTED.json'))!;
    const report = checkFiles({ [wildPath(name)]: readFileSync(join(WILD, name)) });
    const ids = report.findings.map((f) => f.ruleId);
    expect(ids).toContain('handoff/required');
    expect(ids).not.toContain('handoff/from-agent-mismatch');
  });
});
