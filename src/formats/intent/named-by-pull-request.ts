import type { FormatDefinition } from '../../core/format.js';

/**
 * One line of the description: `Intent: <id>`, `- intent: \`<id>\``. Read line by line: over the
 * whole text with the `m` flag, its leading `\s*` ran across every following blank line from
 * each line's start, quadratic in a description of many blank lines.
 */
const INTENT_LINE = /^\s*(?:[-*]\s*)?intent\s*:\s*`?([a-z0-9][a-z0-9-]*)`?\s*$/i;
/** The line breaks of the `m` flag's `^` and `$`. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * Intents a pull request names without changing them: `Intent: <id>` lines in its description,
 * and a head branch ending in `/<intent-id>` (pfl-forge works on `forge/<id>` branches).
 */
export function referencedIntentIds(body: string, headRef: string, known: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const line of body.split(LINE_BREAK)) {
    const id = INTENT_LINE.exec(line)?.[1];
    if (id) ids.add(id.toLowerCase());
  }
  const branchTail = /\/([a-z0-9][a-z0-9-]*)$/i.exec(headRef)?.[1]?.toLowerCase();
  if (branchTail) ids.add(branchTail);
  return [...ids].filter((id) => known.has(id)).sort();
}

/** An intent's id is its file name without `.yaml` / `.yml`. */
export const intentNamedByPullRequest: NonNullable<FormatDefinition['namedByPullRequest']> = {
  idOf: (path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, ''),
  named: referencedIntentIds,
};
