/**
 * Red team, on the real bundle against the simulator: when a change's files come from git (past
 * GitHub's 3,000 listed files, a dry run without a token, an API that fails), git's diff once ran
 * from the merge base to the working tree. Under `pull_request_target` the working tree is the
 * base: nothing changed, "Passes", a green check; with a third branch checked out, files the head
 * does not have were judged. The change is the diff from the merge base to the head commit, read
 * from git's objects (fetched from origin when the checkout lacks it); a head git cannot have
 * stops the run. A push's is `before..after`, whatever is checked out.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { pullRequestPayload } from '../helpers/pull-request.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const review = (agent: string, severity: 'P0' | 'none') =>
  JSON.stringify({
    from_agent: agent,
    to_agent: 'Builder',
    status: severity === 'P0' ? 'FAIL' : 'PASS',
    iteration: 1,
    loop_required: false,
    issues:
      severity === 'P0'
        ? [
            {
              id: `P0-${agent}`,
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

type Files = Record<string, string>;

const BASE: Files = { 'README.md': '# shop\n', 'handoff-Reviewer.json': review('Reviewer', 'none') };
/** The pull request: the base's review turned P0, and a second P0 review only the head has. */
const HEAD: Files = {
  'handoff-Reviewer.json': review('Reviewer', 'P0'),
  'handoff-Second.json': review('Second', 'P0'),
};
/** A third branch, neither base nor head: a file the head does not have. */
const OTHER: Files = { 'handoff-Other.json': review('Other', 'P0') };

let sim: Simulator | undefined;
const folders: string[] = [];
afterEach(async () => {
  await sim?.close();
  sim = undefined;
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const run = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ).trim();

function write(dir: string, files: Files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * The repository as git holds it (main; `change` and `other` on top of it, each its own commit),
 * served as `origin`, and the workflow's checkout of `checkedOut` at depth 1 (actions/checkout's
 * default): it lacks every other commit until fetched.
 */
function gitRepository(head: Files, checkedOut: 'main' | 'other') {
  const top = mkdtempSync(join(tmpdir(), 'hg-gitroad-'));
  folders.push(top);
  const source = join(top, 'source');
  mkdirSync(source);
  run(source, 'init', '-q');
  write(source, BASE);
  run(source, 'add', '-A');
  run(source, 'commit', '-qm', 'base');
  const baseSha = run(source, 'rev-parse', 'HEAD');
  for (const [branch, files] of [
    ['change', head],
    ['other', OTHER],
  ] as const) {
    run(source, 'checkout', '-qb', branch, 'main');
    write(source, files);
    run(source, 'add', '-A');
    run(source, 'commit', '-qm', branch);
  }
  const headSha = run(source, 'rev-parse', 'change');
  const otherSha = run(source, 'rev-parse', 'other');
  run(source, 'checkout', '-q', 'main');
  run(top, 'clone', '-q', '--bare', source, 'origin.git');
  run(top, 'clone', '-q', '--depth=1', '--branch', checkedOut, `file://${join(top, 'origin.git')}`, 'workspace');
  const workspace = join(top, 'workspace');
  expect(() => run(workspace, 'cat-file', '-e', headSha)).toThrow();
  return { workspace, baseSha, headSha, otherSha };
}

/** The simulator's repository for the same change, its commits named by git's shas. */
function simRepository(head: Files, shas: { baseSha: string; headSha: string }): SimRepo {
  const repo = repoState({
    files: BASE,
    branches: { 'fork/change': { files: head } },
    pulls: [{ head: 'fork/change', title: 'Change', body: 'x' }],
  });
  const rename = (branch: string, sha: string) => {
    const was = repo.branches[branch]!.sha;
    repo.commits[sha] = { ...repo.commits[was]!, sha };
    repo.branches[branch]!.sha = sha;
  };
  rename('main', shas.baseSha);
  rename('fork/change', shas.headSha);
  repo.pulls[1]!.head.sha = shas.headSha;
  repo.pulls[1]!.base.sha = shas.baseSha;
  return repo;
}

const judged = (result: Awaited<ReturnType<typeof runAction>>) => result.report!.files.map((f) => f.path).sort();
const p0s = (result: Awaited<ReturnType<typeof runAction>>) =>
  result.report!.findings.filter((f) => f.severity === 'error').map((f) => f.path);

describe('red team: the git road judges the head, never the working tree', () => {
  it('pull_request_target with the base checked out, a dry run without a token: the head fetched, its files judged, veto', async () => {
    const g = gitRepository(HEAD, 'main');
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      event: 'pull_request_target',
      payload: pullRequestPayload(repo, 1),
      workspace: g.workspace,
      token: '',
      repository: 'octo/repo',
      inputs: { 'dry-run': 'true' },
    });
    expect(sim.requests).toEqual([]);
    expect(result.stdout).toContain(
      `2 files changed from ${g.baseSha.slice(0, 7)} to ${g.headSha.slice(0, 7)}, from git`,
    );
    expect(judged(result)).toEqual(['handoff-Reviewer.json', 'handoff-Second.json']);
    expect(result.outputs.result).toBe('veto');
    expect(result.report!.gate).toMatchObject({ result: 'veto', p0: 2 });
    expect(result.status).toBe(1);
    // Fetched as data: the checkout still holds the base, and gained no file.
    run(g.workspace, 'cat-file', '-e', g.headSha);
    expect(run(g.workspace, 'status', '--porcelain')).toBe('');
  }, 120_000);

  it('a third branch checked out, the API failing: its own files are not judged, the head is', async () => {
    const g = gitRepository(HEAD, 'other');
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    sim.fail({ operationId: 'pulls/list-files', status: 500, times: 100 });
    const result = await runAction({
      apiUrl: sim.url,
      event: 'pull_request_target',
      payload: pullRequestPayload(repo, 1),
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(result.stdout).toMatch(/GitHub could not list the changed files/);
    expect(judged(result)).toEqual(['handoff-Reviewer.json', 'handoff-Second.json']);
    expect(p0s(result)).not.toContain('handoff-Other.json');
    expect(result.outputs.result).toBe('veto');
    expect(repo.checkRuns.at(-1)).toMatchObject({ headSha: g.headSha, conclusion: 'failure' });
    // The head's files were read from git: only the base's settings were asked of the API (the checkout lacks the base).
    expect(sim.requests.filter((r) => r.operationId === 'repos/get-content' && r.query.ref === g.headSha)).toEqual([]);
  }, 120_000);

  it('3,001 files under pull_request_target, the base checked out: the handoff files past the 3,000 listed are judged at the head', async () => {
    // `0000/…` sorts before `handoff-*.json`: GitHub's list of 3,000 stops before the reviews.
    const padding = Object.fromEntries(
      Array.from({ length: 2999 }, (_, i) => [`0000/pad-${String(i).padStart(4, '0')}.txt`, `${i}\n`]),
    );
    const head = { ...padding, ...HEAD };
    const g = gitRepository(head, 'main');
    const repo = simRepository(head, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const payload = pullRequestPayload(repo, 1);
    (payload.pull_request as Record<string, unknown>).changed_files = 3001;
    const result = await runAction({
      apiUrl: sim.url,
      event: 'pull_request_target',
      payload,
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(result.stdout).toContain('GitHub listed only 3000 of the 3001 files pull request #1 changed');
    expect(result.stdout).toContain(`3001 files changed from ${g.baseSha.slice(0, 7)} to ${g.headSha.slice(0, 7)}`);
    expect(judged(result)).toEqual(['handoff-Reviewer.json', 'handoff-Second.json']);
    expect(result.outputs.result).toBe('veto');
    expect(result.status).toBe(1);
    expect(repo.checkRuns.filter((c) => c.conclusion === 'success')).toEqual([]);
  }, 180_000);

  it('a head git cannot have (not in the checkout, not on origin): the run stops, no verdict, no green check', async () => {
    const g = gitRepository(HEAD, 'main');
    // The commit is gone from origin: nothing to fetch.
    run(g.workspace, 'remote', 'set-url', 'origin', `file://${join(g.workspace, 'nowhere.git')}`);
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      event: 'pull_request_target',
      payload: pullRequestPayload(repo, 1),
      workspace: g.workspace,
      token: '',
      repository: 'octo/repo',
      inputs: { 'dry-run': 'true' },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*the commit [0-9a-f]{7} that the change is judged at could not be had from git.*the run stops rather than judge the working tree/,
    );
    expect(result.outputs.result).toBeUndefined();
    expect(repo.checkRuns).toEqual([]);
  }, 120_000);

  it('a push the API cannot compare, another commit checked out: before..after from git, judged at after', async () => {
    const g = gitRepository(HEAD, 'other');
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    sim.fail({ operationId: 'repos/compare-commits-with-basehead', status: 500, times: 100 });
    const result = await runAction({
      apiUrl: sim.url,
      event: 'push',
      payload: {
        ref: 'refs/heads/fork/change',
        before: g.baseSha,
        after: g.headSha,
        repository: { full_name: 'octo/repo', default_branch: 'main' },
      },
      sha: g.headSha,
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(result.stdout).toContain(
      `2 files changed from ${g.baseSha.slice(0, 7)} to ${g.headSha.slice(0, 7)}, from git`,
    );
    expect(result.stdout).toContain(
      `the checkout is not the pushed commit; its changed files were read at ${g.headSha.slice(0, 7)}`,
    );
    expect(judged(result)).toEqual(['handoff-Reviewer.json', 'handoff-Second.json']);
    expect(p0s(result)).not.toContain('handoff-Other.json');
    expect(result.outputs.result).toBe('veto');
    expect(result.status).toBe(1);
  }, 120_000);

  it('a new branch pushed, another commit checked out: every handoff file of the pushed commit, none of the checkout', async () => {
    const g = gitRepository(HEAD, 'other');
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      event: 'push',
      payload: {
        ref: 'refs/heads/fork/change',
        before: '0000000000000000000000000000000000000000',
        after: g.headSha,
        repository: { full_name: 'octo/repo', default_branch: 'main' },
      },
      sha: g.headSha,
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(result.stdout).toContain(
      `the push has no previous commit (a new branch): checking every handoff file of the pushed commit ${g.headSha.slice(0, 7)}, from git`,
    );
    expect(judged(result)).toEqual(['handoff-Reviewer.json', 'handoff-Second.json']);
    expect(p0s(result)).not.toContain('handoff-Other.json');
    expect(result.outputs.result).toBe('veto');
    expect(result.status).toBe(1);
  }, 120_000);

  it('a new branch pushed whose commit git cannot have, another checked out: the run stops, no verdict', async () => {
    const g = gitRepository(HEAD, 'other');
    run(g.workspace, 'remote', 'set-url', 'origin', `file://${join(g.workspace, 'nowhere.git')}`);
    const repo = simRepository(HEAD, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      event: 'push',
      payload: {
        ref: 'refs/heads/fork/change',
        before: '0000000000000000000000000000000000000000',
        after: g.headSha,
        repository: { full_name: 'octo/repo', default_branch: 'main' },
      },
      sha: g.headSha,
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*could not be had from git; the run stops rather than judge the working tree/,
    );
    expect(result.outputs.result).toBeUndefined();
    expect(repo.checkRuns).toEqual([]);
  }, 120_000);

  it("pull_request_target with the base checked out: the pull request's own config is judged as its head holds it", async () => {
    const CONFIG = '.github/handoff-gate.yml';
    const head = { ...HEAD, [CONFIG]: 'fail-on: sometimes\n' };
    const g = gitRepository(head, 'main');
    const repo = simRepository(head, g);
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      event: 'pull_request_target',
      payload: pullRequestPayload(repo, 1),
      workspace: g.workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    const onConfig = result.report!.findings.filter((f) => f.path === CONFIG).map((f) => f.ruleId);
    // The head's config: its problem on its line, and the notice that it takes effect once merged.
    expect(onConfig).toEqual(expect.arrayContaining(['config/changed-in-pull-request']));
    expect(onConfig.filter((id) => id !== 'config/changed-in-pull-request').length).toBeGreaterThan(0);
    // The base's settings still govern.
    expect(result.outputs.result).toBe('veto');
  }, 120_000);
});
