import type { InboxItem, InboxReason } from '../report/report.js';

/**
 * A bot command read from an inbox issue comment (`src/inbox/commands/parse.ts` reads it). `error`
 * is a comment that is meant as a command but cannot be carried out as written: its message
 * says the right usage.
 */
export type ParsedCommand =
  | { name: 'approve' }
  | { name: 'retry' }
  | { name: 'help' }
  | { name: 'reject'; reason?: string }
  | {
      name: 'answer';
      /** The 1-based clarification number, when the command line starts with one. */
      number?: number;
      /** The answer: everything after the number (or after `/answer` when there is none). */
      text: string;
      /** Everything after `/answer`, number included: the answer to a message question, which has no numbered parts. */
      rest: string;
    }
  | { error: string };

/** A command that can be carried out (not an error). */
export type Command = Exclude<ParsedCommand, { error: string }>;
export type CommandName = Command['name'];

/** What a command does to an item's file. Summaries and reasons are Markdown, escaped, ready to post. */
export type EditOutcome =
  | { kind: 'edit'; text: string; summary: string; commitMessage: string }
  | { kind: 'delete'; summary: string; commitMessage: string }
  | { kind: 'refused'; reason: string };

export type Refused = Extract<EditOutcome, { kind: 'refused' }>;

export const refused = (reason: string): Refused => ({ kind: 'refused', reason });

/** A command that writes several files together, in this order; one of them is the item's own file. */
export interface FilesOutcome {
  kind: 'files';
  files: Array<{ path: string; text: string }>;
  summary: string;
  commitMessage: string;
}

/** What a command needs besides the file: who asked, and for a new file an id and a time. */
interface CommandContext {
  /** The commenter's login. */
  user: string;
  now: Date;
  /** A new id (a ULID). */
  newId: () => string;
}

/**
 * How a command applies to an item: refused before its file is read, or the edit to make to the
 * file's text as the branch head holds it (computed again when the file moved on meanwhile).
 */
type CommandPlan =
  | Refused
  | { kind: 'apply'; edit(file: { path: string; text: string }, ctx: CommandContext): EditOutcome | FilesOutcome };

/** An item that no longer waits for a human, as its issue is closed. */
export interface LeftItem {
  /** How the item is named ({@link FormatInbox.nameOf}), or its key when no file is known. */
  name: string;
  /** The key's part (`clarification`), if any. */
  part?: string;
  /** The item's file, when known. */
  path?: string;
  /** The file's text now (read on demand), undefined when it cannot be read. */
  text(): string | undefined;
}

/**
 * An issue's first line: what is asked of the reader, then the item's own words it asks about.
 * `ask`: Markdown, escaped, what is asked in bold and then who asks, ending in `:`
 * (`**Answer this question** (from `pm`):`); `text`: file
 * text (the question, the blocker, the intent's title), which the issue shows on that line, escaped
 * and cut at a word; `detail`: the label of the detail that holds `text`, which the body does not
 * repeat when the first line shows it whole.
 */
interface Ask {
  ask: string;
  text?: string;
  detail?: string;
}

/** How the inbox words one reason an item waits for a human. */
export interface ReasonWords {
  /** The first line: what is asked (see {@link Ask}). Default: the item's title. */
  asks?(item: InboxItem): Ask;
  /** The line after it: why the item waits, in a sentence (Markdown, escaped). */
  statement(item: InboxItem): string;
  /**
   * Which change on the default branch closes the item, besides a command (Markdown, escaped):
   * `a change to `x.yaml` that moves its `status` off `blocked``. Said on the first lines.
   */
  closes?(item: InboxItem): string;
  /** The state in a reply's words (`waiting for approval`), as in `it is now …, was …`. */
  waiting: string;
  /** The colour of the `inbox:<reason>` label (six hex digits), for creating the label. */
  colour: string;
  /**
   * An item waiting for this reason is approved with `/approve` under the approvals policy
   * (`approvers.*`): its issue shows the count, and an approval counts towards the quorum.
   */
  approvals?: true;
}

/** Every reason a format's items wait for, with its words: a reason the format raises must have words. */
type InboxReasons<R extends InboxReason> = { readonly [K in R]: ReasonWords };

/** What one of an item's actions does, for the list of commands. */
export interface CommandHelp {
  /** What it does, in a few words (Markdown, escaped): `answer the question: …`. */
  what: string;
  /** A comment that uses it. */
  example: string;
}

/**
 * One row of the `/help` reply's table. Several formats' rows for the same command make one
 * row: the first one's usage and example, and every one's words in the order of the formats.
 */
export interface HelpRow {
  name: CommandName;
  usage: string;
  does: string;
  example: string;
}

/** How a format words the bot commands its items take, for `/help` and the parser's hints. */
interface CommandWords {
  /** The rows of the `/help` table the format adds to. */
  help: readonly HelpRow[];
  /** How `/answer` is written for the format's items, for a hint after an `/answer` that cannot be read (`` `/answer <text>` for a question ``). */
  answerUsage?: string;
  /** What the number of `/answer <n>` counts, where the format numbers its answers (`clarification`). */
  numbered?: string;
}

/**
 * What the inbox does with a format's items beyond listing them: the reasons they wait for and
 * their wording, naming them, the bot commands that edit their files, the wording of their
 * issues and of the comment that closes one. Apart from `reasons`, every part is optional; what
 * a format leaves out gets the default each part names. `R`: the reasons the format raises.
 */
export interface FormatInbox<R extends InboxReason = InboxReason> {
  /** Every reason the format's items wait for, with its words (see {@link defineInbox}). */
  reasons: InboxReasons<R>;
  /** How replies and closing comments name an item, from its file's path (an intent: its id, the file's stem). Default: the path. */
  nameOf?(path: string): string;
  /**
   * The file a marker's bare key names (markers written before they named files): never a path
   * guessed from the key's text. `files` lists the format's files in the checkout. Default: the
   * path a path-based key holds.
   */
  fileOfKey?(key: string, files: () => readonly string[]): string | undefined;
  /** How a command applies to an item. Undefined: no command applies to it (the inbox says so, and how to resolve it instead). */
  command?(item: InboxItem, command: Command): CommandPlan | undefined;
  /** After `/answer`, whether the item in its file's new text still waits for a human. Default: it does not. */
  stillWaits?(text: string): boolean;
  /** Why the item left the inbox, for the closing comment: plain text whose backtick-quoted parts are values. Default: {@link describeLeft}'s. */
  left?(item: LeftItem): string;
  /** What one of the item's actions (`item.actions`) does, for its issue. Undefined: the action is listed bare. */
  commandHelp?(action: string, item: InboxItem): CommandHelp | undefined;
  /** How the format words the commands its items take. */
  commands?: CommandWords;
}

/** The value of an item's detail by its label (the format that wrote the item names its labels). */
export function detailOf(item: Pick<InboxItem, 'details'>, label: string): string | undefined {
  return item.details.find((d) => d.label === label)?.value;
}

/**
 * A format's `inbox` part, with the reasons its items may raise checked: `R` is read from
 * `reasons` alone, so an item of a reason without words does not compile.
 */
export function defineInbox<R extends InboxReason>(inbox: FormatInbox<R>): FormatInbox<R> {
  return inbox;
}
