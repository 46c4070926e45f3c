import type { Finding, Severity } from '../report/finding.js';
import { CHAIN_STATUSES, type GateItem, type GateResult, type Report } from '../report/report.js';
import type { FailOn } from '../report/fail-on.js';
import { escapeTerminal as safe } from './escape.js';
import { failOnText, heldBack, outcomeOf } from './outcome.js';
import { allSkips, skipMessage, type SkippedGroup } from './skipped.js';
import { plural } from './plural.js';
import { exceededSentence, suppressedWords } from './suppressed.js';
import { priorityCounts, severityBreakdown, sortedFindings, totals } from './summary.js';
import { maxOf } from '../engine/bulk.js';

export interface TextOptions {
  /** ANSI colours (the CLI decides: a TTY without NO_COLOR, or FORCE_COLOR). */
  color?: boolean;
  /** The run's `--fail-on` (default error,veto,reject): the last line says whether the run fails, as its exit status does. */
  failOn?: readonly FailOn[];
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
  /**
   * Say how many findings `check --fix` can fix (default true; not after a run that fixed what it
   * could); `dry-run` points to `--fix-dry-run` alone, for a text read from stdin: `--fix` has no
   * file to write it to.
   */
  fixHint?: boolean | 'dry-run';
}

type Paint = (text: string) => string;

interface Palette {
  red: Paint;
  yellow: Paint;
  green: Paint;
  dim: Paint;
  bold: Paint;
  underline: Paint;
}

const ansi =
  (open: number, close: number): Paint =>
  (text) =>
    text ? `\u001b[${open}m${text}\u001b[${close}m` : text;
const plain: Paint = (text) => text;

function palette(color: boolean): Palette {
  if (!color) return { red: plain, yellow: plain, green: plain, dim: plain, bold: plain, underline: plain };
  return {
    red: ansi(31, 39),
    yellow: ansi(33, 39),
    green: ansi(32, 39),
    dim: ansi(2, 22),
    bold: ansi(1, 22),
    underline: ansi(4, 24),
  };
}

function severityPaint(p: Palette, severity: Severity): Paint {
  return severity === 'error' ? p.red : severity === 'warning' ? p.yellow : p.dim;
}

function verdictPaint(p: Palette, result: GateResult): Paint {
  return result === 'veto' ? p.red : result === 'reject' ? p.yellow : p.green;
}

/** One block per file: the path, then `line:col  severity  message  ruleId` in aligned columns. */
function* findingBlocks(findings: readonly Finding[], p: Palette): Generator<string> {
  const groups = new Map<string, Finding[]>();
  for (const finding of sortedFindings(findings)) {
    const group = groups.get(finding.path);
    if (group) group.push(finding);
    else groups.set(finding.path, [finding]);
  }
  for (const [path, group] of groups) {
    const rows = group.map((f) => ({
      at: `${f.line}:${f.column}`,
      severity: f.severity,
      message: safe(f.message),
      ruleId: safe(f.ruleId),
    }));
    const width = (key: 'at' | 'severity' | 'message') => maxOf(rows.map((r) => r[key].length));
    const [at, severity, message] = [width('at'), width('severity'), width('message')];
    yield p.underline(safe(path));
    for (const row of rows) {
      const paint = severityPaint(p, row.severity);
      yield `  ${p.dim(row.at.padEnd(at))}  ${paint(row.severity.padEnd(severity))}  ${row.message.padEnd(message)}  ${p.dim(row.ruleId)}`.trimEnd();
    }
    yield '';
  }
}

function* gateItemLines(item: GateItem, p: Palette): Generator<string> {
  const paint = item.priority === 'P0' ? p.red : p.yellow;
  const head = [
    paint(item.priority),
    item.id ? p.bold(safe(item.id)) : '',
    item.category ? p.dim(safe(item.category)) : '',
    safe(item.description),
  ];
  yield `  ${head.filter(Boolean).join('  ')}`;
  const where = [
    item.location ? `at ${safe(item.location)}` : '',
    `declared in ${safe(item.source.path)}:${item.source.line}`,
  ].filter(Boolean);
  yield `      ${p.dim(where.join(' · '))}`;
  if (item.fix) yield `      fix: ${safe(item.fix)}`;
}

/** Past this many files declaring a verdict, the text output sums them up by verdict. */
const MAX_DECLARED_LINES = 20;

function* gateLines(report: Report, p: Palette): Generator<string> {
  const { gate } = report;
  if (gate.items.length === 0 && gate.sources.length === 0) return;
  yield `${p.bold('Gate:')} ${verdictPaint(p, gate.result)(gate.result)} (${priorityCounts(gate)})`;
  // Indexed: a scan's gate can hold a hundred thousand P2 and P3 items, passed over once.
  for (let i = 0; i < gate.items.length; i++) {
    const item = gate.items[i]!;
    if (item.priority === 'P0' || item.priority === 'P1') yield* gateItemLines(item, p);
  }
  const declaring = gate.sources.filter((source) => source.declared !== undefined);
  if (declaring.length > MAX_DECLARED_LINES) {
    // A scan of thousands of review files: one line of what they declare, not one line each (the JSON output lists each).
    const tally = new Map<string, number>();
    for (const source of declaring) tally.set(source.declared!, (tally.get(source.declared!) ?? 0) + 1);
    const words = [...tally]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([word, n]) => `${n} ${safe(word)}`);
    yield `  ${p.dim('declared')} ${words.join(', ')} ${p.dim(`(in ${declaring.length} files; --format json lists each)`)}`;
    return;
  }
  for (const source of declaring) {
    const counts = { p0: source.counts.P0, p1: source.counts.P1, p2: source.counts.P2, p3: source.counts.P3 };
    const stated = source.declaredCounts;
    const own = stated
      ? `by its own count ${priorityCounts({ p0: stated.P0, p1: stated.P1, p2: stated.P2, p3: stated.P3 }, ', ')}`
      : priorityCounts(counts, ', ');
    yield `  ${p.dim('declared')} ${safe(source.declared!)} ${p.dim(`in ${safe(source.path)} (${own})`)}`;
  }
}

function* riskLines(report: Report, p: Palette): Generator<string> {
  const { level, reasons } = report.risk;
  if (level === null && reasons.length === 0) return;
  const paint = level === 'high' ? p.red : level === 'med' ? p.yellow : p.green;
  yield `${p.bold('Risk:')} ${level === null ? 'none' : paint(level)}`;
  for (const reason of reasons) yield `  - ${safe(reason)}`;
}

function* inboxLines(report: Report, p: Palette): Generator<string> {
  if (report.inbox.length === 0) return;
  yield `${p.bold('Inbox:')} ${plural(report.inbox.length, 'item')} waiting for a human`;
  const reasonWidth = maxOf(report.inbox.map((i) => i.reason.length));
  for (const item of report.inbox) {
    const actions = item.actions.length ? `  ${p.dim(item.actions.map(safe).join('  '))}` : '';
    yield `  ${item.reason.padEnd(reasonWidth)}  ${safe(item.title)}  ${p.dim(`${safe(item.path)}:${item.line}`)}${actions}`;
  }
}

/** The handoff chain in one line: how many agents stand where (the statuses are the agents'), and how many handoffs join them. */
function* chainLines(report: Report, p: Palette): Generator<string> {
  const { nodes, edges } = report.chain;
  if (nodes.length === 0) return;
  const counts = CHAIN_STATUSES.map((status) => ({
    status,
    n: nodes.filter((node) => node.status === status).length,
  })).filter(({ n }) => n > 0);
  yield `${p.bold('Chain:')} ${plural(nodes.length, 'agent')} (${counts.map(({ status, n }) => `${n} ${status}`).join(', ')}), ${plural(edges.length, 'handoff')}`;
}

/**
 * The one-line total, led by the run's outcome as its exit status has it: what fails the run
 * (errors first, then the gate), or the `--fail-on` that let it pass; then problems, files, gate,
 * risk, inbox. `✖` only when the run exits 1; `✔` only when it passes with nothing to say.
 */
export function summaryLine(report: Report, options: TextOptions = {}): string {
  const p = palette(options.color ?? false);
  const t = totals(report);
  const outcome = outcomeOf(report, options.failOn);
  const gate = `gate: ${verdictPaint(p, report.gate.result)(report.gate.result)} (P0 ${report.gate.p0}, P1 ${report.gate.p1})`;
  const suppressed = suppressedWords(report, (text) => safe(text));
  const tail = `${gate} — risk: ${report.risk.level ?? 'none'} — inbox: ${report.inbox.length}${suppressed ? ` — ${suppressed}` : ''}`;
  const notChecked = t.unchecked > 0 ? `${plural(t.unchecked, 'file')} noticed but not checked` : '';
  let validation: string;
  if (t.error + t.warning === 0) {
    const notices = t.notice > 0 ? plural(t.notice, 'notice') : 'no problems';
    validation = `${plural(t.checked, 'file')} checked, ${notices}${notChecked ? `; ${notChecked}` : ''}`;
  } else {
    validation = `${p.bold(plural(t.problems, 'problem'))} (${severityBreakdown(t)}) in ${t.filesWithProblems} of ${plural(t.files, 'file')}${notChecked ? ` (${notChecked})` : ''}`;
  }
  if (outcome.fails) {
    const gateReason = outcome.gateFails ? [`gate ${report.gate.result}`] : [];
    return `${p.red('✖')} ${p.bold(`Fails on ${[...outcome.failingFindings, ...gateReason].join(' and ')}`)} — ${validation} — ${tail}`;
  }
  if (heldBack(outcome))
    return `${p.yellow('⚠')} Passes under --fail-on ${failOnText(outcome)} — ${validation} — ${tail}`;
  // A tick only for a run with nothing to add: no problem, something checked, nothing left out.
  const quiet = t.error + t.warning === 0 && t.checked > 0 && t.unchecked === 0 && !options.skipped?.length;
  return `${quiet ? p.green('✔') : p.yellow('⚠')} ${validation} — ${tail}`;
}

/** After the total: one line for each reason files a person may expect checked were not. */
function skipLines(report: Report, options: TextOptions, p: Palette): string[] {
  return allSkips(report, options.skipped).map((group) => p.yellow(safe(skipMessage(group, (text) => text))));
}

/** Every line of the report for a terminal, in order: finding blocks, then each section that has something to say and a blank line, then the total. */
function* textLines(report: Report, options: TextOptions): Generator<string> {
  const p = palette(options.color ?? false);
  yield* findingBlocks(report.findings, p);
  for (const section of [gateLines, riskLines, inboxLines, chainLines]) {
    let said = false;
    for (const line of section(report, p)) {
      said = true;
      yield line;
    }
    if (said) yield '';
  }
  yield summaryLine(report, options);
  const exceeded = exceededSentence(report, (text) => safe(text));
  if (exceeded) yield p.yellow(exceeded);
  yield* skipLines(report, options, p);
  if (options.fixHint ?? true) {
    let fixable = 0;
    for (const finding of report.findings) if (finding.fix) fixable++;
    if (fixable > 0 && options.fixHint === 'dry-run')
      yield `${plural(fixable, 'finding')} can be fixed: \`--fix-dry-run\` shows the changes as a diff.`;
    else if (fixable > 0)
      yield `${plural(fixable, 'finding')} can be fixed with \`handoff-gate check --fix\` (\`--fix-dry-run\` shows the changes first).`;
  }
}

/** About this many characters per piece: few writes, and never the whole report as one string. */
const PIECE_CHARS = 64 * 1024;

/**
 * The report for a terminal, in pieces that join to {@link renderText}'s text: a scan's text
 * report can be 20 MB, and as one string (and the lines it was joined from) it cost a scan a
 * third of its memory.
 */
export function* renderTextChunks(report: Report, options: TextOptions = {}): Generator<string> {
  let piece: string[] = [];
  let chars = 0;
  for (const line of textLines(report, options)) {
    piece.push(line);
    chars += line.length + 1;
    if (chars >= PIECE_CHARS) {
      yield `${piece.join('\n')}\n`;
      piece = [];
      chars = 0;
    }
  }
  if (piece.length > 0) yield `${piece.join('\n')}\n`;
}

/** The report for a terminal. */
export function renderText(report: Report, options: TextOptions = {}): string {
  return [...renderTextChunks(report, options)].join('');
}
