import type { ApiLimits } from '../config/api-limits.js';
import { compareFindings } from '../report/finding.js';
import { configRepoPath, loadGoverningConfig, withHeadConfig, type GoverningConfig } from './config-source.js';
import type { ChangeFiles, Run } from './run.js';

/**
 * Step 1: the config that governs the run: on a pull request the base commit's, so that the pull
 * request cannot weaken its own gate (its own change is checked, and takes effect once merged). An
 * invalid setting is a finding on its line; its section falls back to the defaults. Its `api`
 * settings become the run's limits.
 */
export async function governingConfig(
  { inputs, context, io, github }: Run,
  limits: ApiLimits,
): Promise<GoverningConfig> {
  const loaded = await loadGoverningConfig(context.event, context.workspace, inputs.config, github);
  Object.assign(limits, loaded.config.api);
  io.logger.info(`handoff-gate: ${loaded.why}.`);
  // The config's own findings are also written to the log, one a line: GitHub shows at most ten
  // annotations of a level, and a run on a comment annotates nothing else.
  for (const f of [...loaded.findings].sort(compareFindings))
    io.logger.info(`handoff-gate: ${f.path}:${f.line}:${f.column}: ${f.severity} ${f.message} (${f.ruleId})`);
  return loaded;
}

/**
 * Step 3: the pull request's own config as its head holds it, when the checkout holds another
 * version of it (read with the changed files): its findings are the head's. The base's settings
 * still govern.
 */
export function headConfig(loaded: GoverningConfig, files: ChangeFiles, configPath: string): GoverningConfig {
  const path = configRepoPath(configPath);
  return files.head?.files.has(path) ? withHeadConfig(loaded, path, files.head.files.get(path)) : loaded;
}
