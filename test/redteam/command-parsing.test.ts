/**
 * Red team (see the README's Security model): a command is a command only where a person plainly wrote one. A `/approve` that is
 * quoted, fenced, indented, inside an HTML comment, or on a later line is text: no commit, no
 * reaction, no reply. The same command written plainly (up to three spaces before it) is
 * carried out. One after a BOM or zero-width character is not run either, but it looks like the
 * command to its writer, so it gets a reply saying so (test/redteam/command-look-alikes.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../sim/index.js';
import { comment, commitsBy, intent, issueFor, reactionsOn, withInbox } from './command-scenario.js';

const PATH = '.forge/intents/account-lockout.yaml';

const NOT_COMMANDS: Array<[string, string]> = [
  ['quoted', '> /approve'],
  ['quoted in a reply', '> @alice wrote:\n> /approve\n\nNot yet.'],
  ['fenced', '```\n/approve\n```'],
  ['fenced with tildes', '~~~text\n/approve\n~~~'],
  ['indented code', '    /approve'],
  ['tab-indented code', '\t/approve'],
  ['an HTML comment', '<!-- /approve -->'],
  ['an HTML comment opened above', '<!--\n/approve\n-->'],
  ['a later line', 'Looks fine, but:\n/approve'],
  ['a look-alike quoted', '> /\u0430pprove'],
  ['a look-alike fenced', '```\n\uFF0Fapprove\n```'],
];

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('red team: command parsing', () => {
  it('a shown, quoted or hidden /approve does nothing; a plain one approves', async () => {
    const scenario = await withInbox({ [PATH]: intent('Lock accounts') });
    sim = scenario.sim;
    const { repo } = scenario;
    const issue = issueFor(repo, PATH);
    const ids: number[] = [];
    for (const [name, body] of NOT_COMMANDS) {
      const run = await comment(sim, repo, issue, 'alice', body);
      expect(run.status, `${name}: ${run.stderr}`).toBe(0);
      ids.push(run.commentId);
    }
    // Not one write: no reaction, no reply, no commit, the issue still open.
    expect(sim.writes()).toEqual([]);
    expect(commitsBy(repo)).toEqual([]);
    for (const id of ids) expect(reactionsOn(issue, id)).toEqual([]);
    expect(issue.state).toBe('open');
    expect(String(repo.branches.main!.files[PATH])).toContain('status: proposed');

    // The control: written plainly, with up to three spaces before it, it is the command.
    const run = await comment(sim, repo, issue, 'alice', '   /approve\n> the agent said it is ready');
    expect(run.status, run.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(String(repo.branches.main!.files[PATH])).toContain('status: approved');
    expect(reactionsOn(issue, run.commentId)).toEqual(['eyes', '+1']);
    expect(issue.state).toBe('closed');
    expect(sim.violations).toEqual([]);
  }, 240_000);
});
