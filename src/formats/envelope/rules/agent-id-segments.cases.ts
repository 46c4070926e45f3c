import { ruleCases } from '../../../rules/rule-cases.js';

/** An explorer's envelope with the `agent_id` given. */
const explorer = (agentId: string) => `kind: explorer
agent_id: ${agentId}
mode: brownfield
status: ok
artifacts:
  - path: .work/01_explorer/tech.md
    type: context
open_questions: []
blockers: []
next: aggregator
`;

export const cases = [
  ruleCases('envelope/agent-id-segments', {
    valid: [
      { name: 'type and subtype', path: '.work/explorer-tech.yaml', text: explorer('explorer:tech') },
      {
        name: 'type, subtype and shard',
        path: '.work/explorer-tech.yaml',
        text: explorer('"explorer:tech#shard-frontend"'),
      },
      {
        name: 'a shard may hold what a segment may not',
        path: '.work/explorer-domain.yaml',
        text: explorer('explorer:domain#frontend-v2'),
      },
      {
        name: "an id off the form altogether is the schema's finding",
        path: '.work/explorer.yaml',
        text: explorer('explorer tech'),
      },
      {
        name: "the template's placeholder is a leftover, not a nested id",
        path: '.work/explorer.yaml',
        text: explorer('"{type}:{subtype}:{shard}"'),
      },
    ],
    invalid: [
      {
        name: 'a pipeline that nests one level more',
        path: '.work/07_review_unified.yaml',
        text: explorer('sfra:aggregator:reviewer'),
        errors: [
          {
            line: 2,
            column: 11,
            message:
              "`agent_id` `sfra:aggregator:reviewer` has 3 `:` segments; the spec's form is `{type}:{subtype}#{shard}`. Join the extra ones (`sfra:aggregator-reviewer`), or make the last one the shard (`sfra:aggregator#reviewer`).",
          },
        ],
      },
      {
        name: 'four segments and a shard, in JSON: the shard is kept',
        path: '.work/explorer.json',
        text: '{\n  "kind": "explorer",\n  "agent_id": "sfra:explorer:tech:deps#frontend",\n  "status": "ok",\n  "artifacts": [],\n  "next": "aggregator"\n}\n',
        errors: [
          {
            line: 3,
            column: 15,
            message:
              "`agent_id` `sfra:explorer:tech:deps#frontend` has 4 `:` segments; the spec's form is `{type}:{subtype}#{shard}`. Join the extra ones (`sfra:explorer-tech-deps#frontend`).",
          },
        ],
      },
    ],
  }),
];
