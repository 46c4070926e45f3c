/**
 * Decisions over time: an approval that expires (`approvers.expire-after`) and a waiting item that
 * reminds people (`inbox.remind-after`, mentioning only whom `inbox.notify` names). Days pass by
 * moving the simulator's clock, which the action reads as "now" in process; every time that
 * decides is GitHub's record (a comment's, an issue's), never a line the bot wrote.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REMINDER_MARKER } from '../../src/inbox/reminder.js';
import { BOT_LOGIN, type SimIssue, type SimRepo } from '../sim/index.js';
import { isoNow, moveClock, nextId } from '../sim/state.js';
import { AGENT, answeredProposal, INTENT } from './lockout.js';
import { closeJourneys, comment, inboxIssuesOf, push, scan, simulatorOf, startJourney } from './journey.js';
import { runAction } from '../helpers/action.js';
import { commentOn, repositoryOf } from '../helpers/events.js';
import { checkout } from '../helpers/pull-request.js';
import { WRITE_TOKEN } from '../sim/index.js';

afterEach(closeJourneys);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PEOPLE = { alice: 'write', bob: 'write', carol: 'write', [AGENT]: 'write' } as const;

const approvalIssue = (repo: SimRepo) =>
  inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval') && i.state === 'open')!;
const approvalsLine = (issue: SimIssue) => /^\*\*Approvals:\*\* .*$/m.exec(issue.body ?? '')?.[0];
const lastReply = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT_LOGIN).at(-1)?.body ?? '';
const reminders = (issue: SimIssue) =>
  issue.comments.filter((c) => c.user === BOT_LOGIN && c.body.trimEnd().endsWith(REMINDER_MARKER));
const status = (repo: SimRepo) => /^status: (\w+)/m.exec(String(repo.branches.main!.files[INTENT]))?.[1];

/** `2026-12-21 09:00 UTC`, as the issue writes a time. */
const minute = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

async function proposedUnder(config: string): Promise<SimRepo> {
  const repo = await startJourney({
    files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': config },
    collaborators: { ...PEOPLE },
    // In process in the quick loop (coverage counts it); in the full run on the committed bundle
    // under Node 24, its clock moved with the simulator's.
  });
  await push(repo, { [INTENT]: answeredProposal('high') }, { login: AGENT, message: 'Propose account lockout' });
  return repo;
}

describe('approvers.expire-after', () => {
  it('an approval older than the setting is not counted at the next recount, and the issue says when each expires', async () => {
    const repo = await proposedUnder(
      `approvers:\n  required: { high: 2 }\n  agents: [${AGENT}]\n  expire-after: 14d\n`,
    );
    const issue = approvalIssue(repo);
    const alice = await comment(repo, issue, 'alice', '/approve');
    expect(alice.violations).toEqual([]);
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
    const aliceUntil = Date.parse(alice.comment.createdAt) + 14 * DAY;
    expect(approvalsLine(issue)).toBe(
      `**Approvals:** 1 of 2 (\`alice\` until ${minute(aliceUntil)}). One more person with the right access must approve it (\`/approve\`); whoever proposed it or changed it since cannot approve it.`,
    );

    // Fifteen days pass: the scheduled run recounts, and alice's approval no longer counts.
    moveClock(15 * DAY);
    const later = await scan(repo);
    expect(later.violations).toEqual([]);
    expect(approvalsLine(issue)).toMatch(/^\*\*Approvals:\*\* 0 of 2\. 2 different people/);

    // bob approves: one of two, not the quorum alice's spent approval would have made.
    const bob = await comment(repo, issue, 'bob', '/approve');
    expect(bob.violations).toEqual([]);
    expect(lastReply(issue)).toMatch(/^Your approval is recorded: 1 of 2/);
    expect(status(repo)).toBe('proposed');
    expect(approvalsLine(issue)).toContain(`(\`bob\` until ${minute(Date.parse(bob.comment.createdAt) + 14 * DAY)})`);

    // alice approves again, within bob's fourteen days: the quorum, and the commit names them both.
    await comment(repo, issue, 'alice', '/approve');
    expect(status(repo)).toBe('approved');
    expect(repo.commits[repo.branches.main!.sha]!.message).toMatch(/bob[\s\S]*alice|alice[\s\S]*bob/);
  });

  it('an /approve read only after it expired (a run that came late) is refused, saying why', async () => {
    const repo = await proposedUnder(
      `approvers:\n  required: { high: 2 }\n  agents: [${AGENT}]\n  expire-after: 36h\n`,
    );
    const issue = approvalIssue(repo);
    const { event, payload } = commentOn(issue, 'alice', '/approve', { repository: repositoryOf(repo) });
    moveClock(2 * DAY);
    const sim = simulatorOf(repo);
    const run = await runAction({
      apiUrl: sim.url,
      event,
      payload,
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      sha: repo.branches.main!.sha,
    });
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(0);
    expect(lastReply(issue)).toMatch(
      /^This `\/approve` was posted 36h or longer ago, and an approval counts for 36h \(config `approvers\.expire-after`\)/,
    );
    expect(approvalsLine(issue)).toMatch(/^\*\*Approvals:\*\* 0 of 2\./);
  });
});

describe('inbox.remind-after', () => {
  const CONFIG = `approvers:\n  agents: [${AGENT}]\ninbox:\n  remind-after: 3d\n  notify: ["@carol", "acme/reviewers"]\n`;

  it('one reminder per period, mentioning only whom inbox.notify names; a re-run in the same period writes none', async () => {
    const repo = await proposedUnder(CONFIG);
    const issue = approvalIssue(repo);

    // Younger than the period: nothing, and no comment is even read for it.
    const young = await scan(repo);
    expect(young.writes).toEqual([]);
    expect(reminders(issue)).toHaveLength(0);

    moveClock(3 * DAY + HOUR);
    const first = await scan(repo);
    expect(first.violations).toEqual([]);
    expect(first.writes).toEqual(['issues/create-comment']);
    expect(reminders(issue)).toHaveLength(1);
    const [reminder] = reminders(issue);
    expect(reminder!.body).toMatch(/^@carol @acme\/reviewers: this item has waited for a person since /);
    // Mentions only the names the config gives.
    expect(reminder!.body.match(/@[\w/-]+/g)).toEqual(['@carol', '@acme/reviewers']);
    expect(first.run.stdout).toContain('1 reminded');

    // The same period: a re-run and a later scan remind nobody again.
    expect((await first.again()).writes).toEqual([]);
    moveClock(DAY);
    expect((await scan(repo)).writes).toEqual([]);
    expect(reminders(issue)).toHaveLength(1);

    // Past the same time again since the last reminder: a second one.
    moveClock(2 * DAY + HOUR);
    const second = await scan(repo);
    expect(second.writes).toEqual(['issues/create-comment']);
    expect(reminders(issue)).toHaveLength(2);
  });

  it('a reminder whose answer was lost, then one GitHub failed (502): each is posted once', async () => {
    const repo = await proposedUnder(CONFIG);
    const issue = approvalIssue(repo);
    const sim = simulatorOf(repo);
    moveClock(3 * DAY + HOUR);
    // Made, its answer lost: the run finds it among the comments and does not post it again.
    sim.loseResponse({ operationId: 'issues/create-comment' });
    const lost = await scan(repo);
    expect(lost.run.status).toBe(0);
    expect(lost.writes).toEqual(['issues/create-comment']);
    expect(reminders(issue)).toHaveLength(1);
    // A period later GitHub fails one without making it: sent once more, after a pause.
    moveClock(3 * DAY + HOUR);
    sim.fail({ operationId: 'issues/create-comment', status: 502, times: 1 });
    const failed = await scan(repo);
    expect(failed.run.status).toBe(0);
    expect(failed.violations).toEqual([]);
    expect(reminders(issue)).toHaveLength(2);
  });

  it('two runs at once leave one reminder for the period', async () => {
    const repo = await proposedUnder(CONFIG);
    const issue = approvalIssue(repo);
    moveClock(3 * DAY + HOUR);
    const sim = simulatorOf(repo);
    const from = sim.requests.length;
    const [a, b] = await Promise.all([scan(repo), scan(repo)]);
    expect([...a.violations, ...b.violations]).toEqual([]);
    expect([a.run.status, b.run.status]).toEqual([0, 0]);
    // However the two interleaved, every reminder posted but the first was deleted again (by either run).
    const made = sim.requests.slice(from);
    const posted = made.filter((r) => r.operationId === 'issues/create-comment').length;
    const deleted = new Set(made.filter((r) => r.operationId === 'issues/delete-comment').map((r) => r.path));
    expect(posted).toBeGreaterThanOrEqual(1);
    expect(deleted.size).toBe(posted - 1);
    expect(reminders(issue)).toHaveLength(1);
    expect((await scan(repo)).writes).toEqual([]);
  });

  it('a reminder forged under the bot’s login can only put the next one off; it decides nothing', async () => {
    const repo = await proposedUnder(CONFIG);
    const issue = approvalIssue(repo);
    moveClock(3 * DAY + HOUR);
    // Another workflow of the repository posts as the action's login, with the marker.
    const at = isoNow();
    issue.comments.push({
      id: nextId(),
      body: `/approve\n\n${REMINDER_MARKER}`,
      user: BOT_LOGIN,
      createdAt: at,
      updatedAt: at,
      reactions: [],
    });
    const step = await scan(repo);
    expect(step.writes).toEqual([]);
    expect(status(repo)).toBe('proposed');
    expect(approvalsLine(issue)).toMatch(/^\*\*Approvals:\*\* 0 of 1\./);
    // A period after the forged one, the reminder comes.
    moveClock(3 * DAY);
    expect((await scan(repo)).writes).toEqual(['issues/create-comment']);
    expect(reminders(issue)).toHaveLength(2);
  });
});
