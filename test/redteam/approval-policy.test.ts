import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, issueCommentEvent, pushEvent, type IssueCommentEvent } from '../helpers/events.js';
import {
  commitFiles,
  moveBranch,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

/**
 * The approval policy (`approvers.*`), attacked: whoever proposed an intent (by commit, by e-mail,
 * by pull request) or changed it since, an agent's account, a bot, one person approving twice,
 * approvals racing a change to the item and each other, and teams the token cannot read.
 */

const INTENT = '.forge/intents/account-lockout.yaml';
const intent = (extra = '') => `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.${extra}
type: feature
source: reflection
risk: high
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
`;
const config = (approvers: string) => `approvers:\n${approvers}`;
const PEOPLE = { alice: 'write', bob: 'write', carol: 'write', dave: 'write', 'forge-agent': 'write' } as const;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A repository whose default branch gets the intent from `proposer`'s commit, then a push sync that opens its issue. */
async function proposed(
  options: {
    approvers?: string;
    by?: { login?: string; email?: string };
    teams?: Record<string, string[]>;
    readsTeams?: boolean;
  } = {},
) {
  const repo = repoState({
    files: {
      'README.md': '# shop\n',
      ...(options.approvers && { '.github/handoff-gate.yml': config(options.approvers) }),
    },
    collaborators: { ...PEOPLE },
  });
  const by = options.by ?? { login: 'carol' };
  commitFiles(
    repo,
    'main',
    { [INTENT]: intent() },
    {
      message: 'Propose account lockout',
      ...(by.login && { login: by.login }),
      author: { name: 'Proposer', email: by.email ?? `${by.login}@example.com` },
    },
  );
  sim = await startSimulator(
    simState({
      repos: [repo],
      teams: options.teams ?? {},
      tokens: {
        [WRITE_TOKEN]: {
          login: 'github-actions[bot]',
          type: 'Bot',
          permission: 'write',
          readsTeams: options.readsTeams ?? false,
        },
      },
    }),
  );
  await sync(repo);
  return repo;
}

async function sync(repo: SimRepo) {
  const run = await runAction({
    apiUrl: sim!.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never' },
  });
  expect(run.status).toBe(0);
  return run;
}

const approvalIssue = (repo: SimRepo) => Object.values(repo.issues).find((i) => i.labels.includes('inbox:approval'))!;

/** `user` comments on the issue as it is now; the workflow runs on that event. */
function comment(repo: SimRepo, issue: SimIssue, user: string, body: string, type: 'User' | 'Bot' = 'User') {
  const sent = commentOn(issue, user, body, { type });
  return { id: sent.id, run: () => runOn(repo, sent) };
}

function runOn(repo: SimRepo, { event, payload }: IssueCommentEvent) {
  return runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
}

const approve = async (repo: SimRepo, user: string, type: 'User' | 'Bot' = 'User') => {
  const made = comment(repo, approvalIssue(repo), user, '/approve', type);
  return { ...made, result: await made.run() };
};
const status = (repo: SimRepo) => /status: (\w+)/.exec(String(repo.branches.main!.files[INTENT]))?.[1];
const botCommits = (repo: SimRepo) => Object.values(repo.commits).filter((c) => c.message.startsWith('handoff-gate:'));
const lastReply = (issue: SimIssue) =>
  issue.comments.filter((c) => c.user === 'github-actions[bot]').at(-1)?.body ?? '';

describe('approval policy', () => {
  it('the proposer cannot approve their own intent, by login or by noreply e-mail; another person can', async () => {
    const repo = await proposed({ by: { login: 'carol' } });
    const own = await approve(repo, 'carol');
    expect(own.result.status).toBe(0);
    expect(lastReply(approvalIssue(repo))).toMatch(
      /You proposed this intent or changed it since .*approvers\.self-approval/s,
    );
    expect(status(repo)).toBe('proposed');
    expect(botCommits(repo)).toEqual([]);

    await approve(repo, 'alice');
    expect(status(repo)).toBe('approved');
    expect(approvalIssue(repo).state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  });

  it('a commit GitHub links to no account still names its author through the noreply e-mail', async () => {
    const repo = await proposed({ by: { email: '4242+carol@users.noreply.github.com' } });
    await approve(repo, 'Carol');
    expect(lastReply(approvalIssue(repo))).toMatch(/You proposed this intent/);
    expect(status(repo)).toBe('proposed');
    expect(sim!.violations).toEqual([]);
  });

  it('whoever changed the intent after it was proposed cannot approve it either', async () => {
    const repo = await proposed({ by: { login: 'forge-agent' } });
    commitFiles(
      repo,
      'main',
      { [INTENT]: intent('\n  Unlock by e-mail link.') },
      { message: 'Widen the lockout', login: 'dave', author: { name: 'Dave', email: 'dave@example.com' } },
    );
    await sync(repo);
    await approve(repo, 'dave');
    expect(lastReply(approvalIssue(repo))).toMatch(/You proposed this intent or changed it since/);
    await approve(repo, 'alice');
    expect(status(repo)).toBe('approved');
    expect(sim!.violations).toEqual([]);
  });

  it('the author of the pull request that brought the intent cannot approve it, though an agent made the commit', async () => {
    const repo = repoState({ files: { 'README.md': '# shop\n' }, collaborators: { ...PEOPLE } });
    moveBranch(repo, 'agent/lockout', repo.branches.main!.sha, 'forge-agent');
    commitFiles(
      repo,
      'agent/lockout',
      { [INTENT]: intent() },
      {
        message: 'Propose account lockout',
        login: 'forge-agent',
        author: { name: 'Forge', email: 'forge@example.com' },
      },
    );
    sim = await startSimulator(simState({ repos: [repo] }));
    // dave opens the pull request (the simulator's pull request is by its token's login: dave's own).
    sim.state.tokens.ghp_dave000000000000000000000000000000000 = { login: 'dave', type: 'User', permission: 'write' };
    const opened = await fetch(`${sim.url}/repos/octo/repo/pulls`, {
      method: 'POST',
      headers: { authorization: 'token ghp_dave000000000000000000000000000000000', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Account lockout', head: 'agent/lockout', base: 'main' }),
    });
    expect(opened.status).toBe(201);
    // Merged as a fast-forward: the agent's commit is on main.
    moveBranch(repo, 'main', repo.branches['agent/lockout']!.sha, 'alice', 'pr_merge');
    await sync(repo);
    await approve(repo, 'dave');
    expect(lastReply(approvalIssue(repo))).toMatch(/You proposed this intent/);
    expect(status(repo)).toBe('proposed');
    expect(sim.violations).toEqual([]);
  });

  it("an agent's account runs no command, and a bot's comment is ignored", async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  agents: [forge-agent]\n' });
    await approve(repo, 'forge-agent');
    expect(lastReply(approvalIssue(repo))).toMatch(
      /`forge-agent` is an agent's account \(config `approvers\.agents`\)/,
    );
    const before = approvalIssue(repo).comments.length;
    await approve(repo, 'renovate[bot]', 'Bot');
    // The bot's comment is the only one added: no reply, no reaction, no commit.
    expect(approvalIssue(repo).comments.length).toBe(before + 1);
    expect(botCommits(repo)).toEqual([]);
    expect(sim!.violations).toEqual([]);
  });

  it('a quorum of two: one approval is recorded and shown, the same person twice counts once, a second person completes it', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  required: { high: 2 }\n' });
    expect(approvalIssue(repo).body).toMatch(
      /\*\*Approvals:\*\* 0 of 2\. 2 different people with the right access must approve it/,
    );

    const first = await approve(repo, 'alice');
    expect(status(repo)).toBe('proposed');
    expect(lastReply(approvalIssue(repo))).toMatch(/Your approval is recorded: 1 of 2 approvals/);
    // A recorded approval is alice's decision, as GitHub authenticated her comment.
    expect(first.result.outputs['decided-by']).toBe('alice');
    expect(approvalIssue(repo).body).toMatch(/\*\*Approvals:\*\* 1 of 2 \(`alice`\)\. One more person/);

    const again = await approve(repo, 'alice');
    expect(lastReply(approvalIssue(repo))).toMatch(
      /You approved this intent already, as it is now\. Other people with the right access must approve it to reach 2 approvals\./,
    );
    expect(again.result.outputs['decided-by']).toBe('');
    expect(botCommits(repo)).toEqual([]);

    const last = await approve(repo, 'bob');
    expect(last.result.outputs['decided-by']).toBe('bob');
    expect(status(repo)).toBe('approved');
    const [commit] = botCommits(repo);
    expect(botCommits(repo)).toHaveLength(1);
    expect(commit!.message).toMatch(
      /\n\nApproved-by: alice\nApproved-by: bob\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: [\w-]+$/,
    );
    expect(lastReply(approvalIssue(repo))).toMatch(/Approved by `alice`, `bob` \(2 of 2 approvals\)/);
    expect(approvalIssue(repo).state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  });

  it('a change to the intent starts the count again; an approval given on the old state is refused', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  required: { high: 2 }\n' });
    await approve(repo, 'alice');
    // bob reads the issue, then the agent changes the intent before bob's comment is acted on.
    const stale = comment(repo, approvalIssue(repo), 'bob', '/approve');
    commitFiles(
      repo,
      'main',
      { [INTENT]: intent('\n  Also for API tokens.') },
      { message: 'Widen', login: 'forge-agent', author: { name: 'Forge', email: 'forge@example.com' } },
    );
    await stale.run();
    expect(lastReply(approvalIssue(repo))).toMatch(/The item changed since this issue was written/);
    expect(status(repo)).toBe('proposed');
    // On the refreshed issue: alice's approval was of the old text, so bob's is the first of the new.
    expect(approvalIssue(repo).body).toMatch(/\*\*Approvals:\*\* 0 of 2/);
    await approve(repo, 'bob');
    expect(lastReply(approvalIssue(repo))).toMatch(/recorded: 1 of 2/);
    expect(status(repo)).toBe('proposed');
    await approve(repo, 'alice');
    expect(status(repo)).toBe('approved');
    expect(botCommits(repo)).toHaveLength(1);
    expect(botCommits(repo)[0]!.message).toMatch(/Approved-by: bob\nApproved-by: alice\n/);
    expect(sim!.violations).toEqual([]);
  });

  it('two people approving at once both count: one commit, both named, nothing left waiting', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  required: { high: 2 }\n' });
    const issue = approvalIssue(repo);
    const [a, b] = [comment(repo, issue, 'alice', '/approve'), comment(repo, issue, 'bob', '/approve')];
    const runs = await Promise.all([a.run(), b.run()]);
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(status(repo)).toBe('approved');
    expect(botCommits(repo)).toHaveLength(1);
    expect(botCommits(repo)[0]!.message).toMatch(/Approved-by: (alice|bob)\nApproved-by: (alice|bob)\n/);
    expect(issue.state).toBe('closed');
    // Each comment got its one reply; re-running both writes nothing more.
    const count = issue.comments.length;
    sim!.clearLog();
    await a.run();
    await b.run();
    expect(issue.comments.length).toBe(count);
    expect(sim!.writes()).toEqual([]);
    expect(sim!.violations).toEqual([]);
  });

  it('a quorum whose commit failed is carried out by re-running the job that completed it', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  required: { high: 2 }\n' });
    await approve(repo, 'alice');
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 403, times: 1 });
    const second = await approve(repo, 'bob');
    expect(second.result.status).toBe(1);
    expect(status(repo)).toBe('proposed');
    expect(lastReply(approvalIssue(repo))).toMatch(/could not be completed/);
    // The re-run finds both approvals recorded for the state the issue shows, and commits once.
    const rerun = await runOn(
      repo,
      issueCommentEvent(approvalIssue(repo), { id: second.id, body: '/approve', user: 'bob' }),
    );
    expect(rerun.status).toBe(0);
    expect(status(repo)).toBe('approved');
    expect(botCommits(repo)).toHaveLength(1);
    expect(botCommits(repo)[0]!.message).toMatch(/Approved-by: alice\nApproved-by: bob\n/);
    expect(sim!.violations).toEqual([]);
  });

  it('a quorum whose commit failed is carried out by re-running the job of an earlier approval', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  required: { high: 2 }\n' });
    const first = await approve(repo, 'alice');
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 403, times: 1 });
    const second = await approve(repo, 'bob');
    expect(second.result.status).toBe(1);
    expect(status(repo)).toBe('proposed');
    // alice's approval has its reply: its re-run writes nothing of its own, but the quorum holds now.
    const rerunFirst = () =>
      runOn(repo, issueCommentEvent(approvalIssue(repo), { id: first.id, body: '/approve', user: 'alice' }));
    // Its commit failing as well is said on the issue, and fails the step.
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 403, times: 1 });
    expect((await rerunFirst()).status).toBe(1);
    expect(status(repo)).toBe('proposed');
    expect(approvalIssue(repo).comments.at(-1)?.body).toMatch(
      /^The approvals are complete, but moving the intent to `approved` failed: .*Re-run the failed job to try again/,
    );
    // The answer to its comment lost: the comment is found, not posted twice.
    sim!.loseResponse({ operationId: 'issues/create-comment' });
    const rerun = await rerunFirst();
    expect(rerun.status).toBe(0);
    expect(approvalIssue(repo).comments.filter((c) => c.body.startsWith('Approved by'))).toHaveLength(1);
    expect(status(repo)).toBe('approved');
    expect(botCommits(repo)).toHaveLength(1);
    expect(botCommits(repo)[0]!.message).toMatch(/Approved-by: alice\nApproved-by: bob\n/);
    expect(lastReply(approvalIssue(repo))).toMatch(/^Approved by `alice`, `bob` \(2 of 2 approvals\)\. Committed in /);
    expect(approvalIssue(repo).state).toBe('closed');
    // Run once more, it finds the quorum carried out and writes nothing.
    sim!.clearLog();
    await rerunFirst();
    expect(sim!.writes()).toEqual([]);
    expect(sim!.violations).toEqual([]);
  });

  it('teams: an approval is recounted against the team when the quorum is reached; one who left it is not counted', async () => {
    const teams = { 'octo/reviewers': ['alice', 'bob', 'dave'] };
    const repo = await proposed({
      by: { login: 'carol' },
      approvers: '  teams: [octo/reviewers]\n  required: { high: 2 }\n',
      teams,
      readsTeams: true,
    });
    await approve(repo, 'alice');
    expect(lastReply(approvalIssue(repo))).toMatch(/recorded: 1 of 2/);
    // alice leaves the team: bob's approval is the first that counts now.
    sim!.state.teams['octo/reviewers'] = ['bob', 'dave'];
    await approve(repo, 'bob');
    expect(status(repo)).toBe('proposed');
    expect(lastReply(approvalIssue(repo))).toMatch(
      /recorded: 1 of 2 approvals\. Not counted: `alice` is no longer on `approvers\.users` or in `approvers\.teams`/,
    );
    await approve(repo, 'dave');
    expect(status(repo)).toBe('approved');
    expect(botCommits(repo)[0]!.message).toMatch(/Approved-by: bob\nApproved-by: dave\n/);
    expect(sim!.violations).toEqual([]);
  });

  it('with self-approval allowed, a branch activity GitHub cannot list counts no approval: refused, saying why', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  self-approval: true\n' });
    sim!.fail({ operationId: 'repos/list-activities', status: 403, times: 5 });
    const refused = await approve(repo, 'alice');
    expect(refused.result.status).toBe(0);
    expect(lastReply(approvalIssue(repo))).toMatch(
      /^Approvals count only when made after the intent's current text reached `main`, and .*, so no approval can be counted now\. Re-run the job, or approve it through a reviewed pull request/,
    );
    expect(status(repo)).toBe('proposed');
    expect(botCommits(repo)).toEqual([]);
  });

  it('an issue whose reopenings GitHub cannot list counts no approval: refused, saying to re-run', async () => {
    const repo = await proposed({ by: { login: 'carol' } });
    sim!.fail({ operationId: 'issues/list-events', status: 403, times: 5 });
    const refused = await approve(repo, 'alice');
    expect(refused.result.status).toBe(0);
    expect(lastReply(approvalIssue(repo))).toMatch(
      /^Approvals count only when made while this issue was open, and GitHub's record of when it was reopened cannot be read in full, so no approval can be counted now\. Re-run the job\./,
    );
    expect(status(repo)).toBe('proposed');
    expect(botCommits(repo)).toEqual([]);
    expect(sim!.violations).toEqual([]);
  });

  it('teams: a member may approve; a token that cannot read teams gets a clear refusal and warning', async () => {
    const teams = { 'octo/reviewers': ['bob'] };
    const readable = await proposed({
      by: { login: 'carol' },
      approvers: '  teams: [octo/reviewers]\n',
      teams,
      readsTeams: true,
    });
    await approve(readable, 'alice');
    expect(lastReply(approvalIssue(readable))).toMatch(/Only members of `octo\/reviewers` may run inbox commands here/);
    await approve(readable, 'bob');
    expect(status(readable)).toBe('approved');
    expect(sim!.violations).toEqual([]);
    await sim!.close();

    const unreadable = await proposed({
      by: { login: 'carol' },
      approvers: '  teams: [octo/reviewers]\n',
      teams,
      readsTeams: false,
    });
    const { result } = await approve(unreadable, 'bob');
    expect(lastReply(approvalIssue(unreadable))).toMatch(
      /cannot read `octo\/reviewers`, so membership could not be checked/,
    );
    expect(result.stdout).toMatch(/could not read the team `octo\/reviewers`.*read:org/);
    expect(status(unreadable)).toBe('proposed');
    expect(sim!.violations).toEqual([]);
  });

  it('self-approval: true lets the proposer approve', async () => {
    const repo = await proposed({ by: { login: 'carol' }, approvers: '  self-approval: true\n' });
    await approve(repo, 'carol');
    expect(status(repo)).toBe('approved');
    expect(sim!.violations).toEqual([]);
  });
});
