/**
 * Two classes of wrong verdicts on files nobody on this team wrote:
 *
 * 1. Optional means null is fine. A field the specs call optional, "if any" (（あれば）), "Null if",
 *    or ask for only in some case (該当する場合, "for BackendBuilder → TestAgent", "needs_revision 時")
 *    accepts `null` and absence. Rules that require such a field in its case read null as absent,
 *    and null reaches no inbox detail or chain edge.
 * 2. Spec 2's `validation_rules.valid_revision_targets` is a rule: any other `revision_target`,
 *    the retired v4.0 agents included, is an error (the list is extendable in the config).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import type { ConfigFile } from '../../src/config/schema.js';
import { checkFiles } from '../helpers/check-files.js';

type Expected = [
  line: number,
  column: number | undefined,
  ruleId: string,
  severity: 'error' | 'warning' | 'notice',
  says?: RegExp,
];
interface Case {
  name: string;
  /** The file under test comes first; the others are what it refers to. */
  files: Record<string, string>;
  expected: Expected[];
  config?: ConfigFile;
}

/** 1-based line and column just after the first `needle` in `text` (where a value starts). */
function after(text: string, needle: string): [number, number] {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`fixture lacks ${needle}`);
  const before = text.slice(0, index + needle.length).replace(/^\uFEFF/, '');
  const lines = before.split(/\r?\n/);
  return [lines.length, lines.at(-1)!.length + 1];
}

// ---------------------------------------------------------------------------------------------
// Spec 5 messages: `parent_id: {親メッセージID（あれば）}`, questions' `context_id`.

const SECTIONS: Record<string, string[]> = {
  requirement: ['概要', '背景', '期待する成果', '制約条件', '優先順位', '備考'],
  instruction: ['ゴール', 'コンテキスト', '成功基準', '制約条件', '推奨アプローチ', '優先順位', '期限目安'],
  question: ['背景', '質問内容', '緊急度'],
};
const body = (type: string, title: string) =>
  `\n# ${title}\n\n${SECTIONS[type]!.map((s) => `## ${s}\nなし\n`).join('\n')}`;

const REQUIREMENT_PATH = 'shared/requirements/20250124-001-req.md';
const requirement = (extra: string, eol = '\n') =>
  `---\nid: 20250124-001-req\nfrom: human\nto: ceo\ntype: requirement\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n${body('requirement', '要件: ログイン画面の改善')}`.replace(
    /\n/g,
    eol,
  );

const INSTRUCTION_PATH = 'shared/instructions/pm/20250124-002-inst.md';
const instruction = (parent: string) =>
  `---\nid: 20250124-002-inst\nfrom: ceo\nto: pm\ntype: instruction\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T13:00:00Z\nparent_id: ${parent}\n---\n${body('instruction', '指示: ログイン画面の改善')}`;

const QUESTION_PATH = 'shared/questions/backend-to-frontend/20250124-005-q.md';
const question = (header: string) =>
  `---\nid: 20250124-005-q\nfrom: backend\nto: frontend\ntype: question\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T14:00:00Z\n${header}---\n${body('question', '質問: API の形')}`;

const quotedNull = instruction('"null"');
const goneParent = instruction('none');
const noneParent = instruction('なし');
const missingParent = instruction('20250124-099-req');

const messageCases: Case[] = [
  {
    name: 'a requirement with `parent_id: null` (the most common real message)',
    files: { [REQUIREMENT_PATH]: requirement('parent_id: null\n') },
    expected: [],
  },
  {
    name: 'a requirement with `parent_id: ~` and a bare `context_id:`',
    files: { [REQUIREMENT_PATH]: requirement('parent_id: ~\ncontext_id:\n') },
    expected: [],
  },
  {
    name: '`parent_id: Null` and `updated_at: null` (never updated)',
    files: { [REQUIREMENT_PATH]: requirement('updated_at: null\nparent_id: Null\n') },
    expected: [],
  },
  {
    name: 'quoted keys, CRLF and a BOM (the BOM is only noticed)',
    files: { [REQUIREMENT_PATH]: `\uFEFF${requirement('"parent_id": null\n\'context_id\': null\n', '\r\n')}` },
    expected: [[1, 1, 'file/bom', 'notice']],
  },
  {
    name: "the spec's requirement template shape, without parent_id",
    files: { [REQUIREMENT_PATH]: requirement('') },
    expected: [],
  },
  {
    name: 'a question with `context_id: null` and `parent_id: null`',
    files: { [QUESTION_PATH]: question('parent_id: null\ncontext_id: null\n') },
    expected: [],
  },
  {
    name: 'an instruction whose `parent_id` resolves',
    files: {
      [INSTRUCTION_PATH]: instruction('20250124-001-req'),
      [REQUIREMENT_PATH]: requirement('parent_id: null\n'),
    },
    expected: [],
  },
  {
    name: '`parent_id: "null"` (quoted: the string, read as a type word left from a template)',
    files: { [INSTRUCTION_PATH]: quotedNull },
    expected: [[...after(quotedNull, 'parent_id: '), 'message/template-leftover', 'error']],
  },
  {
    name: '`parent_id: none`',
    files: { [INSTRUCTION_PATH]: goneParent },
    expected: [
      [
        ...after(goneParent, 'parent_id: '),
        'message/reference-not-found',
        'error',
        /not a message id.*`parent_id: null` or leave the line out/,
      ],
    ],
  },
  {
    name: '`parent_id: なし` ("none" written out)',
    files: { [INSTRUCTION_PATH]: noneParent },
    expected: [
      [...after(noneParent, 'parent_id: '), 'message/reference-not-found', 'error', /optional \(spec 5: （あれば）\)/],
    ],
  },
  {
    name: 'a `parent_id` naming a message nobody wrote is still an error',
    files: { [INSTRUCTION_PATH]: missingParent },
    expected: [
      [
        ...after(missingParent, 'parent_id: '),
        'message/reference-not-found',
        'error',
        /no message on the message paths has that `id`/,
      ],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Spec 3 handoffs: `loop_target`/`loop_reason` (optional, "Null if loop_required=false"),
// `issues`/`metrics` (optional), `test_requirements` (BackendBuilder → TestAgent only).

const HANDOFF_PATH = 'handoff-TestAgent.json';
const WORK = { 'tests/unit/cabinet.test.js': 'test()\n' };
const handoff = (loop: string, extra = '') => `{
  "from_agent": "TestAgent",
  "to_agent": "BackendBuilder",
  "timestamp": "2025-01-14T13:45:00.000Z",
  "status": "PASS_WITH_FIXES",

  "iteration": 1,
${loop}

  "artifacts": [
    { "type": "test_file", "path": "tests/unit/cabinet.test.js", "purpose": "Unit tests that found bugs", "priority": "high" }
  ],
  "context": { "design_decisions": ["Used Vitest for testing"], "known_limitations": [], "assumptions": [] },
${extra}
  "validation": {
    "command": "npm test -- --coverage",
    "expected_result": "2 tests failed due to bugs in source code",
    "checklist": ["Tests written (100% complete)"]
  }
}
`;
const noLoop = handoff('  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,');
const nullOptionals = handoff(
  '  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,',
  '  "test_requirements": null,\n  "issues": null,\n  "metrics": null,\n',
);
const loopNoReason = handoff('  "loop_required": true,\n  "loop_target": "BackendBuilder",\n  "loop_reason": null,');
const loopNoReasonKey = handoff('  "loop_required": true,\n  "loop_target": "BackendBuilder",');
const loopNoTarget = handoff(
  '  "loop_required": true,\n  "loop_target": null,\n  "loop_reason": "BUGS_FOUND_IN_TESTS",',
);
const loopBlankTarget = handoff(
  '  "loop_required": true,\n  "loop_target": "  ",\n  "loop_reason": "BUGS_FOUND_IN_TESTS",',
);
const loopNothing = handoff('  "loop_required": true,');
const loopNumberTarget = handoff(
  '  "loop_required": true,\n  "loop_target": 1,\n  "loop_reason": "BUGS_FOUND_IN_TESTS",',
);

const handoffCases: Case[] = [
  {
    name: "no loop: target and reason null, as the spec's examples",
    files: { [HANDOFF_PATH]: noLoop, ...WORK },
    expected: [],
  },
  {
    name: 'null for the optional issues, metrics and test_requirements',
    files: { [HANDOFF_PATH]: nullOptionals, ...WORK },
    expected: [],
  },
  {
    name: 'a loop with a target and `loop_reason: null`: a warning',
    files: { [HANDOFF_PATH]: loopNoReason, ...WORK },
    expected: [
      [
        ...after(loopNoReason, '"loop_reason": '),
        'handoff/loop-reason-missing',
        'warning',
        /say why the loop is needed/,
      ],
    ],
  },
  {
    name: 'a loop with a target and no `loop_reason` key: a warning at loop_required',
    files: { [HANDOFF_PATH]: loopNoReasonKey, ...WORK },
    expected: [[...after(loopNoReasonKey, '"loop_required": '), 'handoff/loop-reason-missing', 'warning']],
  },
  {
    name: 'a loop with `loop_target: null`: the orchestrator cannot loop',
    files: { [HANDOFF_PATH]: loopNoTarget, ...WORK },
    expected: [
      [...after(loopNoTarget, '"loop_target": '), 'handoff/loop-target-required', 'error', /needs `loop_target`/],
    ],
  },
  {
    name: 'a loop with a blank target',
    files: { [HANDOFF_PATH]: loopBlankTarget, ...WORK },
    expected: [[...after(loopBlankTarget, '"loop_target": '), 'handoff/loop-target-required', 'error']],
  },
  {
    name: 'a loop with neither: one error and one warning',
    files: { [HANDOFF_PATH]: loopNothing, ...WORK },
    expected: [
      [...after(loopNothing, '"loop_required": '), 'handoff/loop-target-required', 'error'],
      [...after(loopNothing, '"loop_required": '), 'handoff/loop-reason-missing', 'warning'],
    ],
  },
  {
    name: "a target of the wrong type is the schema's finding alone",
    files: { [HANDOFF_PATH]: loopNumberTarget, ...WORK },
    expected: [[...after(loopNumberTarget, '"loop_target": '), 'handoff/type', 'error']],
  },
];

// ---------------------------------------------------------------------------------------------
// Spec 2 responses: valid_revision_targets, and the conditional fields.

const RESPONSE_PATH = 'outputs/.workflow/a1b2c3d4/response.yaml';
const revise = (target: string, agent = 'svg-forge') =>
  `status: "needs_revision"\nagent_name: "${agent}"\nexecution_time: 180\nissues:\n  - severity: "HIGH"\n    description: "マニフェストのノード定義がdraw.ioで表現困難"\n    action: "マニフェストのノード形状を修正"\nnext_action: "revise"\nrevision_target: ${target}\n`;
const retiredCase = (agent: string): Case => {
  const text = revise(`"${agent}"`);
  return {
    name: `revision_target: ${agent} (retired in v4.0)`,
    files: { [RESPONSE_PATH]: text },
    expected: [
      [
        ...after(text, 'revision_target: '),
        'subagent-response/unknown-revision-target',
        'error',
        /retired in v4\.0.*`manifest-gateway`, `svg-forge`/,
      ],
    ],
  };
};
const typo = revise('svg-forg');
const cased = revise('Manifest-Gateway');
const stranger = revise('layout-fixer');
const nullTarget = revise('null');
const blankTarget = revise('""');
const retiredJson = `{
  "status": "needs_revision",
  "agent_name": "svg-forge",
  "execution_time": 300,
  "next_action": "revise",
  "revision_target": "planner-agent"
}
`;
const retiredFlow = `{status: needs_revision, agent_name: manifest-gateway, execution_time: 120, next_action: revise, revision_target: manifest-review}\n`;
const retiredAuthor = `status: needs_revision\nagent_name: svg-review\nexecution_time: 60\nnext_action: revise\nrevision_target: svg-forge\n`;
const successNulls = `status: "success"\nagent_name: "svg-forge"\nexecution_time: 480\noutput_path: null\nscore: ~\nround: null\nissues: null\nnext_action: "proceed"\nrevision_target: null\n`;
const reviewNullScore = `status: success\nagent_name: layout-review\nexecution_time: 60\nscore: null\nnext_action: proceed\n`;

const responseCases: Case[] = [
  ...['router-agent', 'planner-agent', 'manifest-review', 'svg-review'].map(retiredCase),
  {
    name: 'a retired target in JSON',
    files: { 'outputs/.workflow/a1b2c3d4/response.json': retiredJson },
    expected: [
      [
        ...after(retiredJson, '"revision_target": '),
        'subagent-response/unknown-revision-target',
        'error',
        /`planner-agent` was retired in v4\.0/,
      ],
    ],
  },
  {
    name: 'a retired target in a flow mapping',
    files: { [RESPONSE_PATH]: retiredFlow },
    expected: [
      [
        ...after(retiredFlow, 'revision_target: '),
        'subagent-response/unknown-revision-target',
        'error',
        /`manifest-review` was retired/,
      ],
    ],
  },
  {
    name: 'a typo of a valid target: did you mean',
    files: { [RESPONSE_PATH]: typo },
    expected: [
      [
        ...after(typo, 'revision_target: '),
        'subagent-response/unknown-revision-target',
        'error',
        /not a valid revision target.*Did you mean `svg-forge`\?/,
      ],
    ],
  },
  {
    name: 'a valid target in the wrong case',
    files: { [RESPONSE_PATH]: cased },
    expected: [
      [
        ...after(cased, 'revision_target: '),
        'subagent-response/unknown-revision-target',
        'error',
        /Did you mean `manifest-gateway`\?/,
      ],
    ],
  },
  {
    name: 'an unknown target, nothing close: the list and the config key',
    files: { [RESPONSE_PATH]: stranger },
    expected: [
      [
        ...after(stranger, 'revision_target: '),
        'subagent-response/unknown-revision-target',
        'error',
        /the valid ones are `manifest-gateway`, `svg-forge`\. A team's own agents go under `enums: subagent-response\/revision-target`/,
      ],
    ],
  },
  {
    name: "a team's own target, under the documented key",
    files: { [RESPONSE_PATH]: stranger },
    config: { enums: { 'subagent-response/revision-target': ['layout-fixer'] } },
    expected: [],
  },
  {
    name: "a team's own target, under the field's own spelling",
    files: { [RESPONSE_PATH]: stranger },
    config: { enums: { 'subagent-response/revision_target': ['layout-fixer'] } },
    expected: [],
  },
  {
    name: 'a team that still routes to a retired agent may list it',
    files: { [RESPONSE_PATH]: revise('router-agent') },
    config: { enums: { 'subagent-response/revision-target': ['router-agent'] } },
    expected: [],
  },
  {
    name: 'a retired author is a warning, and only that',
    files: { [RESPONSE_PATH]: retiredAuthor },
    expected: [
      [...after(retiredAuthor, 'agent_name: '), 'subagent-response/retired-agent', 'warning', /retired in v4\.0/],
    ],
  },
  {
    name: 'needs_revision with `revision_target: null`: required, and no type error',
    files: { [RESPONSE_PATH]: nullTarget },
    expected: [
      [
        ...after(nullTarget, 'revision_target: '),
        'subagent-response/revision-target-required',
        'error',
        /one of `manifest-gateway`, `svg-forge`/,
      ],
    ],
  },
  {
    name: 'needs_revision with a blank target',
    files: { [RESPONSE_PATH]: blankTarget },
    expected: [[...after(blankTarget, 'revision_target: '), 'subagent-response/revision-target-required', 'error']],
  },
  { name: 'success with null for every conditional field', files: { [RESPONSE_PATH]: successNulls }, expected: [] },
  {
    name: 'a successful review with `score: null` lacks its score',
    files: { [RESPONSE_PATH]: reviewNullScore },
    expected: [[...after(reviewNullScore, 'status: '), 'subagent-response/review-requires-score', 'error']],
  },
  {
    name: "the spec's self-revision example",
    files: { [RESPONSE_PATH]: revise('"manifest-gateway" # 自己修正', 'manifest-gateway') },
    expected: [],
  },
  {
    name: 'partial, sent on with no target',
    files: {
      [RESPONSE_PATH]:
        'status: partial\nagent_name: svg-forge\nexecution_time: 10\nnext_action: proceed\nrevision_target:\n',
    },
    expected: [],
  },
];

// ---------------------------------------------------------------------------------------------
// Spec 1 and spec 4: the same reasoning where their fields are conditional or shown as null.

const aggregator = `kind: aggregator\nagent_id: req:aggregator\nmode: greenfield\nstatus: ok\nartifacts:\n  - path: .work/02_context_unified.md\n    type: unified_context\nsummary:\n  inputs_count: 3\n  conflicts_found: 0\n  conflicts_resolved: 0\n  duplicates_removed: 1\ngate_decision: null\nopen_questions: []\nnext: planner\n`;
const explorer = (status: string) =>
  `kind: explorer\nagent_id: explorer:tech#shard-frontend\nmode: brownfield\nstatus: ${status}\nartifacts:\n  - path: .work/01_explorer/tech.md\n    type: context\nfindings:\n  tech_stack:\n    language: TypeScript\nopen_questions: null\nblockers: null\nnext: aggregator\n`;
const blockedNull = explorer('blocked');
const intent = `title: "ログインバリデーションの修正"\nbody: |\n  RFC 5322 準拠のチェックを追加する。\ntype: fix\nsource: human\nrisk: low\nstatus: approved\nparent: null\ncreated_at: 2025-02-22T10:00:00Z\n`;
const task = `intent_id: fix-login-validation\ntitle: バリデーション追加\nplan: RFC 5322 のチェックを入れる\nstatus: done\n`;
const review = `task_id: add-check\nverdict: approved\nissues: null\nsuggestions: null\n`;
const history = `intent_id: fix-login-validation\nintent_type: fix\nintent_risk: low\ntitle: ログインバリデーションの修正\nflow: [analyze, implement, review]\noutcome: success\nfailure_reason: null\ncreated_at: 2025-02-22T12:00:00Z\n`;

const otherCases: Case[] = [
  {
    name: 'spec 1: an explorer-merging aggregator with `gate_decision: null` (Reviewer 統合の場合のみ)',
    files: { '.work/aggregator.yaml': aggregator, '.work/02_context_unified.md': '# context\n' },
    expected: [],
  },
  {
    name: 'spec 1: and with `next: done`, null is no gate',
    files: {
      '.work/aggregator.yaml': aggregator.replace('next: planner', 'next: done'),
      '.work/02_context_unified.md': '# context\n',
    },
    expected: [[...after(aggregator, '\nnext: '), 'envelope/gate-next-mismatch', 'warning', /has no `gate_decision`/]],
  },
  {
    name: 'spec 1: `open_questions: null` and `blockers: null` on an ok envelope (blockers: 「status: blocked の場合は必須」)',
    files: { '.work/01_explorer/tech.yaml': explorer('ok'), '.work/01_explorer/tech.md': '# tech\n' },
    expected: [],
  },
  {
    name: 'spec 1: `blockers: null` on a blocked envelope is missing blockers, and no type error',
    files: { '.work/01_explorer/tech.yaml': blockedNull, '.work/01_explorer/tech.md': '# tech\n' },
    expected: [
      [...after(blockedNull, 'blockers: '), 'envelope/status-requires-blockers', 'error', /at least one entry/],
    ],
  },
  {
    name: "spec 4: an intent with `parent: null`, as the spec's example",
    files: { '.forge/intents/fix-login-validation.yaml': intent },
    expected: [],
  },
  {
    name: 'spec 4: an approved review with null issues and suggestions',
    files: {
      '.forge/reviews/fix-login-validation/add-check.yaml': review,
      '.forge/tasks/fix-login-validation/add-check.yaml': task,
      '.forge/intents/fix-login-validation.yaml': intent,
    },
    expected: [],
  },
  {
    name: 'spec 4: a successful history entry with `failure_reason: null`',
    files: { '.forge/knowledge/history/fix-login-validation.yaml': history },
    expected: [],
  },
];

describe.each([
  ['spec 5 messages', messageCases],
  ['spec 3 handoffs', handoffCases],
  ['spec 2 responses', responseCases],
  ['specs 1 and 4', otherCases],
] as const)('%s', (_group, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const path = Object.keys(c.files)[0]!;
    const report = checkFiles(c.files, c.config ? { config: c.config } : {});
    expect(report.files.find((f) => f.path === path)?.format, 'the file is recognised').toBeDefined();
    // Every finding of the file, so that no cascade (a type error beside the rule's own) hides.
    const found = report.findings.filter((f) => f.path === path);
    expect(found.map((f) => [f.line, f.ruleId, f.severity])).toEqual(
      c.expected.map(([line, , ruleId, severity]) => [line, ruleId, severity]),
    );
    c.expected.forEach(([, column, , , says], i) => {
      if (column !== undefined) expect(found[i]!.column, `column of ${found[i]!.ruleId}`).toBe(column);
      if (says) expect(found[i]!.message).toMatch(says);
    });
  });
});

describe('null reaches no inbox detail or chain edge', () => {
  it('a blocked question with null references shows no Parent or Context', () => {
    const text = question('parent_id: null\ncontext_id: null\n').replace('status: pending', 'status: blocked');
    const report = checkFiles({ [QUESTION_PATH]: text });
    const item = report.inbox.find((i) => i.path === QUESTION_PATH);
    expect(item, 'a blocked message waits for a human').toBeDefined();
    expect(item!.details.map((d) => d.label)).not.toContain('Parent');
    expect(item!.details.map((d) => d.label)).not.toContain('Context');
    expect(JSON.stringify(item)).not.toMatch(/\bnull\b/);
  });

  it('a FAIL that "loops" to a null target loops nowhere: it waits in the inbox, with no loop edge', () => {
    const text = loopNoTarget.replace('"PASS_WITH_FIXES"', '"FAIL"');
    const report = checkFiles({ [HANDOFF_PATH]: text, ...WORK });
    expect(report.inbox.map((i) => i.path)).toEqual([HANDOFF_PATH]);
    expect(report.chain.edges.filter((e) => e.loop)).toEqual([]);
    expect(JSON.stringify(report.chain)).not.toMatch(/\bnull\b/);
  });

  it('a FAIL that loops to a named agent does not wait in the inbox, and draws the loop', () => {
    const text = handoff(
      '  "loop_required": true,\n  "loop_target": "BackendBuilder",\n  "loop_reason": "BUGS_FOUND_IN_TESTS",',
    ).replace('"PASS_WITH_FIXES"', '"FAIL"');
    const report = checkFiles({ [HANDOFF_PATH]: text, ...WORK });
    expect(report.inbox).toEqual([]);
    expect(report.chain.edges.filter((e) => e.loop).map((e) => e.to)).toEqual(['backendbuilder']);
  });

  it('a response with `revision_target: null` draws no revise edge', () => {
    const report = checkFiles({ [RESPONSE_PATH]: successNulls });
    expect(report.chain.edges).toEqual([]);
    expect(JSON.stringify(report.chain)).not.toMatch(/\bnull\b/);
  });
});

describe('the revision targets are configurable from the config file', () => {
  it.each(['subagent-response/revision-target', 'subagent-response/revision_target'])(
    '`enums: %s` is a valid key',
    (key) => {
      const { config, findings } = parseConfig(`enums:\n  ${key}: [layout-fixer]\n`, '.github/handoff-gate.yml');
      expect(findings).toEqual([]);
      expect(config.enums[key]).toEqual(['layout-fixer']);
    },
  );
});
