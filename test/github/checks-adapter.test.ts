import { describe, expect, it } from 'vitest';
import { simulators } from '../helpers/sim-call.js';
import { simAdapter } from '../helpers/sim-adapter.js';
import type { CheckAnnotation, GitHubAdapter } from '../../src/github/adapter.js';
import { ANNOTATIONS_PER_REQUEST, type CheckRunPlan } from '../../src/diff/check-run.js';
import { publishCheckRun } from '../../src/publish/diff/check-run.js';
import { dryRunAdapter } from '../../src/github/dry-run.js';
import { httpStatus, isForbidden } from '../../src/github/errors.js';
import { recordingLogger } from '../../src/logging.js';
import {
  BOT_LOGIN,
  repoState,
  simState,
  WRITE_TOKEN,
  type SimCheckRun,
  type SimState,
  type Simulator,
} from '../sim/index.js';

const start = simulators();

const NO_CHECKS = 'ghs_simNoChecksToken000000000000000000';

/** A pull request (#1) from `feat` changing line 10 of `a.yaml` and adding `new.yaml` (150 lines). */
function prState(): SimState {
  const lines = (count: number, name: string) =>
    Array.from({ length: count }, (_, i) => `${name}${i + 1}: ${i + 1}\n`).join('');
  const before = lines(20, 'line');
  return simState({
    repos: [
      repoState({
        files: { 'a.yaml': before },
        branches: {
          feat: { files: { 'a.yaml': before.replace('line10: 10', 'line10: changed'), 'new.yaml': lines(150, 'n') } },
        },
        pulls: [{ head: 'feat' }],
      }),
    ],
    tokens: {
      [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write' },
      [NO_CHECKS]: { login: BOT_LOGIN, type: 'Bot', permission: 'write', denied: ['checks'] },
    },
  });
}

/** The adapter as the action builds it: the real client (retries, throttling, timeouts) on the simulator. */
async function setUp(token = WRITE_TOKEN): Promise<{ sim: Simulator; github: GitHubAdapter; head: string }> {
  const sim = await start(prState());
  const github = simAdapter(sim, token);
  return { sim, github, head: sim.state.repos['octo/repo']!.branches.feat!.sha };
}

const finding = (line: number): CheckAnnotation => ({
  path: 'a.yaml',
  startLine: line,
  endLine: line,
  level: 'warning',
  message: `finding ${line}`,
});

/** A check run put straight into the simulator's state (no writes, so no throttling waits). */
function plantRun(sim: Simulator, head: string, fields: Partial<SimCheckRun> = {}): SimCheckRun {
  const runs = sim.state.repos['octo/repo']!.checkRuns;
  const run: SimCheckRun = {
    // Far from the simulator's own ids, which start at a million.
    id: 1 + runs.length,
    name: 'handoff-gate',
    headSha: head,
    externalId: null,
    detailsUrl: null,
    status: 'completed',
    conclusion: 'success',
    startedAt: '2026-01-01T00:00:00Z',
    completedAt: '2026-01-01T00:00:01Z',
    output: { title: 't', summary: 's', text: null },
    annotations: [],
    creator: BOT_LOGIN,
    suiteId: 1,
    ...fields,
  };
  runs.push(run);
  return run;
}

/** The reviews the simulated GitHub holds, as a list of reviews would show them. */
const reviewsOf = (sim: Simulator) =>
  Object.values(sim.state.repos).flatMap((r) =>
    r.reviews.map((v) => ({ id: v.id, body: v.body, author: v.user, commitId: v.commitId })),
  );

describe('the adapter’s check runs', () => {
  it('creates a check run, appends annotations by update, and finds it again by its external id', async () => {
    const { sim, github, head } = await setUp();
    const { id } = await github.createCheckRun({
      name: 'handoff-gate',
      headSha: head,
      externalId: 'run-7',
      status: 'in_progress',
      output: {
        title: 'Checking',
        summary: 'batch 1',
        annotations: [{ ...finding(10), startColumn: 3, endColumn: 9, title: 'Rule', rawDetails: 'why' }, finding(11)],
      },
    });
    await github.updateCheckRun(id, {
      status: 'completed',
      conclusion: 'failure',
      output: { title: '3 findings', summary: 'done', text: 'more', annotations: [finding(12)] },
    });
    expect(await github.findCheckRuns(head, 'handoff-gate')).toEqual([
      {
        id,
        externalId: 'run-7',
        status: 'completed',
        conclusion: 'failure',
        title: '3 findings',
        summary: 'done',
        annotationsCount: 3,
      },
    ]);
    expect(await github.findCheckRuns(head, 'other')).toEqual([]);
    expect(await github.countCheckRunAnnotations(id)).toBe(3);
    expect(await github.listCheckRunAnnotations(id)).toEqual([
      {
        path: 'a.yaml',
        startLine: 10,
        endLine: 10,
        startColumn: 3,
        endColumn: 9,
        level: 'warning',
        message: 'finding 10',
        title: 'Rule',
        rawDetails: 'why',
      },
      finding(11),
      finding(12),
    ]);
    expect(sim.requests.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([
      {
        name: 'handoff-gate',
        head_sha: head,
        external_id: 'run-7',
        status: 'in_progress',
        output: {
          title: 'Checking',
          summary: 'batch 1',
          annotations: [
            {
              path: 'a.yaml',
              start_line: 10,
              end_line: 10,
              start_column: 3,
              end_column: 9,
              annotation_level: 'warning',
              message: 'finding 10',
              title: 'Rule',
              raw_details: 'why',
            },
            { path: 'a.yaml', start_line: 11, end_line: 11, annotation_level: 'warning', message: 'finding 11' },
          ],
        },
      },
      {
        status: 'completed',
        conclusion: 'failure',
        output: {
          title: '3 findings',
          summary: 'done',
          text: 'more',
          annotations: [
            { path: 'a.yaml', start_line: 12, end_line: 12, annotation_level: 'warning', message: 'finding 12' },
          ],
        },
      },
    ]);
    expect(sim.violations).toEqual([]);
  });

  it('pages past 100 check runs and past 100 annotations', async () => {
    const { sim, github, head } = await setUp();
    for (let i = 0; i < 130; i++) plantRun(sim, head, { externalId: `run-${i}` });
    plantRun(sim, head, { name: 'other' });
    const big = plantRun(sim, head, {
      annotations: Array.from({ length: 230 }, (_, i) => ({
        path: 'a.yaml',
        startLine: i + 1,
        endLine: i + 1,
        startColumn: null,
        endColumn: null,
        level: 'notice',
        message: `m${i}`,
        title: null,
        rawDetails: null,
      })),
    });
    const found = await github.findCheckRuns(head, 'handoff-gate');
    expect(found).toHaveLength(131);
    expect(found.filter((r) => r.externalId === 'run-0')).toHaveLength(1);
    expect(found.find((r) => r.id === big.id)?.annotationsCount).toBe(230);
    const annotations = await github.listCheckRunAnnotations(big.id);
    expect(annotations.map((a) => a.startLine)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    expect(annotations[0]).toEqual({ path: 'a.yaml', startLine: 1, endLine: 1, level: 'notice', message: 'm0' });
    expect(sim.countBy('checks/list-for-ref')).toBe(2);
    expect(sim.countBy('checks/list-annotations')).toBe(3);
    expect(sim.violations).toEqual([]);
  });

  it('sends a check-run create or update once: a lost answer is not re-sent by the retries', async () => {
    const { sim, github, head } = await setUp();
    sim.loseResponse({ operationId: 'checks/create' });
    const create = github.createCheckRun({
      name: 'handoff-gate',
      headSha: head,
      externalId: 'run-1',
      status: 'in_progress',
      output: { title: 't', summary: 's', annotations: [finding(10)] },
    });
    await expect(create).rejects.toMatchObject({ status: 502 });
    expect(sim.countBy('checks/create')).toBe(1);
    // It landed all the same: the run finds it by its external id, with what GitHub kept.
    const [made] = await github.findCheckRuns(head, 'handoff-gate');
    expect(made).toMatchObject({ externalId: 'run-1', annotationsCount: 1 });
    sim.loseResponse({ operationId: 'checks/update' }, { status: 'reset' });
    await expect(
      github.updateCheckRun(made!.id, { output: { title: 't', summary: 's', annotations: [finding(11)] } }),
    ).rejects.toThrow();
    expect(sim.countBy('checks/update')).toBe(1);
    expect(await github.countCheckRunAnnotations(made!.id)).toBe(2);
    expect(sim.violations).toEqual([]);
  });

  it('tells a token without `checks: write` (403) and more than 50 annotations (422) by status', async () => {
    const denied = await setUp(NO_CHECKS);
    const run = {
      name: 'handoff-gate',
      headSha: denied.head,
      externalId: 'x',
      status: 'queued' as const,
      output: { title: 't', summary: 's' },
    };
    const refusal = await denied.github.createCheckRun(run).catch((error: unknown) => error);
    expect(isForbidden(refusal)).toBe(true);
    expect(denied.sim.state.repos['octo/repo']!.checkRuns).toEqual([]);
    const { sim, github, head } = await setUp();
    const tooMany = Array.from({ length: ANNOTATIONS_PER_REQUEST + 1 }, (_, i) => finding(i + 1));
    const refused = await github
      .createCheckRun({ ...run, headSha: head, output: { ...run.output, annotations: tooMany } })
      .catch((error: unknown) => error);
    expect(httpStatus(refused)).toBe(422);
    expect(sim.countBy('checks/create')).toBe(1);
    // The description itself caps annotations at 50: sending more is a client bug the simulator records.
    expect(sim.violations.map((v) => [v.kind, v.operationId])).toEqual([['request', 'checks/create']]);
  });
});

describe('the adapter’s pull-request reviews', () => {
  it('posts one COMMENT review of suggestions, and lists it and its comments', async () => {
    const { sim, github, head } = await setUp();
    const { id } = await github.createReview(1, {
      commitId: head,
      event: 'COMMENT',
      comments: [
        { path: 'a.yaml', line: 10, side: 'RIGHT', body: '```suggestion\nline10: fixed\n```' },
        { path: 'new.yaml', startLine: 1, line: 2, side: 'RIGHT', body: '```suggestion\nn1: one\nn2: two\n```' },
      ],
    });
    expect(reviewsOf(sim)).toEqual([{ id, body: '', author: BOT_LOGIN, commitId: head }]);
    const comments = await github.listReviewComments(1);
    expect(comments.map(({ id: _, ...rest }) => rest)).toEqual([
      {
        reviewId: id,
        path: 'a.yaml',
        line: 10,
        side: 'RIGHT',
        body: '```suggestion\nline10: fixed\n```',
        author: BOT_LOGIN,
        commitId: head,
      },
      {
        reviewId: id,
        path: 'new.yaml',
        line: 2,
        side: 'RIGHT',
        body: '```suggestion\nn1: one\nn2: two\n```',
        author: BOT_LOGIN,
        commitId: head,
      },
    ]);
    expect(sim.requests.find((r) => r.operationId === 'pulls/create-review')?.body).toEqual({
      commit_id: head,
      event: 'COMMENT',
      comments: [
        { path: 'a.yaml', line: 10, side: 'RIGHT', body: '```suggestion\nline10: fixed\n```' },
        {
          path: 'new.yaml',
          line: 2,
          side: 'RIGHT',
          start_line: 1,
          start_side: 'RIGHT',
          body: '```suggestion\nn1: one\nn2: two\n```',
        },
      ],
    });
    expect(sim.violations).toEqual([]);
  });

  it('pages past 100 review comments, reads each file’s patch, and sends a review once; a comment off the diff is 422', async () => {
    const { sim, github, head } = await setUp();
    const files = await github.listPullFiles(1);
    expect(files.map((f) => [f.path, f.patch?.split('\n')[0]])).toEqual([
      ['a.yaml', '@@ -7,7 +7,7 @@'],
      ['new.yaml', '@@ -0,0 +1,150 @@'],
    ]);
    sim.loseResponse({ operationId: 'pulls/create-review' });
    const comments = Array.from({ length: 120 }, (_, i) => ({
      path: 'new.yaml',
      line: i + 1,
      side: 'RIGHT' as const,
      body: `c${i + 1}`,
    }));
    await expect(
      github.createReview(1, { commitId: head, body: 'Suggestions', event: 'COMMENT', comments }),
    ).rejects.toMatchObject({ status: 502 });
    expect(sim.countBy('pulls/create-review')).toBe(1);
    expect(reviewsOf(sim).map((r) => r.body)).toEqual(['Suggestions']);
    const listed = await github.listReviewComments(1);
    expect(listed.map((c) => c.body)).toEqual(comments.map((c) => c.body));
    expect(sim.countBy('pulls/list-review-comments')).toBe(2);
    const off = await github
      .createReview(1, {
        commitId: head,
        event: 'COMMENT',
        comments: [{ path: 'a.yaml', line: 2, side: 'RIGHT', body: 'x' }],
      })
      .catch((error: unknown) => error);
    expect(httpStatus(off)).toBe(422);
    expect(sim.countBy('pulls/create-review')).toBe(2);
    expect(sim.violations).toEqual([]);
  });
});

describe('the dry-run adapter', () => {
  it('logs check-run and review writes instead of making them, and reads through', async () => {
    const { sim, github, head } = await setUp();
    const logger = recordingLogger();
    const dry = dryRunAdapter(github, logger);
    const { id } = await dry.createCheckRun({
      name: 'handoff-gate',
      headSha: head,
      externalId: 'e',
      status: 'completed',
      conclusion: 'success',
      output: { title: 't', summary: 's', annotations: [finding(10)] },
    });
    await dry.updateCheckRun(id, { output: { title: 't', summary: 's', annotations: [finding(11), finding(12)] } });
    await dry.createReview(1, {
      commitId: head,
      event: 'COMMENT',
      comments: [{ path: 'a.yaml', line: 10, side: 'RIGHT', body: 'x' }],
    });
    expect(await dry.findCheckRuns(head, 'handoff-gate')).toEqual([]);
    expect(logger.lines.map((l) => l.message)).toEqual([
      `[dry-run] would create check run "handoff-gate" on ${head.slice(0, 7)} (success, 1 annotations) titled "t", with a summary of 1 character`,
      '[dry-run] would update that check run (output, 2 more annotations)',
      '[dry-run] would post a review on #1 with 1 suggestion comment',
    ]);
    expect(sim.writes()).toEqual([]);
    expect(sim.violations).toEqual([]);
  });
});

/** A plan of `count` annotations (two requests' worth past 50), as the check step makes one. */
const planOf = (count: number): CheckRunPlan => {
  const annotations = Array.from({ length: count }, (_, i) => finding(i + 1));
  return {
    name: 'handoff-gate',
    conclusion: 'failure',
    title: 'Fails',
    summary: 's',
    batches: [annotations.slice(0, ANNOTATIONS_PER_REQUEST), annotations.slice(ANNOTATIONS_PER_REQUEST)],
    total: count,
    omitted: 0,
  };
};

describe('a check run published through failures', () => {
  it('a create GitHub failed and did not make is made once, after a pause', async () => {
    const { sim, github, head } = await setUp();
    sim.fail({ operationId: 'checks/create', status: 502, times: 1 });
    const published = await publishCheckRun(github, planOf(60), head, 'run-1');
    expect(published).toMatchObject({ sent: 60 });
    expect(published.error).toBeUndefined();
    expect(sim.countBy('checks/create')).toBe(2);
    const runs = sim.state.repos['octo/repo']!.checkRuns;
    expect(runs).toHaveLength(1);
    expect(runs[0]!.annotations).toHaveLength(60);
    expect(sim.violations).toEqual([]);
  });

  it('an update that keeps failing is tried twice in all, and what went out is said with the error', async () => {
    const { sim, github, head } = await setUp();
    sim.fail({ operationId: 'checks/update', status: 502, times: 10 });
    const published = await publishCheckRun(github, planOf(60), head, 'run-1');
    expect(published).toMatchObject({ sent: ANNOTATIONS_PER_REQUEST });
    expect(httpStatus(published.error)).toBe(502);
    expect(sim.countBy('checks/update')).toBe(2);
    expect(sim.state.repos['octo/repo']!.checkRuns[0]!.annotations).toHaveLength(ANNOTATIONS_PER_REQUEST);
  });

  it('an update whose landing cannot be told (the count unread) is not sent again', async () => {
    const { sim, github, head } = await setUp();
    sim.fail({ operationId: 'checks/update', status: 502, times: 1 });
    sim.fail({ operationId: 'checks/get', status: 403, times: 1 });
    const published = await publishCheckRun(github, planOf(60), head, 'run-1');
    expect(published).toMatchObject({ sent: ANNOTATIONS_PER_REQUEST });
    expect(httpStatus(published.error)).toBe(502);
    expect(sim.countBy('checks/update')).toBe(1);
  });
});
