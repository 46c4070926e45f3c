import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (id: string) =>
  `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;

export const cases = [
  ruleCases('message/id-format', {
    valid: [
      { name: 'a ULID', path: TASK, text: task('01ARZ3NDEKTSV4RRFFQ69G5FAV') },
      { name: 'a lower-case ULID', path: TASK, text: task('01arz3ndektsv4rrffq69g5fav') },
      { name: 'a dated id with a kind word of its own', path: TASK, text: task('20250124-003-review') },
      { name: "the spec's truncated example is the template-leftover rule's", path: TASK, text: task('01HQXYZ...') },
    ],
    invalid: [
      {
        name: 'a dated id on a day that does not exist',
        path: TASK,
        text: task('20250230-003-task'),
        errors: [
          {
            line: 2,
            column: 5,
            message:
              "`id` `20250230-003-task` starts with a date that does not exist; write the message's creation date as YYYYMMDD.",
          },
        ],
      },
      {
        name: 'a ULID cut to 20 characters',
        path: TASK,
        text: task('01HQXYZABC1234567890'),
        errors: [
          {
            line: 2,
            column: 5,
            message:
              "`id` `01HQXYZABC1234567890` is neither a ULID (26 Crockford base32 characters, e.g. `01ARZ3NDEKTSV4RRFFQ69G5FAV`) nor `YYYYMMDD-NNN-kind` (e.g. `20250124-003-task`). It looks like a ULID but has 20 characters; a ULID has 26. Use one of spec 5's two id forms.",
          },
        ],
      },
      {
        name: 'an agent-corp task id',
        path: TASK,
        text: task('T-DEPLOY-001-FE'),
        errors: [
          {
            line: 2,
            column: 5,
            message:
              "`id` `T-DEPLOY-001-FE` is neither a ULID (26 Crockford base32 characters, e.g. `01ARZ3NDEKTSV4RRFFQ69G5FAV`) nor `YYYYMMDD-NNN-kind` (e.g. `20250124-003-task`). Use one of spec 5's two id forms.",
          },
        ],
      },
      {
        name: "msg.sh's 23-character id (a warning)",
        path: TASK,
        text: task('1706097600000AB12CD34EF'),
        errors: [
          {
            line: 2,
            column: 5,
            message:
              "`id` `1706097600000AB12CD34EF` is `msg.sh`'s ULID-like id (epoch milliseconds + 10 characters), not a ULID; generate a real ULID (26 characters) or use `YYYYMMDD-NNN-kind`.",
          },
        ],
      },
    ],
  }),
];
