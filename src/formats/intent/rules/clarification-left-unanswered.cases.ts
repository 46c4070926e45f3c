import { ruleCases } from '../../../rules/rule-cases.js';

const PATH = '.forge/intents/sessions-in-redis.yaml';
const HEAD = 'title: Move sessions to Redis\ntype: refactor\nsource: human\nrisk: low\nstatus: proposed\n';
const intent = (clarifications: string) => `${HEAD}${clarifications}`;
const OPEN = 'clarifications:\n  - question: "Keep the sessions of signed-in users?"\n    answer: null\n';
const BOTH = `${OPEN}  - question: "Which TTL?"\n    answer: "30 days"\n`;

const left = (what: string) =>
  `Clarification 1 (\`Keep the sessions of signed-in users?\`) waited for its answer at the base revision, and this change ${what}: nobody answered it, and only a person's answer settles a clarification. Restore it with \`answer: null\` and let a person answer it (\`/answer 1 <text>\` on the intent's inbox issue).`;

export const cases = [
  ruleCases('intent/clarification-left-unanswered', {
    valid: [
      {
        name: "answered in a person's words",
        path: PATH,
        text: intent(OPEN.replace('answer: null', 'answer: "Yes, migrate them"')),
        base: intent(OPEN),
      },
      { name: 'still waiting', path: PATH, text: intent(OPEN), base: intent(OPEN) },
      {
        name: 'reworded in place: it still waits',
        path: PATH,
        text: intent(OPEN.replace('signed-in users', 'users who are signed in')),
        base: intent(OPEN),
      },
      {
        name: 'an answered clarification deleted: it waited for nothing',
        path: PATH,
        text: intent(OPEN),
        base: intent(BOTH),
      },
      {
        name: 'moved down the list by a new one before it',
        path: PATH,
        text: intent(
          `clarifications:\n  - question: "Which region?"\n    answer: null\n${OPEN.slice('clarifications:\n'.length)}`,
        ),
        base: intent(OPEN),
      },
      { name: 'a new intent has waited for nothing', path: PATH, text: intent('clarifications: []\n') },
    ],
    invalid: [
      {
        name: 'the waiting clarification deleted, the answered one kept',
        path: PATH,
        text: intent(BOTH.replace(OPEN.slice('clarifications:\n'.length), '')),
        base: intent(BOTH),
        errors: [{ line: 6, column: 1, message: left('deletes it') }],
      },
      {
        name: 'the whole list deleted: reported at the top',
        path: PATH,
        text: HEAD,
        base: intent(OPEN),
        errors: [{ line: 1, column: 1, message: left('deletes it') }],
      },
      {
        name: 'a placeholder for an answer',
        path: PATH,
        text: intent(OPEN.replace('answer: null', 'answer: TBD')),
        base: intent(OPEN),
        errors: [{ line: 8, column: 13, message: left('answers it with `TBD`, which is a placeholder') }],
      },
      {
        name: 'made a bare string the inbox does not read as waiting',
        path: PATH,
        text: intent('clarifications:\n  - "Keep the sessions of signed-in users?"\n'),
        base: intent(OPEN),
        errors: [
          {
            line: 7,
            column: 5,
            message: left('makes it no `question` and `answer` mapping, which no longer waits'),
          },
        ],
      },
    ],
  }),
];
