import { statSync } from 'node:fs';

/** Whether `path` is a folder (following a symlink); false when it is anything else or nothing. */
export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
