import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/a.md';
const task = (id: string) =>
  `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;

export const cases = [
  ruleCases('message/duplicate-id', {
    valid: [
      {
        name: 'two messages, two ids',
        path: TASK,
        text: task('20250124-003-task'),
        files: { 'shared/tasks/frontend/b.md': task('20250124-004-task') },
      },
      {
        name: "two files left with the template's example id: the leftover is the finding",
        path: TASK,
        text: task('01HQXYZ...'),
        files: { 'shared/tasks/frontend/b.md': task('01HQXYZ...') },
      },
    ],
    invalid: [
      {
        name: 'an id the message file named for it has (a partial run reads that one)',
        path: TASK,
        text: task('20250124-003-task'),
        files: { 'shared/tasks/frontend/20250124-003-task.md': task('20250124-003-task') },
        errors: [
          {
            line: 2,
            column: 5,
            message:
              '`id` `20250124-003-task` is also the id of `shared/tasks/frontend/20250124-003-task.md`; message ids must be unique. Give this message its own id.',
          },
        ],
      },
      {
        name: 'a frontmatter id a bracket-header task also declares',
        path: TASK,
        text: task('T-1'),
        files: { 'shared/tasks/frontend/T-1.md': '[TASK TO: FRONTEND]\nTask ID: T-1\nStatus: PENDING\n[/TASK]\n' },
        errors: [
          {
            line: 2,
            column: 5,
            message:
              '`id` `T-1` is also the id of `shared/tasks/frontend/T-1.md`; message ids must be unique. Give this message its own id.',
          },
        ],
      },
    ],
  }),
];
