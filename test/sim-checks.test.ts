import { describe, expect, it } from 'vitest';
import { call, simulators } from './helpers/sim-call.js';
import { BOT_LOGIN, READ_TOKEN, repoState, simState, WRITE_TOKEN, type SimState, type Simulator } from './sim/index.js';

const start = simulators();

const RUNS = '/repos/octo/repo/check-runs';

/** A repository with a pull request from `feat` (its head is the commit checked). */
function prState(tokens?: SimState['tokens']): SimState {
  return simState({
    repos: [
      repoState({
        files: { 'a.yaml': 'a: 1\n' },
        branches: { feat: { files: { 'a.yaml': 'a: 2\n' } } },
        pulls: [{ head: 'feat' }],
      }),
    ],
    ...(tokens && { tokens }),
  });
}

const headOf = (sim: Simulator): string => sim.state.repos['octo/repo']!.branches.feat!.sha;

const annotations = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({
    path: 'a.yaml',
    start_line: from + i,
    end_line: from + i,
    annotation_level: 'warning' as const,
    message: `finding ${from + i}`,
  }));

describe('check runs in the simulator', () => {
  it('creates a check run with GitHub’s fields, appends the annotations of each update, and reads it back', async () => {
    const sim = await start(prState());
    const head = headOf(sim);
    const made = await call(sim, 'POST', RUNS, {
      name: 'handoff-gate',
      head_sha: head,
      external_id: 'run-1',
      status: 'in_progress',
      output: { title: 'Checking', summary: 'first batch', annotations: annotations(50) },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: 'handoff-gate',
      head_sha: head,
      external_id: 'run-1',
      status: 'in_progress',
      conclusion: null,
      completed_at: null,
      output: {
        title: 'Checking',
        summary: 'first batch',
        text: null,
        annotations_count: 50,
        annotations_url: `${sim.url}${RUNS}/${made.json.id}/annotations`,
      },
      app: { slug: 'github-actions' },
      pull_requests: [{ number: 1, head: { ref: 'feat', sha: head } }],
    });
    const id = made.json.id as number;
    const second = await call(sim, 'PATCH', `${RUNS}/${id}`, {
      output: { title: 'Checking', summary: 'second batch', annotations: annotations(50, 51) },
    });
    expect(second.json.output).toMatchObject({ summary: 'second batch', annotations_count: 100 });
    const done = await call(sim, 'PATCH', `${RUNS}/${id}`, {
      conclusion: 'failure',
      output: { title: '120 findings', summary: 'done', text: 'details', annotations: annotations(20, 101) },
    });
    expect(done.json).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      completed_at: expect.any(String),
      output: { title: '120 findings', text: 'details', annotations_count: 120 },
    });
    expect((await call(sim, 'GET', `${RUNS}/${id}`)).json.output.annotations_count).toBe(120);

    // Every annotation kept, in order, paged.
    const first = await call(sim, 'GET', `${RUNS}/${id}/annotations?per_page=100`);
    expect(first.json).toHaveLength(100);
    expect(first.headers.get('link')).toContain('rel="next"');
    const rest = await call(sim, 'GET', `${RUNS}/${id}/annotations?per_page=100&page=2`);
    expect(rest.json.map((a: { start_line: number }) => a.start_line)).toEqual(
      Array.from({ length: 20 }, (_, i) => 101 + i),
    );
    expect(first.json[0]).toEqual({
      path: 'a.yaml',
      blob_href: `http://localhost/octo/repo/blob/${head}/a.yaml`,
      start_line: 1,
      end_line: 1,
      start_column: null,
      end_column: null,
      annotation_level: 'warning',
      title: null,
      message: 'finding 1',
      raw_details: null,
    });
    expect((await call(sim, 'GET', `${RUNS}/999`)).status).toBe(404);
    expect(sim.violations).toEqual([]);
  });

  it('refuses what GitHub refuses with 422, and a refused update changes nothing', async () => {
    const sim = await start(prState());
    const head = headOf(sim);
    const base = { name: 'handoff-gate', head_sha: head };
    const output = (extra: Record<string, unknown>) => ({ output: { title: 't', summary: 's', ...extra } });

    expect((await call(sim, 'POST', RUNS, { ...base, head_sha: 'f'.repeat(40) })).json).toMatchObject({
      message: `No commit found for SHA: ${'f'.repeat(40)}`,
    });
    expect((await call(sim, 'POST', RUNS, { ...base, head_sha: 'feat' })).status).toBe(422);
    expect((await call(sim, 'POST', RUNS, { ...base, status: 'completed' })).json).toMatchObject({
      errors: [{ field: 'conclusion', code: 'missing_field' }],
    });
    const spanning = await call(sim, 'POST', RUNS, {
      ...base,
      ...output({
        annotations: [
          { path: 'a.yaml', start_line: 1, end_line: 2, start_column: 1, annotation_level: 'notice', message: 'm' },
        ],
      }),
    });
    expect(spanning.status).toBe(422);
    expect(spanning.json.errors[0].message).toBe(
      'Annotations only support start_column and end_column on the same line.',
    );
    // Within GitHub's limits, and what the description allows: no violation so far.
    expect(sim.violations).toEqual([]);

    // Past the limits the description itself states: 422, and a request violation (a client bug).
    expect((await call(sim, 'POST', RUNS, { ...base, ...output({ annotations: annotations(51) }) })).status).toBe(422);
    expect((await call(sim, 'POST', RUNS, { ...base, ...output({ summary: 'x'.repeat(65536) }) })).status).toBe(422);
    expect(
      (
        await call(sim, 'POST', RUNS, {
          ...base,
          ...output({ annotations: [{ ...annotations(1)[0], annotation_level: 'error' }] }),
        })
      ).status,
    ).toBe(422);
    expect(sim.violations.map((v) => [v.kind, v.operationId])).toEqual([
      ['request', 'checks/create'],
      ['request', 'checks/create'],
      ['request', 'checks/create'],
    ]);
    expect(sim.state.repos['octo/repo']!.checkRuns).toEqual([]);

    const made = await call(sim, 'POST', RUNS, {
      ...base,
      status: 'in_progress',
      ...output({ summary: 'x'.repeat(65535), annotations: annotations(3) }),
    });
    expect(made.status).toBe(201);
    const refused = await call(sim, 'PATCH', `${RUNS}/${made.json.id}`, {
      conclusion: 'success',
      ...output({
        annotations: [
          ...annotations(2),
          { path: 'a.yaml', start_line: 3, end_line: 4, end_column: 2, annotation_level: 'notice', message: 'm' },
        ],
      }),
    });
    expect(refused.status).toBe(422);
    expect((await call(sim, 'PATCH', `${RUNS}/${made.json.id}`, { output: { summary: 'no title' } })).status).toBe(422);
    expect((await call(sim, 'GET', `${RUNS}/${made.json.id}`)).json).toMatchObject({
      status: 'in_progress',
      conclusion: null,
      output: { annotations_count: 3 },
    });
  });

  it('lists a commit’s check runs by name and status, the newest of each name unless `filter=all`, paged', async () => {
    const sim = await start(prState());
    const head = headOf(sim);
    const main = sim.state.repos['octo/repo']!.branches.main!.sha;
    const ids: number[] = [];
    for (const [name, sha, status] of [
      ['handoff-gate', head, 'completed'],
      ['handoff-gate', head, 'in_progress'],
      ['lint', head, 'queued'],
      ['handoff-gate', main, 'queued'],
    ] as const) {
      const made = await call(sim, 'POST', RUNS, {
        name,
        head_sha: sha,
        status,
        external_id: `${name}-${ids.length}`,
        ...(status === 'completed' && { conclusion: 'success' }),
      });
      ids.push(made.json.id as number);
    }
    const list = async (query: string) =>
      (await call(sim, 'GET', `/repos/octo/repo/commits/${head}/check-runs?${query}`)).json as {
        total_count: number;
        check_runs: Array<{ id: number }>;
      };
    expect(await list('check_name=handoff-gate')).toMatchObject({ total_count: 1, check_runs: [{ id: ids[1] }] });
    expect((await list('check_name=handoff-gate&filter=all')).check_runs.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await list('filter=all&status=completed')).check_runs.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list('')).total_count).toBe(2);
    // A branch names its head commit too.
    expect(
      (await call(sim, 'GET', '/repos/octo/repo/commits/main/check-runs')).json.check_runs.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([ids[3]]);
    const paged = await call(sim, 'GET', `/repos/octo/repo/commits/${head}/check-runs?filter=all&per_page=2&page=1`);
    expect(paged.json).toMatchObject({ total_count: 3 });
    expect(paged.json.check_runs).toHaveLength(2);
    expect(paged.headers.get('link')).toContain('page=2>; rel="last"');
    expect((await call(sim, 'GET', `/repos/octo/repo/commits/${'e'.repeat(40)}/check-runs`)).status).toBe(422);
    expect(sim.violations).toEqual([]);
  });

  it('answers 403 to a check-run write by a token denied `checks`, by a read token, and by a user’s token', async () => {
    const NO_CHECKS = 'ghs_simNoChecksToken000000000000000000';
    const PAT = 'ghp_simUserToken0000000000000000000000';
    const sim = await start(
      prState({
        [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write' },
        [READ_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'read' },
        [NO_CHECKS]: { login: BOT_LOGIN, type: 'Bot', permission: 'write', denied: ['checks'] },
        [PAT]: { login: 'octocat', type: 'User', permission: 'write' },
      }),
    );
    const run = { name: 'handoff-gate', head_sha: headOf(sim) };
    const denied = await call(sim, 'POST', RUNS, run, NO_CHECKS);
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('Resource not accessible by integration');
    expect((await call(sim, 'POST', RUNS, run, READ_TOKEN)).status).toBe(403);
    expect((await call(sim, 'POST', RUNS, run, PAT)).json).toMatchObject({
      message: 'You must authenticate via a GitHub App.',
    });
    // The same token still comments, and reads check runs.
    expect((await call(sim, 'POST', '/repos/octo/repo/issues/1/comments', { body: 'hi' }, NO_CHECKS)).status).toBe(201);
    expect(
      (await call(sim, 'GET', `/repos/octo/repo/commits/${headOf(sim)}/check-runs`, undefined, NO_CHECKS)).json
        .total_count,
    ).toBe(0);
    const made = await call(sim, 'POST', RUNS, run);
    expect(made.status).toBe(201);
    expect(
      (await call(sim, 'PATCH', `${RUNS}/${made.json.id}`, { status: 'completed', conclusion: 'neutral' }, NO_CHECKS))
        .status,
    ).toBe(403);
    expect(sim.state.repos['octo/repo']!.checkRuns.map((r) => r.status)).toEqual(['queued']);
    expect(sim.violations).toEqual([]);
  });
});
