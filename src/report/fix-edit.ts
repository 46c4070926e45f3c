/**
 * One span of a fix and the text to put there. Lines and columns are 1-based and count as
 * findings do (UTF-16 code units, a CRLF is one line break, a byte-order mark shifts nothing); the
 * end is exclusive (the column just after the last character replaced), as in SARIF and editors.
 * A span never crosses a line break, so applying it keeps every line ending, the indentation,
 * comments and the quoting of the file as they were; the one exception deletes whole lines (from
 * column 1 to column 1 of a later line, replaced by nothing), which leaves the others untouched.
 */
export interface FixEdit {
  /** The span's first line. */
  line: number;
  /** The column of the first character replaced. */
  column: number;
  /** The line it ends on: `line`, except where it deletes whole lines (then the line after the last one). */
  endLine: number;
  /** The column just after the last character replaced; 1 where it deletes whole lines. */
  endColumn: number;
  /** What goes in its place, quoting included; empty to delete. */
  text: string;
}

/**
 * One safe, mechanical fix of a finding: its first span, and any further spans (`also`) that are
 * applied with it, all or none (the two lines of a code fence around a file).
 */
export interface Fix extends FixEdit {
  /** The further spans applied with the first, all or none (a code fence's closing line); absent when there are none. */
  also?: readonly FixEdit[];
}
