import type { Finding, Severity } from '../report/finding.js';
import { CHAIN_STATUSES, type GateItem, type GateResult, type Report } from '../report/report.js';
import { escapeTerminal as safe } from './escape.js';
import { declaredWords } from './declared-verdict.js';
import { configFailure, failOnText, heldBack, outcomeOf, type OutcomeOptions } from './outcome.js';
import { allSkips, skipMessage, type SkippedGroup } from './skipped.js';
import { plural } from './plural.js';
import { exceededSentence, suppressedWords } from './suppressed.js';
import {
  FIRST_FEW,
  isNotAHandoffFile,
  priorityCounts,
  severityBreakdown,
  sortedFindings,
  totals,
  whereProblems,
} from './summary.js';
import { maxOf, pushAll } from '../util/bulk.js';
import { textWidth, wrapText } from './width.js';
import { locationShown } from './gate-item.js';

/** `failOn` and `configErrors`: the last line says whether the run fails, as its exit status does. */
export interface TextOptions extends OutcomeOptions {
  /** ANSI colours (the CLI decides: see `src/cli/color.ts`). */
  color?: boolean;
  /**
   * The terminal's width in columns, for a report a person reads at a terminal: findings grouped
   * by file, each led by its line and column, severity and rule, its message below, every line
   * wrapped within the width. Without it (stdout piped to a program or a file), one finding a
   * line, `path:line:column: severity rule message`, and nothing padded or wrapped.
   */
  width?: number;
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
  /**
   * The roots the files were checked from, as the report's paths give them (the CLI's): a review
   * item's location is then shown from the current folder, as its file is (see `locationShown`).
   */
  roots?: readonly { path: string }[];
  /**
   * Every item of the long lists: the P1 review items, the declared verdicts, the risk's reasons
   * and the inbox (`check --all`). By default each shows its first {@link FIRST_FEW} (and every
   * P0), then how many more there are.
   */
  all?: boolean;
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

/**
 * Lines as the report's reader gets them: at a terminal, each cut to its width, its later lines
 * indented by `hang` columns (a finding's message under its rule, an item's text under its
 * priority); piped, whole.
 */
type Fit = (line: string, hang: number) => string[];

/**
 * Parts of one line, joined by `separator`: at a terminal, as many on each line as fit, a line
 * broken only between parts (within one only when it alone is too wide), the first at `indent`,
 * the next lines at `hang`; piped, all on one line.
 */
type FitParts = (indent: number, parts: readonly string[], hang: number, separator?: string) => string[];

/** How the report is laid out: its colours, and the terminal's width if it goes to one. */
interface Layout {
  p: Palette;
  roots: TextOptions['roots'];
  /** How many items of a long list are shown: {@link FIRST_FEW}, or all. */
  few: number;
  width: number | undefined;
  fit: Fit;
  fitParts: FitParts;
}

function layout(options: TextOptions): Layout {
  const p = palette(options.color ?? false);
  const width = options.width === undefined ? undefined : Math.max(20, Math.floor(options.width));
  const few = options.all ? Infinity : FIRST_FEW;
  if (width === undefined) {
    return {
      p,
      roots: options.roots,
      few,
      width,
      fit: (line) => [line],
      fitParts: (indent, parts, _hang, separator = ' ') => [`${' '.repeat(indent)}${parts.join(separator)}`],
    };
  }
  // Too deep a hang for a narrow terminal: two columns past the line's own indent.
  const under = (indent: number, hang: number) => (width - hang < 24 ? indent + 2 : hang);
  const fit: Fit = (line, hang) => {
    let indent = 0;
    while (line.charCodeAt(indent) === 0x20) indent++;
    const next = under(indent, hang);
    const [first, ...rest] = wrapText(line.slice(indent), width - next, width - indent);
    return [`${' '.repeat(indent)}${first}`.trimEnd(), ...rest.map((l) => `${' '.repeat(next)}${l}`)];
  };
  const fitParts: FitParts = (indent, parts, hang, separator = ' ') => {
    const out: string[] = [];
    let line = '';
    let at = indent;
    for (const part of parts) {
      if (line && at + textWidth(line) + textWidth(separator) + textWidth(part) > width) {
        pushAll(out, fit(`${' '.repeat(at)}${line}`, hang));
        [line, at] = ['', hang];
      }
      line = line ? `${line}${separator}${part}` : part;
      if (at + textWidth(line) > width) {
        // A part too wide for a line of its own: wrapped, and the next part goes on after its end.
        const next = under(at, hang);
        const [first, ...rest] = wrapText(line, width - next, width - at);
        out.push(`${' '.repeat(at)}${first}`.trimEnd(), ...rest.slice(0, -1).map((l) => `${' '.repeat(next)}${l}`));
        [line, at] = rest.length ? [rest.at(-1)!, next] : ['', next];
      }
    }
    if (line) out.push(`${' '.repeat(at)}${line}`);
    return out;
  };
  return { p, roots: options.roots, few, width, fit, fitParts };
}

/** Findings in display order, grouped by file. */
function byFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of sortedFindings(findings)) {
    const group = groups.get(finding.path);
    if (group) group.push(finding);
    else groups.set(finding.path, [finding]);
  }
  return groups;
}

/**
 * At a terminal, one block per file: the path, then for each finding `line:col  severity  rule`
 * (these short columns aligned) and its message below, wrapped. Piped, one finding a line,
 * `path:line:column: severity rule message`, as compilers and linters print for tools to read.
 */
function* findingLines(findings: readonly Finding[], { p, width, fit }: Layout): Generator<string> {
  if (findings.length === 0) return;
  if (width === undefined) {
    for (const f of sortedFindings(findings))
      yield `${safe(f.path)}:${f.line}:${f.column}: ${severityPaint(p, f.severity)(f.severity)} ${p.dim(safe(f.ruleId))} ${safe(f.message)}`;
    yield '';
    return;
  }
  for (const [path, group] of byFile(findings)) {
    const at = maxOf(group.map((f) => `${f.line}:${f.column}`.length));
    const severity = maxOf(group.map((f) => f.severity.length));
    yield* fit(p.underline(safe(path)), 2);
    for (const f of group) {
      const paint = severityPaint(p, f.severity);
      yield* fit(
        `  ${p.dim(`${f.line}:${f.column}`.padEnd(at))}  ${paint(f.severity.padEnd(severity))}  ${p.dim(safe(f.ruleId))}`,
        4,
      );
      yield* fit(`    ${safe(f.message)}`, 4);
    }
    yield '';
  }
}

function* gateItemLines(item: GateItem, { p, roots, fit, fitParts }: Layout): Generator<string> {
  const paint = item.priority === 'P0' ? p.red : p.yellow;
  const head = [
    paint(item.priority),
    item.id ? p.bold(safe(item.id)) : '',
    item.category ? p.dim(safe(item.category)) : '',
    safe(item.description),
  ];
  yield* fit(`  ${head.filter(Boolean).join('  ')}`, 6);
  const declared = p.dim(`declared in ${safe(item.source.path)}:${item.source.line}`);
  const at = item.location && p.dim(`at ${safe(locationShown(item.location, item.source.path, roots))}`);
  yield* fitParts(6, at ? [at, declared] : [declared], 6, p.dim(' · '));
  if (item.fix) yield* fit(`      fix: ${safe(item.fix)}`, 11);
}

/** The line after a list cut to its first few: how many more there are, and the flag that lists them. */
function moreLine({ p, fit }: Layout, count: number, noun: string, detail = ''): string[] {
  return fit(`  ${p.dim(`… and ${count} more ${noun}${detail}: --all lists them`)}`, 4);
}

/**
 * The gate's verdict, its P0 items (every one) and P1 items, and the verdicts review files
 * declare; past the first few, how many more of each there are.
 */
function* gateLines(report: Report, layout: Layout): Generator<string> {
  const { p, fit, few } = layout;
  const { gate } = report;
  if (gate.items.length === 0 && gate.sources.length === 0) return;
  yield* fit(
    `${p.bold('Gate:')} ${verdictPaint(p, gate.result)(gate.result)} (${priorityCounts(gate)}${declaredWords(gate, safe)})`,
    2,
  );
  // P0s first, and never cut: each one vetoes. Indexed: a scan's gate can hold a hundred thousand P2 and P3 items.
  let shown = 0;
  for (const priority of ['P0', 'P1'] as const) {
    let hidden = 0;
    for (let i = 0; i < gate.items.length; i++) {
      const item = gate.items[i]!;
      if (item.priority !== priority) continue;
      if (priority === 'P1' && shown >= few) hidden++;
      else {
        shown++;
        yield* gateItemLines(item, layout);
      }
    }
    if (hidden) yield* moreLine(layout, hidden, 'P1 items');
  }
  const declaring = gate.sources.filter((source) => source.declared !== undefined);
  for (const source of declaring.slice(0, few)) {
    const counts = { p0: source.counts.P0, p1: source.counts.P1, p2: source.counts.P2, p3: source.counts.P3 };
    const stated = source.declaredCounts;
    const own = stated
      ? `by its own count ${priorityCounts({ p0: stated.P0, p1: stated.P1, p2: stated.P2, p3: stated.P3 }, ', ')}`
      : priorityCounts(counts, ', ');
    yield* layout.fitParts(
      2,
      [`${p.dim('declared')} ${safe(source.declared!)}`, p.dim(`in ${safe(source.path)}`), p.dim(`(${own})`)],
      4,
    );
  }
  if (declaring.length > few) {
    // A scan of thousands of review files: what the rest declare, by verdict, most first.
    const tally = new Map<string, number>();
    for (const source of declaring.slice(few)) tally.set(source.declared!, (tally.get(source.declared!) ?? 0) + 1);
    const words = [...tally]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([word, n]) => `${n} ${safe(word)}`);
    yield* moreLine(layout, declaring.length - few, 'declared verdicts', ` (${words.join(', ')})`);
  }
}

function* riskLines(report: Report, layout: Layout): Generator<string> {
  const { p, fit, few } = layout;
  const { level, reasons } = report.risk;
  if (level === null && reasons.length === 0) return;
  const paint = level === 'high' ? p.red : level === 'med' ? p.yellow : p.green;
  yield `${p.bold('Risk:')} ${level === null ? 'none' : paint(level)}`;
  for (const reason of reasons.slice(0, few)) yield* fit(`  - ${safe(reason)}`, 4);
  if (reasons.length > few) yield* moreLine(layout, reasons.length - few, 'risk reasons');
}

/**
 * Each item waiting for a human: why it waits and its title, then its file and the commands that
 * answer it. At a terminal the reasons take one column and the file goes under the title; piped,
 * all of an item on one line, unpadded.
 */
function* inboxLines(report: Report, layout: Layout): Generator<string> {
  const { p, width, fit, fitParts, few } = layout;
  if (report.inbox.length === 0) return;
  yield `${p.bold('Inbox:')} ${plural(report.inbox.length, 'item')} waiting for a human`;
  const items = report.inbox.slice(0, few);
  const reasonWidth = width === undefined ? 0 : maxOf(items.map((i) => i.reason.length));
  const under = 4 + reasonWidth;
  for (const item of items) {
    if (width === undefined) {
      const actions = item.actions.length ? `  ${p.dim(item.actions.map(safe).join('  '))}` : '';
      yield `  ${item.reason}  ${safe(item.title)}  ${p.dim(`${safe(item.path)}:${item.line}`)}${actions}`;
      continue;
    }
    yield* fit(`  ${item.reason.padEnd(reasonWidth)}  ${safe(item.title)}`, under);
    // The file under the title, or where a long path would not fit there, under the reason.
    const path = `${safe(item.path)}:${item.line}`;
    const at = under + textWidth(path) <= width ? under : 4;
    yield* fitParts(
      at,
      [p.dim(path), ...(item.actions.length ? [p.dim(item.actions.map(safe).join('  '))] : [])],
      at,
      '  ',
    );
  }
  if (report.inbox.length > few) yield* moreLine(layout, report.inbox.length - few, 'inbox items');
}

/** The handoff chain in one line: how many agents stand where (the statuses are the agents'), and how many handoffs join them. */
function* chainLines(report: Report, { p, fitParts }: Layout): Generator<string> {
  const { nodes, edges } = report.chain;
  if (nodes.length === 0) return;
  const counts = CHAIN_STATUSES.map((status) => ({
    status,
    n: nodes.filter((node) => node.status === status).length,
  })).filter(({ n }) => n > 0);
  const agents = `${plural(nodes.length, 'agent')} (${counts.map(({ status, n }) => `${n} ${status}`).join(', ')}),`;
  yield* fitParts(0, [`${p.bold('Chain:')} ${agents}`, plural(edges.length, 'handoff')], 2);
}

/**
 * The one-line total, led by the run's outcome as its exit status has it: the config's errors
 * (exit 2), else what fails the run (errors first, then the gate), or the `--fail-on` that let it
 * pass; then problems, files, gate, risk, inbox. `✖` only when the run exits 1 or 2; `✔` only
 * when it passes with nothing to say.
 */
export function summaryLine(report: Report, options: TextOptions = {}): string {
  const p = palette(options.color ?? false);
  const t = totals(report);
  const outcome = outcomeOf(report, options);
  const gate = `gate: ${verdictPaint(p, report.gate.result)(report.gate.result)} (P0 ${report.gate.p0}, P1 ${report.gate.p1}${declaredWords(report.gate, safe)})`;
  const suppressed = suppressedWords(report, (text) => safe(text));
  const tail = `${gate} — risk: ${report.risk.level ?? 'none'} — inbox: ${report.inbox.length}${suppressed ? ` — ${suppressed}` : ''}`;
  const notChecked = t.unchecked > 0 ? `${plural(t.unchecked, 'file')} noticed but not checked` : '';
  let validation: string;
  if (t.error + t.warning === 0) {
    const notices = t.notice > 0 ? plural(t.notice, 'notice') : 'no problems';
    validation = `${plural(t.checked, 'file')} checked, ${notices}${notChecked ? `; ${notChecked}` : ''}`;
  } else {
    validation = `${p.bold(plural(t.problems, 'problem'))} (${severityBreakdown(t)})${whereProblems(t, (path) => safe(path))}${notChecked ? ` (${notChecked})` : ''}`;
  }
  const config = configFailure(outcome);
  if (config) return `${p.red('✖')} ${p.bold(config)} — ${validation} — ${tail}`;
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

/** How many findings `check --fix` can fix, and how, unless the run fixed what it could. */
function fixHintLine(report: Report, options: TextOptions): string | undefined {
  if (!(options.fixHint ?? true)) return undefined;
  let fixable = 0;
  for (const finding of report.findings) if (finding.fix) fixable++;
  if (fixable === 0) return undefined;
  if (options.fixHint === 'dry-run')
    return `${plural(fixable, 'finding')} can be fixed: \`--fix-dry-run\` shows the changes as a diff.`;
  return `${plural(fixable, 'finding')} can be fixed with \`handoff-gate check --fix\` (\`--fix-dry-run\` shows the changes first).`;
}

/** Every line of the report for a terminal, in order: findings, then each section that has something to say and a blank line, then the total. */
function* textLines(report: Report, options: TextOptions): Generator<string> {
  const laid = layout(options);
  const { p, fit } = laid;
  // A named file of no format (a pre-commit hook passes every staged YAML, JSON and Markdown file)
  // is said once, in the line after the total, not in a notice line of its own.
  yield* findingLines(
    report.findings.filter((f) => !isNotAHandoffFile(f)),
    laid,
  );
  for (const section of [gateLines, riskLines, inboxLines, chainLines]) {
    let said = false;
    for (const line of section(report, laid)) {
      said = true;
      yield line;
    }
    if (said) yield '';
  }
  // The total breaks between its parts: `⚠ Passes under --fail-on never —`, `7 problems … —`, `gate: …`.
  const total = summaryLine(report, options).split(' — ');
  yield* laid.fitParts(
    0,
    total.map((part, i) => (i < total.length - 1 ? `${part} —` : part)),
    2,
  );
  const exceeded = exceededSentence(report, (text) => safe(text));
  if (exceeded) yield* fit(p.yellow(exceeded), 2);
  for (const line of skipLines(report, options, p)) yield* fit(line, 2);
  const hint = fixHintLine(report, options);
  if (hint) yield* fit(hint, 2);
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
