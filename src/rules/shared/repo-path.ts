/** Why a path written in a handoff file cannot name a file of this repository, or undefined. */
export function repoPathProblem(path: string): 'absolute' | 'escapes' | 'empty' | undefined {
  const text = path.trim();
  if (text === '') return 'empty';
  // Most paths are plain relative ones: no `/`, `\` or `~` first, no `:` (a drive, a URL) and no `..`.
  const first = text.charCodeAt(0);
  if (first !== 0x2f && first !== 0x5c && first !== 0x7e && !text.includes(':') && !text.includes('..'))
    return undefined;
  if (/^([a-zA-Z]:[\\/]|[\\/]|~[\\/]?)/.test(text) || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'absolute';
  let depth = 0;
  for (const segment of text.split(/[\\/]+/)) {
    if (segment === '..') depth--;
    else if (segment !== '.' && segment !== '') depth++;
    if (depth < 0) return 'escapes';
  }
  return undefined;
}

/**
 * {@link repoPathProblem} as a JSON Schema `pattern`, for editors: not absolute (`/`, `\`, `~`, a
 * drive, a URL) and not starting with `..`. A `..` further in that climbs above the start
 * (`a/../../b`) needs counting, which a pattern cannot do: the checker alone reports it.
 */
const NOT_OUTSIDE =
  '(?!\\s*(?:[a-zA-Z]:[\\\\/]|[\\\\/~]|[a-zA-Z][a-zA-Z0-9+.-]*://))(?!\\s*(?:\\.?[\\\\/]+)*\\.\\.(?:[\\\\/]|\\s*$))';
export const REPO_PATH_PATTERN = `^${NOT_OUTSIDE}`;
/** The same, for a field where a blank path is the rule's `empty` finding too. */
export const FILLED_REPO_PATH_PATTERN = `^${NOT_OUTSIDE}(?=\\s*\\S)`;
/** `file:line` or `file:line:column` (lines from 1), its file a repository path. */
export const REPO_LOCATION_PATTERN = `^${NOT_OUTSIDE}\\s*.+?:0*[1-9]\\d*(?::\\d+)?\\s*$`;

export function repoPathMessage(field: string, value: string, problem: 'absolute' | 'escapes' | 'empty'): string {
  switch (problem) {
    case 'absolute':
      return `\`${field}\` is an absolute path (\`${value}\`); write it relative to the repository root.`;
    case 'escapes':
      return `\`${field}\` (\`${value}\`) leaves the repository through \`..\`; write it relative to the repository root.`;
    default:
      return `\`${field}\` is empty; name the file.`;
  }
}

/** Normalise `./a//b` to `a/b` for existence checks. */
export function normaliseRepoPath(path: string): string {
  const out: string[] = [];
  for (const segment of path.trim().split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

export const isGlob = (path: string): boolean => /[*?[\]{}]/.test(path);
