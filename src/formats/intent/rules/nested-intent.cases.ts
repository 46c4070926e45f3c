import { ruleCases } from '../../../rules/rule-cases.js';

const PATH = '.forge/intents/simple-feature.yaml';

export const cases = [
  ruleCases('intent/nested-intent', {
    valid: [
      {
        name: 'the fields at the top level',
        path: PATH,
        text: 'title: Add --json\nbody: Print the report as JSON.\nsource: human\n',
      },
      {
        name: 'an `intent` key beside a `title` is only an unknown key',
        path: PATH,
        text: 'title: Add --json\nbody: Print the report as JSON.\nsource: human\nintent:\n  note: kept\n',
      },
    ],
    invalid: [
      {
        name: 'an eval fixture copied into the registry',
        path: PATH,
        text: 'intent:\n  title: "Add --json"\n  body: "Print the report as JSON."\n  source: human\nexpectations:\n  plan_mentions: [json]\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "The intent is nested under `intent:`, the shape of pfl-forge's eval fixtures; an intent file has `title`, `body` and `source` at the top level. Move the fields up, or keep fixtures out of `.forge/intents/`.",
          },
        ],
      },
    ],
  }),
];
