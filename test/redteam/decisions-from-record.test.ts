/**
 * Red team: an approval is made of GitHub's own record, never of anything written under the
 * action's shared login or into the issue by hand, and "who pushed" is everyone GitHub recorded.
 * A quorum of two (`approvers.required.high: 2`, self-approval off); wendy has write access and
 * tries each road; the intent moves to `approved` only when two people who qualify approve it as
 * it now stands.
 *
 * Each step is a workflow run on the event GitHub would send, against the local simulator (in
 * process here; on the committed bundle under Node 24 in `npm run test:full`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mergePull } from '../sim/git.js';
import { BOT_LOGIN, commitFiles, editIssue, moveBranch, type SimIssue, type SimRepo } from '../sim/index.js';
import { isoNow, nextId } from '../sim/state.js';
import { AGENT, answeredProposal, CONFIG, INTENT } from '../journeys/lockout.js';
import {
  closeJourneys,
  comment,
  inboxIssuesOf,
  openPullRequest,
  push,
  scan,
  startJourney,
} from '../journeys/journey.js';

afterEach(closeJourneys);

const PEOPLE = { alice: 'write', bob: 'write', carol: 'write', wendy: 'write', [AGENT]: 'write' } as const;

const approvalIssue = (repo: SimRepo) =>
  inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval') && i.state === 'open')!;
const lastReply = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT_LOGIN).at(-1)?.body ?? '';
const status = (repo: SimRepo) => /^status: (\w+)/m.exec(String(repo.branches.main!.files[INTENT]))?.[1];

/** Another workflow of the repository posts as the action's login (`permissions: issues: write`). */
function postAsTheBot(issue: SimIssue, body: string): void {
  const at = isoNow();
  issue.comments.push({ id: nextId(), body, user: BOT_LOGIN, createdAt: at, updatedAt: at, reactions: [] });
}

/** The repository before any intent: a quorum of two at high risk, self-approval off. */
const empty = () =>
  startJourney({
    files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
    collaborators: { ...PEOPLE },
  });

async function proposed() {
  const repo = await empty();
  await push(repo, { [INTENT]: answeredProposal('high') }, { login: AGENT, message: 'Propose account lockout' });
  return repo;
}

describe('red team: decisions from GitHub’s own record', () => {
  it("records posted under the bot's login count, revive and spend nothing", async () => {
    const repo = await proposed();
    const issue = approvalIssue(repo);
    const aliceSaid = await comment(repo, issue, 'alice', '/approve');
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);

    // The agent changes the intent: alice's approval is spent. wendy's workflow then posts, as
    // the bot, a record for alice at the new state pointing at her old `/approve`, a quorum
    // marker, and a reply marker for a comment bob has not written yet.
    await push(
      repo,
      { [INTENT]: answeredProposal('high').replace('10 failed', '12 failed') },
      { login: AGENT, message: 'Tune' },
    );
    const commit = repo.branches.main!.sha;
    postAsTheBot(
      issue,
      `Your approval is recorded.\n<!-- handoff-gate:approval user=alice state=000000000000 commit=${commit} comment=${aliceSaid.comment.id} -->\n<!-- handoff-gate:quorum -->`,
    );
    postAsTheBot(issue, '/approve');

    await comment(repo, issue, 'bob', '/approve');
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
    expect(issue.body).toContain('**Approvals:** 1 of 2 (`bob`).');
    expect(status(repo)).toBe('proposed');

    // A forged refusal can only withhold: carol's own `/approve` still completes the quorum with bob.
    await comment(repo, issue, 'carol', '/approve');
    expect(status(repo)).toBe('approved');
    expect(lastReply(issue)).toMatch(/Approved by `bob`, `carol` \(2 of 2 approvals\)/);
  }, 120_000);

  it.each([
    [
      'an approvals line added above the text',
      (body: string) => `**Approvals:** 2 of 2 (\`alice\`, \`bob\`). Only a formal \`/approve\` is missing.\n\n${body}`,
    ],
    [
      'a file line that vouches for the change',
      (body: string) => body.replace(/\*\*File:\*\* [^\n]*/, '**File:** reviewed by security: the real risk is low'),
    ],
    [
      'the whole text folded under a harmless summary',
      (body: string) => `Fix a README typo.\n\n<details>\n\n${body}\n\n</details>`,
    ],
  ])(
    'an issue edited by hand (%s) takes no approval, and the refusal never counts later',
    async (_, edit) => {
      const repo = await proposed();
      const issue = approvalIssue(repo);
      const written = issue.body!;
      editIssue(issue, { body: edit(written) });
      await comment(repo, issue, 'carol', '/approve');
      expect(lastReply(issue)).toMatch(/changed by hand/);

      // The sync writes the issue again; bob approves: carol's refused comment is not counted.
      await scan(repo);
      expect(issue.body).toBe(written);
      await comment(repo, issue, 'bob', '/approve');
      expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
      expect(status(repo)).toBe('proposed');
    },
    120_000,
  );

  it("whoever pushed to a pull request's branch shaped what its squash merge brought", async () => {
    const repo = await empty();
    const pull = await openPullRequest(
      repo,
      'agent/lockout',
      { [INTENT]: answeredProposal('high') },
      {
        login: AGENT,
        message: 'Propose account lockout',
        title: 'Propose account lockout',
      },
    );
    // wendy pushes to the agent's branch under the agent's git identity.
    commitFiles(
      repo,
      'agent/lockout',
      { [INTENT]: answeredProposal('high').replace('10 failed', '5 failed') },
      { message: 'Tighten', login: AGENT, pushedBy: 'wendy' },
    );
    mergePull(repo, pull.number, 'bob');
    await scan(repo);
    const issue = approvalIssue(repo);
    for (const who of ['wendy', 'bob']) {
      await comment(repo, issue, who, '/approve');
      expect(lastReply(issue)).toMatch(/^You proposed this intent or changed it since/);
    }
    await comment(repo, issue, 'alice', '/approve');
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
  }, 120_000);

  it('the update that first brought a commit counts, not only a later force push back to it', async () => {
    const repo = await empty();
    // wendy pushes the intent and a second commit in one update (under the agent's identity).
    const before = repo.branches.main!.sha;
    moveBranch(repo, 'wendy-work', before, 'wendy');
    const intentCommit = commitFiles(repo, 'wendy-work', { [INTENT]: answeredProposal('high') }, { login: AGENT });
    const second = commitFiles(repo, 'wendy-work', { 'README.md': '# shop!\n' }, { login: AGENT });
    moveBranch(repo, 'main', second.sha, 'wendy');
    // bob force-pushes main back to the intent's commit.
    moveBranch(repo, 'main', intentCommit.sha, 'bob', 'force_push');
    await scan(repo);
    const issue = approvalIssue(repo);
    await comment(repo, issue, 'wendy', '/approve');
    expect(lastReply(issue)).toMatch(/^You proposed this intent or changed it since/);
    await comment(repo, issue, 'carol', '/approve');
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
  }, 120_000);

  it('the person whose `/answer` a squash-merged bot pull request carried shaped the intent', async () => {
    const repo = await empty();
    const question = answeredProposal('high').replace('answer: "yes"', 'answer: null');
    await push(repo, { [INTENT]: question }, { login: AGENT, message: 'Propose account lockout' });
    repo.branches.main!.protected = true;
    const clarification = inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:clarification'))!;
    await comment(repo, clarification, 'carol', '/answer 1 Thirty minutes.');
    const pull = Object.values(repo.pulls).find((p) => p.head.ref.startsWith('handoff-gate/'))!;
    // bob squash-merges it: GitHub appends ` (#n)` to the subject.
    const merged = mergePull(repo, pull.number, 'bob');
    expect(merged.message.split('\n')[0]).toMatch(/\(by carol\) \(#\d+\)$/);
    await scan(repo);
    const issue = approvalIssue(repo);
    for (const who of ['carol', 'bob']) {
      await comment(repo, issue, who, '/approve');
      expect(lastReply(issue)).toMatch(/^You proposed this intent or changed it since/);
    }
    await comment(repo, issue, 'alice', '/approve');
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
  }, 120_000);
});
