import type { DocContent } from '../../parse/types.js';

interface BodyLine {
  text: string;
  /** 1-based line in the whole file. */
  line: number;
  /** Inside a fenced code block (or its fence line): quoted text, not the message's own. */
  code: boolean;
}

interface Heading {
  level: number;
  text: string;
  line: number;
  /** Index into `lines`. */
  index: number;
}

export interface Body {
  lines: BodyLine[];
  headings: Heading[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * An ATX heading's opening: up to three spaces, one to six `#`, a blank. The rest of the line is
 * read by {@link headingOf} with plain string code: one regex for the whole line
 * (`(.*?)[ \t]*#*[ \t]*$`) backtracks for ever on a long run of blanks that does not end the line.
 */
const HEADING_OPEN = /^ {0,3}(#{1,6})[ \t]/;
/** What `.` does not match: such a line is no heading (no line break in the line is a heading's text). */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

const isBlank = (code: number) => code === 0x20 || code === 0x09;

/** A heading line's level and text: the blanks after the `#`s and the closing `#`s with their blanks are not text. */
export function headingOf(line: string): { level: number; text: string } | undefined {
  const open = HEADING_OPEN.exec(line);
  if (!open || LINE_TERMINATOR.test(line)) return undefined;
  let start = open[0].length;
  while (start < line.length && isBlank(line.charCodeAt(start))) start++;
  let end = line.length;
  while (end > start && isBlank(line.charCodeAt(end - 1))) end--;
  while (end > start && line.charCodeAt(end - 1) === 0x23) end--;
  while (end > start && isBlank(line.charCodeAt(end - 1))) end--;
  return { level: open[1]!.length, text: line.slice(start, end) };
}

// Every rule of a file reads the same body; the doc object lives as long as the file's check.
const cache = new WeakMap<DocContent, Body>();

/** The Markdown body split into lines, with code fences and headings marked. */
export function bodyOf(doc: DocContent): Body {
  let body = cache.get(doc);
  if (!body) {
    body = splitBody(doc.body ?? '', doc.bodyLine ?? 1);
    cache.set(doc, body);
  }
  return body;
}

export function splitBody(text: string, firstLine: number): Body {
  const lines: BodyLine[] = [];
  const headings: Heading[] = [];
  let fence: string | undefined;
  const raws = text.split('\n');
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i]!;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Fences and headings start within three spaces: look at that character before any regex.
    let at = 0;
    while (at < 3 && line.charCodeAt(at) === 0x20) at++;
    const first = line.charCodeAt(at);
    const marker = first === 0x60 || first === 0x7e ? FENCE.exec(line)?.[1] : undefined;
    if (fence !== undefined) {
      lines.push({ text: line, line: firstLine + i, code: true });
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      lines.push({ text: line, line: firstLine + i, code: true });
      continue;
    }
    lines.push({ text: line, line: firstLine + i, code: false });
    const heading = first === 0x23 ? headingOf(line) : undefined;
    if (heading) headings.push({ ...heading, line: firstLine + i, index: lines.length - 1 });
  }
  return { lines, headings };
}

/** The first `# ` heading: the message's title. */
/** The first `#` heading, without the template's type prefix (`質問:`, `Question:`), which a title repeats. */
export function titleOf(body: Body): string | undefined {
  const text = body.headings.find((h) => h.level === 1 && h.text.trim() !== '')?.text.trim();
  return (
    text?.replace(
      /^(要件|指示|タスク|報告|質問|回答|Requirement|Instruction|Task|Report|Question|Answer)\s*[:：]\s*/i,
      '',
    ) || text
  );
}

/** Headings compare by their words: width, spacing, numbering and an "(あれば)" note do not matter. */
export function normaliseHeading(text: string): string {
  let normal = normalised.get(text);
  if (normal === undefined) {
    normal = text
      .normalize('NFKC')
      .replace(/\(あれば\)/g, '')
      .replace(/^\d+[.)]\s*/, '')
      .replace(/[\s:：]+/g, '')
      .toLowerCase();
    // Every message repeats its template's few headings: they are normalised once, up to a bound.
    if (normalised.size >= 10_000) normalised.clear();
    normalised.set(text, normal);
  }
  return normal;
}

const normalised = new Map<string, string>();

/** The text under the first heading named `name`, up to the next heading of the same or a higher level. */
/**
 * English names teams write for the spec's Japanese section headings, accepted as the same
 * section (literal translations).
 */
export const ENGLISH_HEADINGS: Record<string, readonly string[]> = {
  概要: ['Summary', 'Overview'],
  背景: ['Background'],
  期待する成果: ['Expected outcomes', 'Expected results'],
  制約条件: ['Constraints'],
  優先順位: ['Priorities', 'Priority'],
  備考: ['Notes', 'Remarks'],
  ゴール: ['Goal', 'Goals'],
  コンテキスト: ['Context'],
  成功基準: ['Success criteria'],
  推奨アプローチ: ['Recommended approach'],
  期限目安: ['Deadline', 'Target date'],
  説明: ['Description'],
  完了条件: ['Completion criteria', 'Acceptance criteria', 'Definition of done'],
  技術要件: ['Technical requirements'],
  依存関係: ['Dependencies'],
  参考資料: ['References'],
  ステータス: ['Status'],
  完了項目: ['Completed items', 'Done'],
  残作業: ['Remaining work', 'Remaining'],
  成果物: ['Deliverables'],
  '課題・懸念': ['Issues and concerns', 'Issues', 'Concerns'],
  次のステップ: ['Next steps'],
  質問内容: ['Question'],
  選択肢: ['Options'],
  緊急度: ['Urgency'],
  回答: ['Answer'],
  理由: ['Reason', 'Rationale'],
  追加情報: ['Additional information'],
};

/** The normalised names a section may go by: the spec's heading and its English equivalents. */
export function headingNames(name: string): string[] {
  let names = namesBySection.get(name);
  if (!names) namesBySection.set(name, (names = [name, ...(ENGLISH_HEADINGS[name] ?? [])].map(normaliseHeading)));
  return names;
}

const namesBySection = new Map<string, string[]>();

export function sectionText(body: Body, name: string): string | undefined {
  const wanted = headingNames(name);
  const at = body.headings.findIndex((h) => h.level >= 2 && wanted.includes(normaliseHeading(h.text)));
  if (at === -1) return undefined;
  const heading = body.headings[at]!;
  const next = body.headings.slice(at + 1).find((h) => h.level <= heading.level);
  const end = next ? next.index : body.lines.length;
  const text = body.lines
    .slice(heading.index + 1, end)
    .map((l) => l.text)
    .join('\n')
    .trim();
  return text || undefined;
}
