const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

/**
 * Where a syntax error really is when the parser placed it on a blank line: its range may start
 * at the blank lines before the token it stumbled on (`All mapping items must start at the same
 * column` for a key indented one space less after an empty line). Then the first character of
 * that token, or, when only blanks follow, the last non-blank character before; otherwise the
 * offset as given. Linear in the blank run it crosses.
 */
export function offTheBlankLine(text: string, offset: number): number {
  let start = offset;
  while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
  // Something precedes it on its line: the line is not blank.
  if (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') return offset;
  let end = offset;
  while (end < text.length && isBlank(text[end])) end++;
  if (end < text.length) return text.slice(offset, end).includes('\n') ? end : offset;
  let back = start;
  while (back > 0 && isBlank(text[back - 1])) back--;
  return back > 0 ? back - 1 : offset;
}
