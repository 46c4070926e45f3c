import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { parseConfig, type LoadedConfig } from '../config/parse.js';
import { resolveConfig } from '../config/resolve.js';
import type { Finding } from '../report/finding.js';
import { NOT_READ_RULE } from '../report/adapter-rules.js';
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
  // A config that is there but cannot be read may restrict who may do what: commands wait for it.
  if ('finding' in read)
    return {
      config: resolveConfig({}, [{ path: displayPath, line: 1, setting: 'the config file', governs: 'commands' }]),
      findings: [read.finding],
    };
  return parseConfig(read.text, displayPath);
}

/** What kind of file a bounded read is of, for its messages, and how much of it may be read. */
export interface BoundedFile {
  /** `config file`, `suppressions file`. */
  noun: string;
  /** What a run does without it: `the defaults apply`. */
  without: string;
  maxBytes: number;
  /** The rule of a file over `maxBytes` (`file/not-read` by default). */
  tooLargeRule?: string;
}

const CONFIG_FILE: BoundedFile = { noun: 'config file', without: 'the defaults apply', maxBytes: MAX_CONFIG_BYTES };

const notRead = (
  path: string,
  message: string,
  what: BoundedFile,
  ruleId: string = NOT_READ_RULE,
): { finding: Finding } => ({
  finding: {
    path,
    line: 1,
    column: 1,
    ruleId,
    severity: 'error',
    message: `${message} The ${what.noun} was not read: ${what.without}.`,
  },
});

/**
 * The config file's text. Inside its repository it answers to the same rules as a handoff file (a
 * symlink only to a regular file inside the workspace, outside `.git/`, not ignored or, for the
 * action, tracked); a file named outside any repository (`--config ~/x.yml`) only has to be a
 * regular file. Special files are never opened, and no more than MAX_CONFIG_BYTES is read.
 */
export function readConfigFile(path: string, displayPath = path, place?: ConfigPlace): ConfigRead {
  return readBoundedFile(path, displayPath, place, CONFIG_FILE);
}

/**
 * A settings file's text (the config, the suppressions file), read as {@link readConfigFile}
 * reads the config: the same link rules, and no more than `what.maxBytes`.
 */
export function readBoundedFile(
  path: string,
  displayPath: string,
  place: ConfigPlace | undefined,
  what: BoundedFile,
): ConfigRead {
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
    if (!('fd' in opened)) return notRead(displayPath, opened.message, what, opened.ruleId);
    fd = opened.fd;
  } else {
    try {
      fd = openSync(realpathSync.native(path), constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
    } catch {
      return notRead(displayPath, `The ${what.noun} could not be opened.`, what);
    }
    if (!fstatSync(fd).isFile()) {
      closeSync(fd);
      return notRead(displayPath, `The ${what.noun} is not a regular file (a folder, FIFO, socket or device).`, what);
    }
  }
  try {
    const buffer = Buffer.allocUnsafe(what.maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > what.maxBytes)
      return notRead(
        displayPath,
        `The ${what.noun} is over ${what.maxBytes >= 1024 * 1024 ? `${what.maxBytes / 1024 / 1024} MiB` : `${what.maxBytes / 1024} KiB`}.`,
        what,
        what.tooLargeRule,
      );
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
