import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { node24, REPO } from '../helpers/bundle.js';

/*
 * `npm run try` (scripts/try-action.mjs): the committed action bundle, as a process, on a pull
 * request that adds examples/pipeline, as a dry run without a token. Nothing leaves the machine:
 * the API and the proxies point at this process, which counts what reaches it. The comment, the
 * check run and the job summary it would post are shown. A second or so per run: the quick suite
 * runs it, as a bundle smoke test.
 */

interface TryRun {
  dir: string;
  paths: { comment: string; summary: string; report: string };
  node: string;
  status: number | null;
  log: string;
  stderr: string;
  comment: string | undefined;
  summary: string;
  report: string | undefined;
  outputs: Record<string, string>;
}

const { tryAction, describeRun } = (await import(`${REPO}scripts/try-action.mjs`)) as {
  tryAction: (options?: { env?: Record<string, string>; node?: string }) => Promise<TryRun>;
  describeRun: (run: TryRun) => string;
};

const cleanUp: string[] = [];
afterAll(() => {
  for (const dir of cleanUp) rmSync(dir, { recursive: true, force: true });
});

/** A server on 127.0.0.1 that records every request it gets, and answers none of them usefully. */
async function listening(requests: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(500).end();
  });
  server.on('connect', (request, socket) => {
    requests.push(`CONNECT ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('npm run try', () => {
  it('runs the bundle offline on the sample, and shows the check run, comment and summary it would post', async () => {
    const requests: string[] = [];
    const { server, url } = await listening(requests);
    let run: TryRun;
    try {
      // Under Node 24, the action's runtime; the script's own run below is on the tests' Node.
      run = await tryAction({
        node: node24(),
        env: { GITHUB_API_URL: url, HTTPS_PROXY: url, HTTP_PROXY: url, NODE_USE_ENV_PROXY: '1' },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    cleanUp.push(run.dir);
    expect(requests).toEqual([]);
    expect(run.stderr).toBe('');
    // The sample's veto fails the step, as it would on GitHub.
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'veto', risk: 'high' });
    const log = run.log.split('\n');
    // No warning of the run's own (a finding's annotation names its file): a skipped read is not one.
    expect(log.filter((line) => line.startsWith('::warning::'))).toEqual([]);
    expect(log.filter((line) => line.startsWith('::notice::handoff-gate ran as a dry run'))).toEqual([
      expect.stringContaining('It skipped 4 reads: the files pull request #1 changes;'),
    ]);
    expect(log).toContainEqual(
      expect.stringMatching(
        /^handoff-gate: GitHub was not asked for the changed files \(.*\): \d+ files changed (since|from)/,
      ),
    );
    expect(run.comment).toMatch(/^<!-- handoff-gate:report -->\n\n### ❌ Fails — P0 1 · P1 \d+ /);
    expect(run.comment).toMatch(/\n\n\*\*To pass:\*\* fix the error at /);
    expect(run.comment).toContain('🔴 P0<br>`COMP-001`');
    // The job summary opens as the comment does; its counts say they are the checked files'.
    expect(run.summary.split('\n').slice(0, 5)).toEqual(run.comment!.split('\n').slice(0, 5));
    expect(run.summary).toContain('the checked files hold 8 inbox items');
    expect(run.comment).toContain('this pull request adds 8 inbox items');
    // Only a change shows it: the two intents the pull request adds past `proposed` (the README says so).
    const findings = (JSON.parse(run.report!) as { findings: { ruleId: string }[] }).findings;
    expect(findings.filter((f) => f.ruleId === 'intent/approval-skipped')).toHaveLength(2);

    const shown = describeRun(run);
    expect(shown).toMatch(
      /^- create check run "handoff-gate" on [0-9a-f]{7} \(failure, \d+ annotations\) titled "Fails: P0 1 · P1 \d+ · .* — veto declared by \.work\/07_review_unified\.yaml"/m,
    );
    expect(shown).toContain('- create a comment on #1 (');
    expect(shown).toContain('- add label "risk:high" to #1');
    expect(shown).toContain(`──── The comment it would post on the pull request: ${run.paths.comment} `);
    expect(shown).toContain('🔴 P0<br>`COMP-001`');
    expect(shown).toContain(`──── The job summary: ${run.paths.summary} `);
    expect(shown).toContain('the checked files hold 8 inbox items');
    expect(shown).toContain('On GitHub the step would fail (the action exited 1, the gate says veto)');
    expect(shown).toMatch(/^Error: \.work\/06_reviewer\/completeness\.yaml:10: P0 COMP-001 /m);
  });

  it('exits 0 though the sample fails its gate, on the Node that runs it', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'hg-try-'));
    cleanUp.push(tmp);
    const child = spawn(process.execPath, ['scripts/try-action.mjs'], {
      cwd: REPO,
      // Its temporary folder goes where this test cleans up.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: tmp },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain(`dist/index.js on Node ${process.versions.node}, as the runner runs it`);
    expect(stdout).toContain('──── What it would write to GitHub, were it not a dry run ');
    expect(stdout).toContain('result: veto');
    expect(stdout).toContain(`all the same. ${tmp}/handoff-gate-try-`);
  });
});
