import { UsageError } from '../errors.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { createOctokit } from '../github/client.js';
import { dryRunAdapter } from '../github/dry-run.js';
import { octokitAdapter } from '../github/octokit-adapter.js';
import type { Logger } from '../logging.js';
import { readContext } from './context.js';
import { envInputs, readInputs } from './inputs.js';
import { actionsIO } from './io.js';
import { main } from './main.js';

/**
 * The action's one entry: read the inputs and the runner's context, run the flow, and turn any
 * failure into one clear line. Never prints the token.
 */
export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  const io = actionsIO(env.GITHUB_STEP_SUMMARY || undefined);
  try {
    const inputs = readInputs(envInputs(env));
    const context = readContext(env);
    let github: GitHubAdapter | undefined;
    const lazyGithub = () => {
      if (!github) {
        if (!inputs['github-token']) throw new UsageError('The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.');
        github = createGithub(inputs['github-token'], context.apiUrl, { owner: context.owner, repo: context.repo }, inputs['dry-run'], io.logger);
      }
      return github;
    };
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


function createGithub(token: string, apiUrl: string, repo: { owner: string; repo: string }, dryRun: boolean, logger: Logger): GitHubAdapter {
  const adapter = octokitAdapter(createOctokit(token, apiUrl, logger), repo);
  return dryRun ? dryRunAdapter(adapter, logger) : adapter;
}
