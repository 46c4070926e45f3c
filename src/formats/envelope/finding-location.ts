import type { RuleContext } from '../../core/define-rule.js';
import { parseLocation } from '../../rules/shared/location-path.js';
import { normaliseRepoPath } from '../../rules/shared/repo-path.js';
import { asString, field } from '../../util/values.js';
import { artifactPlaces } from './artifacts.js';

/** Where a finding says the problem is: its `location`, or the `file` (and `line`) real agents write instead, with the key that holds it. */
export function findingLocation(finding: unknown): { text: string; key: 'location' | 'file' } | undefined {
  const location = asString(field(finding, 'location'));
  if (location !== undefined) return { text: location, key: 'location' };
  const file = asString(field(finding, 'file'));
  if (file === undefined) return undefined;
  const line = field(finding, 'line');
  return { text: typeof line === 'number' || typeof line === 'string' ? `${file}:${line}` : file, key: 'file' };
}

/**
 * The file a finding's location names, when it is a repository path (not prose such as `the login
 * form`): the first of the places an envelope's paths may point that holds it (see
 * {@link artifactPlaces}), or, when none does, what was written, with the system's reason when it
 * is there but could not be read.
 */
export function locationFile(
  ctx: RuleContext,
  location: string,
): { found: string } | { missing: string; denied: string | undefined } | undefined {
  const parsed = parseLocation(location);
  if (!parsed) return undefined;
  const places = artifactPlaces(ctx.path, normaliseRepoPath(parsed.path));
  const found = places.find((place) => ctx.project.exists(place));
  if (found !== undefined) return { found };
  const denied = places.map((place) => ctx.project.unreadable(place)).find((why) => why !== undefined);
  return { missing: parsed.path, denied };
}
