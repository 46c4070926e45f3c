import { UsageError } from '../errors.js';

/**
 * The most `check --stdin` reads: 4 MiB, what the library's `checkText` takes in one call. A
 * handoff file is far smaller; the bound keeps a stream that never ends (a wrong pipe, a device)
 * from filling the memory.
 */
export const STDIN_LIMIT = 4 * 1024 * 1024;

/** The text read with `--stdin`, and where it is judged. */
export interface StdinFile {
  /** `--stdin-filename` as given: the check names it as `check PATH` names a PATH. */
  target: string;
  /** The same, absolute: the overlay's key. */
  full: string;
}

/**
 * Every byte on stdin, refused past `STDIN_LIMIT`: reading stops at the chunk that goes past it
 * (the pipe is then closed), so an endless stream costs no more than the limit and one chunk.
 */
export async function readStdin(source: (() => AsyncIterable<Uint8Array>) | undefined): Promise<Uint8Array> {
  if (!source) throw new UsageError('--stdin: there is no stdin to read here.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source()) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > STDIN_LIMIT)
      throw new UsageError(
        `stdin holds more than ${STDIN_LIMIT} bytes (4 MiB), the most --stdin reads; a handoff file is far smaller.`,
      );
  }
  return Buffer.concat(chunks);
}
