import { afterEach, describe, expect, it } from 'vitest';
import { runAction, workspaceWith } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { issueCommentEvent, pullRequestEventFrom, pushEvent, type WorkflowEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

/*
 * `dry-run: true` with an empty `github-token`: the action sends no request at all (the simulator
 * stands where the API would be, and counts), goes on where a read would have answered, names the
 * reads it skipped in one notice, and logs what it would write. Without `dry-run`, an empty token
 * is refused as before.
 */

const intent = (risk: string, status = 'proposed') =>
  `title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;
const BASE = { 'README.md': '# shop\n' };
const LOCKOUT = '.forge/intents/account-lockout.yaml';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A pull request event for a change git holds (base and head commits in the checkout). */
const pullRequest = (baseSha: string, headSha: string, labels: string[] = []) =>
  pullRequestEventFrom(
    {
      number: 7,
      title: 'Account lockout',
      body: '',
      head: { ref: 'forge/account-lockout', sha: headSha },
      base: { ref: 'main', sha: baseSha },
      labels: labels.map((name) => ({ name })),
      comments: 2,
    },
    { action: 'opened' },
  );

async function offlineRun(
  { event, payload }: WorkflowEvent<string, Record<string, unknown>>,
  workspace: string,
  options: { sha?: string; inputs?: Record<string, string> } = {},
) {
  sim = await startSimulator(simState());
  return runAction({
    apiUrl: sim.url,
    event,
    payload,
    workspace,
    token: '',
    repository: 'octo/repo',
    ...(options.sha && { sha: options.sha }),
    inputs: { 'dry-run': 'true', ...options.inputs },
  });
}

const notices = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::notice::'));
/** The run's commands without properties: notices, warnings and the step's failure. */
const commands = (stdout: string) => stdout.split('\n').filter((line) => /^::(error|warning|notice)::/.test(line));

describe('a dry run without a token', () => {
  it('on a pull request: no request, the change from git, one notice of the reads, and every write logged', async () => {
    const ws = workspaceWith({ ...BASE, [LOCKOUT]: intent('high', 'approved') }, { baseFiles: BASE });
    const run = await offlineRun(pullRequest(ws.baseSha!, ws.headSha!, ['risk:low']), ws.dir, {
      sha: ws.headSha!,
    });
    expect(sim!.requests).toEqual([]);
    const short = ws.headSha!.slice(0, 7);
    const lines = run.stdout.split('\n');
    expect(lines).toContain(
      `handoff-gate: GitHub was not asked for the changed files (a dry run without a token): 1 file changed from ${ws.baseSha!.slice(0, 7)} to ${ws.headSha!.slice(0, 7)}, from git.`,
    );
    // An intent born approved skipped its approval: the gate's error, and the step fails as on GitHub.
    expect(run.status).toBe(1);
    expect(run.outputs.risk).toBe('high');
    // The check run's summary is a brief under its title, shorter than the comment.
    const created = lines.find((l) => l.startsWith('[dry-run] would create check run'))!;
    const [, summaryLength] = /, with a summary of (\d+) characters$/.exec(created) ?? [];
    expect(created).toContain(
      `[dry-run] would create check run "handoff-gate" on ${short} (failure, 1 annotations) titled "Fails: 1 error", with a summary of `,
    );
    expect(Number(summaryLength)).toBeLessThan(run.comment!.length);
    expect(lines).toContain(`[dry-run] would create a comment on #7 (${run.comment!.length} characters)`);
    // The event's labels stand for the pull request's: its stale risk label would go.
    expect(lines).toContain('[dry-run] would add label "risk:high" to #7');
    expect(lines).toContain('[dry-run] would remove label "risk:low" from #7');
    // What the run says it did is what a dry run does: nothing written, each write said as "would".
    expect(lines).toContain('handoff-gate: [dry-run] would create the report comment (not written).');
    expect(lines).toContain(
      'handoff-gate: [dry-run] would add risk label risk:high and remove risk:low (not written).',
    );
    expect(run.stdout).not.toMatch(/report comment created|risk label \+|posted in one review|inbox synced/);
    expect(run.stdout).not.toMatch(/^::warning/m);
    expect(notices(run.stdout)).toEqual([
      `::notice::handoff-gate ran as a dry run without a token: it sent no request to GitHub. It skipped 4 reads: the comments on #7 (taken as none); the files pull request #7 changes; the check runs on ${short} (taken as none); pull request #7 as it is now (its head, labels and comment count taken from the event). The lines above say what the run did without them, and the [dry-run] lines what it would have written.`,
    ]);
    expect(run.comment).toContain('intent/approval-skipped');
  });

  it('on a pull request with a safe fix: says a real run would suggest it, and why this one cannot place it', async () => {
    const ws = workspaceWith({ ...BASE, [LOCKOUT]: intent('low', 'Proposed') }, { baseFiles: BASE });
    const run = await offlineRun(pullRequest(ws.baseSha!, ws.headSha!), ws.dir, { sha: ws.headSha! });
    expect(sim!.requests).toEqual([]);
    expect(run.stdout.split('\n')).toContain(
      "handoff-gate: [dry-run] 1 finding has a safe fix: a real run posts those on lines the pull request changed as suggested changes, placed by the patches in GitHub's list of the pull request's files, which this dry run did not read; `handoff-gate check --fix-dry-run` shows the fixes.",
    );
  });

  it('on a push to the default branch: the inbox issues it would open, and the step passes', async () => {
    const ws = workspaceWith({ ...BASE, [LOCKOUT]: intent('high') }, { baseFiles: BASE });
    const pushed = pushEvent({
      before: ws.baseSha!,
      after: ws.headSha!,
      repository: { full_name: 'octo/repo', default_branch: 'main' },
      commits: [{ message: 'Account lockout' }],
    });
    const run = await offlineRun(pushed, ws.dir);
    expect(sim!.requests).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\[dry-run\] would open an inbox issue "[^"\n]+" labelled handoff-inbox/m);
    expect(run.stdout).toContain(
      'handoff-gate: [dry-run] inbox not synced: it would open 1, update 0, reopen 0 and close 0 (nothing written).',
    );
    expect(run.stdout).not.toMatch(/inbox synced/);
    expect(notices(run.stdout)).toEqual([
      expect.stringMatching(
        /^::notice::handoff-gate ran as a dry run without a token: .* the open issues labelled handoff-inbox \(taken as none\);.* the head of main \(taken as the commit checked out, [0-9a-f]{7}\)/,
      ),
    ]);
  });

  it('stops where it cannot go on without a read: the base config of a checkout without history', async () => {
    const ws = workspaceWith({ ...BASE, [LOCKOUT]: intent('low') });
    const base = 'b'.repeat(40);
    const run = await offlineRun(pullRequest(base, 'a'.repeat(40)), ws.dir);
    expect(sim!.requests).toEqual([]);
    expect(run.status).toBe(1);
    expect(commands(run.stdout)).toEqual([
      '::notice::handoff-gate ran as a dry run without a token: it sent no request to GitHub. It skipped one read: files at commit bbbbbbb. The lines above say what the run did without them, and the [dry-run] lines what it would have written.',
      '::error::handoff-gate: a dry run without a token reads nothing from GitHub, and this run needs .github/handoff-gate.yml at commit bbbbbbb: give the action a token (`github-token`) to read it.',
    ]);
  });
  it('on an inbox command: it cannot be tried, and says it needs the issue as it stands, which only GitHub knows', async () => {
    const repo = repoState({ files: { ...BASE, [LOCKOUT]: intent('high') }, collaborators: { alice: 'write' } });
    sim = await startSimulator(simState({ repos: [repo] }));
    const sha = repo.branches.main!.sha;
    const common = { apiUrl: sim.url, workspace: checkout(repo, 'main'), repository: 'octo/repo', sha };
    // A real sync first opens the inbox issue the command is made on.
    const sync = await runAction({
      ...common,
      ...pushEvent({ after: sha }),
      token: WRITE_TOKEN,
    });
    expect(sync.status).toBe(0);
    sim.clearLog();
    const issue = Object.values(repo.issues)[0]!;
    const run = await runAction({
      ...common,
      ...issueCommentEvent(issue, { id: 7_000_001, body: '/approve', user: 'alice' }),
      token: '',
      inputs: { 'dry-run': 'true' },
    });
    expect(sim.requests).toEqual([]);
    expect(run.status).toBe(1);
    // A command is read against the issue as it stands when the run starts: only GitHub knows it.
    expect(run.stdout).not.toContain('[dry-run] would');
    expect(commands(run.stdout)).toEqual([
      expect.stringMatching(/^::notice::handoff-gate ran as a dry run without a token: .*issue #1\./),
      '::error::handoff-gate: a dry run without a token reads nothing from GitHub, and this run needs issue #1: give the action a token (`github-token`) to read it.',
    ]);
  });
});

describe('an empty token without dry-run', () => {
  it('is refused when the API is first needed, as before', async () => {
    const ws = workspaceWith({ ...BASE, [LOCKOUT]: intent('low') });
    sim = await startSimulator(simState());
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequest('b'.repeat(40), 'a'.repeat(40)),
      workspace: ws.dir,
      token: '',
      repository: 'octo/repo',
    });
    expect(sim.requests).toEqual([]);
    expect(run.status).toBe(1);
    expect(commands(run.stdout)).toEqual([
      '::error::handoff-gate: The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.',
    ]);
  });
});
