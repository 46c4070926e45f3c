import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (extra: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;
const PARENT = {
  'shared/instructions/pm/i.md':
    '---\nid: 20250124-002-inst\nfrom: ceo\nto: pm\ntype: instruction\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 指示\n',
};

export const cases = [
  ruleCases('message/reference-not-found', {
    valid: [
      {
        name: 'a parent on the message paths',
        path: TASK,
        text: task('parent_id: 20250124-002-inst\n'),
        files: PARENT,
      },
      { name: 'no parent at all', path: TASK, text: task('parent_id: null\n') },
      { name: "a placeholder is the template-leftover rule's", path: TASK, text: task('parent_id: 01HQXYZ...\n') },
    ],
    invalid: [
      {
        name: 'a parent one letter off',
        path: TASK,
        text: task('parent_id: 20250124-002-ins\n'),
        files: PARENT,
        errors: [
          {
            line: 9,
            column: 12,
            message:
              '`parent_id` is `20250124-002-ins`, but no message on the message paths has that `id`. Did you mean `20250124-002-inst`? Fix the id, or add the message it refers to.',
          },
        ],
      },
      {
        name: 'a context nothing declares',
        path: TASK,
        text: task('context_id: 20250124-099-task\n'),
        errors: [
          {
            line: 9,
            column: 13,
            message:
              '`context_id` is `20250124-099-task`, but no message on the message paths has that `id`. Fix the id, or add the message it refers to.',
          },
        ],
      },
      {
        name: '"none" written for no parent',
        path: TASK,
        text: task('parent_id: none\n'),
        errors: [
          {
            line: 9,
            column: 12,
            message:
              '`parent_id` is `none`, which is not a message id. `parent_id` is optional (spec 5: （あれば）): when there is none, write `parent_id: null` or leave the line out.',
          },
        ],
      },
    ],
  }),
];
