import type { GateItem, GateSource, Priority } from '../report/report.js';
import { breakablePath, codeSpan, escapeCell, truncate } from './escape.js';
import { locationShown } from './gate-item.js';
import { isGlossaryTerm } from '../rules/rule-docs.js';
import { parseLocation } from '../rules/shared/location-path.js';
import type { MarkdownOptions } from './markdown-options.js';
import {
  boundedRows,
  CUT,
  section,
  tableHead,
  tableRow,
  type Linker,
  type ListCap,
  type Section,
} from './markdown-blocks.js';
import { plural } from './plural.js';

const PRIORITY_ICON: Record<Priority, string> = { P0: '🔴', P1: '🟠', P2: '🟡', P3: '⚪' };

/** A gate item's `locationFile` when it is a plain repository path: a saved report is read from a run the pull request could change, and a `..` must not lead a link out of the reviewed revision. */
export function linkedFile(file: string | undefined): string | undefined {
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
        ? breakablePath(truncate(locationShown(item.location, item.source.path, roots), cap))
        : item.locationMissing
          ? breakablePath(truncate(item.location, cap))
          : linkTo(linkedFile(item.locationFile) ?? loc.path, loc.line, true)
      : breakablePath(truncate(item.location, cap));
  const source = compact
    ? breakablePath(`${item.source.path}:${item.source.line}`)
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

export function gateSection(
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
export function p0p1More(p0: number, p1: number, fullReport: string | undefined) {
  return (keep: number) => {
    const hiddenP0 = Math.max(0, p0 - keep);
    const hiddenP1 = Math.min(p1, p0 + p1 - keep);
    if (hiddenP0 === 0) return `_…and ${hiddenP1} more P1 items not shown._`;
    const p1Part = hiddenP1 ? ` and ${plural(hiddenP1, 'P1 item')}` : '';
    return `_…and ${plural(hiddenP0, 'more P0 finding')}${p1Part} not shown${fullReport ? `: ${fullReport} lists every one` : ''}._`;
  };
}

/** `P0 1 · P1 2 · P2 1 · P3 0`, or `none` when all are 0. */
function itemCounts(counts: Record<Priority, number>): string {
  const priorities: Priority[] = ['P0', 'P1', 'P2', 'P3'];
  return priorities.some((p) => counts[p] > 0) ? priorities.map((p) => `${p} ${counts[p]}`).join(' · ') : 'none';
}

/**
 * Each review file: the verdict it declares (an aggregator's with its own count, which is not
 * counted again) and the items counted from it, each count saying whose it is.
 */
export function sourcesSection(
  sources: GateSource[],
  linkTo: Linker,
  budget: number,
  list: ListCap,
  glossary?: MarkdownOptions['glossary'],
): Section {
  // Each format's name links to its glossary entry in the first row that names it.
  const named = new Set<string>();
  const format = (id: string) => {
    if (!glossary || !isGlossaryTerm(id) || named.has(id)) return id;
    named.add(id);
    return `[${id}](${glossary(id)})`;
  };
  const rows = boundedRows(
    sources,
    (s) =>
      tableRow(
        `${linkTo(s.path, undefined, true)} (${format(s.format)})`,
        s.declared === undefined
          ? '—'
          : `${codeSpan(truncate(s.declared, 100), { cell: true })}${s.declaredCounts ? `, by its own count ${itemCounts(s.declaredCounts)}` : ''}`,
        itemCounts(s.counts),
      ),
    budget,
    list,
  );
  return section({
    ...list,
    title: `Declared verdicts (${sources.length})`,
    noun: 'files',
    head: tableHead(
      'File',
      glossary ? `[Declares](${glossary('declared-verdict')})` : 'Declares',
      'Items counted from it',
    ),
    ...rows,
    rank: CUT.sources,
    foldable: true,
  });
}
