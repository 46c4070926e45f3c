import type { FormatDefinition } from '../core/format.js';
import { reasonWords } from './reasons.js';
import type { InboxItem } from '../report/report.js';

/**
 * What changed in an item since its issue was written, in plain words for the reply that
 * refuses a command: read from the issue as it was (its labels and body, both ours) and the
 * issue rendered from the item now. Only our own rendered text is quoted: labels and values
 * come from the new rendering, where they are escaped already.
 */
export function describeChange(
  before: { labels: readonly string[]; body: string },
  now: InboxItem,
  rendered: string,
  riskPrefix: string,
  formats: readonly FormatDefinition[],
): string[] {
  const out: string[] = [];
  const oldRisk = before.labels.find((l) => l.startsWith(riskPrefix))?.slice(riskPrefix.length);
  if ((oldRisk ?? null) !== (now.risk ?? null)) {
    out.push(
      now.risk
        ? `risk is now ${now.risk}${oldRisk && isLevel(oldRisk) ? `, was ${oldRisk}` : ''}`
        : 'it has no risk any more',
    );
  }
  const oldReason = before.labels.find((l) => l.startsWith('inbox:'))?.slice('inbox:'.length);
  // Each reason in its format's words (`waiting for approval`); a label no format words is not quoted.
  const was = oldReason && oldReason !== now.reason ? reasonWords(formats, oldReason, now.format) : undefined;
  const is = reasonWords(formats, now.reason, now.format);
  if (was && is) out.push(`it is now ${is.waiting}, was ${was.waiting}`);

  const shownBefore = detailsOf(before.body);
  const shownNow = detailsOf(rendered);
  let removed = 0;
  for (const [label, value] of shownNow) {
    if (label === 'Risk' && out.some((o) => o.startsWith('risk'))) continue;
    if (!shownBefore.has(label)) out.push(`${label} was added`);
    else if (shownBefore.get(label) !== value) out.push(`${label} changed`);
  }
  for (const label of shownBefore.keys()) if (!shownNow.has(label)) removed++;
  if (removed) out.push(`${removed} ${removed === 1 ? 'detail was' : 'details were'} removed`);
  return out.length > 8 ? [...out.slice(0, 8), `${out.length - 8} more changes`] : out;
}

const isLevel = (text: string) => ['low', 'med', 'high'].includes(text);

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
