import { ruleCases } from '../../../rules/rule-cases.js';

const message = (id: string, type: string, from: string, to: string, extra = '') =>
  `---\nid: ${id}\nfrom: ${from}\nto: ${to}\ntype: ${type}\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タイトル\n`;
const QUESTION = {
  'shared/questions/backend-to-frontend/q.md': message('20250124-005-q', 'question', 'backend', 'frontend'),
};

export const cases = [
  ruleCases('message/answer-direction', {
    valid: [
      {
        name: 'the one asked answers the asker',
        path: 'shared/questions/answers/20250124-005-q.md',
        text: message('20250124-006-a', 'answer', 'frontend', 'backend', 'parent_id: 20250124-005-q\n'),
        context: QUESTION,
      },
      {
        name: 'the question found by the file name',
        path: 'shared/questions/answers/20250124-005-q.md',
        text: message('20250124-006-a', 'answer', 'frontend', 'backend'),
        context: QUESTION,
      },
      {
        name: "a question nobody declares is reference-not-found's",
        path: 'shared/questions/answers/a.md',
        text: message('20250124-006-a', 'answer', 'pm', 'ceo', 'parent_id: 20250124-099-q\n'),
      },
    ],
    invalid: [
      {
        name: 'an answer sent back to the one asked',
        path: 'shared/questions/answers/20250124-005-q.md',
        text: message('20250124-006-a', 'answer', 'backend', 'frontend', 'parent_id: 20250124-005-q\n'),
        context: QUESTION,
        errors: [
          {
            line: 3,
            column: 7,
            message:
              '`from` is `backend`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the one asked answers. Write `from: frontend`, or fix `parent_id` if it names the wrong question.',
          },
          {
            line: 4,
            column: 5,
            message:
              '`to` is `frontend`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the answer goes back to the one who asked. Write `to: backend`, or fix `parent_id` if it names the wrong question.',
          },
        ],
      },
      {
        name: 'an answer from someone else, its question by the file name',
        path: 'shared/questions/answers/20250124-005-q.md',
        text: message('20250124-006-a', 'answer', 'pm', 'backend'),
        context: QUESTION,
        errors: [
          {
            line: 3,
            column: 7,
            message:
              '`from` is `pm`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the one asked answers. Write `from: frontend`.',
          },
        ],
      },
    ],
  }),
];
