import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { describe, expect, it } from 'vitest';
import { call, simulators } from './helpers/sim-call.js';
import {
  blobSha,
  descriptionLoads,
  openApi,
  READ_TOKEN,
  repoState,
  simState,
  startSimulator,
  validateSchema,
  WRITE_TOKEN,
  type Schema,
  type Simulator,
} from './sim/index.js';

const start = simulators();

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe('the OpenAPI description', () => {
  it('is read and indexed once per process, however many servers use it', async () => {
    const api = openApi();
    // Two servers, each answering a request: both match routes on the one description.
    for (const sim of [await start(), await start()])
      expect((await call(sim, 'GET', '/repos/o/r/issues/999999')).status).toBe(404);
    expect(openApi()).toBe(api);
    expect(descriptionLoads()).toBe(1);
  });

  it('matches templated, multi-segment and encoded paths', () => {
    const api = openApi();
    const op = (method: string, path: string): string => {
      const m = api.match(method, path);
      return m.ok ? `${m.operation.operationId} ${JSON.stringify(m.params)}` : `none: ${m.reason}`;
    };
    expect(op('GET', '/repos/o/r/contents/a%2Fb%2Fc.yaml')).toBe(
      'repos/get-content {"owner":"o","repo":"r","path":"a/b/c.yaml"}',
    );
    expect(op('GET', '/repos/o/r/contents/a/b/c.yaml')).toBe(
      'repos/get-content {"owner":"o","repo":"r","path":"a/b/c.yaml"}',
    );
    expect(op('GET', '/repos/o/r/compare/main...feature%2Fx')).toBe(
      'repos/compare-commits-with-basehead {"owner":"o","repo":"r","basehead":"main...feature/x"}',
    );
    expect(op('GET', '/repos/o/r/compare/main...feature/x')).toBe(
      'repos/compare-commits-with-basehead {"owner":"o","repo":"r","basehead":"main...feature/x"}',
    );
    expect(op('DELETE', '/repos/o/r/issues/7/labels/risk%3Ahigh')).toBe(
      'issues/remove-label {"owner":"o","repo":"r","issue_number":"7","name":"risk:high"}',
    );
    expect(op('GET', '/repos/o/r/issues/comments/5')).toBe(
      'issues/get-comment {"owner":"o","repo":"r","comment_id":"5"}',
    );
    expect(op('GET', '/repos/o/r/git/ref/heads/feat/x')).toBe(
      'git/get-ref {"owner":"o","repo":"r","ref":"heads/feat/x"}',
    );
    expect(op('GET', '/repos/o/r/issues/x/comments')).toMatch(/issue_number must be an integer/);
    expect(op('POST', '/repos/o/r')).toMatch(/POST is not documented/);
    expect(op('GET', '/nothing/here')).toMatch(/no documented route/);
  });

  it('validates the schema subset GitHub uses', () => {
    const none = (): never => {
      throw new Error('no refs here');
    };
    const v = (schema: Schema, value: unknown): string[] =>
      validateSchema(schema, value, none).map((e) => `${e.path} ${e.message}`);
    expect(v({ type: 'string', nullable: true }, null)).toEqual([]);
    expect(v({ type: ['string', 'null'] }, null)).toEqual([]);
    expect(v({ type: 'integer' }, 1.5)).toHaveLength(1);
    expect(v({ type: 'object', required: ['a'], properties: { a: { enum: ['x', 'y'] } } }, { a: 'z' })).toEqual([
      'body.a "z" is not one of "x", "y"',
    ]);
    expect(v({ type: 'object', additionalProperties: false, properties: {} }, { a: 1 })).toEqual([
      'body.a is not an allowed property',
    ]);
    expect(v({ type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', maxLength: 3 } }, [])).toHaveLength(1);
    expect(v({ type: 'array', items: { type: 'string', maxLength: 3 } }, ['abcd'])).toEqual([
      'body[0] longer than 3 characters',
    ]);
    expect(v({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, 3)).toEqual([]);
    expect(v({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3)).toHaveLength(1);
    expect(v({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, true)).toHaveLength(1);
    expect(v({ allOf: [{ type: 'integer', minimum: 1 }, { maximum: 5 }] }, 6)).toEqual([
      'body 6 is above the maximum 5',
    ]);
    expect(v({ type: 'string', format: 'date-time' }, 'not a date')).toEqual([]);
  });
});

describe('the simulator', () => {
  it('listens on 127.0.0.1 only and serves a documented route', async () => {
    const sim = await start();
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const repo = await call(sim, 'GET', '/repos/octo/repo');
    expect(repo.status).toBe(200);
    expect(repo.json).toMatchObject({
      full_name: 'octo/repo',
      default_branch: 'main',
      owner: { login: 'octo', type: 'User' },
    });
    expect(repo.headers.get('content-type')).toMatch(/application\/json/);
    expect(sim.violations).toEqual([]);
    expect(sim.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/repos/octo/repo',
        operationId: 'repos/get',
        status: 200,
        login: 'github-actions[bot]',
      }),
    ]);
    expect((await call(sim, 'GET', '/repos/octo/elsewhere')).status).toBe(404);
  });

  it('answers 404 to an undocumented route and records a violation', async () => {
    const sim = await start();
    const answer = await call(sim, 'GET', '/repos/octo/repo/not-a-thing');
    expect(answer.status).toBe(404);
    expect(sim.violations).toEqual([
      expect.objectContaining({ kind: 'route', method: 'GET', path: '/repos/octo/repo/not-a-thing' }),
    ]);
    await call(sim, 'POST', '/repos/octo/repo', {});
    expect(sim.violations[1]).toMatchObject({ kind: 'route', reason: expect.stringMatching(/POST is not documented/) });
    // Documented by GitHub but not served here: a violation too, so a test never passes by accident.
    expect((await call(sim, 'GET', '/repos/octo/repo/branches/main')).status).toBe(501);
    expect(sim.violations[2]).toMatchObject({ kind: 'unsimulated', operationId: 'repos/get-branch' });
  });

  it('answers 422 to a body that breaks the description, and records it', async () => {
    const sim = await start(simState({ repos: [repoState({ issues: [{ title: 'one' }] })] }));
    const typo = await call(sim, 'POST', '/repos/octo/repo/issues/1/comments', { bodyy: 'x' });
    expect(typo.status).toBe(422);
    expect(sim.violations[0]).toMatchObject({
      kind: 'request',
      operationId: 'issues/create-comment',
      reason: expect.stringContaining('missing required property "body"'),
    });
    const number = await call(sim, 'POST', '/repos/octo/repo/issues/1/labels', { labels: [5] });
    expect(number.status).toBe(422);
    expect(sim.violations[1]).toMatchObject({
      kind: 'request',
      operationId: 'issues/add-labels',
      reason: expect.stringContaining('expected string'),
    });
    await call(sim, 'GET', '/repos/octo/repo/issues/1/comments?per_page=many');
    expect(sim.violations[2]?.reason).toMatch(/per_page must be an integer/);
    await call(sim, 'GET', '/repos/octo/repo/issues/1/comments?perpage=10');
    expect(sim.violations[3]?.reason).toMatch(/perpage is not documented/);
    expect(sim.state.repos['octo/repo']?.issues[1]?.comments).toEqual([]);
  });

  it('authenticates tokens; a read token may read but every write is 403', async () => {
    const sim = await start(simState({ repos: [repoState({ issues: [{ title: 'one' }] })] }));
    expect((await call(sim, 'GET', '/repos/octo/repo', undefined, null)).status).toBe(401);
    expect((await call(sim, 'GET', '/repos/octo/repo', undefined, 'ghs_nobody')).json).toMatchObject({
      message: 'Bad credentials',
    });
    expect((await call(sim, 'GET', '/repos/octo/repo', undefined, READ_TOKEN)).status).toBe(200);
    const write = await call(sim, 'POST', '/repos/octo/repo/issues/1/comments', { body: 'hi' }, READ_TOKEN);
    expect(write.status).toBe(403);
    expect(write.json).toMatchObject({
      message: 'Resource not accessible by integration',
      documentation_url: expect.any(String),
    });
    expect(sim.state.repos['octo/repo']?.issues[1]?.comments).toEqual([]);
    expect(sim.writes()).toHaveLength(1);
    expect(sim.violations).toEqual([]);
  });

  it('pages lists with per_page (default 30, at most 100) and Link headers', async () => {
    const labels = Array.from({ length: 75 }, (_, i) => `label-${String(i).padStart(2, '0')}`);
    const sim = await start(simState({ repos: [repoState({ labels })] }));
    const first = await call(sim, 'GET', '/repos/octo/repo/labels');
    expect(first.json).toHaveLength(30);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${sim.url}/repos/octo/repo/labels?per_page=30&page=2>; rel="next"`);
    expect(link).toContain(`<${sim.url}/repos/octo/repo/labels?per_page=30&page=3>; rel="last"`);
    const last = await call(sim, 'GET', '/repos/octo/repo/labels?per_page=30&page=3');
    expect(last.json.map((l: { name: string }) => l.name)).toEqual(labels.slice(60));
    expect(last.headers.get('link')).toContain('rel="prev"');
    expect(last.headers.get('link')).toContain('rel="first"');
    expect(last.headers.get('link')).not.toContain('rel="next"');
    const capped = await call(sim, 'GET', '/repos/octo/repo/labels?per_page=500');
    expect(capped.json).toHaveLength(75);
    expect(capped.headers.get('link')).toBeNull();
    const fifty = await call(sim, 'GET', '/repos/octo/repo/labels?per_page=50&page=2');
    expect(fifty.json).toHaveLength(25);
    expect(sim.violations).toEqual([]);
  });

  it('answers planted faults `times` times, then serves normally, recording them', async () => {
    const sim = await start();
    sim.fail({ method: 'GET', path: '/repos/octo/repo', times: 2, status: 502 });
    sim.fail({
      path: /\/labels$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    expect((await call(sim, 'GET', '/repos/octo/repo')).status).toBe(502);
    expect((await call(sim, 'GET', '/repos/octo/repo')).status).toBe(502);
    expect((await call(sim, 'GET', '/repos/octo/repo')).status).toBe(200);
    const limited = await call(sim, 'POST', '/repos/octo/repo/labels', { name: 'x' });
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json.message).toMatch(/secondary rate limit/);
    expect((await call(sim, 'POST', '/repos/octo/repo/labels', { name: 'x' })).status).toBe(201);
    expect(sim.requests.map((r) => [r.status, r.fault ?? false])).toEqual([
      [502, true],
      [502, true],
      [200, false],
      [403, true],
      [201, false],
    ]);
    expect(sim.countBy('issues/create-label')).toBe(2);
  });

  it('loses the answer to a write it performed: 502 or a reset socket, `times` times', async () => {
    const sim = await start();
    sim.loseResponse({ operationId: 'issues/create' }, { times: 2 });
    sim.loseResponse({ method: 'POST', path: /\/labels$/ }, { status: 'reset' });
    const lost = await call(sim, 'POST', '/repos/octo/repo/issues', { title: 'one' });
    expect(lost.status).toBe(502);
    expect((await call(sim, 'POST', '/repos/octo/repo/issues', { title: 'two' })).status).toBe(502);
    expect((await call(sim, 'POST', '/repos/octo/repo/issues', { title: 'three' })).status).toBe(201);
    // Every one of them was made, although the first two answers never arrived.
    expect(Object.values(sim.state.repos['octo/repo']!.issues).map((i) => i.title)).toEqual(['one', 'two', 'three']);
    await expect(call(sim, 'POST', '/repos/octo/repo/labels', { name: 'x' })).rejects.toThrow();
    expect(sim.state.repos['octo/repo']!.labels.map((l) => l.name)).toContain('x');
    expect((await call(sim, 'POST', '/repos/octo/repo/labels', { name: 'y' })).status).toBe(201);
    expect(sim.requests.map((r) => [r.operationId, r.status, r.lost ?? false])).toEqual([
      ['issues/create', 201, 502],
      ['issues/create', 201, 502],
      ['issues/create', 201, false],
      ['issues/create-label', 201, 'reset'],
      ['issues/create-label', 201, false],
    ]);
    expect(sim.violations).toEqual([]);
  });

  it('reads and writes files through the contents API, with sha checks and protected branches', async () => {
    const sim = await start(
      simState({
        repos: [
          repoState({
            files: { '.forge/intents/a.yaml': 'status: proposed\n' },
            branches: { locked: { protected: true } },
          }),
        ],
      }),
    );
    const path = '/repos/octo/repo/contents/.forge%2Fintents%2Fa.yaml';
    const read = await call(sim, 'GET', path);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      type: 'file',
      encoding: 'base64',
      path: '.forge/intents/a.yaml',
      name: 'a.yaml',
      sha: blobSha('status: proposed\n'),
    });
    expect(Buffer.from(read.json.content, 'base64').toString()).toBe('status: proposed\n');
    expect((await call(sim, 'GET', '/repos/octo/repo/contents/missing.yaml')).status).toBe(404);
    expect((await call(sim, 'GET', '/repos/octo/repo/contents/.forge/intents/a.yaml?ref=nope')).status).toBe(404);

    const noSha = await call(sim, 'PUT', path, { message: 'm', content: b64('status: approved\n') });
    expect(noSha.status).toBe(422);
    expect(noSha.json.message).toMatch(/"sha" wasn't supplied/);
    const stale = await call(sim, 'PUT', path, {
      message: 'm',
      content: b64('status: approved\n'),
      sha: blobSha('old'),
    });
    expect(stale.status).toBe(409);
    const updated = await call(sim, 'PUT', path, {
      message: 'Approve a',
      content: b64('status: approved\n'),
      sha: read.json.sha,
      committer: { name: 'Bot', email: 'bot@example.com' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.commit).toMatchObject({
      message: 'Approve a',
      author: { name: 'Bot', email: 'bot@example.com' },
    });
    const repo = sim.state.repos['octo/repo'];
    expect(repo?.branches.main?.files['.forge/intents/a.yaml']).toBe('status: approved\n');
    expect(repo?.commits[updated.json.commit.sha]).toMatchObject({
      message: 'Approve a',
      login: 'github-actions[bot]',
    });
    // The old revision stays readable by sha.
    const before = await call(sim, 'GET', `${path}?ref=${updated.json.commit.parents[0].sha}`);
    expect(Buffer.from(before.json.content, 'base64').toString()).toBe('status: proposed\n');

    const created = await call(sim, 'PUT', '/repos/octo/repo/contents/new/file.md', {
      message: 'add',
      content: b64('hi'),
    });
    expect(created.status).toBe(201);
    const onProtected = await call(sim, 'PUT', '/repos/octo/repo/contents/new/other.md', {
      message: 'add',
      content: b64('hi'),
      branch: 'locked',
    });
    expect(onProtected.status).toBe(409);
    expect(onProtected.json.message).toMatch(/Changes must be made through a pull request/);
    const removed = await call(sim, 'DELETE', '/repos/octo/repo/contents/new/file.md', {
      message: 'rm',
      sha: blobSha('hi'),
    });
    expect(removed.status).toBe(200);
    expect(repo?.branches.main?.files['new/file.md']).toBeUndefined();
    expect(sim.violations).toEqual([]);
  });

  it('creates, edits and deletes comments, up to 65,536 characters', async () => {
    const sim = await start(simState({ repos: [repoState({ issues: [{ title: 'one' }] })] }));
    const tooLong = await call(sim, 'POST', '/repos/octo/repo/issues/1/comments', { body: 'x'.repeat(65537) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors[0].message).toBe('Body is too long (maximum is 65536 characters)');
    const made = await call(sim, 'POST', '/repos/octo/repo/issues/1/comments', { body: '😀'.repeat(65536) });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: expect.stringMatching(/^http:\/\/localhost\/octo\/repo\/issues\/1#issuecomment-\d+$/),
    });
    const id = made.json.id as number;
    expect((await call(sim, 'PATCH', `/repos/octo/repo/issues/comments/${id}`, { body: 'edited' })).json.body).toBe(
      'edited',
    );
    expect((await call(sim, 'GET', `/repos/octo/repo/issues/comments/${id}`)).json.body).toBe('edited');
    expect(
      (await call(sim, 'POST', `/repos/octo/repo/issues/comments/${id}/reactions`, { content: 'eyes' })).status,
    ).toBe(201);
    expect(
      (await call(sim, 'POST', `/repos/octo/repo/issues/comments/${id}/reactions`, { content: 'eyes' })).status,
    ).toBe(200);
    expect((await call(sim, 'DELETE', `/repos/octo/repo/issues/comments/${id}`)).status).toBe(204);
    expect((await call(sim, 'GET', `/repos/octo/repo/issues/comments/${id}`)).status).toBe(404);
    expect((await call(sim, 'POST', '/repos/octo/repo/issues/99/comments', { body: 'x' })).status).toBe(404);
    expect(sim.violations).toEqual([]);
  });

  it('keeps labels: 422 already_exists (any case), added one by one, 404 removing one not there', async () => {
    const sim = await start(simState({ repos: [repoState({ labels: ['risk:high'], issues: [{ title: 'one' }] })] }));
    const exists = await call(sim, 'POST', '/repos/octo/repo/labels', { name: 'RISK:HIGH', color: 'ff0000' });
    expect(exists.status).toBe(422);
    expect(exists.json).toMatchObject({
      message: 'Validation Failed',
      errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
    });
    expect(
      (
        await call(sim, 'POST', '/repos/octo/repo/labels', {
          name: 'risk:low',
          color: '00ff00',
          description: 'Low risk',
        })
      ).status,
    ).toBe(201);
    expect((await call(sim, 'GET', '/repos/octo/repo/labels/risk%3Alow')).json).toMatchObject({
      name: 'risk:low',
      color: '00ff00',
      description: 'Low risk',
    });
    const added = await call(sim, 'POST', '/repos/octo/repo/issues/1/labels', { labels: ['risk:low', 'brand-new'] });
    expect(added.json.map((l: { name: string }) => l.name)).toEqual(['risk:low', 'brand-new']);
    expect(sim.state.repos['octo/repo']?.labels.map((l) => l.name)).toContain('brand-new');
    expect((await call(sim, 'DELETE', '/repos/octo/repo/issues/1/labels/risk%3Ahigh')).status).toBe(404);
    const removed = await call(sim, 'DELETE', '/repos/octo/repo/issues/1/labels/risk%3Alow');
    expect(removed.json.map((l: { name: string }) => l.name)).toEqual(['brand-new']);
    expect((await call(sim, 'PUT', '/repos/octo/repo/issues/1/labels', { labels: ['a'] })).status).toBe(200);
    expect(sim.countBy('issues/set-labels')).toBe(1);
    expect(sim.violations).toEqual([]);
  });

  it('lists issues and pull requests together, with filters', async () => {
    const sim = await start(
      simState({
        repos: [
          repoState({
            branches: { 'feat/x': { files: { 'a.txt': 'a\n' } } },
            pulls: [{ head: 'feat/x', title: 'PR', labels: ['inbox'] }],
            issues: [
              { title: 'open inbox', labels: ['inbox', 'x'] },
              { title: 'closed inbox', labels: ['inbox'], state: 'closed' },
              { title: 'other' },
            ],
          }),
        ],
      }),
    );
    const open = await call(sim, 'GET', '/repos/octo/repo/issues?state=open&labels=INBOX&direction=asc');
    expect(
      open.json.map((i: { number: number; pull_request?: unknown }) => [i.number, Boolean(i.pull_request)]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    const all = await call(sim, 'GET', '/repos/octo/repo/issues?state=all&labels=inbox');
    expect(all.json.map((i: { number: number }) => i.number)).toEqual([3, 2, 1]);
    const made = await call(sim, 'POST', '/repos/octo/repo/issues', { title: 'New', body: 'text', labels: ['inbox'] });
    expect(made.status).toBe(201);
    expect(made.json.number).toBe(5);
    const closed = await call(sim, 'PATCH', '/repos/octo/repo/issues/5', {
      state: 'closed',
      state_reason: 'not_planned',
    });
    expect(closed.json).toMatchObject({
      state: 'closed',
      state_reason: 'not_planned',
      closed_by: { login: 'github-actions[bot]' },
    });
    expect((await call(sim, 'GET', '/repos/octo/repo/issues/1')).json.pull_request.url).toBe(
      `${sim.url}/repos/octo/repo/pulls/1`,
    );
    expect(sim.violations).toEqual([]);
  });

  it('serves a pull request from a fork', async () => {
    const sim = await start(
      simState({
        repos: [
          repoState({
            branches: { patch: { files: { 'x.yaml': 'a: 1\n' } } },
            pulls: [{ head: 'patch', fork: 'mallory', user: 'mallory' }],
          }),
        ],
      }),
    );
    const pr = await call(sim, 'GET', '/repos/octo/repo/pulls/1');
    expect(pr.json).toMatchObject({
      user: { login: 'mallory' },
      head: { label: 'mallory:patch', ref: 'patch', repo: { full_name: 'mallory/repo', fork: true } },
      base: { ref: 'main', repo: { full_name: 'octo/repo' } },
    });
    expect(sim.state.repos['octo/repo']?.branches.patch).toBeUndefined();
    const files = await call(sim, 'GET', '/repos/octo/repo/pulls/1/files');
    expect(files.json.map((f: { filename: string }) => f.filename)).toEqual(['x.yaml']);
    expect((await call(sim, 'GET', `/repos/octo/repo/contents/x.yaml?ref=${pr.json.head.sha}`)).status).toBe(200);
    expect(sim.violations).toEqual([]);
  });

  it('compares commits: GitHub caps files at 300, on the first page; 404 for an unknown commit', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 320 }, (_, i) => [`f/${String(i).padStart(3, '0')}.yaml`, `n: ${i}\n`]),
    );
    const sim = await start(
      simState({ repos: [repoState({ branches: { big: { files } }, files: { 'gone.txt': 'x' } })] }),
    );
    const repo = sim.state.repos['octo/repo'];
    const compare = await call(sim, 'GET', '/repos/octo/repo/compare/main...big');
    expect(compare.json).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 });
    expect(compare.json.files).toHaveLength(300);
    expect(compare.json.files[0]).toMatchObject({
      filename: 'f/000.yaml',
      status: 'added',
      additions: 1,
      deletions: 0,
      changes: 1,
    });
    const page2 = await call(
      sim,
      'GET',
      `/repos/octo/repo/compare/${repo?.branches.main?.sha}...${repo?.branches.big?.sha}?per_page=100&page=2`,
    );
    expect(page2.json.files).toEqual([]);
    expect((await call(sim, 'GET', `/repos/octo/repo/compare/${'0'.repeat(40)}...big`)).status).toBe(404);
    expect(sim.violations).toEqual([]);
  });

  it('serves requests one at a time, and a delay lets two clients interleave', async () => {
    const sim = await start();
    sim.delay({ operationId: 'issues/list-for-repo', ms: 150 });
    // Two runs: each lists the inbox, then creates its issue if absent (a read-then-write race).
    const run = async (): Promise<number> => {
      const list = await call(sim, 'GET', '/repos/octo/repo/issues?labels=inbox');
      if (list.json.length === 0)
        await call(sim, 'POST', '/repos/octo/repo/issues', { title: 'Item', labels: ['inbox'] });
      return list.json.length;
    };
    expect(await Promise.all([run(), run()])).toEqual([0, 0]);
    expect(Object.keys(sim.state.repos['octo/repo']?.issues ?? {})).toHaveLength(2);
    const order = sim.requests.map((r) => r.method);
    expect(order).toEqual(['GET', 'GET', 'POST', 'POST']);
  });

  it('closes cleanly', async () => {
    const sim = await startSimulator(simState());
    await call(sim, 'GET', '/repos/octo/repo');
    await sim.close();
    await expect(fetch(`${sim.url}/repos/octo/repo`)).rejects.toThrow();
  });
});

describe('an Octokit client against the simulator', () => {
  /** As the action makes it: with the retry and throttling plugins (which space writes 1 s apart, and content-creating POSTs 3 s). */
  const octokitFor = (sim: Simulator, token = WRITE_TOKEN) =>
    getOctokit(
      token,
      {
        baseUrl: sim.url,
        throttle: {
          onRateLimit: () => true,
          onSecondaryRateLimit: (_after: number, _o: unknown, _k: unknown, count: number) => count < 2,
        },
        retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
      },
      throttling,
      retry,
    );
  /** Without the plugins, so that a test making many writes stays fast. */
  const plainOctokit = (sim: Simulator, token = WRITE_TOKEN) => getOctokit(token, { baseUrl: sim.url });

  it('paginates the files of a pull request (GitHub stops at 3,000)', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 3100 }, (_, i) => [
        `.work/e${String(i).padStart(4, '0')}.yaml`,
        `kind: x\nagent_id: ${i}\n`,
      ]),
    );
    const sim = await start(
      simState({
        repos: [
          repoState({
            files: { 'README.md': 'hi\n' },
            branches: { 'feat/many': { files } },
            pulls: [{ head: 'feat/many' }],
          }),
        ],
      }),
    );
    const octokit = octokitFor(sim);
    const listed = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: 'octo',
      repo: 'repo',
      pull_number: 1,
      per_page: 100,
    });
    expect(listed).toHaveLength(3000);
    expect(listed[0]).toMatchObject({ filename: '.work/e0000.yaml', status: 'added', additions: 2 });
    expect(sim.countBy('pulls/list-files')).toBe(30);
    const small = await start(
      simState({
        repos: [
          repoState({
            files: { 'a.yaml': 'a: 1\n', 'old.yaml': 'same\n' },
            branches: { f: { files: { 'a.yaml': 'a: 2\n', 'old.yaml': null, 'new.yaml': 'same\n', 'b.yaml': 'b\n' } } },
            pulls: [{ head: 'f' }],
          }),
        ],
      }),
    );
    const octo2 = octokitFor(small);
    const few = await octo2.paginate(octo2.rest.pulls.listFiles, { owner: 'octo', repo: 'repo', pull_number: 1 });
    expect(few.map((f) => [f.filename, f.status, f.previous_filename])).toEqual([
      ['a.yaml', 'modified', undefined],
      ['b.yaml', 'added', undefined],
      ['new.yaml', 'renamed', 'old.yaml'],
    ]);
    expect(few[0]?.patch).toBe('@@ -1 +1 @@\n-a: 1\n+a: 2');
    expect([...sim.violations, ...small.violations]).toEqual([]);
  });

  it('serves every simulated operation with bodies that match GitHub’s description', async () => {
    const sim = await start(
      simState({
        repos: [
          repoState({
            files: { '.forge/intents/a.yaml': 'id: a\n', 'docs/x.md': '# x\n' },
            branches: {
              'feat/a': { files: { '.forge/intents/a.yaml': 'id: a\nrisk: high\n' } },
              guarded: { protected: true },
            },
            pulls: [{ head: 'feat/a', title: 'Work', body: 'Intent: a' }],
            issues: [
              { title: 'Inbox item', labels: ['handoff-gate:inbox'], comments: [{ body: '/approve', user: 'alice' }] },
            ],
            collaborators: { alice: 'write', bob: 'triage' },
          }),
        ],
      }),
    );
    const o = plainOctokit(sim);
    const r = { owner: 'octo', repo: 'repo' };
    await o.rest.repos.get(r);
    const pull = (await o.rest.pulls.get({ ...r, pull_number: 1 })).data;
    expect(pull.head.ref).toBe('feat/a');
    expect(pull.changed_files).toBe(1);
    await o.rest.pulls.list({ ...r, state: 'all', head: 'octo:feat/a' });
    const cmp = (await o.rest.repos.compareCommitsWithBasehead({ ...r, basehead: 'main...feat/a' })).data;
    expect(cmp.files?.map((f) => f.filename)).toEqual(['.forge/intents/a.yaml']);
    await o.rest.repos.getCommit({ ...r, ref: 'feat/a' });
    const content = (await o.rest.repos.getContent({ ...r, path: '.forge/intents/a.yaml', ref: 'feat/a' })).data;
    expect('content' in content && Buffer.from(content.content, 'base64').toString()).toBe('id: a\nrisk: high\n');
    const dir = (await o.rest.repos.getContent({ ...r, path: 'docs' })).data;
    expect(Array.isArray(dir) && dir.map((e) => e.path)).toEqual(['docs/x.md']);
    const raw = await o.rest.repos.getContent({ ...r, path: 'docs/x.md', mediaType: { format: 'raw' } });
    expect(String(raw.data)).toBe('# x\n');
    const sha = blobSha('id: a\n');
    await o.rest.repos.createOrUpdateFileContents({
      ...r,
      path: '.forge/intents/a.yaml',
      message: 'approve',
      content: b64('id: a\nstatus: approved\n'),
      sha,
    });
    await expect(
      o.rest.repos.createOrUpdateFileContents({
        ...r,
        path: 'x.md',
        message: 'm',
        content: b64('x'),
        branch: 'guarded',
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      o.rest.repos.createOrUpdateFileContents({
        ...r,
        path: '.forge/intents/a.yaml',
        message: 'm',
        content: b64('x'),
        sha,
      }),
    ).rejects.toMatchObject({ status: 409 });
    const main = (await o.rest.git.getRef({ ...r, ref: 'heads/main' })).data;
    await o.rest.git.createRef({ ...r, ref: 'refs/heads/handoff-gate/approve-a', sha: main.object.sha });
    await expect(
      o.rest.git.createRef({ ...r, ref: 'refs/heads/handoff-gate/approve-a', sha: main.object.sha }),
    ).rejects.toMatchObject({ status: 422 });
    await o.rest.repos.createOrUpdateFileContents({
      ...r,
      path: 'y.md',
      message: 'm',
      content: b64('y'),
      branch: 'handoff-gate/approve-a',
    });
    const created = (
      await o.rest.pulls.create({ ...r, head: 'handoff-gate/approve-a', base: 'main', title: 'Approve a', body: 'b' })
    ).data;
    expect(created.number).toBe(3);
    await expect(
      o.rest.pulls.create({ ...r, head: 'handoff-gate/approve-a', base: 'main', title: 'again' }),
    ).rejects.toMatchObject({ status: 422 });
    await o.rest.repos.deleteFile({ ...r, path: 'docs/x.md', message: 'rm', sha: blobSha('# x\n') });

    await o.rest.issues.listComments({ ...r, issue_number: 2 });
    const comment = (await o.rest.issues.createComment({ ...r, issue_number: 1, body: '<!-- handoff-gate -->\nhello' }))
      .data;
    await o.rest.issues.updateComment({ ...r, comment_id: comment.id, body: 'changed' });
    await o.rest.issues.getComment({ ...r, comment_id: comment.id });
    await o.rest.reactions.createForIssueComment({ ...r, comment_id: comment.id, content: '+1' });
    await o.rest.reactions.listForIssueComment({ ...r, comment_id: comment.id });
    await o.rest.reactions.createForIssue({ ...r, issue_number: 2, content: 'rocket' });
    await o.rest.issues.deleteComment({ ...r, comment_id: comment.id });

    await o.rest.issues.listLabelsForRepo(r);
    await o.rest.issues.createLabel({ ...r, name: 'risk:high', color: 'd73a4a', description: 'High risk' });
    await o.rest.issues.getLabel({ ...r, name: 'risk:high' });
    await o.rest.issues.updateLabel({ ...r, name: 'risk:high', description: 'Very' });
    await o.rest.issues.addLabels({ ...r, issue_number: 1, labels: ['risk:high'] });
    await o.rest.issues.listLabelsOnIssue({ ...r, issue_number: 1 });
    await o.rest.issues.removeLabel({ ...r, issue_number: 1, name: 'risk:high' });

    await o.rest.issues.listForRepo({
      ...r,
      state: 'all',
      labels: 'handoff-gate:inbox',
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    });
    const issue = (
      await o.rest.issues.create({
        ...r,
        title: 'Approve intent a',
        body: '<!-- key -->',
        labels: ['handoff-gate:inbox'],
      })
    ).data;
    await o.rest.issues.get({ ...r, issue_number: issue.number });
    await o.rest.issues.update({ ...r, issue_number: issue.number, state: 'closed', state_reason: 'completed' });
    await o.rest.issues.update({ ...r, issue_number: issue.number, state: 'open', title: 'Reopened' });

    const perms = await Promise.all(
      ['alice', 'bob', 'octo', 'mallory'].map(
        async (username) => (await o.rest.repos.getCollaboratorPermissionLevel({ ...r, username })).data,
      ),
    );
    expect(perms.map((p) => [p.user?.login, p.permission, p.role_name])).toEqual([
      ['alice', 'write', 'write'],
      ['bob', 'read', 'triage'],
      ['octo', 'admin', 'admin'],
      ['mallory', 'read', 'read'],
    ]);
    await expect(o.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 403 });
    expect(sim.violations).toEqual([]);
  });

  it('waits out a secondary rate limit with the throttling plugin, and reports writes refused to a read token', async () => {
    const sim = await start(simState({ repos: [repoState({ issues: [{ title: 'one' }] })] }));
    sim.fail({
      operationId: 'issues/list-comments',
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      },
    });
    const o = octokitFor(sim);
    const { data } = await o.rest.issues.listComments({ owner: 'octo', repo: 'repo', issue_number: 1 });
    expect(data).toEqual([]);
    expect(sim.requests.map((x) => x.status)).toEqual([403, 200]);
    const reader = octokitFor(sim, READ_TOKEN);
    await expect(
      reader.rest.issues.createComment({ owner: 'octo', repo: 'repo', issue_number: 1, body: 'x' }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration'),
    });
    expect(sim.violations).toEqual([]);
  });
});
