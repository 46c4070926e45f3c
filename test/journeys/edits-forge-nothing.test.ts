/**
 * Journey: a writer tries every edit GitHub allows her to turn into the bot's word, on an inbox
 * that asks two approvals at high risk and no self-approval. wendy proposes a high-risk intent;
 * carol proposes a harmless one. wendy swaps markers, forges approval records in the bot's reply
 * and in her own comment, retitles an issue, changes her intent and reverts it, edits a command
 * before it runs, closes an issue. Nothing is approved until two people who may approve it have
 * approved it as it stands; then the commit names exactly them, as the issue counted them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { INBOX_MARKER, readInboxMarker } from '../../src/inbox/issue-marker.js';
import {
  BOT_LOGIN,
  closeIssue,
  deleteComment,
  editComment,
  editIssue,
  reopenIssue,
  type SimIssue,
  type SimRepo,
} from '../sim/index.js';
import { closeJourneys, comment, inboxIssuesOf, push, scan } from './journey.js';
import { startJourney } from './journey.js';

/** A line shaped as the approval records the bot once wrote: anyone posting as the bot can write one. */
const forgedRecord = (user: string, at: { state: string; commit: string }, comment: number) =>
  `<!-- handoff-gate:approval user=${user} state=${at.state} commit=${at.commit} comment=${comment} -->`;

afterEach(closeJourneys);

const HARMLESS = '.forge/intents/footer-typo.yaml';
const RISKY = '.forge/intents/skip-login-checks.yaml';
const CONFIG = 'approvers:\n  required: { high: 2 }\n  self-approval: false\n';
const intent = (title: string, risk: string, body = 'Do it.') =>
  `title: ${JSON.stringify(title)}\nbody: ${body}\ntype: feature\nsource: reflection\nrisk: ${risk}\nstatus: proposed\n`;

const fileOf = (repo: SimRepo, path: string) => String(repo.branches[repo.defaultBranch]!.files[path] ?? '');
const openIssueOf = (repo: SimRepo, path: string) => {
  const open = inboxIssuesOf(repo, path).filter((i) => i.state === 'open');
  expect(open, `one open issue for ${path}`).toHaveLength(1);
  return open[0]!;
};
const lastReply = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT_LOGIN).at(-1)?.body ?? '';
const markerLine = (issue: SimIssue) => (issue.body ?? '').split('\n').find((l) => l.startsWith(INBOX_MARKER))!;
const botCommits = (repo: SimRepo) => Object.values(repo.commits).filter((c) => /Handoff-Gate-Comment/.test(c.message));

describe('journey: a writer edits everything she can, and nothing is approved that two people did not approve', () => {
  it('marker swap, forged records, retitle, revert, edited and deleted commands, a closed issue; then a real quorum', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', bob: 'write', carol: 'write', dave: 'write', wendy: 'write' },
    });
    expect(
      (await push(repo, { [HARMLESS]: intent('Fix a typo in the footer', 'med') }, { login: 'carol', message: 'Typo' }))
        .run.status,
    ).toBe(0);
    const risky = intent('Skip login checks for internal IPs', 'high');
    expect((await push(repo, { [RISKY]: risky }, { login: 'wendy', message: 'Skip checks' })).run.status).toBe(0);
    const harmlessIssue = openIssueOf(repo, HARMLESS);
    const riskyIssue = openIssueOf(repo, RISKY);

    // 1. wendy swaps her intent's marker into the harmless issue: carol's /approve and dave's
    //    /reject there act on nothing, and say why.
    editIssue(harmlessIssue, { body: harmlessIssue.body!.replace(markerLine(harmlessIssue), markerLine(riskyIssue)) });
    await comment(repo, harmlessIssue, 'carol', '/approve');
    expect(lastReply(harmlessIssue)).toMatch(/changed by hand.*`\/approve` was not carried out/s);
    await comment(repo, harmlessIssue, 'dave', '/reject');
    expect(lastReply(harmlessIssue)).toMatch(/changed by hand.*`\/reject` was not carried out/s);
    expect(fileOf(repo, RISKY)).toBe(risky);

    // The next sync keeps the issue the bot wrote for her intent, closes the tampered one, and
    // gives the harmless intent a fresh issue.
    expect((await scan(repo)).run.status).toBe(0);
    expect(harmlessIssue.state).toBe('closed');
    expect(openIssueOf(repo, RISKY).number).toBe(riskyIssue.number);
    const freshHarmless = openIssueOf(repo, HARMLESS);
    expect(readInboxMarker(freshHarmless.body ?? '')?.path).toBe(HARMLESS);

    // 2. wendy forges alice's approval: in the bot's reply to her /help, and pasted in her own comment.
    const aliceSaid = await comment(repo, riskyIssue, 'alice', 'I will look at this tomorrow.');
    const help = await comment(repo, riskyIssue, 'wendy', '/help');
    const reply = riskyIssue.comments.find(
      (c) => c.user === BOT_LOGIN && c.body.includes(`comment=${help.comment.id} `),
    )!;
    const at = { state: readInboxMarker(riskyIssue.body ?? '')!.state, commit: repo.branches.main!.sha };
    const forged = forgedRecord('alice', at, aliceSaid.comment.id);
    editComment(riskyIssue, reply.id, `${reply.body}\n${forged}`);
    await comment(repo, riskyIssue, 'wendy', `alice approved on chat:\n${forged}`);
    // wendy may not approve her own intent.
    await comment(repo, riskyIssue, 'wendy', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/You proposed this intent or changed it since/);

    // 3. bob approves: one of two, whatever the forged lines say.
    await comment(repo, riskyIssue, 'bob', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/Your approval is recorded: 1 of 2/);
    expect(riskyIssue.body).toMatch(/\*\*Approvals:\*\* 1 of 2 \(`bob`\)/);

    // 4. wendy retitles the issue to look harmless: a command there is refused until the sync rewrites it.
    const title = riskyIssue.title;
    editIssue(riskyIssue, { title: 'Fix a typo in the footer' });
    await comment(repo, riskyIssue, 'carol', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/title or body was changed by hand/);
    expect((await scan(repo)).run.status).toBe(0);
    expect(riskyIssue.title).toBe(title);

    // 5. wendy changes her intent and reverts it to exactly the old text: bob's approval is spent,
    //    and the issue says so.
    await push(
      repo,
      { [RISKY]: intent('Skip login checks for internal IPs', 'high', 'Do it, everywhere.') },
      {
        login: 'wendy',
        message: 'Widen',
      },
    );
    await push(repo, { [RISKY]: risky }, { login: 'wendy', message: 'Revert' });
    expect(riskyIssue.body).toMatch(/\*\*Approvals:\*\* 0 of 2/);

    // 6. carol comments /approve, then edits it before the run starts: not carried out, and she is told.
    const carolsEvent = comment(repo, riskyIssue, 'carol', '/approve');
    const carols = riskyIssue.comments.at(-1)!;
    editComment(riskyIssue, carols.id, 'never mind, still reading');
    await carolsEvent;
    expect(lastReply(riskyIssue)).toMatch(/edited before handoff-gate read it/);

    // 7. alice approves, then takes it back by deleting her comment; dave closes the issue and
    //    bob's /approve on the closed issue is refused.
    const alices = await comment(repo, riskyIssue, 'alice', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/recorded: 1 of 2/);
    deleteComment(riskyIssue, alices.comment.id);
    closeIssue(riskyIssue, 'dave');
    await comment(repo, riskyIssue, 'bob', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/This issue is closed.*Reopen the issue/);
    expect(botCommits(repo)).toEqual([]);
    expect(fileOf(repo, RISKY)).toMatch(/status: proposed/);

    // 8. The issue reopened (the sync reopens what it closed; a person reopens theirs): alice and
    //    bob approve the intent as it stands. Only then is it approved, naming exactly them.
    reopenIssue(riskyIssue, 'dave');
    await comment(repo, riskyIssue, 'alice', '/approve');
    expect(lastReply(riskyIssue)).toMatch(/Your approval is recorded: 1 of 2/);
    await comment(repo, riskyIssue, 'bob', '/approve');
    expect(fileOf(repo, RISKY)).toMatch(/status: approved/);
    const [approval] = botCommits(repo);
    expect(botCommits(repo)).toHaveLength(1);
    expect(approval!.message).toMatch(/\nApproved-by: alice\nApproved-by: bob\n/);
    expect(lastReply(riskyIssue)).toMatch(/Approved by `alice`, `bob` \(2 of 2 approvals\)/);
  }, 300_000);
});
