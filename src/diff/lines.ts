/**
 * The head's lines a pull request changed in one file, read from the file's `patch` as GitHub's
 * pull-request files API gives it: unified-diff hunks only, no file headers. GitHub leaves the
 * patch out for large or binary files and may cut it short; the API's answer is untrusted.
 */
export interface ChangedLines {
  /**
   * Head lines the pull request added (`+`): a suggestion may replace them. Each with its text as
   * the patch shows it (without the `+` and a final `\r`): the head's own text, to compare with a
   * checkout that may be another commit (a pull request's merge).
   */
  added: Map<number, string>;
  /** Every head line inside a hunk, context and added: GitHub accepts a review comment there. */
  commentable: Set<number>;
}

/** `@@ -a,b +c,d @@ section`: the counts are 1 when left out. */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Far beyond any file GitHub diffs; a larger number is no line we could comment on. */
const MAX_LINE = 100_000_000;

const count = (text: string | undefined) => (text === undefined ? 1 : Number(text));

/**
 * The head lines a patch adds and the head lines it shows. Never throws: a line that cannot be
 * read ends its hunk (the next `@@` header starts reading again), a hunk that claims more lines
 * than it holds counts the ones it holds, and a missing or non-string patch changes nothing.
 */
export function changedLines(patch: string | null | undefined): ChangedLines {
  const added = new Map<number, string>();
  const commentable = new Set<number>();
  if (typeof patch !== 'string') return { added, commentable };
  let baseLeft = 0;
  let headLeft = 0;
  let head = 0;
  let from = 0;
  while (from < patch.length) {
    let end = patch.indexOf('\n', from);
    if (end === -1) end = patch.length;
    const line = patch.slice(from, end);
    from = end + 1;
    if (line.startsWith('@@')) {
      const m = HUNK_HEADER.exec(line);
      const start = m ? Number(m[3]) : NaN;
      const baseCount = m ? count(m[2]) : NaN;
      const headCount = m ? count(m[4]) : NaN;
      // A header we cannot read leaves its lines unread until the next one.
      const readable =
        [start, baseCount, headCount].every((n) => Number.isSafeInteger(n) && n <= MAX_LINE) &&
        start + headCount <= MAX_LINE &&
        (headCount === 0 || start >= 1);
      baseLeft = readable ? baseCount : 0;
      headLeft = readable ? headCount : 0;
      // With no head lines, `c` names the line before the hunk (0 at the top).
      head = readable ? start : 0;
      continue;
    }
    const kind = line[0];
    if (kind === '\\') continue; // `\ No newline at end of file`: about the line before it.
    if (kind === '+' && headLeft > 0) {
      added.set(head, line.slice(1).replace(/\r$/, ''));
      commentable.add(head);
      head++;
      headLeft--;
    } else if (kind === '-' && baseLeft > 0) {
      baseLeft--;
    } else if ((kind === ' ' || line === '') && baseLeft > 0 && headLeft > 0) {
      // Some tools write an empty context line without its leading space.
      commentable.add(head);
      head++;
      baseLeft--;
      headLeft--;
    } else {
      // Past the hunk's counts, or a line no hunk holds: nothing more of this hunk is trusted.
      baseLeft = 0;
      headLeft = 0;
    }
  }
  return { added, commentable };
}
