import { ruleCases } from '../../../rules/rule-cases.js';

const QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const ANSWER = 'shared/questions/answers/20250124-005-q.md';
const question = (status: string) =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: human\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 質問内容\nRedis or Postgres?\n`;
const answer = (parent = 'parent_id: 20250124-005-q\n') =>
  `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\n${parent}---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`;

const message = (answerPath: string) =>
  `The question \`20250124-005-q\` (\`${QUESTION}\`) has its answer (\`${answerPath}\`) and is still \`pending\`: set the question's \`status\` to \`completed\` (and its \`updated_at\`), as spec 5 completes an answered question. Until then the inbox keeps asking for an answer that was given.`;

export const cases = [
  ruleCases('message/answered-question-pending', {
    valid: [
      {
        name: 'an answered question, completed',
        path: QUESTION,
        text: question('completed'),
        context: { [ANSWER]: answer() },
      },
      { name: 'a pending question with no answer yet', path: QUESTION, text: question('pending') },
      {
        name: 'an answer to a completed question',
        path: ANSWER,
        text: answer(),
        context: { [QUESTION]: question('completed') },
      },
    ],
    invalid: [
      {
        name: 'the question, checked: its answer is beside it',
        path: QUESTION,
        text: question('pending'),
        context: { [ANSWER]: answer() },
        errors: [{ line: 7, column: 9, message: message(ANSWER) }],
      },
      {
        name: 'the answer, checked: it names a question still pending',
        path: ANSWER,
        text: answer(),
        context: { [QUESTION]: question('pending') },
        errors: [{ line: 9, column: 12, message: message(ANSWER) }],
      },
      {
        name: 'an answer named for its question, without `parent_id`: reported at the header',
        path: ANSWER,
        text: answer(''),
        context: { [QUESTION]: question('Pending') },
        errors: [{ line: 2, column: 1, message: message(ANSWER) }],
      },
    ],
  }),
];
