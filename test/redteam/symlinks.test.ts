/**
 * Red team, on the real bundle against the simulator: a pull request commits symlinks to the
 * places that hold the job's secrets, and an earlier step of the job leaves a FIFO and a
 * git-ignored `.env` in the workspace. `actions/checkout` persists the job's token in
 * `.git/config` (`http.<url>.extraheader`), exactly as planted here. Nothing of either secret may
 * reach any output or request, each link gets one finding naming it, and the run ends.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../helpers/action.js';
import { pullRequestEvent, workflowDispatchEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type SimRepo, type Simulator } from '../sim/index.js';

const TOKEN = 'ghs_PLANTEDjobToken0123456789abcdefABCDEF01';
const TOKEN_BASE64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const API_KEY = 'sk_live_PLANTEDapiKey0123456789';

const INTENT =
  'title: Fix login\ntype: bugfix\nsource: reflection\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\nbody: x\n';

/** What the pull request commits: link paths (their target) and one ordinary intent. */
const LINKS: Record<string, string> = {
  '.forge/intents/git-config.yaml': '../../.git/config',
  '.forge/intents/env.yaml': '../../.env',
  '.forge/intents/outside.yaml': '/etc/hostname',
  '.forge/intents/folder.yaml': '..',
  '.forge/intents/loop-a.yaml': 'loop-b.yaml',
  '.forge/intents/loop-b.yaml': 'loop-a.yaml',
  '.github/handoff-gate.yml': '../.git/config',
};

let sim: Simulator | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await sim?.close();
  sim = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The head's checkout as actions/checkout leaves it: the commit's files (links as links), its token in .git/config; then what an earlier step wrote. */
function hostileCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hg-links-'));
  dirs.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir });
  git('init', '-q');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('README.md', '# shop\n');
  write('.gitignore', '.env\n');
  write('.forge/intents/ok.yaml', INTENT);
  for (const [path, target] of Object.entries(LINKS)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(target, join(dir, path));
  }
  git('add', '-A');
  git('commit', '-qm', 'hostile');
  appendFileSync(
    join(dir, '.git/config'),
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${TOKEN_BASE64}\n[credential]\n\thelper = store ${TOKEN}\n`,
  );
  write('.env', `API_KEY=${API_KEY}\nGITHUB_TOKEN=${TOKEN}\n`);
  // A FIFO an earlier step left on a format's path: opening it for reading would wait for a writer forever.
  execFileSync('mkfifo', [join(dir, '.forge/intents/pipe.yaml')]);
  return dir;
}

/** No planted secret, in any form, in anything the run printed, wrote or sent. */
function expectNoSecret(run: ActionRun): void {
  const everything = [
    run.stdout,
    run.stderr,
    run.summary,
    JSON.stringify(run.report ?? null),
    run.comment ?? '',
    JSON.stringify(sim!.requests.map((r) => r.body ?? null)),
  ].join('\n');
  for (const secret of [TOKEN, TOKEN_BASE64, API_KEY, 'extraheader = ', 'helper = store'])
    expect(everything).not.toContain(secret);
  expect(sim!.violations).toEqual([]);
}

function notReadFindings(run: ActionRun): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of run.report!.findings)
    if (f.ruleId === 'file/not-read' || f.ruleId === 'file/symlink-outside') out[f.path] = `${f.ruleId} ${f.severity}`;
  return out;
}

const EXPECTED = {
  '.forge/intents/git-config.yaml': 'file/not-read error',
  '.forge/intents/env.yaml': 'file/not-read error',
  '.forge/intents/outside.yaml': 'file/symlink-outside error',
  '.forge/intents/folder.yaml': 'file/not-read error',
  '.forge/intents/loop-a.yaml': 'file/not-read error',
  '.forge/intents/loop-b.yaml': 'file/not-read error',
  '.github/handoff-gate.yml': 'file/not-read error',
};

async function pullRequestSim(): Promise<SimRepo> {
  // The simulator lists the pull request's files; git keeps a symlink as a blob of its target's
  // path, so the head's blob of each link is the checkout's: the run reads the checkout.
  const branch = { ...LINKS, '.forge/intents/ok.yaml': INTENT };
  const repo = repoState({
    files: { 'README.md': '# shop\n' },
    branches: { 'feat/links': { files: branch } },
    pulls: [{ head: 'feat/links', title: 'Links', body: 'x' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

describe("red team: a pull request's symlinks never lead into private places", () => {
  it('links to .git/config, an ignored .env, outside, a folder, a loop, and the config as one: each named, none read', async () => {
    const repo = await pullRequestSim();
    const run = await runAction({
      apiUrl: sim!.url,
      ...pullRequestEvent(repo, 1),
      workspace: hostileCheckout(),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expectNoSecret(run);
    // The links are errors (what they stand for went unjudged): the step fails, and says why.
    expect(run.status).toBe(1);
    expect(run.outputs.result).toBe('pass');
    expect(notReadFindings(run)).toEqual(EXPECTED);
    // The comment and the check run name them too.
    expect(run.comment).toContain('git-config.yaml');
    expect(repo.checkRuns.at(-1)!.conclusion).toBe('failure');
    // The ordinary file of the same pull request is still judged.
    expect(run.report!.files).toContainEqual({ path: '.forge/intents/ok.yaml', format: 'intent' });
  }, 90_000);

  it('a dispatch walks every file, the FIFO included: the run ends, and nothing reaches the log', async () => {
    await pullRequestSim();
    const run = await runAction({
      apiUrl: sim!.url,
      ...workflowDispatchEvent(),
      workspace: hostileCheckout(),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { inbox: 'false' },
    });
    expectNoSecret(run);
    expect(notReadFindings(run)).toEqual({ ...EXPECTED, '.forge/intents/pipe.yaml': 'file/not-read error' });
    expect(run.report!.findings.find((f) => f.path === '.forge/intents/pipe.yaml')!.message).toBe(
      'This file is a FIFO (named pipe), not a regular file; it was not read.',
    );
    expect(run.status).toBe(1);
  }, 90_000);
});
