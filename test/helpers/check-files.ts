import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/schema.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from './memory-workspace.js';

/** Check in-memory files with every format, as the CLI would check them on disk. */
export function checkFiles(
  files: Record<string, string | Uint8Array>,
  options: {
    config?: ConfigFile;
    base?: Record<string, string>;
    added?: string[];
    history?: Parameters<typeof memoryWorkspace>[3];
    only?: string[];
    named?: string[];
    /** The change is handoff-gate's own commit for a person's command on an inbox issue. */
    fromInboxCommand?: boolean;
  } = {},
) {
  const workspace = memoryWorkspace(files, options.base, options.added, options.history);
  return check({
    files: options.only ?? Object.keys(files),
    workspace,
    config: resolveConfig(options.config),
    formats: FORMATS,
    ...(options.named && { named: new Set(options.named) }),
    ...(options.fromInboxCommand && { fromInboxCommand: true }),
  });
}

/** The rule ids reported for one file, for fixture tables. */
export function ruleIds(
  files: Record<string, string>,
  path = Object.keys(files)[0]!,
  options: Parameters<typeof checkFiles>[1] = {},
): string[] {
  return checkFiles(files, options)
    .findings.filter((f) => f.path === path)
    .map((f) => f.ruleId);
}
