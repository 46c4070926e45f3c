/**
 * Red team (see the README's Security model), the command side: a write that reached GitHub but whose answer was lost, and a re-run
 * of the same `issue_comment` event, give one commit, one reply and one closing, never two; the
 * reply says the command succeeded when it did.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../sim/index.js';
import {
  BOT,
  comment,
  commitsBy,
  intent,
  issueFor,
  reactionsOn,
  repliesTo,
  runComment,
  withInbox,
} from './command-scenario.js';
import { commentOn } from '../helpers/events.js';

const A = '.forge/intents/lockout.yaml';
const B = '.forge/intents/export.yaml';
const C = '.forge/intents/billing.yaml';
const D = '.forge/intents/two-factor.yaml';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** Closing writes our bot made on the issue (a PATCH to state closed). */
const closings = (number: number) =>
  sim!.requests.filter(
    (r) =>
      r.operationId === 'issues/update' &&
      r.params.issue_number === String(number) &&
      (r.body as { state?: string })?.state === 'closed',
  );

describe('red team: command idempotency', () => {
  it('lost answers to a commit, a deletion and a reply, and a 502 that did not land: one commit each, one reply that says it succeeded, one closing', async () => {
    const scenario = await withInbox({
      [A]: intent('Lock accounts'),
      [B]: intent('Export data'),
      [C]: intent('Bill monthly'),
      [D]: intent('Drop 2FA'),
    });
    sim = scenario.sim;
    const { repo } = scenario;

    // 1. The commit lands, its answer does not come back.
    const a = issueFor(repo, A);
    sim.loseResponse({ operationId: 'repos/create-or-update-file-contents' });
    const first = await comment(sim, repo, a, 'alice', '/approve');
    expect(first.status, first.stderr).toBe(0);
    expect(sim.countBy('repos/create-or-update-file-contents')).toBe(1);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(String(repo.branches.main!.files[A])).toContain('status: approved');
    const [replyA, ...moreA] = repliesTo(a, first.commentId);
    expect(moreA).toEqual([]);
    expect(replyA!.body).toMatch(/^Approved .*Committed in http\S+\/commit\/[0-9a-f]{40}\./s);
    expect(reactionsOn(a, first.commentId)).toEqual(['eyes', '+1']);
    expect(a.state).toBe('closed');
    expect(closings(a.number)).toHaveLength(1);

    // 2. The reply lands, its answer does not come back.
    const b = issueFor(repo, B);
    sim.loseResponse({ operationId: 'issues/create-comment' });
    const second = await comment(sim, repo, b, 'alice', '/approve');
    expect(second.status, second.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(2);
    expect(repliesTo(b, second.commentId)).toHaveLength(1);
    expect(repliesTo(b, second.commentId)[0]!.body).toMatch(/^Approved .*Committed in/s);
    expect(b.state).toBe('closed');
    expect(closings(b.number)).toHaveLength(1);

    // 3. A deletion lands, its answer does not come back: the file is gone once, by this comment.
    const c = issueFor(repo, C);
    sim.loseResponse({ operationId: 'repos/delete-file' });
    const third = await comment(sim, repo, c, 'alice', '/reject Not now');
    expect(third.status, third.stderr).toBe(0);
    expect(sim.countBy('repos/delete-file')).toBe(1);
    expect(C in repo.branches.main!.files).toBe(false);
    expect(commitsBy(repo)).toHaveLength(3);
    expect(repliesTo(c, third.commentId)).toHaveLength(1);
    expect(repliesTo(c, third.commentId)[0]!.body).toMatch(/Committed in http\S+\/commit\/[0-9a-f]{40}\./);

    // 4. A 502 that did not land: re-read, not there, written once more; still one commit.
    const d = issueFor(repo, D);
    sim.fail({ operationId: 'repos/create-or-update-file-contents', status: 502, times: 1 });
    const before = sim.countBy('repos/create-or-update-file-contents');
    const fourth = await comment(sim, repo, d, 'alice', '/approve');
    expect(fourth.status, fourth.stderr).toBe(0);
    expect(sim.countBy('repos/create-or-update-file-contents') - before).toBe(2);
    expect(commitsBy(repo)).toHaveLength(4);
    expect(String(repo.branches.main!.files[D])).toContain('status: approved');
    expect(repliesTo(d, fourth.commentId)).toHaveLength(1);
    expect(sim.violations).toEqual([]);
  }, 300_000);

  it('a whole-event re-run after success, and after a run that died before replying: one commit, one reply', async () => {
    const scenario = await withInbox({ [A]: intent('Lock accounts'), [C]: intent('Bill monthly') });
    sim = scenario.sim;
    const { repo } = scenario;

    // 1. The same event delivered twice (a re-run of the workflow): the second run sees the reply and stops.
    const a = issueFor(repo, A);
    const event = commentOn(a, 'alice', '/approve');
    expect((await runComment(sim, repo, event)).status).toBe(0);
    const rerun = await runComment(sim, repo, event);
    expect(rerun.status, rerun.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(repliesTo(a, event.id)).toHaveLength(1);
    expect(a.comments.filter((c) => c.user === BOT)).toHaveLength(1);
    expect(closings(a.number)).toHaveLength(1);

    // 2. The run commits, then every reply fails (it dies with an error); the re-run finds its commit by the comment's trailer.
    const c = issueFor(repo, C);
    sim.fail({ operationId: 'issues/create-comment', status: 422, times: 1 });
    const broken = commentOn(c, 'alice', '/approve');
    await runComment(sim, repo, broken);
    expect(commitsBy(repo)).toHaveLength(2);
    expect(repliesTo(c, broken.id)).toEqual([]);
    const again = await runComment(sim, repo, broken);
    expect(again.status, again.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(2);
    const replies = repliesTo(c, broken.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/`\/approve` was applied: committed in http\S+\/commit\/[0-9a-f]{40}\./);
    expect(c.state).toBe('closed');
    expect(sim.violations).toEqual([]);
  }, 240_000);

  it('a protected default branch: a lost answer to the pull request and a re-run give one branch and one pull request, with a one-line title', async () => {
    const scenario = await withInbox({ [A]: intent('Lock accounts') });
    sim = scenario.sim;
    const { repo } = scenario;
    repo.branches.main!.protected = true;
    const a = issueFor(repo, A);
    sim.loseResponse({ operationId: 'pulls/create' });
    const event = commentOn(a, 'alice', '/reject Not this quarter.\nCo-authored-by: Mallory <m@example.com>');
    const first = await runComment(sim, repo, event);
    expect(first.status, first.stderr).toBe(0);
    const rerun = await runComment(sim, repo, event);
    expect(rerun.status, rerun.stderr).toBe(0);
    const pulls = Object.values(repo.pulls);
    expect(pulls).toHaveLength(1);
    expect(Object.keys(repo.branches).filter((b) => b.startsWith('handoff-gate/'))).toHaveLength(1);
    expect(sim.countBy('git/create-ref')).toBe(1);
    expect(repo.issues[pulls[0]!.number]!.title).not.toContain('\n');
    expect(A in repo.branches.main!.files).toBe(true);
    const replies = repliesTo(a, event.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(`pull request #${pulls[0]!.number}`);
    expect(sim.violations).toEqual([]);
  }, 240_000);
});
