import { existsSync, readFileSync } from 'node:fs';
import { parseConfig, type LoadedConfig } from '../config/parse.js';
import { resolveConfig } from '../config/resolve.js';

/** The config file at `path` (absolute), or the defaults when there is none. */
export function loadConfigFile(path: string, displayPath = path): LoadedConfig {
  const text = readConfigText(path);
  if (text === undefined) return { config: resolveConfig(), findings: [] };
  return parseConfig(text, displayPath);
}

/** The config file's text at `path` (absolute), or undefined when there is none. */
export function readConfigText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
