import { ruleCases } from '../../../rules/rule-cases.js';

const REPORT = 'shared/reports/engineers/frontend/r.md';

export const cases = [
  ruleCases('message/bracket-value', {
    valid: [
      {
        name: 'spec 5 values, upper-cased as the prompts write them',
        path: REPORT,
        text: '[REPORT TO: PM]\nStatus: COMPLETED\nPriority: HIGH\n[/REPORT]\n',
      },
      {
        name: "a team's own status",
        path: REPORT,
        text: '[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n',
        config: { enums: { 'message/status': ['done'] } },
      },
      {
        name: "the template's placeholder is the body-placeholder rule's",
        path: REPORT,
        text: '[REPORT TO: PM]\nStatus: {status}\n[/REPORT]\n',
      },
    ],
    invalid: [
      {
        name: 'an unknown status',
        path: REPORT,
        text: '[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n',
        errors: [
          {
            line: 2,
            column: 1,
            message:
              "`Status:` `DONE` is no status spec 5 knows (read as `done`); allowed: pending, in_progress, completed, blocked. A team's own values go under `enums: message/status`.",
          },
        ],
      },
      {
        name: 'an unknown recipient',
        path: REPORT,
        text: '[REPORT TO: BOSS]\nStatus: COMPLETED\n[/REPORT]\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "The recipient `BOSS` is no role spec 5 knows (read as `boss`); allowed: human, ceo, pm, frontend, backend, security. A team's own values go under `enums: message/role`.",
          },
        ],
      },
    ],
  }),
];
