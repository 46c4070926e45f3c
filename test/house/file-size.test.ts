import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house's floor plan: no file of src/ over MAX_LINES lines, so that each stays one subject a
 * reader takes in at once; and no two files, in src/ or in test/, whose names differ by one letter
 * (`markdown-section.ts` and `markdown-sections.ts`), which a reader mistakes for each other and
 * an editor completes to the wrong one.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The most lines a file of src/ may have, as `wc -l` counts them (blank lines and comments too). */
const MAX_LINES = 500;

/** Every `.ts` file under `dir`, as paths from the repository root, sorted. */
function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => relative(ROOT, join(ROOT, dir, path)).replaceAll('\\', '/'))
    .sort();
}

/** The lines `wc -l` counts: the line ends. */
const lineCount = (path: string) => readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;

/** Whether `a` becomes `b` by one insertion, deletion or substitution of a character. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // What differs, once the common head and tail are taken off, is at most one character on each side.
  return endA - start <= 1 && endB - start <= 1;
}

/** Pairs of files whose names (without `.ts`) are one edit apart, each as `a ↔ b`. */
function nearNames(files: readonly string[]): string[] {
  const named = files.map((path) => ({ path, name: basename(path, '.ts') }));
  const pairs: string[] = [];
  for (let i = 0; i < named.length; i++)
    for (let j = i + 1; j < named.length; j++)
      if (oneEditApart(named[i]!.name, named[j]!.name)) pairs.push(`${named[i]!.path} ↔ ${named[j]!.path}`);
  return pairs;
}

describe('oneEditApart', () => {
  it('holds for one letter added, removed or changed', () => {
    expect(oneEditApart('markdown-section', 'markdown-sections')).toBe(true);
    expect(oneEditApart('markdown-sections', 'markdown-section')).toBe(true);
    expect(oneEditApart('lines.test', 'links.test')).toBe(true);
    expect(oneEditApart('rule', 'rules')).toBe(true);
    expect(oneEditApart('a', '')).toBe(true);
  });

  it('does not hold for the same name, or for two edits', () => {
    expect(oneEditApart('check', 'check')).toBe(false);
    expect(oneEditApart('check', 'checked')).toBe(false);
    expect(oneEditApart('ab', 'ba')).toBe(false);
    expect(oneEditApart('approval', 'approvals-now')).toBe(false);
  });
});

describe('the files of the house', () => {
  it(`no file of src/ has more than ${MAX_LINES} lines`, () => {
    const long = tsFiles('src')
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(long, `split these by subject into files of at most ${MAX_LINES} lines`).toEqual([]);
  });

  it.each(['src', 'test'])('no two files of %s/ have names one letter apart', (dir) => {
    expect(nearNames(tsFiles(dir)), 'rename one of each pair so that its name says how it differs').toEqual([]);
  });
});
