import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../../src/config/api-limits.js';
import { createOctokit } from '../../src/github/client.js';
import { describeFailure, httpStatus, isUnanswered } from '../../src/github/errors.js';
import { ApiTimeoutError } from '../../src/github/limits.js';
import { mayHaveLanded } from '../../src/github/once.js';
import { recordingLogger } from '../../src/logging.js';
import { UNPACED } from '../helpers/pacing.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A local server answering every request with `status`; its URL. */
async function answering(status: number): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end('{"message":"Server Error"}');
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A local port nothing listens on any more. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

/** What a read through the action's own client fails with, retries and all. */
async function failureOf(url: string): Promise<unknown> {
  const octokit = createOctokit('ghs_x', url, recordingLogger(), DEFAULT_API_LIMITS, UNPACED);
  return octokit.rest.issues.get({ owner: 'o', repo: 'r', issue_number: 1 }).then(
    () => expect.fail('the request should fail'),
    (error: unknown) => error,
  );
}

describe('a request that got no answer is never told as an answer of GitHub', () => {
  it('a refused connection (Octokit: a 500 without a response) could not reach the API', async () => {
    const error = await failureOf(await closedPort());
    expect((error as { status?: unknown }).status).toBe(500);
    expect(httpStatus(error)).toBeUndefined();
    expect(isUnanswered(error)).toBe(true);
    expect(describeFailure(error)).toBe('could not reach the API (ECONNREFUSED)');
    // A write that got no answer may still have landed: a create looks for it before trying again.
    expect(mayHaveLanded(error)).toBe(true);
  });

  it('a 500 GitHub did answer is told as one', async () => {
    const error = await failureOf(await answering(500));
    expect(httpStatus(error)).toBe(500);
    expect(isUnanswered(error)).toBe(false);
    expect(describeFailure(error)).toBe('GitHub answered 500');
  });

  it('a timeout is no answer either, and says how long it waited', () => {
    const timeout = new ApiTimeoutError('request', 30);
    expect(httpStatus(timeout)).toBeUndefined();
    expect(isUnanswered(timeout)).toBe(true);
    expect(describeFailure(timeout)).toBe('GitHub did not answer within 30 s');
  });

  it('without a code, still no answer; a code that is no code word is not shown', () => {
    const bare = Object.assign(new Error('fetch failed'), { status: 500 });
    expect(describeFailure(bare)).toBe('could not reach the API (no answer came)');
    const odd = Object.assign(new Error('x'), { status: 500, cause: { code: 'E\u001b[2J' } });
    expect(describeFailure(odd)).toBe('could not reach the API (no answer came)');
    expect(describeFailure(new Error('a bug'))).toBe('an unexpected error (the debug log has it)');
  });
});
