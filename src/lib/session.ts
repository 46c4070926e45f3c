import { resolve } from 'node:path';
import { checkAndFix } from '../project/fix.js';
import { runCheck, type RunCheckOptions } from '../project/run-check.js';
import { UsageError } from '../errors.js';
import { workspaceCache } from '../io/workspace-cache.js';
import { inlineRefusal } from '../suppressions/rules.js';
import { inRoot, realRoot, reportOf } from './in-root.js';
import { InputError, type FixTextResult, type Report } from './public.js';

export interface EditorSessionOptions {
  /** The repository's root folder. */
  root: string;
  /** The config file, relative to the root (`--config`); default `.github/handoff-gate.yml`. */
  config?: string;
}

/**
 * The library's `checkText` and `fixText` for an editor: the texts of every open buffer count
 * (saved or not, a file that is nowhere on the disk yet included), diff-aware rules compare with
 * the last commit (`HEAD`), and the repository is read once for all the checks, until `forget`
 * says the disk changed. Each check is the CLI's `check <path> --format json` on that text.
 */
export class EditorSession {
  readonly root: string;
  readonly #config: string | undefined;
  readonly #cache = workspaceCache();
  /** The open buffers' bytes, by absolute path. */
  readonly #open = new Map<string, Uint8Array>();

  constructor(options: EditorSessionOptions) {
    this.root = realRoot(options);
    this.#config = options.config;
  }

  /**
   * The path as the report names it (relative to the root, `/`-separated), or an InputError
   * saying why a file there is never checked (outside the root, inside `.git`).
   */
  pathOf(path: string): string {
    return inRoot({ root: this.root }, path).target.replaceAll('\\', '/');
  }

  /** A buffer's text, from now on read in place of the disk's. */
  open(path: string, text: string): void {
    this.#open.set(resolve(this.root, this.pathOf(path)), Buffer.from(text, 'utf8'));
  }

  /** A buffer closed: the disk's text counts again. */
  close(path: string): void {
    this.#open.delete(resolve(this.root, this.pathOf(path)));
  }

  /** The disk changed (a save, a file made or removed, a commit): the next check reads it again. */
  forget(): void {
    this.#cache.forget();
  }

  /** The report of the open buffer at `path` (or of the disk's file, when none is open there). */
  check(path: string): Report {
    return guarded(() => reportOf(runCheck(this.#options(path))));
  }

  /** The buffer with every safe fix applied, as `check --fix` would write it, and what remains. */
  async fix(path: string): Promise<FixTextResult> {
    try {
      const target = this.pathOf(path);
      const full = resolve(this.root, target);
      const fixed = await checkAndFix({ ...this.#options(path), jobs: 1 }, true);
      const before = this.#open.get(full);
      const given = before === undefined ? undefined : Buffer.from(before).toString('utf8');
      const text = fixed.texts.get(full);
      return {
        text: text ?? given ?? '',
        changed: text !== undefined && text !== given,
        fixes: fixed.changes.map((c) => ({ ...c })),
        report: reportOf(fixed.result),
      };
    } catch (error) {
      throw asInputError(error);
    }
  }

  #options(path: string): RunCheckOptions {
    const target = this.pathOf(path);
    return {
      cwd: this.root,
      targets: [target],
      overlay: this.#open,
      cache: this.#cache,
      ...(this.#cache.commit(this.root, 'HEAD') !== undefined && { base: 'HEAD' }),
      ...(this.#config !== undefined && { config: this.#config }),
    };
  }
}

/** Why a comment in the file may not suppress the rule, or undefined when one may. */
export function suppressionRefusal(ruleId: string): string | undefined {
  return inlineRefusal(ruleId);
}

function guarded<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw asInputError(error);
  }
}

const asInputError = (error: unknown): unknown => (error instanceof UsageError ? new InputError(error.message) : error);
