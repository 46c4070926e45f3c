/**
 * `/answer` on a question whose answer message is in place already (written by hand, or by
 * another `/answer` a moment earlier): the answer there is someone's, and is never replaced.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN } from '../sim/index.js';
import {
  closeJourneys,
  comment,
  expectRerunChangesNothing,
  inboxIssuesOf,
  push,
  simulatorOf,
  snapshot,
  startJourney,
} from '../journeys/journey.js';

const QUESTION = 'shared/questions/pm-to-human/20250306-004-q.md';
const ANSWER = 'shared/questions/answers/20250306-004-q.md';
const QUESTION_TEXT = `---
id: 20250306-004-q
from: pm
to: human
type: question
priority: high
status: pending
created_at: 2025-03-06T09:15:00Z
---

# 質問: Which payment provider for the EU launch?

## 質問内容
Stripe or Adyen?
`;
const HAND_WRITTEN = `---
id: 20250306-005-a
from: human
to: pm
type: answer
priority: high
status: completed
created_at: 2025-03-06T10:00:00Z
parent_id: 20250306-004-q
---

# 回答: Which payment provider for the EU launch?

## 回答
Stripe: the board decided on Tuesday.

## 理由
One contract for every market.

## 追加情報
None.
`;

afterEach(closeJourneys);

describe('/answer when the answer message exists already', () => {
  it('is refused: the answer in place stays, the question stays pending, the issue open', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n' },
      collaborators: { alice: 'write', bob: 'write', 'pm-agent': 'write' },
    });
    await push(
      repo,
      { [QUESTION]: QUESTION_TEXT },
      { login: 'pm-agent', message: 'pm: ask which payment provider to use' },
    );
    const issue = inboxIssuesOf(repo, QUESTION)[0]!;
    // bob answers by writing the answer message himself, and forgets to complete the question.
    await push(repo, { [ANSWER]: HAND_WRITTEN }, { login: 'bob', message: 'Answer the provider question' });
    const before = snapshot(repo);

    const answer = await comment(repo, issue, 'alice', '/answer Adyen.');
    expect(answer.run.status).toBe(0);
    expect(answer.writes).toEqual([
      'reactions/create-for-issue-comment',
      'issues/create-comment',
      'reactions/create-for-issue-comment',
    ]);
    expect(snapshot(repo).files).toEqual(before.files);
    expect(snapshot(repo).commits).toBe(before.commits);
    const reply = issue.comments.at(-1)!;
    expect(reply.user).toBe(BOT_LOGIN);
    expect(reply.body).toContain(`\`${ANSWER}\` exists already, written by someone else`);
    expect(answer.comment.reactions.map((r) => r.content)).toEqual(['eyes', '-1']);
    expect(issue.state).toBe('open');
    await expectRerunChangesNothing();
    expect(simulatorOf(repo).violations).toEqual([]);
  }, 60_000);
});
