import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../helpers/action.js';
import { mergeGroupEvent } from '../helpers/events.js';
import { checkout } from '../helpers/pull-request.js';
import {
  moveBranch,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimRepo,
} from '../sim/index.js';
import { AGENT, answeredProposal } from '../journeys/lockout.js';
import {
  closeJourneys,
  comment,
  inboxIssuesOf,
  openPullRequest,
  push,
  simulatorOf,
  startJourney,
} from '../journeys/journey.js';

/*
 * A merge queue asks for its required checks on each group (`merge_group`): the group's change,
 * from its base to its head, is judged as a pull request's, with the verdict on a check run on the
 * group's head, the summary, the outputs and the step's status. No comment, no label, no inbox
 * issue: a group is no pull request, and nothing in it has reached the default branch yet.
 */

const QUEUE = 'gh-readonly-queue/main/pr-7-1111111111111111111111111111111111111111';
const INTENT = '.forge/intents/lockout.yaml';
const intent = (status: string, risk = 'high') =>
  `title: Lockout\nbody: b\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
  await closeJourneys();
});

async function group(base: Record<string, string>, head: Record<string, string>): Promise<SimRepo> {
  const repo = repoState({
    files: { 'README.md': '# shop\n', ...base },
    branches: { [QUEUE]: { files: { 'README.md': '# shop\n', ...head } } },
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

const run = (repo: SimRepo): Promise<ActionRun> => {
  const event = mergeGroupEvent(repo, QUEUE);
  return runAction({
    apiUrl: sim!.url,
    ...event,
    // As on GitHub: a merge group's GITHUB_SHA is the group's head.
    sha: event.payload.merge_group.head_sha,
    workspace: checkout(repo, QUEUE),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
};

/** The requests that would have spoken on a pull request or in the inbox: none is made on a merge group. */
const pullRequestOrInboxRequests = (s: Simulator) =>
  s.requests
    .map((r) => r.operationId ?? '')
    .filter((id) => id.startsWith('issues/') || id.startsWith('pulls/') || id.startsWith('reactions/'));

describe('a merge group', () => {
  it('passes: the check run on its head says so, the outputs are a pull request’s, nothing is commented, labelled or filed', async () => {
    const repo = await group({}, { [INTENT]: intent('proposed', 'low') });
    const result = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.outputs).toMatchObject({ result: 'pass', errors: '0' });
    expect(result.report!.files.map((f) => f.path)).toEqual([INTENT]);
    expect(repo.checkRuns).toHaveLength(1);
    expect(repo.checkRuns[0]).toMatchObject({
      name: 'handoff-gate',
      headSha: repo.branches[QUEUE]!.sha,
      status: 'completed',
      conclusion: 'success',
    });
    expect(pullRequestOrInboxRequests(sim!)).toEqual([]);
    expect(result.comment).toBeUndefined();
    expect(result.stdout).not.toMatch(/has nothing to do on merge_group/);
  });

  it('fails as its pull request would, judged against its base: the error and the base-aware finding on the check run', async () => {
    const BROKEN = '.forge/intents/broken.yaml';
    const repo = await group(
      { [INTENT]: intent('proposed') },
      { [INTENT]: intent('approved'), [BROKEN]: intent('proposed', 'banana') },
    );
    const result = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(result.status).toBe(1);
    expect(Number(result.outputs.errors)).toBeGreaterThan(0);
    const found = result.report!.findings.map((f) => `${f.path} ${f.severity} ${f.ruleId}`);
    expect(found.some((f) => f.startsWith(`${BROKEN} error `))).toBe(true);
    // Only a comparison with the base sees a status moved past its approval.
    expect(found).toContain(`${INTENT} warning intent/decided-outside-inbox`);
    expect(repo.checkRuns).toHaveLength(1);
    expect(repo.checkRuns[0]).toMatchObject({ headSha: repo.branches[QUEUE]!.sha, conclusion: 'failure' });
    expect(new Set(repo.checkRuns[0]!.annotations.map((a) => a.path))).toEqual(new Set([INTENT, BROKEN]));
    expect(pullRequestOrInboxRequests(sim!)).toEqual([]);
  });
});

describe('a merge group that queues a command’s pull request', () => {
  const PROPOSAL = '.forge/intents/account-lockout.yaml';
  const CONFIG = `commit:\n  mode: pull-request\napprovers:\n  agents: [${AGENT}]\n`;
  const queueOf = (repo: SimRepo, number: number) => {
    const head = repo.pulls[number]!.head.sha;
    const branch = `gh-readonly-queue/main/pr-${number}-${head}`;
    moveBranch(repo, branch, head, 'github-merge-queue[bot]');
    return branch;
  };
  const runGroup = (repo: SimRepo, branch: string) => {
    const event = mergeGroupEvent(repo, branch);
    return runAction({
      apiUrl: simulatorOf(repo).url,
      ...event,
      sha: event.payload.merge_group.head_sha,
      workspace: checkout(repo, branch),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
  };
  const errors = (run: ActionRun) =>
    run.report!.findings.filter((f) => f.severity === 'error').map((f) => `${f.path} ${f.ruleId}`);

  it('is the bot’s own when GitHub’s record bears the command out: a /reject passes the queue', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', [AGENT]: 'write' },
      protectedBranches: ['main'],
    });
    await push(repo, { [PROPOSAL]: answeredProposal('high') }, { login: AGENT, message: 'Propose account lockout' });
    const issue = inboxIssuesOf(repo, PROPOSAL).find((i) => i.state === 'open')!;
    await comment(repo, issue, 'alice', '/reject not now');
    const [pull] = Object.values(repo.pulls);
    expect(pull).toBeDefined();
    const result = await runGroup(repo, queueOf(repo, pull!.number));
    expect(simulatorOf(repo).violations).toEqual([]);
    expect(errors(result)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('is a person’s otherwise: the same deletion outside the inbox fails the queue', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { [PROPOSAL]: answeredProposal('high') }, { login: AGENT, message: 'Propose account lockout' });
    const opened = await openPullRequest(
      repo,
      'handoff-gate/reject-by-hand',
      { [PROPOSAL]: null },
      { login: 'alice', message: 'Drop the lockout', title: 'Drop it' },
    );
    const result = await runGroup(repo, queueOf(repo, opened.number));
    expect(errors(result)).toContain(`${PROPOSAL} intent/deleted-outside-inbox`);
    expect(result.status).toBe(1);
  });
});
