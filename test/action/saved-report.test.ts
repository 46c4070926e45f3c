import { describe, expect, it } from 'vitest';
import { simulators } from '../helpers/sim-call.js';
import { simAdapter } from '../helpers/sim-adapter.js';
import { confirmPullRequest, readSavedReport } from '../../src/action/saved-report.js';
import { parseSavedReport } from '../../src/engine/saved-report.js';
import { UsageError } from '../../src/errors.js';
import { httpStatus } from '../../src/github/errors.js';
import { renderJson } from '../../src/render/json.js';
import { checkFiles } from '../helpers/check-files.js';
import { repoState, simState } from '../sim/index.js';

/*
 * The `workflow_run` road's checks of a saved report against what GitHub says (src/action/saved-report.ts):
 * the report names a pull request of this repository, on the commit the finished run checked, that
 * GitHub links the run to and whose head is the repository the run checked. Anything else is refused.
 */

const start = simulators();

async function setUp() {
  const sim = await start(
    simState({
      repos: [
        repoState({
          files: { 'a.md': 'a\n' },
          branches: { feat: { files: { 'a.md': 'b\n' } } },
          pulls: [{ head: 'feat' }],
        }),
      ],
    }),
  );
  const github = simAdapter(sim);
  const head = sim.state.repos['octo/repo']!.branches.feat!.sha;
  return { sim, github, head };
}

/** A saved report of pull request `number` of `repository` at `headSha`, as a pull request's run writes it. */
function saved(repository: string, number: number, headSha: string) {
  const text = renderJson(checkFiles({}), {
    pullRequest: { repository, number, headSha, baseSha: 'b'.repeat(40), inboxAdded: [], inboxResolved: [] },
  });
  const parsed = parseSavedReport(text);
  if (!('saved' in parsed)) throw new Error(parsed.problem);
  return parsed.saved;
}

const event = (headSha: string, pullRequests: number[] = [1]) => ({
  kind: 'workflow_run' as const,
  name: 'workflow_run' as const,
  triggeredBy: 'pull_request',
  headSha,
  headRepository: 'octo/repo',
  pullRequests,
});
const HERE = { owner: 'octo', repo: 'repo' };

describe('a saved report confirmed with GitHub', () => {
  it('is posted when everything GitHub says agrees with it', async () => {
    const { github, head } = await setUp();
    await expect(confirmPullRequest(saved('Octo/Repo', 1, head), event(head), HERE, github)).resolves.toBeUndefined();
  });

  it('is refused when it is of another repository, or of a pull request GitHub does not link the run to', async () => {
    const { github, head } = await setUp();
    await expect(confirmPullRequest(saved('other/repo', 1, head), event(head), HERE, github)).rejects.toThrow(
      new UsageError('The saved report is not posted: it is of a pull request in another repository, not octo/repo.'),
    );
    await expect(confirmPullRequest(saved('octo/repo', 1, head), event(head, [2, 3]), HERE, github)).rejects.toThrow(
      new UsageError('The saved report is not posted: it names pull request #1, but GitHub links the run to #2, #3.'),
    );
  });

  it('is refused for a pull request that does not exist; another failure to read it is thrown as it is', async () => {
    const { sim, github, head } = await setUp();
    await expect(confirmPullRequest(saved('octo/repo', 9, head), event(head, []), HERE, github)).rejects.toThrow(
      new UsageError('The saved report is not posted: pull request #9 does not exist in octo/repo.'),
    );
    sim.fail({ operationId: 'pulls/get', status: 403 });
    const failure = await confirmPullRequest(saved('octo/repo', 1, head), event(head), HERE, github).catch(
      (error: unknown) => error,
    );
    expect(failure).not.toBeInstanceOf(UsageError);
    expect(httpStatus(failure)).toBe(403);
  });

  it('is asked for when the `saved-report` input is empty', () => {
    expect(() => readSavedReport('', '/tmp')).toThrow(
      new UsageError(
        'On workflow_run, handoff-gate posts the report a pull request\'s run saved: set the `saved-report` input to the JSON report its artifact holds (see "Fork pull requests" in docs/github-action.md).',
      ),
    );
  });
});
