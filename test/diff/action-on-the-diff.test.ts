import { afterEach, describe, expect, it } from 'vitest';
import { onTheDiff, runAction, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import {
  commitFiles,
  READ_TOKEN,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimCheckRun,
  type Simulator,
  type SimRepo,
} from '../sim/index.js';

/*
 * Every finding where the reviewer looks: the check run with every annotation, the workflow
 * annotations where it cannot be, and the review of suggested changes. The real bundle, against
 * the simulator, which checks every request against GitHub's OpenAPI description.
 */

const BRANCH = 'agents/batch';

/** An intent with one error and no fix: a `risk` no edit makes right. */
const broken = (n: number) =>
  `title: Item ${n}\nbody: b\ntype: feature\nsource: human\nrisk: banana\nstatus: proposed\ncreated_at: 2025-03-01T09:00:00Z\n`;
/** An intent whose `risk` (and, with `status`, its status) is written in the wrong case: each a finding with a fix. */
const miscased = (status = 'proposed') =>
  `title: Lockout\nbody: b\ntype: feature\nsource: human\nrisk: High\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function setup(headFiles: Record<string, string>, baseFiles: Record<string, string> = {}) {
  const repo = repoState({
    files: { 'README.md': '# shop\n', ...baseFiles },
    branches: { [BRANCH]: { files: headFiles } },
    pulls: [{ head: BRANCH, title: 'Batch', body: 'x' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

const run = (repo: SimRepo, options: { token?: string; inputs?: Record<string, string> } = {}): Promise<ActionRun> =>
  runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, BRANCH),
    token: options.token ?? WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: options.inputs,
  });

const manyErrors = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`.forge/intents/item-${String(i).padStart(3, '0')}.yaml`, broken(i)]),
  );

/** Each check run's annotations, as `path:line title message`: a finding twice on one check run shows here. */
const annotationsOf = (checkRun: SimCheckRun) =>
  checkRun.annotations.map((a) => `${a.path}:${a.startLine} ${a.title} ${a.message}`);
const warnings = (r: ActionRun) => r.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
const notices = (r: ActionRun) => r.stdout.split('\n').filter((l) => l.startsWith('::notice::'));

describe('the check run', () => {
  it('120 findings: one check run on the head with 120 annotations in 3 requests, the conclusion the step has', async () => {
    const repo = await setup(manyErrors(120));
    const first = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(first.status).toBe(1);
    expect(first.report!.findings).toHaveLength(120);
    expect(repo.checkRuns).toHaveLength(1);
    const [checkRun] = repo.checkRuns;
    expect(checkRun).toMatchObject({
      name: 'handoff-gate',
      headSha: repo.pulls[1]!.head.sha,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Fails: 120 errors' },
    });
    expect(checkRun!.output.summary).toContain('120 errors');
    expect(new Set(annotationsOf(checkRun!)).size).toBe(120);
    expect(checkRun!.annotations.every((a) => a.level === 'failure')).toBe(true);
    expect(
      sim!.requests
        .filter((r) => r.operationId?.startsWith('checks/') && r.method !== 'GET')
        .map((r) => [r.operationId, (r.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length]),
    ).toEqual([
      ['checks/create', 50],
      ['checks/update', 50],
      ['checks/update', 20],
    ]);
    // Nothing twice on the diff: no workflow annotation repeats what the check run holds.
    expect(first.annotations).toEqual([]);
    expect(first.stdout).toMatch(/check run handoff-gate on [0-9a-f]{7}: failure, 120 of 120 annotations/);

    // The same commit again: the check run there says it all already; nothing is written.
    sim!.clearLog();
    const again = await run(repo);
    expect(again.status).toBe(1);
    expect(sim!.writes()).toEqual([]);
    expect(repo.checkRuns).toHaveLength(1);

    // With `fail-on: never` the step passes, and so does a check run for that run.
    const passing = await run(repo, { inputs: { 'fail-on': 'never' } });
    expect(passing.status).toBe(0);
    expect(repo.checkRuns).toHaveLength(2);
    expect(repo.checkRuns[1]).toMatchObject({
      conclusion: 'success',
      output: { title: 'Passes (fail-on: never): 120 errors' },
    });
    // Back to the default: the first check run says the same, but the newest (the one GitHub shows) does not.
    await run(repo);
    expect(repo.checkRuns).toHaveLength(3);
    expect(repo.checkRuns[2]).toMatchObject({ conclusion: 'failure' });
    for (const c of repo.checkRuns) expect(new Set(annotationsOf(c)).size).toBe(c.annotations.length);
  }, 120_000);

  it('lost answers (a create, then an update): still one check run, each finding on it once', async () => {
    const repo = await setup(manyErrors(120));
    sim!.loseResponse({ operationId: 'checks/create' }, { status: 'reset' });
    sim!.loseResponse({ operationId: 'checks/update' }, { status: 502 });
    const first = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(repo.checkRuns).toHaveLength(1);
    expect(annotationsOf(repo.checkRuns[0]!)).toHaveLength(120);
    expect(new Set(annotationsOf(repo.checkRuns[0]!)).size).toBe(120);
    // Each write was sent once: the lost create was found by its external id, the lost update by the count.
    expect(sim!.countBy('checks/create')).toBe(1);
    expect(sim!.countBy('checks/update')).toBe(2);
    expect(warnings(first)).toEqual([]);
    expect(first.annotations).toEqual([]);
  }, 120_000);

  it('an update GitHub refuses: the check run keeps what it got, the rest go out as workflow annotations with one notice', async () => {
    const repo = await setup(manyErrors(120));
    sim!.fail({ operationId: 'checks/update', status: 422, times: 1, body: { message: 'Validation Failed' } });
    const partial = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(partial.status).toBe(1);
    expect(repo.checkRuns[0]!.annotations).toHaveLength(50);
    expect(warnings(partial)).toEqual([
      expect.stringMatching(/did not write every annotation on the check run: GitHub answered 422/),
    ]);
    // The 70 it does not hold: all printed (GitHub shows 10), the notice says where the other 60 are.
    expect(partial.annotations).toHaveLength(70);
    expect(onTheDiff(partial, repo.checkRuns)).toHaveLength(120);
    expect(new Set(onTheDiff(partial, repo.checkRuns)).size).toBe(120);
    expect(notices(partial)).toEqual([
      expect.stringMatching(
        /^::notice::handoff-gate: 60 of 70 findings are not annotated on the diff: .*the check run holds only part of them.*Every finding is in the job summary, the pull request comment and the JSON report/,
      ),
    ]);

    // A re-run makes a check run of its own with every finding, once each; the partial one is left as it was.
    const rerun = await run(repo);
    expect(repo.checkRuns).toHaveLength(2);
    expect(new Set(annotationsOf(repo.checkRuns[1]!)).size).toBe(120);
    expect(repo.checkRuns[0]!.annotations).toHaveLength(50);
    expect(rerun.annotations).toEqual([]);
  }, 120_000);

  it('a read-only token: no check run and no review are attempted twice or warned about; the workflow annotations and one notice', async () => {
    const repo = await setup({ ...manyErrors(25), '.forge/intents/lockout.yaml': miscased() });
    const readOnly = await run(repo, { token: READ_TOKEN });
    expect(sim!.violations).toEqual([]);
    expect(readOnly.status).toBe(1);
    expect(readOnly.outputs.errors).toBe('26');
    expect(repo.checkRuns).toEqual([]);
    expect(repo.reviews).toEqual([]);
    // Every finding printed as a workflow annotation; GitHub shows 10 errors, the notice counts the rest.
    expect(readOnly.annotations).toHaveLength(26);
    expect(notices(readOnly)).toEqual([
      expect.stringMatching(
        /^::notice::handoff-gate: 16 of 26 findings are not annotated on the diff: GitHub shows at most 10 annotations of each level per step, and this token may not create the check run that holds them all \(give the workflow `checks: write`\)\. Every finding is in the job summary, the pull request comment and the JSON report/,
      ),
    ]);
    // The one warning a read-only token always had (the comment and the label); no other write is reported failed.
    expect(warnings(readOnly)).toEqual([
      expect.stringMatching(
        /could not write to the pull request: the token lacks pull-requests: write and issues: write/,
      ),
    ]);
    expect(readOnly.stdout).not.toMatch(/did not write/);
    // Each refused write was sent once.
    expect(sim!.countBy('checks/create')).toBe(1);
    expect(sim!.countBy('pulls/create-review')).toBe(1);
  }, 120_000);

  it('a token that may comment but not create check runs: the comment and label go out, the findings as workflow annotations', async () => {
    const repo = await setup(manyErrors(3));
    sim!.state.tokens[WRITE_TOKEN]!.denied = ['checks'];
    const r = await run(repo);
    expect(repo.checkRuns).toEqual([]);
    expect(repo.issues[1]!.comments).toHaveLength(1);
    expect(r.annotations).toHaveLength(3);
    // All three are shown: no notice.
    expect(notices(r)).toEqual([]);
    expect(warnings(r)).toEqual([]);
  }, 60_000);

  it('dry-run: the check run is logged, the findings are workflow annotations', async () => {
    const repo = await setup(manyErrors(2));
    const r = await run(repo, { inputs: { 'dry-run': 'true' } });
    expect(sim!.writes()).toEqual([]);
    expect(r.stdout).toMatch(
      /\[dry-run\] would create check run "handoff-gate" on [0-9a-f]{7} \(failure, 2 annotations\)/,
    );
    expect(r.annotations).toHaveLength(2);
  }, 60_000);
});

describe('the suggested changes', () => {
  /**
   * Three fixable findings on lines the pull request adds (two in one new file, one in a changed
   * line of another), and one on a line it does not change.
   */
  async function threeFixable() {
    const repo = await setup(
      {
        '.forge/intents/lockout.yaml': miscased('Proposed'),
        '.forge/intents/reset.yaml': miscased().replace('title: Lockout', 'title: Reset'),
        '.forge/intents/audit.yaml': miscased().replace('title: Lockout', 'title: Audit log, now with details'),
      },
      {
        '.forge/intents/reset.yaml': miscased()
          .replace('title: Lockout', 'title: Reset')
          .replace('risk: High', 'risk: med'),
        '.forge/intents/audit.yaml': miscased().replace('title: Lockout', 'title: Audit'),
      },
    );
    return repo;
  }

  it('three fixable findings on changed lines: one review with three suggestions; a re-run adds none', async () => {
    const repo = await threeFixable();
    const first = await run(repo);
    expect(sim!.violations).toEqual([]);
    const fixable = first.report!.findings.filter((f) => 'fix' in f);
    expect(fixable.map((f) => `${f.path}:${f.line}`).sort()).toEqual([
      '.forge/intents/audit.yaml:5',
      '.forge/intents/lockout.yaml:5',
      '.forge/intents/lockout.yaml:6',
      '.forge/intents/reset.yaml:5',
    ]);
    expect(sim!.countBy('pulls/create-review')).toBe(1);
    expect(repo.reviews).toHaveLength(1);
    expect(repo.reviews[0]).toMatchObject({
      state: 'COMMENTED',
      commitId: repo.pulls[1]!.head.sha,
      user: 'github-actions[bot]',
    });
    expect(repo.reviews[0]!.body).toMatch(/suggests 3 safe fixes on lines this pull request changed/);
    // audit.yaml's risk line is the base's: not the pull request's to fix.
    expect(repo.reviewComments.map((c) => [c.path, c.line, c.side]).sort()).toEqual([
      ['.forge/intents/lockout.yaml', 5, 'RIGHT'],
      ['.forge/intents/lockout.yaml', 6, 'RIGHT'],
      ['.forge/intents/reset.yaml', 5, 'RIGHT'],
    ]);
    const body = (path: string, line: number) =>
      repo.reviewComments.find((c) => c.path === path && c.line === line)!.body;
    expect(body('.forge/intents/lockout.yaml', 5)).toContain('```suggestion\nrisk: high\n```');
    expect(body('.forge/intents/lockout.yaml', 6)).toContain('```suggestion\nstatus: proposed\n```');
    expect(body('.forge/intents/reset.yaml', 5)).toMatch(
      /^<!-- handoff-gate:suggestion -->\n\*\*handoff-gate\*\* · `intent\/enum`: /,
    );
    expect(first.stdout).toMatch(/handoff-gate: 3 suggested changes posted in one review/);

    sim!.clearLog();
    const again = await run(repo);
    expect(again.status).toBe(1);
    expect(sim!.countBy('pulls/create-review')).toBe(0);
    expect(sim!.writes()).toEqual([]);
    expect(repo.reviewComments).toHaveLength(3);
  }, 120_000);

  it('a new commit: only the suggestion not already on the pull request is made', async () => {
    const repo = await threeFixable();
    await run(repo);
    commitFiles(repo, BRANCH, { '.forge/intents/extra.yaml': miscased().replace('title: Lockout', 'title: Extra') });
    repo.pulls[1]!.head.sha = repo.branches[BRANCH]!.sha;
    await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(repo.reviews).toHaveLength(2);
    const second = repo.reviewComments.filter((c) => c.reviewId === repo.reviews[1]!.id);
    expect(second.map((c) => [c.path, c.line])).toEqual([['.forge/intents/extra.yaml', 5]]);
  }, 120_000);

  it('the answer to the review is lost: it is found among the review comments, not posted again', async () => {
    const repo = await threeFixable();
    sim!.loseResponse({ operationId: 'pulls/create-review' }, { status: 'reset' });
    const r = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(sim!.countBy('pulls/create-review')).toBe(1);
    expect(repo.reviews).toHaveLength(1);
    expect(repo.reviewComments).toHaveLength(3);
    expect(warnings(r)).toEqual([]);
  }, 120_000);

  it('a review GitHub failed without making it (502): sent once more after a pause, made once', async () => {
    const repo = await threeFixable();
    sim!.fail({ operationId: 'pulls/create-review', status: 502, times: 1 });
    const r = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(sim!.requests.filter((q) => q.operationId === 'pulls/create-review').map((q) => q.status)).toEqual([
      502, 200,
    ]);
    expect(repo.reviews).toHaveLength(1);
    expect(repo.reviewComments).toHaveLength(3);
    expect(warnings(r)).toEqual([]);
  }, 120_000);

  it('past the cap of 50, a lost answer is still recognised: the 50 are not posted again, the rest wait for later runs', async () => {
    // 105: after the first 50 land, a plan made now holds 50 others, as many as were sent.
    const many = Object.fromEntries(
      Array.from({ length: 105 }, (_, i) => [
        `.forge/intents/fix-${String(i).padStart(3, '0')}.yaml`,
        miscased().replace('title: Lockout', `title: Item ${i}`),
      ]),
    );
    const repo = await setup(many);
    sim!.loseResponse({ operationId: 'pulls/create-review' }, { status: 502 });
    const r = await run(repo);
    expect(sim!.violations).toEqual([]);
    expect(sim!.countBy('pulls/create-review')).toBe(1);
    expect(repo.reviewComments).toHaveLength(50);
    expect(warnings(r)).toEqual([]);
    // The next runs make the 55 left, 50 and then 5.
    await run(repo);
    await run(repo);
    expect(repo.reviews).toHaveLength(3);
    expect(repo.reviewComments).toHaveLength(105);
    expect(new Set(repo.reviewComments.map((c) => `${c.path}:${c.line}`)).size).toBe(105);
  }, 120_000);

  it('`suggestions: false`: no review, and the review comments are not even read', async () => {
    const repo = await threeFixable();
    await run(repo, { inputs: { suggestions: 'false' } });
    expect(repo.reviews).toEqual([]);
    expect(sim!.countBy('pulls/list-review-comments')).toBe(0);
    expect(repo.checkRuns).toHaveLength(1);
  }, 60_000);
});
