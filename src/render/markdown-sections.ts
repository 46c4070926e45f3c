import type { Finding, Severity } from '../report/finding.js';
import { compareText } from '../report/order.js';
import type { Chain, ChainNode, ChainStatus, InboxItem, Report } from '../report/report.js';
import { codeSpan, cutAtWord, escapeCell, escapeInline, escapeMessage, truncate } from './escape.js';
import { MAX_CHAIN_NODES, mermaidChain, rankChainNodes } from './mermaid.js';
import { allSkips, skipMessage } from './skipped.js';
import { plural } from './plural.js';
import { broughtWords, exceededSentence } from './suppressed.js';
import { countByFile, FIRST_FEW, findingsOf } from './summary.js';
import { DEFAULT_MAX_CELL, DEFAULT_MAX_LENGTH, type MarkdownOptions } from './markdown-options.js';
import {
  boundedRows,
  CUT,
  linker,
  section,
  tableHead,
  tableRow,
  type Linker,
  type ListCap,
  type Section,
} from './markdown-blocks.js';
import { gateSection, p0p1More, sourcesSection } from './markdown-review.js';

const SEVERITY_TITLE: Record<Severity, string> = { error: 'Errors', warning: 'Warnings', notice: 'Notices' };

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
    foldable: true,
  });
}

/** One item; `commands`: its inbox commands, offered only where its issue already exists. */
function inboxRow(item: InboxItem, linkTo: Linker, commands: boolean): string {
  const actions = commands && item.actions.length ? ` · ${item.actions.map((a) => codeSpan(a)).join(' ')}` : '';
  return `- **${item.reason}** · ${escapeInline(cutAtWord(item.title, 300))} · ${linkTo(item.path, item.line, false)} · ${codeSpan(item.key)}${actions}`;
}

/**
 * The line under the inbox's title: where an item is answered, "inbox" linked to the glossary.
 * An item's issue opens when the change reaches the default branch: its commands work only there.
 */
function inboxIntro(options: MarkdownOptions): { intro?: string } {
  const issue = options.glossary ? `[inbox issue](${options.glossary('inbox')})` : 'inbox issue';
  if (options.pullRequest)
    return { intro: `_Each opens as an ${issue} once this pull request is merged; it is answered there._` };
  return options.glossary ? { intro: `_Each is an ${issue}, answered there with the command it names._` } : {};
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
    const n = plural(report.inbox.length, 'inbox item');
    out.push(
      section({
        ...list,
        title: options.pullRequest ? `This pull request adds ${n}` : `The checked files hold ${n}`,
        ...inboxIntro(options),
        noun: 'items',
        ...boundedRows(report.inbox, (i) => inboxRow(i, linkTo, !options.pullRequest), budget, list),
        rank: CUT.inbox,
        foldable: true,
      }),
    );
  }
  // Only a decision reads as one: an item that left without a person's decision is listed as such, never struck through.
  const undecided = (options.inboxResolved ?? []).filter((i) => i.left !== undefined);
  if (undecided.length > 0) {
    const rows = boundedRows(
      undecided,
      (i) =>
        `- ⚠️ **${escapeInline(i.left!.words)}**${i.left!.ruleId ? ` (${codeSpan(i.left!.ruleId)})` : ''} · ${escapeInline(cutAtWord(i.title, 300))} · **${i.reason}** · ${codeSpan(i.path)} · ${codeSpan(i.key)}`,
      budget,
      list,
    );
    out.push(
      section({
        ...list,
        title: `${plural(undecided.length, 'inbox item')} left without a decision`,
        noun: 'items',
        ...rows,
        rank: CUT.inbox,
        foldable: true,
      }),
    );
  }
  const resolved = (options.inboxResolved ?? []).filter((i) => i.left === undefined);
  if (resolved.length > 0) {
    const rows = boundedRows(
      resolved,
      (i) =>
        `- ~~${escapeInline(cutAtWord(i.title, 300))}~~ · **${i.reason}** · ${codeSpan(i.path)} · ${codeSpan(i.key)}`,
      budget,
      list,
    );
    out.push(
      section({
        ...list,
        title: `${plural(resolved.length, 'inbox item')} resolved`,
        noun: 'items',
        ...rows,
        rank: CUT.inbox,
        foldable: true,
      }),
    );
  }
  return out;
}

const CHAIN_LEGEND =
  '_Each agent as its latest file leaves it: green done · blue active · amber waiting · red blocked · red with a thick border failed · grey unknown (no status of its own)._';

/** Up to this many agents the diagram is read at a glance; past it, a summary first and the diagram folded. */
export const SMALL_CHAIN = 12;
/** Agents a large chain's summary names: those that need a person or stopped, most urgent first. */
const NAMED_AGENTS = 8;

/**
 * A large chain in a few lines: how many agents and handoffs, how many agents at each status, and
 * the agents that need a person or stopped (failed, blocked, waiting, or whose file declares a P0/P1),
 * by name. Its size does not grow with the chain.
 */
function chainSummary(chain: Chain, ranked: readonly ChainNode[], urgent: ReadonlySet<string>): string[] {
  const counts = new Map<ChainStatus, number>();
  for (const node of chain.nodes) counts.set(node.status, (counts.get(node.status) ?? 0) + 1);
  const byStatus = (['failed', 'blocked', 'waiting', 'active', 'unknown', 'done'] as const)
    .filter((status) => counts.has(status))
    .map((status) => `${counts.get(status)} ${status}`);
  const lines = [
    `**${plural(chain.nodes.length, 'agent')}, ${plural(chain.edges.length, 'handoff')}:** ${byStatus.join(' · ')}.`,
  ];
  const needing = ranked.filter(
    (n) => urgent.has(n.path) || n.status === 'failed' || n.status === 'blocked' || n.status === 'waiting',
  );
  if (needing.length) {
    const named = needing.slice(0, NAMED_AGENTS).map((n) => {
      const declared = n.declared?.trim() ? ` (${codeSpan(truncate(n.declared, 30))})` : '';
      return `${codeSpan(truncate(n.label, 60))} ${n.status}${declared}`;
    });
    const more = needing.length > NAMED_AGENTS ? ` · and ${needing.length - NAMED_AGENTS} more` : '';
    lines.push(`**Need a person or stopped:** ${named.join(' · ')}${more}.`);
  } else lines.push('No agent needs a person or has stopped.');
  return [lines.join('\n')];
}

/**
 * The handoff chain: a Mermaid flowchart of its agents, most urgent first (see
 * {@link rankChainNodes}), at most {@link MAX_CHAIN_NODES}; cutting the section drops the least
 * urgent agents and the edges that touch them. Past {@link SMALL_CHAIN} agents a diagram is no
 * longer read at a glance: a summary comes first (counts by status, the agents that need a person)
 * and the diagram is folded under it.
 */
function chainSection(report: Report): Section | undefined {
  const { chain } = report;
  if (chain.nodes.length === 0) return undefined;
  const urgent = new Set(
    report.gate.items.filter((i) => i.priority === 'P0' || i.priority === 'P1').map((i) => i.source.path),
  );
  const ranked = rankChainNodes(chain, urgent);
  const rows = ranked.slice(0, MAX_CHAIN_NODES).map((n) => n.id);
  const summary = chain.nodes.length > SMALL_CHAIN ? chainSummary(chain, ranked, urgent) : undefined;
  const body = (keep: number) => {
    const { block, hiddenNodes, hiddenEdges } = mermaidChain(chain, new Set(rows.slice(0, keep)));
    const hidden = [
      hiddenNodes ? plural(hiddenNodes, 'more agent') : '',
      hiddenEdges ? plural(hiddenEdges, 'more handoff') : '',
    ].filter(Boolean);
    const graph = [block, ...(hidden.length ? [`_…and ${hidden.join(' and ')} not shown._`] : [])];
    if (!summary) return graph;
    const whole = `${plural(chain.nodes.length, 'agent')}, ${plural(chain.edges.length, 'handoff')}`;
    // The legend goes with the diagram it explains.
    return [...summary, `<details><summary>The whole chain (${whole})</summary>`, CHAIN_LEGEND, ...graph, '</details>'];
  };
  return section({
    title: 'Handoff chain',
    noun: 'agents',
    ...(!summary && { intro: CHAIN_LEGEND }),
    rows,
    body,
    rank: CUT.chain,
    foldable: true,
  });
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

/** The P0/P1 table: P0 rows first and pinned, so cutting from the end takes every P1 before it could reach a P0. */
function p0p1Fields(p0: number, p1: number, options: MarkdownOptions) {
  return {
    // A heading, never folded: the check run's summary, which has no verdict line, meets P0 here first.
    title: `Review findings: ${options.glossary ? `[P0 and P1](${options.glossary('priority')})` : 'P0 and P1'}`,
    noun: 'P1 items',
    pinned: p0,
    rank: CUT.p1,
    foldable: false,
    more: p0p1More(p0, p1, options.fullReport),
  };
}

export function buildSections(report: Report, options: MarkdownOptions): Section[] {
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
  const validationNotes = [
    report.files.length + report.findings.length === 0 ? 'No handoff files were checked.' : '',
    skipNotes(report, options) ?? '',
    exceededNote(report) ?? '',
  ].filter(Boolean);
  const errors = findingsSection(report, 'error', linkTo, budget, CUT.errors, false, options.ruleDocs);
  // A brief holds what decides the verdict, and says where the rest is.
  if (options.brief)
    return [
      broughtFirst ? brought : undefined,
      p0.length + p1.length
        ? gateSection([...p0, ...p1], gateOptions, p0p1Fields(p0.length, p1.length, options))
        : undefined,
      errors,
      section({
        title: 'The rest',
        noun: '',
        // A check run is a workflow run's: its job summary holds the whole report.
        intro: 'Every finding is annotated on the diff; the job summary has the full report.',
      }),
    ].filter((s): s is Section => s !== undefined);
  const sections: Array<Section | undefined> = [
    // A suppression the pull request brings that hides an error goes first: the reviewer must see it.
    broughtFirst ? brought : undefined,
    p0.length + p1.length
      ? gateSection([...p0, ...p1], gateOptions, p0p1Fields(p0.length, p1.length, options))
      : undefined,
    report.gate.sources.length
      ? sourcesSection(report.gate.sources, linkTo, budget, list, options.glossary)
      : undefined,
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
    validationNotes.length
      ? section({ title: 'Validation', noun: '', intro: validationNotes.join('\n\n') })
      : undefined,
    broughtFirst ? undefined : brought,
    filesSection(report, linkTo, budget),
    errors,
    findingsSection(report, 'warning', linkTo, budget, CUT.warnings, true, options.ruleDocs),
    findingsSection(report, 'notice', linkTo, budget, CUT.notices, true, options.ruleDocs),
    riskSection(report, budget, list),
    ...inboxSections(report, linkTo, options, budget, list),
  ];
  return sections.filter((s): s is Section => s !== undefined);
}
