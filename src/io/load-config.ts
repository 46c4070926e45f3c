import { existsSync, readFileSync } from 'node:fs';
import { parseConfig, type LoadedConfig } from '../config/parse.js';
import { resolveConfig } from '../config/resolve.js';

/** The config file at `path` (absolute), or the defaults when there is none. */
export function loadConfigFile(path: string, displayPath = path): LoadedConfig {
  if (!existsSync(path)) return { config: resolveConfig(), findings: [] };
  return parseConfig(readFileSync(path, 'utf8'), displayPath);
}
