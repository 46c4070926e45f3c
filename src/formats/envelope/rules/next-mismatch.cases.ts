import { ruleCases } from '../../../rules/rule-cases.js';

const envelope = (kind: string, next: string) => `kind: ${kind}
agent_id: ${kind}:main
status: ok
artifacts: []
open_questions: []
blockers: []
next: ${next}
`;

export const cases = [
  ruleCases('envelope/next-mismatch', {
    valid: [
      { name: 'a planner hands off to the writer', path: '.work/plan.yaml', text: envelope('planner', 'writer') },
      {
        name: 'an aggregator may send work to any of its four targets',
        path: '.work/agg.yaml',
        text: envelope('aggregator', 'interviewer'),
      },
      {
        name: "a team's own kind has no row in the table",
        path: '.work/idx.yaml',
        text: envelope('indexer', 'done'),
        config: { enums: { 'envelope/kind': ['indexer'] } },
      },
      {
        name: "a `next` outside the spec is the schema's finding, not this rule's",
        path: '.work/plan.yaml',
        text: envelope('planner', 'deployer'),
      },
    ],
    invalid: [
      {
        name: 'a planner that skips the writer',
        path: '.work/plan.yaml',
        text: envelope('planner', 'reviewer'),
        errors: [
          { line: 7, column: 7, message: "A planner hands off to `writer`, not `reviewer` (spec 1's `next` table)." },
        ],
      },
      {
        name: 'an explorer that ends the run',
        path: '.work/explore.json',
        text: '{"kind": "explorer", "agent_id": "explorer:docs", "status": "ok", "artifacts": [], "next": "done"}\n',
        errors: [
          {
            line: 1,
            column: 92,
            message: "An explorer hands off to `aggregator`, not `done` (spec 1's `next` table).",
          },
        ],
      },
    ],
  }),
];
