import { ruleCases } from '../../../rules/rule-cases.js';

const message = (type: string, from: string, to: string) =>
  `---\nid: 20250124-003-task\nfrom: ${from}\nto: ${to}\ntype: ${type}\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タイトル\n`;

export const cases = [
  ruleCases('message/folder-mismatch', {
    valid: [
      {
        name: "a task in its recipient's folder",
        path: 'shared/tasks/frontend/t.md',
        text: message('task', 'pm', 'frontend'),
      },
      {
        name: "an engineer's report",
        path: 'shared/reports/engineers/frontend/r.md',
        text: message('report', 'frontend', 'pm'),
      },
      {
        name: 'a question in its from-to folder',
        path: 'shared/questions/backend-to-frontend/q.md',
        text: message('question', 'backend', 'frontend'),
      },
    ],
    invalid: [
      {
        name: 'a task for another engineer',
        path: 'shared/tasks/frontend/t.md',
        text: message('task', 'pm', 'backend'),
        errors: [
          {
            line: 4,
            column: 5,
            message:
              '`to` is `backend`, but `shared/tasks/frontend/` holds tasks from `pm` to `frontend`. Write `to: frontend`, or move the file to `shared/tasks/backend/`.',
          },
        ],
      },
      {
        name: 'a report among the tasks',
        path: 'shared/tasks/frontend/t.md',
        text: message('report', 'frontend', 'pm'),
        errors: [
          {
            line: 5,
            column: 7,
            message:
              'This is a report from `frontend` to `pm`, but `shared/tasks/frontend/` holds tasks from `pm` to `frontend`: move the file to `shared/reports/engineers/frontend/`, or, if the folder is right, write `type: task`, `from: pm` and `to: frontend`.',
          },
        ],
      },
      {
        name: 'a task directly under tasks/',
        path: 'shared/tasks/t.md',
        text: message('task', 'pm', 'frontend'),
        errors: [
          {
            line: 4,
            column: 5,
            message:
              'This message sits directly in `shared/tasks/`, where no agent polls. Put it in `shared/tasks/frontend/`.',
          },
        ],
      },
    ],
  }),
];
