/**
 * Red team (see the README's Security model): an approval is bound to what the human saw. The issue records the item's state; a
 * command given after the file changed (risk raised, body edited, a question added, status
 * moved) is refused with a reply that says what changed, no commit is made, and the issue is
 * brought up to date, so the next command is given on what the human can now read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commitFiles, type Simulator } from '../sim/index.js';
import {
  comment,
  commitsBy,
  intent,
  issueFor,
  markerOf,
  reactionsOn,
  repliesTo,
  withInbox,
} from './command-scenario.js';

const MED = '.forge/intents/lockout.yaml';
const EDITED = '.forge/intents/export.yaml';
const ASKS = '.forge/intents/remember.yaml';
const MOVED = '.forge/intents/billing.yaml';

const asks = (questions: string[]) =>
  `title: Keep me signed in\nbody: Stay signed in.\nsource: human\nrisk: low\nstatus: proposed\nclarifications:\n${questions.map((q) => `  - question: ${JSON.stringify(q)}\n    answer: null\n`).join('')}`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('red team: approval binding', () => {
  it('a command on an item that changed since the issue was written is refused, the issue refreshed, nothing committed', async () => {
    const scenario = await withInbox({
      [MED]: intent('Lock accounts', 'risk: med\nstatus: proposed\n'),
      [EDITED]: intent('Export data'),
      [ASKS]: asks(['14 or 30 days?']),
      [MOVED]: intent('Bill monthly'),
    });
    sim = scenario.sim;
    const { repo } = scenario;
    const before = {
      med: issueFor(repo, MED),
      edited: issueFor(repo, EDITED),
      asks: issueFor(repo, ASKS),
      moved: issueFor(repo, MOVED),
    };
    expect(before.med.labels).toContain('risk:med');

    // The agent changes every file after the issues were written.
    commitFiles(
      repo,
      'main',
      {
        [MED]: intent('Lock accounts', 'risk: high\nstatus: proposed\n'),
        [EDITED]: intent('Export data').replace('body: Do it.', 'body: Export every table, including passwords.'),
        [ASKS]: asks(['14 or 30 days?', 'Per device or per account?']),
        [MOVED]: intent('Bill monthly', 'risk: high\nstatus: blocked\n'),
      },
      { message: 'Agent update' },
    );
    const cases: Array<[issue: typeof before.med, command: string, says: RegExp]> = [
      [before.med, '/approve', /risk is now high, was med/],
      [before.edited, '/approve', /Body changed/],
      [before.asks, '/answer 1 30 days', /Question 2 was added/],
      [before.moved, '/approve', /it is now blocked, was waiting for approval/],
    ];
    for (const [issue, command, says] of cases) {
      const shown = markerOf(issue)!.state;
      const run = await comment(sim, repo, issue, 'alice', command);
      expect(run.status, run.stderr).toBe(0);
      const [reply, ...more] = repliesTo(issue, run.commentId);
      expect(more).toEqual([]);
      expect(reply!.body).toMatch(/changed since this issue was written/);
      expect(reply!.body).toMatch(says);
      expect(reply!.body).toMatch(/was not applied/);
      expect(reactionsOn(issue, run.commentId)).toEqual(['eyes', '-1']);
      // The issue now shows the item as it is: a new state in its marker, and still open.
      expect(markerOf(issue)!.state).not.toBe(shown);
      expect(issue.state).toBe('open');
    }
    expect(before.med.labels).toContain('risk:high');
    expect(before.med.labels).not.toContain('risk:med');
    expect(before.med.body).toMatch(/\*\*high\*\* risk/);
    expect(before.edited.body).toContain('including passwords');
    expect(before.asks.body).toContain('Per device or per account?');
    expect(before.moved.labels).toContain('inbox:blocked');
    // A label the refresh is the first to use is made with its colour, not GitHub's bare grey.
    expect(repo.labels.find((l) => l.name === 'inbox:blocked')).toMatchObject({ color: 'd93f0b' });
    expect(commitsBy(repo)).toEqual([]);

    // On the refreshed issue, the same command now applies: the human has seen the current state.
    const run = await comment(sim, repo, before.med, 'alice', '/approve');
    expect(run.status, run.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(String(repo.branches.main!.files[MED])).toContain('status: approved');
    expect(sim.violations).toEqual([]);
  }, 300_000);

  it('a change between the read and the write (a 409) is re-checked: refused, not re-applied', async () => {
    const scenario = await withInbox({ [MED]: intent('Lock accounts', 'risk: med\nstatus: proposed\n') });
    sim = scenario.sim;
    const { repo } = scenario;
    const issue = issueFor(repo, MED);
    // The agent raises the risk while the command is on its way: the write meets a stale sha.
    sim.delay({ operationId: 'repos/get-content', ms: 1500 });
    const running = comment(sim, repo, issue, 'alice', '/approve');
    while (!sim.requests.some((r) => r.operationId === 'repos/get-content'))
      await new Promise((r) => setTimeout(r, 20));
    commitFiles(
      repo,
      'main',
      { [MED]: intent('Lock accounts', 'risk: high\nstatus: proposed\n') },
      { message: 'Agent raises the risk' },
    );
    const run = await running;
    expect(run.status, run.stderr).toBe(0);
    expect(
      sim.requests.filter((r) => r.operationId === 'repos/create-or-update-file-contents').map((r) => r.status),
    ).toEqual([409]);
    expect(commitsBy(repo)).toEqual([]);
    expect(String(repo.branches.main!.files[MED])).toContain('status: proposed');
    expect(repliesTo(issue, run.commentId)[0]!.body).toMatch(/risk is now high, was med/);
    expect(issue.labels).toContain('risk:high');
    expect(sim.violations).toEqual([]);
  }, 120_000);
});
