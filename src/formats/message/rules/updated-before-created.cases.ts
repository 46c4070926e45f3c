import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (updated: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\nupdated_at: ${updated}\n---\n\n# タスク\n`;

export const cases = [
  ruleCases('message/updated-before-created', {
    valid: [
      { name: 'updated after it was created', path: TASK, text: task('2025-01-24T13:00:00Z') },
      { name: "a timestamp that is no timestamp is the timestamp rule's", path: TASK, text: task('yesterday') },
    ],
    invalid: [
      {
        name: 'updated an hour before it was created',
        path: TASK,
        text: task('2025-01-24T11:00:00Z'),
        errors: [
          {
            line: 9,
            column: 13,
            message:
              '`updated_at` (2025-01-24T11:00:00Z) is before `created_at` (2025-01-24T12:00:00Z); a message cannot change before it exists. Fix whichever is wrong.',
          },
        ],
      },
      {
        name: 'earlier once the offsets are counted',
        path: TASK,
        text: task('2025-01-24T20:00:00+09:00'),
        errors: [
          {
            line: 9,
            column: 13,
            message:
              '`updated_at` (2025-01-24T20:00:00+09:00) is before `created_at` (2025-01-24T12:00:00Z); a message cannot change before it exists. Fix whichever is wrong.',
          },
        ],
      },
    ],
  }),
];
