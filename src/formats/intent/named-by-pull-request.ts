import type { FormatDefinition } from '../../core/format.js';

/**
 * Intents a pull request names without changing them: `Intent: <id>` lines in its description,
 * and a head branch ending in `/<intent-id>` (pfl-forge works on `forge/<id>` branches).
 */
export function referencedIntentIds(body: string, headRef: string, known: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(/^\s*(?:[-*]\s*)?intent\s*:\s*`?([a-z0-9][a-z0-9-]*)`?\s*$/gim)) ids.add(match[1]!.toLowerCase());
  const branchTail = /\/([a-z0-9][a-z0-9-]*)$/i.exec(headRef)?.[1]?.toLowerCase();
  if (branchTail) ids.add(branchTail);
  return [...ids].filter((id) => known.has(id)).sort();
}

/** An intent's id is its file name without `.yaml` / `.yml`. */
export const intentNamedByPullRequest: NonNullable<FormatDefinition['namedByPullRequest']> = {
  idOf: (path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, ''),
  named: referencedIntentIds,
};
