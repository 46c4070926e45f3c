import { describe, expect, it } from 'vitest';
import { simulators } from '../helpers/sim-call.js';
import { simAdapter } from '../helpers/sim-adapter.js';
import { httpStatus, isUnanswered } from '../../src/github/errors.js';
import { linkCursor } from '../../src/github/octokit-api.js';
import { BOT_LOGIN, repoState, simState, WRITE_TOKEN } from '../sim/index.js';

/*
 * The REST adapter's reads that take some answers for "not known" (undefined, `none`): every other
 * failure is thrown, for the flow to say what it could not do. Faults from the simulator.
 */

const start = simulators();

async function setUp() {
  const sim = await start(
    simState({
      repos: [
        repoState({
          files: { 'a.yaml': 'a: 1\n' },
          branches: { feat: { files: { 'a.yaml': 'a: 2\n' } } },
          issues: [{ title: 'An issue', labels: ['inbox'], comments: ['first'] }],
        }),
      ],
      tokens: { [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write', readsTeams: true } },
      teams: { 'octo/leads': ['alice'] },
    }),
  );
  const github = simAdapter(sim);
  const repo = sim.state.repos['octo/repo']!;
  return { sim, github, repo, main: repo.branches.main!.sha, feat: repo.branches.feat!.sha };
}

/** What a call rejects with, or `resolved` with its answer. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    (answer) => ({ resolved: answer }),
    (error: unknown) => error,
  );

describe('the REST adapter, on an answer it does not take for "not known"', () => {
  it('throws a refusal it is not told to read as "cannot compare" or "no such file"', async () => {
    const { sim, github, main, feat } = await setUp();
    sim.fail({ operationId: 'repos/compare-commits-with-basehead', status: 403, times: 2 });
    expect(httpStatus(await failureOf(github.reaches(feat, main)))).toBe(403);
    expect(httpStatus(await failureOf(github.commitsBetween(main, feat, 10)))).toBe(403);
    sim.fail({ operationId: 'repos/list-commits', status: 403 });
    expect(httpStatus(await failureOf(github.lastCommitFor('a.yaml', 'main')))).toBe(403);
    sim.fail({ operationId: 'repos/get-content', status: 403 });
    expect(httpStatus(await failureOf(github.readFile('a.yaml', 'main')))).toBe(403);
    sim.fail({ operationId: 'issues/get-comment', status: 403 });
    expect(httpStatus(await failureOf(github.getComment(1)))).toBe(403);
    sim.fail({ operationId: 'issues/remove-label', status: 403 });
    expect(httpStatus(await failureOf(github.removeLabel(1, 'inbox')))).toBe(403);
    sim.fail({ operationId: 'teams/get-by-name', status: 410 });
    expect(httpStatus(await failureOf(github.teamMembership('octo/leads', 'alice')))).toBe(410);
    sim.fail({ operationId: 'teams/get-membership-for-user-in-org', status: 403 });
    expect(httpStatus(await failureOf(github.teamMembership('octo/leads', 'alice')))).toBe(403);
    expect(sim.violations).toEqual([]);
  });

  it('reads "not found" and a comparison GitHub cannot make as none, where the port says so', async () => {
    const { sim, github, main, feat } = await setUp();
    // A comparison GitHub cannot make (422: too large or unrelated histories): not known either way.
    sim.fail({ operationId: 'repos/compare-commits-with-basehead', status: 422, times: 2 });
    expect(await github.reaches(feat, main)).toBeUndefined();
    expect(await github.commitsBetween(main, feat, 10)).toBeUndefined();
    sim.fail({ operationId: 'repos/list-commits', status: 404 });
    expect(await github.lastCommitFor('a.yaml', 'main')).toBeUndefined();
    expect(await github.removeLabel(1, 'no-such-label')).toBeUndefined();
  });

  it('takes an answered error for unknown activity or reopenings, and throws when no answer came', async () => {
    const { sim, github } = await setUp();
    sim.fail({ operationId: 'issues/list-events', status: 403 });
    expect(await github.lastReopened(1, 2)).toBeUndefined();
    sim.loseResponse({ operationId: 'issues/list-events' }, { status: 'reset', times: 10 });
    expect(isUnanswered(await failureOf(github.lastReopened(1, 2)))).toBe(true);
    sim.loseResponse({ operationId: 'repos/list-activities' }, { status: 'reset', times: 10 });
    expect(isUnanswered(await failureOf(github.branchActivity('main', 1)))).toBe(true);
  });

  it('says a reopening is not known when the events run past the pages it may read', async () => {
    const { github, repo } = await setUp();
    const issue = Object.values(repo.issues)[0]!;
    issue.events = Array.from({ length: 100 }, (_, i) => ({
      id: 1000 + i,
      event: i % 2 ? ('reopened' as const) : ('closed' as const),
      actor: 'alice',
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    }));
    expect(await github.lastReopened(issue.number, 1)).toBeUndefined();
    expect(await github.lastReopened(issue.number, 2)).toBe('2025-01-01T01:39:00.000Z');
  });
});

describe('linkCursor', () => {
  it('reads no cursor from a next link with nothing between its brackets', () => {
    expect(linkCursor('<>; rel="next"')).toBeUndefined();
    expect(linkCursor('<https://api.example/x?after=abc>; rel="next"')).toBe('abc');
  });
});
