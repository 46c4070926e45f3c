/**
 * Text for the Actions log that the runner can never read as a workflow command.
 *
 * What the runner parses (actions/runner, src/Runner.Common/ActionCommand.cs and
 * src/Runner.Worker/ActionCommandManager.cs): it reads the step's stdout and stderr line by line
 * (.NET's ReadLine: a line ends at `\n`, `\r\n` or a bare `\r`) and tries each line as
 *  - a v2 command, `TryParseV2`: the line after `TrimStart()` (every Unicode white space) starts
 *    with `::`, and a second `::` ends the name and properties (`::name k=v,k=v::data`);
 *  - a v1 command, `TryParse`: `##[name k=v;k=v]data` found ANYWHERE in the line (`IndexOf`).
 * Only registered names count, but `::stop-commands::token` registers `token` as the command that
 * resumes processing, so any name can become one: we neutralise by shape, never by name. The
 * toolkit (actions/toolkit, packages/core/src/command.ts) escapes a command's data (`%`, `\r`,
 * `\n`) and properties (also `:` and `,`), which keeps text inside one command; but `core.info`
 * writes its message as it is, and anything else that prints (a library's warning) does too.
 *
 * So every line the action prints that is not one of its own commands goes through
 * {@link safeLines}: a line that would start a command after trimming gets a visible `> ` before
 * the `::`, every `##[` becomes `## [`, and invisible or bidi characters are shown as `<U+XXXX>`
 * (a log line should read as it is). {@link oneLogLine} also shows line breaks inside outside text
 * as a visible `⏎`, for messages that are one line by design.
 */
import { inert } from '../render/escape.js';
import { redactSecrets } from '../secrets.js';

/** What the runner (or a terminal) treats as the end of a line; the Unicode ones for good measure. */
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
export const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'g');

/**
 * What .NET's `TrimStart()` removes (`char.IsWhiteSpace`), plus the invisible characters a reader
 * would not see before the `::` (they are shown visibly anyway, this is belt and braces).
 */
export const LEADING_BLANK = '[\\s\\u0085\\u180e\\u200b-\\u200d\\u2060\\ufeff]*';
export const COMMAND_START = new RegExp(`^(${LEADING_BLANK})::`);
export const LONE_COLON = new RegExp(`^(${LEADING_BLANK}):$`);

/** The mark put before a `::` that would otherwise start a command. */
export const COMMAND_MARK = '> ';

/** One line (no line break in it) that the runner reads as plain text. */
export function safeLine(line: string): string {
  return inert(line).replace(COMMAND_START, `$1${COMMAND_MARK}::`).replace(/##\[/g, '## [');
}

/** Text of any number of lines, each made safe, credentials named, never shown; line breaks of every kind become `\n`. */
export function safeLines(text: string): string {
  return redactSecrets(text).split(LINE_BREAK).map(safeLine).join('\n');
}

/** A message that is one line by design: line breaks in the outside text it carries show as `⏎`; credentials are named, never shown. */
export function oneLogLine(text: string): string {
  return safeLine(redactSecrets(text).replace(LINE_BREAKS, '⏎'));
}

/**
 * Writes to one stream (stdout, stderr) made safe as they go, for text the action did not write as
 * one of its own commands. Writes may split a line anywhere, so the state of the line being
 * written (only blanks so far; how many `#` it ends with) is carried from one write to the next.
 */
export class LineGuard {
  /** The line written so far holds only blanks: a `::` now would start a command. */
  private blank = true;
  /** Trailing `#`s of the line written so far (at most 2): a `[` now would complete `##[`. */
  private hashes = 0;

  /** The chunk as it may be written, given what was written before it on the same line. */
  text(chunk: string): string {
    // Stand-ins for what this line already holds: a non-blank and its trailing `#`s. Neither rule
    // changes them (the mark goes before `::`, the space before `[`), so they are cut off again.
    const before = (this.blank ? '' : 'x') + '#'.repeat(this.hashes);
    const lines = (before + chunk).split(LINE_BREAK);
    const out = lines.map(safeLine);
    // A write that ends with blanks and one `:` may be followed by the second `:`: mark it now.
    out[out.length - 1] = out.at(-1)!.replace(LONE_COLON, `$1${COMMAND_MARK}:`);
    const last = out.at(-1)!;
    this.blank = new RegExp(`^${LEADING_BLANK}$`).test(last);
    this.hashes = /##$/.test(last) ? 2 : /#$/.test(last) ? 1 : 0;
    // Every kind of line break becomes `\n`, as in safeLines: a bare CR, VT, FF, NEL, LS or PS
    // would otherwise reach a terminal reading the log raw (a CR rewrites the line it ends).
    return out.join('\n').slice(before.length);
  }

  /** Our own command was written: it ends with a line break. */
  reset(): void {
    this.blank = true;
    this.hashes = 0;
  }
}
