import type { FormatDefinition } from '../core/format.js';
import type { ReasonWords } from '../core/format-inbox.js';
import type { FormatId, InboxItem, InboxReason } from '../report/report.js';

/**
 * The words for a reason: those of the item's format, else (a reason read back from an issue's
 * `inbox:<reason>` label, or an item of a format the list lacks) those of the first format that
 * declares it. Undefined when no format does.
 */
export function reasonWords(
  formats: readonly FormatDefinition[],
  reason: InboxReason,
  format?: FormatId,
): ReasonWords | undefined {
  const own = formats.find((f) => f.id === format)?.inbox?.reasons;
  if (own && Object.hasOwn(own, reason)) return own[reason];
  for (const f of formats) {
    const reasons = f.inbox?.reasons;
    if (reasons && Object.hasOwn(reasons, reason)) return reasons[reason];
  }
  return undefined;
}

/** Whether the item is approved under the approvals policy (its reason's words say `approvals`). */
export function countsApprovals(
  formats: readonly FormatDefinition[],
  item: Pick<InboxItem, 'reason' | 'format'>,
): boolean {
  return reasonWords(formats, item.reason, item.format)?.approvals === true;
}
