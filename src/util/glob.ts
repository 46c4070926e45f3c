/**
 * Glob matching in time linear in the path for a given glob, for the globs a config names
 * (`paths:`, `ignore:`). A backtracking regex (what picomatch compiles) takes time exponential
 * in the number of wildcards: `*a*a*a*b.yaml` against a long file name holds the event loop for
 * seconds per star. Here each path segment is read once per state of a small automaton, and `**`
 * is matched over whole segments the same way, so a glob of `GLOB_MAX_LENGTH` characters costs at
 * most that many steps per character of the path, per alternative of its braces.
 *
 * The syntax is picomatch's with `dot: true`, and the same answers, for what a config needs:
 * `*`, `?`, `**` as a whole segment, `[abc]` and `[a-z]`, `{a,b}` (nested), `\` escapes, one
 * leading `!`. Anything else (extglobs and groups with `(`, `|`, `)`; `{a}` and `{1..3}`; `[!a]`,
 * `[^a]`, `[[:alpha:]]`) is refused by `globProblem`, and a glob it refuses matches nothing.
 */

/** Longest glob, in characters. */
export const GLOB_MAX_LENGTH = 256;
/** Most alternatives a glob's braces expand to. */
export const GLOB_MAX_ALTERNATIVES = 32;

type Token =
  | { kind: 'char'; char: string }
  | { kind: 'any' }
  | { kind: 'star' }
  | { kind: 'class'; ranges: readonly (readonly [string, string])[] };

/** One segment of a glob: `**` (any number of whole segments), or tokens that match one segment. */
type Segment = { globstar: true } | Tokens;

interface Tokens {
  globstar: false;
  tokens: readonly Token[];
  literal: boolean;
  /** The characters every match starts and ends with (`*.yaml`: none, and `.yaml`): most names fail on them at once. */
  head: string;
  tail: string;
}

interface Compiled {
  negated: boolean;
  alternatives: readonly (readonly Segment[])[];
}

class Refused extends Error {}

/** Why a glob cannot be used, or undefined when it can. */
export function globProblem(glob: string): string | undefined {
  try {
    compile(glob);
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

/** Whether a path matches any of `globs` (a glob that `globProblem` refuses matches nothing). */
export function globMatcher(globs: string | readonly string[]): (path: string) => boolean {
  const compiled: Compiled[] = [];
  for (const glob of typeof globs === 'string' ? [globs] : globs) {
    try {
      compiled.push(compile(glob));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  }
  return (path) => {
    const segments = path.split('/');
    return compiled.some((c) => c.alternatives.some((alt) => matchSegments(alt, segments)) !== c.negated);
  };
}

function compile(glob: string): Compiled {
  if (glob.length > GLOB_MAX_LENGTH)
    throw new Refused(`a glob may have at most ${GLOB_MAX_LENGTH} characters (this one has ${glob.length})`);
  let body = glob;
  const negated = body.startsWith('!');
  if (negated) body = body.slice(1);
  if (body.startsWith('!')) throw new Refused('a glob may start with one `!`, not more');
  for (const char of ['(', ')', '|'])
    if (unescapedIndex(body, char) >= 0)
      throw new Refused(`\`${char}\` is not read in a glob (no extglobs or groups); use \`{a,b}\` for alternatives`);
  while (body.startsWith('./')) body = body.slice(2);
  const alternatives = expandBraces(body).map(segmentsOf);
  return { negated, alternatives };
}

/** Index of `char` outside a `\` escape and outside `[...]`, or -1. */
function unescapedIndex(text: string, char: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** `a{b,c{d,e}}f` as `abf`, `acdf`, `acef`; each expansion counted against `GLOB_MAX_ALTERNATIVES`. */
function expandBraces(text: string): string[] {
  const open = unescapedIndex(text, '{');
  const close = unescapedIndex(text, '}');
  if (open < 0) {
    if (close >= 0) throw new Refused('a `}` without its `{` (write `\\}` for the character)');
    return [text];
  }
  let depth = 0;
  const commas: number[] = [];
  let end = -1;
  for (let i = open; i < text.length && end < 0; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) end = i;
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  if (end < 0) throw new Refused('a `{` without its `}` (write `\\{` for the character)');
  if (commas.length === 0)
    throw new Refused('braces need at least one comma (`{a,b}`); ranges such as `{1..3}` are not read');
  const head = text.slice(0, open);
  const tail = expandBraces(text.slice(end + 1));
  const bounds = [open, ...commas, end];
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++)
    for (const middle of expandBraces(text.slice(bounds[k]! + 1, bounds[k + 1])))
      for (const rest of tail) {
        out.push(head + middle + rest);
        if (out.length > GLOB_MAX_ALTERNATIVES)
          throw new Refused(`a glob's braces may expand to at most ${GLOB_MAX_ALTERNATIVES} alternatives`);
      }
  return out;
}

function segmentsOf(text: string): Segment[] {
  return splitSegments(text).map((part): Segment => {
    if (part === '**') return { globstar: true };
    const tokens = tokensOf(part);
    const literal = tokens.every((t) => t.kind === 'char');
    const chars = (from: number, step: 1 | -1) => {
      let out = '';
      for (let i = from; i >= 0 && i < tokens.length; i += step) {
        const t = tokens[i]!;
        if (t.kind !== 'char') break;
        out = step === 1 ? out + t.char : t.char + out;
      }
      return out;
    };
    return { globstar: false, tokens, literal, head: chars(0, 1), tail: literal ? '' : chars(tokens.length - 1, -1) };
  });
}

/** Split on `/` outside escapes and classes. */
function splitSegments(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let inClass = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function tokensOf(part: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part[i]!;
    if (c === '\\') {
      if (i + 1 >= part.length) throw new Refused('a glob may not end with `\\`');
      tokens.push({ kind: 'char', char: part[++i]! });
    } else if (c === '*') {
      // `a**b` is `a*b`: `**` reaches over `/` only as a whole segment.
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const end = part.indexOf(']', i + 2);
      if (end < 0) throw new Refused('a `[` without its `]` (write `\\[` for the character)');
      const inside = part.slice(i + 1, end);
      if (inside.startsWith('!') || inside.startsWith('^') || inside.startsWith('[') || inside.includes('\\'))
        throw new Refused('a class may list characters and ranges only (`[abc]`, `[a-z]`)');
      const ranges: [string, string][] = [];
      for (let j = 0; j < inside.length; j++) {
        if (inside[j + 1] === '-' && j + 2 < inside.length) {
          ranges.push([inside[j]!, inside[j + 2]!]);
          j += 2;
        } else ranges.push([inside[j]!, inside[j]!]);
      }
      tokens.push({ kind: 'class', ranges });
      i = end;
    } else if (c === ']') throw new Refused('a `]` without its `[` (write `\\]` for the character)');
    else tokens.push({ kind: 'char', char: c });
  }
  return tokens;
}

/**
 * `**` over whole segments: the wildcard algorithm that keeps only the last star it passed, which
 * is exact when every other unit matches exactly one segment, and visits each pair at most once per star.
 */
function matchSegments(glob: readonly Segment[], path: readonly string[]): boolean {
  let g = 0;
  let p = 0;
  let starG = -1;
  let starP = 0;
  while (p < path.length) {
    const segment = glob[g];
    if (segment?.globstar) {
      starG = g++;
      starP = p;
    } else if (segment && matchOne(segment, path[p]!)) {
      g++;
      p++;
    } else if (starG >= 0 && !isDots(path[starP]!)) {
      // `**` takes one more segment, never `.` or `..`.
      g = starG + 1;
      p = ++starP;
    } else return false;
  }
  while (glob[g]?.globstar) g++;
  return g === glob.length;
}

const isDots = (segment: string) => segment === '.' || segment === '..';

/** One segment against its tokens: the set of token positions reached, advanced once per character. */
function matchOne(segment: Tokens, name: string): boolean {
  const { tokens } = segment;
  if (segment.literal) return segment.head === name;
  // A wildcard never matches `.` or `..`, nor an empty segment.
  if (isDots(name) || name === '') return false;
  if (!name.startsWith(segment.head) || !name.endsWith(segment.tail)) return false;
  let states = new Uint8Array(tokens.length + 1);
  let next = new Uint8Array(tokens.length + 1);
  states[0] = 1;
  closeOverStars(tokens, states);
  // By UTF-16 unit, as picomatch's regex (no `u` flag) reads a name.
  for (let at = 0; at < name.length; at++) {
    const char = name[at]!;
    next.fill(0);
    let any = false;
    for (let i = 0; i < tokens.length; i++) {
      if (!states[i]) continue;
      const t = tokens[i]!;
      if (t.kind === 'star') {
        next[i] = 1;
        any = true;
      } else if (
        (t.kind === 'char' && t.char === char) ||
        t.kind === 'any' ||
        (t.kind === 'class' && t.ranges.some(([from, to]) => from <= char && char <= to))
      ) {
        next[i + 1] = 1;
        any = true;
      }
    }
    if (!any) return false;
    closeOverStars(tokens, next);
    [states, next] = [next, states];
  }
  return states[tokens.length] === 1;
}

/** A star may match nothing: a state before it reaches the state after it. */
function closeOverStars(tokens: readonly Token[], states: Uint8Array): void {
  for (let i = 0; i < tokens.length; i++) if (states[i] && tokens[i]!.kind === 'star') states[i + 1] = 1;
}
