import { closest } from '../../util/did-you-mean.js';
import type { FormatDefinition } from '../../core/format.js';
import type { CommandName, HelpRow, ParsedCommand } from '../../core/format-inbox.js';
import { codeSpan, truncate } from '../../render/escape.js';

export type { CommandName, ParsedCommand } from '../../core/format-inbox.js';

/** Every command's name, as written after the `/` (in lower case): the grammar, whatever the formats. */
export const COMMAND_NAMES: readonly CommandName[] = ['approve', 'answer', 'retry', 'reject', 'help'];
const NAMES = COMMAND_NAMES;

const HELP_ROW: HelpRow = { name: 'help', usage: '/help', does: 'Replies with this table.', example: '/help' };

/**
 * The commands as the formats word them: one row per command, in the order the formats first
 * name them (`/help` last), each format's words for it in turn; and the `/answer` hints.
 */
function commandWords(formats: readonly FormatDefinition[]) {
  const rows: HelpRow[] = [];
  const answerUsages: string[] = [];
  let numbered: string | undefined;
  for (const format of formats) {
    const words = format.inbox?.commands;
    if (!words) continue;
    for (const row of words.help) {
      const at = rows.findIndex((r) => r.name === row.name);
      if (at === -1) rows.push({ ...row });
      else rows[at] = { ...rows[at]!, does: `${rows[at]!.does} ${row.does}` };
    }
    if (words.answerUsage) answerUsages.push(words.answerUsage);
    numbered ??= words.numbered;
  }
  rows.push(HELP_ROW);
  return {
    rows,
    answerUsage: `Write ${answerUsages.length ? answerUsages.join(', or ') : '`/answer <text>`'}.`,
    numbered: numbered ?? 'answer',
  };
}

/** The commands table with an example each, for the `/help` reply: every command the formats take. */
export function helpText(formats: readonly FormatDefinition[]): string {
  return [
    '| Command | What it does | Example |',
    '|---|---|---|',
    ...commandWords(formats).rows.map((u) => `| \`${u.usage}\` | ${u.does} | \`${u.example}\` |`),
    '',
    'Write the command at the start of a new comment on this issue. The change is committed to the default branch, and the bot replies with what it did.',
  ].join('\n');
}

/** `/word` at the start of the first line; a `/path/like/this` is not a command. */
const COMMAND = /^\/([A-Za-z][\w-]*)(?![\w/-])(.*)$/;
const NUMBER_WORDS = new Set([
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
]);

const error = (message: string): ParsedCommand => ({ error: message });

/** Blank as Markdown counts it: spaces and tabs only (a zero-width or no-break space is text). */
const BLANK = /^[ \t]*$/;
/** At most three spaces before the `/`: four, or a tab, make an indented code block. */
const COMMAND_LINE = /^ {0,3}(\/.*)$/;

/** A comment's first non-blank line (line breaks read as Markdown reads them) and the lines after it. */
export function firstLine(body: string): { line: string; following: string } | undefined {
  if (typeof body !== 'string') return undefined;
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const at = lines.findIndex((line) => !BLANK.test(line));
  if (at === -1) return undefined;
  return { line: lines[at]!, following: lines.slice(at + 1).join('\n') };
}

/**
 * The command in an issue comment: its first non-blank line, when that line is plainly a
 * `/command` a person wrote. Since the command has to be the first thing in the comment, no
 * fence, quote or HTML comment can have opened before it: what rules out a quoted, fenced,
 * commented or indented `/approve` is that the first line starts with `>`, a fence, `<!--`,
 * four spaces or a tab, and a later line never counts. A BOM or zero-width character before
 * the `/` makes it text too (the command would be invisible as written; `lookAlikeCommand`
 * tells such a word apart, so that its writer hears it was not run). Anything else is a normal
 * comment (undefined). `formats` word the hints of a command that cannot be read. Never throws.
 */
export function parseCommand(body: string, formats: readonly FormatDefinition[]): ParsedCommand | undefined {
  const first = firstLine(body);
  if (first === undefined) return undefined;
  const line = COMMAND_LINE.exec(first.line)?.[1];
  if (line === undefined) return undefined;
  const match = COMMAND.exec(withoutTrailingBlanks(line));
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const args = match[2]!.trim();
  const { following } = first;
  switch (word) {
    case 'approve':
    case 'retry':
      return args === ''
        ? { name: word }
        : error(
            `\`/${word}\` takes nothing after it on its line; write \`/${word}\` alone on the first line (the lines below it are free).`,
          );
    case 'help':
      return { name: 'help' };
    case 'reject': {
      const reason = `${args}\n${following}`.trim();
      return reason === '' ? { name: 'reject' } : { name: 'reject', reason };
    }
    case 'answer':
      return parseAnswer(args, following, commandWords(formats));
    default: {
      const near = closest(word, NAMES);
      const hint = near ? ` Did you mean \`/${near}\`?` : '';
      return error(
        `${codeSpan(truncate(`/${word}`, 40))} is not a command.${hint} The commands: ${commandWords(formats)
          .rows.map((u) => `\`${u.usage}\``)
          .join(', ')}.`,
      );
    }
  }
}

function parseAnswer(args: string, following: string, words: { answerUsage: string; numbered: string }): ParsedCommand {
  const { answerUsage, numbered } = words;
  const numberedPlural = `${numbered.charAt(0).toUpperCase()}${numbered.slice(1)}s`;
  const rest = `${args}\n${following}`.trim();
  if (rest === '') return error(`\`/answer\` needs the answer. ${answerUsage}`);
  // A number counts only on the command line itself: an answer that starts with a number goes on the next line.
  if (args === '') return { name: 'answer', text: rest, rest };
  const space = args.search(/\s/);
  const token = space === -1 ? args : args.slice(0, space);
  const after = space === -1 ? '' : args.slice(space);
  const digits = /^#?(\d+)[.:)]?$/.exec(token);
  if (digits) {
    const number = Number(digits[1]);
    if (number < 1)
      return error(
        `${numberedPlural} are numbered from 1, so ${codeSpan(truncate(token, 24))} names none. ${answerUsage}`,
      );
    if (!Number.isSafeInteger(number))
      return error(`${codeSpan(truncate(token, 24))} is not a ${numbered} number. ${answerUsage}`);
    const text = `${after}\n${following}`.trim();
    if (text === '') return error(`\`/answer ${number}\` needs the answer after the number. ${answerUsage}`);
    return { name: 'answer', number, text, rest };
  }
  const lower = token.toLowerCase();
  if (/^[#+-]?\d*[.,]\d+$|^[-+]\d+$/.test(token) || NUMBER_WORDS.has(lower)) {
    return error(
      `Write the ${numbered} number in digits, counted from 1: \`/answer 2 <text>\`. To answer a question with text that starts with ${codeSpan(truncate(token, 20))}, start the answer on the line below \`/answer\`.`,
    );
  }
  return { name: 'answer', text: rest, rest };
}

/** The line without the spaces and tabs that end it (a loop: `/[ \t]+$/` rescans a long run of blanks from each one). */
function withoutTrailingBlanks(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 0x20 || line.charCodeAt(end - 1) === 0x09)) end--;
  return line.slice(0, end);
}
