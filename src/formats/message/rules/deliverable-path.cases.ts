import { ruleCases } from '../../../rules/rule-cases.js';

const REPORT = 'shared/reports/pm/20250124-004-rep.md';
/** A report whose `## 成果物` lists `deliverables` (one line each), its other sections filled: line 20 is the first deliverable. */
const report = (...deliverables: string[]) =>
  `---\nid: 20250124-004-rep\nfrom: frontend\nto: pm\ntype: report\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 報告: ログイン画面\n\n## ステータス\ncompleted\n\n## 完了項目\n- [x] ログイン画面\n\n## 成果物\n${deliverables.join('\n')}\n\n## 課題・懸念\nなし\n\n## 次のステップ\nなし\n\n## 備考\nなし\n`;

export const cases = [
  ruleCases('message/deliverable-path', {
    valid: [
      {
        name: "spec 5's form, relative to the repository root",
        path: REPORT,
        text: report('- src/pages/login.tsx: ログイン画面', '- `src/pages/login.test.tsx`: テスト'),
      },
      { name: 'a `..` that stays inside', path: REPORT, text: report('- docs/../src/login.ts: 修正') },
      {
        name: 'prose and a link are no file to judge',
        path: REPORT,
        text: report('- なし', '- the login page, see https://example.com/login: 公開済み'),
      },
      {
        name: "the template's placeholder is body-placeholder's",
        path: REPORT,
        text: report('- {ファイルパス1}: {説明}'),
      },
    ],
    invalid: [
      {
        name: "an absolute path from the agent's machine",
        path: REPORT,
        text: report('- /home/agent/work/src/pages/login.tsx: ログイン画面'),
        errors: [
          {
            line: 20,
            column: 3,
            message:
              'This deliverable (`/home/agent/work/src/pages/login.tsx`) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.',
          },
        ],
      },
      {
        name: 'a file outside the repository, in a code span, with a full-width colon',
        path: REPORT,
        text: report('- src/ok.ts: 修正', '- `../../secrets/.env`：設定'),
        errors: [
          {
            line: 21,
            column: 4,
            message:
              'This deliverable (`../../secrets/.env`) leaves the repository through `..`: list it relative to the repository root, where the reader finds it.',
          },
        ],
      },
      {
        name: 'a numbered list, with `.` or `)` after the number',
        path: REPORT,
        text: report('1. src/ok.ts: 修正', '2) /tmp/build/app.js: ビルド'),
        errors: [
          {
            line: 21,
            column: 4,
            message:
              'This deliverable (`/tmp/build/app.js`) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.',
          },
        ],
      },
    ],
  }),
];
