import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (status: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;

export const cases = [
  ruleCases('message/status-transition', {
    valid: [
      { name: 'pending to in_progress', path: TASK, text: task('in_progress'), base: task('pending') },
      { name: 'in_progress back from blocked', path: TASK, text: task('in_progress'), base: task('blocked') },
      { name: 'a new file has no move', path: TASK, text: task('completed') },
      {
        name: "a team's own status has no place in the table",
        path: TASK,
        text: task('completed'),
        base: task('assigned'),
        config: { enums: { 'message/status': ['assigned'] } },
      },
    ],
    invalid: [
      {
        name: 'a completed message reopened',
        path: TASK,
        text: task('in_progress'),
        base: task('completed'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `completed` to `in_progress` since the base revision, but `completed` is final (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Write a new message instead of reopening this one.",
          },
        ],
      },
      {
        name: 'back to pending',
        path: TASK,
        text: task('pending'),
        base: task('in_progress'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `in_progress` to `pending` since the base revision, but from `in_progress` a message goes on to `completed`, `blocked` (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Restore `in_progress`: nothing goes back to `pending`.",
          },
        ],
      },
      {
        name: 'bracket headers on both sides',
        path: 'shared/reports/engineers/frontend/r.md',
        text: '[REPORT TO: PM]\nTask: T-1\nStatus: PENDING\n[/REPORT]\n',
        base: '[REPORT TO: PM]\nTask: T-1\nStatus: BLOCKED\n[/REPORT]\n',
        errors: [
          {
            line: 3,
            column: 1,
            message:
              "`status` went from `blocked` to `pending` since the base revision, but from `blocked` a message goes on to `in_progress`, `completed` (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Restore `blocked`: nothing goes back to `pending`.",
          },
        ],
      },
    ],
  }),
];
