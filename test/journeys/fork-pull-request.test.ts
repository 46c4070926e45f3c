/**
 * A fork's pull request, end to end, as the README's fork recipe runs it: the `pull_request`
 * workflow checks the fork's files with a read-only token and saves its JSON report as an
 * artifact; the `workflow_run` workflow, with write access, reads that artifact and nothing else of
 * the fork, confirms the pull request with GitHub, and posts the comment, the check run and the
 * risk label on it. The artifact is the fork's to shape, so the second workflow is also fed the
 * artifacts an attacker would make: each is refused, or rendered as inert text.
 */
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonReport } from '../../src/render/json.js';
import { runAction, workspaceWith, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { finishedRunOf, pullRequestEvent, type WorkflowRunEvent } from '../helpers/events.js';
import {
  READ_TOKEN,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

const REVIEW_WITH_P0 = JSON.stringify({
  from_agent: 'Reviewer',
  to_agent: 'Builder',
  status: 'FAIL',
  iteration: 1,
  loop_required: false,
  issues: [
    {
      id: 'P0-1',
      severity: 'P0',
      category: 'security',
      description: 'The reset token is logged.',
      status: 'open',
      location: 'src/reset.ts:12',
      fix: 'Stop logging it.',
    },
  ],
});

const INTENT = [
  'title: "Lock an account after repeated failed logins"',
  'body: Lock an account for 30 minutes after 10 failed logins.',
  'type: feature',
  'source: reflection',
  'risk: high',
  'status: proposed',
  'parent: null',
  'created_at: 2025-03-05T12:05:00Z',
  '',
].join('\n');

/** The fork's change: a failing review, and a high-risk intent that waits for approval. */
const FORK_FILES = {
  'handoff-Reviewer.json': REVIEW_WITH_P0,
  '.forge/intents/account-lockout.yaml': INTENT,
};

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** `octo/repo` with pull request #1 from mallory's fork, and #2 from alice's. */
async function repositoryWithForks(): Promise<SimRepo> {
  const repo = repoState({
    files: { 'README.md': '# shop\n' },
    branches: {
      lockout: { files: FORK_FILES },
      typo: { files: { 'README.md': '# Shop\n' } },
    },
    pulls: [
      { head: 'lockout', fork: 'mallory', user: 'mallory', title: 'Account lockout', body: 'x' },
      { head: 'typo', fork: 'alice', user: 'alice', title: 'Typo', body: 'y' },
    ],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

/** Workflow 1: the fork's run, with the read-only token a fork's pull request gets. */
async function forkRun(repo: SimRepo): Promise<ActionRun> {
  const { dir } = workspaceWith({ 'README.md': '# shop\n', ...FORK_FILES });
  return runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: dir,
    token: READ_TOKEN,
    repository: 'octo/repo',
    inputs: { comment: 'false', label: 'false', suggestions: 'false', inbox: 'false' },
  });
}

/** The artifact as download-artifact leaves it: the saved report, in a folder of the second run's workspace. */
function downloaded(report: unknown): { workspace: string; path: string } {
  const workspace = mkdtempSync(join(tmpdir(), 'hg-artifact-'));
  writeFileSync(join(workspace, 'handoff-gate-report.json'), JSON.stringify(report, null, 2));
  return { workspace, path: 'handoff-gate-report.json' };
}

/** Workflow 2: the privileged run, on the default branch's checkout, given the artifact. */
async function postingRun(repo: SimRepo, artifact: string, finished: WorkflowRunEvent): Promise<ActionRun> {
  const workspace = checkout(repo, 'main');
  writeFileSync(join(workspace, 'saved.json'), artifact);
  return runAction({
    apiUrl: sim!.url,
    ...finished,
    workspace,
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'saved-report': 'saved.json' },
  });
}

/** What the simulator holds on a pull request: its comments, labels and the check runs on its head. */
function onPull(repo: SimRepo, pull: number) {
  const issue = repo.issues[pull]!;
  return {
    comments: issue.comments.map((c) => c.body),
    labels: issue.labels,
    checkRuns: repo.checkRuns.filter((c) => c.headSha === repo.pulls[pull]!.head.sha),
  };
}

describe('a fork pull request, from its read-only run to the comment, check run and label', () => {
  it('the fork is checked without write access; the workflow_run posts its saved report on the right pull request', async () => {
    const repo = await repositoryWithForks();

    // 1. The fork's run: the verdict is out, nothing can be written, the report is saved.
    const fork = await forkRun(repo);
    expect(fork.outputs.result).toBe('veto');
    expect(fork.status).toBe(1);
    expect(repo.checkRuns).toEqual([]);
    expect(onPull(repo, 1).comments).toEqual([]);
    const saved = fork.report!;
    expect(saved.pullRequest).toMatchObject({
      repository: 'octo/repo',
      number: 1,
      headSha: repo.pulls[1]!.head.sha,
      inboxAdded: expect.arrayContaining([
        expect.objectContaining({ key: 'intent/account-lockout', reason: 'approval' }),
      ]),
      inboxResolved: [],
    });

    // 2. The artifact, downloaded by the workflow_run, is all it reads of the fork.
    const before = sim!.requests.length;
    const post = await postingRun(repo, JSON.stringify(saved, null, 2), finishedRunOf(repo, 1));
    expect(sim!.violations).toEqual([]);
    expect(post.outputs.result).toBe('veto');
    expect(post.status).toBe(1);

    const pull = onPull(repo, 1);
    expect(pull.comments).toHaveLength(1);
    expect(pull.comments[0]).toContain('P0-1');
    expect(pull.comments[0]).toContain('intent/account-lockout');
    expect(pull.comments[0]).toContain(`/blob/${repo.pulls[1]!.head.sha}/handoff-Reviewer.json`);
    expect(pull.labels).toContain('risk:high');
    expect(pull.checkRuns).toHaveLength(1);
    expect(pull.checkRuns[0]).toMatchObject({ name: 'handoff-gate', conclusion: 'failure' });
    // Nothing on alice's pull request.
    expect(onPull(repo, 2)).toEqual({ comments: [], labels: [], checkRuns: [] });

    // Of the fork, the second run read only what GitHub says of pull request #1: no file, no diff.
    const reads = sim!.requests.slice(before).filter((r) => r.method === 'GET');
    expect(
      reads.filter((r) => /^(repos\/get-content|pulls\/list-files|repos\/compare)/.test(r.operationId ?? '')),
    ).toEqual([]);
    expect(new Set(reads.map((r) => r.params.pull_number ?? r.params.issue_number).filter(Boolean))).toEqual(
      new Set(['1']),
    );

    // A re-run of the workflow_run changes nothing: the comment is found again, the label kept.
    await postingRun(repo, JSON.stringify(saved), finishedRunOf(repo, 1));
    expect(onPull(repo, 1).comments).toHaveLength(1);
    expect(sim!.violations).toEqual([]);
  }, 90_000);

  it('an artifact that names another pull request is refused: nothing is posted anywhere', async () => {
    const repo = await repositoryWithForks();
    const saved = (await forkRun(repo)).report!;
    const aimed = { ...saved, pullRequest: { ...saved.pullRequest!, number: 2 } };
    const post = await postingRun(repo, JSON.stringify(aimed), finishedRunOf(repo, 1));
    expect(post.status).toBe(1);
    expect(post.stdout).toContain(
      'pull request #2 comes from alice/repo, but the run that finished checked mallory/repo',
    );
    expect(onPull(repo, 2)).toEqual({ comments: [], labels: [], checkRuns: [] });
    expect(repo.checkRuns).toEqual([]);
    expect(post.outputs.result).toBeUndefined();
  }, 90_000);

  it("an artifact that claims another pull request's head commit is refused", async () => {
    const repo = await repositoryWithForks();
    const saved = (await forkRun(repo)).report!;
    const aimed = { ...saved, pullRequest: { ...saved.pullRequest!, number: 2, headSha: repo.pulls[2]!.head.sha } };
    const post = await postingRun(repo, JSON.stringify(aimed), finishedRunOf(repo, 1));
    expect(post.status).toBe(1);
    expect(post.stdout).toContain(`it judged commit ${repo.pulls[2]!.head.sha.slice(0, 7)}, but the run that finished`);
    expect(repo.checkRuns).toEqual([]);
    expect(onPull(repo, 2).comments).toEqual([]);
  }, 90_000);

  it('an artifact whose verdict does not follow from its own review items is refused', async () => {
    const repo = await repositoryWithForks();
    const saved = (await forkRun(repo)).report!;
    const passing: JsonReport = { ...saved, gate: { ...saved.gate, result: 'pass', p0: 0 } };
    const post = await postingRun(repo, JSON.stringify(passing), finishedRunOf(repo, 1));
    expect(post.status).toBe(1);
    expect(post.stdout).toContain('its gate says pass (P0 0');
    expect(repo.checkRuns).toEqual([]);
  }, 90_000);

  it('text planted in the artifact is posted inert: no mention, link, image or HTML', async () => {
    const repo = await repositoryWithForks();
    const saved = (await forkRun(repo)).report!;
    const planted = '@octo/security see [this](https://evil.example) <img src=x onerror=alert(1)> #2';
    const tampered: JsonReport = {
      ...saved,
      findings: [
        { path: 'handoff-Reviewer.json', line: 1, column: 1, ruleId: 'x/y', severity: 'error', message: planted },
      ],
      gate: {
        ...saved.gate,
        items: saved.gate.items.map((i) => ({ ...i, description: planted })),
      },
    };
    await postingRun(repo, JSON.stringify(tampered), finishedRunOf(repo, 1));
    expect(sim!.violations).toEqual([]);
    const [comment] = onPull(repo, 1).comments;
    expect(comment).toBeDefined();
    expect(comment).not.toContain('@octo/security');
    expect(comment).not.toContain('<img');
    expect(comment).not.toContain('](https://evil.example)');
  }, 90_000);

  it('a report that is not the action’s, a link, or too large a file is refused unread', async () => {
    const repo = await repositoryWithForks();
    const saved = (await forkRun(repo)).report!;
    const { pullRequest: _dropped, ...withoutPullRequest } = saved;
    const notOfAPullRequest = await postingRun(repo, JSON.stringify(withoutPullRequest), finishedRunOf(repo, 1));
    expect(notOfAPullRequest.status).toBe(1);
    expect(notOfAPullRequest.stdout).toContain('it has no `pullRequest`');

    const wrongType = await postingRun(
      repo,
      JSON.stringify({ ...saved, findings: [{ ...saved.findings[0], line: 'one' }] }),
      finishedRunOf(repo, 1),
    );
    expect(wrongType.stdout).toContain('it is not a handoff-gate JSON report');

    const { workspace } = downloaded(saved);
    symlinkSync(join(workspace, 'handoff-gate-report.json'), join(workspace, 'link.json'));
    const big = join(workspace, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 64 * 1024 * 1024 + 1);
    for (const [path, says] of [
      ['link.json', 'a link, which is not followed'],
      ['big.json', 'more than the 64 MiB handoff-gate reads'],
    ] as const) {
      const run = await runAction({
        apiUrl: sim!.url,
        ...finishedRunOf(repo, 1),
        workspace,
        token: WRITE_TOKEN,
        repository: 'octo/repo',
        inputs: { 'saved-report': path },
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(says);
    }
    expect(repo.checkRuns).toEqual([]);
    expect(onPull(repo, 1).comments).toEqual([]);
  }, 90_000);

  it('a finished run of a push has nothing to post: a notice, and the step succeeds', async () => {
    const repo = await repositoryWithForks();
    const post = await postingRun(repo, '{}', finishedRunOf(repo, 1, { event: 'push' }));
    expect(post.status).toBe(0);
    expect(post.stdout).toContain('nothing to post: the run that finished was started by push');
    expect(repo.checkRuns).toEqual([]);
  }, 90_000);
});
