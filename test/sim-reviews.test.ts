import { describe, expect, it } from 'vitest';
import { call, simulators } from './helpers/sim-call.js';
import { BOT_LOGIN, repoState, simState, WRITE_TOKEN, type SimState } from './sim/index.js';

const start = simulators();

const lines = (count: number, name = 'line'): string =>
  Array.from({ length: count }, (_, i) => `${name}${i + 1}: ${i + 1}\n`).join('');

/**
 * `a.yaml`: 20 lines, of which line 10 changes (hunk: lines 7-13 on both sides); `new.yaml`:
 * 150 added lines; `bin.dat`: binary (no patch); `same.txt` is not part of the pull request.
 */
function prState(tokens?: SimState['tokens']): SimState {
  const before = lines(20);
  const after = before.replace('line10: 10\n', 'line10: changed\n');
  return simState({
    repos: [
      repoState({
        files: { 'a.yaml': before, 'same.txt': 'same\n', 'bin.dat': new Uint8Array([0, 1, 2]) },
        branches: {
          feat: { files: { 'a.yaml': after, 'new.yaml': lines(150, 'n'), 'bin.dat': new Uint8Array([0, 1, 3]) } },
        },
        pulls: [{ head: 'feat' }],
      }),
    ],
    ...(tokens && { tokens }),
  });
}

const REVIEWS = '/repos/octo/repo/pulls/1/reviews';
const suggestion = (text: string) => `\`\`\`suggestion\n${text}\n\`\`\``;

describe('pull-request reviews in the simulator', () => {
  it('uses the same hunks as the PR files list', async () => {
    const sim = await start(prState());
    const files = await call(sim, 'GET', '/repos/octo/repo/pulls/1/files');
    const a = files.json.find((f: { filename: string }) => f.filename === 'a.yaml');
    expect(a.patch).toBe(
      '@@ -7,7 +7,7 @@\n line7: 7\n line8: 8\n line9: 9\n-line10: 10\n+line10: changed\n line11: 11\n line12: 12\n line13: 13',
    );
    expect(files.json.find((f: { filename: string }) => f.filename === 'bin.dat').patch).toBeUndefined();
  });

  it('posts a COMMENT review without a body, whose comments sit on the diff, and lists them', async () => {
    const sim = await start(prState());
    const head = sim.state.repos['octo/repo']!.branches.feat!.sha;
    const made = await call(sim, 'POST', REVIEWS, {
      commit_id: head,
      event: 'COMMENT',
      comments: [
        { path: 'a.yaml', line: 10, side: 'RIGHT', body: suggestion('line10: fixed') },
        { path: 'a.yaml', start_line: 7, line: 9, side: 'RIGHT', body: suggestion('line7: 7\nline8: 8\nline9: 9') },
        { path: 'new.yaml', line: 150, side: 'RIGHT', body: 'last line' },
      ],
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      state: 'COMMENTED',
      body: '',
      commit_id: head,
      user: { login: BOT_LOGIN },
      submitted_at: expect.any(String),
    });
    const comments = await call(sim, 'GET', '/repos/octo/repo/pulls/1/comments');
    expect(
      comments.json.map((c: Record<string, unknown>) => [
        c.path,
        c.start_line,
        c.line,
        c.side,
        c.commit_id,
        c.pull_request_review_id,
        (c.user as { login: string }).login,
      ]),
    ).toEqual([
      ['a.yaml', null, 10, 'RIGHT', head, made.json.id, BOT_LOGIN],
      ['a.yaml', 7, 9, 'RIGHT', head, made.json.id, BOT_LOGIN],
      ['new.yaml', null, 150, 'RIGHT', head, made.json.id, BOT_LOGIN],
    ]);
    expect(comments.json[0]).toMatchObject({
      body: suggestion('line10: fixed'),
      position: 5,
      diff_hunk: '@@ -7,7 +7,7 @@\n line7: 7\n line8: 8\n line9: 9\n-line10: 10\n+line10: changed',
    });
    const reviews = await call(sim, 'GET', REVIEWS);
    expect(reviews.json.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([
      [made.json.id, 'COMMENTED'],
    ]);
    expect((await call(sim, 'GET', '/repos/octo/repo/pulls/1')).json.review_comments).toBe(3);
    expect(sim.violations).toEqual([]);
  });

  it('refuses a review whole with 422 when a comment is off the diff, on another file, or spans hunks backwards', async () => {
    const sim = await start(prState());
    const refuse = async (comment: Record<string, unknown>) => {
      const answer = await call(sim, 'POST', REVIEWS, {
        event: 'COMMENT',
        comments: [
          { path: 'a.yaml', line: 10, body: 'fine' },
          { body: 'x', ...comment },
        ],
      });
      expect(answer.status).toBe(422);
      return answer.json.errors as string[];
    };
    expect(await refuse({ path: 'a.yaml', line: 3 })).toEqual([
      'Pull request review thread line must be part of the diff',
    ]);
    expect(await refuse({ path: 'a.yaml', line: 14 })).toEqual([
      'Pull request review thread line must be part of the diff',
    ]);
    expect(await refuse({ path: 'same.txt', line: 1 })).toEqual(['Path could not be resolved']);
    expect(await refuse({ path: 'bin.dat', line: 1 })).toEqual(["Pull request review thread diff hunk can't be blank"]);
    expect(await refuse({ path: 'a.yaml', start_line: 11, line: 9 })).toEqual([
      'Pull request review thread start line must precede the end line.',
    ]);
    // Line 10 of the old side is the removed line: on the LEFT it is in the diff.
    expect(
      (
        await call(sim, 'POST', REVIEWS, {
          event: 'COMMENT',
          comments: [{ path: 'a.yaml', line: 10, side: 'LEFT', body: 'old' }],
        })
      ).status,
    ).toBe(200);
    const none = await call(sim, 'POST', REVIEWS, { event: 'COMMENT' });
    expect(none.status).toBe(422);
    expect(none.json).toMatchObject({
      message: 'Unprocessable Entity',
      documentation_url: expect.stringContaining('create-a-review-for-a-pull-request'),
    });
    // Only the one review that fit was made, with its one comment.
    expect(sim.state.repos['octo/repo']!.reviews).toHaveLength(1);
    expect(sim.state.repos['octo/repo']!.reviewComments.map((c) => [c.line, c.side])).toEqual([[10, 'LEFT']]);
    expect((await call(sim, 'POST', '/repos/octo/repo/pulls/9/reviews', { event: 'COMMENT', body: 'x' })).status).toBe(
      404,
    );
    expect(sim.violations).toEqual([]);
  });

  it('pages reviews and review comments', async () => {
    const sim = await start(prState());
    const comments = Array.from({ length: 120 }, (_, i) => ({
      path: 'new.yaml',
      line: i + 1,
      side: 'RIGHT',
      body: `c${i + 1}`,
    }));
    expect((await call(sim, 'POST', REVIEWS, { event: 'COMMENT', body: 'many', comments })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await call(sim, 'POST', REVIEWS, { event: 'COMMENT', body: `review ${i}` })).status).toBe(200);
    const first = await call(sim, 'GET', '/repos/octo/repo/pulls/1/comments?per_page=100');
    expect(first.json).toHaveLength(100);
    expect(first.headers.get('link')).toContain('page=2>; rel="last"');
    const second = await call(sim, 'GET', '/repos/octo/repo/pulls/1/comments?per_page=100&page=2');
    expect(second.json.map((c: { body: string }) => c.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `c${i + 101}`),
    );
    const reviews = await call(sim, 'GET', `${REVIEWS}?per_page=2&page=2`);
    expect(reviews.json.map((r: { body: string }) => r.body)).toEqual(['review 1']);
    expect(sim.violations).toEqual([]);
  });

  it('keeps a pending review (no event) to its author, and answers 403 to a token denied `pull_requests`', async () => {
    const NO_PULLS = 'ghs_simNoPullsToken0000000000000000000';
    const sim = await start(
      prState({
        [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write' },
        [NO_PULLS]: { login: 'other[bot]', type: 'Bot', permission: 'write', denied: ['pull_requests'] },
      }),
    );
    const pending = await call(sim, 'POST', REVIEWS, { comments: [{ path: 'a.yaml', line: 10, body: 'draft' }] });
    expect(pending.json).toMatchObject({ state: 'PENDING' });
    expect(pending.json.submitted_at).toBeUndefined();
    expect((await call(sim, 'POST', REVIEWS, { body: 'again' })).status).toBe(422);
    expect((await call(sim, 'GET', REVIEWS)).json).toHaveLength(1);
    expect((await call(sim, 'GET', REVIEWS, undefined, NO_PULLS)).json).toEqual([]);
    expect((await call(sim, 'GET', '/repos/octo/repo/pulls/1/comments')).json).toEqual([]);
    const denied = await call(sim, 'POST', REVIEWS, { event: 'COMMENT', body: 'x' }, NO_PULLS);
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('Resource not accessible by integration');
    expect(sim.state.repos['octo/repo']!.reviews).toHaveLength(1);
    expect(sim.violations).toEqual([]);
  });
});
