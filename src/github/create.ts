import type { ApiLimits } from '../config/api-limits.js';
import type { Logger } from '../logging.js';
import type { GitHubAdapter } from './adapter.js';
import { createOctokit, type Pacing } from './client.js';
import { dryRunAdapter } from './dry-run.js';
import { octokitAdapter, type Repo } from './octokit-adapter.js';
import { redactingAdapter } from './redacting-adapter.js';

/**
 * The adapter the action talks to GitHub through (Octokit, the toolkit, undici): loaded only by
 * runs that call the API. `limits` are read at each request, so the run may set them later.
 */
export function createGithub(
  token: string,
  apiUrl: string,
  repo: Repo,
  dryRun: boolean,
  logger: Logger,
  limits: Readonly<ApiLimits>,
  pacing?: Pacing,
): GitHubAdapter {
  const adapter = redactingAdapter(
    octokitAdapter(createOctokit(token, apiUrl, logger, limits, pacing), repo, {
      ...(pacing?.secondMs !== undefined && { secondMs: pacing.secondMs }),
    }),
  );
  return dryRun ? dryRunAdapter(adapter, logger) : adapter;
}
