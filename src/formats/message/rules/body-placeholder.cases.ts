import { ruleCases } from '../../../rules/rule-cases.js';

const TASK = 'shared/tasks/frontend/t.md';
const task = (body: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n\n${['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'].map((name) => `## ${name}\nなし\n`).join('')}${body}`;

export const cases = [
  ruleCases('message/body-placeholder', {
    valid: [
      {
        name: 'braces in code are quoted text',
        path: TASK,
        text: task('`GET /api/personas/{id}`\n\n```ts\nconst a = {b};\n```\n'),
      },
      { name: 'JSON-ish braces are no placeholder', path: TASK, text: task('{ "a": 1 }\n') },
      { name: 'an HTML tag is no placeholder', path: TASK, text: task('Press <kbd>Enter</kbd>.\n') },
    ],
    invalid: [
      {
        name: "the template's placeholder left in",
        path: TASK,
        text: task('{何を実装するか}\n'),
        errors: [
          {
            line: 25,
            column: 1,
            message: '`{何を実装するか}` is a placeholder from the template, never filled in. Write the real content.',
          },
        ],
      },
      {
        name: 'two on one line are one finding',
        path: TASK,
        text: task('- {ファイルパス1}: {説明}\n'),
        errors: [
          {
            line: 25,
            column: 3,
            message:
              '`{ファイルパス1}`, `{説明}` are placeholders from the template, never filled in. Write the real content.',
          },
        ],
      },
      {
        name: 'an angle-bracket slot filling a list item',
        path: TASK,
        text: task('- <成果1>\n'),
        errors: [
          {
            line: 25,
            column: 3,
            message: '`<成果1>` is a placeholder from the template, never filled in. Write the real content.',
          },
        ],
      },
    ],
  }),
];
