import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../core/format.js';
import { describeLeft } from '../../inbox/left.js';
import { formatOfKey, keyPath, splitKey } from '../../inbox/keys.js';
import type { Workspace } from '../../core/project.js';
import { guardedDecision } from '../../suppressions/rules.js';
import type { Resolution } from './sync-weighing.js';
import { shortSha } from '../../util/short-sha.js';

/**
 * Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to
 * what, in its format's words). `path` is the file the marker names, when it names one.
 * A marker from before files were named gives only the key: then the file is the one the key's
 * format says the key names (an intent file with that id, or the path a path-based key holds),
 * never a path guessed from the key's text.
 */
export function resolver(
  workspace: Workspace,
  formats: readonly FormatDefinition[],
  config: Pick<ResolvedConfig, 'paths'>,
  /** The run's commit: shown short; in full on an item left without a decision, for its issue's record. */
  sha: string,
  /** The files this run's change left with a finding of a rule that guards a person's decision: path → rule id. */
  undecided: ReadonlyMap<string, string> = new Map(),
): (key: string, path?: string) => Resolution {
  const globbed = new Map<string, readonly string[]>();
  const filesOf = (format: FormatDefinition) => (): readonly string[] => {
    let files = globbed.get(format.id);
    if (!files) {
      files = workspace.glob(config.paths[format.id] ?? format.paths);
      globbed.set(format.id, files);
    }
    return files;
  };
  const commit = shortSha(sha);
  return (key, markerPath) => {
    const format = formats.find((f) => f.id === formatOfKey(key));
    const inbox = format?.inbox;
    const path =
      markerPath ?? (format && inbox?.fileOfKey ? inbox.fileOfKey(key, filesOf(format)) : keyPath(key, false));
    // Only a decision reads as one: an item the change took out past its guard (a deletion
    // included) is not "resolved"; its issue waits for a person's decision.
    const ruleId = path === undefined ? undefined : undecided.get(path);
    const words = ruleId === undefined ? undefined : guardedDecision(ruleId);
    if (ruleId !== undefined && words !== undefined) return { kind: 'undecided', ruleId, words, commit, sha };
    if (path && !workspace.exists(path)) return { kind: 'deleted', path, commit };
    const name = path === undefined ? key : (inbox?.nameOf?.(path) ?? path);
    const { part } = splitKey(key);
    const text = () => {
      const bytes = path === undefined ? undefined : workspace.read(path, 1024 * 1024);
      return bytes ? new TextDecoder().decode(bytes) : undefined;
    };
    const detail = describeLeft(inbox, {
      name,
      ...(part !== undefined && { part }),
      ...(path !== undefined && { path }),
      text,
    });
    return { kind: 'resolved', detail, commit, sha };
  };
}
