import type { z } from 'zod';
import { FormatDetector, UNRECOGNISED_RULE, type Candidates } from '../detect/detect.js';
import { parseFast } from '../parse/fast.js';
import { ownString } from '../util/string-copy.js';
import { ownStringsOf } from './own-strings.js';
import { isFullParseNeeded } from '../parse/full-parse.js';
import { decodeText, EMPTY_RULE, parseText, TOO_LARGE_RULE, TOO_MANY_LINES_RULE, type Decoded } from '../parse/read.js';
import type { ParsedDoc, ParseOutcome } from '../parse/types.js';
import { emptyFileMessage, holdsNothing } from '../detect/empty-file.js';
import { FindingSink } from './finding-sink.js';
import type { FormatDefinition } from '../core/format.js';
import { nearMissOf, NEAR_MISS_RULE } from '../detect/near-miss.js';
import type { AheadRead, Project } from '../core/project.js';
import type { CheckedFile, FormatId } from '../report/report.js';
import { runFormat } from './run-format.js';
import { isRunBoundPassed, type RunBound } from '../core/run-budget.js';
import { inlineSuppressionsOf } from '../suppressions/of-file.js';
import {
  claimsOf,
  unjudged,
  withExactLists,
  type Depth,
  type FileCheckOptions,
  type FileContribution,
  type GateContext,
  type ResultCache,
} from './file-contribution.js';
import { schemaOf } from './format-schema.js';
import { pulledInBy, reportUnrecognised, SYNTAX_RULES, UNRECOGNISED, type Recognise } from './unrecognised-file.js';

export {
  unjudged,
  type Depth,
  type FileCheckOptions,
  type FileContribution,
  type GateContext,
  type ResultCache,
} from './file-contribution.js';

/** For a look at a file too large or too long to judge: what decodes, the rest replaced. */
const LENIENT_UTF8 = new TextDecoder('utf-8', { fatal: false });

/**
 * The per-file step of a check run: one file in, what it contributes out. One checker serves
 * one `Project` (one view of the repository), and holds what is worth keeping across its files
 * (the format detector, each format's schema).
 *
 * Each file is tried on the fast path first: the data from the fastest exact parser, no AST, and
 * positions found in the text on demand. Where those locators cannot vouch for an answer, the
 * attempt is abandoned and the file checked again from scratch on the full parse (the `yaml`
 * package's AST); nothing of the abandoned attempt is kept (its findings are rolled back, its
 * contributions never returned), so the outcome is exactly the full parse's.
 */
export class FileChecker {
  readonly #detector: FormatDetector;
  readonly #formats: readonly FormatDefinition[];
  readonly #schemas = new Map<FormatId, z.ZodType>();
  /** The files brought into the gate so far, by path (see `check`). */
  readonly #context = new Map<string, GateContext>();
  /** The length of the text the file being checked was read as (0 until it is read). */
  #textLength = 0;
  /** The bytes of the file being checked, when a result cache is to keep its contribution. */
  #bytes: Uint8Array | undefined;
  /** The file being checked was taken from the result cache. */
  #recalled = false;

  constructor(
    readonly project: Project,
    formats: readonly FormatDefinition[],
    private readonly options: FileCheckOptions = {},
  ) {
    this.#detector = new FormatDetector(formats, project, project.config);
    this.#formats = formats;
  }

  #schemaOf(format: FormatDefinition): z.ZodType {
    let schema = this.#schemas.get(format.id);
    if (!schema) this.#schemas.set(format.id, (schema = schemaOf(format, this.project.config)));
    return schema;
  }

  /**
   * One file: recognise its format (by path, else by content), parse it, run the format.
   * Undefined when it is no handoff file. `given` is the file already read (another revision's).
   * What it contributes holds no part of its text (see own-strings.ts): the text goes with the file.
   */
  check(path: string, depth: Depth = 'findings', given?: AheadRead): FileContribution | undefined {
    const contribution = this.#checkAlone(path, depth, given);
    const paths = contribution?.run?.gateContext?.filter((p) => p !== path && !this.project.checking.has(p));
    if (!contribution || !paths?.length) return contribution;
    return { ...contribution, context: paths.map((p) => this.#contextOf(p)) };
  }

  /** A file brought into the gate: checked for its contributions once per engine, however many files bring it. */
  #contextOf(path: string): GateContext {
    let found = this.#context.get(path);
    if (!found) {
      const run = this.#checkAlone(path, 'contributions')?.run;
      found = { path, gateItems: run?.gateItems ?? [], source: run?.source };
      this.#context.set(path, found);
    }
    return found;
  }

  #checkAlone(path: string, depth: Depth, given?: AheadRead): FileContribution | undefined {
    this.#textLength = 0;
    this.#recalled = false;
    const { project } = this;
    // The run's bounds weigh only on the files checked for their findings (see `Project.bounded`).
    const bounded = depth === 'findings';
    const passed = bounded ? project.budget.passed() : undefined;
    if (passed) return this.#unjudged(path, passed);
    let contribution: FileContribution | undefined;
    project.bounded = bounded;
    project.crossFile = false;
    this.#bytes = undefined;
    // Only a whole check from the disk is kept or recalled: not another revision's, not the reference run.
    const results = depth === 'findings' && !given && !this.options.fullParse ? this.options.results : undefined;
    try {
      contribution = this.#checkFile(path, depth, given, results);
    } catch (error) {
      if (!isRunBoundPassed(error)) throw error;
      return this.#unjudged(path, project.budget.passed()!);
    } finally {
      project.bounded = false;
    }
    // A file whose findings would take the run past what it keeps is not judged either: in path order, as every engine counts.
    if (contribution && bounded && !project.budget.keep(contribution.findings.length))
      return this.#unjudged(path, 'run-findings');
    if (this.#recalled) return contribution;
    if (contribution) {
      contribution = withExactLists(contribution);
      const { run, ...rest } = contribution;
      // The format's definition is shared by every file, and no part of any: only what the file added.
      // The path is copied once, here: it may be a slice of a listing (git's) that it would keep alive.
      ownStringsOf(
        [rest, run && [run.gateItems, run.source, run.inbox, run.risk, run.chain, run.gateContext]],
        this.#textLength,
        ownString(path),
      );
    }
    if (results && this.#bytes && !contribution?.unjudged)
      results.keep(path, this.#bytes, contribution, project.crossFile);
    return contribution;
  }

  /**
   * A file the run did not judge, past one of its bounds: one error, nothing contributed. Only a
   * file that may be a handoff file (by its path, a format's signature, or a person naming it):
   * what its content would say is what the run did not read.
   */
  #unjudged(path: string, bound: RunBound): FileContribution | undefined {
    this.project.passedOver();
    const file = this.unjudgedFile(path);
    return file && unjudged(file, bound, this.project.config.limits);
  }

  /**
   * The file as a report lists it when the run does not judge it (its format only by its path:
   * the same whether or not the engine had read it), or undefined when nothing says it may be a
   * handoff file.
   */
  unjudgedFile(path: string): CheckedFile | undefined {
    const candidates = this.#detector.candidates(path);
    if (!candidates || (!candidates.byPath && candidates.bySignature.length === 0 && !this.options.named?.has(path)))
      return undefined;
    return { path, format: candidates.byPath?.id ?? null };
  }

  /** Whether a file over the size or line bound shows a format's signature keys in the bytes read (its prefilter, on the text as far as it decodes). */
  #showsSignature(candidates: Candidates, outcome: ParseOutcome, bytes: Uint8Array): boolean {
    if (!outcome.problems.some((p) => p.ruleId === TOO_LARGE_RULE || p.ruleId === TOO_MANY_LINES_RULE)) return false;
    const text = LENIENT_UTF8.decode(bytes.subarray(0, this.project.limits.maxBytes));
    return FormatDetector.prefiltered(candidates, text).length > 0;
  }

  /** A file of no syntax the check reads (`lockout.txt`) where a format's files live: said, and not read. */
  #unread(path: string): FileContribution | undefined {
    const near = this.#detector.unreadNearPath(path);
    if (!near) return undefined;
    const sink = new FindingSink(this.project.config.rules, this.project.limits.maxFindings);
    reportUnrecognised(sink, path, near, false);
    return { file: { path, format: null }, findings: sink.list(path), ...claimsOf(sink), fast: false };
  }

  #checkFile(
    path: string,
    depth: Depth,
    given: AheadRead | undefined,
    results: ResultCache | undefined,
  ): FileContribution | undefined {
    const { config } = this.project;
    const candidates = this.#detector.candidates(path);
    const named = this.options.named?.has(path) ?? false;
    if (!candidates) return this.#unread(path);
    if (!candidates.byPath && candidates.bySignature.length === 0 && !named && !candidates.nearPath) return undefined;

    const recalled = results?.recall(path);
    if (recalled) {
      this.#recalled = true;
      this.project.recalled(path, recalled.bytes);
      return recalled.contribution;
    }
    const read = this.project.readForCheck(path, given);
    if (results) this.#bytes = read?.bytes;
    const { limits } = this.project;
    const sink = new FindingSink(config.rules, limits.maxFindings);
    const done = (file: CheckedFile): FileContribution => ({
      file,
      findings: sink.list(path),
      ...claimsOf(sink),
      fast: false,
    });
    if (!read) {
      // Not read because it may not be (a symlink out of the workspace or into `.git/`, a FIFO):
      // said, never passed over. An error where the path alone makes it a handoff file or the
      // person named it, since what it stands for goes unjudged; a warning elsewhere.
      const refusal = this.project.workspace.refusal?.(path);
      if (!refusal) return undefined;
      sink.add(
        path,
        refusal.ruleId,
        candidates.byPath || named ? 'error' : 'warning',
        { line: 1, column: 1 },
        refusal.message,
      );
      return done({ path, format: candidates.byPath?.id ?? null });
    }
    const decoded =
      read.text !== undefined
        ? { text: read.text, problems: [] }
        : decodeText(read.bytes, limits.maxBytes, limits.maxLines);
    if ('text' in decoded) this.#textLength = decoded.text.length;
    if (!('text' in decoded)) {
      // Unreadable: reported where the path says it should be a handoff file, and where a file too
      // large or too long to judge shows a format's keys in what was read (a response of 2 MiB in
      // `reports/` is a handoff file the run could not judge: an error, never a silent pass).
      if (
        !(
          candidates.byPath ||
          candidates.onPaths.length ||
          named ||
          this.#showsSignature(candidates, decoded, read.bytes)
        )
      )
        return undefined;
      sink.addProblems(path, decoded.problems);
      return done({ path, format: (candidates.byPath ?? candidates.onPaths[0])?.id ?? null });
    }
    // On a format's path, a file holding nothing is reported as such, once, before any parse: an
    // error where the path alone makes it a handoff file, a warning where the format also needs its
    // signature (`.work/`), never a clean pass or a list of every field it lacks.
    const home = candidates.byPath ?? candidates.onPaths[0];
    if (home && holdsNothing(decoded.text, candidates.syntax)) {
      sink.addProblems(path, decoded.problems);
      sink.add(
        path,
        EMPTY_RULE,
        candidates.byPath ? 'error' : 'warning',
        { line: 1, column: 1 },
        emptyFileMessage(home, this.#schemaOf(home), !!candidates.byPath),
      );
      return done({ path, format: candidates.byPath ? home.id : null });
    }
    const recognise: Recognise = candidates.byPath
      ? { bySignature: [], nearMiss: [] }
      : {
          bySignature: FormatDetector.prefiltered(candidates, decoded.text),
          nearMiss: FormatDetector.nearMissPrefiltered(candidates, decoded.text),
        };
    if (!candidates.byPath && recognise.bySignature.length === 0 && recognise.nearMiss.length === 0)
      return reportUnrecognised(sink, path, candidates.nearPath, named) ? done({ path, format: null }) : undefined;
    return this.#parseAndCheck(path, candidates, recognise, named, decoded, read.doc, sink, depth);
  }

  /**
   * A recognised file's text parsed and checked: on the fast parse (the one an index made, or its
   * own) unless the run asks for the full parse, and on the full parse when the fast one cannot
   * judge the file, its findings so far dropped.
   */
  #parseAndCheck(
    path: string,
    candidates: Candidates,
    recognise: Recognise,
    named: boolean,
    decoded: Decoded,
    ahead: ParsedDoc | undefined,
    sink: FindingSink,
    depth: Depth,
  ): FileContribution | undefined {
    const { limits } = this.project;
    // A BOM's notice is the decoder's, not the parser's: such a file takes the fast path too.
    const doc = this.options.fullParse
      ? undefined
      : (ahead ?? parseFast(decoded.text, candidates.syntax, limits.maxDepth, decoded.lines));
    if (doc) {
      try {
        const outcome = this.#checkParsed(
          path,
          candidates,
          recognise,
          named,
          { doc, problems: decoded.problems },
          sink,
          depth,
          decoded.text,
        );
        return outcome && { ...outcome, fast: true };
      } catch (error) {
        if (!isFullParseNeeded(error)) throw error;
        sink.reset();
      }
    }
    return this.#checkParsed(
      path,
      candidates,
      recognise,
      named,
      parseText(decoded.text, candidates.syntax, decoded.problems, limits),
      sink,
      depth,
      decoded.text,
    );
  }

  /** The file's directive comments, if it has any; in a file of a format that gates, a repeated key stays in view. */
  #inlineOf(text: string, doc: ParsedDoc, format: FormatDefinition | undefined) {
    return inlineSuppressionsOf(text, doc.syntax, this.#formats, { gates: feedsTheGate(format) });
  }

  /** A parsed file: its format (by path, else by signature), its findings, its contributions. Undefined when it is no handoff file. */
  #checkParsed(
    path: string,
    candidates: Candidates,
    recognise: Recognise,
    named: boolean,
    parsed: ParseOutcome,
    sink: FindingSink,
    depth: Depth,
    text: string,
  ): FileContribution | undefined {
    const format =
      candidates.byPath ??
      (parsed.doc ? FormatDetector.bySignature(recognise.bySignature, parsed.doc.data) : undefined);
    // The file's directive comments, read before any of its findings is added (none are wanted for contributions alone).
    const inline = parsed.doc && depth === 'findings' ? this.#inlineOf(text, parsed.doc, format) : undefined;
    if (inline) sink.useInline(path, inline, parsed.doc!.lineCount);
    const done = (file: CheckedFile, run?: FileContribution['run']): FileContribution => {
      if (inline) sink.finishInline(path, parsed.doc!.lineCount);
      const suppressed = sink.suppressed();
      return {
        file,
        findings: sink.list(path),
        ...claimsOf(sink),
        ...(suppressed && { suppressed }),
        ...(run && { run }),
        fast: false,
      };
    };
    if (!format && parsed.doc) {
      // No signature after all, but one key away from one: said so, not skipped without a word.
      for (const near of recognise.nearMiss) {
        const misses = nearMissOf(near, parsed.doc.data);
        if (!misses.length) continue;
        // In the format's own folder (`.work/`) the file is almost surely meant as one: a warning, not a notice.
        const severity = candidates.onPaths.includes(near) ? 'warning' : NEAR_MISS_RULE.severity;
        for (const miss of misses)
          sink.add(
            path,
            NEAR_MISS_RULE.id,
            severity,
            parsed.doc.locate(miss.at, 'key'),
            miss.message,
            parsed.doc.lineCount,
          );
        return done({ path, format: null });
      }
    }
    // Parsed, and no signature after all: not a handoff file. A file that did not parse is reported
    // where a signature's pre-filter passed; one only a near miss's pre-filter let through is not.
    if (!format && !named && (parsed.doc || recognise.bySignature.length === 0)) return undefined;
    const file: CheckedFile = { path, format: format?.id ?? null };
    if (!parsed.doc && !candidates.byPath && candidates.onPaths.length === 0 && !named) {
      // Failing closed is for handoff files: one outside every format's path, pulled in only by the
      // text screen, that does not parse may be any YAML or JSON. A warning naming what pulled it in.
      // A bound passed (too deep, an alias bomb) still fails closed: that file could not be judged.
      const why = pulledInBy(recognise.bySignature);
      for (const p of parsed.problems)
        if (!SYNTAX_RULES.has(p.ruleId)) sink.add(path, p.ruleId, p.severity, p, p.message, undefined, p.fix);
        else
          sink.add(
            path,
            p.ruleId,
            p.severity === 'error' ? 'warning' : p.severity,
            p,
            `${p.message} This file is outside every format's path and was read only because ${why}; if it is no handoff file, leave it out with \`ignore:\` in \`.github/handoff-gate.yml\`.`,
          );
      sink.addProblems(path, [], parsed.omitted);
      return done(file);
    }
    sink.addProblems(path, parsed.problems, parsed.omitted);
    if (!parsed.doc) return done(file);
    if (!format) {
      sink.add(path, UNRECOGNISED_RULE, 'notice', { line: 1, column: 1 }, UNRECOGNISED);
      return done(file);
    }
    const { project } = this;
    const env = {
      project,
      config: project.config,
      sink,
      reference: this.options.fullParse === true,
      contributionsOnly: depth === 'contributions',
      source: { text, syntax: candidates.syntax },
    };
    return done(file, { ...runFormat(format, this.#schemaOf(format), path, parsed.doc, env), format });
  }
}

/**
 * Whether the format's files count in the gate (their review items, or a declared verdict that
 * decides): in such a file a comment cannot suppress a repeated key (src/suppressions/rules.ts).
 * Judged by format, not by the one reading parsed: a repeated `kind:` can make any of its files gate.
 */
const feedsTheGate = (format: FormatDefinition | undefined): boolean =>
  format !== undefined && (format.gateItems !== undefined || format.declaredVerdictDecides === true);
