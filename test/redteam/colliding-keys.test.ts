/**
 * Red team (see the README's Security model): one inbox item, one issue, one file. Files whose names made keys collide (a `#` in the
 * name, `.yaml` next to `.yml`, two messages with one id) and names with `%`, spaces, line
 * breaks and non-ASCII: a push sync opens one issue per item, each naming its own file, and a
 * `/reject` on one issue deletes exactly that file.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commitFiles, type Simulator } from '../sim/index.js';
import { BOT, comment, commitsBy, intent, issueFor, markerOf, push, repliesTo, withInbox } from './command-scenario.js';

const question = (id: string, ask: string) => `---
id: ${id}
from: pm
to: human
type: question
priority: high
status: pending
created_at: 2025-03-05T12:35:00Z
---

# Question: ${ask}

## Question
${ask}
`;

const INTENTS = {
  '.forge/intents/a.yaml': intent('Plain a'),
  '.forge/intents/a#clarification.yaml': intent('Hash in the name'),
  '.forge/intents/b.yaml': intent('B as yaml'),
  '.forge/intents/b.yml': intent('B as yml'),
  '.forge/intents/50% done.yaml': intent('Percent and space'),
  '.forge/intents/%23x.yaml': intent('Encoded-looking name'),
  '.forge/intents/#x.yaml': intent('Raw hash name'),
  '.forge/intents/naïve 計画.yaml': intent('Non-ASCII'),
  '.forge/intents/line\nbreak.yaml': intent('Line break in the name'),
};
const MESSAGES = {
  'shared/questions/pm-to-human/one.md': question('dup-q', 'First question with a shared id?'),
  'shared/questions/pm-to-human/two.md': question('dup-q', 'Second question with the same id?'),
};

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('red team: inbox keys', () => {
  it('a push sync opens one issue per item, each naming its own file; /reject deletes exactly that file', async () => {
    const scenario = await withInbox({ ...INTENTS, ...MESSAGES });
    sim = scenario.sim;
    const { repo } = scenario;
    const ours = Object.values(repo.issues).filter((i) => i.user === BOT);
    const markers = ours.map((i) => markerOf(i)!);
    // One issue per file, keys all distinct, and every file named by exactly one marker.
    expect(ours).toHaveLength(Object.keys(INTENTS).length + Object.keys(MESSAGES).length);
    expect(new Set(markers.map((m) => m.key)).size).toBe(ours.length);
    expect(markers.map((m) => m.path).sort()).toEqual([...Object.keys(INTENTS), ...Object.keys(MESSAGES)].sort());
    // Ordinary names keep their keys; the shared ones fell back to paths.
    expect(markerOf(issueFor(repo, '.forge/intents/a.yaml'))!.key).toBe('intent/a');
    expect(markerOf(issueFor(repo, '.forge/intents/a#clarification.yaml'))!.key).toBe('intent/a%23clarification');
    expect(markerOf(issueFor(repo, '.forge/intents/b.yml'))!.key).toBe('intent/.forge/intents/b.yml');
    expect(markerOf(issueFor(repo, 'shared/questions/pm-to-human/two.md'))!.key).toBe(
      'message/shared/questions/pm-to-human/two.md',
    );

    // A second sync finds every issue again: nothing to write.
    const again = await push(sim, repo);
    expect(again.status).toBe(0);
    expect(sim.writes()).toEqual([]);

    // Each /reject removes its own file and nothing else.
    const rejected: string[] = [];
    for (const path of [
      '.forge/intents/a#clarification.yaml',
      '.forge/intents/b.yml',
      '.forge/intents/%23x.yaml',
      '.forge/intents/line\nbreak.yaml',
    ]) {
      const issue = issueFor(repo, path);
      const run = await comment(sim, repo, issue, 'alice', '/reject not needed');
      expect(run.status, run.stderr).toBe(0);
      rejected.push(path);
      const files = repo.branches.main!.files;
      for (const other of Object.keys(INTENTS)) expect(other in files, other).toBe(!rejected.includes(other));
      expect(repliesTo(issue, run.commentId)).toHaveLength(1);
      expect(issue.state).toBe('closed');
    }
    expect(commitsBy(repo)).toHaveLength(rejected.length);
    expect(sim.violations).toEqual([]);
  }, 300_000);

  it('an issue from before markers named the file: found by its key alone, and only when that key is still one file', async () => {
    const scenario = await withInbox({
      '.forge/intents/solo.yaml': intent('Solo'),
      '.forge/intents/twin.yaml': intent('Twin as yaml'),
    });
    sim = scenario.sim;
    const { repo } = scenario;
    // Both issues as an older version wrote them: no `path=` in the marker.
    const solo = issueFor(repo, '.forge/intents/solo.yaml');
    const twin = issueFor(repo, '.forge/intents/twin.yaml');
    for (const issue of [solo, twin]) issue.body = issue.body!.replace(/ path=\S+/, '');
    expect(markerOf(solo)).toEqual({ key: 'intent/solo', state: expect.any(String) });
    // A `twin.yml` appears: `intent/twin` is no longer one file's key.
    commitFiles(repo, 'main', { '.forge/intents/twin.yml': intent('Twin as yml') }, { message: 'Agent adds a twin' });

    const ok = await comment(sim, repo, solo, 'alice', '/approve');
    expect(ok.status, ok.stderr).toBe(0);
    expect(String(repo.branches.main!.files['.forge/intents/solo.yaml'])).toContain('status: approved');
    const refused = await comment(sim, repo, twin, 'alice', '/reject');
    expect(refused.status, refused.stderr).toBe(0);
    expect(repliesTo(twin, refused.commentId)[0]!.body).toMatch(/no longer waiting for a human/);
    expect(Object.keys(repo.branches.main!.files).filter((p) => p.includes('twin'))).toEqual([
      '.forge/intents/twin.yaml',
      '.forge/intents/twin.yml',
    ]);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(sim.violations).toEqual([]);
  }, 120_000);
});
