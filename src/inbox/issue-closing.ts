import { createHash } from 'node:crypto';
import { codeSpan, escapeMessage, inert, oneLine, truncate } from '../render/escape.js';

export type ClosingReason =
  /** `detail`: plain text whose backtick-quoted parts are values (like a finding message). */
  | { kind: 'resolved'; detail: string; commit: string; sha?: string }
  /** Left by a change that breaks a rule guarding a person's decision (`words`: `approval skipped`). */
  | { kind: 'undecided'; ruleId: string; words: string; commit: string; sha?: string }
  | { kind: 'deleted'; path: string; commit: string }
  | { kind: 'duplicate'; of: number };

/** A short or full sha stays bare so GitHub links it; anything else is shown as code. */
function commitRef(commit: string): string {
  return /^[0-9a-f]{7,40}$/i.test(commit) ? commit : codeSpan(truncate(commit, 40));
}

function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The comment posted when the action closes an inbox issue: why it closed, in one line. */
export function closingComment(why: ClosingReason): string {
  switch (why.kind) {
    case 'resolved': {
      const detail = escapeMessage(truncate(oneLine(inert(why.detail)).trim(), 1000));
      return detail
        ? sentence(`Resolved in ${commitRef(why.commit)}: ${detail}`)
        : `Resolved in ${commitRef(why.commit)}.`;
    }
    case 'undecided':
      return `Left the inbox in ${commitRef(why.commit)} through a change, not a decision taken here (${escapeMessage(inert(why.words))}): ${codeSpan(truncate(why.ruleId, 100))} reports that change.`;
    case 'deleted':
      return `The file ${codeSpan(truncate(why.path, 500))} was deleted in ${commitRef(why.commit)}, so this item no longer waits for a human.`;
    case 'duplicate': {
      const of = Number.isSafeInteger(why.of) && why.of > 0 ? why.of : 0;
      return of
        ? `Duplicate of #${of} (created by a concurrent run).`
        : 'Duplicate of another inbox issue for the same item (created by a concurrent run).';
    }
  }
}

/**
 * A closed issue's body as it ends: its first paragraph says the final state (`final`, Markdown
 * made of escaped parts, as a closing comment is), in place of what was asked; the approvals count
 * and the commands, which a closed issue no longer takes, are left out. The details, the file
 * link, the footer and the hidden marker stay, so the issue is found again by its item.
 */
export function closedBody(body: string, final: string): string {
  const parts = body.replace(/\r\n?/g, '\n').trimEnd().split('\n\n');
  const commands = parts.indexOf(COMMANDS_HEADING);
  const kept = parts
    .slice(1)
    .filter(
      (part, i) =>
        !part.startsWith('**Approvals:** ') && !(commands !== -1 && i + 1 >= commands && i + 1 < commands + 4),
    );
  return [`**Closed.** ${final.trim()}`, ...kept].join('\n\n');
}

/** The heading of an issue's commands, which {@link closedBody} leaves out with its three paragraphs. */
export const COMMANDS_HEADING = '#### Commands';

/** The hidden last line of our closing comments: which closing of the issue it is for. */
const CLOSING_MARKER = '<!-- handoff-gate:closing';

/**
 * Which closing of an issue a closing comment belongs to: a hash of the issue's body as it was
 * when closed. A re-run after a half-failed close (comment posted, close refused) and a
 * concurrent run see the same body, so they find the comment; a later closing of the same
 * issue, after it was reopened with a body rendered at a newer commit, gets a comment of its own.
 */
export function closingState(issueBody: string): string {
  return createHash('sha256').update(issueBody.replace(/\r\n/g, '\n').trimEnd(), 'utf8').digest('hex').slice(0, 12);
}

function closingMarker(state: string): string {
  return `${CLOSING_MARKER} state=${state} -->`;
}

/**
 * The closing comment with its marker as the last line. Nothing from files can forge it: the
 * comment's text is escaped ({@link closingComment} keeps every outside value on the first line,
 * with `<` escaped), and only the last line, written here, counts.
 */
export function withClosingMarker(comment: string, state: string): string {
  return `${comment.trimEnd()}\n\n${closingMarker(state)}`;
}

/** Whether a comment's body is our closing comment for `state` (the caller checks its author). */
export function isClosingComment(body: string, state: string): boolean {
  const lines = body.replace(/\r\n/g, '\n').trimEnd().split('\n');
  return lines.length > 1 && lines.at(-1) === closingMarker(state);
}
