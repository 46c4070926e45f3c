import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readContext } from '../../src/action/context.js';
import { UsageError } from '../../src/errors.js';

/*
 * What the runner's environment and the event's payload say, read before anything else runs
 * (src/action/context.ts): a run that cannot be told where it is or what it judges stops with a
 * usage error that says why.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The environment of a run on `name` whose event file holds `payload` as written. */
function envOf(name: string, payload: string): Record<string, string> {
  const folder = mkdtempSync(join(tmpdir(), 'handoff-gate-context-'));
  folders.push(folder);
  const path = join(folder, 'event.json');
  writeFileSync(path, payload);
  return { GITHUB_REPOSITORY: 'octo/repo', GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path };
}

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

describe("the runner's context", () => {
  it('stops when GITHUB_REPOSITORY does not name owner/name', () => {
    for (const repository of [undefined, '', 'octo', 'octo/', '/repo'])
      expect(() => readContext({ GITHUB_REPOSITORY: repository })).toThrow(
        new UsageError('GITHUB_REPOSITORY is not set to owner/name; is this running in GitHub Actions?'),
      );
  });

  it('stops when the event file does not hold JSON, naming the file', () => {
    const env = envOf('push', '{"after": ');
    expect(() => readContext(env)).toThrow(
      new UsageError(`GITHUB_EVENT_PATH (${env.GITHUB_EVENT_PATH}) does not hold the event's JSON payload.`),
    );
  });

  it('stops on a merge group that lacks either end, rather than judge something else', () => {
    for (const group of [{ head_sha: HEAD }, { base_sha: BASE }, {}])
      expect(() => readContext(envOf('merge_group', JSON.stringify({ merge_group: group })))).toThrow(
        new UsageError(
          'The merge_group event payload lacks merge_group.head_sha or merge_group.base_sha; nothing was judged.',
        ),
      );
    expect(
      readContext(envOf('merge_group', JSON.stringify({ merge_group: { head_sha: HEAD, base_sha: BASE } }))).event,
    ).toEqual({ kind: 'merge_group', name: 'merge_group', headSha: HEAD, baseSha: BASE, headRef: '' });
  });

  it("reads a finished run's pull requests by number, passing over an entry without one", () => {
    const payload = {
      workflow_run: {
        event: 'pull_request',
        head_sha: HEAD,
        head_repository: { full_name: 'fork/repo' },
        pull_requests: [{ number: 7 }, { number: 'eight' }, {}, { number: 9 }],
      },
    };
    expect(readContext(envOf('workflow_run', JSON.stringify(payload))).event).toEqual({
      kind: 'workflow_run',
      name: 'workflow_run',
      triggeredBy: 'pull_request',
      headSha: HEAD,
      headRepository: 'fork/repo',
      pullRequests: [7, 9],
    });
  });
});
