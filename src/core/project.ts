import type { ResolvedConfig } from '../config/resolve.js';
import { readDocument, syntaxOf, type Syntax } from './document/read.js';
import type { ParseOutcome } from './document/types.js';
import type { FormatId } from './report.js';

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
}

/**
 * The workspace plus what one check run learns of it: each cross-referenced file is read and
 * parsed at most once, whichever rule asks first.
 */
export class Project {
  readonly #parsed = new Map<string, ParseOutcome | null>();
  readonly #base = new Map<string, ParseOutcome | null>();
  readonly #globbed = new Map<string, string[]>();
  readonly #memo = new Map<string, unknown>();
  #reads = 0;

  constructor(
    readonly workspace: Workspace,
    readonly config: ResolvedConfig,
    private readonly defaultPaths: (format: FormatId) => readonly string[],
  ) {}

  /** How many files this run has read, for the benchmark's proportionality check. */
  get reads(): number {
    return this.#reads;
  }

  exists(path: string): boolean {
    return this.workspace.exists(path);
  }

  read(path: string): Uint8Array | undefined {
    this.#reads++;
    return this.workspace.read(path, this.config.maxFileSize);
  }

  pathsOf(format: FormatId): readonly string[] {
    return this.config.paths[format] ?? this.defaultPaths(format);
  }

  /** Files on a format's paths (the config's, else the defaults), listed once per run. */
  filesOf(format: FormatId): string[] {
    let files = this.#globbed.get(format);
    if (!files) {
      files = this.workspace.glob(this.pathsOf(format));
      this.#globbed.set(format, files);
    }
    return files;
  }

  /** Another file's parsed content, for cross-file rules; cached. */
  parsed(path: string, syntax: Syntax | null = syntaxOf(path)): ParseOutcome | null {
    if (!this.#parsed.has(path)) {
      const bytes = syntax ? this.read(path) : undefined;
      this.#parsed.set(path, bytes && syntax ? readDocument(bytes, syntax, this.config.maxFileSize) : null);
    }
    return this.#parsed.get(path) ?? null;
  }

  /** The file's content at the base revision, or null when there is none. */
  base(path: string): ParseOutcome | null {
    if (!this.#base.has(path)) {
      const syntax = syntaxOf(path);
      const bytes = syntax ? this.workspace.readBase?.(path) : undefined;
      this.#base.set(path, bytes && syntax ? readDocument(bytes, syntax, this.config.maxFileSize) : null);
    }
    return this.#base.get(path) ?? null;
  }

  /** A value computed once per run (an index of ids, a dependency graph). */
  memo<T>(key: string, compute: () => T): T {
    if (!this.#memo.has(key)) this.#memo.set(key, compute());
    return this.#memo.get(key) as T;
  }
}
