import { defineRule } from '../../../core/define-rule.js';
import { repoPathProblem } from '../../../rules/shared/repo-path.js';
import { show } from '../../../util/values.js';
import { bodyOf, headingNames, normaliseHeading } from '../body.js';

/** The section of a report that lists its files (spec 5: `- {ファイルパス1}: {説明}`). */
const DELIVERABLES = '成果物';

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x3000;

/** Where a list item's text starts in its line (after `-`, `*`, `+` or `1.` and a blank), or -1 for no list item. */
function itemStart(line: string): number {
  let at = 0;
  while (at < line.length && isSpace(line.charCodeAt(at))) at++;
  const c = line.charCodeAt(at);
  if (c === 0x2d || c === 0x2a || c === 0x2b) at++;
  else {
    const digits = at;
    while (at < line.length && line.charCodeAt(at) >= 0x30 && line.charCodeAt(at) <= 0x39) at++;
    if (at === digits || (line[at] !== '.' && line[at] !== ')')) return -1;
    at++;
  }
  if (!isSpace(line.charCodeAt(at))) return -1;
  while (at < line.length && isSpace(line.charCodeAt(at))) at++;
  return at;
}

/**
 * The file a deliverable names, and where it starts in the line: the item's text up to `: ` (or
 * `：`), a code span's content when it is one. Undefined for prose (a blank inside), a URL and a
 * template placeholder (`{ファイルパス1}`, another rule's).
 */
function deliverableFile(line: string): { path: string; column: number } | undefined {
  let start = itemStart(line);
  if (start < 0) return undefined;
  let end: number;
  if (line[start] === '`') {
    start++;
    end = line.indexOf('`', start);
    if (end < 0) return undefined;
  } else {
    const ascii = line.indexOf(': ', start);
    const wide = line.indexOf('：', start);
    const stops = [ascii, wide, line.endsWith(':') ? line.length - 1 : -1].filter((i) => i >= 0);
    end = stops.length ? Math.min(...stops) : line.length;
  }
  const path = line.slice(start, end).trimEnd();
  if (path === '' || path.includes('://') || path.startsWith('{')) return undefined;
  for (let i = 0; i < path.length; i++) if (isSpace(path.charCodeAt(i))) return undefined;
  return { path, column: start + 1 };
}

export const deliverablePath = defineRule({
  id: 'message/deliverable-path',
  severity: 'error',
  summary:
    'A file a report lists under `## 成果物` (spec 5: `- {ファイルパス}: {説明}`) is an absolute path or leaves the repository.',
  rationale:
    "A report's deliverables are the files the reader goes to check; an absolute path or one through `..` sends them outside the repository, to something the report cannot vouch for.",
  spec: '§ メッセージタイプ別フォーマット',
  check(ctx) {
    const body = bodyOf(ctx.doc);
    const names = headingNames(DELIVERABLES);
    body.headings.forEach((heading, h) => {
      if (heading.level < 2 || !names.includes(normaliseHeading(heading.text))) return;
      const next = body.headings.slice(h + 1).find((other) => other.level <= heading.level);
      const end = next ? next.index : body.lines.length;
      for (const line of body.lines.slice(heading.index + 1, end)) {
        if (line.code) continue;
        const file = deliverableFile(line.text);
        const problem = file && repoPathProblem(file.path);
        if (!file || (problem !== 'absolute' && problem !== 'escapes')) continue;
        ctx.reportAt(
          { line: line.line, column: file.column },
          problem === 'absolute'
            ? `This deliverable (${show(file.path)}) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.`
            : `This deliverable (${show(file.path)}) leaves the repository through \`..\`: list it relative to the repository root, where the reader finds it.`,
        );
      }
    });
  },
});
