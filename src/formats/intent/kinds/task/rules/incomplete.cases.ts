import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/tasks/fix-login/check-address.yaml';
const HEAD = 'intent_id: fix-login\ntitle: Check the address format on login\n';

export const cases = [
  ruleCases('task/incomplete', {
    valid: [
      {
        name: 'a plan, the files and the steps',
        path: PATH,
        text: `${HEAD}plan: |\n  Validate the address with an RFC 5322 parser.\nrelevant_files:\n  - src/handler/login.rs\nimplementation_steps:\n  - Add the validator\n  - Call it from the handler\ncomplexity: low\nstatus: pending\n`,
      },
    ],
    invalid: [
      {
        name: 'a title and nothing to work from',
        path: PATH,
        text: `${HEAD}status: pending\n`,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The task has no `plan`, `relevant_files`, `implementation_steps`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
          },
        ],
      },
      {
        name: 'an empty plan and an empty list count as none; null steps too',
        path: PATH,
        text: `${HEAD}plan: "  "\nrelevant_files: [src/handler/login.rs]\nimplementation_steps: null\n`,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The task has no `plan`, `implementation_steps`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
          },
        ],
      },
      {
        name: 'no files named',
        path: PATH,
        text: `${HEAD}plan: Validate the address.\nrelevant_files: []\nimplementation_steps: [Add the validator]\n`,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The task has no `relevant_files`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
          },
        ],
      },
    ],
  }),
];
