import picomatch from 'picomatch';
import type { FormatDefinition } from '../core/format.js';
import type { Syntax } from '../parse/read.js';
import type { EngineRuleInfo } from '../core/define-rule.js';
import { globMatcher } from '../util/glob.js';

export const EXTENSION_RULE = {
  id: 'file/extension',
  severity: 'error',
  summary:
    "A file sits where a format's files live, under an extension that format does not read (`.forge/intents/lockout.YAML`, case included), so it was not checked: an error when the format reads its syntax under another spelling, a warning when it reads another syntax.",
  rationale:
    "A file where a format's files live, under an extension the format does not read, is never picked up by the agent that polls for it, nor checked: the work in it is lost without a word.",
  source: 'src/detect/near-path.ts',
} as const satisfies EngineRuleInfo;

/** The extensions each syntax is read under, as a format's paths spell them. */
const EXTENSIONS: Readonly<Record<Syntax, readonly string[]>> = {
  yaml: ['.yaml', '.yml'],
  json: ['.json'],
  markdown: ['.md', '.markdown'],
};

/** A file that would be on a format's paths under another extension. */
export interface NearPath {
  format: FormatDefinition;
  /** The extensions under which its path would be read, as the format's paths take them. */
  reads: string[];
  /** Whether the format reads the file's syntax (only the extension's spelling keeps it out). */
  sameSyntax: boolean;
}

/** A format's paths, as a matcher, and whether every one of them lies in a folder of its own (`.forge/tasks/`, not `**`). */
export interface FormatGlob {
  format: FormatDefinition;
  test: (path: string) => boolean;
  inFolder: boolean;
}

/** Each format's paths (as the config sets them: `pathsOf`) as a {@link FormatGlob}. */
export function formatGlobsOf(
  formats: readonly FormatDefinition[],
  pathsOf: (format: FormatDefinition) => readonly string[],
): FormatGlob[] {
  return formats.map((format) => {
    const globs = [...pathsOf(format)];
    return {
      format,
      test: globMatcher(globs),
      inFolder: globs.length > 0 && globs.every((glob) => picomatch.scan(glob).base !== ''),
    };
  });
}

/**
 * The format whose paths a file misses only by its extension: its stem with an extension the
 * format reads is on them (`.forge/intents/lockout.YAML` → `lockout.yaml`). A format recognised by
 * its keys alone (the envelope in `.work/`) is left out: its keys say what it is, wherever it is.
 * Another syntax, or none the check reads (`lockout.txt`, `syntax` null), counts only in a folder
 * of the format's own (a `handoff-notes.md` beside `**\/handoff-*.json` is no handoff file).
 */
export function nearPathOf(path: string, syntax: Syntax | null, globs: readonly FormatGlob[]): NearPath | undefined {
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/') + 1) return undefined;
  const stem = path.slice(0, dot);
  for (const glob of globs) {
    const { format } = glob;
    if (format.signature?.required) continue;
    const sameSyntax = syntax !== null && format.syntaxes.includes(syntax);
    if (!sameSyntax && !glob.inFolder) continue;
    const reads = format.syntaxes.flatMap((s) => EXTENSIONS[s]).filter((ext) => glob.test(stem + ext));
    if (reads.length > 0) return { format, reads, sameSyntax };
  }
  return undefined;
}

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;
const either = (items: readonly string[]) =>
  items.length === 1 ? code(items[0]!) : `${items.slice(0, -1).map(code).join(', ')} or ${code(items.at(-1)!)}`;

/** What the finding says: where the file is, what the format reads there, and the name to give it. */
export function nearPathMessage(path: string, near: NearPath): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const stem = name.slice(0, name.lastIndexOf('.'));
  const what = near.format.title;
  // A copy kept under a second extension (`lockout.yaml.bak`) is named back, not given a third.
  const inner = near.reads.find((ext) => stem.toLowerCase().endsWith(ext));
  const rename = inner ? `${stem.slice(0, -inner.length)}${inner}` : `${stem}${near.reads[0]!}`;
  return near.sameSyntax
    ? `${code(name)} is where ${what} files live, but they are read only as ${either(near.reads.map((ext) => `*${ext}`))} (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to ${code(rename)}.`
    : `${code(name)} is where ${what} files live, but they are read only as ${either(near.reads.map((ext) => `*${ext}`))}, so this file was not checked. If it is one, rename it to ${code(rename)} (and write it in that syntax); if not, move it out of the folder.`;
}

/**
 * Which files of no syntax the check reads a walk or a listing should keep (`lockout.yaml.bak`,
 * `notes.txt`): those where a format's files live, as `pathsOf` gives each format's paths, so
 * that the check says why they were not read instead of passing them over.
 */
export function unreadWantedIn(
  formats: readonly FormatDefinition[],
  pathsOf: (format: FormatDefinition) => readonly string[],
): (path: string) => boolean {
  const globs = formatGlobsOf(formats, pathsOf);
  return (path) => nearPathOf(path, null, globs) !== undefined;
}
