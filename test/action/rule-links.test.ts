/**
 * Every finding the action publishes links to its rule's page, at the copy and ref of handoff-gate
 * the workflow runs (`uses: <owner>/handoff-gate@<ref>`, which the runner passes as
 * `GITHUB_ACTION_REPOSITORY` and `GITHUB_ACTION_REF`): the comment's rule column, the check run's
 * annotation details and the JSON report's `rules`. When the runner names none (`uses: ./`), no
 * copy is known, and the rule is named without a link: never a guessed repository or tag.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { readContext } from '../../src/action/context.js';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const INTENT = `title: Lock accounts after failed logins
body: Lock an account for 15 minutes after 5 failed logins.
type: Feature
source: human
risk: low
status: proposed
created_at: 2025-03-01T09:00:00Z
`;
const RULE = 'intent/unknown-type';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function pullRequest(): Promise<SimRepo> {
  const repo = repoState({
    files: { 'README.md': '# shop\n' },
    branches: { 'forge/lockout': { files: { '.forge/intents/lockout.yaml': INTENT } } },
    pulls: [{ head: 'forge/lockout', title: 'Lockout', body: 'Adds the lockout.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

const run = (repo: SimRepo, action?: { repository: string; ref: string }) =>
  runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, 'forge/lockout'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    ...(action && { action }),
  });

describe("the action links each finding's rule to its page", () => {
  it('at the ref the workflow runs: comment, check run and JSON report', async () => {
    const repo = await pullRequest();
    const result = await run(repo, { repository: 'acme/handoff-gate', ref: 'v1' });
    expect(sim!.violations).toEqual([]);
    const page = `https://github.com/acme/handoff-gate/blob/v1/docs/rules/${RULE}.md`;
    expect(repo.issues[1]!.comments[0]!.body).toContain(`[\`${RULE}\`](${page})`);
    const annotation = repo.checkRuns[0]!.annotations.find((a) => a.title === RULE);
    expect(annotation).toMatchObject({ rawDetails: `Rule ${RULE}: ${page}` });
    expect(result.report?.rules).toEqual([expect.objectContaining({ id: RULE, docs: page })]);
    // The job summary reads as the comment does.
    expect(result.summary).toContain(`[\`${RULE}\`](${page})`);
    // It resolves: the page is a file of this repository, whose commits the ref names.
    const path = page.slice(page.indexOf('/blob/v1/') + '/blob/v1/'.length);
    expect(() =>
      execFileSync('git', ['ls-files', '--error-unmatch', path], { cwd: REPO, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('nowhere when the runner names no action (a local `uses: ./`): the rule is named, unlinked', async () => {
    const repo = await pullRequest();
    const result = await run(repo);
    expect(result.report?.rules).toEqual([expect.not.objectContaining({ docs: expect.anything() })]);
    expect(result.report?.rules).toEqual([expect.objectContaining({ id: RULE })]);
    const comment = repo.issues[1]!.comments[0]!.body;
    expect(comment).toContain(`\`${RULE}\``);
    expect(comment).not.toContain(`](`.concat('https://github.com/handoff-gate'));
    expect(comment).not.toMatch(/\/blob\/v\d+\.\d+\.\d+\/docs\//);
    const annotation = repo.checkRuns[0]!.annotations.find((a) => a.title === RULE);
    expect(annotation).toBeDefined();
    expect(annotation!.rawDetails ?? null).toBeNull();
  });
});

describe("the runner's name for the action", () => {
  const env = { GITHUB_REPOSITORY: 'octo/repo', GITHUB_SERVER_URL: 'https://ghe.example' };

  it('is taken when it is an owner/name and a ref, on the server the run is on', () => {
    const ref = 'a'.repeat(40);
    expect(
      readContext({ ...env, GITHUB_ACTION_REPOSITORY: 'acme/handoff-gate', GITHUB_ACTION_REF: ref }).docsChannel,
    ).toEqual({ kind: 'repository', repository: 'https://ghe.example/acme/handoff-gate', ref });
  });

  it('is taken at a branch too: the runner fetched the action there for this step, so the page is there', () => {
    expect(
      readContext({ ...env, GITHUB_ACTION_REPOSITORY: 'acme/handoff-gate', GITHUB_ACTION_REF: 'main' }).docsChannel,
    ).toEqual({ kind: 'repository', repository: 'https://ghe.example/acme/handoff-gate', ref: 'main' });
  });

  it('is ignored when missing or not of that shape, so no link leads elsewhere', () => {
    for (const [repository, ref] of [
      ['', ''],
      ['acme/handoff-gate', ''],
      ['acme', 'v1'],
      ['acme/handoff-gate/x', 'v1'],
      ['acme/handoff-gate', '../../evil'],
      ['acme/handoff-gate', 'v1 #x'],
      ['https://evil.example/x', 'v1'],
    ] as const)
      expect(
        readContext({ ...env, GITHUB_ACTION_REPOSITORY: repository, GITHUB_ACTION_REF: ref }).docsChannel,
        `${repository}@${ref}`,
      ).toEqual({ kind: 'none' });
  });
});
