import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (status: string) => `title: Fix login validation
body: Check the e-mail address against RFC 5322.
type: fix
source: human
risk: low
status: ${status}
`;

const PATH = '.forge/intents/fix-login.yaml';

/** The intent's tasks, `id: status` each, in `.forge/tasks/fix-login/`. */
const tasks = (statuses: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(statuses).map(([id, status]) => [
      `.forge/tasks/fix-login/${id}.yaml`,
      `intent_id: fix-login\ntitle: ${id.split('-').join(' ')}\nplan: Do it.\nrelevant_files: [src/login.rs]\nimplementation_steps: [Do it]\nstatus: ${status}\n`,
    ]),
  );

export const cases = [
  ruleCases('intent/status-vs-tasks', {
    valid: [
      {
        name: 'done, all tasks done',
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'done' }),
      },
      {
        name: "pfl-forge's `completed` counts as done",
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'completed', 'add-tests': 'done' }),
      },
      {
        name: 'blocked, one of two failed',
        path: PATH,
        text: intent('blocked'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
      },
      {
        name: 'error, every task failed, one spelt `Failed`',
        path: PATH,
        text: intent('error'),
        context: tasks({ 'validate-address': 'Failed', 'add-tests': 'failed' }),
      },
      {
        name: 'executing while tasks run',
        path: PATH,
        text: intent('executing'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'implementing' }),
      },
      {
        name: 'approved again after a retry: the old results say nothing',
        path: PATH,
        text: intent('approved'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
      },
      { name: 'done, with no task files kept', path: PATH, text: intent('done') },
    ],
    invalid: [
      {
        name: 'done while a task failed',
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `done`, but 1 of 2 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'still executing when every task is done',
        path: PATH,
        text: intent('executing'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'completed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `executing`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: "pfl-forge's `implementing` when every task is done",
        path: PATH,
        text: intent('implementing'),
        context: tasks({ 'validate-address': 'done' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `implementing`, but its only task is `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'blocked when every task failed',
        path: PATH,
        text: intent('blocked'),
        context: tasks({ 'validate-address': 'failed', 'add-tests': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `blocked`, but 2 of 2 tasks failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'done with a task not yet run',
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'pending' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `done`, but task `add-tests` has not finished and none of its 2 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
          },
        ],
      },
      {
        name: 'error while one of three failed and the others still run: spec 4 says blocked',
        path: PATH,
        text: intent('error'),
        context: tasks({ 'validate-address': 'implementing', 'add-tests': 'pending', 'update-docs': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `error`, but 1 of 3 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'error with two tasks still running',
        path: PATH,
        text: intent('error'),
        context: tasks({ 'validate-address': 'implementing', 'add-tests': 'pending', 'update-docs': 'done' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `error`, but tasks `add-tests`, `validate-address` have not finished and none of its 3 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
          },
        ],
      },
      {
        name: 'done with its only task not finished',
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'implementing' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `done`, but its only task, `validate-address`, has not finished. Update `status` (`executing` while tasks run), or the tasks.',
          },
        ],
      },
      {
        name: 'blocked when its only task failed',
        path: PATH,
        text: intent('blocked'),
        context: tasks({ 'validate-address': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `blocked`, but its only task failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'done when its only task failed: spec 4 says error, which waits for a person',
        path: PATH,
        text: intent('done'),
        context: tasks({ 'validate-address': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `done`, but its only task failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'blocked while no task failed and one still runs',
        path: PATH,
        text: intent('blocked'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'implementing' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `blocked`, but task `add-tests` has not finished and none of its 2 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
          },
        ],
      },
      {
        name: 'error when every task is done',
        path: PATH,
        text: intent('error'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'done' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `error`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
          },
        ],
      },
      {
        name: 'executing while one task failed and the other is done',
        path: PATH,
        text: intent('executing'),
        context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` is `executing`, but 1 of 2 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
          },
        ],
      },
    ],
  }),
];
