import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (body: string, type = 'task') =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: ${type}\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n\n${body}`;
const sections = (names: string[]) => names.map((name) => `## ${name}\nなし\n`).join('\n');

export const cases = [
  ruleCases('message/missing-section', {
    valid: [
      {
        name: "every section of a task's template",
        path: TASK,
        text: task(sections(['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'])),
      },
      {
        name: 'the English headings',
        path: TASK,
        text: task(
          sections([
            'Description',
            'Completion criteria',
            'Technical requirements',
            'Dependencies',
            'References',
            'Notes',
          ]),
        ),
      },
      {
        name: "a team's own type has no template",
        path: TASK,
        text: task('free text\n', 'review'),
        config: { enums: { 'message/type': ['review'] } },
      },
    ],
    invalid: [
      {
        name: 'no completion criteria',
        path: TASK,
        text: task(sections(['説明', '技術要件', '依存関係', '参考資料', '備考'])),
        errors: [
          {
            line: 11,
            column: 1,
            message:
              'The `task` template has a section this message lacks: `## 完了条件` (or `## Completion criteria`). Add it (write "なし" or "None" where there is nothing to say).',
          },
        ],
      },
      {
        name: 'only a description',
        path: TASK,
        text: task(sections(['説明'])),
        errors: [
          {
            line: 11,
            column: 1,
            message:
              'The `task` template has sections this message lacks: `## 完了条件` (or `## Completion criteria`), `## 技術要件` (or `## Technical requirements`), `## 依存関係` (or `## Dependencies`), `## 参考資料` (or `## References`), `## 備考` (or `## Notes`). Add them (write "なし" or "None" where there is nothing to say).',
          },
        ],
      },
    ],
  }),
];
