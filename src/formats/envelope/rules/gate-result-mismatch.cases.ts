import { ruleCases } from '../../../rules/rule-cases.js';

/** The review aggregator's envelope: its gate's counts and result, and `next`. */
export const aggregator = (gate: string, next: string) => `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 4
${gate}open_questions: []
next: ${next}
`;

export const gate = (p0: number, p1: number, p2: number, result: string) =>
  `gate_decision:\n  p0_count: ${p0}\n  p1_count: ${p1}\n  p2_count: ${p2}\n  result: ${result}\n  return_phase: null\n`;

export const cases = [
  ruleCases('envelope/gate-result-mismatch', {
    valid: [
      {
        name: 'one P0 vetoes',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(1, 0, 3, 'veto'), 'planner'),
      },
      {
        name: 'two P1s reject',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 2, 0, 'reject'), 'writer'),
      },
      {
        name: 'one P1 and any P2s pass',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 1, 5, 'pass'), 'done'),
      },
      {
        name: "a case slip that agrees is the enum's finding alone",
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(1, 0, 0, 'Veto'), 'writer'),
      },
      {
        name: 'without counts there is nothing to compare',
        path: '.work/07_review_unified.yaml',
        text: aggregator('gate_decision:\n  result: pass\n', 'done'),
      },
      {
        name: "the template's placeholder is a leftover",
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 0, 0, '"pass | reject | veto"'), 'done'),
      },
    ],
    invalid: [
      {
        name: 'a pass with a P0 counted',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(1, 0, 2, 'pass'), 'done'),
        errors: [
          {
            line: 14,
            column: 11,
            message:
              '`gate_decision.result` is `pass`, but `p0_count: 1` and `p1_count: 0` make it `veto` (one P0 vetoes, two P1s reject, anything else passes). Correct the result or the counts. Until then the gate takes the stricter, `veto`.',
          },
        ],
      },
      {
        name: 'a case slip that disagrees too',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 1, 0, 'Reject'), 'writer'),
        errors: [
          {
            line: 14,
            column: 11,
            message:
              '`gate_decision.result` is `Reject`, but `p0_count: 0` and `p1_count: 1` make it `pass` (one P0 vetoes, two P1s reject, anything else passes). Correct the result or the counts. Until then the gate takes the stricter, `reject`.',
          },
        ],
      },
      {
        name: 'a word that is no gate result, in JSON',
        path: '.work/07_review_unified.json',
        text: '{\n  "kind": "aggregator",\n  "agent_id": "req:aggregator",\n  "status": "ok",\n  "artifacts": [],\n  "gate_decision": {"p0_count": 0, "p1_count": 3, "p2_count": 1, "result": "changes_requested"},\n  "next": "writer"\n}\n',
        errors: [
          {
            line: 6,
            column: 76,
            message:
              '`changes_requested` is not a gate result; `p0_count: 0` and `p1_count: 3` make it `reject` (one P0 vetoes, two P1s reject, anything else passes). Write `result: reject`. Until then the gate takes the stricter, `reject`.',
          },
        ],
      },
    ],
  }),
];
