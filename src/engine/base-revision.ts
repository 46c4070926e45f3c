import { decodeText, parseText, syntaxOf, type ReadLimits } from '../parse/read.js';
import type { ParseOutcome } from '../parse/types.js';
import type { AheadRead } from '../core/project.js';

interface Parsed {
  /** The decoded text, when it decoded without a word to say (no BOM, valid UTF-8, within the limit). */
  text?: string;
  outcome: ParseOutcome | null;
}

/**
 * A change's files as they were at the base revision, each read once and parsed at most once,
 * however many parts of a run look at it: the diff-aware rules of the head's check
 * (`Project.base`) and the base version's own check (what it held in the inbox).
 */
export class BaseRevision {
  readonly #bytes = new Map<string, Uint8Array | undefined>();
  readonly #parsed = new Map<string, Parsed>();

  constructor(
    private readonly contents: ReadonlyMap<string, Uint8Array | undefined>,
    private readonly limits: ReadLimits,
  ) {}

  has(path: string): boolean {
    return this.contents.has(path);
  }

  bytes(path: string): Uint8Array | undefined {
    if (!this.#bytes.has(path)) this.#bytes.set(path, this.contents.get(path));
    return this.#bytes.get(path);
  }

  /** The file at the base revision, on the full parse (for rules comparing with it); null when there is none. */
  outcome(path: string): ParseOutcome | null {
    return this.#parse(path)?.outcome ?? null;
  }

  /** The file's read for the engine: its bytes, and its text and parse when `outcome` has done them already. */
  read(path: string): AheadRead | undefined {
    const bytes = this.bytes(path);
    if (!bytes) return undefined;
    const parsed = this.#parsed.get(path);
    const doc = parsed?.outcome?.problems.length === 0 ? parsed.outcome.doc : null;
    return { bytes, ...(parsed?.text !== undefined && { text: parsed.text }), ...(doc && { doc }) };
  }

  #parse(path: string): Parsed | undefined {
    let parsed = this.#parsed.get(path);
    if (!parsed) {
      const syntax = syntaxOf(path);
      const bytes = syntax ? this.bytes(path) : undefined;
      if (!bytes || !syntax) parsed = { outcome: null };
      else {
        // What `readDocument` does, keeping the text for the base version's own check.
        const { limits } = this;
        const decoded = decodeText(bytes, limits.maxBytes, limits.maxLines);
        parsed =
          'text' in decoded
            ? {
                ...(decoded.problems.length === 0 && { text: decoded.text }),
                outcome: parseText(decoded.text, syntax, decoded.problems, limits),
              }
            : { outcome: decoded };
      }
      this.#parsed.set(path, parsed);
    }
    return parsed;
  }
}
