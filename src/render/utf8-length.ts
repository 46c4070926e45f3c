/**
 * Sizes in UTF-8 bytes, for the GitHub limits that count bytes whatever their documentation says
 * (a check run's summary: "summary exceeds a maximum bytesize of 65535", github/docs#35252). A
 * string's `length` counts UTF-16 units, which undercounts: `日` or `✅` is one unit, three bytes.
 */

/** The text's size in UTF-8; a lone surrogate counts as the three bytes of U+FFFD it is sent as. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Cut text to at most `maxBytes` of UTF-8 (an ellipsis included), never inside a surrogate pair. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  const ELLIPSIS = '…';
  const room = maxBytes - utf8Length(ELLIPSIS);
  if (room < 0) return '';
  let bytes = 0;
  let end = 0;
  while (end < text.length) {
    const pair = (text.charCodeAt(end) & 0xfc00) === 0xd800 && (text.charCodeAt(end + 1) & 0xfc00) === 0xdc00;
    const size = utf8Length(text.slice(end, end + (pair ? 2 : 1)));
    if (bytes + size > room) break;
    bytes += size;
    end += pair ? 2 : 1;
  }
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
