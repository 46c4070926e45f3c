import type { Finding, Severity } from '../report/finding.js';
import { compareText } from '../report/order.js';
import { declaredWords } from './declared-verdict.js';
import type { GateItem, GateResult, GateSource, InboxItem, Priority, Report } from '../report/report.js';
import { codeSpan, encodePath, escapeCell, escapeInline, escapeMessage, link, truncate } from './escape.js';
import { locationShown } from './gate-item.js';
import { parseLocation } from '../rules/shared/location-path.js';
import { MAX_CHAIN_NODES, mermaidChain, rankChainNodes } from './mermaid.js';
import { configFailure, failOnText, heldBack, outcomeOf, type OutcomeOptions } from './outcome.js';
import { allSkips, skipMessage, type SkippedGroup } from './skipped.js';
import { plural } from './plural.js';
import { broughtWords, exceededSentence, suppressedWords } from './suppressed.js';
import {
  countByFile,
  FIRST_FEW,
  findingsOf,
  priorityCounts,
  severityBreakdown,
  totals,
  whereProblems,
} from './summary.js';
import { pushAll } from '../util/bulk.js';

/** The hidden first line by which the PR comment is found again on every later run. */
export const REPORT_MARKER = '<!-- handoff-gate:report -->';
/** GitHub refuses comment bodies over 65,536 characters; stay clear of it. */
export const DEFAULT_MAX_LENGTH = 60_000;
const DEFAULT_MAX_CELL = 1_000;
const DEFAULT_TRUNCATION_NOTE = 'Truncated: parts of the report were left out to fit.';

/** `failOn` and `configErrors`: the headline says whether the run fails, as its status does. */
export interface MarkdownOptions extends OutcomeOptions {
  /** Upper bound of the output's length in UTF-16 code units (never below the count in characters). */
  maxLength?: number;
  /** Link `file:line` to the reviewed revision: `https://github.com/o/r/blob/<sha>/`. */
  links?: { blobBase: string };
  /** Longest file text (a description, a fix) one table cell shows before it is cut with `…`. */
  maxCell?: number;
  /** The line that says parts were cut (the job summary, which has room, rarely needs it): where the whole report is. */
  truncationNote?: string;
  /** Inbox items the change resolves (in the base revision's inbox, no longer in this one). */
  inboxResolved?: ReadonlyArray<Pick<InboxItem, 'key' | 'reason' | 'title' | 'path' | 'left'>>;
  /** Where the whole report is (our own Markdown), for the line that says P0 findings were left out (by default, nowhere named). */
  fullReport?: string;
  /**
   * Every item of the long lists (declared verdicts, P2/P3 review items, the risk's reasons, the
   * inbox), as far as `maxLength` allows; by default the first {@link FIRST_FEW} of each, and how
   * many more there are. P0 and P1 items are never cut but to fit `maxLength`.
   */
  all?: boolean;
  /** What lists the rest of a list cut to its first few, after the count (our own Markdown: ``` `--all` lists them ```). */
  allHint?: string;
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
  /**
   * The roots the files were checked from, as the report's paths give them (the CLI's): without
   * `links`, a review item's location is shown from the current folder, as its file is.
   */
  roots?: readonly { path: string }[];
  /** The address of a rule's page (src/rules/rule-docs.ts): each finding's rule id links to it. */
  ruleDocs?: (ruleId: string) => string | undefined;
}

export interface MarkdownResult {
  markdown: string;
  /** Some parts were folded into `<details>`. */
  folded: boolean;
  /** Some parts were cut (the truncation note is in the output). */
  truncated: boolean;
  /**
   * Within `maxLength`. Always true unless `maxLength` is too small for the marker, the verdict
   * and the summary line: P0 rows are shortened, then cut, to make room.
   */
  fits: boolean;
}

const VERDICT_ICON: Record<GateResult, string> = { pass: '✅', reject: '⚠️', veto: '❌' };
const PRIORITY_ICON: Record<Priority, string> = { P0: '🔴', P1: '🟠', P2: '🟡', P3: '⚪' };
const SEVERITY_TITLE: Record<Severity, string> = { error: 'Errors', warning: 'Warnings', notice: 'Notices' };

/** When the comment is too long, parts are cut in this order: the least important first. */
const CUT = {
  notices: 1,
  chain: 2,
  warnings: 3,
  minorItems: 4,
  files: 5,
  // The risk's level is in the summary line; its reasons go before any error.
  risk: 6,
  errors: 7,
  inbox: 8,
  sources: 9,
  p1: 10,
} as const;

/** Shortest a P0 cell gets when P0 rows alone exceed the limit. */
const MIN_CELL = 12;

// ---------------------------------------------------------------------------------------------
// Links and locations

type Linker = (path: string, line: number | undefined, cell: boolean) => string;

function linker(options: MarkdownOptions): Linker {
  const base = options.links?.blobBase;
  const root = base ? (base.endsWith('/') ? base : `${base}/`) : undefined;
  return (path, line, cell) => {
    const label = line ? `${path}:${line}` : path;
    if (!root) return codeSpan(label, { cell });
    return link(label, `${root}${encodePath(path)}${line ? `#L${line}` : ''}`);
  };
}

// ---------------------------------------------------------------------------------------------
// Sections: the parts of the comment that can be folded and cut

interface Section {
  title: string;
  /** A `####` heading, or a bold line for the parts of a larger section. */
  level: 'heading' | 'bold';
  intro?: string;
  /** Lines before the rows: a table's header and delimiter. */
  head: string[];
  /** The rows rendered: all of them, or as many as could ever be shown (see {@link boundedRows}). */
  rows: string[];
  /** How many rows there are in all. */
  total: number;
  /** The most rows shown whatever the room (the first few of a long list), if fewer than all. */
  cap?: number;
  /** What lists the rows past `cap`, for the line that counts them. */
  capHint?: string;
  /** The first rows that are never cut (the P0s). */
  pinned: number;
  foldable: boolean;
  folded: boolean;
  keep: number;
  /** Cut order: the lowest first; sections without one are never cut. */
  rank?: number;
  /** What the rows are, for `…and 12 more warnings not shown`. */
  noun: string;
  /** Rows again (bounded as `rows` are), with every cell of file text cut at `cap` (the P0/P1 table, when it alone is too big). */
  rebuild?: (cap: number, compact: boolean) => string[];
  /** The parts after the intro when `keep` rows are shown, for a section that is not a list (the chain diagram). */
  body?: (keep: number) => string[];
  /** The line saying what was left out when `keep` rows are shown, if not the plain `…and N more`. */
  more?: (keep: number) => string;
}

function section(fields: Partial<Section> & Pick<Section, 'title' | 'noun'>): Section {
  const rows = fields.rows ?? [];
  const total = fields.total ?? rows.length;
  const cap = fields.cap !== undefined && fields.cap < total ? fields.cap : undefined;
  return {
    level: 'heading',
    head: [],
    rows,
    total,
    pinned: 0,
    foldable: false,
    folded: false,
    ...fields,
    cap,
    keep: Math.min(rows.length, cap ?? rows.length),
  };
}

/** A long list's first few (`cap` rows) and what lists the rest, or nothing: every row. */
type ListCap = Pick<Section, 'cap' | 'capHint'>;

/** The rows a section shows before anything is cut to fit: all, or its first few. */
const shownRows = (s: Section): number => Math.min(s.total, s.cap ?? s.total);

/**
 * A list's rows, rendered in order only until they alone are longer than the whole text may be:
 * no row past that point could ever be shown, so none is rendered (a report with 100,000 review
 * items renders a few hundred rows, not 100,000, each a dozen escapes). `total` counts them all.
 */
function boundedRows<T>(
  items: readonly T[],
  render: (item: T) => string,
  budget: number,
  list: ListCap = {},
): Pick<Section, 'rows' | 'total'> {
  const rows: string[] = [];
  let length = 0;
  const end = Math.min(items.length, list.cap ?? items.length);
  for (let i = 0; i < end && length <= budget; i++) {
    const row = render(items[i]!);
    rows.push(row);
    length += row.length + 1;
  }
  return { rows, total: items.length };
}

function renderSection(s: Section): string {
  const heading = s.level === 'heading' ? `#### ${s.title}` : `**${s.title}**`;
  if (s.keep === 0 && s.total > 0 && !s.more) return `${heading} — not shown.`;
  const parts: string[] = [];
  if (s.intro) parts.push(s.intro);
  if (s.body) pushAll(parts, s.body(s.keep));
  else if (s.keep > 0 || (s.total === 0 && s.head.length > 0))
    parts.push([...s.head, ...s.rows.slice(0, s.keep)].join('\n'));
  if (!s.body && s.keep < s.total)
    parts.push(
      s.more
        ? s.more(s.keep)
        : s.cap !== undefined
          ? `_…and ${s.total - s.keep} more ${s.noun}${s.capHint ? `: ${s.capHint}` : ' not shown'}._`
          : `_…and ${s.total - s.keep} more ${s.noun} not shown._`,
    );
  if (s.folded) return `<details><summary>${s.title}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
  return [heading, ...parts].join('\n\n');
}

const tableHead = (...columns: string[]) => [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
const tableRow = (...cells: string[]) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;

// ---------------------------------------------------------------------------------------------
// The parts

/** A gate item's `locationFile` when it is a plain repository path: a saved report is read from a run the pull request could change, and a `..` must not lead a link out of the reviewed revision. */
function linkedFile(file: string | undefined): string | undefined {
  return file !== undefined && parseLocation(file)?.path === file ? file : undefined;
}

/** One review finding: its priority and id, what is wrong and how to fix it, and where (three columns, so it reads on a narrow screen). */
function gateItemRow(
  item: GateItem,
  linkTo: Linker,
  cap: number,
  compact: boolean,
  roots: MarkdownOptions['roots'],
): string {
  const loc = item.location ? parseLocation(item.location) : undefined;
  // A file the repository does not hold is named as text: a link to it would be a 404.
  const location = !item.location
    ? undefined
    : loc && !compact
      ? roots
        ? codeSpan(truncate(locationShown(item.location, item.source.path, roots), cap), { cell: true })
        : item.locationMissing
          ? codeSpan(truncate(item.location, cap), { cell: true })
          : linkTo(linkedFile(item.locationFile) ?? loc.path, loc.line, true)
      : codeSpan(truncate(item.location, cap), { cell: true });
  const source = compact
    ? codeSpan(`${item.source.path}:${item.source.line}`, { cell: true })
    : linkTo(item.source.path, item.source.line, true);
  const finding = [
    `${item.category ? `**${escapeCell(truncate(item.category, Math.min(80, cap)))}** — ` : ''}${escapeCell(truncate(item.description, cap))}`,
    ...(item.fix ? [`**Fix:** ${escapeCell(truncate(item.fix, cap))}`] : []),
  ].join('<br>');
  const where = [...(location ? [location] : []), `declared in ${source}`].join('<br>');
  return tableRow(
    `${PRIORITY_ICON[item.priority]} ${item.priority}${item.id ? `<br>${codeSpan(truncate(item.id, 40), { cell: true })}` : ''}`,
    finding,
    where,
  );
}

const GATE_COLUMNS = ['', 'Finding', 'Where'];

function gateSection(
  items: GateItem[],
  {
    linkTo,
    maxCell,
    budget,
    roots,
  }: { linkTo: Linker; maxCell: number; budget: number; roots: MarkdownOptions['roots'] },
  fields: Pick<Section, 'title' | 'noun' | 'pinned' | 'rank' | 'foldable' | 'more'>,
  list: ListCap = {},
): Section {
  const rebuild = (cap: number, compact: boolean) =>
    boundedRows(items, (item) => gateItemRow(item, linkTo, cap, compact, roots), budget, list).rows;
  return section({
    ...fields,
    ...list,
    head: tableHead(...GATE_COLUMNS),
    ...boundedRows(items, (item) => gateItemRow(item, linkTo, maxCell, false, roots), budget, list),
    rebuild,
  });
}

/**
 * What the P0/P1 table left out when `keep` rows are shown. P0s are cut only when their rows
 * alone, shortened, overflow the limit (thousands of them): the verdict line still counts them all.
 */
function p0p1More(p0: number, p1: number, fullReport: string | undefined) {
  return (keep: number) => {
    const hiddenP0 = Math.max(0, p0 - keep);
    const hiddenP1 = Math.min(p1, p0 + p1 - keep);
    if (hiddenP0 === 0) return `_…and ${hiddenP1} more P1 items not shown._`;
    const p1Part = hiddenP1 ? ` and ${plural(hiddenP1, 'P1 item')}` : '';
    return `_…and ${plural(hiddenP0, 'more P0 finding')}${p1Part} not shown${fullReport ? `: ${fullReport} lists every one` : ''}._`;
  };
}

function sourcesSection(sources: GateSource[], linkTo: Linker, budget: number, list: ListCap): Section {
  const rows = boundedRows(
    sources,
    (s) =>
      tableRow(
        linkTo(s.path, undefined, true),
        s.format,
        s.declared === undefined
          ? '—'
          : `${codeSpan(truncate(s.declared, 100), { cell: true })}${s.declaredCounts ? ` (its own count: P0 ${s.declaredCounts.P0} · P1 ${s.declaredCounts.P1} · P2 ${s.declaredCounts.P2})` : ''}`,
        String(s.counts.P0),
        String(s.counts.P1),
        String(s.counts.P2),
        String(s.counts.P3),
      ),
    budget,
    list,
  );
  return section({
    ...list,
    title: 'Declared verdicts',
    noun: 'files',
    head: tableHead('File', 'Format', 'Declared', 'P0', 'P1', 'P2', 'P3'),
    ...rows,
    rank: CUT.sources,
  });
}

function filesSection(report: Report, linkTo: Linker, budget: number): Section | undefined {
  const formats = new Map(report.files.map((f) => [f.path, f.format]));
  const perFile = countByFile(report);
  const counted = perFile.filter((f) => f.error + f.warning + f.notice > 0);
  if (counted.length === 0) return undefined;
  const files = counted.sort(
    (a, b) => b.error - a.error || b.warning - a.warning || b.notice - a.notice || compareText(a.path, b.path),
  );
  const rows = boundedRows(
    files,
    (f) =>
      tableRow(
        linkTo(f.path, undefined, true),
        formats.get(f.path) ?? '—',
        String(f.error),
        String(f.warning),
        String(f.notice),
      ),
    budget,
  );
  const all = perFile.length;
  const clean = all - files.length;
  const title = `Files with findings (${files.length} of ${all}${clean ? `; ${clean} clean` : ''})`;
  return section({
    title,
    level: 'bold',
    noun: 'files',
    head: tableHead('File', 'Format', 'Errors', 'Warnings', 'Notices'),
    ...rows,
    rank: CUT.files,
    foldable: true,
  });
}

function findingRow(f: Finding, linkTo: Linker, ruleDocs: MarkdownOptions['ruleDocs']): string {
  const docs = ruleDocs?.(f.ruleId);
  return tableRow(
    linkTo(f.path, f.line, true),
    // A catalogue id (`[a-z-]+/[a-z0-9-]+`) holds nothing a code span or a cell must escape.
    docs ? `[${codeSpan(f.ruleId, { cell: true })}](${docs})` : codeSpan(f.ruleId, { cell: true }),
    escapeMessage(f.message, { cell: true }),
  );
}

function findingsSection(
  report: Report,
  severity: Severity,
  linkTo: Linker,
  budget: number,
  rank: number,
  foldable: boolean,
  ruleDocs: MarkdownOptions['ruleDocs'],
): Section | undefined {
  const findings = findingsOf(report.findings, severity);
  if (findings.length === 0) return undefined;
  const rows = boundedRows(findings, (f) => findingRow(f, linkTo, ruleDocs), budget);
  return section({
    title: `${SEVERITY_TITLE[severity]} (${findings.length})`,
    level: 'bold',
    noun: `${severity}s`,
    head: tableHead('Location', 'Rule', 'Message'),
    ...rows,
    rank,
    foldable,
  });
}

function riskSection(report: Report, budget: number, list: ListCap): Section | undefined {
  const { level, reasons } = report.risk;
  if (level === null && reasons.length === 0) return undefined;
  return section({
    ...list,
    title: `Risk: ${level ?? 'none'}`,
    noun: 'reasons',
    ...boundedRows(reasons, (r) => `- ${escapeMessage(truncate(r, 500))}`, budget, list),
    rank: CUT.risk,
  });
}

function inboxRow(item: InboxItem, linkTo: Linker): string {
  const actions = item.actions.length ? ` · ${item.actions.map((a) => codeSpan(a)).join(' ')}` : '';
  return `- **${item.reason}** · ${escapeInline(truncate(item.title, 300))} · ${linkTo(item.path, item.line, false)} · ${codeSpan(item.key)}${actions}`;
}

function inboxSections(
  report: Report,
  linkTo: Linker,
  options: MarkdownOptions,
  budget: number,
  list: ListCap,
): Section[] {
  const out: Section[] = [];
  if (report.inbox.length > 0) {
    out.push(
      section({
        ...list,
        title: `Inbox: ${plural(report.inbox.length, 'item')} waiting for a human`,
        noun: 'items',
        ...boundedRows(report.inbox, (i) => inboxRow(i, linkTo), budget, list),
        rank: CUT.inbox,
      }),
    );
  }
  // Only a decision reads as one: an item that left without a person's decision is listed as such, never struck through.
  const undecided = (options.inboxResolved ?? []).filter((i) => i.left !== undefined);
  if (undecided.length > 0) {
    const rows = boundedRows(
      undecided,
      (i) =>
        `- ⚠️ **${escapeInline(i.left!.words)}**${i.left!.ruleId ? ` (${codeSpan(i.left!.ruleId)})` : ''} · ${escapeInline(truncate(i.title, 300))} · **${i.reason}** · ${codeSpan(i.path)} · ${codeSpan(i.key)}`,
      budget,
      list,
    );
    out.push(
      section({
        ...list,
        title: `Inbox: ${plural(undecided.length, 'item')} left without a decision`,
        noun: 'items',
        ...rows,
        rank: CUT.inbox,
      }),
    );
  }
  const resolved = (options.inboxResolved ?? []).filter((i) => i.left === undefined);
  if (resolved.length > 0) {
    const rows = boundedRows(
      resolved,
      (i) =>
        `- ~~${escapeInline(truncate(i.title, 300))}~~ · **${i.reason}** · ${codeSpan(i.path)} · ${codeSpan(i.key)}`,
      budget,
      list,
    );
    out.push(
      section({
        ...list,
        title: `Inbox: ${plural(resolved.length, 'item')} resolved`,
        noun: 'items',
        ...rows,
        rank: CUT.inbox,
      }),
    );
  }
  return out;
}

const CHAIN_LEGEND =
  '_Each agent as its latest file leaves it: green done · blue active · amber waiting · red blocked · red with a thick border failed · grey unknown (no status of its own)._';

/**
 * The handoff chain as a Mermaid flowchart. Its rows are the agents, most urgent first (see
 * {@link rankChainNodes}), at most {@link MAX_CHAIN_NODES}: cutting the section drops the least
 * urgent agents and the edges that touch them.
 */
function chainSection(report: Report): Section | undefined {
  const { chain } = report;
  if (chain.nodes.length === 0) return undefined;
  const urgent = new Set(
    report.gate.items.filter((i) => i.priority === 'P0' || i.priority === 'P1').map((i) => i.source.path),
  );
  const rows = rankChainNodes(chain, urgent)
    .slice(0, MAX_CHAIN_NODES)
    .map((n) => n.id);
  const body = (keep: number) => {
    const { block, hiddenNodes, hiddenEdges } = mermaidChain(chain, new Set(rows.slice(0, keep)));
    const hidden = [
      hiddenNodes ? plural(hiddenNodes, 'more agent') : '',
      hiddenEdges ? plural(hiddenEdges, 'more handoff') : '',
    ].filter(Boolean);
    return [block, ...(hidden.length ? [`_…and ${hidden.join(' and ')} not shown._`] : [])];
  };
  return section({
    title: 'Handoff chain',
    noun: 'agents',
    intro: CHAIN_LEGEND,
    rows,
    body,
    rank: CUT.chain,
    foldable: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Layout

/**
 * The title: the run's outcome as its status (the CLI's exit, the action's failed step) has it.
 * A failing run opens with what fails it: the config's errors (the CLI's exit 2), else errors,
 * then the gate; a run that passes only
 * because of its `fail-on` says so; otherwise the gate's verdict alone.
 */
function verdictLine(report: Report, options: MarkdownOptions): string {
  const { gate } = report;
  const outcome = outcomeOf(report, options);
  // Which file declared the verdict, when one did: the counts alone can read "no problems".
  const declared = declaredWords(gate, (path) => codeSpan(truncate(path, 200)));
  const counts = `${priorityCounts(gate)}${declared && ` — ${declared.slice(2)}`}`;
  const config = configFailure(outcome);
  if (config) return `### ❌ ${config} — Gate: ${gate.result} — ${counts}`;
  if (outcome.fails) {
    const findings = outcome.failingFindings.join(' and ');
    if (!findings) return `### ❌ Fails — Gate: ${gate.result} — ${counts}`;
    return `### ❌ Fails: ${findings}${outcome.gateFails ? ' and' : ' —'} Gate: ${gate.result} — ${counts}`;
  }
  if (heldBack(outcome)) {
    const findings = outcome.heldBackFindings.length ? ` with ${outcome.heldBackFindings.join(' and ')}` : '';
    return `### ⚠️ Passes (fail-on: ${failOnText(outcome)})${findings} — Gate: ${gate.result} — ${counts}`;
  }
  return `### ${VERDICT_ICON[gate.result]} Gate: ${gate.result} — ${counts}`;
}

function summaryLine(report: Report): string {
  const t = totals(report);
  const notChecked = t.unchecked ? ` (${plural(t.unchecked, 'file')} noticed but not checked)` : '';
  const validation =
    t.problems === 0
      ? t.checked === 0
        ? '⚠️ No handoff file checked'
        : `✅ ${plural(t.checked, 'file')} checked, no problems`
      : `${t.error > 0 ? '❌' : t.warning > 0 ? '⚠️' : 'ℹ️'} **${plural(t.problems, 'problem')}** (${severityBreakdown(t)})${whereProblems(t, (path) => codeSpan(path))}${notChecked}`;
  const suppressed = suppressedWords(report, (text) => codeSpan(text));
  const brought = report.suppressed?.brought?.length ?? 0;
  return `${validation} · Risk: **${report.risk.level ?? 'none'}** · Inbox: **${report.inbox.length}**${suppressed ? ` · Suppressed: ${suppressed}` : ''}${brought ? ` · New suppressions in this pull request: **${brought}**` : ''}`;
}

/**
 * The suppressions the pull request brings, one row each: where, the rule, the reason written
 * (outside text, inert and cut to a cell) and what it does. Those that hide an error are pinned:
 * never cut, and the section then stands first, above the fold.
 */
function broughtSection(report: Report, linkTo: Linker, maxCell: number, budget: number): Section | undefined {
  const brought = report.suppressed?.brought ?? [];
  if (brought.length === 0) return undefined;
  const hidesError = brought.filter((s) => s.worst === 'error').length;
  const rows = boundedRows(
    brought,
    (s) =>
      tableRow(
        linkTo(s.path, s.line, true),
        codeSpan(s.ruleId, { cell: true }),
        s.reason === undefined ? '' : escapeCell(truncate(s.reason, maxCell)),
        // Our own words; the one path in them a code span.
        broughtWords(s, (text) => codeSpan(text, { cell: true })),
      ),
    budget,
  );
  return section({
    title: `Suppressions this pull request brings (${brought.length})`,
    noun: 'suppressions',
    intro: hidesError
      ? `⚠️ ${plural(hidesError, 'suppression')} this pull request brings ${hidesError === 1 ? 'hides' : 'hide'} an error: read ${hidesError === 1 ? 'its' : 'each'} reason before approving.`
      : 'Each was added or widened by this pull request: read the reasons before approving.',
    head: tableHead('Where', 'Rule', 'Reason written', 'What it does'),
    ...rows,
    pinned: hidesError,
    rank: CUT.errors,
    foldable: hidesError === 0,
  });
}

/** One line for each reason files a person may expect checked were not: our own words, every name and path a code span. */
function skipNotes(report: Report, options: MarkdownOptions): string | undefined {
  const groups = allSkips(report, options.skipped);
  if (groups.length === 0) return undefined;
  return groups.map((group) => `- ⚠️ ${skipMessage(group, (text) => codeSpan(text))}`).join('\n');
}

/** The files and rules over their suppressions count, all reported: our own words, every name and path a code span. */
function exceededNote(report: Report): string | undefined {
  const sentence = exceededSentence(report, (text) => codeSpan(text));
  return sentence && `- ⚠️ ${sentence}`;
}

function buildSections(report: Report, options: MarkdownOptions): Section[] {
  const linkTo = linker(options);
  const maxCell = options.maxCell ?? DEFAULT_MAX_CELL;
  const budget = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const items = report.gate.items;
  const p0 = items.filter((i) => i.priority === 'P0');
  const p1 = items.filter((i) => i.priority === 'P1');
  const minor = items.filter((i) => i.priority === 'P2' || i.priority === 'P3');
  // Linked, a location names the repository's file; unlinked (the CLI), it is shown from the current folder.
  const gateOptions = { linkTo, maxCell, budget, roots: options.links ? undefined : options.roots };
  // The long lists show their first few, unless all are asked for; the P0s and P1s are never cut to a count.
  const list: ListCap = options.all
    ? {}
    : { cap: FIRST_FEW, ...(options.allHint !== undefined && { capHint: options.allHint }) };
  const brought = broughtSection(report, linkTo, maxCell, budget);
  const broughtFirst = brought !== undefined && brought.pinned > 0;
  const sections: Array<Section | undefined> = [
    // A suppression the pull request brings that hides an error goes first: the reviewer must see it.
    broughtFirst ? brought : undefined,
    // P0 rows first and pinned: cutting from the end takes every P1 before it could reach a P0.
    p0.length + p1.length
      ? gateSection([...p0, ...p1], gateOptions, {
          title: 'Review findings: P0 and P1',
          noun: 'P1 items',
          pinned: p0.length,
          rank: CUT.p1,
          foldable: false,
          more: p0p1More(p0.length, p1.length, options.fullReport),
        })
      : undefined,
    report.gate.sources.length ? sourcesSection(report.gate.sources, linkTo, budget, list) : undefined,
    minor.length
      ? gateSection(
          minor,
          gateOptions,
          {
            title: `Other review findings: P2 and P3 (${minor.length})`,
            noun: 'items',
            pinned: 0,
            rank: CUT.minorItems,
            foldable: true,
          },
          list,
        )
      : undefined,
    chainSection(report),
    section({
      title: 'Validation',
      noun: '',
      intro:
        [
          report.files.length + report.findings.length === 0 ? 'No handoff files were checked.' : '',
          skipNotes(report, options) ?? '',
          exceededNote(report) ?? '',
        ]
          .filter(Boolean)
          .join('\n\n') || undefined,
    }),
    broughtFirst ? undefined : brought,
    filesSection(report, linkTo, budget),
    findingsSection(report, 'error', linkTo, budget, CUT.errors, false, options.ruleDocs),
    findingsSection(report, 'warning', linkTo, budget, CUT.warnings, true, options.ruleDocs),
    findingsSection(report, 'notice', linkTo, budget, CUT.notices, true, options.ruleDocs),
    riskSection(report, budget, list),
    ...inboxSections(report, linkTo, options, budget, list),
  ];
  return sections.filter((s): s is Section => s !== undefined);
}

/** The PR comment, with what was folded or cut to stay under `maxLength`. */
export function layoutMarkdown(report: Report, options: MarkdownOptions = {}): MarkdownResult {
  const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const note = `> ${escapeInline(options.truncationNote ?? DEFAULT_TRUNCATION_NOTE)}`;
  const fixed = [REPORT_MARKER, verdictLine(report, options), summaryLine(report)];
  const sections = buildSections(report, options);
  const texts = sections.map(renderSection);
  const SEP = 2;
  const fixedSize = fixed.reduce((n, t) => n + t.length + SEP, 0);
  // A list cut to its first few is not cut to fit: it says what lists the rest itself.
  const isCut = () => sections.some((s) => s.keep < shownRows(s));
  const size = (cut = isCut()) =>
    fixedSize + texts.reduce((n, t) => n + t.length + SEP, 0) + (cut ? note.length + SEP : 0) - SEP + 1;
  const result = (): MarkdownResult => {
    const truncated = isCut();
    const folded = sections.some((s) => s.folded);
    const markdown = `${[...fixed, ...texts, ...(truncated ? [note] : [])].join('\n\n')}\n`;
    return { markdown, folded, truncated, fits: markdown.length <= max };
  };

  if (size() <= max) return result();

  sections.forEach((s, i) => {
    if (!s.foldable) return;
    s.folded = true;
    texts[i] = renderSection(s);
  });

  // Cut the least important rows first, each section only as far as needed.
  const order = sections.map((s, i) => ({ s, i })).filter(({ s }) => s.rank !== undefined);
  order.sort((a, b) => (a.s.rank ?? 0) - (b.s.rank ?? 0));
  for (const { s, i } of order) {
    if (size() <= max) break;
    const others = size(true) - texts[i]!.length;
    const fitsWith = (keep: number) => others + renderSection({ ...s, keep }).length <= max;
    // A section with more rows than were rendered does not fit whole: `fitsWith` is false past them.
    let lo = s.pinned;
    let hi = s.keep;
    if (!fitsWith(lo)) hi = lo;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fitsWith(mid)) lo = mid;
      else hi = mid - 1;
    }
    s.keep = lo;
    texts[i] = renderSection(s);
  }

  // Only P0 rows (and fixed lines) left, still too big: shorten their cells, never drop a row.
  const p0 = sections.findIndex((s) => s.pinned > 0 && s.rebuild);
  if (size() > max && p0 >= 0) {
    const s = sections[p0]!;
    const rebuild = s.rebuild!;
    const others = size(true) - texts[p0]!.length;
    const fitsWith = (cap: number, compact: boolean) =>
      others + renderSection({ ...s, rows: rebuild(cap, compact) }).length <= max;
    // Shorter cells first; only when even the shortest do not fit, plain `path:line` for the links too.
    let lo = Math.min(MIN_CELL, options.maxCell ?? DEFAULT_MAX_CELL);
    let hi = options.maxCell ?? DEFAULT_MAX_CELL;
    const compact = !fitsWith(lo, false);
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fitsWith(mid, compact)) lo = mid;
      else hi = mid - 1;
    }
    s.rows = rebuild(lo, compact);
    texts[p0] = renderSection(s);

    // Thousands of P0s, each at its shortest, still too big: show as many as fit, and say how many
    // more there are (the verdict line counts them all). The comment must reach GitHub to be seen.
    if (size() > max) {
      const othersNow = size(true) - texts[p0]!.length;
      const fitsKeeping = (keep: number) => othersNow + renderSection({ ...s, keep }).length <= max;
      let low = 0;
      let high = Math.min(s.keep, s.pinned);
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fitsKeeping(mid)) low = mid;
        else high = mid - 1;
      }
      s.keep = low;
      texts[p0] = renderSection(s);
    }
  }
  return result();
}

/** The PR comment's Markdown (see {@link layoutMarkdown}). */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  return layoutMarkdown(report, options).markdown;
}
