import type { Fix } from '../report/fix-edit.js';
import type { ParseProblem } from './types.js';

/** A YAML or JSON file wrapped in a Markdown code fence. */
export const CODE_FENCE_RULE = 'parse/code-fence';

/** A YAML or JSON file wrapped whole in a Markdown code fence, as a chat answer pastes it. */
export interface CodeFence {
  /** The text with both fence lines emptied (their line breaks kept), so positions stay the file's own. */
  inner: string;
  problem: ParseProblem;
}

/** The languages a fence may name for each syntax (lower case), and none. */
const LANGUAGES: Record<'yaml' | 'json', readonly string[]> = {
  yaml: ['', 'yaml', 'yml'],
  json: ['', 'json', 'jsonc', 'json5'],
};

const FENCE = '```';

/** A line without its line break, its `\r`, and blanks at its end. */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t' || line[end - 1] === '\r')) end--;
  return line.slice(0, end);
}

/**
 * The fence around the whole file, or undefined: the first line is ```` ``` ```` with no language
 * or the syntax's own, and the last line that is not blank is ```` ``` ```` alone. Plain string
 * code, one pass over the text. The finding carries one fix that deletes both lines whole.
 */
export function findCodeFence(text: string, syntax: 'yaml' | 'json'): CodeFence | undefined {
  if (!text.startsWith(FENCE)) return undefined;
  const firstBreak = text.indexOf('\n');
  if (firstBreak === -1) return undefined;
  const opening = trimEnd(text.slice(0, firstBreak));
  const language = opening.slice(FENCE.length).trim().toLowerCase();
  if (!LANGUAGES[syntax].includes(language)) return undefined;
  // The last line that holds more than blanks.
  let end = text.length;
  while (
    end > firstBreak &&
    (text[end - 1] === '\n' || text[end - 1] === '\r' || text[end - 1] === ' ' || text[end - 1] === '\t')
  )
    end--;
  const lastStart = text.lastIndexOf('\n', end - 1) + 1;
  if (lastStart <= firstBreak || trimEnd(text.slice(lastStart, end)) !== FENCE) return undefined;
  const closingBreak = text.indexOf('\n', lastStart);
  const closingEnd = closingBreak === -1 ? text.length : closingBreak;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < lastStart; i = text.indexOf('\n', i + 1)) line++;
  const closingWidth = closingEnd - lastStart - (text[closingEnd - 1] === '\r' ? 1 : 0);
  const openingWidth = firstBreak - (text[firstBreak - 1] === '\r' ? 1 : 0);
  // Whole lines, with their line breaks; a last line without one is emptied, the break before it kept.
  const fix: Fix = {
    line: 1,
    column: 1,
    endLine: 2,
    endColumn: 1,
    text: '',
    also: [
      closingBreak === -1
        ? { line, column: 1, endLine: line, endColumn: closingWidth + 1, text: '' }
        : { line, column: 1, endLine: line + 1, endColumn: 1, text: '' },
    ],
  };
  const inner = text.slice(openingWidth, lastStart) + text.slice(lastStart + closingWidth);
  const name = syntax === 'yaml' ? 'YAML' : 'JSON';
  return {
    inner,
    problem: {
      ruleId: CODE_FENCE_RULE,
      severity: 'error',
      line: 1,
      column: 1,
      message: `The file is wrapped in a Markdown code fence (${FENCE}${opening.slice(FENCE.length).trim()} on line 1, ${FENCE} on line ${line}), which is not ${name}: remove both fence lines. The lines between them were checked as ${name}.`,
      fix,
    },
  };
}
