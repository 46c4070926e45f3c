/**
 * Red team (see the README's Security model): faults never cost the verdict. Outputs, annotations, the job summary, the
 * JSON report and the exit status are written before any API write and are the same whatever
 * the writes meet: a 422, a burst of 502s, a revoked token (401), an API that never answers.
 * Each failed write is one warning; a run whose API never answers ends by itself.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onTheDiff, runAction, workspaceWith, type ActionRun } from '../helpers/action.js';
import { pullRequestEvent, workflowDispatchEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const CONFIG = '.github/handoff-gate.yml';
/** Short bounds, so that a run whose API never answers ends within the test's own timeout. */
const QUICK = 'api:\n  timeout-seconds: 2\n  deadline-seconds: 6\n';
/** Room for plugin-retry's back-offs (1, 4 and 9 s) and the writes' spacing. */
const ROOMY = 'api:\n  timeout-seconds: 5\n  deadline-seconds: 60\n';

const reviewer = `kind: reviewer
agent_id: reviewer:security
status: ok
severity: P0
artifacts:
  - path: docs/review.md
    type: review
findings:
  p0_issues:
    - id: SEC-001
      category: auth
      description: Reset tokens never expire
      location: src/reset.ts:12
      fix: Expire them after 30 minutes
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;
const intent = `title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: proposed\ncreated_at: 2025-03-01T09:00:00Z\n`;
const badEnvelope = reviewer
  .replace('kind: reviewer', 'kind: indexer')
  .replace('agent_id: reviewer:security', 'agent_id: reviewer:other')
  .replace(/severity: P0[\s\S]*?p1_issues/, 'severity: null\nartifacts: []\nfindings:\n  p0_issues: []\n  p1_issues');

const HEAD = {
  '.work/06_reviewer/security.yaml': reviewer,
  '.work/06_reviewer/other.yaml': badEnvelope,
  '.forge/intents/account-lockout.yaml': intent,
};
const base = (config: string) => ({
  'README.md': '# shop\n',
  'docs/review.md': '# review\n',
  'src/reset.ts': 'export {};\n',
  [CONFIG]: config,
});

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

interface Scenario {
  run: ActionRun;
  repo: SimRepo;
  sim: Simulator;
  headSha: string;
}

/** A pull request run against a fresh simulator; the checkout has the base commit in its history. */
async function pullRequest(
  options: {
    config?: string;
    token?: string;
    prepare?: (sim: Simulator) => void;
    githubPacing?: boolean;
    headFromGit?: boolean;
  } = {},
): Promise<Scenario> {
  const baseFiles = base(options.config ?? QUICK);
  const repo = repoState({
    files: baseFiles,
    branches: { 'agent/work': { files: HEAD } },
    pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  options.prepare?.(sim);
  const ws = workspaceWith({ ...baseFiles, ...HEAD }, { baseFiles });
  const pulled = pullRequestEvent(repo, 1, {
    pull: {
      base: { sha: ws.baseSha! },
      // Where GitHub cannot list the files, git's diff does: the head is then the checkout's commit, which git holds.
      ...(options.headFromGit && { head: { sha: ws.headSha! } }),
    },
  });
  const run = await runAction({
    apiUrl: sim.url,
    ...pulled,
    workspace: ws.dir,
    token: options.token ?? WRITE_TOKEN,
    repository: 'octo/repo',
    githubPacing: options.githubPacing === true,
  });
  return { run, repo, sim, headSha: pulled.payload.pull_request.head.sha };
}

/** Everything that carries the verdict, with what differs between two simulators (the commit sha in links, the temp folder) set aside. */
/** The job summary up to the inbox sync's account of its writes. */
const verdictPart = (summary: string) => summary.split('\n#### Inbox issues\n')[0]!;

function verdict({ run, headSha, repo }: Pick<Scenario, 'run' | 'headSha' | 'repo'>) {
  const { report: reportPath, ...outputs } = run.outputs;
  expect(reportPath).toMatch(/handoff-gate-report\.json$/);
  const same = (text: string) => text.replaceAll(headSha, '<head>');
  return {
    status: run.status,
    outputs,
    // On the diff whatever the faults: on the check run, or as workflow annotations where it failed
    // (both, when the check run was made but no answer said so).
    annotations: [...new Set(onTheDiff(run, repo.checkRuns))],
    failed: run.stdout.split('\n').filter((l) => l.startsWith('::error::')),
    // The verdict's part of the job summary: what an inbox sync wrote is appended after it, an account of the writes.
    summary: same(verdictPart(run.summary)),
    // Each scenario's repository has commits of its own: the pull request's shas are its, not the verdict's.
    report: run.report && {
      ...run.report,
      pullRequest: run.report.pullRequest && { ...run.report.pullRequest, headSha: '<head>', baseSha: '<base>' },
    },
    comment: same(run.comment ?? ''),
  };
}

const warnings = (run: ActionRun) => run.stdout.split('\n').filter((l) => l.startsWith('::warning::'));

let clean: ReturnType<typeof verdict>;
beforeAll(async () => {
  const baseline = await pullRequest();
  expect(baseline.sim.violations).toEqual([]);
  expect(warnings(baseline.run)).toEqual([]);
  expect(baseline.repo.issues[1]!.comments).toHaveLength(1);
  expect(baseline.repo.issues[1]!.labels).toEqual(['risk:high']);
  clean = verdict(baseline);
  expect(clean).toMatchObject({ status: 1, outputs: { result: 'veto', errors: '1', risk: 'high', inbox: '1' } });
  expect(clean.failed).toHaveLength(1);
  expect(clean.annotations.length).toBeGreaterThan(1);
  await sim!.close();
  sim = undefined;
}, 60_000);

describe('red team: faults never cost the verdict', () => {
  it('a 422 on the comment: the verdict as without it, one warning, and the label still goes on', async () => {
    const s = await pullRequest({
      prepare: (sim) =>
        sim.fail({
          operationId: 'issues/create-comment',
          status: 422,
          body: { message: 'Validation Failed', errors: [{ code: 'custom', message: 'Body is too long' }] },
        }),
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run)).toHaveLength(1);
    expect(warnings(s.run)[0]).toMatch(
      /did not write the report comment: GitHub answered 422\. The verdict, outputs, annotations and job summary stand\./,
    );
    // Recognised by status alone: GitHub's message is not echoed.
    expect(warnings(s.run)[0]).not.toMatch(/too long|Validation/);
    expect(s.repo.issues[1]!.comments).toEqual([]);
    expect(s.repo.issues[1]!.labels).toEqual(['risk:high']);
    expect(s.sim.violations).toEqual([]);
  }, 60_000);

  it('a 422 on the label: the comment still goes out', async () => {
    const s = await pullRequest({
      prepare: (sim) => sim.fail({ operationId: 'issues/add-labels', status: 422, times: 5 }),
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run)).toEqual([expect.stringMatching(/did not write the risk label: GitHub answered 422/)]);
    expect(s.repo.issues[1]!.comments).toHaveLength(1);
    expect(s.sim.violations).toEqual([]);
  }, 60_000);

  it('a 502 on the comment, and a burst of 502s on the label that the retries outlast: no warning, both written', async () => {
    const s = await pullRequest({
      config: ROOMY,
      prepare: (sim) => {
        sim.fail({ operationId: 'issues/create-comment', status: 502, times: 1 });
        sim.fail({ operationId: 'issues/add-labels', status: 502, times: 2 });
      },
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run)).toEqual([]);
    expect(s.repo.issues[1]!.comments).toHaveLength(1);
    // A comment is created once: after a 5xx it is looked for (it may have landed), then sent once more.
    expect(s.sim.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual([
      502, 201,
    ]);
    // Adding a label is idempotent: plugin-retry retries it.
    expect(s.sim.requests.filter((r) => r.operationId === 'issues/add-labels').map((r) => r.status)).toEqual([
      502, 502, 200,
    ]);
    expect(s.repo.issues[1]!.labels).toEqual(['risk:high']);
  }, 60_000);

  it('502s past the retries on both writes: one warning for each, the verdict as without them', async () => {
    const s = await pullRequest({
      config: ROOMY,
      prepare: (sim) => {
        sim.fail({ operationId: 'issues/create-comment', status: 502, times: 10 });
        sim.fail({ operationId: 'issues/add-labels', status: 502, times: 10 });
      },
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run).sort()).toEqual([
      expect.stringMatching(/did not write the report comment: GitHub answered 502/),
      expect.stringMatching(/did not write the risk label: GitHub answered 502/),
    ]);
    // The comment: sent and looked for, four times. The label: plugin-retry's three retries, then it gave up.
    expect(s.sim.countBy('issues/create-comment')).toBe(4);
    expect(s.sim.countBy('issues/add-labels')).toBe(4);
    expect(s.repo.issues[1]!.comments).toEqual([]);
    expect(s.sim.violations).toEqual([]);
  }, 90_000);

  it('a burst of three 502s on the comment: it lands on the fourth attempt, exactly once', async () => {
    const s = await pullRequest({
      config: ROOMY,
      prepare: (sim) => sim.fail({ operationId: 'issues/create-comment', status: 502, times: 3 }),
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run)).toEqual([]);
    expect(s.sim.countBy('issues/create-comment')).toBe(4);
    expect(s.repo.issues[1]!.comments).toHaveLength(1);
    expect(s.sim.violations).toEqual([]);
  }, 90_000);

  it('502s whose retries would pass the deadline: the deadline cuts them, one warning for each write', async () => {
    const s = await pullRequest({
      // Retries waited out as against GitHub (1, 4, 9 s): the deadline is what cuts them.
      githubPacing: true,
      prepare: (sim) => {
        sim.fail({ operationId: 'issues/create-comment', status: 502, times: 10 });
        sim.fail({ operationId: 'issues/add-labels', status: 502, times: 10 });
      },
    });
    expect(verdict(s)).toEqual(clean);
    expect(warnings(s.run).sort()).toEqual([
      // The comment's own attempts (each after looking for it) wait out the same back-off: the deadline cuts both.
      expect.stringMatching(/did not write the report comment: the run's 6 s for GitHub API work ran out/),
      expect.stringMatching(/did not write the risk label: the run's 6 s for GitHub API work ran out/),
    ]);
    // Fewer attempts than the four either would make: the waits count against the deadline.
    expect(s.sim.countBy('issues/add-labels')).toBeLessThan(4);
    expect(s.sim.countBy('issues/create-comment')).toBeLessThan(4);
    expect(s.sim.violations).toEqual([]);
  }, 60_000);

  it('a rate limit that asks for a wait past the deadline: given up at once, one warning for the write', async () => {
    const s = await pullRequest({
      prepare: (sim) =>
        sim.fail({
          operationId: 'issues/create-comment',
          status: 403,
          times: 5,
          headers: { 'retry-after': '600' },
          body: { message: 'You have exceeded a secondary rate limit.' },
        }),
    });
    expect(verdict(s)).toEqual(clean);
    const w = warnings(s.run);
    expect(
      w.filter((l) =>
        /secondary rate limit was reached by POST .*; giving up: waiting 600 s would pass the run's deadline for API work\./.test(
          l,
        ),
      ),
    ).toHaveLength(1);
    expect(w.filter((l) => /did not write the report comment: GitHub answered 403/.test(l))).toHaveLength(1);
    expect(w).toHaveLength(2);
    expect(s.sim.countBy('issues/create-comment')).toBe(1);
    expect(s.repo.issues[1]!.labels).toEqual(['risk:high']);
  }, 60_000);

  it('a revoked token (401 on everything): the files from git, the verdict as ever, one warning per write', async () => {
    const s = await pullRequest({ token: 'ghs_revokedToken000000000000000000000000', headFromGit: true });
    expect(verdict(s)).toEqual(clean);
    const w = warnings(s.run);
    expect(
      w.filter((l) => /did not write the report comment: GitHub answered 401: the token is not valid/.test(l)),
    ).toHaveLength(1);
    expect(w.filter((l) => /did not write the risk label: GitHub answered 401/.test(l))).toHaveLength(1);
    expect(w.filter((l) => /could not list the changed files \(GitHub answered 401/.test(l))).toHaveLength(1);
    expect(w.filter((l) => /did not write the check run: GitHub answered 401/.test(l))).toHaveLength(1);
    expect(w).toHaveLength(4);
    expect(s.run.stdout).toMatch(/3 files changed from [0-9a-f]{7} to [0-9a-f]{7}, from git/);
    expect(s.sim.requests.every((r) => r.status === 401)).toBe(true);
    expect(s.run.stdout + s.run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('an API that never answers: each request times out, the run ends by itself with its verdict', async () => {
    const s = await pullRequest({ prepare: (sim) => sim.delay({ ms: 120_000 }), headFromGit: true });
    expect(verdict(s)).toEqual(clean);
    const w = warnings(s.run);
    expect(
      w.filter((l) => /could not list the changed files \(GitHub did not answer within 2 s\)/.test(l)),
    ).toHaveLength(1);
    expect(w.filter((l) => /did not write the report comment: GitHub did not answer within 2 s/.test(l))).toHaveLength(
      1,
    );
    expect(w.filter((l) => /did not write the risk label: GitHub did not answer within 2 s/.test(l))).toHaveLength(1);
    expect(
      w.filter((l) =>
        /did not write the check run: (GitHub did not answer within 2 s|the run.s \d+ s for GitHub API work ran out)/.test(
          l,
        ),
      ),
    ).toHaveLength(1);
    expect(w).toHaveLength(4);
    // The comment and the label were not even tried: the reads they wait on never came back. The
    // check run needs none; it was sent once, and the read that would have found it timed out too.
    expect(s.sim.writes().map((r) => r.operationId)).toEqual(['checks/create']);
  }, 60_000);

  it('writes that never answer (reads do): each times out, and the comment that landed is recognised', async () => {
    const s = await pullRequest({ prepare: (sim) => sim.delay({ method: 'POST', ms: 120_000 }) });
    expect(verdict(s)).toEqual(clean);
    // The label may have landed too, but nothing tells: one warning.
    expect(warnings(s.run)).toEqual([
      expect.stringMatching(/did not write the risk label: GitHub did not answer within 2 s/),
    ]);
    // Each was sent once: a request that got no answer is not retried. The comment was made (the
    // simulator holds only the answer), and the read that looks for it found it.
    expect(s.sim.countBy('issues/create-comment')).toBe(1);
    expect(s.repo.issues[1]!.comments).toHaveLength(1);
    expect(s.sim.countBy('issues/add-labels')).toBe(1);
  }, 60_000);

  it('an API that never answers, with a deadline shorter than a request timeout: the deadline ends the run', async () => {
    const s = await pullRequest({
      config: 'api:\n  timeout-seconds: 600\n  deadline-seconds: 3\n',
      prepare: (sim) => sim.delay({ ms: 120_000 }),
      headFromGit: true,
    });
    expect(verdict(s)).toEqual(clean);
    const w = warnings(s.run);
    expect(
      w.filter((l) => /could not list the changed files \(the run's 3 s for GitHub API work ran out\)/.test(l)),
    ).toHaveLength(1);
    expect(
      w.filter((l) => /did not write the report comment: the run's 3 s for GitHub API work ran out/.test(l)),
    ).toHaveLength(1);
    expect(
      w.filter((l) => /did not write the risk label: the run's 3 s for GitHub API work ran out/.test(l)),
    ).toHaveLength(1);
  }, 60_000);

  it('an inbox sync that fails: the verdict and the inbox output stand, and the step fails for the sync too', async () => {
    const files = {
      'README.md': '# shop\n',
      [CONFIG]: QUICK,
      '.forge/intents/account-lockout.yaml': intent,
      '.work/06_reviewer/other.yaml': badEnvelope,
    };
    const dispatch = async (token: string) => {
      const repo = repoState({ files });
      sim = await startSimulator(simState({ repos: [repo] }));
      const ws = workspaceWith(files);
      const run = await runAction({
        apiUrl: sim.url,
        ...workflowDispatchEvent(),
        workspace: ws.dir,
        token,
        repository: 'octo/repo',
        sha: repo.branches.main!.sha,
      });
      const result = { run, repo, sim, headSha: repo.branches.main!.sha };
      const v = verdict(result);
      await sim.close();
      sim = undefined;
      return { ...result, v };
    };
    const ok = await dispatch(WRITE_TOKEN);
    expect(ok.v).toMatchObject({ status: 1, outputs: { result: 'pass', errors: '1', inbox: '1' } });
    expect(Object.values(ok.repo.issues)).toHaveLength(1);
    const revoked = await dispatch('ghs_revokedToken000000000000000000000000');
    const { failed: okFailed, ...okVerdict } = ok.v;
    const { failed: revokedFailed, ...revokedVerdict } = revoked.v;
    expect(revokedVerdict).toEqual(okVerdict);
    // The verdict's failure line, then the sync's: on a dispatch nobody reads a warning.
    expect(revokedFailed).toEqual([
      ...okFailed,
      expect.stringMatching(/^::error::handoff-gate: the inbox issues are not in line with the repository/),
    ]);
    expect(warnings(revoked.run)).toEqual([
      expect.stringMatching(
        /did not write the inbox issues \(some may be out of date until the next run\): GitHub answered 401/,
      ),
    ]);
    // The summary then says what the sync wrote: the issue it opened, or that it wrote none.
    expect(ok.run.summary).toMatch(
      /\n#### Inbox issues\n\nThis run opened 1 of the repository's inbox issues[^\n]*\n\n\*\*Opened \(1\)\*\*\n\n- \[#1\]\(/,
    );
    expect(revoked.run.summary).toContain(
      "\n#### Inbox issues\n\nThis run wrote no inbox issue: none was written before the sync stopped (the repository's inbox holds 1 item waiting for a human).",
    );
    expect(revoked.sim.violations).toEqual([]);
  }, 60_000);

  it('thousands of P0s: the comment still fits GitHub (the verdict, the count and a pointer stay), and the summary points to the JSON report', async () => {
    const description = (i: number) => `認証トークン ${i} が失効しない 🔐 ${'ü'.repeat(120)} ${'𝕏'.repeat(60)}`;
    const review = (n: number) =>
      reviewer
        .replace(
          /p0_issues:[\s\S]*?p1_issues/,
          `p0_issues:\n${Array.from({ length: 1_000 }, (_, i) => `    - id: P0-${n}-${i}\n      category: auth\n      description: "${description(i)}"\n      location: src/reset.ts:${i + 1}\n      fix: Expire them\n`).join('')}  p1_issues`,
        )
        .replace('agent_id: reviewer:security', `agent_id: reviewer:r${n}`);
    const files = {
      '.work/06_reviewer/r1.yaml': review(1),
      '.work/06_reviewer/r2.yaml': review(2),
      '.work/06_reviewer/r3.yaml': review(3),
    };
    const repo = repoState({
      files: base(ROOMY),
      branches: { 'agent/work': { files } },
      pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const ws = workspaceWith({ ...base(ROOMY), ...files }, { baseFiles: base(ROOMY) });
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1, { pull: { base: { sha: ws.baseSha! } } }),
      workspace: ws.dir,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { label: 'false' },
    });
    expect(sim.violations).toEqual([]);
    expect(warnings(run)).toEqual([]);
    expect(run.outputs.result).toBe('veto');
    expect(run.report!.gate.p0).toBe(3_000);
    const comments = repo.issues[1]!.comments;
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect([...body].length).toBeLessThanOrEqual(65_536);
    // The title says the step fails, with every P0 counted; the next line, what would make it pass.
    expect(body).toMatch(/^### ❌ Fails — P0 3000 /m);
    expect(body).toMatch(/^\*\*To pass:\*\* .*resolve P0 `[^`]+` at [^\n]* and 2,?999 more P0s/m);
    const shown = body.split('\n').filter((l) => l.startsWith('| 🔴 P0')).length;
    expect(shown).toBeGreaterThan(0);
    expect(body).toContain(`_…and ${3_000 - shown} more P0 findings not shown: the job summary lists every one._`);
    expect(run.summary).toMatch(/^### ❌ Fails — P0 3000 /m);
    expect(run.summary.split('\n').filter((l) => l.startsWith('| 🔴 P0')).length).toBeGreaterThan(shown);
    // The summary has its own limit (1 MiB): what it cannot hold, the JSON report does.
    expect(run.summary).toMatch(
      /more P0 findings not shown: the JSON report \(the step's `report` output\) lists every one\._/,
    );
    expect(run.report!.gate.items.filter((i) => i.priority === 'P0')).toHaveLength(3_000);
  }, 90_000);
});
