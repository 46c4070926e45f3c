import { describe, expect, it } from 'vitest';
import { checkFiles, ruleIds } from '../helpers/check-files.js';

const FILE = 'outputs/.workflow/run1/response.yaml';

const valid = `status: "success"
agent_name: "svg-forge"
execution_time: 480
output_path: "outputs/flow.drawio.svg"
next_action: "proceed"
`;

/** Each row: a file's text, and exactly the rule ids it must produce. */
const table: Array<[name: string, text: string, expected: string[]]> = [
  ['a complete success', valid, []],
  ['missing execution_time', 'status: success\nagent_name: svg-forge\n', ['subagent-response/required']],
  ['status outside the enum', valid.replace('"success"', '"succes"'), ['subagent-response/enum']],
  ['score above 100', `${valid}score: 120\n`, ['subagent-response/range']],
  ['round not an integer', `${valid}score: 95\nround: 1.5\n`, ['subagent-response/type']],
  ['round out of range', `${valid}score: 95\nround: 5\n`, ['subagent-response/range']],
  ['execution_time zero', valid.replace('480', '0'), ['subagent-response/range']],
  [
    'needs_revision without a target',
    'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nnext_action: revise\n',
    ['subagent-response/revision-target-required'],
  ],
  [
    'regenerate without issues',
    'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nnext_action: regenerate\nrevision_target: svg-forge\n',
    ['subagent-response/regenerate-requires-issues'],
  ],
  [
    'a successful reviewer without a score',
    'status: success\nagent_name: flow-review\nexecution_time: 3\nnext_action: proceed\n',
    ['subagent-response/review-requires-score'],
  ],
  [
    'failed but proceeding',
    'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n',
    ['subagent-response/next-action-mismatch'],
  ],
  ['proceeding below 90', `${valid}score: 78\n`, ['subagent-response/proceed-below-threshold']],
  [
    'a revision that escalates at the loop limit (spec 2: 上限到達)',
    'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nround: 4\nnext_action: escalate\nrevision_target: svg-forge\n',
    [],
  ],
  [
    'a retired agent',
    valid.replace('svg-forge', 'svg-review'),
    ['subagent-response/retired-agent', 'subagent-response/review-requires-score'],
  ],
  [
    'an unknown revision target',
    'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nnext_action: revise\nrevision_target: manifest_gateway\n',
    ['subagent-response/unknown-revision-target'],
  ],
  [
    'an absolute output path',
    valid.replace('outputs/flow.drawio.svg', '/Users/me/flow.svg'),
    ['subagent-response/output-path'],
  ],
  ['a misspelt key', valid.replace('next_action', 'next_acton'), ['subagent-response/key-typo']],
  ['a template alternative', valid.replace('"proceed"', '"proceed | revise"'), ['subagent-response/template-leftover']],
];

describe('subagent-response rules', () => {
  it.each(table)('%s', (_name, text, expected) => {
    expect(ruleIds({ [FILE]: text }).sort()).toEqual([...expected].sort());
  });

  it('is recognised by content anywhere, and points at the offending line', () => {
    const report = checkFiles({
      'anywhere/r.json': JSON.stringify(
        { status: 'success', agent_name: 'svg-forge', execution_time: 1, score: 101 },
        null,
        2,
      ),
    });
    expect(report.files).toEqual([{ path: 'anywhere/r.json', format: 'subagent-response' }]);
    expect(report.findings).toMatchObject([{ ruleId: 'subagent-response/range', line: 5, column: 12 }]);
  });

  it('a status named like an object property (`constructor`) is an unknown status, not a crash', () => {
    const report = checkFiles({
      '.work/r.yaml': 'status: constructor\nagent_name: a\nexecution_time: 1\nnext_action: proceed\n',
    });
    expect(report.findings.filter((f) => /handoff-gate bug/.test(f.message))).toEqual([]);
    expect(report.findings.map((f) => f.ruleId)).toContain('subagent-response/enum');
  });

  it('accepts a revision target the config adds', () => {
    const text =
      'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nnext_action: revise\nrevision_target: layout-fixer\n';
    expect(
      ruleIds({ [FILE]: text }, FILE, { config: { enums: { 'subagent-response/revision-target': ['layout-fixer'] } } }),
    ).toEqual([]);
  });

  it('feeds its issues to the gate and an escalation to the inbox', () => {
    const text = `status: failed
agent_name: svg-forge
execution_time: 3
next_action: escalate
issues:
  - severity: CRITICAL
    description: root is empty
  - severity: HIGH
    description: dangling edge
`;
    const report = checkFiles({ [FILE]: text });
    expect(report.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1 });
    expect(report.inbox).toMatchObject([{ key: `subagent-response/${FILE}`, reason: 'escalation', line: 4 }]);
  });

  it('a revision that escalates at its limit goes to a person: in the inbox, with no edge back to its target', () => {
    const text =
      'status: needs_revision\nagent_name: svg-forge\nexecution_time: 3\nround: 4\nnext_action: escalate\nrevision_target: manifest-gateway\n';
    const report = checkFiles({ [FILE]: text });
    expect(report.findings).toEqual([]);
    expect(report.inbox).toMatchObject([{ key: `subagent-response/${FILE}`, reason: 'escalation', line: 5 }]);
    expect(report.chain?.edges).toEqual([]);
    const revising = checkFiles({ [FILE]: text.replace('escalate', 'revise') });
    expect(revising.chain?.edges).toMatchObject([{ label: 'revise' }]);
  });
});
