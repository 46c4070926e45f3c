/**
 * Red team, on the real bundle against the simulator: under `pull_request_target` the workflow
 * checks out the base (as GitHub's security guidance asks), and the action once judged the
 * base's copies of the changed files, posting a green check run on a head that holds a P0
 * review. The pull request's files are judged at its head: fetched with git when the checkout is
 * a clone that lacks it, read through the API when it has no git, and a head that cannot be read
 * stops the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { commitFiles, repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

const review = (severity: 'P0' | 'none') =>
  JSON.stringify({
    from_agent: 'Reviewer',
    to_agent: 'Builder',
    status: severity === 'P0' ? 'FAIL' : 'PASS',
    iteration: 1,
    loop_required: false,
    issues:
      severity === 'P0'
        ? [
            {
              id: 'P0-1',
              severity: 'P0',
              category: 'security',
              description: 'The token is logged.',
              status: 'open',
              location: 'README.md:1',
              fix: 'Stop logging it.',
            },
          ]
        : [],
  });

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

function pullRequestTarget() {
  const repo = repoState({
    files: { 'README.md': '# shop\n', 'handoff-Reviewer.json': review('none') },
    branches: { 'fork/change': { files: { 'handoff-Reviewer.json': review('P0') } } },
    pulls: [{ head: 'fork/change', title: 'Change', body: 'x' }],
  });
  return repo;
}

describe('red team: pull_request_target judges the head, not the base checked out', () => {
  it("a P0 at the head vetoes, though the checkout holds the base's passing review", async () => {
    const repo = pullRequestTarget();
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, { name: 'pull_request_target' }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(run.outputs.result).toBe('veto');
    expect(run.status).toBe(1);
    const headSha = repo.pulls[1]!.head.sha;
    const checkRun = repo.checkRuns.at(-1)!;
    expect(checkRun.headSha).toBe(headSha);
    expect(checkRun.conclusion).toBe('failure');
    expect(run.comment).toContain('P0-1');
    expect(run.comment).toContain(`/blob/${headSha}/handoff-Reviewer.json`);
    // The head's copy was read at the head sha.
    expect(
      sim.requests.some(
        (r) =>
          r.operationId === 'repos/get-content' && r.params.path === 'handoff-Reviewer.json' && r.query.ref === headSha,
      ),
    ).toBe(true);
  }, 90_000);

  it('a changed path the head holds as no file (the API gives none: a symlink, a submodule) is an error, never read as gone', async () => {
    const repo = pullRequestTarget();
    sim = await startSimulator(simState({ repos: [repo] }));
    sim.fail({ operationId: 'repos/get-content', path: /handoff-Reviewer/, status: 404, times: 100 });
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, { name: 'pull_request_target' }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(run.status).toBe(1);
    expect(run.report!.findings).toContainEqual(
      expect.objectContaining({ path: 'handoff-Reviewer.json', ruleId: 'file/not-read', severity: 'error' }),
    );
  }, 90_000);

  it("a head that cannot be read stops the run: no verdict on the base's files, no green check", async () => {
    const repo = pullRequestTarget();
    sim = await startSimulator(simState({ repos: [repo] }));
    sim.fail({ operationId: 'repos/get-content', path: /handoff-Reviewer/, status: 500, times: 100 });
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, { name: 'pull_request_target' }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/the pull request's head [0-9a-f]{7} could not be read/);
    expect(run.outputs.result).toBeUndefined();
    expect(repo.checkRuns.filter((c) => c.conclusion === 'success')).toEqual([]);
  }, 90_000);

  it('a checkout with git fetches the head commit from origin and reads it there, asking the API for no file', async () => {
    const repo = pullRequestTarget();
    // The repository as git holds it: main, and the fork's change on top; the workflow's checkout
    // is main at depth 1 (actions/checkout's default), which lacks the head commit.
    const top = mkdtempSync(join(tmpdir(), 'hg-fetch-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args],
        { cwd, encoding: 'utf8' },
      ).trim();
    const source = join(top, 'source');
    mkdirSync(source);
    git(source, 'init', '-q');
    for (const [path, text] of Object.entries(repo.branches.main!.files))
      writeFileSync(join(source, path), text as string);
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'base');
    git(source, 'checkout', '-qb', 'change');
    writeFileSync(join(source, 'handoff-Reviewer.json'), review('P0'));
    git(source, 'commit', '-qam', 'change');
    const headSha = git(source, 'rev-parse', 'HEAD');
    const baseSha = git(source, 'rev-parse', 'main');
    git(source, 'checkout', '-q', 'main');
    git(top, 'clone', '-q', '--bare', source, 'origin.git');
    git(top, 'clone', '-q', '--depth=1', '--branch', 'main', `file://${join(top, 'origin.git')}`, 'workspace');
    const workspace = join(top, 'workspace');
    expect(() => git(workspace, 'cat-file', '-e', headSha)).toThrow();

    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, {
        name: 'pull_request_target',
        pull: { head: { sha: headSha }, base: { sha: baseSha } },
      }),
      workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(run.outputs.result).toBe('veto');
    expect(run.status).toBe(1);
    expect(run.comment).toContain('P0-1');
    expect(
      sim.requests.filter((r) => r.operationId === 'repos/get-content').map((r) => [r.params.path, r.query.ref]),
    ).toEqual([]);
    // Fetched, not checked out: the checkout still holds the base's passing review.
    git(workspace, 'cat-file', '-e', headSha);
    expect(readFileSync(join(workspace, 'handoff-Reviewer.json'), 'utf8')).toBe(review('none'));
    rmSync(top, { recursive: true, force: true });
  }, 90_000);

  it('a file the head holds as a symlink is named and never followed, the head not being checked out', async () => {
    const repo = pullRequestTarget();
    // GitHub lists the link among the changed files; the head commit holds it as a symlink.
    commitFiles(repo, 'fork/change', { 'handoff-Link.json': 'handoff-Reviewer.json' });
    // The repository as git holds it: main, and the fork's change on top; the workflow's checkout
    // is main at depth 1 (actions/checkout's default), which lacks the head commit.
    const top = mkdtempSync(join(tmpdir(), 'hg-fetch-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args],
        { cwd, encoding: 'utf8' },
      ).trim();
    const source = join(top, 'source');
    mkdirSync(source);
    git(source, 'init', '-q');
    for (const [path, text] of Object.entries(repo.branches.main!.files))
      writeFileSync(join(source, path), text as string);
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'base');
    git(source, 'checkout', '-qb', 'change');
    writeFileSync(join(source, 'handoff-Reviewer.json'), review('P0'));
    symlinkSync('handoff-Reviewer.json', join(source, 'handoff-Link.json'));
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'change');
    const headSha = git(source, 'rev-parse', 'HEAD');
    const baseSha = git(source, 'rev-parse', 'main');
    git(source, 'checkout', '-q', 'main');
    git(top, 'clone', '-q', '--bare', source, 'origin.git');
    git(top, 'clone', '-q', '--depth=1', '--branch', 'main', `file://${join(top, 'origin.git')}`, 'workspace');
    const workspace = join(top, 'workspace');
    expect(() => git(workspace, 'cat-file', '-e', headSha)).toThrow();

    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, {
        name: 'pull_request_target',
        pull: { head: { sha: headSha }, base: { sha: baseSha } },
      }),
      workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    const link = run.report!.findings.filter((f) => f.path === 'handoff-Link.json');
    expect(link.map((f) => [f.ruleId, f.severity])).toEqual([['file/not-read', 'error']]);
    expect(link[0]!.message).toMatch(/symlink at the pull request's head, which is not checked out/);
    expect(run.comment).toContain('P0-1');
    rmSync(top, { recursive: true, force: true });
  }, 90_000);
});
