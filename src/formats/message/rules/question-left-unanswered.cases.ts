import { ruleCases } from '../../../rules/rule-cases.js';

const QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const ANSWER = 'shared/questions/answers/20250124-005-q.md';
const question = (status: string, to = 'human') =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: ${to}\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 背景\nSessions outgrow memory.\n\n## 質問内容\nRedis or Postgres?\n`;
const answer = (parent = '20250124-005-q') =>
  `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\nparent_id: ${parent}\n---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`;

const CLOSED =
  "This question to a human was `pending` at the base revision, and this change makes it `completed` with no answer: nobody answered it, and only a person's answer settles a question. Restore `status: pending` and let a person answer it (`/answer <text>` on its inbox issue writes an answer message (`parent_id: 20250124-005-q`, spec 5's 回答) and completes it).";

const DELETED = `This change deletes \`${QUESTION}\` (this line is from its version at the base revision), a question to a human that waits for its answer, with no answer: nobody answered it, and only a person's answer settles a question. Restore the file and let a person answer it (\`/answer <text>\` on its inbox issue writes the answer message and completes it).`;

export const cases = [
  ruleCases('message/question-left-unanswered', {
    valid: [
      {
        name: 'completed with its answer beside it, as `/answer` writes them',
        path: QUESTION,
        text: question('completed'),
        base: question('pending'),
        context: { [ANSWER]: answer() },
      },
      {
        name: 'completed with an answer elsewhere that names it in `parent_id`',
        path: QUESTION,
        text: question('completed'),
        base: question('pending'),
        context: { 'shared/questions/answers/01HQANSWER.md': answer() },
      },
      { name: 'still pending', path: QUESTION, text: question('pending'), base: question('pending') },
      {
        name: 'deleted once answered: its answer stays',
        path: QUESTION,
        text: question('pending'),
        deleted: true,
        context: { [ANSWER]: answer() },
      },
      { name: 'a completed question deleted', path: QUESTION, text: question('completed'), deleted: true },
      {
        name: 'blocked: still in the inbox, waiting for someone',
        path: QUESTION,
        text: question('blocked'),
        base: question('pending'),
      },
      { name: 'a new file has waited for nothing', path: QUESTION, text: question('completed') },
      {
        name: 'a question between agents is theirs to close',
        path: 'shared/questions/pm-to-backend/20250124-005-q.md',
        text: question('completed', 'backend'),
        base: question('pending', 'backend'),
      },
    ],
    invalid: [
      {
        name: 'the question deleted while it waits, no answer anywhere: on its line at the base revision',
        path: QUESTION,
        text: question('pending'),
        deleted: true,
        errors: [{ line: 7, column: 9, message: DELETED }],
      },
      {
        name: 'an agent completes the question with no answer anywhere',
        path: QUESTION,
        text: question('completed'),
        base: question('pending'),
        errors: [{ line: 7, column: 9, message: CLOSED }],
      },
      {
        name: 'an answer file that answers another question does not count',
        path: QUESTION,
        text: question('completed'),
        base: question('pending'),
        context: { 'shared/questions/answers/01HQANSWER.md': answer('20250124-009-q') },
        errors: [{ line: 7, column: 9, message: CLOSED }],
      },
      {
        name: 'moved to in_progress: out of the inbox all the same',
        path: QUESTION,
        text: question('In_Progress'),
        base: question('Pending'),
        errors: [{ line: 7, column: 9, message: CLOSED.replace('makes it `completed`', 'makes it `in_progress`') }],
      },
      {
        name: 'readdressed to an agent',
        path: QUESTION,
        text: question('pending', 'ceo'),
        base: question('pending'),
        errors: [{ line: 7, column: 9, message: CLOSED.replace('makes it `completed`', 'addresses it to `ceo`') }],
      },
      {
        name: 'its status line deleted: at the top of its frontmatter, having no status line',
        path: QUESTION,
        text: question('pending').replace('status: pending\n', ''),
        base: question('pending'),
        errors: [{ line: 2, column: 1, message: CLOSED.replace('makes it `completed`', 'makes it `(no status)`') }],
      },
    ],
  }),
];
