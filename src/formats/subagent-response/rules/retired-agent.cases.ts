import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

export const cases = [
  ruleCases('subagent-response/retired-agent', {
    valid: [
      {
        name: 'a current agent',
        path: AT,
        text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 300\nnext_action: proceed\n',
      },
      {
        name: "a team's own agent",
        path: AT,
        text: 'status: success\nagent_name: layout-engine\nexecution_time: 30\nnext_action: proceed\n',
      },
    ],
    invalid: [
      {
        name: 'an old router still writing responses',
        path: AT,
        text: 'status: success\nagent_name: router-agent\nexecution_time: 4\nnext_action: proceed\n',
        errors: [
          {
            line: 2,
            column: 13,
            message:
              '`router-agent` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are `manifest-gateway` and `svg-forge`. Update the agent that still writes this name.',
          },
        ],
      },
      {
        name: 'an old reviewer, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{\n  "status": "success",\n  "agent_name": "svg-review",\n  "execution_time": 60,\n  "score": 96,\n  "round": 1,\n  "next_action": "proceed"\n}\n',
        errors: [
          {
            line: 3,
            column: 17,
            message:
              '`svg-review` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are `manifest-gateway` and `svg-forge`. Update the agent that still writes this name.',
          },
        ],
      },
    ],
  }),
];
