import { createHash } from 'node:crypto';
import { shownDetails, type InboxItem } from '../report/report.js';

/**
 * The hidden last line of every inbox issue: the item's key finds the issue again on every run
 * (the search API lags, titles change), the state hash tells whether the item changed since
 * the issue was written (a human-closed issue is reopened only when it did).
 */
export const INBOX_MARKER = '<!-- handoff-gate:inbox';

const STATE_LENGTH = 12;

const ENCODED = "([A-Za-z0-9\\-_.!~*'()%]*)";
/**
 * Exactly our own line: `encodeURIComponent` output for the key and the item's file, lower-case
 * hex for the state. Markers written before the file was named (no `path=`) still read.
 */
export const MARKER_LINE = new RegExp(
  `^${INBOX_MARKER} key=${ENCODED}(?: path=${ENCODED})? state=([0-9a-f]{${STATE_LENGTH}})(?: by=([A-Za-z0-9,*-]{1,1000}))? -->$`,
);

/** Pushers an issue records, at most; past them `*` says more pushed, and who cannot be told. */
const MAX_PUSHERS = 20;
const PUSHER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/**
 * The marker's `by=` list: the people GitHub authenticated as pushing the item's file while it
 * waited for approval (a push's sender), which no later run can learn again. Only ever grows;
 * bounded, with `*` for "more than could be recorded".
 */
export function withPushers(recorded: readonly string[], pushers: readonly string[]): string[] {
  const out = recorded.filter((login) => login === '*' || PUSHER.test(login));
  for (const login of pushers) {
    if (!PUSHER.test(login) || out.some((l) => l.toLowerCase() === login.toLowerCase())) continue;
    if (out.filter((l) => l !== '*').length >= MAX_PUSHERS) {
      if (!out.includes('*')) out.push('*');
      break;
    }
    out.push(login);
  }
  return out;
}

/**
 * Keys come from ids and paths, which are well-formed Unicode in practice; a lone surrogate
 * (which `encodeURIComponent` refuses) becomes U+FFFD so no key can make rendering throw.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** The key as the marker writes it (and as {@link readInboxMarker} gives it back). */
export function markerKey(key: string): string {
  return wellFormed(key);
}

/**
 * What makes the item's state: everything a human decides on, not where it sits. The line
 * number moves whenever anything above it is edited and the commit changes on every push;
 * neither is a reason to touch the issue or to reopen it.
 */
export function stateHash(item: InboxItem): string {
  // The details as the issue shows them, numbered questions included.
  const state = [
    item.reason,
    item.title,
    item.path,
    item.risk ?? null,
    item.actions,
    shownDetails(item).map((d) => [d.label, d.value]),
  ];
  return createHash('sha256').update(JSON.stringify(state), 'utf8').digest('hex').slice(0, STATE_LENGTH);
}

/**
 * The marker line for the item, naming its key, its file and its state:
 * `<!-- handoff-gate:inbox key=intent%2Ffix-login path=.forge%2Fintents%2Ffix-login.yaml state=0123456789ab -->`.
 * A command acts only on the item whose key and file both match.
 */
export function inboxMarker(item: InboxItem, pushers: readonly string[] = []): string {
  const by = pushers.length ? ` by=${pushers.join(',')}` : '';
  return `${INBOX_MARKER} key=${encodeURIComponent(markerKey(item.key))} path=${encodeURIComponent(markerKey(item.path))} state=${stateHash(item)}${by} -->`;
}

/** What a marker names: the item's key, its file (absent in markers from before files were named) and its state. */
export interface InboxMarker {
  key: string;
  path?: string;
  state: string;
  /** Who pushed changes of the item while it waited for approval (`*`: more than recorded). */
  pushers?: string[];
}

/**
 * The key and state of the marker in an issue body: only a line that is exactly our marker
 * (the last such line wins; ours is written last). Anything else, a malformed or
 * non-canonical key encoding included, is no marker.
 */
export function readInboxMarker(body: string): InboxMarker | undefined {
  if (typeof body !== 'string') return undefined;
  let found: InboxMarker | undefined;
  let from = 0;
  for (;;) {
    const at = body.indexOf(INBOX_MARKER, from);
    if (at === -1) return found;
    from = at + INBOX_MARKER.length;
    if (at > 0 && body[at - 1] !== '\n') continue;
    let end = body.indexOf('\n', at);
    if (end === -1) end = body.length;
    const line = body.slice(at, body[end - 1] === '\r' ? end - 1 : end);
    const m = MARKER_LINE.exec(line);
    if (!m || m[1] === undefined || !m[3]) continue;
    const key = decode(m[1]);
    const path = m[2] === undefined ? undefined : decode(m[2]);
    if (key === undefined || (m[2] !== undefined && path === undefined)) continue;
    const pushers = m[4] === undefined ? [] : withPushers(m[4].split(','), []);
    found = { key, ...(path !== undefined && { path }), state: m[3], ...(pushers.length && { pushers }) };
  }
}

function decode(encoded: string): string | undefined {
  try {
    const key = decodeURIComponent(encoded);
    // `%41` for `A` is not what we write: a hand-made marker, not ours.
    return encodeURIComponent(key) === encoded ? key : undefined;
  } catch {
    return undefined;
  }
}
