import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { parseConfig, type LoadedConfig } from '../config/parse.js';
import { resolveConfig } from '../config/resolve.js';
import type { Finding } from '../report/finding.js';
import { FileGate, isInside, toPosix, type LinkTargets } from './file-gate.js';

/** A config file is a page of settings: 256 KiB is far past any real one, and bounds what a link to `/dev/zero` could make the run read. */
export const MAX_CONFIG_BYTES = 256 * 1024;

/** Where the config file lives, for the link rules: the repository it belongs to, and what links there may lead to. */
export interface ConfigPlace {
  root: string;
  linkTargets?: LinkTargets;
}

/** The config file's text, a finding saying why it was not read, or neither when there is no file. */
export type ConfigRead = { text: string } | { finding: Finding } | undefined;

/** The config file at `path` (absolute), or the defaults when there is none (or it may not be read: then with a finding). */
export function loadConfigFile(path: string, displayPath = path, place?: ConfigPlace): LoadedConfig {
  const read = readConfigFile(path, displayPath, place);
  if (read === undefined) return { config: resolveConfig(), findings: [] };
  if ('finding' in read) return { config: resolveConfig(), findings: [read.finding] };
  return parseConfig(read.text, displayPath);
}

const notRead = (path: string, message: string, ruleId = 'file/not-read'): { finding: Finding } => ({
  finding: {
    path,
    line: 1,
    column: 1,
    ruleId,
    severity: 'error',
    message: `${message} The config file was not read: the defaults apply.`,
  },
});

/**
 * The config file's text. Inside its repository it answers to the same rules as a handoff file (a
 * symlink only to a regular file inside the workspace, outside `.git/`, not ignored or, for the
 * action, tracked); a file named outside any repository (`--config ~/x.yml`) only has to be a
 * regular file. Special files are never opened, and no more than MAX_CONFIG_BYTES is read.
 */
export function readConfigFile(path: string, displayPath = path, place?: ConfigPlace): ConfigRead {
  try {
    lstatSync(path);
  } catch {
    return undefined;
  }
  let fd: number;
  const gate = place && new FileGate(place.root, place.linkTargets);
  const folder = gate && realFolder(path);
  if (gate && folder !== undefined && isInside(gate.realRoot, folder)) {
    const dir = toPosix(relative(gate.realRoot, folder));
    const opened = gate.open(dir ? `${dir}/${basename(path)}` : basename(path));
    if (opened === undefined) return undefined;
    if (typeof opened !== 'number') return notRead(displayPath, opened.message, opened.ruleId);
    fd = opened;
  } else {
    try {
      fd = openSync(realpathSync.native(path), constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
    } catch {
      return notRead(displayPath, 'The config file could not be opened.');
    }
    if (!fstatSync(fd).isFile()) {
      closeSync(fd);
      return notRead(displayPath, 'The config file is not a regular file (a folder, FIFO, socket or device).');
    }
  }
  try {
    const buffer = Buffer.allocUnsafe(MAX_CONFIG_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > MAX_CONFIG_BYTES)
      return notRead(displayPath, `The config file is over ${MAX_CONFIG_BYTES / 1024} KiB.`);
    return { text: buffer.subarray(0, length).toString('utf8') };
  } finally {
    closeSync(fd);
  }
}

/** The real path of the folder holding `path`, when it resolves. */
function realFolder(path: string): string | undefined {
  try {
    return realpathSync.native(dirname(path));
  } catch {
    return undefined;
  }
}
