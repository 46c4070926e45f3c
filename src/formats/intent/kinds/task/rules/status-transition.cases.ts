import { ruleCases } from '../../../../../rules/rule-cases.js';

/** A task with `status`; `-` leaves it out. */
const task = (status: string) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator]
${status === '-' ? '' : `status: ${status}\n`}`;

const PATH = '.forge/tasks/fix-login/check-address.yaml';
const from = (status: string) => ({ [PATH]: task(status) });

export const cases = [
  ruleCases('task/status-transition', {
    valid: [
      { name: 'implemented and done in one change', path: PATH, text: task('done'), base: from('pending') },
      { name: 'a failed task run again', path: PATH, text: task('pending'), base: from('failed') },
      { name: '`completed` and `done` are one', path: PATH, text: task('done'), base: from('completed') },
      { name: 'a new task has no move', path: PATH, text: task('failed') },
      { name: 'a status left out says nothing', path: PATH, text: task('-'), base: from('done') },
      {
        name: "a team's own status has no row",
        path: PATH,
        text: task('pending'),
        base: from('on_hold'),
        config: { enums: { 'task/status': ['on_hold'] } },
      },
    ],
    invalid: [
      {
        name: 'a done task reopened',
        path: PATH,
        text: task('implementing'),
        base: from('done'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `done` (base revision) to `implementing`, which spec 4 does not allow: `done` is final (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `done`; more work is a new task.',
          },
        ],
      },
      {
        name: "pfl-forge's `completed` reopened, read as done",
        path: PATH,
        text: task('failed'),
        base: from('completed'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `done` (base revision) to `failed`, which spec 4 does not allow: `done` is final (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `done`; more work is a new task.',
          },
        ],
      },
      {
        name: 'a running task sent back to pending',
        path: PATH,
        text: task('pending'),
        base: from('implementing'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `implementing` (base revision) to `pending`, which spec 4 does not allow: from `implementing` a task goes on to `done`, `failed` (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `implementing`.',
          },
        ],
      },
    ],
  }),
];
