/**
 * The scenario the command red-team tests share: a repository whose inbox issues a push synced,
 * then people commenting on them, each comment run as the workflow runs it (the real bundle
 * under Node 24 against the simulator).
 */
import { expect } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, pushEvent, type IssueCommentEvent } from '../helpers/events.js';
import { readInboxMarker } from '../../src/inbox/issue-marker.js';
import {
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimIssue,
  type SimRepo,
} from '../sim/index.js';

export const BOT = 'github-actions[bot]';

export const intent = (title: string, extra = 'risk: high\nstatus: proposed\n') =>
  `title: ${JSON.stringify(title)}\nbody: Do it.\ntype: feature\nsource: reflection\n${extra}`;

export interface Scenario {
  sim: Simulator;
  repo: SimRepo;
}

/** The repository, the simulator, and one push sync that opened the inbox issues. */
export async function withInbox(
  files: Record<string, string>,
  people: Record<string, 'write' | 'read' | 'maintain'> = { alice: 'write' },
): Promise<Scenario> {
  const repo = repoState({ files: { 'README.md': '# shop\n', ...files }, collaborators: { ...people } });
  const sim = await startSimulator(simState({ repos: [repo] }));
  const sync = await push(sim, repo);
  expect(sync.status, sync.stderr).toBe(0);
  sim.clearLog();
  return { sim, repo };
}

/** A push to the default branch: the inbox sync. */
export function push(sim: Simulator, repo: SimRepo) {
  return runAction({
    apiUrl: sim.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { 'fail-on': 'never' },
  });
}

/** Run the action on an `issue_comment` event (a new one, or the same one again for a re-run). */
export function runComment(sim: Simulator, repo: SimRepo, { event, payload }: IssueCommentEvent) {
  return runAction({
    apiUrl: sim.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
}

/** A person comments; the workflow runs. */
export async function comment(sim: Simulator, repo: SimRepo, issue: SimIssue, user: string, body: string) {
  const event = commentOn(issue, user, body);
  const run = await runComment(sim, repo, event);
  return { ...run, commentId: event.id };
}

/** Our issue whose marker names this file. */
export function issueFor(repo: SimRepo, path: string): SimIssue {
  const found = Object.values(repo.issues).filter(
    (i) => i.user === BOT && readInboxMarker(i.body ?? '')?.path === path,
  );
  expect(found, `one issue for ${JSON.stringify(path)}`).toHaveLength(1);
  return found[0]!;
}

export const commitsBy = (repo: SimRepo) =>
  Object.values(repo.commits).filter((c) => /Handoff-Gate-Comment/.test(c.message));
export const repliesTo = (issue: SimIssue, commentId: number) =>
  issue.comments.filter((c) => c.user === BOT && c.body.includes(`<!-- handoff-gate:reply comment=${commentId} -->`));
export const reactionsOn = (issue: SimIssue, commentId: number) =>
  issue.comments.find((c) => c.id === commentId)?.reactions.map((r) => r.content) ?? [];
export const markerOf = (issue: SimIssue) => readInboxMarker(issue.body ?? '');
