import type { InboxItem } from '../core/report.js';
import { codeSpan, escapeMessage, oneLine, truncate } from '../render/escape.js';

export type ClosingReason =
  /** `detail`: plain text whose backtick-quoted parts are values (like a finding message), see {@link resolutionDetail}. */
  | { kind: 'resolved'; detail: string; commit: string }
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
      const detail = escapeMessage(truncate(oneLine(why.detail).trim(), 1000));
      return detail ? sentence(`Resolved in ${commitRef(why.commit)}: ${detail}`) : `Resolved in ${commitRef(why.commit)}.`;
    }
    case 'deleted':
      return `The file ${codeSpan(truncate(why.path, 500))} was deleted in ${commitRef(why.commit)}, so this item no longer waits for a human.`;
    case 'duplicate': {
      const of = Number.isSafeInteger(why.of) && why.of > 0 ? why.of : 0;
      return of ? `Duplicate of #${of} (created by a concurrent run).` : 'Duplicate of another inbox issue for the same item (created by a concurrent run).';
    }
  }
}

/** The intent id of an `intent/<id>` or `intent/<id>#clarification` key. */
function subjectOf(item: InboxItem): string {
  if (item.format === 'intent' && item.key.startsWith('intent/')) return item.key.slice('intent/'.length).replace(/#.*$/s, '');
  return item.path;
}

/**
 * Why an item left the inbox, for {@link closingComment}: `before` is the item as the issue
 * shows it, `now` the file's current state (undefined when it has none to tell).
 */
export function resolutionDetail(before: InboxItem, now: { status?: string } | undefined): string {
  const subject = `\`${subjectOf(before)}\``;
  if (before.reason === 'clarification' && before.format === 'intent') return `every clarification of ${subject} has an answer`;
  const status = now?.status?.trim();
  const previous = before.details.find((d) => d.label === 'Status')?.value.trim();
  if (status && status !== previous) return `${subject} is now \`${truncate(oneLine(status), 100)}\``;
  return `${subject} no longer waits for a human`;
}
