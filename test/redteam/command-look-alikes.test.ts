/**
 * Red team (see the README's Security model): a first word that only looks like a command
 * (`/аpprove` with a Cyrillic а, a fullwidth `／`, a zero-width character inside or before it)
 * is never run, and never passes in silence either: its writer would believe it done. It gets
 * one reply that says it was not run and why, with the odd characters shown by their code
 * points, after the same checks as the command it passes for (who may command, bots, edits).
 * A re-run of the event writes nothing more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../sim/index.js';
import {
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

const PATH = '.forge/intents/account-lockout.yaml';
const PROPOSED = intent('Lock accounts');

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A reply as a person reads it: without its hidden lines (which comment it answers, that a refused `/approve` does not count). */
const reply = (body: string) =>
  body
    .replace(/\n\n<!-- handoff-gate:reply comment=\d+ -->$/, '')
    .replace(/\n<!-- handoff-gate:not-counted comment=\d+ -->$/, '');

describe('red team: look-alike commands', () => {
  it('a Cyrillic /аpprove gets one reply saying it was not run; a re-run writes nothing; the file stays', async () => {
    const scenario = await withInbox({ [PATH]: PROPOSED }, { alice: 'write' });
    sim = scenario.sim;
    const { repo } = scenario;
    const issue = issueFor(repo, PATH);
    const before = { ...repo.branches.main!.files };

    const event = commentOn(issue, 'alice', '/\u0430pprove');
    const run = { ...(await runComment(sim, repo, event)), commentId: event.id };
    expect(run.status, run.stderr).toBe(0);
    const replies = repliesTo(issue, run.commentId);
    expect(replies.map((r) => reply(r.body))).toEqual([
      '`/\u0430pprove` was not run: its first word contains a non-ASCII letter (Cyrillic \u0430, U+0430) where `/approve` has `a`. Type the command with plain ASCII characters.',
    ]);
    expect(reactionsOn(issue, run.commentId)).toEqual(['eyes', '-1']);
    expect(sim.writes().map((r) => r.operationId)).toEqual([
      'reactions/create-for-issue-comment',
      'issues/create-comment',
      'reactions/create-for-issue-comment',
    ]);

    // The same event again (a re-run of the workflow): the reply is there, so nothing is written.
    sim.clearLog();
    const again = await runComment(sim, repo, event);
    expect(again.status, again.stderr).toBe(0);
    expect(sim.writes()).toEqual([]);
    expect(repliesTo(issue, run.commentId)).toHaveLength(1);

    expect(commitsBy(repo)).toEqual([]);
    expect(repo.branches.main!.files).toEqual(before);
    expect(issue.state).toBe('open');
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it('invisible and fullwidth characters are named, never posted raw; a permitted user hears why, one without permission what a real command gets', async () => {
    const scenario = await withInbox({ [PATH]: PROPOSED }, { alice: 'write', bob: 'read' });
    sim = scenario.sim;
    const { repo } = scenario;
    const issue = issueFor(repo, PATH);

    const hidden = await comment(sim, repo, issue, 'alice', '/ap\u200Bprove');
    expect(hidden.status, hidden.stderr).toBe(0);
    const [said] = repliesTo(issue, hidden.commentId);
    expect(reply(said!.body)).toBe(
      '`/ap<U+200B>prove` was not run: its first word contains an invisible character (zero-width space, U+200B). Type the command with plain ASCII characters.',
    );
    expect(said!.body).not.toMatch(/[\u200B-\u200F\u00AD\uFEFF]/);

    const zeroFirst = await comment(sim, repo, issue, 'alice', '\u200B/approve');
    expect(reply(repliesTo(issue, zeroFirst.commentId)[0]!.body)).toMatch(
      /^`<U\+200B>\/approve` was not run: .*zero-width space, U\+200B/,
    );

    // Without permission: the refusal a real /approve gets, and not a word about the characters.
    const real = await comment(sim, repo, issue, 'bob', '/approve');
    const fullwidth = await comment(sim, repo, issue, 'bob', '\uFF0Fapprove');
    const refusal = reply(repliesTo(issue, real.commentId)[0]!.body);
    expect(refusal).toMatch(/need `write` access.*`read`/s);
    expect(repliesTo(issue, fullwidth.commentId).map((r) => reply(r.body))).toEqual([refusal]);
    expect(reactionsOn(issue, fullwidth.commentId)).toEqual(['eyes', '-1']);

    // A bot's look-alike, and an edited one, are ignored like the commands they pass for.
    sim.clearLog();
    await comment(sim, repo, issue, 'renovate[bot]', '/\u0430pprove');
    await runComment(sim, repo, commentOn(issue, 'alice', '/\u0430pprove', { action: 'edited' }));
    expect(sim.writes()).toEqual([]);

    expect(commitsBy(repo)).toEqual([]);
    expect(String(repo.branches.main!.files[PATH])).toContain('status: proposed');
    expect(issue.state).toBe('open');

    // The control: typed plainly, it is the command.
    const plain = await comment(sim, repo, issue, 'alice', '/approve');
    expect(plain.status, plain.stderr).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(issue.state).toBe('closed');
    expect(sim.violations).toEqual([]);
  }, 240_000);
});
