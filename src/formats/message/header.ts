import type { DocContent } from '../../parse/types.js';
import type { ReportOptions, RuleContext } from '../../core/define-rule.js';
import { asString, field, isRecord } from '../../util/values.js';
import { bodyOf } from './body.js';
import { bracketField, normaliseBracketValue, parseBracketHeader, type BracketHeader } from './bracket-header.js';

export type HeaderField = 'id' | 'from' | 'to' | 'type' | 'priority' | 'status';

/**
 * What a message says about itself, from its frontmatter or, failing that, from a bracket
 * header: the rules that compare values (folder, status transition, inbox) read both alike.
 */
export interface MessageHeader {
  source: 'frontmatter' | 'bracket';
  /** String values only; bracket values normalised to the frontmatter's spelling (`PM` → `pm`). */
  values: Partial<Record<HeaderField, string>>;
  /** Set when `source` is `bracket`. */
  bracket?: BracketHeader;
}

const brackets = new WeakMap<DocContent, BracketHeader | null>();

/**
 * ` TO:` anywhere: a body without it has no bracket header, and is not split into lines for one.
 * Looser than the header itself (which {@link parseBracketHeader} reads): spelling out the kind
 * here (`\[[A-Za-z][A-Za-z_ -]{0,30}?\s+TO`) rescans a run of blanks once for every place the kind may end.
 */
const MAYBE_BRACKET = /\sTO\s*:/i;

/** The file's bracket header, if it has one (with or without frontmatter). */
export function bracketOf(doc: DocContent): BracketHeader | undefined {
  let found = brackets.get(doc);
  if (found === undefined) {
    found = MAYBE_BRACKET.test(doc.body ?? '') ? (parseBracketHeader(bodyOf(doc)) ?? null) : null;
    brackets.set(doc, found);
  }
  return found ?? undefined;
}

// Most rules of a message read its header: it is worked out once per document.
const headers = new WeakMap<DocContent, MessageHeader | null>();

/** The header fields of a message; undefined when it has neither frontmatter nor a bracket header. */
export function headerOf(doc: DocContent): MessageHeader | undefined {
  let header = headers.get(doc);
  if (header === undefined) {
    header = readHeader(doc) ?? null;
    headers.set(doc, header);
  }
  return header ?? undefined;
}

function readHeader(doc: DocContent): MessageHeader | undefined {
  if (isRecord(doc.data)) {
    const values: MessageHeader['values'] = {};
    for (const key of ['id', 'from', 'to', 'type', 'priority', 'status'] as const) {
      const value = asString(field(doc.data, key));
      if (value !== undefined) values[key] = value;
    }
    return { source: 'frontmatter', values };
  }
  if (doc.data !== null && doc.data !== undefined) return undefined;
  const bracket = bracketOf(doc);
  if (!bracket) return undefined;
  const values: MessageHeader['values'] = {
    type: normaliseBracketValue(bracket.kind),
    to: normaliseBracketValue(bracket.to),
  };
  const from = bracketField(bracket, 'from');
  const status = bracketField(bracket, 'status');
  const priority = bracketField(bracket, 'priority');
  const id = bracketId(bracket);
  if (from?.value) values.from = normaliseBracketValue(from.value);
  if (status?.value) values.status = normaliseBracketValue(status.value);
  if (priority?.value) values.priority = normaliseBracketValue(priority.value);
  if (id) values.id = id;
  return { source: 'bracket', values, bracket };
}

/**
 * The message's own id in a bracket header. A report's `Task:` names the task it reports on
 * (a reference), while a task's `Task ID:` is the task itself.
 */
function bracketId(bracket: BracketHeader): string | undefined {
  const own =
    bracketField(bracket, 'id', 'message id') ??
    (normaliseBracketValue(bracket.kind) === 'task' ? bracketField(bracket, 'task id') : undefined);
  return own?.value.split(/\s/)[0] || undefined;
}

/** The line a bracket header wrote a field on (the opening line for `type` and `to`). */
export function bracketLine(bracket: BracketHeader, key: HeaderField): number {
  const names: Record<HeaderField, string[]> = {
    id: ['id', 'message id', 'task id'],
    from: ['from'],
    to: [],
    type: [],
    priority: ['priority'],
    status: ['status'],
  };
  return bracketField(bracket, ...names[key])?.line ?? bracket.line;
}

/** Report at a header field, wherever the header was written. */
export function reportField(
  ctx: RuleContext,
  header: MessageHeader,
  key: HeaderField,
  message: string,
  options: Pick<ReportOptions, 'severity'> = {},
): void {
  if (header.bracket) ctx.reportAt({ line: bracketLine(header.bracket, key), column: 1 }, message, options);
  else ctx.report([key], message, options);
}
