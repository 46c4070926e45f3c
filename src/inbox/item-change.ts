import type { InboxItem, InboxReason } from '../core/report.js';

/**
 * What changed in an item since its issue was written, in plain words for the reply that
 * refuses a command: read from the issue as it was (its labels and body, both ours) and the
 * issue rendered from the item now. Only our own rendered text is quoted: labels and values
 * come from the new rendering, where they are escaped already.
 */
export function describeChange(before: { labels: readonly string[]; body: string }, now: InboxItem, rendered: string, riskPrefix: string): string[] {
  const out: string[] = [];
  const oldRisk = before.labels.find((l) => l.startsWith(riskPrefix))?.slice(riskPrefix.length);
  if ((oldRisk ?? null) !== (now.risk ?? null)) {
    out.push(now.risk ? `risk is now ${now.risk}${oldRisk && isLevel(oldRisk) ? `, was ${oldRisk}` : ''}` : 'it has no risk any more');
  }
  const oldReason = before.labels.find((l) => l.startsWith('inbox:'))?.slice('inbox:'.length);
  if (oldReason && oldReason !== now.reason && isReason(oldReason)) out.push(`it is now ${REASON_WORDS[now.reason]}, was ${REASON_WORDS[oldReason]}`);

  const was = detailsOf(before.body);
  const is = detailsOf(rendered);
  let removed = 0;
  for (const [label, value] of is) {
    if (label === 'Risk' && out.some((o) => o.startsWith('risk'))) continue;
    if (!was.has(label)) out.push(`${label} was added`);
    else if (was.get(label) !== value) out.push(`${label} changed`);
  }
  for (const label of was.keys()) if (!is.has(label)) removed++;
  if (removed) out.push(`${removed} ${removed === 1 ? 'detail was' : 'details were'} removed`);
  return out.length > 8 ? [...out.slice(0, 8), `${out.length - 8} more changes`] : out;
}

const isLevel = (text: string) => ['low', 'med', 'high'].includes(text);

/** Why an item waits, as the reply says it. */
const REASON_WORDS: Record<InboxReason, string> = {
  approval: 'waiting for approval',
  clarification: 'waiting for answers',
  blocked: 'blocked',
  error: 'failed',
  escalation: 'escalated',
  question: 'asking a question',
};
const isReason = (text: string): text is InboxReason => Object.hasOwn(REASON_WORDS, text);

/** The details an issue body shows, label → rendered value: table rows and quoted blocks under a bold label. */
function detailsOf(body: string): Map<string, string> {
  const details = new Map<string, string>();
  const blocks = body.replace(/\r\n?/g, '\n').split('\n\n');
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.startsWith('| Detail | Value |')) {
      for (const row of block.split('\n').slice(2)) {
        const cells = row.replace(/^\| /, '').replace(/ \|$/, '').split(' | ');
        if (cells.length === 2) details.set(cells[0]!, cells[1]!);
      }
      continue;
    }
    const label = /^\*\*([^\n]+)\*\*$/.exec(block)?.[1];
    const next = blocks[i + 1];
    if (label !== undefined && next?.startsWith('>')) {
      details.set(label, next);
      i++;
    }
  }
  return details;
}
