import { describe, expect, it } from 'vitest';
import { simulators } from '../helpers/sim-call.js';
import { simAdapter } from '../helpers/sim-adapter.js';
import { dryRunAdapter } from '../../src/github/dry-run.js';
import { recordingLogger } from '../../src/logging.js';
import { repoState, simState } from '../sim/index.js';

/*
 * The adapter of a dry run with a token (src/github/dry-run.ts), on the real client against the
 * simulator: each read reaches GitHub and answers as the adapter under it does, each write is
 * logged and never sent.
 */

const start = simulators();

async function setUp() {
  const sim = await start(
    simState({
      repos: [
        repoState({
          files: { 'a.yaml': 'a: 1\n' },
          branches: { feat: { files: { 'a.yaml': 'a: 2\n' } } },
          pulls: [{ head: 'feat' }],
        }),
      ],
    }),
  );
  const inner = simAdapter(sim);
  const logger = recordingLogger();
  const repo = sim.state.repos['octo/repo']!;
  return {
    sim,
    inner,
    dry: dryRunAdapter(inner, logger),
    logger,
    main: repo.branches.main!.sha,
    feat: repo.branches.feat!.sha,
  };
}

describe('the dry-run adapter', () => {
  it('makes every read as the adapter under it does', async () => {
    const { sim, inner, dry, main, feat } = await setUp();
    const reads = [
      (g: typeof inner) => g.compareFiles(main, feat),
      (g: typeof inner) => g.otherRepositoryFile('octo', 'repo', 'a.yaml', 'main'),
      (g: typeof inner) => g.lastReopened(1, 1),
      (g: typeof inner) => g.readIssue(1),
      (g: typeof inner) => g.defaultBranch(),
      (g: typeof inner) => g.listReviewComments(1),
      (g: typeof inner) => g.commitsFor('a.yaml', 'main', 5),
      (g: typeof inner) => g.recentCommits('main', 5),
      (g: typeof inner) => g.loginOfAuthorEmail('nobody@example.invalid'),
      (g: typeof inner) => g.pullsOf(feat),
      (g: typeof inner) => g.branchActivity('main', 1),
      (g: typeof inner) => g.commitsBetween(main, feat, 10),
      (g: typeof inner) => g.reaches(feat, main),
      (g: typeof inner) => g.findPull('feat', 'main'),
    ];
    for (const read of reads) {
      const sent = sim.requests.length;
      const answer = await read(dry);
      expect(sim.requests.length).toBeGreaterThan(sent);
      expect(answer).toEqual(await read(inner));
    }
    expect(await dry.countCheckRunAnnotations(1).catch(() => 'failed')).toEqual(
      await inner.countCheckRunAnnotations(1).catch(() => 'failed'),
    );
    expect(await dry.teamMembership('octo/leads', 'alice')).toBe(await inner.teamMembership('octo/leads', 'alice'));
    expect(sim.writes()).toEqual([]);
    await dry.pause(0);
  });

  it('logs every write instead of making it', async () => {
    const { sim, dry, logger, main } = await setUp();
    expect(await dry.writeFile({ path: 'a.yaml', text: 'a: 3\n', message: 'Edit a', branch: 'main' })).toBe('');
    expect(await dry.commitDecision('main', 'Approve x')).toBe('');
    await dry.createBranch('handoff-gate/x', main);
    expect(await dry.createPull({ head: 'handoff-gate/x', base: 'main', title: 'Approve x', body: 'b' })).toEqual({
      number: 0,
      url: '',
    });
    await dry.updateComment(5, 'abc');
    await dry.deleteComment(6);
    await dry.updateLabel({ name: 'inbox', color: 'ffffff', description: 'd' });
    expect(logger.lines.map((l) => l.message)).toEqual([
      '[dry-run] would commit a.yaml to main: Edit a',
      '[dry-run] would record a decision on main: Approve x',
      '[dry-run] would create branch handoff-gate/x',
      '[dry-run] would open a pull request from handoff-gate/x to main: Approve x',
      '[dry-run] would update comment 5 (3 characters)',
      '[dry-run] would delete duplicate comment 6',
      '[dry-run] would set the colour and description of label "inbox"',
    ]);
    expect(sim.writes()).toEqual([]);
  });
});
