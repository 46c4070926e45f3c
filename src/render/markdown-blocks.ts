/**
 * The blocks a report's Markdown is made of: a section (its title, rows and cap), the order in
 * which parts are cut when the text is too long, and the table helpers. The sections themselves,
 * in the comment's order, are markdown-sections.ts.
 */
import { breakablePath, codeSpan, encodePath, link } from './escape.js';
import { pushAll } from '../util/bulk.js';
import type { MarkdownOptions } from './markdown-options.js';

/** When the comment is too long, parts are cut in this order: the least important first. */
export const CUT = {
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

// ---------------------------------------------------------------------------------------------
// Links and locations

export type Linker = (path: string, line: number | undefined, cell: boolean) => string;

export function linker(options: MarkdownOptions): Linker {
  const base = options.links?.blobBase;
  const root = base ? (base.endsWith('/') ? base : `${base}/`) : undefined;
  // In a cell a path is text that breaks at its folders: a code span would widen the table past the column.
  return (path, line, cell) => {
    const label = line ? `${path}:${line}` : path;
    if (!root) return cell ? breakablePath(label) : codeSpan(label);
    return link(label, `${root}${encodePath(path)}${line ? `#L${line}` : ''}`, { wrap: cell });
  };
}

// ---------------------------------------------------------------------------------------------
// Sections: the parts of the comment that can be folded and cut

export interface Section {
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

export function section(fields: Partial<Section> & Pick<Section, 'title' | 'noun'>): Section {
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
export type ListCap = Pick<Section, 'cap' | 'capHint'>;

/** The rows a section shows before anything is cut to fit: all, or its first few. */
export const shownRows = (s: Section): number => Math.min(s.total, s.cap ?? s.total);

/**
 * A list's rows, rendered in order only until they alone are longer than the whole text may be:
 * no row past that point could ever be shown, so none is rendered (a report with 100,000 review
 * items renders a few hundred rows, not 100,000, each a dozen escapes). `total` counts them all.
 */
export function boundedRows<T>(
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

export function renderSection(s: Section): string {
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

export const tableHead = (...columns: string[]) => [
  `| ${columns.join(' | ')} |`,
  `|${columns.map(() => '---').join('|')}|`,
];
export const tableRow = (...cells: string[]) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;
