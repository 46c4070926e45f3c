import { DEFAULT_API_LIMITS } from '../../src/config/api-limits.js';
import type { GitHubAdapter } from '../../src/github/adapter.js';
import { createOctokit } from '../../src/github/client.js';
import { octokitAdapter } from '../../src/github/octokit-adapter.js';
import { recordingLogger } from '../../src/logging.js';
import { WRITE_TOKEN, type Simulator } from '../sim/index.js';
import { UNPACED } from './pacing.js';

/**
 * The REST adapter as the action builds it (the real client: retries, throttling, timeouts) on
 * the simulator's `octo/repo`, without GitHub's pacing.
 */
export function simAdapter(sim: Simulator, token = WRITE_TOKEN): GitHubAdapter {
  return octokitAdapter(createOctokit(token, sim.url, recordingLogger(), DEFAULT_API_LIMITS, UNPACED), {
    owner: 'octo',
    repo: 'repo',
  });
}
