import { parse } from 'yaml';
import { inboxKey, keyPath, splitKey } from '../../core/inbox-key.js';
import { asString, field } from '../../core/values.js';
import type { Workspace } from '../../core/project.js';
import { stemOf } from '../../formats/intent/values.js';
import type { Resolution } from './sync.js';

/**
 * The file an issue was about: the path its marker names. A marker from before files were
 * named gives only the key: then the file is the one whose key that is (an intent file with
 * that id, or the path a path-based key holds), never a path guessed from the key's text.
 */
function fileOf(key: string, path: string | undefined, intentFiles: readonly string[]): string | undefined {
  if (path !== undefined) return path;
  const { base } = splitKey(key);
  if (base.startsWith('intent/')) return intentFiles.find((p) => inboxKey('intent', { id: stemOf(p) }) === base) ?? keyPath(key, true);
  return keyPath(key, base.startsWith('message/'));
}

function statusAt(workspace: Workspace, path: string): string | undefined {
  const bytes = workspace.read(path, 1024 * 1024);
  if (!bytes) return undefined;
  try {
    const text = new TextDecoder().decode(bytes);
    const data = path.endsWith('.md') ? parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : parse(text);
    return asString(field(data, 'status'));
  } catch {
    return undefined;
  }
}

/**
 * Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to
 * what). `path` is the file the marker names, when it names one.
 */
export function resolver(workspace: Workspace, intentFiles: readonly string[], commit: string): (key: string, path?: string) => Resolution {
  return (key, markerPath) => {
    const path = fileOf(key, markerPath, intentFiles);
    if (path && !workspace.exists(path)) return { kind: 'deleted', path, commit };
    // An intent is known by its id (the file's stem); other items by their file.
    const name = path === undefined ? key : key.startsWith('intent/') ? stemOf(path) : path;
    if (splitKey(key).part === 'clarification') return { kind: 'resolved', detail: `\`${name}\`'s clarifications are answered`, commit };
    const status = path ? statusAt(workspace, path) : undefined;
    return { kind: 'resolved', detail: status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`, commit };
  };
}
