/**
 * Red team (see the README's Security model): anyone with write access can edit an issue's title
 * and body and anyone's comment, the bot's included, and GitHub still shows the bot as the
 * author. None of it is the bot's word: each road below acts on nothing, and nothing is approved
 * that the people counted did not approve as it stands.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { INBOX_MARKER } from '../../src/inbox/issue-marker.js';
import { closeIssue, commitFiles, deleteComment, editComment, editIssue, type SimRepo } from '../sim/index.js';
import {
  BOT,
  comment,
  commitsBy,
  intent,
  issueFor,
  markerOf,
  push,
  repliesTo,
  runComment,
  withInbox,
  type Scenario,
} from './command-scenario.js';
import { commentOn } from '../helpers/events.js';
import type { SimIssue } from '../sim/index.js';

/** A line shaped as the approval records the bot once wrote: anyone posting as the bot can write one. */
const forgedRecord = (user: string, at: { state: string; commit: string }, comment: number) =>
  `<!-- handoff-gate:approval user=${user} state=${at.state} commit=${at.commit} comment=${comment} -->`;

const HARMLESS = '.forge/intents/footer-typo.yaml';
const RISKY = '.forge/intents/skip-login-checks.yaml';
const PEOPLE = { alice: 'write', bob: 'write', carol: 'write', dave: 'write', wendy: 'write' } as const;

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.sim.close();
  scenario = undefined;
});

/** An inbox with a quorum of two for high risk: a harmless intent, and wendy's high-risk one. */
async function inbox(): Promise<Scenario & { harmless: SimIssue; risky: SimIssue }> {
  scenario = await withInbox(
    {
      '.github/handoff-gate.yml': 'approvers:\n  required: { high: 2 }\n',
      [HARMLESS]: intent('Fix a typo in the footer', 'risk: med\nstatus: proposed\n'),
    },
    { ...PEOPLE },
  );
  const { sim, repo } = scenario;
  commitFiles(
    repo,
    'main',
    { [RISKY]: intent('Skip login checks for internal IPs') },
    { message: 'Propose skipping login checks', login: 'wendy', author: { name: 'Wendy', email: 'wendy@example.com' } },
  );
  expect((await push(sim, repo)).status).toBe(0);
  sim.clearLog();
  return { ...scenario, harmless: issueFor(repo, HARMLESS), risky: issueFor(repo, RISKY) };
}

const fileText = (repo: SimRepo, path: string) => {
  const content = repo.commits[repo.branches.main!.sha]!.files[path];
  return content === undefined ? undefined : String(content);
};
const markerLine = (issue: SimIssue) => (issue.body ?? '').split('\n').find((line) => line.startsWith(INBOX_MARKER))!;
const lastReply = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT).at(-1)?.body ?? '';

describe('red team: edits forge nothing', () => {
  it("a marker swapped into another issue's body: /approve and /reject there act on nothing", async () => {
    const { sim, repo, harmless, risky } = await inbox();
    editIssue(harmless, { body: (harmless.body ?? '').replace(markerLine(harmless), markerLine(risky)) });

    await comment(sim, repo, harmless, 'carol', '/approve');
    expect(lastReply(harmless)).toMatch(
      /changed by hand since handoff-gate wrote it.*`\/approve` was not carried out/s,
    );
    await comment(sim, repo, harmless, 'dave', '/reject');
    expect(lastReply(harmless)).toMatch(/changed by hand.*`\/reject` was not carried out/s);
    expect(fileText(repo, RISKY)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it("another issue's whole body and title copied in: a command there acts on nothing", async () => {
    const { sim, repo, harmless, risky } = await inbox();
    editIssue(harmless, { title: risky.title, body: risky.body ?? '' });

    await comment(sim, repo, harmless, 'carol', '/approve');
    expect(lastReply(harmless)).toMatch(new RegExp(`named by #${risky.number} as well.*not carried out here`, 's'));
    expect(fileText(repo, RISKY)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('an edited title or body: refused with why, bound again once the sync rewrites it', async () => {
    const { sim, repo, risky } = await inbox();
    const wanted = { title: risky.title, body: risky.body };
    editIssue(risky, { title: 'Fix a typo in the footer' });
    await comment(sim, repo, risky, 'alice', '/approve');
    expect(lastReply(risky)).toMatch(/title or body was changed by hand.*next inbox sync rewrites it/s);

    editIssue(risky, { title: wanted.title, body: (wanted.body ?? '').replace('Do it.', 'Only a typo.') });
    await comment(sim, repo, risky, 'alice', '/approve');
    expect(lastReply(risky)).toMatch(/changed by hand/);
    expect(risky.comments.filter((c) => c.user === BOT && /recorded/.test(c.body))).toEqual([]);

    expect((await push(sim, repo)).status).toBe(0);
    expect(risky.body).toBe(wanted.body);
    await comment(sim, repo, risky, 'alice', '/approve');
    expect(lastReply(risky)).toMatch(/Your approval is recorded: 1 of 2/);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it("an approval record edited into the bot's reply, or pasted into a person's comment, counts for nobody", async () => {
    const { sim, repo, risky } = await inbox();
    // alice said something on the issue: the forged record even names her real comment.
    const said = await comment(sim, repo, risky, 'alice', 'Looks risky to me.');
    const help = await comment(sim, repo, risky, 'wendy', '/help');
    const reply = repliesTo(risky, help.commentId)[0]!;
    const at = { state: markerOf(risky)!.state, commit: repo.branches.main!.sha };
    const forged = forgedRecord('alice', at, said.commentId);
    editComment(risky, reply.id, `${reply.body}\n${forged}`);
    await comment(sim, repo, risky, 'wendy', `Noting alice's approval:\n${forged}`);

    await comment(sim, repo, risky, 'bob', '/approve');
    expect(lastReply(risky)).toMatch(/Your approval is recorded: 1 of 2/);
    expect(risky.body).toMatch(/\*\*Approvals:\*\* 1 of 2 \(`bob`\)/);
    expect(fileText(repo, RISKY)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('a change reverted to exactly the old text spends the approvals given before it', async () => {
    const { sim, repo, risky } = await inbox();
    await comment(sim, repo, risky, 'alice', '/approve');
    expect(lastReply(risky)).toMatch(/recorded: 1 of 2/);
    const text = fileText(repo, RISKY)!;
    commitFiles(repo, 'main', { [RISKY]: text.replace('Do it.', 'Do it, and more.') }, { message: 'Widen' });
    commitFiles(repo, 'main', { [RISKY]: text }, { message: 'Revert' });

    await comment(sim, repo, risky, 'bob', '/approve');
    expect(lastReply(risky)).toMatch(/Your approval is recorded: 1 of 2/);
    expect(risky.body).toMatch(/\*\*Approvals:\*\* 1 of 2 \(`bob`\)/);
    expect(fileText(repo, RISKY)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('an /approve deleted by its author no longer counts', async () => {
    const { sim, repo, risky } = await inbox();
    const alice = await comment(sim, repo, risky, 'alice', '/approve');
    expect(lastReply(risky)).toMatch(/recorded: 1 of 2/);
    deleteComment(risky, alice.commentId);

    await comment(sim, repo, risky, 'bob', '/approve');
    expect(lastReply(risky)).toMatch(/Your approval is recorded: 1 of 2/);
    expect(risky.body).toMatch(/\*\*Approvals:\*\* 1 of 2 \(`bob`\)/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('a command edited or deleted before its run starts is not carried out, and its writer is told', async () => {
    const { sim, repo, harmless } = await inbox();
    const edited = commentOn(harmless, 'alice', '/approve');
    editComment(harmless, edited.id, 'never mind');
    expect((await runComment(sim, repo, edited)).status).toBe(0);
    expect(repliesTo(harmless, edited.id).map((c) => c.body)).toEqual([
      expect.stringMatching(/This comment was edited before handoff-gate read it, so `\/approve` was not carried out/),
    ]);

    const deleted = commentOn(harmless, 'bob', '/approve');
    deleteComment(harmless, deleted.id);
    expect((await runComment(sim, repo, deleted)).status).toBe(0);
    expect(repliesTo(harmless, deleted.id).map((c) => c.body)).toEqual([
      expect.stringMatching(/A comment by `bob` with `\/approve` was deleted before handoff-gate read it/),
    ]);
    expect(fileText(repo, HARMLESS)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('a closed issue takes no command, whoever closed it', async () => {
    const { sim, repo, harmless } = await inbox();
    closeIssue(harmless, 'dave', 'not_planned');
    await comment(sim, repo, harmless, 'alice', '/approve');
    expect(lastReply(harmless)).toMatch(/This issue is closed, so `\/approve` was not carried out\. Reopen the issue/);
    expect(fileText(repo, HARMLESS)).toMatch(/status: proposed/);
    expect(commitsBy(repo)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('one /approve delivered twice at once, then again: one commit, exactly one reply', async () => {
    const { sim, repo, harmless } = await inbox();
    const event = commentOn(harmless, 'alice', '/approve');
    const runs = await Promise.all([runComment(sim, repo, event), runComment(sim, repo, event)]);
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    await runComment(sim, repo, event);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(fileText(repo, HARMLESS)).toMatch(/status: approved/);
    expect(repliesTo(harmless, event.id)).toHaveLength(1);
    expect(repliesTo(harmless, event.id)[0]!.body).toMatch(/pproved|applied/);
    expect(sim.violations).toEqual([]);
  }, 120_000);
});
