import { ruleCases } from '../../../../../rules/rule-cases.js';

const intent = (status: string) =>
  `title: Fix login validation\nbody: Check the e-mail address against RFC 5322.\ntype: fix\nsource: human\nrisk: low\nstatus: ${status}\n`;
const task = (status: string) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address with an RFC 5322 parser before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator, Call it from the handler]
status: ${status}
`;

const INTENT = '.forge/intents/fix-login.yaml';
const PATH = '.forge/tasks/fix-login/check-address.yaml';
const OTHER = '.forge/tasks/fix-login/add-tests.yaml';

export const cases = [
  ruleCases('task/intent-status', {
    valid: [
      {
        name: 'its only task failed, the intent is error',
        path: PATH,
        text: task('failed'),
        context: { [INTENT]: intent('error') },
      },
      {
        name: 'one of two failed, the intent is blocked',
        path: PATH,
        text: task('failed'),
        context: { [INTENT]: intent('blocked'), [OTHER]: task('done') },
      },
      {
        name: 'the intent still executing while the task runs',
        path: PATH,
        text: task('implementing'),
        context: { [INTENT]: intent('executing') },
      },
      {
        name: 'the intent approved again after a retry',
        path: PATH,
        text: task('failed'),
        context: { [INTENT]: intent('approved') },
      },
      { name: "an intent that was never written is intent-not-found's", path: PATH, text: task('failed') },
    ],
    invalid: [
      {
        name: 'a change fails the only task of an intent marked done',
        path: PATH,
        text: task('failed'),
        context: { [INTENT]: intent('done') },
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `done`, but its only task failed: spec 4 makes the intent `error`. Update the intent's `status`, or the tasks.",
          },
        ],
      },
      {
        name: 'the last task done while the intent says blocked',
        path: PATH,
        text: task('done'),
        context: { [INTENT]: intent('blocked'), [OTHER]: task('done') },
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `blocked`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update the intent's `status`, or the tasks.",
          },
        ],
      },
      {
        name: 'a task back to pending while the intent says done',
        path: PATH,
        text: task('pending'),
        context: { [INTENT]: intent('done') },
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `done`, but its only task, `check-address`, has not finished. Update the intent's `status` (`executing` while tasks run), or the tasks.",
          },
        ],
      },
    ],
  }),
];
