/**
 * Red team (see the README's Security model): the runner reads only the action's own workflow commands. The real bundle
 * runs against the simulator with file names, file contents, comment text and API error messages
 * that try to start workflow commands, and every line it prints is read the way the runner reads
 * it (actions/runner ActionCommand.cs: lines split on `\n`, `\r\n` or a bare `\r`; a v2 command
 * `::name …::data` after trimming the line's start; a v1 command `##[name]` anywhere in a line).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, pullRequestEvent, pushEvent } from '../helpers/events.js';
import {
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

/** In every attack, the text right after the injected command: a real injection's data starts with it. */
const MARK = 'PWNED';

/** File names that would start a command if printed as they are. */
const NAMES = [
  `.forge/intents/a\n::error::${MARK}-1.yaml`,
  `.forge/intents/b\r::warning::${MARK}-2.yaml`,
  `.forge/intents/c\r\n##[error]${MARK}-3.yaml`,
  `.forge/intents/   ::notice::${MARK}-4.yaml`,
  `.forge/intents/\t::stop-commands::${MARK}5.yaml`,
  `.forge/intents/d%0A::set-output name=result::${MARK}-6.yaml`,
  `.forge/intents/e\r\t ::add-mask::${MARK}-7.yaml`,
];

/** An intent waiting for approval (so an inbox item), whose title and body carry commands too. */
const intent = (
  n: number,
) => `title: "Deploy ${n}\\n::error::${MARK}-T${n}\\r::warning::${MARK}-U${n} ##[error]${MARK}-V${n}"
body: "x\\r\\n::add-mask::${MARK}-B${n}\\n  ::stop-commands::${MARK}S${n}"
type: feature
source: reflection
risk: high
status: proposed
created_at: 2025-03-05T12:05:00Z
`;

/** A value the schema refuses: the finding quotes it. */
const BAD_VALUE = `type: "feat\\n::error::${MARK}-F\\r##[warning]${MARK}-G"\n`;

function hostileFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  NAMES.forEach((name, i) => (files[name] = intent(i)));
  files['.forge/intents/bad-value.yaml'] = intent(99).replace(/^type: feature\n/m, BAD_VALUE);
  return files;
}

/** The commands the action issues itself (@actions/core: annotations, the log's levels). */
const OWN = new Set(['error', 'warning', 'notice', 'debug']);
/** What .NET's TrimStart() removes, and the invisible characters a reader would not see. */
const LEADING = /^[\s\u0085\u180e\u200b-\u200d\u2060\ufeff]+/;

/** Every line of stdout and stderr, read as the runner reads them. */
function expectOnlyOwnCommands(run: ActionRun, options: { quiet?: boolean } = {}): void {
  const lines = [
    ...run.stdout.split(/\r\n|\r|\n/).map((l) => ['stdout', l]),
    ...run.stderr.split(/\r\n|\r|\n/).map((l) => ['stderr', l]),
  ];
  let own = 0;
  for (const [stream, line] of lines) {
    const where = `${stream}: ${JSON.stringify(line)}`;
    expect(line, where).not.toContain('##[');
    const trimmed = line!.replace(LEADING, '');
    if (!trimmed.startsWith('::')) continue;
    const command = /^::([^\s:]*)[^:]*::(.*)$/s.exec(trimmed);
    // `::` with no second `::` is no command; a line of ours always has both.
    if (!command) continue;
    const [, name, data] = command;
    expect(OWN.has(name!.toLowerCase()), where).toBe(true);
    // Ours start at the line's start, and their data is ours: an injected command's data is the attack.
    expect(line, where).toBe(trimmed);
    expect(data!.startsWith(MARK), where).toBe(false);
    own++;
  }
  // The run did print commands of its own (a notice, an annotation or a failure), unless it had none to print.
  if (!options.quiet) expect(own).toBeGreaterThan(0);
}

/** The outputs the action always sets, each one well-formed value: nothing injected a record. */
function expectWellFormedOutputs(run: ActionRun): void {
  expect(Object.keys(run.outputs).sort()).toEqual([
    'declared-by',
    'errors',
    'inbox',
    'report',
    'result',
    'risk',
    'warnings',
  ]);
  expect(run.outputs.result).toMatch(/^(pass|veto|needs-review|fail|error|[a-z-]+)$/);
  for (const key of ['errors', 'warnings', 'inbox'] as const) expect(run.outputs[key]).toMatch(/^\d+$/);
  expect(run.outputs.risk).toMatch(/^[a-z]*$/);
  expect(run.outputs.report).toMatch(/handoff-gate-report\.json$/);
  for (const value of Object.values(run.outputs)) expect(value).not.toContain(MARK);
}

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function pullRequestRepo() {
  const repo = repoState({
    files: { 'README.md': '# shop\n' },
    branches: { 'feat/hostile': { files: hostileFiles() } },
    pulls: [{ head: 'feat/hostile', title: 'Hostile', body: 'x' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

/** `bundle`: what reaches the runner from a library's own writes depends on the stdout guard only the bundle's entry installs. */
const pullRequest = (repo: SimRepo, inputs: Record<string, string> = {}, bundle = false) =>
  runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, 'feat/hostile'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { 'fail-on': 'never', ...inputs },
    bundle,
  });

async function defaultBranchRepo() {
  const repo = repoState({ files: { 'README.md': '# shop\n', ...hostileFiles() }, collaborators: { alice: 'write' } });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

const push = (repo: SimRepo, inputs: Record<string, string> = {}) =>
  runAction({
    apiUrl: sim!.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never', ...inputs },
  });

function comment(repo: SimRepo, issue: SimIssue, body: string, inputs: Record<string, string> = {}) {
  const { event, payload } = commentOn(issue, 'alice', body);
  return runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs,
  });
}

describe('red team: nothing outside text prints reaches the runner as a command', () => {
  it('a pull request whose file names and contents carry commands', async () => {
    const repo = await pullRequestRepo();
    // Without `checks: write` every finding goes out as a workflow annotation: the commands' path.
    sim!.state.tokens[WRITE_TOKEN]!.denied = ['checks'];
    const run = await pullRequest(repo, {}, true);
    expect(sim!.violations).toEqual([]);
    // The hostile text did reach the log and the annotations, as text.
    expect(run.stdout).toContain(MARK);
    expect(run.annotations.length).toBeGreaterThan(0);
    // The names reached the annotations, escaped inside our commands: a line break as %0A, `:` as %3A;
    // the path holding `##[` is named in the message, broken, since no property escaping hides it.
    expect(run.stdout).toContain('file=.forge/intents/a%0A%3A%3Aerror%3A%3APWNED-1.yaml,');
    expect(run.stdout).toContain('file=.forge/intents/b%0D%3A%3Awarning%3A%3APWNED-2.yaml,');
    expect(run.stdout).toMatch(
      /^::error title=intent\/id-not-slug::\.forge\/intents\/c⏎## \[error\]PWNED-3\.yaml:1: /m,
    );
    expectOnlyOwnCommands(run);
    expectWellFormedOutputs(run);
    expect(run.outputs.inbox).toBe(String(NAMES.length + 1));

    // With it, the names travel as JSON data on the check run, and nothing of them reaches the log as a command.
    delete sim!.state.tokens[WRITE_TOKEN]!.denied;
    const withChecks = await pullRequest(repo, {}, true);
    expect(sim!.violations).toEqual([]);
    expect(withChecks.annotations).toEqual([]);
    expect(repo.checkRuns.at(-1)!.annotations.map((a) => a.path)).toContain(NAMES[0]);
    expectOnlyOwnCommands(withChecks, { quiet: true });
    expectWellFormedOutputs(withChecks);
  }, 90_000);

  it('the same pull request in dry-run: the `[dry-run] would …` lines carry the titles and paths', async () => {
    const repo = await pullRequestRepo();
    const run = await pullRequest(repo, { 'dry-run': 'true' });
    expect(sim!.violations).toEqual([]);
    expect(run.stdout).toMatch(/\[dry-run\] would/);
    expectOnlyOwnCommands(run);
    expectWellFormedOutputs(run);
  }, 90_000);

  it('an inbox sync on the default branch in dry-run: issue titles come from the files', async () => {
    const repo = await defaultBranchRepo();
    const run = await push(repo, { 'dry-run': 'true' });
    expect(sim!.violations).toEqual([]);
    expect(run.stdout).toMatch(/\[dry-run\] would open an inbox issue .*PWNED-T/);
    expectOnlyOwnCommands(run);
    expectWellFormedOutputs(run);
  }, 90_000);

  it('an inbox sync that opens the issues, then a comment whose command text carries commands', async () => {
    const repo = await defaultBranchRepo();
    const sync = await push(repo);
    expect(sim!.violations).toEqual([]);
    expectOnlyOwnCommands(sync);
    expectWellFormedOutputs(sync);
    const issues = Object.values(repo.issues).filter((i) => i.labels.includes('handoff-inbox'));
    expect(issues).toHaveLength(NAMES.length + 1);
    for (const issue of issues) expect(issue.title).not.toMatch(/[\r\n]/);
    const target = issues[0]!;
    // In dry-run the command's commit message (with the reason) is logged; then for real, and a command that does not parse.
    const attacks: Array<[string, Record<string, string>]> = [
      [`/reject ::error::${MARK}-C1\r::warning::${MARK}-C2 ##[error]${MARK}-C3`, { 'dry-run': 'true' }],
      [`/reject \t::error::${MARK}-C4\r\n::stop-commands::${MARK}C5`, {}],
      [`/frobnicate\r\n##[error]${MARK}-C6`, {}],
    ];
    for (const [body, inputs] of attacks) {
      const run = await comment(repo, target, body, inputs);
      expect(run.status).toBe(0);
      if (inputs['dry-run']) expect(run.stdout).toMatch(/\[dry-run\] would .*PWNED-C1/);
      expectOnlyOwnCommands(run, { quiet: true });
    }
    expect(sim!.violations).toEqual([]);
  }, 180_000);

  it('API errors whose messages carry commands: a failed read is one safe warning, a failed command one safe error', async () => {
    const hostile = `broken\n::error::${MARK}-API\r::set-output name=result::${MARK}\r\n##[error]${MARK}`;
    for (const status of [422, 500]) {
      // A pull request whose files cannot be listed, in a checkout git cannot give the head from: the run
      // stops rather than judge the working tree, with an error that names the status only.
      await sim?.close();
      const repo = await pullRequestRepo();
      // Enough failures to outlast the retries of a 5xx.
      sim!.fail({ operationId: 'pulls/list-files', times: 50, status, body: { message: hostile } });
      const run = await pullRequest(repo);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(new RegExp(`::error::.*GitHub answered ${status}.*the run stops`));
      expectOnlyOwnCommands(run);

      // A command whose permission check GitHub refuses: the run fails, and GitHub's message is printed inert.
      await sim?.close();
      const inbox = await defaultBranchRepo();
      expect((await push(inbox)).status).toBe(0);
      const target = Object.values(inbox.issues).find((i) => i.labels.includes('handoff-inbox'))!;
      sim!.fail({
        operationId: 'repos/get-collaborator-permission-level',
        times: 50,
        status,
        body: { message: hostile },
      });
      const failed = await comment(inbox, target, '/approve');
      expect(failed.status).toBe(1);
      expect(failed.stdout).toMatch(new RegExp(`::error::.*GitHub answered ${status}`));
      expectOnlyOwnCommands(failed);
    }
  }, 240_000);
});
