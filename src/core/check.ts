import type { z } from 'zod';
import type { ResolvedConfig } from '../config/resolve.js';
import { ChainBuilder } from './chain.js';
import { FormatDetector, type Candidates } from './detect.js';
import { parseFast } from './document/fast.js';
import { isFullParseNeeded } from './document/full-parse.js';
import { decodeText, parseText } from './document/read.js';
import { emptyFileMessage, holdsNothing } from './empty-file.js';
import type { ParseOutcome } from './document/types.js';
import { FindingSink } from './finding-sink.js';
import type { EnumValues, FormatDefinition } from './format.js';
import { buildGate } from './gate.js';
import { nearMissOf, NEAR_MISS_RULE } from './near-miss.js';
import { uniqueKeys } from './inbox-key.js';
import { compareText } from './order.js';
import { Project, type Workspace } from './project.js';
import type { CheckedFile, FormatId, GateItem, GateSource, InboxItem, Report, RiskLevel } from './report.js';
import { buildRisk } from './risk.js';
import { runFormat, type FormatRun } from './run-format.js';

export interface CheckInput {
  /** Repository-relative paths to consider: the walked tree, or a change's files. */
  files: readonly string[];
  workspace: Workspace;
  config: ResolvedConfig;
  formats: readonly FormatDefinition[];
  /** Files a person named: reported even when no format recognises them. */
  named?: ReadonlySet<string>;
  /**
   * The reference run: every file on the full parse (the `yaml` package's AST, positions for
   * everything) and judged by zod alone, without the fast path's shortcuts. The report is the
   * same either way; the tests compare the two.
   */
  fullParse?: boolean;
  /**
   * True when the change being checked is handoff-gate's own: the commit or pull request that
   * carries out a person's command on an inbox issue (the adapter knows this; the files do not).
   * Its approvals are recorded on the issue, so they are not warned about.
   */
  fromInboxCommand?: boolean;
}

export interface CheckResult extends Report {
  /** Distinct files read in all, including cross-file context. */
  reads: number;
  /** Files checked on the fast path alone (no full parse), for the benchmark and the tests. */
  fastChecked: number;
  /** The risks the files state, each with its reason: what `risk` was built from, kept so that reports can be merged. */
  riskSignals: Array<{ level: RiskLevel; reason: string }>;
}

const UNRECOGNISED = 'No handoff format recognises this file (by its path or its keys); it was not checked.';

function enumValues(format: FormatId, config: ResolvedConfig): EnumValues {
  return (name, base) => [...new Set([...base, ...(config.enums[`${format}/${name}`] ?? [])])] as [string, ...string[]];
}

/** The formats a file's raw text may be of, by content: their pre-filters passed. */
interface Recognise {
  bySignature: FormatDefinition[];
  /** Formats it may almost be of (a signature key misspelt). */
  nearMiss: FormatDefinition[];
}

/** What one file adds to the report, kept apart until the file is done. */
interface FileOutcome {
  file: CheckedFile;
  run?: FormatRun & { format: FormatDefinition };
}

/**
 * Run every check over the given files and derive the gate, the inbox and the risk.
 *
 * Each file is tried on the fast path first: the data from the fastest exact parser, no AST, and
 * positions found in the text on demand. Where those locators cannot vouch for an answer, the
 * attempt is abandoned and the file checked again from scratch on the full parse (the `yaml`
 * package's AST); nothing of the abandoned attempt reaches the report (its findings are rolled
 * back, its contributions never added), so the report is exactly the full parse's.
 */
export function check(input: CheckInput): CheckResult {
  // 1. The run's view of the repository, its format detector, and where findings go.
  const { config, formats } = input;
  const byId = new Map(formats.map((f) => [f.id, f]));
  const files = [...new Set(input.files)].sort();
  const project = new Project(input.workspace, config, (id) => byId.get(id)?.paths ?? [], files, { fromInboxCommand: input.fromInboxCommand === true });
  const detector = new FormatDetector(formats, project, config);
  const sink = new FindingSink(config.rules);
  const schemas = new Map<FormatId, z.ZodType>();
  const schemaOf = (format: FormatDefinition) => {
    if (!schemas.has(format.id)) schemas.set(format.id, format.schema(enumValues(format.id, config)));
    return schemas.get(format.id)!;
  };

  const checked: CheckedFile[] = [];
  const gateItems: GateItem[] = [];
  const gateSources: GateSource[] = [];
  const inbox: InboxItem[] = [];
  const risks: Array<{ level: RiskLevel; reason: string }> = [];
  const chain = new ChainBuilder();
  let fastChecked = 0;

  /** A parsed file: its format (by path, else by signature), its findings, its contributions. Undefined when it is no handoff file. */
  const checkParsed = (path: string, candidates: Candidates, recognise: Recognise, named: boolean, parsed: ParseOutcome): FileOutcome | undefined => {
    const format = candidates.byPath ?? (parsed.doc ? FormatDetector.bySignature(recognise.bySignature, parsed.doc.data) : undefined);
    if (!format && parsed.doc) {
      // No signature after all, but one key away from one: said so, not skipped without a word.
      for (const near of recognise.nearMiss) {
        const misses = nearMissOf(near, parsed.doc.data);
        if (!misses.length) continue;
        for (const miss of misses) sink.add(path, NEAR_MISS_RULE.id, NEAR_MISS_RULE.severity, parsed.doc.locate(miss.at, 'key'), miss.message, parsed.doc.lineCount);
        return { file: { path, format: null } };
      }
    }
    // Parsed, and no signature after all: not a handoff file. A file that did not parse is reported
    // where a signature's pre-filter passed; one only a near miss's pre-filter let through is not.
    if (!format && !named && (parsed.doc || recognise.bySignature.length === 0)) return undefined;
    const file: CheckedFile = { path, format: format?.id ?? null };
    sink.addProblems(path, parsed.problems);
    if (!parsed.doc) return { file };
    if (!format) {
      sink.add(path, 'file/unrecognised', 'notice', { line: 1, column: 1 }, UNRECOGNISED);
      return { file };
    }
    return { file, run: { ...runFormat(format, schemaOf(format), path, parsed.doc, { project, config, sink, reference: input.fullParse === true }), format } };
  };

  // 2. Each file: recognise its format (by path, else by content), parse it, run the format.
  for (const path of files) {
    const candidates = detector.candidates(path);
    const named = input.named?.has(path) ?? false;
    if (!candidates || (!candidates.byPath && candidates.bySignature.length === 0 && !named)) continue;

    const read = project.readForCheck(path);
    if (!read) continue;
    const decoded = read.text !== undefined ? { text: read.text, problems: [] } : decodeText(read.bytes, config.maxFileSize);
    if (!('text' in decoded)) {
      // Unreadable: reported only where the path says it should be a handoff file.
      if (candidates.byPath || candidates.onPaths.length || named) {
        checked.push({ path, format: (candidates.byPath ?? candidates.onPaths[0])?.id ?? null });
        sink.addProblems(path, decoded.problems);
      }
      continue;
    }
    // On a format's path, a file holding nothing is reported as such, once, before any parse: an
    // error where the path alone makes it a handoff file, a warning where the format also needs its
    // signature (`.work/`), never a clean pass or a list of every field it lacks.
    const home = candidates.byPath ?? candidates.onPaths[0];
    if (home && holdsNothing(decoded.text, candidates.syntax)) {
      checked.push({ path, format: candidates.byPath ? home.id : null });
      sink.addProblems(path, decoded.problems);
      sink.add(path, 'file/empty', candidates.byPath ? 'error' : 'warning', { line: 1, column: 1 }, emptyFileMessage(home, schemaOf(home), !!candidates.byPath));
      continue;
    }
    const recognise: Recognise = candidates.byPath
      ? { bySignature: [], nearMiss: [] }
      : { bySignature: FormatDetector.prefiltered(candidates, decoded.text), nearMiss: FormatDetector.nearMissPrefiltered(candidates, decoded.text) };
    if (!candidates.byPath && recognise.bySignature.length === 0 && recognise.nearMiss.length === 0) {
      if (named) {
        checked.push({ path, format: null });
        sink.add(path, 'file/unrecognised', 'notice', { line: 1, column: 1 }, UNRECOGNISED);
      }
      continue;
    }

    let outcome: FileOutcome | undefined;
    let done = false;
    const doc = input.fullParse || decoded.problems.length ? undefined : (read.doc ?? parseFast(decoded.text, candidates.syntax));
    if (doc) {
      const mark = sink.size;
      try {
        outcome = checkParsed(path, candidates, recognise, named, { doc, problems: [] });
        done = true;
        if (outcome) fastChecked++;
      } catch (error) {
        if (!isFullParseNeeded(error)) throw error;
        sink.rollback(mark);
      }
    }
    if (!done) outcome = checkParsed(path, candidates, recognise, named, parseText(decoded.text, candidates.syntax, decoded.problems));
    if (!outcome) continue;

    // The file is done: what it adds goes in.
    checked.push(outcome.file);
    const run = outcome.run;
    if (!run) continue;
    gateItems.push(...run.gateItems);
    if (run.source) gateSources.push(run.source);
    if (!config.inboxSources || config.inboxSources.includes(run.format.id)) inbox.push(...run.inbox);
    if (run.risk) risks.push(run.risk);
    if (run.chain) chain.add(path, run.chain);
  }

  // 3. What the files add up to: the gate, the risk, the inbox, the handoff chain.
  const gate = buildGate(gateItems, gateSources);
  // Keys shared by items of different files fall back to paths: one key, one item, one issue.
  const items = uniqueKeys(inbox).sort((a, b) => compareText(a.key, b.key));
  return { version: 1, files: checked, findings: sink.sorted(), gate, risk: buildRisk(risks, gate), inbox: items, chain: chain.build(), reads: project.reads, fastChecked, riskSignals: risks };
}
