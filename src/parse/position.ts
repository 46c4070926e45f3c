/** 1-based, as editors and GitHub annotations count. */
export interface Position {
  line: number;
  column: number;
}

/**
 * The 1-based line and column of an offset in a text. Columns count UTF-16 code units, as the
 * `yaml` package's positions, editors' cursor offsets (VS Code, the language server protocol) and
 * our SARIF output (`columnKind: utf16CodeUnits`) do: a character outside the Basic Multilingual
 * Plane (an emoji, U+1F600) counts 2. A CRLF is one line break (the CR ends the line before it);
 * a byte-order mark was removed when the file was decoded, so it shifts nothing.
 */
export function positionOf(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
