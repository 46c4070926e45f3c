import { closest } from '../../core/did-you-mean.js';
import type { CommandName, ParsedCommand } from '../../core/format-inbox.js';
import type { InboxReason } from '../../core/report.js';
import { codeSpan, truncate } from '../../render/escape.js';

export type { CommandName, ParsedCommand } from '../../core/format-inbox.js';

interface Usage {
  name: CommandName;
  usage: string;
  does: string;
  example: string;
}

const USAGES: readonly Usage[] = [
  { name: 'approve', usage: '/approve', does: 'Approves a proposed intent (`status: proposed` → `approved`).', example: '/approve' },
  {
    name: 'answer',
    usage: '/answer <n> <text>',
    does: 'Answers clarification `n` (counted from 1) of an intent; the text may go on over the following lines. A message question has one part: `/answer <text>` writes the answer message.',
    example: '/answer 2 Use REST; gRPC can wait.',
  },
  { name: 'retry', usage: '/retry', does: 'Sends a blocked or failed intent back to `approved`, so it runs again.', example: '/retry' },
  { name: 'reject', usage: '/reject [reason]', does: 'Rejects the intent: its file is deleted. The reason goes into the reply and the commit.', example: '/reject Out of scope for this quarter.' },
  { name: 'help', usage: '/help', does: 'Replies with this table.', example: '/help' },
];

/** Every command's name, as written after the `/` (in lower case). */
export const COMMAND_NAMES: readonly CommandName[] = USAGES.map((u) => u.name);
const NAMES = COMMAND_NAMES;
const usageOf = (name: CommandName) => USAGES.find((u) => u.name === name)!.usage;

/** The commands table with an example each: for inbox issue bodies and the `/help` reply. */
export const HELP_TEXT = [
  '| Command | What it does | Example |',
  '|---|---|---|',
  ...USAGES.map((u) => `| \`${u.usage}\` | ${u.does} | \`${u.example}\` |`),
  '',
  'Write the command at the start of a new comment on this issue. The change is committed to the default branch, and the bot replies with what it did.',
].join('\n');

/** The commands that act on an inbox item of this reason, as usage strings. */
export function usageFor(reason: InboxReason): string[] {
  switch (reason) {
    case 'approval':
      return [usageOf('approve'), usageOf('reject')];
    case 'clarification':
      return [usageOf('answer'), usageOf('reject')];
    case 'blocked':
    case 'error':
      return [usageOf('retry'), usageOf('reject')];
    case 'question':
      return ['/answer <text>'];
    default:
      return [];
  }
}

/** `/word` at the start of the first line; a `/path/like/this` is not a command. */
const COMMAND = /^\/([A-Za-z][\w-]*)(?![\w/-])(.*)$/;
const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'first', 'second', 'third', 'fourth', 'fifth']);
const ANSWER_USAGE = 'Write `/answer <n> <text>` for clarification `n` of an intent (e.g. `/answer 2 Use REST`), or `/answer <text>` for a question.';

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
 * comment (undefined). Never throws.
 */
export function parseCommand(body: string): ParsedCommand | undefined {
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
      return args === '' ? { name: word } : error(`\`/${word}\` takes nothing after it on its line; write \`/${word}\` alone on the first line (the lines below it are free).`);
    case 'help':
      return { name: 'help' };
    case 'reject': {
      const reason = `${args}\n${following}`.trim();
      return reason === '' ? { name: 'reject' } : { name: 'reject', reason };
    }
    case 'answer':
      return parseAnswer(args, following);
    default: {
      const near = closest(word, NAMES);
      const hint = near ? ` Did you mean \`/${near}\`?` : '';
      return error(`${codeSpan(truncate(`/${word}`, 40))} is not a command.${hint} The commands: ${USAGES.map((u) => `\`${u.usage}\``).join(', ')}.`);
    }
  }
}

function parseAnswer(args: string, following: string): ParsedCommand {
  const rest = `${args}\n${following}`.trim();
  if (rest === '') return error(`\`/answer\` needs the answer. ${ANSWER_USAGE}`);
  // A number counts only on the command line itself: an answer that starts with a number goes on the next line.
  if (args === '') return { name: 'answer', text: rest, rest };
  const space = args.search(/\s/);
  const token = space === -1 ? args : args.slice(0, space);
  const after = space === -1 ? '' : args.slice(space);
  const digits = /^#?(\d+)[.:)]?$/.exec(token);
  if (digits) {
    const number = Number(digits[1]);
    if (number < 1) return error(`Clarifications are numbered from 1, so ${codeSpan(truncate(token, 24))} names none. ${ANSWER_USAGE}`);
    if (!Number.isSafeInteger(number)) return error(`${codeSpan(truncate(token, 24))} is not a clarification number. ${ANSWER_USAGE}`);
    const text = `${after}\n${following}`.trim();
    if (text === '') return error(`\`/answer ${number}\` needs the answer after the number. ${ANSWER_USAGE}`);
    return { name: 'answer', number, text, rest };
  }
  const lower = token.toLowerCase();
  if (/^[#+-]?\d*[.,]\d+$|^[-+]\d+$/.test(token) || NUMBER_WORDS.has(lower)) {
    return error(
      `Write the clarification number in digits, counted from 1: \`/answer 2 <text>\`. To answer a question with text that starts with ${codeSpan(truncate(token, 20))}, start the answer on the line below \`/answer\`.`,
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
