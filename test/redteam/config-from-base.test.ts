/**
 * Red team (see the README's Security model): a pull request never weakens its own gate. Its config change is checked (its
 * problems on their lines, plus a notice that it takes effect once merged) while the base
 * commit's config judges it: from git when the checkout has the base commit, else through the
 * contents API at the base sha.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { onTheDiff, runAction, workspaceWith, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent, pushEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const CONFIG = '.github/handoff-gate.yml';
const BAD = '.work/06_reviewer/security.yaml';
const INTENT = '.forge/intents/account-lockout.yaml';

/** An envelope whose `kind` only a widened enum accepts: `envelope/enum`, an error by default. */
const envelope = `kind: indexer
agent_id: reviewer:security
status: ok
severity: null
artifacts: []
findings:
  p0_issues: []
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;
const intent = `title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: proposed\ncreated_at: 2025-03-01T09:00:00Z\n`;

const BASE_CONFIG = `# The team's gate.
rules:
  envelope/enum: error
approvers:
  permission: maintain
`;

/** Each head config weakens the gate one way, and has a problem of its own on line 2 (an unknown setting: a warning). */
const WEAKENINGS: Record<string, string> = {
  'turns the rule off': `# Quieter.\nrule: {}\nrules:\n  envelope/enum: off\n`,
  'ignores its own file': `# Skip agent output.\nignored: []\nignore:\n  - ".work/**"\n`,
  'moves the envelope paths away': `# Elsewhere.\npath: {}\npaths:\n  envelope: ["somewhere-else/**/*.yaml"]\n`,
  'widens the enum to accept its value': `# Our own kinds.\nenum: {}\nenums:\n  envelope/kind: [indexer]\n`,
  'names its author an approver and renames the risk labels': `# New owners.\nlabel: {}\nlabels:\n  risk-prefix: "lgtm:"\napprovers:\n  users: [mallory]\n  permission: triage\n`,
};

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const BASE_FILES = { 'README.md': '# shop\n', [CONFIG]: BASE_CONFIG };

async function setup(headConfig: string | null) {
  const head = { [BAD]: envelope, [INTENT]: intent, [CONFIG]: headConfig };
  const repo = repoState({
    files: BASE_FILES,
    branches: { 'agent/work': { files: head } },
    pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

type Mode = 'git' | 'api';

/** The pull request's run: with the base commit in the checkout's history (`git`), or without it (`api`). */
async function run(
  repo: SimRepo,
  mode: Mode,
  name: 'pull_request' | 'pull_request_target' = 'pull_request',
  inputs: Record<string, string> = { comment: 'false', label: 'false' },
): Promise<ActionRun> {
  let baseSha: string | undefined;
  let workspace: string;
  if (mode === 'git') {
    const headFiles = Object.fromEntries(
      Object.entries(repo.branches['agent/work']!.files).map(([path, content]) => [path, String(content)]),
    );
    const ws = workspaceWith(headFiles, { baseFiles: BASE_FILES });
    workspace = ws.dir;
    baseSha = ws.baseSha!;
  } else {
    workspace = checkout(repo, 'agent/work');
  }
  return runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1, { name, pull: baseSha === undefined ? {} : { base: { sha: baseSha } } }),
    workspace,
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs,
  });
}

/** The check runs the runs so far made (on the diff with the workflow annotations). */
const checkRuns = () => Object.values(sim!.state.repos).flatMap((r) => r.checkRuns);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The requests for the config file through the contents API, with the ref each asked for (the diff-aware rules' base read asks too). */
const configReads = () =>
  sim!.requests
    .filter((r) => r.operationId === 'repos/get-content' && r.params.path === CONFIG)
    .map((r) => r.query.ref);

function expectJudgedByBase(run: ActionRun) {
  expect(sim!.violations).toEqual([]);
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/::error::handoff-gate: 1 error/);
  expect(run.outputs.errors).toBe('1');
  const findings = run.report!.findings;
  expect(findings.filter((f) => f.severity === 'error').map((f) => [f.path, f.ruleId])).toEqual([
    [BAD, 'envelope/enum'],
  ]);
  expect(onTheDiff(run, checkRuns())).toContainEqual(
    expect.stringMatching(new RegExp(`^error ${escapeRegExp(BAD)}:1 `)),
  );
  expect(run.report!.files.map((f) => f.path)).toContain(BAD);
}

function expectHeadConfigChecked(run: ActionRun, problemLine: number) {
  const onConfig = run.report!.findings.filter((f) => f.path === CONFIG);
  // The head's own problem, on its line: the pull request's version of the config is checked.
  expect(onConfig.find((f) => f.ruleId === 'config/unknown-key')).toMatchObject({
    line: problemLine,
    severity: 'warning',
  });
  expect(onTheDiff(run, checkRuns())).toContainEqual(
    expect.stringMatching(new RegExp(`^warning ${escapeRegExp(CONFIG)}:${problemLine} `)),
  );
  const notice = onConfig.find((f) => f.ruleId === 'config/changed-in-pull-request');
  expect(notice).toMatchObject({ severity: 'notice', line: 1 });
  expect(notice!.message).toMatch(/takes effect once merged/);
  expect(run.summary).toContain('config/changed-in-pull-request');
}

describe('red team: the config that judges a pull request comes from its base', () => {
  for (const mode of ['git', 'api'] as const) {
    describe(
      mode === 'git'
        ? 'the base commit in the checkout (git)'
        : 'no history in the checkout (contents API at the base sha)',
      () => {
        for (const [how, headConfig] of Object.entries(WEAKENINGS).slice(0, 4)) {
          it(`a pull request that ${how} still fails as under the base config`, async () => {
            const repo = await setup(headConfig);
            const result = await run(repo, mode);
            expectJudgedByBase(result);
            expectHeadConfigChecked(result, 2);
            if (mode === 'api') expect(new Set(configReads())).toEqual(new Set([repo.pulls[1]!.base.sha]));
            else expect(configReads()).toEqual([]);
          }, 60_000);
        }
      },
    );
  }

  it('a pull request that names its author an approver and renames the risk labels: labelled by the base prefix (git and API)', async () => {
    for (const mode of ['git', 'api'] as const) {
      const repo = await setup(WEAKENINGS['names its author an approver and renames the risk labels']!);
      const result = await run(repo, mode, 'pull_request', { comment: 'false', label: 'true' });
      expectJudgedByBase(result);
      expectHeadConfigChecked(result, 2);
      expect(result.outputs.risk).toBe('high');
      expect(repo.issues[1]!.labels).toEqual(['risk:high']);
      expect(repo.labels.map((l) => l.name)).not.toContain('lgtm:high');
      if (mode === 'api') expect(new Set(configReads())).toEqual(new Set([repo.pulls[1]!.base.sha]));
      else expect(configReads()).toEqual([]);
      await sim!.close();
      sim = undefined;
    }
  }, 60_000);

  it('pull_request_target is judged by the base config too, and a deleted config means nothing until merged', async () => {
    const repo = await setup(null);
    const result = await run(repo, 'api', 'pull_request_target');
    expectJudgedByBase(result);
    const notice = result.report!.findings.find((f) => f.ruleId === 'config/changed-in-pull-request');
    expect(notice?.message).toMatch(/removes handoff-gate's config; the change takes effect once merged/);
    expect(new Set(configReads())).toEqual(new Set([repo.pulls[1]!.base.sha]));
  }, 60_000);

  it('a base without a config means the defaults: a head config that turns the rule off still does not count', async () => {
    const head = { [BAD]: envelope, [CONFIG]: WEAKENINGS['turns the rule off']! };
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { 'agent/work': { files: head } },
      pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await run(repo, 'api');
    expectJudgedByBase(result);
    expectHeadConfigChecked(result, 2);
    expect(result.report!.findings.find((f) => f.ruleId === 'config/changed-in-pull-request')?.message).toMatch(
      /adds handoff-gate's config/,
    );
  }, 60_000);

  it('an unchanged config: no notice, and the base config applies as ever', async () => {
    const repo = await setup(BASE_CONFIG);
    const result = await run(repo, 'git');
    expectJudgedByBase(result);
    expect(result.report!.findings.filter((f) => f.path === CONFIG)).toEqual([]);
  }, 60_000);

  it('a base config GitHub will not give stops the run rather than judge by the head config', async () => {
    const repo = await setup(WEAKENINGS['turns the rule off']!);
    sim!.fail({
      operationId: 'repos/get-content',
      status: 403,
      times: 20,
      body: { message: 'Resource not accessible by integration' },
    });
    const result = await run(repo, 'api');
    expect(sim!.violations).toEqual([]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /::error::handoff-gate failed: the config \.github\/handoff-gate\.yml at the base commit [0-9a-f]{7} could not be read \(GitHub answered 403: the token may not do this, or a rate limit held\); the run stops rather than judge the pull request by settings it may have changed/,
    );
    expect(result.outputs.result).toBeUndefined();
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('on push the checkout config applies (a push needs write access)', async () => {
    const repo = repoState({
      files: { [BAD]: envelope, [CONFIG]: WEAKENINGS['widens the enum to accept its value']! },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ ref: 'refs/heads/feature', after: repo.branches.main!.sha }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(result.report!.findings.filter((f) => f.ruleId === 'envelope/enum')).toEqual([]);
    expect(result.report!.findings.filter((f) => f.path === CONFIG).map((f) => f.ruleId)).toEqual([
      'config/unknown-key',
    ]);
    expect(configReads()).toEqual([]);
  }, 60_000);
});
