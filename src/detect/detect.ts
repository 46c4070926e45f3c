import type { EngineSettings } from '../core/settings.js';
import { syntaxOf, type Syntax } from '../parse/read.js';
import type { FormatDefinition } from '../core/format.js';
import type { Project } from '../core/project.js';
import { isSuppressionsFile } from '../suppressions/rules.js';
import { formatGlobsOf, nearPathOf, type FormatGlob, type NearPath } from './near-path.js';
import { globMatcher } from '../util/glob.js';

/** A file named on the command line that matches no handoff format (the file check reports it). */
export const UNRECOGNISED_RULE = 'file/unrecognised';

type Glob = FormatGlob;

/** What a path may hold, known before reading it. */
export interface Candidates {
  syntax: Syntax;
  /** The format its path gives it, when that format needs no signature. */
  byPath: FormatDefinition | undefined;
  /** Formats whose paths it is on (some need their signature as well). */
  onPaths: FormatDefinition[];
  /** Formats recognised by content that could match it. */
  bySignature: FormatDefinition[];
  /** On no format's paths, the format whose paths it misses only by its extension (`lockout.YAML`). */
  nearPath?: NearPath;
}

/**
 * Recognises a file's format: by the configured path globs first, then by content (the cheap text
 * pre-filter before any parse, then the signature on the parsed data).
 */
export class FormatDetector {
  readonly #globs: Glob[];
  readonly #ignored: (path: string) => boolean;
  /** The globs and signatures that apply to each syntax, worked out once: every file asks. */
  readonly #bySyntax = new Map<Syntax, { globs: Glob[]; signatures: FormatDefinition[] }>();

  constructor(
    private readonly formats: readonly FormatDefinition[],
    project: Project,
    config: EngineSettings,
  ) {
    this.#globs = formatGlobsOf(formats, (format) => project.pathsOf(format.id));
    this.#ignored = config.ignore.length ? globMatcher(config.ignore) : () => false;
  }

  /** The formats a path may hold, or undefined when it cannot hold any (ignored, or not YAML/JSON/Markdown). */
  candidates(path: string): Candidates | undefined {
    // handoff-gate's own suppressions file is JSON on the handoff format's path (`handoff-*.json`), and never a handoff file.
    if (this.#ignored(path) || isSuppressionsFile(path)) return undefined;
    const syntax = syntaxOf(path);
    if (!syntax) return undefined;
    const onPaths: FormatDefinition[] = [];
    for (const glob of this.#globsOf(syntax)) if (glob.test(path)) onPaths.push(glob.format);
    const nearPath = onPaths.length === 0 ? nearPathOf(path, syntax, this.#globs) : undefined;
    return {
      syntax,
      byPath: onPaths.find((f) => !f.signature?.required),
      onPaths,
      bySignature: this.#signaturesOf(syntax),
      ...(nearPath && { nearPath }),
    };
  }

  /**
   * For a file of no syntax the check reads (`lockout.txt`), the format whose folder holds it under
   * that extension; undefined for any other file.
   */
  unreadNearPath(path: string): NearPath | undefined {
    if (syntaxOf(path) || this.#ignored(path) || isSuppressionsFile(path)) return undefined;
    return nearPathOf(path, null, this.#globs);
  }

  #forSyntax(syntax: Syntax) {
    let entry = this.#bySyntax.get(syntax);
    if (!entry) {
      entry = {
        globs: this.#globs.filter((g) => g.format.syntaxes.includes(syntax)),
        signatures: this.formats.filter((f) => f.signature && f.syntaxes.includes(syntax)),
      };
      this.#bySyntax.set(syntax, entry);
    }
    return entry;
  }

  #globsOf(syntax: Syntax): Glob[] {
    return this.#forSyntax(syntax).globs;
  }

  #signaturesOf(syntax: Syntax): FormatDefinition[] {
    return this.#forSyntax(syntax).signatures;
  }

  /** Formats whose pre-filter the raw text passes: only these are worth a parse. */
  static prefiltered(candidates: Candidates, text: string): FormatDefinition[] {
    return candidates.bySignature.filter((f) => f.signature!.prefilter.test(text));
  }

  /**
   * Formats a file may almost carry the signature of (a key misspelt), by their near-miss
   * pre-filter on the raw text: only these are worth a parse when no signature's pre-filter passed.
   * A format that asks for it is looked for only on its own paths (the envelope's `.work/`).
   */
  static nearMissPrefiltered(candidates: Candidates, text: string): FormatDefinition[] {
    return candidates.bySignature.filter((f) => {
      const near = f.signature!.nearMiss;
      return near !== undefined && (!near.onPathsOnly || candidates.onPaths.includes(f)) && near.prefilter.test(text);
    });
  }

  /** The first of `formats` whose signature the parsed data carries. */
  static bySignature(formats: readonly FormatDefinition[], data: unknown): FormatDefinition | undefined {
    return formats.find((f) => f.signature!.matches(data));
  }
}
