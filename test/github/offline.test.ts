import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { describeFailure, ReadSkipped } from '../../src/github/errors.js';
import { offlineAdapter } from '../../src/github/offline.js';
import { recordingLogger } from '../../src/logging.js';

/*
 * The adapter of a dry run without a token (src/github/offline.ts), in this process: it makes no
 * request (it holds no client to make one with), answers each read as the flow can take it, logs
 * each write, and names every read it skipped once, in one notice.
 */

const HEAD = 'a'.repeat(40);
const CHECKOUT = 'c'.repeat(40);

function offline(pull = true) {
  const logger = recordingLogger();
  const adapter = offlineAdapter(
    { commit: CHECKOUT, ...(pull && { pull: { headSha: HEAD, labels: ['risk:low', 'docs'], comments: 2 } }) },
    logger,
  );
  return { ...adapter, logger };
}

describe('the offline adapter', () => {
  it('names the default branch it does not know as such, never "the head of HEAD"; it says it is a dry run', async () => {
    const { github, notice } = offline();
    expect(github.dryRun).toBe(true);
    expect(await github.branchSha(await github.defaultBranch())).toBe(CHECKOUT);
    expect(notice()).toContain("the default branch's head (taken as the commit checked out, ccccccc)");
    expect(notice()).not.toMatch(/head of HEAD/);
  });

  it('answers what the run would find had it never written, and the pull request as its event says', async () => {
    const { github, logger } = offline();
    expect(await github.listComments(7, 2)).toEqual([]);
    expect(await github.findCheckRuns(HEAD, 'handoff-gate')).toEqual([]);
    expect(await github.countCheckRunAnnotations(3)).toBe(0);
    expect(await github.listCheckRunAnnotations(3)).toEqual([]);
    expect(await github.listReviewComments(7)).toEqual([]);
    expect(await github.listIssues('handoff-inbox')).toEqual([]);
    expect(await github.listClosedIssues('handoff-inbox', () => false)).toEqual([]);
    expect(await github.listLabels()).toEqual([]);
    expect(await github.readIssue(7)).toEqual({ labels: [], comments: 0 });
    expect(await github.readPull(7)).toEqual({
      headSha: HEAD,
      headRepository: '',
      labels: [
        { name: 'risk:low', color: '', description: '' },
        { name: 'docs', color: '', description: '' },
      ],
      comments: 2,
    });
    // A branch's head is the commit checked out, so that the inbox sync goes on to what it would write.
    expect(await github.branchSha(await github.defaultBranch())).toBe(CHECKOUT);
    expect(logger.lines).toEqual([]);
  });

  it('fails the reads the run can make elsewhere or cannot do without, each naming what it needed', async () => {
    const { github } = offline(false);
    const failures = await Promise.all([
      github.listPullFiles(7, 3).catch((error: unknown) => error),
      github.compareFiles('1'.repeat(40), '2'.repeat(40)).catch((error: unknown) => error),
      github.fileAt('.github/handoff-gate.yml', 'b'.repeat(40)).catch((error: unknown) => error),
      github.readPull(7).catch((error: unknown) => error),
      github.getIssue(12).catch((error: unknown) => error),
      github.permissionOf('octocat').catch((error: unknown) => error),
      github.readFile('.forge/intents/a.yaml', 'main').catch((error: unknown) => error),
      github.lastCommitFor('a.yaml', 'main').catch((error: unknown) => error),
      github.commitsFor('a.yaml', 'main', 5).catch((error: unknown) => error),
      github.pullsOf('d'.repeat(40)).catch((error: unknown) => error),
      github.teamMembership('acme/leads', 'octocat').catch((error: unknown) => error),
      github.findPull('handoff-gate/x', 'main').catch((error: unknown) => error),
      github.otherRepositoryFile('acme', 'config', 'handoff-gate.yml', 'v1').catch((error: unknown) => error),
      github.getComment(5).catch((error: unknown) => error),
      github.lastReopened(7, 1).catch((error: unknown) => error),
      github.recentCommits('main', 5).catch((error: unknown) => error),
      github.loginOfAuthorEmail('a@example.invalid').catch((error: unknown) => error),
      github.branchActivity('main', 1).catch((error: unknown) => error),
      github.commitsBetween('1'.repeat(40), '2'.repeat(40), 10).catch((error: unknown) => error),
      github.reaches('2'.repeat(40), '1'.repeat(40)).catch((error: unknown) => error),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(ReadSkipped);
      // Where the flow cannot go on without it, the run stops as for any usage problem: a token is needed.
      expect(failure).toBeInstanceOf(UsageError);
      expect(describeFailure(failure)).toBe('not asked: a dry run without a token reads nothing from GitHub');
    }
    expect((failures[2] as Error).message).toBe(
      'a dry run without a token reads nothing from GitHub, and this run needs .github/handoff-gate.yml at commit bbbbbbb: give the action a token (`github-token`) to read it.',
    );
    expect((failures[5] as Error).message).toContain('needs the repository permission of octocat:');
  });

  it('logs each write as the dry run does, with what a person needs to see of it', async () => {
    const { github, logger } = offline();
    await github.createCheckRun({
      name: 'handoff-gate',
      headSha: HEAD,
      externalId: 'e',
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Fails — gate veto: 1 P0', summary: 'x'.repeat(120), annotations: [] },
    });
    expect(await github.createComment(7, 'body')).toMatchObject({ id: 0, body: 'body' });
    expect(await github.addLabel(7, 'risk:high')).toEqual([]);
    await github.removeLabel(7, 'risk:low');
    expect(logger.lines).toEqual([
      {
        level: 'info',
        message:
          '[dry-run] would create check run "handoff-gate" on aaaaaaa (failure, 0 annotations) titled "Fails — gate veto: 1 P0", with a summary of 120 characters',
      },
      { level: 'info', message: '[dry-run] would create a comment on #7 (4 characters)' },
      { level: 'info', message: '[dry-run] would add label "risk:high" to #7' },
      { level: 'info', message: '[dry-run] would remove label "risk:low" from #7' },
    ]);
    // A create that would be retried by hand waits for nothing, and stays offline without retries.
    await github.pause(3);
    expect(github.withoutRetries()).toBe(github);
  });

  it('names every read it skipped once, in one notice, in the order they were first asked', async () => {
    const { github, notice } = offline();
    expect(notice()).toBeUndefined();
    await github.listPullFiles(7).catch(() => undefined);
    await github.readPull(7);
    await github.listComments(7);
    await github.listComments(7);
    await Promise.all(['a.yaml', 'b.yaml'].map((path) => github.fileAt(path, HEAD).catch(() => undefined)));
    expect(notice()).toBe(
      'handoff-gate ran as a dry run without a token: it sent no request to GitHub. It skipped 4 reads: the files pull request #7 changes; pull request #7 as it is now (its head, labels and comment count taken from the event); the comments on #7 (taken as none); files at commit aaaaaaa. The lines above say what the run did without them, and the [dry-run] lines what it would have written.',
    );
  });
});
