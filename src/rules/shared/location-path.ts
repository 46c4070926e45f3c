/** A gate item's `location` as a repository path and line, when it is one (`src/a.ts:12`, `a.ts#L3`). */
export function parseLocation(text: string): { path: string; line?: number } | undefined {
  const m = /^(?:\.\/)?([^\s:#?*"<>|\\]+?)(?:(?::|#L)(\d{1,7})(?:[-:]L?\d{1,7})?)?$/.exec(text.trim());
  if (!m?.[1]) return undefined;
  const path = m[1];
  if (path.startsWith('/') || path.split('/').some((s) => s === '..' || s === '.' || s === '') || !/[./]/.test(path))
    return undefined;
  const line = m[2] ? Number(m[2]) : undefined;
  return line ? { path, line } : { path };
}
