import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pushEvent } from '../helpers/events.js';
import {
  commitFiles,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimRepo,
} from '../sim/index.js';

const LOCKOUT = `title: Lock an account after repeated failed logins
body: Five failures in ten minutes lock the account for an hour.
type: feature
source: human
risk: high
status: proposed
created_at: 2025-03-01T09:00:00Z
`;
const REMEMBER = `title: Keep me signed in
body: A checkbox on the login form.
type: feature
source: human
risk: med
status: proposed
created_at: 2025-03-01T09:00:00Z
`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

function push(repo: SimRepo, before = '0'.repeat(40)) {
  return runAction({
    apiUrl: sim!.url,
    ...pushEvent({ before, after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never' },
  });
}

const marked = (repo: SimRepo, key: string) =>
  Object.values(repo.issues).filter((i) => (i.body ?? '').includes(`key=${encodeURIComponent(key)} `));

describe("the bot touches only its own labels, and a renamed inbox label adopts the old label's issues", () => {
  it("a person's inbox:later and risk:accepted survive an update; renaming the inbox label opens no duplicate", async () => {
    const repo = repoState({
      files: { '.forge/intents/account-lockout.yaml': LOCKOUT, '.forge/intents/remember-me.yaml': REMEMBER },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    expect((await push(repo)).status).toBe(0);
    const [lockout] = marked(repo, 'intent/remember-me');
    expect(lockout!.labels.sort()).toEqual(['handoff-inbox', 'inbox:approval', 'risk:med']);

    // A person triages with labels that share the bot's prefixes.
    lockout!.labels.push('inbox:later', 'risk:accepted');
    // The intent changes risk (high → med is a change the inbox follows): the bot swaps its risk label.
    let before = repo.branches.main!.sha;
    commitFiles(repo, 'main', { '.forge/intents/account-lockout.yaml': LOCKOUT.replace('risk: high', 'risk: med') });
    await push(repo, before);
    expect(lockout!.labels.sort()).toEqual([
      'handoff-inbox',
      'inbox:approval',
      'inbox:later',
      'risk:accepted',
      'risk:med',
    ]);

    // The team renames the inbox label: each open issue is adopted by its key marker, none opened again.
    before = repo.branches.main!.sha;
    commitFiles(repo, 'main', { '.github/handoff-gate.yml': 'labels:\n  inbox: needs-human\n' });
    const run = await push(repo, before);
    expect(run.status).toBe(0);
    expect(sim!.violations).toEqual([]);
    for (const key of ['intent/account-lockout', 'intent/remember-me']) {
      const issues = marked(repo, key);
      expect(issues).toHaveLength(1);
      expect(issues[0]!.state).toBe('open');
      expect(issues[0]!.labels).toContain('needs-human');
    }
    expect(lockout!.labels).toEqual(expect.arrayContaining(['inbox:later', 'risk:accepted']));
    // A re-run finds them under the new label and writes nothing.
    sim!.clearLog();
    await push(repo, repo.branches.main!.sha);
    expect(sim!.writes()).toEqual([]);
  }, 120_000);
});
