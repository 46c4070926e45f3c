import { parse } from 'yaml';
import type { FormatInbox, LeftItem } from '../core/format-inbox.js';
import { asString, field } from '../util/values.js';

/** `` `name` is now `status` ``, or without a status, that it no longer waits for a human. */
export function statusLeft(name: string, status: string | undefined): string {
  return status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`;
}

/** The top-level `status` a YAML or JSON text states, if it parses and states one. */
export function statusIn(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return asString(field(parse(text), 'status'));
  } catch {
    return undefined;
  }
}

/** Why an item left the inbox: in its format's words, else what its file's `status` is now. */
export function describeLeft(inbox: FormatInbox | undefined, item: LeftItem): string {
  return inbox?.left ? inbox.left(item) : statusLeft(item.name, statusIn(item.text()));
}
