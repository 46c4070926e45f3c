import { ruleCases } from '../../../rules/rule-cases.js';
import { aggregator, gate } from './gate-result-mismatch.cases.js';

export const cases = [
  ruleCases('envelope/gate-next-mismatch', {
    valid: [
      {
        name: 'a passed gate is done',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 1, 4, 'pass'), 'done'),
      },
      {
        name: 'a veto goes back to the planner',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(1, 0, 0, 'veto'), 'planner'),
      },
      {
        name: 'a reject goes back to the interviewer',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 2, 0, 'reject'), 'interviewer'),
      },
      {
        name: 'an explorer-merging aggregator has no gate and hands on',
        path: '.work/02_context_unified.yaml',
        text: aggregator('gate_decision: null\n', 'interviewer'),
      },
      {
        name: 'other kinds have no gate',
        path: '.work/05_writer.yaml',
        text: 'kind: writer\nagent_id: req:writer\nstatus: ok\nartifacts: []\nnext: reviewer\n',
      },
    ],
    invalid: [
      {
        name: 'a passed gate sent back to the writer',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 0, 2, 'pass'), 'writer'),
        errors: [
          {
            line: 17,
            column: 7,
            message:
              'The gate passed, so the work is `done`; `next: writer` would send it back. Write `next: done`, or record why the gate did not pass.',
          },
        ],
      },
      {
        name: 'a reject that ends the run',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(0, 2, 1, 'reject'), 'done'),
        errors: [
          {
            line: 17,
            column: 7,
            message:
              'A `reject` sends the work back to `interviewer` (NFR gaps), `planner` (structure) or `writer` (wording), not `done`.',
          },
        ],
      },
      {
        name: 'a veto read from the counts when the result is no gate result, `Done` in any case',
        path: '.work/07_review_unified.yaml',
        text: aggregator(gate(2, 0, 0, 'blocked'), 'Done'),
        errors: [
          {
            line: 17,
            column: 7,
            message:
              'A `veto` sends the work back to `interviewer` (NFR gaps), `planner` (structure) or `writer` (wording), not `done`.',
          },
        ],
      },
      {
        name: 'done without a gate, in JSON: a warning',
        path: '.work/07_review_unified.json',
        text: '{\n  "kind": "aggregator",\n  "agent_id": "req:aggregator",\n  "status": "ok",\n  "artifacts": [{"path": ".work/07_review_unified.md", "type": "unified_review"}],\n  "next": "done"\n}\n',
        errors: [
          {
            line: 6,
            column: 11,
            message:
              'An aggregator may send `next: done` only when its review gate passed, and this one has no `gate_decision`. Add the `gate_decision`, or name the next agent.',
          },
        ],
      },
    ],
  }),
];
