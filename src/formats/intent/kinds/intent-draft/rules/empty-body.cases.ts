import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/intent-drafts/password-reset.md';
const BODY =
  'ログイン画面にパスワードリセットリンクを追加する。\n\n現状ではパスワードを忘れたユーザーがリセットする手段がない。\n';

export const cases = [
  ruleCases('intent-draft/empty-body', {
    valid: [
      {
        name: "spec 4's example: frontmatter, then the intent",
        path: PATH,
        text: `---\ntype: feature\n---\n\n${BODY}`,
      },
      { name: 'no frontmatter at all: type and risk are left to Analyze', path: PATH, text: BODY },
      { name: 'an empty frontmatter', path: PATH, text: `---\n---\n${BODY}` },
    ],
    invalid: [
      {
        name: 'frontmatter and nothing after it: reported on the line after it',
        path: PATH,
        text: '---\ntype: feature\nrisk: low\n---\n',
        errors: [
          {
            line: 5,
            column: 1,
            message:
              'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.',
          },
        ],
      },
      {
        name: 'only blank lines after the frontmatter',
        path: PATH,
        text: '---\ntype: fix\n---\n\n\n',
        errors: [
          {
            line: 4,
            column: 1,
            message:
              'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.',
          },
        ],
      },
    ],
  }),
];
