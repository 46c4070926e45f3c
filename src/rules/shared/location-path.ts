import { repoPathProblem } from './repo-path.js';

const LOCATION = /^(?:\.\/)?([^\s:#?*"<>|\\]+?)(?:(?::|#L)(\d{1,7})(?:[-:]L?\d{1,7})?)?$/;

/**
 * A `location` that names a file outside the repository: an absolute path (`/etc/passwd:3`,
 * `~/x.ts`) or one that climbs out through `..`. Prose (`the login form`) and repository paths
 * are not (undefined); what {@link parseLocation} reads is never one.
 */
export function locationOutside(text: string): { path: string; problem: 'absolute' | 'escapes' } | undefined {
  const path = LOCATION.exec(text.trim())?.[1];
  if (path === undefined || !/[./]/.test(path)) return undefined;
  const problem = repoPathProblem(path);
  return problem === 'absolute' || problem === 'escapes' ? { path, problem } : undefined;
}

/** A gate item's `location` as a repository path and line, when it is one (`src/a.ts:12`, `a.ts#L3`). */
export function parseLocation(text: string): { path: string; line?: number } | undefined {
  const m = LOCATION.exec(text.trim());
  if (!m?.[1]) return undefined;
  const path = m[1];
  if (path.startsWith('/') || path.split('/').some((s) => s === '..' || s === '.' || s === '') || !/[./]/.test(path))
    return undefined;
  const line = m[2] ? Number(m[2]) : undefined;
  return line ? { path, line } : { path };
}
