import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MAX_SUPPRESSIONS_BYTES, parseSuppressionsFile, type SuppressionsFile } from '../suppressions/baseline.js';
import { INVALID_FILE_RULE } from '../suppressions/rules.js';
import { readBoundedFile, type BoundedFile, type ConfigPlace, type ConfigRead } from './load-config.js';

const SUPPRESSIONS_FILE: BoundedFile = {
  noun: 'suppressions file',
  without: 'nothing is suppressed by it',
  maxBytes: MAX_SUPPRESSIONS_BYTES,
  tooLargeRule: INVALID_FILE_RULE,
};

/**
 * The suppressions file at `path` (absolute), or undefined when there is none. It is read as the
 * config is (the same link rules, at most {@link MAX_SUPPRESSIONS_BYTES}); one that may not be read
 * or does not parse comes back with its findings and no entries: the run goes on without it.
 */
export function loadSuppressionsFile(
  path: string,
  displayPath: string,
  place?: ConfigPlace,
): SuppressionsFile | undefined {
  const read = readBoundedFile(path, displayPath, place, SUPPRESSIONS_FILE);
  if (read === undefined) return undefined;
  if ('finding' in read) return { path: displayPath, entries: new Map(), findings: [read.finding] };
  return parseSuppressionsFile(read.text, displayPath);
}

/** The suppressions file's text, a finding saying why it was not read, or neither when there is no file. */
export function readSuppressionsText(path: string, displayPath: string, place?: ConfigPlace): ConfigRead {
  return readBoundedFile(path, displayPath, place, SUPPRESSIONS_FILE);
}

/** Writes the suppressions file's text, its folder made first (`.github/` in a repository that has none yet). */
export function writeSuppressionsFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
