import { positionOf } from '../parse/position.js';
import { findJsonError } from '../parse/json-syntax.js';
import type { Position } from '../parse/types.js';
import type { Finding, Severity, SuppressedFinding } from '../report/finding.js';
import type { ExceededSuppression } from '../report/report.js';
import type { RuleLevel } from '../core/settings.js';
import { grouped } from '../util/grouped.js';
import { guardedDecision, INVALID_FILE_RULE, isSuppressible, UNUSED_RULE } from './rules.js';

/*
 * The suppressions file (a baseline): how many findings of each rule each file had when a team
 * adopted handoff-gate, in ESLint's bulk-suppressions shape,
 * `{ "<path from the repository root>": { "<rule-id>": { "count": N } } }`. A file and rule with
 * at most its count of findings has them all suppressed; with more, all of them are reported,
 * since a count cannot tell which one is new. Pure: reading and writing the file is the entries'.
 */

/** A suppressions file is a few lines per file with findings: 8 MiB holds some 100,000 entries, and bounds what is read. */
export const MAX_SUPPRESSIONS_BYTES = 8 * 1024 * 1024;
/** File and rule pairs one suppressions file may hold. */
export const MAX_SUPPRESSION_ENTRIES = 200_000;
/** The largest count an entry may hold: more findings of one rule than any file of a bounded size can have. */
const MAX_COUNT = 1_000_000;
/** Problems of a malformed file listed before the rest are only counted. */
const LISTED_PROBLEMS = 10;

/** One entry: the count, and where it is written (for a finding about it). */
interface Entry extends Position {
  count: number;
}

/** Entries by path, then by rule id. */
export type Entries = ReadonlyMap<string, ReadonlyMap<string, Entry>>;

/** Counts by path, then by rule id: what the file will hold. */
export type Counts = Map<string, Map<string, number>>;

export interface SuppressionsFile {
  /** The file as the report names paths. */
  path: string;
  /** Its entries; none when it has problems (the run goes on without it). */
  entries: Entries;
  /** Its own problems (`suppressions/invalid`), each on its line; empty when it is well-formed. */
  findings: Finding[];
}

/** A path or id as a message quotes it: one code span, cut at 200 characters (the renderers escape the rest). */
function code(text: string): string {
  const one = text.length > 200 ? `${text.slice(0, 197)}...` : text;
  return `\`${one.replaceAll('`', "'").replaceAll('\n', ' ')}\``;
}

const SHAPE = '`{ "<path>": { "<rule-id>": { "count": N } } }`';

/** Where each key of the file is written: top-level keys (paths) and their keys (rule ids); repeated keys. */
interface KeyPlaces {
  paths: Map<string, { at: Position; rules: Map<string, Position> }>;
  repeated: Array<{ key: string; at: Position }>;
}

/**
 * The places of the keys of a text `JSON.parse` accepted: one pass over its tokens, strings
 * skipped whole, no recursion. Only the first two levels of objects are named; a key repeated in
 * one of them is listed.
 */
function keyPlaces(text: string): KeyPlaces {
  const paths: KeyPlaces['paths'] = new Map();
  const repeated: KeyPlaces['repeated'] = [];
  const stack: string[] = [];
  let expectKey = false;
  let path: string | undefined;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
    } else if (c === '{' || c === '[') {
      stack.push(c);
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') expectKey = stack[stack.length - 1] === '{';
    else if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (!expectKey) continue;
      expectKey = false;
      const key = JSON.parse(text.slice(start, i + 1)) as string;
      const at = { line, column: start - lineStart + 1 };
      if (stack.length === 1) {
        path = key;
        if (paths.has(key)) repeated.push({ key, at });
        else paths.set(key, { at, rules: new Map() });
      } else if (stack.length === 2 && path !== undefined) {
        const rules = paths.get(path)!.rules;
        if (rules.has(key)) repeated.push({ key, at });
        else rules.set(key, at);
      }
    }
  }
  return { paths, repeated };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The suppressions file read from its text. A file that is not JSON of the shape, repeats a key,
 * holds a count that is no whole number from 1 to a million, or more than
 * {@link MAX_SUPPRESSION_ENTRIES} entries, is reported on its lines (`suppressions/invalid`,
 * an error), and the run goes on without it: nothing is suppressed until it is fixed.
 */
export function parseSuppressionsFile(raw: string, path: string): SuppressionsFile {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const invalid = (problems: Array<{ at: Position; message: string }>): SuppressionsFile => {
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length - listed.length;
    return {
      path,
      entries: new Map(),
      findings: listed.map(({ at, message }, i) => ({
        path,
        line: at.line,
        column: at.column,
        ruleId: INVALID_FILE_RULE,
        severity: 'error',
        message: `${message} The run goes on without the suppressions file, so nothing is suppressed by it${i === listed.length - 1 && more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} in the file)` : ''}: fix it, or delete it and write it again with \`handoff-gate check --suppress-all\`.`,
      })),
    };
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonError(text);
    return invalid([
      {
        at: found ? positionOf(text, found.offset) : { line: 1, column: 1 },
        message: `The suppressions file is not valid JSON${found ? `: ${found.message}` : '.'}`,
      },
    ]);
  }
  if (!isRecord(data))
    return invalid([
      { at: { line: 1, column: 1 }, message: `The suppressions file must hold one JSON object, ${SHAPE}.` },
    ]);
  const places = keyPlaces(text);
  const problems: Array<{ at: Position; message: string }> = places.repeated.map(({ key, at }) => ({
    at,
    message: `${code(key)} is written twice in one object of the suppressions file; a reader keeps one of them.`,
  }));
  const entries = new Map<string, Map<string, Entry>>();
  let count = 0;
  for (const [file, rules] of Object.entries(data)) {
    const place = places.paths.get(file);
    const at = place?.at ?? { line: 1, column: 1 };
    if (!isRecord(rules)) {
      problems.push({ at, message: `The entry for ${code(file)} must be an object of rule ids, ${SHAPE}.` });
      continue;
    }
    const own = new Map<string, Entry>();
    for (const [ruleId, value] of Object.entries(rules)) {
      const ruleAt = place?.rules.get(ruleId) ?? at;
      const n = isRecord(value) ? value.count : undefined;
      if (
        !isRecord(value) ||
        Object.keys(value).some((key) => key !== 'count') ||
        typeof n !== 'number' ||
        !Number.isInteger(n) ||
        n < 1 ||
        n > MAX_COUNT
      ) {
        problems.push({
          at: ruleAt,
          message: `The entry for ${code(ruleId)} in ${code(file)} must be \`{ "count": N }\`, N a whole number from 1 to ${grouped(MAX_COUNT)}.`,
        });
        continue;
      }
      own.set(ruleId, { count: n, ...ruleAt });
      count++;
    }
    entries.set(file, own);
  }
  if (count > MAX_SUPPRESSION_ENTRIES)
    problems.unshift({
      at: { line: 1, column: 1 },
      message: `The suppressions file holds ${grouped(count)} entries, more than the ${grouped(MAX_SUPPRESSION_ENTRIES)} one file may hold.`,
    });
  if (problems.length > 0) return invalid(problems);
  return { path, entries, findings: [] };
}

/** Whether the suppressions file counts a finding: an error or a warning of a rule a suppression may hide. */
function isCounted(finding: Pick<Finding, 'severity' | 'ruleId'>): boolean {
  return (finding.severity === 'error' || finding.severity === 'warning') && isSuppressible(finding.ruleId);
}

/** The counted findings by the file's key (its path from the repository root) and rule; `keyOf` is undefined for a finding another file governs. */
export function countsOf(findings: readonly Finding[], keyOf: (finding: Finding) => string | undefined): Counts {
  const counts: Counts = new Map();
  for (const finding of findings) {
    if (!isCounted(finding)) continue;
    const key = keyOf(finding);
    if (key === undefined) continue;
    let rules = counts.get(key);
    if (!rules) counts.set(key, (rules = new Map()));
    rules.set(finding.ruleId, (rules.get(finding.ruleId) ?? 0) + 1);
  }
  return counts;
}

export interface BaselineInput {
  file: SuppressionsFile;
  findings: readonly Finding[];
  /** A finding's key in the file (its path from its repository's root), or undefined when this file does not govern it. */
  keyOf(finding: Finding): string | undefined;
  /** Whether the run checked what a key names, so that an entry with fewer findings is stale (not merely unchecked). */
  covered(key: string): boolean;
  /** The level of `suppressions/unused` (the config's `rules`, or `--report-unused`): a stale entry's finding. */
  unusedLevel?: RuleLevel;
  /**
   * Whether a stale entry is still worth a finding: on a pull request that changes the file, only
   * one its own version still holds (it applies the base's, and may already have pruned it).
   */
  keepStale?(key: string, ruleId: string, found: number): boolean;
}

export interface BaselineResult {
  /** The findings left to report, the stale entries' findings among them. */
  findings: Finding[];
  suppressed: SuppressedFinding[];
  exceeded: ExceededSuppression[];
}

/**
 * The suppressions file applied to a report's findings, ESLint's way: a file and rule with at most
 * its count of findings has them all suppressed; with more, all are reported (a count cannot tell
 * which one is new). An entry the run could judge (its file was checked) with fewer findings than
 * its count, or none, is stale and reported on its line: a new finding would otherwise pass unseen.
 */
export function applyBaseline(input: BaselineInput): BaselineResult {
  const { file } = input;
  const counts = countsOf(input.findings, input.keyOf);
  const findings: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  const exceeded = new Map<string, ExceededSuppression>();
  for (const finding of input.findings) {
    const key = isCounted(finding) ? input.keyOf(finding) : undefined;
    const entry = key === undefined ? undefined : file.entries.get(key)?.get(finding.ruleId);
    if (!entry) {
      findings.push(finding);
      continue;
    }
    const found = counts.get(key!)!.get(finding.ruleId)!;
    if (found <= entry.count) {
      suppressed.push({ ...finding, suppression: { kind: 'external', file: file.path } });
      continue;
    }
    findings.push(finding);
    const id = `${finding.path}\u0000${finding.ruleId}`;
    if (!exceeded.has(id)) exceeded.set(id, { path: finding.path, ruleId: finding.ruleId, count: entry.count, found });
  }
  if (input.unusedLevel !== 'off') {
    const severity: Severity = input.unusedLevel ?? 'warning';
    for (const [key, rules] of file.entries) {
      if (!input.covered(key)) continue;
      for (const [ruleId, entry] of rules) {
        const found = isSuppressible(ruleId) ? (counts.get(key)?.get(ruleId) ?? 0) : 0;
        if (found >= entry.count || (input.keepStale && !input.keepStale(key, ruleId, found))) continue;
        findings.push({
          path: file.path,
          line: entry.line,
          column: entry.column,
          ruleId: UNUSED_RULE,
          severity,
          message: staleMessage(key, ruleId, entry.count, found),
        });
      }
    }
  }
  return { findings, suppressed, exceeded: [...exceeded.values()] };
}

function staleMessage(key: string, ruleId: string, count: number, found: number): string {
  const prune = 'Run `handoff-gate check --prune-suppressions`';
  if (guardedDecision(ruleId) !== undefined)
    return `${code(ruleId)} guards a person's decision and is never suppressed (each of its findings is made by the change it judges, after this entry was written), so this entry for ${code(key)} suppresses nothing. ${prune} to remove it.`;
  if (!isSuppressible(ruleId))
    return `${code(ruleId)} is never suppressed, so this entry for ${code(key)} suppresses nothing. ${prune} to remove it.`;
  if (found === 0)
    return `${code(key)} has no ${code(ruleId)} finding any more, yet this entry suppresses ${count}: new ones would pass unseen. ${prune} to remove the entry.`;
  return `${code(key)} has ${found} ${code(ruleId)} finding${found === 1 ? '' : 's'} where this entry suppresses ${count}: ${count - found} new one${count - found === 1 ? '' : 's'} would pass unseen. ${prune} to lower the count to ${found}.`;
}

export interface UpdateOptions {
  /** Suppress every counted finding found (`--suppress-all`), or those of these rules (`--suppress-rule`). */
  suppress?: 'all' | ReadonlySet<string>;
  /** Lower each count the run could judge to what it found, and drop entries with none (`--prune-suppressions`). */
  prune?: boolean;
  covered(key: string): boolean;
}

/**
 * What the suppressions file holds after `--suppress-all`, `--suppress-rule` or
 * `--prune-suppressions`: an entry set to the findings found for each file and rule suppressed
 * (others kept as they were), and, when pruning, each entry the run judged lowered to what it
 * found, or dropped.
 */
export function updatedCounts(existing: Entries, found: Counts, options: UpdateOptions): Counts {
  const out: Counts = new Map();
  for (const [key, rules] of existing)
    out.set(key, new Map([...rules].map(([ruleId, entry]) => [ruleId, entry.count])));
  if (options.suppress) {
    for (const [key, rules] of found) {
      for (const [ruleId, n] of rules) {
        if (options.suppress !== 'all' && !options.suppress.has(ruleId)) continue;
        let own = out.get(key);
        if (!own) out.set(key, (own = new Map()));
        own.set(ruleId, n);
      }
    }
  }
  if (options.prune) {
    for (const [key, rules] of out) {
      if (!options.covered(key)) continue;
      for (const [ruleId, count] of rules) {
        const n = isSuppressible(ruleId) ? (found.get(key)?.get(ruleId) ?? 0) : 0;
        if (n === 0) rules.delete(ruleId);
        else if (n < count) rules.set(ruleId, n);
      }
    }
  }
  for (const [key, rules] of out) if (rules.size === 0) out.delete(key);
  return out;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The file's text: keys sorted (by UTF-16 code unit, paths then rule ids), two-space JSON, a final
 * line end. Written by hand rather than by `JSON.stringify` of an object, which would put a path
 * that reads as a number first.
 */
export function suppressionsText(counts: Counts): string {
  const files = [...counts.keys()].sort(byCodeUnit);
  if (files.length === 0) return '{}\n';
  const blocks = files.map((key) => {
    const rules = [...counts.get(key)!].sort((a, b) => byCodeUnit(a[0], b[0]));
    const inner = rules.map(([ruleId, count]) => `    ${JSON.stringify(ruleId)}: {\n      "count": ${count}\n    }`);
    return `  ${JSON.stringify(key)}: {\n${inner.join(',\n')}\n  }`;
  });
  return `{\n${blocks.join(',\n')}\n}\n`;
}

/** How many entries and findings counts hold, for the line that says what was written. */
export function countsTotal(counts: Counts): { entries: number; findings: number; files: number } {
  let entries = 0;
  let findings = 0;
  for (const rules of counts.values())
    for (const n of rules.values()) {
      entries++;
      findings += n;
    }
  return { entries, findings, files: counts.size };
}
