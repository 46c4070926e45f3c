import { createHash } from 'node:crypto';
import { isFolder } from '../io/is-folder.js';
import {
  closeSync,
  openSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { FileContribution, ResultCache } from '../engine/file-check.js';
import type { FormatDefinition } from '../core/format.js';
import type { Observation, Workspace } from '../core/project.js';
import type { EngineSettings } from '../core/settings.js';
import type { FormatId } from '../report/report.js';
import packageJson from '../../package.json' with { type: 'json' };
import { git } from '../io/git.js';

/**
 * `check --cache`: each file's contribution kept between runs, as ESLint, Prettier and ruff keep
 * their results, so that a run over files that did not change only reads and hashes them.
 *
 * What a kept contribution is keyed by:
 * - the whole cache: its own format and the tool's build (version, and the size and time of the
 *   code that runs); another is ignored with one notice;
 * - each root: the settings the engine is given (paths, ignore, enums, rule levels, limits…),
 *   the files a person named and the base commit: a root whose key changed starts over;
 * - each file: a SHA-256 of its bytes. A file whose check read nothing beyond its own bytes
 *   ("local") is recalled on that alone;
 * - a file whose check read more ("cross-file": another file, a listing, a run-wide index, the set
 *   of files checked) is recalled only while the root's world holds: the same set of files
 *   checked, every cross-file file's bytes unchanged, and every answer the repository gave a
 *   cross-file read (a file's bytes by hash, a listing, whether a path exists, the base's added
 *   and removed files) given again. Else every cross-file file is checked again, in path order
 *   with the others, as a cold run would: a run-wide index is then built from this run's reads.
 *
 * The suppressions file is not a key: the CLI applies it to the report after the check, cached
 * or not. A `handoff-gate-disable` comment is in the file's bytes.
 */

/** The cache file's own format: raise it whenever what is stored changes shape or meaning. */
const FORMAT = 1;
const MAGIC = 'handoff-gate result cache';
/** The file written inside a folder given as `--cache-location`, and in the default folder. */
const CACHE_FILE = 'check-results.v8';
/** The default location, from the current folder: a folder holding a `.gitignore` of `*`, as ruff's `.ruff_cache/`. */
const DEFAULT_CACHE_FOLDER = '.handoff-gate-cache';
/** A cache larger than this is not written (a notice says so): a bound on the disk a run may fill. */
const MAX_CACHE_BYTES = 256 * 1024 * 1024;

interface StoredEntry {
  hash: string;
  /** The bytes the file was read as, counted against the run's bytes bound when recalled. */
  size: number;
  crossFile: boolean;
  /** The contribution as V8 serializes it (its format by id); undefined: no handoff file after all. */
  value: Uint8Array | undefined;
}

/** One answer of the repository: `kind`, what was asked, and the answer (hashed when long). */
type StoredObservation = [string, string, string];

interface StoredRoot {
  key: string;
  /** A hash of the sorted files the root's check was given. */
  checking: string;
  observations: StoredObservation[];
  entries: Map<string, StoredEntry>;
}

interface Stored {
  roots: Map<string, StoredRoot>;
}

/** A contribution as it crosses to the disk: its format by id, never the definition. */
type PlainContribution = Omit<FileContribution, 'run'> & {
  run?: Omit<NonNullable<FileContribution['run']>, 'format'> & { format: FormatId };
};

/** What one root's check needs to use the cache. */
interface RootOfRun {
  root: string;
  settings: EngineSettings;
  /** Sorted. */
  files: readonly string[];
  named: ReadonlySet<string>;
  commit: string | undefined;
  workspace: Workspace;
  formats: readonly FormatDefinition[];
}

/** The cache file of a run: opened once, a port per root, written once at the end. */
export interface ResultCacheFile {
  /** Why the cache on the disk was not used, if it was there and was not (one line), else undefined. */
  readonly notice: string | undefined;
  /** The port the engine is given for one root's check. */
  forRoot(root: RootOfRun): ResultCache & { observe(observation: Observation): void };
  /** Write what this run kept, atomically: a notice when it could not be written, else undefined. */
  save(): string | undefined;
  /** How many files this run recalled and how many it checked and kept (for `HANDOFF_GATE_DEBUG`). */
  counts(): { recalled: number; checked: number };
}

/** `--cache-location`: a folder (an existing one, or a path ending in `/`) holds the cache file; anything else is the file. */
export function cacheFilePath(cwd: string, location: string | undefined): string {
  if (location === undefined) return join(resolve(cwd, DEFAULT_CACHE_FOLDER), CACHE_FILE);
  const full = resolve(cwd, location);
  if (/[/\\]$/.test(location) || isFolder(full)) return join(full, CACHE_FILE);
  return full;
}

/**
 * The build of the tool: its version, and the size and time of the code running (a rebuilt bundle
 * of the same version is another tool for the cache).
 */
function toolId(identity: ToolIdentity): string {
  const code = fileURLToPath(import.meta.url);
  try {
    if (identity === 'content') return `${packageJson.version} ${sha256(readFileSync(code))}`;
    const stat = statSync(code);
    return `${packageJson.version} ${stat.size} ${stat.mtimeMs}`;
  } catch {
    return `${packageJson.version} ${code}`;
  }
}

/**
 * How the tool's build is told apart: by the size and time of its code (a local install, where
 * both stay put between runs), or by a hash of its code (the action, whose bundle is unpacked
 * afresh for every job, with new times).
 */
type ToolIdentity = 'stat' | 'content';

interface ResultCacheOptions {
  /** How the build that wrote the cache is recognised; `stat` unless said. */
  identity?: ToolIdentity;
  /**
   * What else a root's kept results are keyed by (the action's branch): results kept under another
   * scope are set aside, as those of another config are.
   */
  scope?: string;
}

const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('base64');

/** A value as JSON with its keys sorted, so that a key does not change with the order a config was written in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The first line of the cache file: what it is, its format and the tool's build. */
const header = (tool: string): string => `${MAGIC} ${FORMAT} ${tool}\n`;

/**
 * Read the cache file, or say in one line why it is not used (`foreign`: and is no cache file to
 * write over). A missing file is no notice (the first run). The file is its header line, the contents as V8 serializes them, and a SHA-256 of
 * both: a file cut short or changed on the disk is corrupt, never half trusted.
 */
function load(path: string, tool: string): { stored?: Stored; notice?: string; foreign?: true } {
  let bytes: Buffer;
  try {
    // Never through a symlink: the cache is the run's own file, not one a checkout points somewhere.
    const stat = lstatSync(path);
    if (!stat.isFile()) return { notice: 'is not a regular file', foreign: true };
    // A file this run would not have written is never read whole.
    if (stat.size > MAX_CACHE_BYTES)
      return { notice: `is past its bound of ${MAX_CACHE_BYTES / 2 ** 20} MiB`, foreign: true };
    // A commit's file is one a pull request could have written: only a file of the runs' own is trusted.
    if (isTracked(path)) return { notice: 'is a file git tracks (a commit could have written it)', foreign: true };
    const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
    try {
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? {} : { notice: 'could not be read' };
  }
  const expected = Buffer.from(header(tool));
  if (!bytes.subarray(0, MAGIC.length + 1).equals(Buffer.from(`${MAGIC} `)))
    return { notice: 'is not a handoff-gate cache', foreign: true };
  if (!bytes.subarray(0, expected.length).equals(expected))
    return { notice: 'was written by another version of handoff-gate' };
  if (bytes.length < expected.length + DIGEST_BYTES) return { notice: 'is corrupt' };
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  if (
    !createHash('sha256')
      .update(body)
      .digest()
      .equals(bytes.subarray(bytes.length - DIGEST_BYTES))
  )
    return { notice: 'is corrupt' };
  let value: unknown;
  try {
    value = deserialize(body.subarray(expected.length));
  } catch {
    return { notice: 'is corrupt' };
  }
  const stored = value as Partial<Stored> | null;
  if (
    !stored ||
    typeof stored !== 'object' ||
    !(stored.roots instanceof Map) ||
    ![...stored.roots.values()].every(isStoredRoot)
  )
    return { notice: 'is corrupt' };
  return { stored: stored as Stored };
}

const DIGEST_BYTES = 32;

/** Removes the file at `path` when there is one; a path under no folder (a file where its folder would be) has none. */
function removeIfThere(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // `force` passes over a missing file only, not a missing folder (ENOTDIR): nothing was written there.
  }
}

/** Whether git tracks the file at `path` (absolute) in the repository it lies in; false outside one. */
function isTracked(path: string): boolean {
  return git(dirname(path), ['ls-files', '--error-unmatch', '--', basename(path)]) !== undefined;
}

function isStoredRoot(value: unknown): value is StoredRoot {
  const root = value as Partial<StoredRoot> | null;
  return (
    !!root &&
    typeof root.key === 'string' &&
    typeof root.checking === 'string' &&
    Array.isArray(root.observations) &&
    root.entries instanceof Map &&
    [...root.entries.values()].every(
      (e: Partial<StoredEntry>) =>
        typeof e.hash === 'string' &&
        typeof e.size === 'number' &&
        typeof e.crossFile === 'boolean' &&
        (e.value === undefined || e.value instanceof Uint8Array),
    )
  );
}

/** Open the cache file at `path` (absolute). */
export function openResultCache(path: string, options: ResultCacheOptions = {}): ResultCacheFile {
  const tool = toolId(options.identity ?? 'stat');
  // A file that is no cache of ours (another file the location names, one git tracks) is left as it is.
  const { stored, notice, foreign } = load(path, tool);
  const written = new Map<string, () => StoredRoot>();
  const counts = { recalled: 0, checked: 0 };
  return {
    counts: () => ({ ...counts }),
    notice:
      notice &&
      `handoff-gate: the cache ${notice}; it was not used, and ${foreign ? 'is left as it is: no cache is written' : 'is written anew'}.\n`,
    forRoot(root) {
      const key = sha256(
        stableJson({
          settings: root.settings,
          named: [...root.named].sort(),
          commit: root.commit ?? null,
          // Absent without a scope: the key a cache written before scopes existed was given.
          ...(options.scope !== undefined && { scope: options.scope }),
        }),
      );
      const before = stored?.roots.get(root.root);
      const { port, kept } = rootPort(root, key, before?.key === key ? before : undefined, counts);
      written.set(root.root, kept);
      return port;
    },
    save() {
      if (foreign) return undefined;
      const value: Stored = { roots: new Map([...written].map(([root, kept]) => [root, kept()])) };
      let bytes: Buffer;
      try {
        const body = Buffer.concat([Buffer.from(header(tool)), serialize(value)]);
        bytes = Buffer.concat([body, createHash('sha256').update(body).digest()]);
      } catch {
        return 'handoff-gate: the cache could not be written (its contents could not be serialized).\n';
      }
      if (bytes.length > MAX_CACHE_BYTES)
        return `handoff-gate: the cache was not written: ${Math.round(bytes.length / 2 ** 20)} MiB is past its bound of ${MAX_CACHE_BYTES / 2 ** 20} MiB.\n`;
      // A temporary file beside it, then a rename: a reader sees the old cache or the new, never half of one.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      try {
        const folder = dirname(path);
        mkdirSync(folder, { recursive: true });
        const ignore = join(folder, '.gitignore');
        if (basename(folder) === DEFAULT_CACHE_FOLDER && !existsSync(ignore)) writeFileSync(ignore, '*\n');
        writeFileSync(temporary, bytes, { flag: 'wx' });
        renameSync(temporary, path);
        return undefined;
      } catch (error) {
        removeIfThere(temporary);
        return `handoff-gate: the cache could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}); the next run starts cold.\n`;
      }
    },
  };
}

/** The port for one root: recalls from `before` (undefined: a new key, nothing to recall); `kept` is what this run keeps. */
function rootPort(
  root: RootOfRun,
  key: string,
  before: StoredRoot | undefined,
  counts: { recalled: number; checked: number },
): { port: ResultCache & { observe(observation: Observation): void }; kept: () => StoredRoot } {
  const byId = new Map(root.formats.map((format) => [format.id, format]));
  const checking = sha256(root.files.join('\u0000'));
  const entries = new Map<string, StoredEntry>();
  const observed = new Map<string, StoredObservation>();
  const hashes = new Map<string, { hash: string; size: number } | undefined>();
  const hashOf = (path: string) => {
    if (!hashes.has(path)) {
      const bytes = root.workspace.read(path, root.settings.maxFileSize);
      hashes.set(path, bytes && { hash: sha256(bytes), size: bytes.length });
    }
    return hashes.get(path);
  };
  /** Whether the cross-file entries of `before` still hold, worked out at the first one asked for. */
  let world: boolean | undefined;
  const worldHolds = (stored: StoredRoot): boolean => {
    world ??=
      stored.checking === checking &&
      [...stored.entries].every(([path, entry]) => !entry.crossFile || hashOf(path)?.hash === entry.hash) &&
      stored.observations.every(([kind, asked, answer]) => answerNow(root.workspace, kind, asked, hashOf) === answer);
    return world;
  };
  const recall = (path: string): { contribution: FileContribution | undefined; bytes: number } | undefined => {
    const entry = before?.entries.get(path);
    if (!entry || hashOf(path)?.hash !== entry.hash || (entry.crossFile && !worldHolds(before!))) return undefined;
    let contribution: FileContribution | undefined;
    if (entry.value) {
      try {
        contribution = fromPlain(deserialize(entry.value) as PlainContribution, byId);
      } catch {
        return undefined;
      }
      // A format this build does not know: checked anew.
      if (!contribution) return undefined;
    }
    entries.set(path, entry);
    counts.recalled++;
    return { contribution, bytes: entry.size };
  };
  const port = {
    recall,
    keep(path: string, bytes: Uint8Array, contribution: FileContribution | undefined, crossFile: boolean) {
      counts.checked++;
      entries.set(path, {
        hash: sha256(bytes),
        size: bytes.length,
        crossFile,
        value: contribution && serialize(toPlain(contribution)),
      });
    },
    observe(observation: Observation) {
      const stored = storedObservation(observation);
      const id = `${stored[0]}\u0000${stored[1]}`;
      if (!observed.has(id)) observed.set(id, stored);
    },
  };
  // The observations stand for every cross-file entry kept: the earlier run's too, when they held.
  const kept = (): StoredRoot => {
    const earlier = world === true ? before!.observations : [];
    const all = new Map<string, StoredObservation>(earlier.map((o) => [`${o[0]}\u0000${o[1]}`, o]));
    for (const [id, o] of observed) all.set(id, o);
    return { key, checking, observations: [...all.values()], entries };
  };
  return { port, kept };
}

const listHash = (list: readonly string[]): string => sha256(list.join('\u0000'));

function storedObservation(observation: Observation): StoredObservation {
  switch (observation.kind) {
    case 'exists':
      return ['exists', observation.path, String(observation.value)];
    case 'content':
      return ['content', observation.path, observation.bytes ? sha256(observation.bytes) : ''];
    case 'glob':
      return ['glob', observation.patterns.join('\u0000'), listHash(observation.value)];
    case 'unreadable':
      return ['unreadable', observation.path, observation.value ?? ''];
    case 'added':
      return ['added', observation.path, String(observation.value)];
    case 'removed':
      return ['removed', '', listHash(observation.value)];
  }
}

/** The answer the workspace gives now to what a check asked it, as stored. */
function answerNow(
  workspace: Workspace,
  kind: string,
  asked: string,
  hashOf: (path: string) => { hash: string } | undefined,
): string | undefined {
  switch (kind) {
    case 'exists':
      return String(workspace.exists(asked));
    case 'content':
      return hashOf(asked)?.hash ?? '';
    case 'glob':
      return listHash(workspace.glob(asked.split('\u0000')));
    case 'unreadable':
      return workspace.unreadable?.(asked) ?? '';
    case 'added':
      return String(workspace.addedSinceBase?.(asked) === true);
    case 'removed':
      return listHash(workspace.removedSinceBase?.() ?? []);
    default:
      return undefined;
  }
}

function toPlain(contribution: FileContribution): PlainContribution {
  if (!contribution.run) return contribution as PlainContribution;
  return { ...contribution, run: { ...contribution.run, format: contribution.run.format.id } };
}

function fromPlain(
  plain: PlainContribution,
  byId: ReadonlyMap<FormatId, FormatDefinition>,
): FileContribution | undefined {
  if (!plain.run) return plain as FileContribution;
  const format = byId.get(plain.run.format);
  return format && { ...plain, run: { ...plain.run, format } };
}

/**
 * The workflow events whose runs may use the cache. On any other (a pull request's, a comment's),
 * the run could be judging text a pull request wrote, and the cache it would read could have been
 * written by a run that pull request steered: the verdict is then worked out from the files alone.
 */
const CACHE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);

/** Why `--cache` is set aside in this environment (one line), or undefined when it may be used. */
export function cacheSetAside(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.GITHUB_ACTIONS !== 'true') return undefined;
  const event = env.GITHUB_EVENT_NAME ?? '';
  if (CACHE_EVENTS.has(event)) return undefined;
  const named = /^[a-z_]{1,40}$/.test(event) ? `a \`${event}\` event` : 'this event';
  return `handoff-gate: --cache is not used on ${named} (only on push, schedule and workflow_dispatch): a pull request could have written it. The files are checked in full.\n`;
}
