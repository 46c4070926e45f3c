/** Why a path written in a handoff file cannot name a file of this repository, or undefined. */
export function repoPathProblem(path: string): 'absolute' | 'escapes' | 'empty' | undefined {
  const text = path.trim();
  if (text === '') return 'empty';
  // Most paths are plain relative ones: no `/`, `\` or `~` first, no `:` (a drive, a URL) and no `..`.
  const first = text.charCodeAt(0);
  if (first !== 0x2f && first !== 0x5c && first !== 0x7e && !text.includes(':') && !text.includes('..')) return undefined;
  if (/^([a-zA-Z]:[\\/]|[\\/]|~[\\/]?)/.test(text) || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'absolute';
  let depth = 0;
  for (const segment of text.split(/[\\/]+/)) {
    if (segment === '..') depth--;
    else if (segment !== '.' && segment !== '') depth++;
    if (depth < 0) return 'escapes';
  }
  return undefined;
}

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
