/**
 * Journey: an agent asks a human a question (spec 5), a person answers it with `/answer`.
 *
 * The PM agent's account `pm-agent` pushes the question; `alice` (write access) answers on its
 * inbox issue. Every step is one workflow run on the event GitHub would send, on the committed
 * bundle under Node 24, against the local simulator; after each, the same event is run again and
 * must write nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lineDiff } from '../inbox/commands-diff.js';
import { BOT_LOGIN } from '../sim/index.js';
import {
  changedPaths,
  closeJourneys,
  comment,
  commitsAfter,
  expectRerunChangesNothing,
  inboxIssuesOf,
  issueView,
  push,
  scan,
  simulatorOf,
  snapshot,
  startJourney,
} from './journey.js';

const PM = 'pm-agent';
/** Spec 5: a question from `pm` to `human` lives in `shared/questions/pm-to-human/{question-id}.md`. */
const QUESTION = 'shared/questions/pm-to-human/20250306-004-q.md';
/** Spec 5: its answer in `shared/questions/answers/{question-id}.md`. */
const ANSWER = 'shared/questions/answers/20250306-004-q.md';
const TASK = 'shared/tasks/backend/20250306-002-task.md';

const TASK_TEXT = `---
id: 20250306-002-task
from: pm
to: backend
type: task
priority: high
status: pending
created_at: 2025-03-06T09:00:00Z
---

# タスク: Take SEPA direct debits at checkout

## 説明
Customers in the EU pay by SEPA direct debit.

## 完了条件
- [ ] A SEPA mandate can be signed at checkout

## 技術要件
- The provider's hosted mandate page

## 依存関係
- 前提: 20250306-004-q (the provider)

## 参考資料
- https://www.europeanpaymentscouncil.eu/

## 備考
Waits for the provider decision.
`;
const QUESTION_TEXT = `---
id: 20250306-004-q
from: pm
to: human
type: question
priority: high
status: pending
created_at: 2025-03-06T09:15:00Z
context_id: 20250306-002-task
---

# 質問: Which payment provider for the EU launch?

## 背景
Checkout needs a provider that takes SEPA direct debits.

## 質問内容
Stripe or Adyen?

## 選択肢
1. Stripe
2. Adyen

## 緊急度
The backend task starts on Monday.
`;
/** What alice writes after `/answer`: two paragraphs. */
const ANSWER_TEXT =
  'Adyen: it already runs our card payments.\n\nStripe would mean a second contract and a second payout reconciliation.';

/** A message's frontmatter (as data) and the Markdown body after it. */
function readMessage(text: string): { header: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`not a message with frontmatter:\n${text}`);
  return { header: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
}

/** The text under each `## ` heading of a Markdown body, by heading. */
function sections(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of body.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    out.set(part.slice(0, newline).trim(), part.slice(newline + 1).trim());
  }
  return out;
}

/** The time a ULID was made (its first 10 characters: milliseconds, Crockford base32). */
function ulidTime(id: string): number {
  return [...id.slice(0, 10)].reduce((ms, ch) => ms * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(ch), 0);
}

afterEach(closeJourneys);

describe('journey: a question to a human, answered', () => {
  it('the question gets an issue, /answer writes the spec 5 answer and completes the question, the issue closes', async () => {
    // The PM agent has planned a backend task that waits for a decision.
    // On the committed bundle under Node 24, always: the journey of the smoke set.
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [TASK]: TASK_TEXT },
      collaborators: { alice: 'write', [PM]: 'write' },
      bundle: true,
    });

    // 1. The PM agent asks the human which provider to use, and pushes the question.
    const asked = await push(
      repo,
      { [QUESTION]: QUESTION_TEXT },
      { login: PM, message: 'pm: ask which payment provider to use' },
    );
    expect(asked.run.status).toBe(0);
    expect(asked.run.annotations).toEqual([]);
    // The sync creates its two labels (with colours) and opens one issue for the question.
    expect(asked.writes).toEqual(['issues/create-label', 'issues/create-label', 'issues/create']);
    expect(inboxIssuesOf(repo, QUESTION)).toHaveLength(1);
    const issue = inboxIssuesOf(repo, QUESTION)[0]!;
    const opened = issueView(issue);
    expect(opened).toEqual({
      number: issue.number,
      state: 'open',
      title: 'Answer: Which payment provider for the EU launch?',
      labels: ['handoff-inbox', 'inbox:question'],
      marker: { key: 'message/20250306-004-q', path: QUESTION, state: expect.stringMatching(/^[0-9a-f]+$/) },
      closedByAction: false,
      comments: 0,
    });
    // What alice needs to answer: who asks, the question, its background, the options, the urgency.
    // The question is the issue's first line, with who asks and how to answer right under it.
    expect(issue.body).toMatch(/^\*\*Answer this question\*\* \(from `pm`\): Stripe or Adyen\?\n/);
    expect(issue.body).toContain('| From | pm |');
    expect(issue.body).not.toContain('| Question |');
    expect(issue.body).toContain('| Background | Checkout needs a provider that takes SEPA direct debits. |');
    expect(issue.body).toMatch(/> 1\\\. Stripe\n> 2\\\. Adyen/);
    expect(issue.body).toContain('| Urgency | The backend task starts on Monday. |');
    expect(issue.body).toContain('`/answer <text>`');
    await expectRerunChangesNothing();

    // 2. alice answers on the issue.
    const beforeAnswer = snapshot(repo);
    const answer = await comment(repo, issue, 'alice', `/answer ${ANSWER_TEXT}`);
    expect(answer.run.status).toBe(0);
    expect(answer.writes).toEqual([
      'reactions/create-for-issue-comment', // 👀: seen
      'repos/create-or-update-file-contents', // the answer message
      'repos/create-or-update-file-contents', // the question, completed
      'issues/create-comment', // the reply
      'reactions/create-for-issue-comment', // 👍: done
      'issues/update', // closed
    ]);

    // Two commits by the workflow token (the contents API writes one file a commit): the answer
    // first, then the question marked completed, so that nobody reads a completed question whose
    // answer is not there yet. Both name the command and who gave it.
    const commits = commitsAfter(repo, beforeAnswer.commits);
    expect(commits.map((c) => changedPaths(repo, c))).toEqual([[ANSWER], [QUESTION]]);
    for (const commit of commits) {
      expect(commit.login).toBe(BOT_LOGIN);
      expect(commit.message).toMatch(/^handoff-gate: \/answer question 20250306-004-q \(by alice\)\n/);
    }
    const files = snapshot(repo).files;
    expect(Object.keys(files).sort()).toEqual([ANSWER, 'README.md', QUESTION, TASK].sort());

    // The answer message, per spec 5's 回答 template: the human answers the agent that asked.
    const written = readMessage(files[ANSWER]!);
    expect(written.header).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/), // a ULID, as spec 5 recommends
      from: 'human',
      to: 'pm',
      type: 'answer',
      priority: 'high', // the question's
      status: 'completed',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      parent_id: '20250306-004-q', // the question it answers
    });
    // Keys in the template's order.
    expect(Object.keys(written.header)).toEqual([
      'id',
      'from',
      'to',
      'type',
      'priority',
      'status',
      'created_at',
      'parent_id',
    ]);
    // The id and the timestamp were made at the same moment.
    expect(Math.floor(ulidTime(String(written.header.id)) / 1000)).toBe(
      Date.parse(String(written.header.created_at)) / 1000,
    );
    // `# 回答: {質問タイトル}`, then the template's sections in its order, the answer verbatim (as
    // spec 5's template has it: the text itself, no fence; no line of it reads as structure).
    expect(written.body.startsWith('\n# 回答: Which payment provider for the EU launch?\n')).toBe(true);
    const parts = sections(written.body);
    expect([...parts.keys()]).toEqual(['回答', '理由', '追加情報']);
    expect(parts.get('回答')).toBe(ANSWER_TEXT);

    // The question: `status` completed and `updated_at` (spec 5's common header) added after
    // `created_at`, at the answer's time; every other line as the agent wrote it.
    const question = files[QUESTION]!;
    expect(lineDiff(QUESTION_TEXT, question)).toEqual({
      removed: ['status: pending'],
      added: ['status: completed', `updated_at: ${String(written.header.created_at)}`],
    });
    expect(question).toContain(`created_at: 2025-03-06T09:15:00Z\nupdated_at: ${String(written.header.created_at)}\n`);
    expect(readMessage(question).header).toMatchObject({ id: '20250306-004-q', status: 'completed' });

    // The issue is closed with one comment: the reply, which names the answer and links both commits.
    expect(issue.state).toBe('closed');
    expect(issue.stateReason).toBe('completed');
    const replies = issue.comments.slice(opened.comments).filter((c) => c.user === BOT_LOGIN);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(
      `Answered \`20250306-004-q\`: wrote \`${ANSWER}\` and set the question's \`status\` to \`completed\`.`,
    );
    for (const commit of commits) expect(replies[0]!.body).toContain(`/commit/${commit.sha}`);
    expect(answer.comment.reactions.map((r) => r.content)).toEqual(['eyes', '+1']);
    expect(issueView(issue)).toMatchObject({ state: 'closed', closedByAction: true, comments: 2 });
    await expectRerunChangesNothing();

    // 3. The nightly scheduled run checks every file: the answer the bot wrote passes the same
    //    rules as any message, nothing waits for a human, and nothing is written.
    const nightly = await scan(repo);
    expect(nightly.run.status).toBe(0);
    expect(nightly.run.report?.files.map((f) => f.path)).toEqual(expect.arrayContaining([ANSWER, QUESTION, TASK]));
    expect(nightly.run.report?.findings).toEqual([]);
    expect(nightly.run.report?.inbox).toEqual([]);
    expect(nightly.writes).toEqual([]);
    await expectRerunChangesNothing();

    // The end: one issue, closed; four commits (the first, the question, the answer's two).
    expect(snapshot(repo)).toEqual({
      files: { 'README.md': '# shop\n', [TASK]: TASK_TEXT, [QUESTION]: question, [ANSWER]: files[ANSWER] },
      commits: 4,
      issues: [issueView(issue)],
      checkRuns: [],
    });
    expect(issueView(issue)).toMatchObject({
      state: 'closed',
      title: 'Answer: Which payment provider for the EU launch?',
      labels: ['handoff-inbox', 'inbox:question'],
    });
    expect(simulatorOf(repo).violations).toEqual([]);
  }, 60_000);
  it('a question an agent closes unanswered stays open; /reject puts it back, and /answer settles it', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [TASK]: TASK_TEXT },
      collaborators: { alice: 'write', [PM]: 'write' },
      // In process in the quick loop (coverage counts it), on the bundle in the full run.
    });
    await push(repo, { [QUESTION]: QUESTION_TEXT }, { login: PM, message: 'pm: ask which payment provider to use' });
    const issue = inboxIssuesOf(repo, QUESTION)[0]!;
    expect(issue.state).toBe('open');

    // 1. The PM agent marks its own question completed with no answer anywhere: an error, and the
    //    issue stays open saying so, never "resolved".
    const closed = QUESTION_TEXT.replace('status: pending', 'status: completed');
    const pushed = await push(repo, { [QUESTION]: closed }, { login: PM, message: 'pm: go with Stripe' });
    expect(pushed.run.status).toBe(1);
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('message/question-left-unanswered');
    expect(issue.state).toBe('open');
    expect(issue.body).toMatch(/^\*\*Left the inbox without a decision\.\*\*/);
    const said = issue.comments.at(-1)!.body;
    expect(said).toMatch(/not a decision taken here \(left without an answer\)/);
    expect(said).not.toMatch(/Resolved/);

    // 2. An answer is not what the issue asks now: only ratifying or undoing the change is.
    await comment(repo, issue, 'alice', '/answer Adyen');
    expect(issue.comments.at(-1)!.body).toMatch(/only `\/approve` \(ratify that change\) or `\/reject` \(undo it\)/);
    expect(snapshot(repo).files[QUESTION]).toBe(closed);

    // 3. alice rejects the change: the question is pending again and its issue asks for the answer.
    const rejected = await comment(repo, issue, 'alice', '/reject');
    expect(rejected.run.status).toBe(0);
    expect(issue.comments.at(-1)!.body).toMatch(
      /^Rejected: `shared\/questions\/pm-to-human\/20250306-004-q\.md` is back as it was in [0-9a-f]{7}, so the item waits again\./,
    );
    expect(snapshot(repo).files[QUESTION]).toBe(QUESTION_TEXT);
    expect(issue.state).toBe('open');
    expect(issue.body).not.toContain('handoff-gate:left');
    expect(issue.body).toContain('`/answer');

    // 4. alice answers: the answer message is written, the question completed, the issue closed.
    await comment(repo, issue, 'alice', `/answer ${ANSWER_TEXT}`);
    expect(snapshot(repo).files[ANSWER]).toContain('type: answer');
    expect(issue.state).toBe('closed');
    expect(simulatorOf(repo).violations).toEqual([]);
  }, 120_000);
});
