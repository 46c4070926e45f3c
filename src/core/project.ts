import picomatch from 'picomatch';
import type { EngineSettings } from './settings.js';
import { parseFast } from '../parse/fast.js';
import {
  decodeText,
  parseText,
  readDocument,
  readLimitsOf,
  syntaxOf,
  type ReadLimits,
  type Syntax,
} from '../parse/read.js';
import type { DocContent, ParsedDoc, ParseOutcome } from '../parse/types.js';
import type { FormatId } from '../report/report.js';
import { RUN_BOUND_PASSED, RunBudget, type Clock } from './run-budget.js';
import { globMatcher } from '../util/glob.js';
import { ownString } from '../util/string-copy.js';

/**
 * The repository as the core sees it. The CLI and the action each supply one; the core never
 * touches the file system or the network itself. Paths are repository-relative and `/`-separated.
 */
export interface Workspace {
  /**
   * The file's bytes, or undefined when it does not exist or may not be read (outside the
   * workspace). A file over `maxBytes` may come back as its first `maxBytes + 1` bytes.
   */
  read(path: string, maxBytes: number): Uint8Array | undefined;
  exists(path: string): boolean;
  /** Files matching any of the globs, sorted. Only the globs' own folders are walked. */
  glob(patterns: readonly string[]): string[];
  /** The file at the base revision (`--base`, the PR base), for rules that compare against it. */
  readBase?(path: string): Uint8Array | undefined;
  /**
   * Whether the file is new in the change the run compares with its base (not there at the base,
   * and no rename of a file that was). Absent when the run compares with no base.
   */
  addedSinceBase?(path: string): boolean;
  /**
   * The files the change removes (their base versions are read through `readBase`), so that a
   * file moved under another name, or deleted and added again, keeps its history. Absent when the
   * run compares with no base, or knows of no removed file.
   */
  removedSinceBase?(): readonly string[];
  /**
   * The file's versions in the history of the revision the run compares it with (the base, else
   * the file as it is), newest first, that version included, bounded by the adapter (see
   * `HISTORY_REVISIONS`): a decision still pending (a risk lowered while the intent waited for
   * approval) is remembered there, not in the one revision before the change. Undefined when the
   * history is not known; the rule then judges by the base alone. The list reaches back to where
   * the intent began only when it says so (`whole`, see {@link Versions}): a list cut by the bound,
   * or ended by a deletion, a rename or another file of the same id, is a history not read whole.
   */
  earlierRevisions?(path: string): Versions | undefined;
  /**
   * Why the file or folder at `path` (or a folder on the way to it) may not be read, in the OS's
   * words (`EACCES: permission denied`); undefined when it may, or is not there. A reference into
   * it is then "could not be read", never "does not exist".
   */
  unreadable?(path: string): string | undefined;
  /**
   * Why `read` gave nothing for a file that is there but may not be read (a symlink leaving the
   * workspace or into `.git/`, a FIFO): the engine reports it rather than pass the file over.
   */
  refusal?(path: string): Refusal | undefined;
}

/** How many of a file's versions a run reads back in its history, at most (each adapter bounds its reads to it). */
export const HISTORY_REVISIONS = 10;

/**
 * A file's versions, newest first. `whole` is set only by an adapter that read back to the
 * version that began the file's id (its first commit, with no earlier file of the same id, no
 * rename into it, no deletion on the way) within the bound: anything else, a list without the mark
 * included, is a history that ends before its start, and a walk that reaches its end has not
 * read it whole (every bound fails closed).
 */
export type Versions = readonly Uint8Array[] & { readonly whole?: true };

/** The versions marked as reaching back to where the file's id began (see {@link Versions}). */
export const wholeHistory = <T extends Uint8Array>(versions: T[]): T[] & { whole: true } =>
  Object.assign(versions, { whole: true as const });

/** A file's earlier versions as a run reads them: parsed, and whether they reach back to its start. */
export interface Earlier {
  versions: readonly ParseOutcome[];
  /** The adapter knows the history (it may be empty); false when it was not asked or could not tell. */
  known: boolean;
  /** The versions reach back to where the file's id began, within the bound. */
  whole: boolean;
}

/** A file the workspace would not read, and why, in words that quote none of its target's text. */
export interface Refusal {
  ruleId: string;
  message: string;
}

/** A file read for the engine: its bytes, and, when an index read it first, its text and fast parse. */
export interface AheadRead {
  bytes: Uint8Array;
  text?: string;
  doc?: ParsedDoc;
}

/**
 * The most bytes of files read ahead (by an index, for their own check later) a run keeps at once.
 * The allocator keeps what they took after they are let go, to the run's end: at 16 MiB a scan of
 * 200,000 files peaked 12 MB higher. A file past it is read again at its turn (951 more opens of
 * the 14,851 of the varied corpus of 10,000 files, each a read of a few KB: no CPU time measured).
 */
const AHEAD_BYTES = 4 * 1024 * 1024;

/** How a run sees the change it checks, beyond the files. */
export interface RunOptions {
  /** The change is handoff-gate's own commit or pull request for a command on an inbox issue (see `CheckInput`). */
  fromInboxCommand?: boolean;
  /**
   * Every file the engine will read in this run, when that is more than `checking` (files read
   * only for what they contribute, not for their findings), or less (an engine that checks a
   * share of the run's files). Defaults to `checking`. A `Set` is used as it is, not copied: an
   * engine given its share piece by piece adds each piece to it.
   */
  passing?: Iterable<string>;
  /** The base revision's parse of a file, already at hand: replaces `workspace.readBase`. */
  baseOf?: (path: string) => ParseOutcome | null;
  /** The files the change removes, when the run is told them (replaces `workspace.removedSinceBase`). */
  removed?: readonly string[];
  /** The clock the run's time bound (`limits.run-seconds`) is read on: `Date.now` unless a test counts files instead. */
  clock?: Clock;
  /** When the run started on that clock, if before this engine (a worker joins a run under way). */
  startedAt?: number;
  /** Told what the run reads of the repository beyond each checked file's own bytes (a result cache keys on it). */
  observe?: (observation: Observation) => void;
}

/**
 * One answer the repository gave a cross-file read: asked again of the workspace, the same answer
 * means whatever a check built on it still holds. `content` carries the bytes read (the caller
 * hashes them); `glob` the patterns a format's files were listed by.
 */
export type Observation =
  | { kind: 'exists'; path: string; value: boolean }
  | { kind: 'content'; path: string; bytes: Uint8Array | undefined }
  | { kind: 'glob'; patterns: readonly string[]; value: readonly string[] }
  | { kind: 'unreadable'; path: string; value: string | undefined }
  | { kind: 'added'; path: string; value: boolean }
  | { kind: 'removed'; value: readonly string[] };

/**
 * The workspace plus what one check run learns of it. Cross-file rules read other files through
 * `content` and keep only what their indexes need (ids, statuses, links), not whole documents:
 * a run over 10,000 files would otherwise hold them all.
 */
export class Project {
  readonly #base = new Map<string, ParseOutcome | null>();
  readonly #globbed = new Map<string, string[]>();
  readonly #memo = new Map<string, unknown>();
  readonly #exists = new Map<string, boolean>();
  readonly #unreadable = new Map<string, string | undefined>();
  /** Every file read, once each however often it is read. */
  readonly #read = new Set<string>();
  /** Files the run checks that the engine has read (or is reading). */
  readonly #checked = new Set<string>();
  /** A file's turn came and the run did not judge it: no read is kept ahead from then on (see `passedOver`). */
  #passedOver = false;
  /** Files the engine will read in this run: what an index reads of them is handed over. */
  readonly #passing: ReadonlySet<string>;
  /** The base revision's parse, when the run is given it ready; else read through `workspace.readBase`. */
  readonly #baseOf: ((path: string) => ParseOutcome | null) | undefined;
  readonly #removed: readonly string[] | undefined;
  /** What an index read (and parsed) of a file the engine has yet to check: handed over instead of done again. */
  readonly #ahead = new Map<string, AheadRead>();
  /** The bytes `#ahead` holds, kept at most `AHEAD_BYTES`. */
  #aheadBytes = 0;
  /** Files an index read, counted, and did not keep (past `AHEAD_BYTES`): read again at their turn, not counted again. */
  readonly #counted = new Set<string>();
  readonly #checking: ReadonlySet<string>;
  readonly #fromInboxCommand: boolean;
  readonly #observe: ((observation: Observation) => void) | undefined;
  /**
   * Set when the file being checked reads anything beyond its own bytes (another file, a listing,
   * a run-wide index, the base revision, the set of files checked): its findings may then change
   * when the repository does, though its own bytes do not. The file checker clears it per file.
   */
  crossFile = false;
  /** What this engine's run has spent of its bounds: bytes read, findings kept, time. */
  readonly budget: RunBudget;
  /** One file's bounds: bytes, lines, nesting, findings listed. */
  readonly limits: ReadLimits;
  /**
   * True while the engine checks a file for its findings: a read for an index then stops the
   * check once the run is past a bound. A file checked only for what it contributes (another
   * revision's, the inbox's) is judged whatever the bounds: the inbox must not lose its items.
   */
  bounded = false;

  constructor(
    readonly workspace: Workspace,
    readonly config: EngineSettings,
    private readonly defaultPaths: (format: FormatId) => readonly string[],
    checking: Iterable<string> = [],
    change: RunOptions = {},
  ) {
    this.#checking = new Set(checking);
    this.#passing =
      change.passing instanceof Set
        ? (change.passing as ReadonlySet<string>)
        : change.passing
          ? new Set(change.passing)
          : this.#checking;
    this.#baseOf = change.baseOf;
    this.#removed = change.removed;
    this.#fromInboxCommand = change.fromInboxCommand === true;
    this.#observe = change.observe;
    this.budget = new RunBudget(config.limits, change.clock, change.startedAt);
    this.limits = readLimitsOf(config);
  }

  /**
   * The files this run checks: all of them on a full scan, a change's files on a pull request.
   * Rules that compare a file with "the others the run checks" mean these.
   */
  get checking(): ReadonlySet<string> {
    this.crossFile = true;
    return this.#checking;
  }

  /** The change is handoff-gate's own commit or pull request for a command on an inbox issue (see `CheckInput`). */
  get fromInboxCommand(): boolean {
    this.crossFile = true;
    return this.#fromInboxCommand;
  }

  /** A file's contribution taken from an earlier run instead of checked: read and counted as a check's read is. */
  recalled(path: string, bytes: number): void {
    this.#checked.add(path);
    this.#letGo(path);
    this.#read.add(path);
    this.budget.read(bytes);
  }

  /**
   * A file whose turn came and that the run does not judge: the run is past one of its bounds,
   * and stays past it, so no file read ahead will be judged either. Every read kept ahead is let
   * go (a file brought into the gate later is read again), and none is kept from now on: an index
   * of messages read 33 MB of files that took the run past its bytes bound, kept to its end.
   */
  passedOver(): void {
    // One mark rather than each path passed over added to the files checked: a scan of 200,000
    // files passes over 151,504 past its bytes bound, and a set of their paths was kept to its end.
    this.#passedOver = true;
    this.#ahead.clear();
    this.#aheadBytes = 0;
    this.#counted.clear();
  }

  /** The read kept ahead for a file, let go. */
  #letGo(path: string): AheadRead | undefined {
    const kept = this.#ahead.get(path);
    if (kept) {
      this.#ahead.delete(path);
      this.#aheadBytes -= kept.bytes.length;
    }
    this.#counted.delete(path);
    return kept;
  }

  /** How many distinct files this run has read, for the benchmark's proportionality check. */
  get reads(): number {
    return this.#read.size;
  }

  /** The distinct files this run has read: engines that shared a run add theirs up to its `reads`. */
  readPaths(): string[] {
    return [...this.#read];
  }

  exists(path: string): boolean {
    this.crossFile = true;
    let exists = this.#exists.get(path);
    if (exists === undefined) {
      this.#exists.set(path, (exists = this.workspace.exists(path)));
      this.#observe?.({ kind: 'exists', path, value: exists });
    }
    return exists;
  }

  /**
   * The engine's read of a file it checks: its bytes, and its text and fast parse when an index
   * got there first (or the caller had it ready: `given`).
   */
  readForCheck(path: string, given?: AheadRead): AheadRead | undefined {
    this.#checked.add(path);
    const counted = this.#counted.has(path);
    const kept = this.#letGo(path);
    const ready = given ?? kept;
    if (ready) {
      this.#read.add(path);
      // Bytes an index read are counted already; another revision's, read outside the project, now.
      if (given) this.budget.read(given.bytes.length);
      return ready;
    }
    // Bytes an index read and did not keep are counted already too: the run's bounds fall where they would.
    const bytes = this.#readFile(path, !counted);
    return bytes && { bytes };
  }

  #readFile(path: string, count = true): Uint8Array | undefined {
    this.#read.add(path);
    const bytes = this.workspace.read(path, this.config.maxFileSize);
    if (bytes && count) this.budget.read(bytes.length);
    return bytes;
  }

  pathsOf(format: FormatId): readonly string[] {
    return this.config.paths[format] ?? this.defaultPaths(format);
  }

  /** Files on a format's paths (the config's, else the defaults), listed once per run. */
  filesOf(format: FormatId): string[] {
    this.crossFile = true;
    let files = this.#globbed.get(format);
    if (!files) {
      const patterns = this.pathsOf(format);
      files = this.workspace.glob(patterns);
      this.#globbed.set(format, files);
      this.#observe?.({ kind: 'glob', patterns, value: files });
    }
    return files;
  }

  /**
   * Another file's content (data, and a Markdown body), for an index that keeps a value or two
   * of it: read and parsed on each call (on the fast path where that is exact), never cached,
   * so callers keep what they need. A file the run has yet to check keeps its bytes for the
   * engine, which then does not read it again; only its bytes, off the engine's heap: its text
   * and parse, kept until its turn (thousands of files later, for an index of a whole format),
   * were a scan's largest garbage (10,000 varied files: 25 MB of peak memory), and making them
   * again at its check measured no slower.
   */
  content(path: string, syntax: Syntax | null = syntaxOf(path)): DocContent | null {
    this.crossFile = true;
    if (!syntax) return null;
    if (this.bounded && this.budget.passed()) throw RUN_BOUND_PASSED;
    const bytes = this.#readFile(path);
    this.#observe?.({ kind: 'content', path, bytes });
    if (!bytes) return null;
    const { limits } = this;
    const decoded = decodeText(bytes, limits.maxBytes, limits.maxLines);
    const fast = 'text' in decoded ? parseFast(decoded.text, syntax, limits.maxDepth, decoded.lines) : undefined;
    if (!this.#passedOver && this.#passing.has(path) && !this.#checked.has(path) && !this.budget.passed())
      this.#keepAhead(path, bytes);
    if (fast)
      return {
        syntax: fast.syntax,
        data: fast.data,
        body: fast.body,
        bodyLine: fast.bodyLine,
        lineCount: fast.lineCount,
      };
    return 'text' in decoded ? parseText(decoded.text, syntax, decoded.problems, limits).doc : null;
  }

  /**
   * A read kept for the file's check, while the reads kept come to `AHEAD_BYTES` at most; past
   * that the file is read again at its turn, its bytes counted once. An index of messages read
   * every message of a scan of 200,000 files ahead, 60 MB kept at once, and the allocator kept
   * that memory to the run's end after they were let go.
   */
  #keepAhead(path: string, bytes: Uint8Array): void {
    this.#letGo(path);
    if (this.#aheadBytes + bytes.length > AHEAD_BYTES) {
      this.#counted.add(path);
      return;
    }
    this.#ahead.set(path, { bytes });
    this.#aheadBytes += bytes.length;
  }

  /** Why `path` could not be read (the OS's reason), when the system refused it; see `Workspace.unreadable`. */
  unreadable(path: string): string | undefined {
    this.crossFile = true;
    // Asked for each referenced path a rule finds missing, often the same one for many files: once per run, as `exists`.
    if (!this.#unreadable.has(path)) {
      const value = this.workspace.unreadable?.(path);
      this.#unreadable.set(path, value);
      this.#observe?.({ kind: 'unreadable', path, value });
    }
    return this.#unreadable.get(path);
  }

  /** A folder a format's files are looked for in that could not be read, with why (`.forge/intents (EACCES: …)`). */
  unreadableFolderOf(format: FormatId): string | undefined {
    for (const pattern of this.pathsOf(format)) {
      const folder = picomatch.scan(pattern).base;
      const why = folder && folder !== '.' ? this.unreadable(folder) : undefined;
      if (why) return `\`${folder}/\` (${why})`;
    }
    return undefined;
  }

  /** Whether the file is new in the change this run compares with its base (false when it compares with none). */
  addedInChange(path: string): boolean {
    this.crossFile = true;
    const value = this.workspace.addedSinceBase?.(path) === true;
    this.#observe?.({ kind: 'added', path, value });
    return value;
  }

  /** The files of a format (on its paths) that the change removes: their base versions are read with `base`. */
  removedInChange(format: FormatId): string[] {
    this.crossFile = true;
    const removed = this.#removed ?? this.workspace.removedSinceBase?.() ?? [];
    if (!this.#removed) this.#observe?.({ kind: 'removed', value: removed });
    if (removed.length === 0) return [];
    const onPaths = globMatcher(this.pathsOf(format));
    return removed.filter((path) => onPaths(path));
  }

  /**
   * The file's versions in its history before the change (see `Workspace.earlierRevisions`),
   * parsed, at most `HISTORY_REVISIONS`: whole only when the adapter says they reach back to the
   * file's start and none were cut here.
   */
  earlier(path: string): Earlier {
    // No history to read (a folder outside git, no base revision): nothing kept for the path.
    if (!this.workspace.earlierRevisions) {
      this.crossFile = true;
      return { versions: [], known: false, whole: false };
    }
    return this.memo(`earlier:${path}`, () => {
      const syntax = syntaxOf(path);
      const revisions = syntax ? this.workspace.earlierRevisions?.(path) : undefined;
      if (!revisions) return { versions: [], known: false, whole: false };
      const versions = revisions.slice(0, HISTORY_REVISIONS).map((bytes) => readDocument(bytes, syntax!, this.limits));
      return { versions, known: true, whole: revisions.whole === true && revisions.length <= HISTORY_REVISIONS };
    });
  }

  /** The file's content at the base revision, or null when there is none. */
  base(path: string): ParseOutcome | null {
    this.crossFile = true;
    if (this.#baseOf) return this.#baseOf(path);
    // No base revision to read (a full scan): no entry kept for each file asked, every one null
    // (as many as the files judged: 48,500 in a scan of 200,000 files).
    if (!this.workspace.readBase) return null;
    if (!this.#base.has(path)) {
      const syntax = syntaxOf(path);
      const bytes = syntax ? this.workspace.readBase?.(path) : undefined;
      this.#base.set(path, bytes && syntax ? readDocument(bytes, syntax, this.limits) : null);
    }
    return this.#base.get(path) ?? null;
  }

  /**
   * A value computed once per run (an index of ids, a dependency graph). The key is kept as a copy
   * of its own: one made with a value read from a file (`intent-family/task-graph/<intent_id>`)
   * is a slice of that file's text, and as a key of the run it kept the whole text to the run's
   * end (1,555 such keys held 14 MB of texts in a scan of 200,000 files).
   */
  memo<T>(key: string, compute: () => T): T {
    this.crossFile = true;
    if (!this.#memo.has(key)) this.#memo.set(ownString(key), compute());
    return this.#memo.get(key) as T;
  }
}
