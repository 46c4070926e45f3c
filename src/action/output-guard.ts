import { redactSecrets } from '../secrets.js';
import { LineGuard } from './log-text.js';

/**
 * The runner reads workflow commands on both stdout and stderr. Once this is installed, every
 * write to either goes through a {@link LineGuard} (a line that would start a command is marked,
 * `##[` broken), whoever makes it: our logger, a library's `console.warn`, Node's own warnings.
 * Only the commands the action issues itself, inside {@link OutputGuard.own}, pass as written
 * (`@actions/core` escapes their data and properties).
 */
export interface OutputGuard {
  /** Runs `write`, whose stdout writes are the action's own workflow commands, each ending its line. */
  own<T>(write: () => T): T;
}

type Write = typeof process.stdout.write;

function guardStream(stream: NodeJS.WriteStream, isOwn: () => boolean): LineGuard {
  const guard = new LineGuard();
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  const guarded = (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    if (isOwn()) {
      guard.reset();
      return write(chunk, ...rest);
    }
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const text =
      typeof chunk === 'string'
        ? encoding && encoding !== 'utf8' && encoding !== 'utf-8'
          ? Buffer.from(chunk, encoding).toString('utf8')
          : chunk
        : Buffer.from(chunk).toString('utf8');
    // A library's warning could quote a request (an `authorization` header): named, never shown.
    return write(guard.text(redactSecrets(text)), ...(encoding ? rest.slice(1) : rest));
  };
  stream.write = guarded as Write;
  return guard;
}

let installed: OutputGuard | undefined;

/** Guard process.stdout and process.stderr (once per process). */
export function guardOutput(): OutputGuard {
  if (installed) return installed;
  let own = false;
  guardStream(process.stdout, () => own);
  guardStream(process.stderr, () => false);
  installed = {
    own(write) {
      own = true;
      try {
        return write();
      } finally {
        own = false;
      }
    },
  };
  return installed;
}
