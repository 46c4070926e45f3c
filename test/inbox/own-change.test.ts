import { describe, expect, it } from 'vitest';
import { simulators } from '../helpers/sim-call.js';
import { simAdapter } from '../helpers/sim-adapter.js';
import { isVerifiedInboxCommandChange } from '../../src/publish/inbox/own-change.js';
import { BOT_LOGIN, repoState, simState } from '../sim/index.js';

/*
 * A push or pull request under the action's login is its own command's change only when GitHub's
 * record bears each commit's trailer out (src/publish/inbox/own-change.ts): the comment it names
 * exists, is a person's, unedited, and gives the command by the person the commit names.
 */

const start = simulators();

async function setUp(commentBody = '/approve') {
  const repo = repoState({ issues: [{ title: 'Approve: x', comments: [{ body: commentBody, user: 'alice' }] }] });
  const sim = await start(simState({ repos: [repo] }));
  const adapter = simAdapter(sim);
  const comment = Object.values(repo.issues)[0]!.comments[0]!;
  return { sim, comment, github: async () => adapter };
}

const message = (id: number, by = 'alice', word = 'approve') =>
  `handoff-gate: /${word} intent x (by ${by})\n\nHandoff-Gate-Comment: ${id}\nHandoff-Gate-By: ${by}\n`;
const push = (...commitMessages: string[]) => ({ kind: 'push' as const, sender: BOT_LOGIN, commitMessages });

describe("the action's own command change, checked against GitHub", () => {
  it("is a push whose every commit names a person's unedited comment giving that command", async () => {
    const { comment, github } = await setUp();
    expect(await isVerifiedInboxCommandChange(push(message(comment.id)), BOT_LOGIN, github)).toBe(true);
    const pull = {
      kind: 'pull_request' as const,
      author: BOT_LOGIN,
      headRef: 'handoff-gate/approve-intent-x-1',
      body: message(comment.id),
    };
    expect(await isVerifiedInboxCommandChange(pull, BOT_LOGIN, github)).toBe(true);
  });

  it('is not when the trailer names another person or command, or the comment was edited', async () => {
    const { comment, github } = await setUp();
    expect(await isVerifiedInboxCommandChange(push(message(comment.id, 'bob')), BOT_LOGIN, github)).toBe(false);
    expect(await isVerifiedInboxCommandChange(push(message(comment.id, 'alice', 'reject')), BOT_LOGIN, github)).toBe(
      false,
    );
    expect(
      await isVerifiedInboxCommandChange(push(message(comment.id), message(comment.id + 1)), BOT_LOGIN, github),
    ).toBe(false);
    comment.updatedAt = new Date(Date.parse(comment.createdAt) + 60_000).toISOString();
    expect(await isVerifiedInboxCommandChange(push(message(comment.id)), BOT_LOGIN, github)).toBe(false);
  });

  it('is not when GitHub cannot be asked, or the push has more commits than are checked', async () => {
    const { sim, comment, github } = await setUp();
    sim.fail({ operationId: 'issues/get-comment', status: 403 });
    expect(await isVerifiedInboxCommandChange(push(message(comment.id)), BOT_LOGIN, github)).toBe(false);
    const many = Array.from({ length: 21 }, () => message(comment.id));
    sim.clearLog();
    expect(await isVerifiedInboxCommandChange(push(...many), BOT_LOGIN, github)).toBe(false);
    expect(sim.requests).toEqual([]);
  });
});
