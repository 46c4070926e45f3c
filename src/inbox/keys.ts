import type { InboxItem } from '../report/report.js';

/**
 * Inbox keys: the one name an item keeps across runs, written into its issue's marker and the
 * JSON report (`inbox[].key`). Two items must never share one, whatever their files are called.
 *
 * A key is `<format>/<name>[#<part>]`. The name is an id (an intent's file stem, a message's `id`)
 * or a repository path; `#` opens the part (`#clarification`). Only what would make a key
 * ambiguous is percent-encoded, so ordinary names keep today's keys byte for byte:
 * - `%` (the escape itself), `#` (the part separator), C0/C1 control characters, DEL and the
 *   Unicode line and paragraph separators (a key is one line in a marker), everywhere;
 * - `/` inside an id, so an id-based key never holds a `/` after its format, while a
 *   path-based key of a format that also has id-based keys always does (a top-level path is
 *   written `./name` there). The two kinds cannot meet.
 */

const ALWAYS = /[%#\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const IN_ID = /[%#/\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Percent-encodes one character as its UTF-8 bytes (`#` → `%23`, U+2028 → `%E2%80%A8`). */
function escapeChar(char: string): string {
  return Array.from(new TextEncoder().encode(char), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(
    '',
  );
}

const encodeId = (id: string) => id.replace(IN_ID, escapeChar);
const encodePath = (path: string, besideIds: boolean) => {
  const encoded = path.replace(ALWAYS, escapeChar);
  return besideIds && !encoded.includes('/') ? `./${encoded}` : encoded;
};

/**
 * What names an item within its format: an id (`fix-login`), or the file's path. `besideIds`:
 * the format keys other items by id (a message without a usable id), so the path must not
 * read as one.
 */
export type KeyName = { id: string } | { path: string; besideIds?: boolean };

/**
 * The key of an item: `inboxKey('intent', { id: 'fix-login' }, 'clarification')` is
 * `intent/fix-login#clarification`; `inboxKey('envelope', { path: '.work/x.yaml' })` is
 * `envelope/.work/x.yaml`. Injective: distinct (format, name, part) give distinct keys.
 */
export function inboxKey(format: string, name: KeyName, part?: string): string {
  const body = 'id' in name ? encodeId(name.id) : encodePath(name.path, name.besideIds === true);
  return `${format}/${body}${part === undefined ? '' : `#${encodeId(part)}`}`;
}

/** The path-based key of an item: what it falls back to when its id-based key is shared. */
export function pathKey(item: Pick<InboxItem, 'format' | 'path' | 'key'>): string {
  // `#` is always encoded in names, so the first raw `#` of a key opens its part.
  const hash = item.key.indexOf('#');
  const part = hash === -1 ? '' : item.key.slice(hash);
  return `${item.format}/${encodePath(item.path, true)}${part}`;
}

/**
 * One key, one item: where items of different files would share a key (two intents with one
 * stem, `a.yaml` and `a.yml`; two messages with one `id`), every item of that group takes its
 * path-based key instead, so none of them keeps a name another file could claim. Runs once
 * over the whole inbox after the files are checked (a per-file rule cannot see the others).
 */
export function uniqueKeys(items: readonly InboxItem[]): InboxItem[] {
  const paths = new Map<string, Set<string>>();
  for (const item of items) {
    const seen = paths.get(item.key) ?? new Set<string>();
    seen.add(item.path);
    paths.set(item.key, seen);
  }
  return items.map((item) => ((paths.get(item.key)?.size ?? 0) > 1 ? { ...item, key: pathKey(item) } : item));
}

/** The format a key is of: what comes before its first `/` (`intent/a#clarification` → `intent`). */
export function formatOfKey(key: string): string | undefined {
  const slash = key.indexOf('/');
  return slash === -1 ? undefined : key.slice(0, slash);
}

/** The key without its part (`intent/a#clarification` → `intent/a`), and the part (`clarification`) if any. */
export function splitKey(key: string): { base: string; part?: string } {
  const hash = key.indexOf('#');
  return hash === -1 ? { base: key } : { base: key.slice(0, hash), part: decodeURIComponentSafe(key.slice(hash + 1)) };
}

/**
 * The file a path-based key names (exact: names are encoded injectively); undefined for an
 * id-based key. `besideIds`: the key's format also keys items by id (see {@link KeyName}).
 */
export function keyPath(key: string, besideIds: boolean): string | undefined {
  const { base } = splitKey(key);
  const slash = base.indexOf('/');
  if (slash === -1) return undefined;
  const name = base.slice(slash + 1);
  if (besideIds && !name.includes('/')) return undefined;
  const path = decodeURIComponentSafe(name);
  return besideIds && path?.startsWith('./') && !path.slice(2).includes('/') ? path.slice(2) : path;
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
