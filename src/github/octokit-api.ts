/**
 * What the REST adapter's groups of operations share: the repository, the client and how creating
 * writes are sent, paging by the `link` header, and the API's shapes turned into the port's.
 */
import type { ChangedFile, CheckAnnotation, CheckRunOutput, Issue, IssueComment, LabelSpec } from './adapter.js';
import type { Octokit } from './client.js';

export interface Repo {
  owner: string;
  repo: string;
}

export const PER_PAGE = 100;
/** GitHub's own caps on the files it lists for a pull request, and for a comparison. */
export const MAX_FILES = 3000;
export const MAX_COMPARE_FILES = 300;

type Page<T> = { data: T[]; headers: { link?: string } };

/**
 * The first `<...>` (not empty) of a Link header's entry. Searched with indexOf: `/<([^>]+)>/`
 * scans to the end from every `<` of a long `<<<...` with no `>`.
 */
function bracketed(part: string | undefined): string | undefined {
  if (part === undefined) return undefined;
  for (let open = part.indexOf('<'); open !== -1; open = part.indexOf('<', open + 1)) {
    const close = part.indexOf('>', open + 1);
    if (close === -1) return undefined;
    if (close > open + 1) return part.slice(open + 1, close);
  }
  return undefined;
}

/** The page number of a Link header's `rel` entry. */
function linkPage(link: string | undefined, rel: 'next' | 'last'): number | undefined {
  const url = bracketed(link?.split(',').find((part) => part.includes(`rel="${rel}"`)));
  const page = url ? Number(new URL(url).searchParams.get('page')) : NaN;
  return Number.isInteger(page) && page > 0 ? page : undefined;
}

/** The `after` cursor of a Link header's `next` entry (the activity API pages by cursor, not number). */
export function linkCursor(link: string | undefined): string | undefined {
  const url = bracketed(link?.split(',').find((part) => part.includes('rel="next"')));
  const cursor = url ? new URL(url).searchParams.get('after') : null;
  return cursor || undefined;
}

/**
 * Every item of a paginated list, in order. Pages known to exist (from `expected` items, or from
 * the first page's Link `last`) are asked for at once rather than one after the other, so a
 * list of any length costs two round-trips at most (one when `expected` is right).
 */
export async function allPages<T>(
  fetch: (page: number) => Promise<Page<T>>,
  options: { expected?: number; maxPages?: number } = {},
): Promise<T[]> {
  const maxPages = options.maxPages ?? Infinity;
  const items: T[] = [];
  let next = 1;
  let last = Math.min(Math.max(1, Math.ceil((options.expected ?? 0) / PER_PAGE)), maxPages);
  while (next <= last) {
    const numbers = Array.from({ length: last - next + 1 }, (_, i) => next + i);
    const pages = await Promise.all(numbers.map(fetch));
    for (const page of pages) items.push(...page.data);
    // More items than expected (a pull request pushed to since its event): the last page's links tell how many more pages.
    const link = pages.at(-1)!.headers.link;
    next = last + 1;
    last = Math.min(linkPage(link, 'last') ?? linkPage(link, 'next') ?? 0, maxPages);
  }
  return items;
}

export type ApiFile = {
  filename: string;
  status: string;
  previous_filename?: string;
  patch?: string;
  sha?: string | null;
};
export type ApiIssue = {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  user: { login: string } | null;
  labels: Array<string | { name?: string }>;
  created_at: string;
  updated_at?: string;
  comments?: number;
  pull_request?: unknown;
};
export type ApiComment = {
  id: number;
  body?: string;
  user: { login: string } | null;
  created_at: string;
  updated_at: string;
};

export const toChanged = (f: ApiFile): ChangedFile => ({
  path: f.filename,
  status: f.status as ChangedFile['status'],
  ...(f.previous_filename && { previousPath: f.previous_filename }),
  ...(f.patch !== undefined && { patch: f.patch }),
  ...(typeof f.sha === 'string' && f.status !== 'removed' && { sha: f.sha }),
});

type ApiAnnotation = {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level?: string | null;
  message?: string | null;
  title?: string | null;
  raw_details?: string | null;
};

const LEVELS: ReadonlyArray<CheckAnnotation['level']> = ['notice', 'warning', 'failure'];

export const toAnnotation = (a: ApiAnnotation): CheckAnnotation => ({
  path: a.path,
  startLine: a.start_line,
  endLine: a.end_line,
  ...(typeof a.start_column === 'number' && { startColumn: a.start_column }),
  ...(typeof a.end_column === 'number' && { endColumn: a.end_column }),
  level: LEVELS.find((l) => l === a.annotation_level) ?? 'notice',
  message: a.message ?? '',
  ...(typeof a.title === 'string' && { title: a.title }),
  ...(typeof a.raw_details === 'string' && { rawDetails: a.raw_details }),
});

const apiAnnotation = (a: CheckAnnotation) => ({
  path: a.path,
  start_line: a.startLine,
  end_line: a.endLine,
  ...(a.startColumn !== undefined && { start_column: a.startColumn }),
  ...(a.endColumn !== undefined && { end_column: a.endColumn }),
  annotation_level: a.level,
  message: a.message,
  ...(a.title !== undefined && { title: a.title }),
  ...(a.rawDetails !== undefined && { raw_details: a.rawDetails }),
});

export const apiOutput = (o: CheckRunOutput) => ({
  title: o.title,
  summary: o.summary,
  ...(o.text !== undefined && { text: o.text }),
  ...(o.annotations !== undefined && o.annotations.length > 0 && { annotations: o.annotations.map(apiAnnotation) }),
});

export const toComment = (c: ApiComment): IssueComment => ({
  id: c.id,
  body: c.body ?? '',
  author: c.user?.login ?? '',
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});

export const toLabel = (
  l: string | { name?: string; color?: string | null; description?: string | null },
): LabelSpec =>
  typeof l === 'string'
    ? { name: l, color: '', description: '' }
    : { name: l.name ?? '', color: l.color ?? '', description: l.description ?? '' };

export const toIssue = (i: ApiIssue): Issue => ({
  number: i.number,
  title: i.title,
  body: i.body ?? '',
  labels: i.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
  state: i.state === 'closed' ? 'closed' : 'open',
  author: i.user?.login ?? '',
  createdAt: i.created_at,
  ...(i.updated_at !== undefined && { updatedAt: i.updated_at }),
  ...(i.comments !== undefined && { comments: i.comments }),
});

/**
 * For POSTs that create something (a comment, an issue): the retry plugin would re-send one whose
 * answer was lost (a 502, a reset) and so make it twice. Sent once; the caller looks for it first.
 */
export const ONCE = { request: { retries: 0 } };

/** What every group of operations shares: the client, the repository, and how the command flow's creating writes are sent. */
export interface Api {
  octokit: Octokit;
  repo: Repo;
  /** Spread into a creating write of the command flow: `ONCE` when the adapter sends those once. */
  creating: typeof ONCE | Record<string, never>;
}
