import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { UsageError } from '../errors.js';

/**
 * The most `check --stdin` reads: 4 MiB, what the library's `checkText` takes in one call. A
 * handoff file is far smaller; the bound keeps a stream that never ends (a wrong pipe, a device)
 * from filling the memory.
 */
export const STDIN_LIMIT = 4 * 1024 * 1024;

/** The text read with `--stdin`, and where it is judged. */
interface StdinFile {
  /** `--stdin-filename` as given: the check names it as `check PATH` names a PATH. */
  target: string;
  /** The same, absolute: the overlay's key. */
  full: string;
}

interface StdinValues {
  stdin?: boolean;
  'stdin-filename'?: string;
  fix?: boolean;
}

/**
 * `check --stdin --stdin-filename PATH`'s command line, checked before stdin is read, so that a
 * mistake is said at once rather than once the pipe closes (or never, at a terminal). Undefined
 * without `--stdin`.
 */
export function stdinFile(values: StdinValues, paths: readonly string[], cwd: string): StdinFile | undefined {
  const target = values['stdin-filename'];
  if (!values.stdin) {
    if (target === undefined) return undefined;
    throw new UsageError(
      '--stdin-filename is the path of a text read with --stdin: add --stdin, or check the file on the disk with `check PATH`.',
    );
  }
  // The path is what says the text's format (its folder and name) and the repository it belongs to.
  if (target === undefined)
    throw new UsageError(
      '--stdin needs --stdin-filename PATH, the path the text is for: its format and its repository come from the path.',
    );
  if (paths.length > 0)
    throw new UsageError(
      `--stdin checks the text on stdin alone; give its path with --stdin-filename, not as a PATH (got ${paths.join(' ')}).`,
    );
  if (values.fix)
    throw new UsageError(
      '--fix writes files, and a text read with --stdin has none to write: use --fix-dry-run, which prints the fixes as a diff.',
    );
  const full = resolve(cwd, target);
  if (full.split(sep).includes('.git'))
    throw new UsageError(`--stdin-filename ${target}: inside .git, which is never checked.`);
  if (isDirectory(full))
    throw new UsageError(`--stdin-filename ${target}: a folder; give the path of the file the text is for.`);
  return { target, full };
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

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
