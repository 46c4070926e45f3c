/**
 * True when the text holds a CR that does not start a CRLF. Searched for with `indexOf`, which
 * skips to each CR natively: a regex with a look-ahead (`/\r(?!\n)/`) tries every position of
 * the text, and cost as much as a third of `JSON.parse` on the same files.
 */
export function hasLoneCr(text: string): boolean {
  for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1))
    if (text.charCodeAt(at + 1) !== 0x0a) return true;
  return false;
}
