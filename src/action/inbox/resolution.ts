import { parse } from 'yaml';
import { asString, field } from '../../core/values.js';
import type { Workspace } from '../../core/project.js';
import type { Resolution } from './sync.js';

/** The file an item key names, when the key says (intent ids are file stems; other keys carry the path). */
function pathOfKey(key: string, intentFiles: readonly string[]): string | undefined {
  const [format, rest = ''] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1).replace(/#.*$/, '')];
  if (format === 'intent') return intentFiles.find((p) => p.replace(/^.*\//, '').replace(/\.ya?ml$/, '') === rest) ?? `.forge/intents/${rest}.yaml`;
  if (format === 'message') return undefined;
  return rest || undefined;
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

/** Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to what). */
export function resolver(workspace: Workspace, intentFiles: readonly string[], commit: string): (key: string) => Resolution {
  return (key) => {
    const path = pathOfKey(key, intentFiles);
    if (path && !workspace.exists(path)) return { kind: 'deleted', path, commit };
    const name = key.replace(/^[^/]+\//, '').replace(/#.*$/, '');
    if (key.endsWith('#clarification')) return { kind: 'resolved', detail: `\`${name}\`'s clarifications are answered`, commit };
    const status = path ? statusAt(workspace, path) : undefined;
    return { kind: 'resolved', detail: status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`, commit };
  };
}
