import { UsageError } from '../errors.js';
import type { GitHubAdapter } from '../github/adapter.js';
import type { ApiLimits } from '../github/limits.js';
import { readContext } from './context.js';
import { envInputs, readInputs } from './inputs.js';
import { actionsIO } from './io.js';

/*
 * What this file imports statically is what every run loads, the events the action ignores
 * included: keep it to the inputs, the context and the log. The check (formats, zod, yaml) and
 * the GitHub client (Octokit, undici) are loaded by the runs that use them.
 */

/**
 * The action's one entry: read the inputs and the runner's context, run the flow, and turn any
 * failure into one clear line. Never prints the token.
 */
export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  const io = actionsIO(env.GITHUB_STEP_SUMMARY || undefined, env.GITHUB_OUTPUT || undefined);
  try {
    const inputs = readInputs(envInputs(env));
    const context = readContext(env);
    if (context.event.kind === 'other') {
      io.logger.notice(`handoff-gate has nothing to do on ${context.event.name || 'this'} events; it runs on pull requests, pushes, workflow_dispatch and schedule.`);
      return;
    }
    let github: Promise<GitHubAdapter> | undefined;
    const lazyGithub = (limits?: Readonly<ApiLimits>) =>
      (github ??= (async () => {
        if (!inputs['github-token']) throw new UsageError('The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.');
        const { createGithub } = await import('../github/create.js');
        return createGithub(inputs['github-token'], context.apiUrl, { owner: context.owner, repo: context.repo }, inputs['dry-run'], io.logger, limits);
      })());
    const { main } = await import('./main.js');
    await main({ inputs, context, github: lazyGithub, io });
  } catch (error) {
    if (error instanceof UsageError) {
      io.setFailed(`handoff-gate: ${error.message}`);
      return;
    }
    const status = (error as { status?: unknown }).status;
    const detail = error instanceof Error ? error.message : String(error);
    io.setFailed(`handoff-gate failed${typeof status === 'number' ? ` (GitHub answered ${status})` : ''}: ${detail}`);
    if (error instanceof Error && error.stack) io.logger.debug(error.stack);
  }
}
