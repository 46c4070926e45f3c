import picomatch from 'picomatch';
import { wholeHistory, type Workspace } from '../../src/core/project.js';

/** A workspace held in memory: the same interface the CLI's file-system workspace implements. */
export function memoryWorkspace(
  files: Record<string, string | Uint8Array>,
  base: Record<string, string> = {},
  added?: readonly string[],
  history?: Readonly<Record<string, { versions: readonly string[]; whole?: true }>>,
): Workspace & { reads: string[] } {
  const encoder = new TextEncoder();
  const bytes = (v: string | Uint8Array) => (typeof v === 'string' ? encoder.encode(v) : v);
  const reads: string[] = [];
  return {
    reads,
    read(path) {
      reads.push(path);
      const v = files[path];
      return v === undefined ? undefined : bytes(v);
    },
    exists: (path) =>
      Object.hasOwn(files, path) ||
      Object.keys(files).some((f) => f.startsWith(path.endsWith('/') ? path : `${path}/`)),
    glob(patterns) {
      const match = picomatch([...patterns], { dot: true });
      return Object.keys(files)
        .filter((f) => match(f))
        .sort();
    },
    readBase(path) {
      const v = base[path];
      return v === undefined ? undefined : bytes(v);
    },
    // The files the change adds, when the test says which: a run comparing with a base knows.
    ...(added && { addedSinceBase: (path: string) => added.includes(path) }),
    // The files' histories, when the test gives them: as an adapter reads them back, marked whole or not.
    ...(history && {
      earlierRevisions: (path: string) => {
        const known = history[path];
        if (!known) return undefined;
        const versions = known.versions.map(bytes);
        return known.whole ? wholeHistory(versions) : versions;
      },
    }),
    // The files the base has and the change does not: removed by it.
    removedSinceBase: () => Object.keys(base).filter((path) => !Object.hasOwn(files, path)),
  };
}
