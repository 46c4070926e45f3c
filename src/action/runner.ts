import type { ApiLimits } from '../config/api-limits.js';
import { UsageError } from '../errors.js';
import type { GitHubAdapter } from '../github/adapter.js';
import type { Pacing } from '../github/client.js';
import type { OfflineGitHub } from '../github/offline.js';
import { readContext, type ActionContext } from './context.js';
import { emptyFailOnNote, envInputs, readInputs, type ActionInputs } from './inputs.js';
import { type ActionIO, actionsIO, startupNotice } from './io.js';
import { guardOutput } from './output-guard.js';
import type { Clock } from '../util/clock.js';

/*
 * What this file imports statically is what every run loads, the events the action ignores
 * included: keep it to the inputs, the context, the output guard and the log text. `@actions/core`
 * (with its HTTP client, undici), the check (formats, zod, yaml) and the GitHub client (Octokit)
 * are loaded by the runs that use them.
 */

/**
 * The action's one entry: read the inputs and the runner's context, run the flow, and turn any
 * failure into one clear line. Never prints the token. From its first line on, nothing it or a
 * library prints can start a workflow command (see output-guard.ts and log-text.ts).
 */
export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  const guard = guardOutput();
  let loaded: ActionIO | undefined;
  // Node ends a process whose event loop has nothing left, even with the flow still awaiting
  // (a promise nothing will settle, a timer let go): that must never pass for a finished run.
  const endedEarly = () => {
    process.exitCode = 1;
    guard.own(() =>
      process.stdout.write(
        '::error::handoff-gate stopped before its work was done (nothing left to wait for, a bug): the run is failed; re-run it, and report it if it repeats.\n',
      ),
    );
  };
  process.once('beforeExit', endedEarly);
  try {
    await runWith(env, {
      io: async () =>
        (loaded ??= actionsIO(await import('@actions/core'), guard, {
          stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
          outputs: Boolean(env.GITHUB_OUTPUT),
        })),
      notice: (message) => startupNotice(guard, message),
    });
  } finally {
    process.off('beforeExit', endedEarly);
  }
}

/** What the flow writes to the runner through: the toolkit in the bundle, a recording in the tests. */
export interface RunnerDeps {
  /** The runner protocol, loaded on first use (an ignored event loads none of it). */
  io: () => Promise<ActionIO>;
  /** The one notice an ignored event prints. */
  notice: (message: string) => void;
  /** How the GitHub client spaces requests and retries; unset, GitHub's own pacing (see `Pacing`). */
  pacing?: Pacing;
  /** Where "now" is read (an approval's expiry, a reminder's time); unset, the system's. */
  clock?: Clock;
}

/**
 * The GitHub adapter, created (and loaded) on first use. An empty token is refused then, unless
 * the run is a dry run: that one reads nothing and writes nothing, and says what it skipped
 * (github/offline.ts).
 */
function lazyApi(inputs: ActionInputs, context: ActionContext, io: ActionIO, pacing: Pacing | undefined) {
  let github: Promise<GitHubAdapter> | undefined;
  let offline: OfflineGitHub | undefined;
  const create = async (limits: Readonly<ApiLimits>): Promise<GitHubAdapter> => {
    if (!inputs['github-token']) {
      if (!inputs['dry-run'])
        throw new UsageError(
          'The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.',
        );
      const { offlineAdapter } = await import('../github/offline.js');
      const { event } = context;
      offline = offlineAdapter(
        {
          commit: context.sha,
          ...(event.kind === 'pull_request' && {
            pull: { headSha: event.headSha, labels: event.labels, comments: event.comments },
          }),
        },
        io.logger,
      );
      return offline.github;
    }
    const { createGithub } = await import('../github/create.js');
    return createGithub(
      inputs['github-token'],
      context.apiUrl,
      { owner: context.owner, repo: context.repo },
      inputs['dry-run'],
      io.logger,
      limits,
      pacing,
    );
  };
  return {
    github: (limits: Readonly<ApiLimits>) => (github ??= create(limits)),
    offline: () => offline,
  };
}

/** `run` over the given runner protocol: the whole flow, the same in the bundle and in process. */
export async function runWith(env: Record<string, string | undefined>, deps: RunnerDeps): Promise<void> {
  try {
    const inputs = readInputs(envInputs(env));
    const context = readContext(env);
    if (context.event.kind === 'other') {
      deps.notice(
        `handoff-gate has nothing to do on ${context.event.name || 'this'} events; it runs on pull requests, merge queues (merge_group), pushes, issue comments (inbox commands), workflow_dispatch, schedule and workflow_run (posting a pull request's saved report).`,
      );
      return;
    }
    const io = await deps.io();
    const emptyFailOn = emptyFailOnNote(env);
    if (emptyFailOn) io.logger.notice(emptyFailOn);
    const api = lazyApi(inputs, context, io, deps.pacing);
    const { main } = await import('./main.js');
    try {
      const clock = deps.clock ?? (await import('../util/clock.js')).systemClock;
      await main({ inputs, context, github: api.github, io, clock });
    } finally {
      // A dry run without a token: one notice of every read it skipped, whatever came of the run.
      const skipped = api.offline()?.notice();
      if (skipped) io.logger.notice(skipped);
    }
  } catch (error) {
    const io = await deps.io();
    if (error instanceof UsageError) {
      io.setFailed(`handoff-gate: ${error.message}`);
      return;
    }
    // The message may quote an API answer: setFailed shows it on one line, made safe. What GitHub
    // answered, or that nothing came (a connection refused: no 500 of GitHub's), leads it; a
    // timeout's own message says so already.
    const { describeFailure, httpStatus, isUnanswered } = await import('../github/errors.js');
    const { isTimeout } = await import('../github/limits.js');
    const api = !isTimeout(error) && (httpStatus(error) !== undefined || isUnanswered(error));
    const detail = error instanceof Error ? error.message : String(error);
    io.setFailed(`handoff-gate failed${api ? ` (${describeFailure(error)})` : ''}: ${detail}`);
    if (error instanceof Error && error.stack) io.logger.debug(error.stack);
  }
}
