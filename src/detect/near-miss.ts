import { closest, normalise } from '../util/did-you-mean.js';
import type { PathKey } from '../parse/types.js';
import type { FormatDefinition, NearMissSignature } from '../core/format.js';
import type { EngineRuleInfo } from '../core/define-rule.js';
import { isRecord, titled } from '../util/values.js';

export const NEAR_MISS_RULE = {
  id: 'file/near-miss',
  severity: 'notice',
  summary:
    "A file almost carries a format's keys (`agentid` for `agent_id`), so it was not checked as that format (a warning in the format's own folder, `.work/`).",
  rationale:
    "A file that almost carries a format's keys is a handoff with a typo in the very key that names its format: it would pass unchecked, so it is named with the key it most likely meant.",
  source: 'src/detect/near-miss.ts',
} as const satisfies EngineRuleInfo;

export interface NearMiss {
  /** The misspelt key, as the file writes it. */
  at: PathKey[];
  message: string;
}

const code = (key: string) => `\`${key}\``;
const list = (keys: readonly string[]) =>
  keys.length <= 1 ? keys.map(code).join('') : `${keys.slice(0, -1).map(code).join(', ')} and ${code(keys.at(-1)!)}`;

/**
 * The misspelt keys that kept a parsed file from carrying the format's signature, one per key,
 * or none when the file is not near enough (see {@link NearMissSignature} for the threshold).
 */
export function nearMissOf(format: FormatDefinition, data: unknown): NearMiss[] {
  const near = format.signature?.nearMiss;
  if (!near || !isRecord(data)) return [];
  if (near.absent?.some((key) => Object.hasOwn(data, key))) return [];
  const misses: Array<{ written: string; meant: string; why?: string }> = [];
  let edits = 0;
  for (const meant of near.keys) {
    if (Object.hasOwn(data, meant)) continue;
    const written = misspelling(near, data, meant);
    if (!written) return [];
    if (written.edit) {
      // One edit-distance typo at most, and only of a key that may be one.
      if (++edits > 1 || !near.typos.includes(meant)) return [];
    }
    misses.push({ written: written.key, meant, ...(written.why !== undefined && { why: written.why }) });
  }
  return misses.map(({ written, meant, why }) => ({
    at: [written],
    message:
      `Did you mean \`${meant}\`? ${why === undefined ? '' : `${why} `}` +
      `This file was not checked as ${titled(format.title)}: one is recognised by its ${list(near.keys)} keys, and this file writes \`${written}\` for \`${meant}\`.`,
  }));
}

/** The key of `data` that stands for `meant`: a misspelling of it, or another format's key written in its place. */
function misspelling(
  near: NearMissSignature,
  data: Record<string, unknown>,
  meant: string,
): { key: string; edit: boolean; why?: string } | undefined {
  let found: { key: string; edit: boolean; why?: string } | undefined;
  for (const key in data) {
    if (near.keys.includes(key)) continue;
    const standIn = near.standIns?.[key];
    if (standIn?.key === meant) {
      found ??= { key, edit: true, why: standIn.why };
      continue;
    }
    if (closest(key, near.keys) !== meant) continue;
    const edit = normalise(key) !== normalise(meant);
    // A key that only folds beats one an edit away.
    if (!found || (found.edit && !edit)) found = { key, edit };
  }
  return found;
}
