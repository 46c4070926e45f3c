/**
 * The protocol's framing (`Content-Length: N`, a blank line, N bytes), checked on the bytes as
 * they arrive. The protocol library, given a header it cannot read, reports it and then waits on
 * a stream it has lost its place in, and given `Content-Length: 1000000000000` waits for those
 * bytes forever: alive, and answering nothing. A stream that breaks the framing cannot be read
 * again, so the first fault is reported and the server ends (the editor starts a new one).
 */

/** Longest header block, in bytes: the protocol's two headers take some 80. */
const MAX_HEADER_BYTES = 8 * 1024;
/**
 * Largest message, in bytes: 256 MiB. A document past the check's own size bound still arrives
 * (and is reported as too large to check, not as a broken stream), and the message fits in one
 * string of the runtime.
 */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024;

const CR = 13;
const LF = 10;

/**
 * Reads the framing of each chunk in turn; `broken` is called with what is wrong, once, on the
 * first fault, and nothing more is read.
 */
export function framingGuard(broken: (why: string) => void): (chunk: Uint8Array) => void {
  let header: number[] = [];
  let body = 0;
  let failed = false;
  const fail = (why: string) => {
    failed = true;
    broken(why);
  };
  return (chunk) => {
    let at = 0;
    while (!failed && at < chunk.length) {
      if (body > 0) {
        const take = Math.min(body, chunk.length - at);
        body -= take;
        at += take;
        continue;
      }
      header.push(chunk[at++]!);
      const n = header.length;
      if (n >= 4 && header[n - 4] === CR && header[n - 3] === LF && header[n - 2] === CR && header[n - 1] === LF) {
        const length = contentLength(Buffer.from(header.slice(0, n - 4)).toString('latin1'));
        header = [];
        if (typeof length === 'string') fail(length);
        else body = length;
      } else if (n > MAX_HEADER_BYTES)
        fail(`a header longer than ${MAX_HEADER_BYTES} bytes, with no blank line to end it`);
    }
  };
}

/** The body's length a header block announces, or what is wrong with it. */
function contentLength(block: string): number | string {
  let value: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return 'a header line that is no `Name: value`';
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    if (value !== undefined) return 'two `Content-Length` headers';
    value = line.slice(colon + 1).trim();
  }
  if (value === undefined) return 'a message with no `Content-Length` header';
  if (value === '' || ![...value].every((c) => c >= '0' && c <= '9'))
    return 'a `Content-Length` that is no whole number of bytes';
  const length = value.length > 15 ? Infinity : Number(value);
  if (length > MAX_FRAME_BYTES) return `a message of ${value} bytes, over the ${MAX_FRAME_BYTES} a message may have`;
  if (length === 0) return 'an empty message (`Content-Length: 0`)';
  return length;
}
