import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (extra: string, id = '20250124-003-task') =>
  `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;

/** The message's addition to the shared template-leftover check (src/rules/shared/template-leftover.ts): the truncated example id. */
export const cases = [
  ruleCases('message/template-leftover', {
    valid: [
      {
        name: 'real ids',
        path: TASK,
        text: task('parent_id: 20250124-002-inst\n'),
        files: { 'shared/instructions/pm/i.md': task('', '20250124-002-inst') },
      },
      { name: 'the same shape outside the id fields', path: TASK, text: task('note: 01HQXYZ...\n') },
    ],
    invalid: [
      {
        name: "the spec's truncated example id",
        path: TASK,
        text: task('', '01HQXYZ...'),
        errors: [
          {
            line: 2,
            column: 5,
            message:
              "`01HQXYZ...` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
          },
        ],
      },
      {
        name: 'a truncated parent and context',
        path: TASK,
        text: task('parent_id: 01HQXYZ...\ncontext_id: 01HQABC…\n'),
        errors: [
          {
            line: 9,
            column: 12,
            message:
              "`01HQXYZ...` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
          },
          {
            line: 10,
            column: 13,
            message:
              "`01HQABC…` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
          },
        ],
      },
    ],
  }),
];
