import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionOptions } from './helpers/action.js';
import { checkout } from './helpers/pull-request.js';
import { pullRequestEvent, pushEvent, workflowDispatchEvent } from './helpers/events.js';
import {
  addIssue,
  commitFiles,
  READ_TOKEN,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimRepo,
} from './sim/index.js';

const REPO = 'octo/repo';
const MARKER = '<!-- handoff-gate:report -->';

const intent = (risk: string, status = 'proposed', extra = '') =>
  `title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n${extra}`;
const reviewer = (p0: number) => `kind: reviewer
agent_id: reviewer:security
status: ok
severity: ${p0 ? 'P0' : 'null'}
artifacts:
  - path: docs/review.md
    type: review
findings:
  p0_issues:${p0 ? `\n    - id: SEC-001\n      category: auth\n      description: Reset tokens never expire @octocat <b>now</b>\n      location: src/reset.ts:12\n      fix: Expire them after 30 minutes` : ' []'}
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;

const BASE_FILES = { 'README.md': '# shop\n', 'docs/review.md': '# review\n', 'src/reset.ts': 'export {};\n' };

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function setup(
  headFiles: Record<string, string | null>,
  options: { body?: string; labels?: string[]; baseFiles?: Record<string, string> } = {},
) {
  const repo = repoState({
    files: { ...BASE_FILES, ...options.baseFiles },
    labels: options.labels,
    branches: { 'forge/account-lockout': { files: headFiles } },
    pulls: [
      {
        head: 'forge/account-lockout',
        title: 'Account lockout',
        body: options.body ?? 'Adds the lockout.',
        labels: options.labels,
      },
    ],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

function prRun(repo: SimRepo, extra: Partial<ActionOptions> = {}) {
  return runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, 'forge/account-lockout'),
    token: WRITE_TOKEN,
    repository: REPO,
    ...extra,
  });
}

const comments = (repo: SimRepo) => repo.issues[1]!.comments;
const labels = (repo: SimRepo) => repo.issues[1]!.labels;

describe('the action on a pull request', () => {
  it('first run: comment, label, annotations, summary, outputs and exit status', async () => {
    const repo = await setup({
      '.forge/intents/account-lockout.yaml': intent('high'),
      '.work/06_reviewer/security.yaml': reviewer(1),
    });
    const run = await prRun(repo);
    expect(sim!.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/::error::handoff-gate: gate veto \(1 P0\)/);
    expect(run.outputs).toMatchObject({ result: 'veto', errors: '0', risk: 'high', inbox: '1' });
    expect(run.report?.gate).toMatchObject({ result: 'veto', p0: 1 });
    // Every finding is on the check run, the P0 first; none is repeated as a workflow annotation.
    expect(repo.checkRuns).toHaveLength(1);
    expect(repo.checkRuns[0]).toMatchObject({
      name: 'handoff-gate',
      headSha: repo.pulls[1]!.head.sha,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(repo.checkRuns[0]!.annotations[0]).toMatchObject({
      path: '.work/06_reviewer/security.yaml',
      level: 'failure',
      title: 'P0 SEC-001 (auth)',
    });
    expect(run.annotations).toEqual([]);
    expect(run.summary).toMatch(/^### ❌ Fails — P0 1 · /m);
    expect(run.summary).toContain('**To pass:** resolve P0 `SEC-001` at ');
    expect(comments(repo)).toHaveLength(1);
    const body = comments(repo)[0]!.body;
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('SEC-001');
    expect(body).toContain('```mermaid');
    expect(body).not.toMatch(/@octocat/);
    expect(body).not.toContain('<b>');
    expect(body).toContain('https://github.com/octo/repo/blob/');
    expect(labels(repo)).toEqual(['risk:high']);
    expect(repo.labels.find((l) => l.name === 'risk:high')).toMatchObject({ color: 'b60205' });
    expect(sim!.countBy('issues/set-labels')).toBe(0);
    expect(sim!.requests.some((r) => r.path === '/user')).toBe(false);
  });

  it('a re-run with nothing changed makes no write; a changed file updates the same comment and makes a check run', async () => {
    const repo = await setup({ '.forge/intents/account-lockout.yaml': intent('med') });
    await prRun(repo);
    const first = comments(repo)[0]!;
    sim!.clearLog();
    const again = await prRun(repo);
    expect(again.status).toBe(0);
    // The check run on the commit already says what this run's would.
    expect(sim!.writes()).toEqual([]);
    expect(again.stdout).toMatch(/check run handoff-gate on [0-9a-f]{7} unchanged/);
    commitFiles(repo, 'forge/account-lockout', {
      '.forge/intents/account-lockout.yaml': intent('med', 'proposed', 'parent: nowhere\n'),
    });
    repo.pulls[1]!.head.sha = repo.branches['forge/account-lockout']!.sha;
    sim!.clearLog();
    const changed = await prRun(repo);
    expect(changed.status).toBe(1);
    expect(comments(repo)).toHaveLength(1);
    expect(comments(repo)[0]!.id).toBe(first.id);
    expect(comments(repo)[0]!.body).toContain('intent/parent-not-found');
    expect(
      sim!
        .writes()
        .map((w) => w.operationId)
        .sort(),
    ).toEqual(['checks/create', 'issues/update-comment']);
    expect(sim!.violations).toEqual([]);
  });

  it("a risk change swaps our label and keeps a human's", async () => {
    const repo = await setup(
      { '.forge/intents/account-lockout.yaml': intent('low') },
      { labels: ['needs-design', 'risk:high'] },
    );
    await prRun(repo);
    expect(labels(repo).sort()).toEqual(['needs-design', 'risk:low']);
    const writes = sim!.writes().map((w) => `${w.method} ${decodeURIComponent(w.path)}`);
    expect(writes).toContain('DELETE /repos/octo/repo/issues/1/labels/risk:high');
    expect(writes).not.toContainEqual(expect.stringContaining('needs-design'));
    expect(sim!.countBy('issues/set-labels')).toBe(0);
  });

  it('names the intents the description or branch references in the risk', async () => {
    const repo = await setup(
      { 'src/lockout.ts': 'export {};\n' },
      { baseFiles: { '.forge/intents/account-lockout.yaml': intent('high', 'approved') } },
    );
    const run = await prRun(repo);
    expect(run.outputs.risk).toBe('high');
    expect(run.report?.riskReasons).toEqual(['intent account-lockout is high risk (named by the pull request)']);
  });

  it('shows the inbox items the pull request adds and resolves', async () => {
    const repo = await setup(
      {
        '.forge/intents/account-lockout.yaml': intent('high', 'approved'),
        '.forge/intents/rate-limit.yaml': null,
        '.forge/intents/audit-log.yaml': intent('med', 'proposed', 'parent: account-lockout\n'),
      },
      {
        baseFiles: {
          '.forge/intents/account-lockout.yaml': intent('high'),
          '.forge/intents/rate-limit.yaml': intent('med'),
        },
      },
    );
    const run = await prRun(repo, { inputs: { label: 'false' } });
    // Deleting an intent that waits for approval is a decision outside the inbox: an error on the
    // deleted file's `status` line at the base revision.
    expect(run.status).toBe(1);
    expect(run.report?.findings.filter((f) => f.severity === 'error')).toMatchObject([
      { path: '.forge/intents/rate-limit.yaml', ruleId: 'intent/deleted-outside-inbox' },
    ]);
    const body = comments(repo)[0]!.body;
    // Neither left by a decision taken in the inbox: one approved by editing it, one deleted.
    expect(body).toMatch(/2 inbox items left without a decision/);
    expect(body).toContain('⚠️ **decided outside the inbox** (`intent/decided-outside-inbox`)');
    expect(body).toContain('⚠️ **file deleted**');
    expect(body).not.toMatch(/items? resolved/);
    expect(body).toContain('intent/account-lockout');
    expect(body).toContain('intent/rate-limit');
    expect(body).toContain('intent/audit-log');
    expect(run.report?.inbox.map((i) => i.key)).toEqual(['intent/audit-log']);
  });

  it('a read-only token: annotations, summary, outputs and status as usual, plus one warning', async () => {
    const repo = await setup({
      '.forge/intents/account-lockout.yaml': intent('high'),
      '.work/06_reviewer/security.yaml': reviewer(1),
    });
    const run = await prRun(repo, { token: READ_TOKEN });
    expect(run.status).toBe(1);
    expect(run.outputs.result).toBe('veto');
    expect(run.summary).toMatch(/^### ❌ Fails — P0 1 · /m);
    expect(run.summary).toContain('**To pass:** resolve P0 `SEC-001` at ');
    expect(run.annotations.length).toBeGreaterThan(0);
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/pull-requests: write and issues: write/);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
    expect(comments(repo)).toEqual([]);
    expect(sim!.violations).toEqual([]);
  });

  it('retries a 502 and a secondary rate limit to success', async () => {
    const repo = await setup({ '.forge/intents/account-lockout.yaml': intent('med') });
    sim!.fail({ operationId: 'pulls/list-files', times: 1, status: 502, body: { message: 'Bad Gateway' } });
    sim!.fail({
      operationId: 'issues/create-comment',
      times: 1,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    const run = await prRun(repo);
    expect(run.status).toBe(0);
    expect(comments(repo)).toHaveLength(1);
    expect(sim!.requests.filter((r) => r.operationId === 'pulls/list-files').map((r) => r.status)).toEqual([502, 200]);
    expect(sim!.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual([
      403, 201,
    ]);
    expect(run.stdout).toMatch(/secondary rate limit/);
  }, 60_000);

  it('leaves alone a comment with our marker written by someone else', async () => {
    const repo = await setup({ '.forge/intents/account-lockout.yaml': intent('low') });
    repo.issues[1]!.comments.push({
      id: 9001,
      body: `${MARKER}\nforged`,
      user: 'mallory',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      reactions: [],
    });
    await prRun(repo);
    expect(comments(repo).map((c) => [c.user, c.body.slice(MARKER.length + 1, MARKER.length + 7)])).toEqual([
      ['mallory', 'forged'],
      ['github-actions[bot]', expect.any(String)],
    ]);
  });

  it('reads 250 changed files through pagination', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [
        `shared/tasks/frontend/2025010${1 + (i % 9)}-${String(i).padStart(3, '0')}-task.md`,
        `---\nid: 2025010${1 + (i % 9)}-${String(i).padStart(3, '0')}-task\nfrom: pm\nto: frontend\ntype: task\npriority: low\nstatus: pending\ncreated_at: 2025-01-01T00:00:00Z\n---\n# Task\n\n## 説明\nx\n## 完了条件\nx\n## 技術要件\nx\n## 依存関係\nx\n## 参考資料\nx\n## 備考\nx\n`,
      ]),
    );
    const repo = await setup(files);
    const run = await prRun(repo, { inputs: { comment: 'false', label: 'false' } });
    expect(run.status).toBe(0);
    expect(run.report?.files).toHaveLength(250);
    expect(sim!.requests.filter((r) => r.operationId === 'pulls/list-files')).toHaveLength(3);
    expect(sim!.writes().map((w) => w.operationId)).toEqual(['checks/create']);
  });

  it('a report too large for one comment is folded and cut, never the verdict or a P0', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [
        `.forge/intents/bulk-${i}.yaml`,
        `title: Bulk ${i} ${'x'.repeat(150)}\nbody: b\nsource: human\nrisk: medium\nstatus: proposed\n`,
      ]),
    );
    const repo = await setup({ ...many, '.work/06_reviewer/security.yaml': reviewer(1) });
    const run = await prRun(repo);
    const body = comments(repo)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/^### ❌ Fails — P0 1 · /m);
    expect(body).toMatch(/^\*\*To pass:\*\* .*resolve P0 `SEC-001` at /m);
    expect(body).toContain('SEC-001');
    expect(body).toMatch(/job summary/);
    expect(run.summary.length).toBeGreaterThan(body.length);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('two concurrent runs leave one comment', async () => {
    const repo = await setup({ '.forge/intents/account-lockout.yaml': intent('low') });
    // The read right before writing is held, so that usually both runs see no comment and create one
    // each; however the two interleave, one comment must be left, the oldest.
    sim!.delay({ operationId: 'pulls/get', ms: 300 });
    sim!.delay({ operationId: 'issues/list-comments', ms: 300 });
    await Promise.all([prRun(repo, { inputs: { label: 'false' } }), prRun(repo, { inputs: { label: 'false' } })]);
    const created = sim!.countBy('issues/create-comment');
    expect(created).toBeGreaterThanOrEqual(1);
    expect(created).toBeLessThanOrEqual(2);
    expect(comments(repo)).toHaveLength(1);
    // Every comment created beyond the one kept was deleted.
    expect(
      new Set(sim!.requests.filter((r) => r.operationId === 'issues/delete-comment').map((r) => r.params.comment_id))
        .size,
    ).toBe(created - 1);
    const deleted = sim!.requests
      .filter((r) => r.operationId === 'issues/delete-comment')
      .map((r) => Number(r.params.comment_id));
    for (const id of deleted) expect(comments(repo)[0]!.id).toBeLessThan(id);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('dry-run logs the writes instead of making them', async () => {
    const repo = await setup({ '.forge/intents/account-lockout.yaml': intent('high') });
    const run = await prRun(repo, { inputs: { 'dry-run': 'true' } });
    expect(sim!.writes()).toEqual([]);
    expect(run.stdout).toMatch(/\[dry-run\] would create a comment on #1/);
    expect(run.stdout).toMatch(/\[dry-run\] would add label "risk:high" to #1/);
  });

  it('an invalid config file is a finding on its line, and the run goes on', async () => {
    const repo = await setup({
      '.forge/intents/account-lockout.yaml': intent('low'),
      '.github/handoff-gate.yml': 'labels:\n  risk-prefix: 7\nrules:\n  intent/cycel: off\n',
    });
    // A token without `checks: write`, so that the findings are workflow annotations.
    sim!.state.tokens[WRITE_TOKEN]!.denied = ['checks'];
    const run = await prRun(repo, { inputs: { comment: 'false' } });
    expect(run.report?.findings).toContainEqual(
      expect.objectContaining({ path: '.github/handoff-gate.yml', line: 2, ruleId: 'config/invalid' }),
    );
    // The report names each rule its findings cite, as the CLI's does: the engine's come from no spec.
    expect(run.report?.rules.map((r) => r.id)).toEqual([...new Set(run.report?.findings.map((f) => f.ruleId))]);
    expect(run.report?.rules).toContainEqual(
      expect.objectContaining({ id: 'config/invalid', severity: 'error', spec: null, section: null }),
    );
    expect(labels(repo)).toEqual(['risk:low']);
    // Annotated at their lines, and written to the log as well (annotations are capped per level).
    expect(run.annotations).toContainEqual(
      expect.stringMatching(/^::error title=config\/invalid,file=\.github\/handoff-gate\.yml,line=2,col=16::/),
    );
    expect(run.annotations).toContainEqual(
      expect.stringMatching(
        /^::warning title=config\/unknown-key,file=\.github\/handoff-gate\.yml,line=4,col=3::Unknown rule id `intent\/cycel`.*Did you mean `intent\/cycle`\?/,
      ),
    );
    expect(run.stdout).toMatch(/^handoff-gate: \.github\/handoff-gate\.yml:2:16: error /m);
    expect(run.stdout).toMatch(/^handoff-gate: \.github\/handoff-gate\.yml:4:3: warning Unknown rule id/m);
  });
});

describe('the action on other events', () => {
  it('push with an all-zero before checks every handoff file', async () => {
    const repo = repoState({
      files: {
        ...BASE_FILES,
        '.forge/intents/a.yaml': intent('low', 'approved'),
        '.forge/intents/b.yaml': intent('banana', 'approved'),
      },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ after: repo.branches.main!.sha }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
      inputs: { inbox: 'false' },
    });
    expect(run.stdout).toMatch(/no previous commit/);
    expect(run.report?.files.map((f) => f.path)).toEqual(['.forge/intents/a.yaml', '.forge/intents/b.yaml']);
    expect(run.status).toBe(1);
    // No request: a push's findings are workflow annotations (the check run is a pull request's).
    expect(sim.requests).toEqual([]);
    expect(run.annotations).toHaveLength(1);
  });

  it('push with a comparable before checks the pushed files only', async () => {
    const repo = repoState({
      files: {
        ...BASE_FILES,
        '.forge/intents/a.yaml': intent('low', 'approved'),
        '.forge/intents/b.yaml': intent('banana', 'approved'),
      },
    });
    const before = repo.branches.main!.sha;
    commitFiles(repo, 'main', { '.forge/intents/a.yaml': intent('low', 'executing') });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ before, after: repo.branches.main!.sha }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
    });
    expect(run.report?.files.map((f) => f.path)).toEqual(['.forge/intents/a.yaml']);
    expect(run.status).toBe(0);
    expect(sim.violations).toEqual([]);
  });

  it('workflow_dispatch checks everything; an unhandled event is a notice', async () => {
    const repo = repoState({ files: { ...BASE_FILES, '.forge/intents/a.yaml': intent('low', 'approved') } });
    sim = await startSimulator(simState({ repos: [repo] }));
    const dispatch = await runAction({
      apiUrl: sim.url,
      ...workflowDispatchEvent(),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
    });
    expect(dispatch.status).toBe(0);
    expect(dispatch.outputs).toMatchObject({ result: 'pass', risk: 'low' });
    const other = await runAction({
      apiUrl: sim.url,
      event: 'release',
      payload: {},
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
    });
    expect(other.status).toBe(0);
    expect(other.stdout).toMatch(/^::notice::handoff-gate has nothing to do on release events/m);
  });

  it('never prints the token', async () => {
    const repo = repoState({ files: BASE_FILES, issues: [] });
    addIssue(repo, { title: 'x' });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      event: 'pull_request',
      payload: {},
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
    });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(WRITE_TOKEN);
    expect(run.stdout).toMatch(/::error::handoff-gate: The pull_request event payload has no pull request number/);
  });
});
