import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (status: string, risk: string) => `title: Drop the legacy v1 endpoints
body: Nobody has called /v1 since March; remove the routes and their tests.
type: refactor
source: reflection
risk: ${risk}
status: ${status}
`;

const PATH = '.forge/intents/drop-v1-endpoints.yaml';
const from = (status: string, risk: string) => ({ [PATH]: intent(status, risk) });

export const cases = [
  ruleCases('intent/decided-outside-inbox', {
    valid: [
      {
        name: 'a low-risk intent needs no person',
        path: PATH,
        text: intent('approved', 'low'),
        base: from('proposed', 'low'),
      },
      {
        name: 'the runner moves an approved intent on',
        path: PATH,
        text: intent('executing', 'high'),
        base: from('approved', 'high'),
      },
      {
        name: 'the runner records the outcome',
        path: PATH,
        text: intent('blocked', 'high'),
        base: from('executing', 'high'),
      },
      {
        name: "a forbidden move is status-transition's",
        path: PATH,
        text: intent('approved', 'high'),
        base: from('done', 'high'),
      },
    ],
    invalid: [
      {
        name: 'an intent nobody weighed (`risk: null`) approved outside the inbox',
        path: PATH,
        text: intent('approved', 'null'),
        base: from('proposed', 'null'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              'This change approves an intent with no `risk`, which nobody has weighed and which counts as needing a person (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve what is not weighed low. If you are that person, fine; otherwise restore `status: proposed` and give it its `risk` in a change of its own: at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.',
          },
        ],
      },
      {
        name: 'a low-risk intent whose history was not read back to its proposal, approved outside the inbox',
        path: PATH,
        text: intent('approved', 'low'),
        base: from('proposed', 'low'),
        history: {
          versions: Array.from({ length: 10 }, (_, n) => `${intent('proposed', 'low')}created_at: 2025-03-${n + 10}\n`),
        },
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change approves an intent whose history could not be read back to the version where it was proposed (10 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), which counts as high-risk until a person decides (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'a high-risk intent approved in a commit',
        path: PATH,
        text: intent('approved', 'high'),
        base: from('proposed', 'high'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change approves a high-risk intent (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'a blocked intent run again in a commit',
        path: PATH,
        text: intent('approved', 'med'),
        base: from('blocked', 'med'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change moves a `blocked` intent on to `approved` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore `status: blocked` and run it again with `/retry` on its inbox issue, so a person's decision is recorded.",
          },
        ],
      },
      {
        name: 'a failed low-risk intent marked done by hand: the person decides whatever the risk',
        path: PATH,
        text: intent('done', 'low'),
        base: from('error', 'low'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change moves an `error` intent on to `done` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore `status: error` and run it again with `/retry` on its inbox issue, so a person's decision is recorded.",
          },
        ],
      },
    ],
  }),
];
