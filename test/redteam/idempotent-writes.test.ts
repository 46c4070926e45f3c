/**
 * Red team (see the README's Security model): writes are idempotent under lost responses and overlap. The real bundle
 * against the simulator, whose `loseResponse` makes a write and then loses its answer (502 or a
 * reset socket): one report comment, one inbox issue per item, one closing comment per closed
 * issue, never two, after the run and after a re-run; overlapping syncs leave one open issue per
 * item and each duplicate closed with one comment.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closingComment, closingState, isClosingComment, withClosingMarker } from '../../src/inbox/issue-closing.js';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent, pushEvent } from '../helpers/events.js';
import {
  BOT_LOGIN,
  commitFiles,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Files,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

const REPO = 'octo/repo';
const MARKER = '<!-- handoff-gate:report -->';
const CLOSING = /\n<!-- handoff-gate:closing state=[0-9a-f]{12} -->$/;
const LABELS = ['handoff-inbox', 'inbox:approval', 'inbox:clarification', 'risk:high', 'risk:med', 'risk:low'];

const intent = (title: string, risk: string, status = 'proposed', extra = '') =>
  `title: ${title}\nbody: ${title}.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n${extra}`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('the closing marker', () => {
  it('is recognised only as the last line we write: no file text forges one', () => {
    const forged = 'abcdefabcdef';
    const state = closingState('the issue body\n');
    expect(state).toMatch(/^[0-9a-f]{12}$/);
    expect(state).not.toBe(closingState('the issue body rendered at another commit\n'));
    for (const hostile of [
      `\n<!-- handoff-gate:closing state=${forged} -->`,
      `x <!-- handoff-gate:closing state=${forged} -->`,
      `\r<!-- handoff-gate:closing state=${forged} -->\r\n`,
    ]) {
      for (const why of [
        { kind: 'resolved', detail: hostile, commit: 'abc1234' },
        { kind: 'deleted', path: hostile, commit: 'abc1234' },
      ] as const) {
        const text = closingComment(why);
        expect(text).not.toContain('<!-- handoff-gate:closing');
        expect(isClosingComment(text, forged)).toBe(false);
        const body = withClosingMarker(text, state);
        expect(isClosingComment(body, state)).toBe(true);
        expect(isClosingComment(body, forged)).toBe(false);
        expect(isClosingComment(`${body}\nmore`, state)).toBe(false);
      }
    }
  });
});

describe('the report comment', () => {
  it('created once when the answer to its create is lost (502, then a reset), and once after a re-run', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      labels: LABELS,
      branches: {
        'forge/a': { files: { '.forge/intents/a.yaml': intent('A', 'high') } },
        'forge/b': { files: { '.forge/intents/b.yaml': intent('B', 'low') } },
      },
      pulls: [{ head: 'forge/a' }, { head: 'forge/b' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = (number: number, branch: string) =>
      runAction({
        apiUrl: sim!.url,
        ...pullRequestEvent(repo, number),
        workspace: checkout(repo, branch),
        token: WRITE_TOKEN,
        repository: REPO,
        inputs: { 'fail-on': 'never' },
      });

    for (const [number, branch, lost] of [
      [1, 'forge/a', 502],
      [2, 'forge/b', 'reset'],
    ] as const) {
      sim.clearLog();
      sim.loseResponse({ operationId: 'issues/create-comment' }, { status: lost });
      const first = await run(number, branch);
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/report comment created/);
      expect(sim.requests.filter((r) => r.lost)).toHaveLength(1);
      // Found by its marker and our login: not sent again, not retried by the client.
      expect(sim.countBy('issues/create-comment')).toBe(1);
      expect(repo.issues[number]!.comments).toHaveLength(1);
      expect(repo.issues[number]!.comments[0]!.body.startsWith(MARKER)).toBe(true);

      sim.clearLog();
      const again = await run(number, branch);
      expect(again.status).toBe(0);
      expect(sim.writes()).toEqual([]);
      expect(repo.issues[number]!.comments).toHaveLength(1);
      expect(sim.violations).toEqual([]);
    }
  }, 90_000);
});

describe('the inbox', () => {
  const LOCKOUT = '.forge/intents/lockout.yaml';
  const AUDIT = '.forge/intents/audit.yaml';

  async function start(files: Files) {
    const repo = repoState({ files: { 'README.md': '# shop\n', ...files }, labels: LABELS });
    sim = await startSimulator(simState({ repos: [repo] }));
    return repo;
  }
  function sync(repo: SimRepo) {
    const sha = repo.branches.main!.sha;
    const dir = mkdtempSync(join(tmpdir(), 'hg-redteam-'));
    for (const [path, content] of Object.entries(repo.branches.main!.files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return runAction({
      apiUrl: sim!.url,
      ...pushEvent({ after: sha }),
      workspace: dir,
      token: WRITE_TOKEN,
      repository: REPO,
      sha,
      inputs: { 'fail-on': 'never' },
    });
  }
  const inbox = (repo: SimRepo) => Object.values(repo.issues).filter((i) => i.labels.includes('handoff-inbox'));
  const open = (repo: SimRepo) => inbox(repo).filter((i) => i.state === 'open');
  const closingComments = (issue: SimIssue) =>
    issue.comments.filter((c) => c.user === BOT_LOGIN && CLOSING.test(c.body));

  it('one issue per item when the answers to its creates are lost (502, a reset); a re-run writes nothing', async () => {
    const repo = await start({ [LOCKOUT]: intent('Lock accounts', 'high'), [AUDIT]: intent('Audit logins', 'med') });
    sim!.loseResponse({ operationId: 'issues/create' }, { status: 502 });
    sim!.loseResponse({ operationId: 'issues/create' }, { status: 'reset' });
    const run = await sync(repo);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/inbox synced: 2 opened/);
    expect(sim!.requests.filter((r) => r.lost).map((r) => r.lost)).toEqual([502, 'reset']);
    expect(sim!.countBy('issues/create')).toBe(2);
    expect(inbox(repo)).toHaveLength(2);
    expect(new Set(inbox(repo).map((i) => i.title)).size).toBe(2);
    sim!.clearLog();
    await sync(repo);
    expect(sim!.writes()).toEqual([]);
    expect(inbox(repo)).toHaveLength(2);
    expect(sim!.violations).toEqual([]);
  }, 90_000);

  it('one closing comment when the answer to it is lost', async () => {
    const repo = await start({ [LOCKOUT]: intent('Lock accounts', 'high') });
    await sync(repo);
    const [issue] = open(repo);
    commitFiles(repo, 'main', { [LOCKOUT]: intent('Lock accounts', 'high', 'approved') });
    sim!.clearLog();
    sim!.loseResponse({ operationId: 'issues/create-comment' }, { status: 'reset' });
    const run = await sync(repo);
    expect(run.status).toBe(0);
    expect(sim!.requests.filter((r) => r.lost)).toHaveLength(1);
    expect(sim!.countBy('issues/create-comment')).toBe(1);
    expect(issue!.state).toBe('closed');
    expect(issue!.comments).toHaveLength(1);
    expect(closingComments(issue!)).toHaveLength(1);
    expect(issue!.comments[0]!.body).toMatch(/^Resolved in [0-9a-f]{7}/);
    sim!.clearLog();
    await sync(repo);
    expect(sim!.writes()).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 90_000);

  it('a re-run after a half-failed close (comment posted, close refused with 502s) leaves one comment and the issue closed', async () => {
    const repo = await start({ [LOCKOUT]: intent('Lock accounts', 'high') });
    await sync(repo);
    const [issue] = open(repo);
    commitFiles(repo, 'main', { [LOCKOUT]: intent('Lock accounts', 'high', 'approved') });
    // Every attempt the client makes (its first and three retries) at closing the issue fails.
    sim!.fail({ operationId: 'issues/update', status: 502, times: 4 });
    const failed = await sync(repo);
    // The warning says what waits, and the step fails: a sync's warnings go unread.
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(
      /::warning::handoff-gate stopped the inbox sync before it was done: GitHub answered 502\. 1 of the 1 item whose inbox issue needed a write .* still waits for it \(intent\/lockout\); the next run continues from there\./,
    );
    expect(issue!.state).toBe('open');
    expect(closingComments(issue!)).toHaveLength(1);

    sim!.clearLog();
    const rerun = await sync(repo);
    expect(rerun.status).toBe(0);
    expect(issue!.state).toBe('closed');
    expect(issue!.comments).toHaveLength(1);
    expect(closingComments(issue!)).toHaveLength(1);
    // The closing comment already there is recognised: the re-run only closes.
    expect(sim!.writes().map((w) => w.operationId)).toEqual(['issues/update']);
    expect(sim!.violations).toEqual([]);
  }, 120_000);

  it('two overlapping syncs: one open issue per item, each duplicate closed with one comment', async () => {
    const repo = await start({ [LOCKOUT]: intent('Lock accounts', 'high'), [AUDIT]: intent('Audit logins', 'med') });
    // Both runs list the (empty) inbox before either has opened an issue: each opens its own.
    sim!.delay({ operationId: 'issues/list-for-repo', ms: 1500 });
    const runs = await Promise.all([sync(repo), sync(repo)]);
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(sim!.countBy('issues/create')).toBe(4);
    expect(open(repo)).toHaveLength(2);
    expect(new Set(open(repo).map((i) => i.title)).size).toBe(2);
    const duplicates = inbox(repo).filter((i) => i.state === 'closed');
    expect(duplicates).toHaveLength(2);
    for (const duplicate of duplicates) {
      expect(duplicate.stateReason).toBe('not_planned');
      expect(duplicate.comments).toHaveLength(1);
      expect(closingComments(duplicate)).toHaveLength(1);
      expect(duplicate.comments[0]!.body).toMatch(/^Duplicate of #\d+/);
    }
    // The survivors are the oldest of each pair.
    for (const survivor of open(repo))
      expect(duplicates.find((d) => d.title === survivor.title)!.number).toBeGreaterThan(survivor.number);
    sim!.clearLog();
    await sync(repo);
    expect(sim!.writes()).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 120_000);
});
