import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { construct, kindOf, type Kind } from './core-scalar.js';
import { documentStart } from './document-start.js';
import { readSimpleYaml, type Offsets } from './simple-yaml.js';

/**
 * YAML data for the fast path: the simple reader's (simple-yaml.ts, with where each node starts)
 * for the block style it knows, else js-yaml's without positions (several times faster than the
 * `yaml` package's full parse). Either must read every text it accepts exactly as the full parse
 * (src/parse/yaml-doc.ts: the `yaml` package, YAML 1.2 core schema, strict, unique keys,
 * no merge keys) does; where they could differ they decline, and the file gets the full parse.
 */

/** One js-yaml type per resolved kind, so each keeps the tag js-yaml expects of it. */
const scalarType = (tag: string, kinds: readonly Kind[]) =>
  new Type(tag, {
    kind: 'scalar',
    resolve: (text: string) => typeof text === 'string' && kinds.includes(kindOf(text)),
    construct: (text: string) => construct(kindOf(text), text),
  });

const SCHEMA = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalarType('tag:yaml.org,2002:null', ['null']),
    scalarType('tag:yaml.org,2002:bool', ['bool']),
    scalarType('tag:yaml.org,2002:int', ['oct', 'int', 'hex']),
    scalarType('tag:yaml.org,2002:float', ['nan', 'float']),
  ],
});

/*
 * Texts the fast path leaves to the full parse, found by one regex over the text before any parse:
 * - tabs, lone CRs, NEL/LS/PS and inner BOMs: whitespace and line breaks the parsers may read apart
 *   (other control characters js-yaml rejects itself);
 * - lines starting `---` or `...` (js-yaml takes `---:` for a marker too) and directives (`%YAML`):
 *   several documents, another YAML version (a bare `---` opening the text is passed over first,
 *   see document-start.ts);
 * - nested sequences on one line (`- - a`) and empty items (`-` alone), after which js-yaml may
 *   put the next item in the wrong sequence;
 * - where a node may start (after a blank, `[`, `{` or `,`): anchors, aliases and tags (`&a`, `*a`,
 *   `!!str`; js-yaml shares aliased values instead of copying them, so an alias bomb would explode
 *   in the rules, and tags resolve differently); `?` complex keys and `<<` merge keys; empty or
 *   null keys, which the two turn into different strings (`null:` is the key `""` in the `yaml`
 *   package, `"null"` in js-yaml), also in flow (`{~}`); quoted scalars that do not close on their line;
 * - flow collections that do not close on their line, or nest (`{a: [b]}`, where keys may be
 *   collections), a collection as a key, and a comment right after a closing quote or bracket
 *   (`"a"#c`): the `yaml` package (strict) rejects some of these that js-yaml takes;
 * - a scalar value on a line below its key's, which the `yaml` package rejects after a blank line
 *   and a comment.
 * "A node may start here" is read loosely, so the screen over-matches (`R & D` in prose, `see
 * *this*`): such a file only costs the full parse.
 */
/** Where a node may start: the line's start, after a blank, `[`, `{` or `,`. */
const AT_NODE = '(?:^|[\\s\\[{,])';

// Each branch consumes its first character before looking back, so the regex engine can skip to
// the characters that matter instead of trying every position.
export const DECLINED = new RegExp(
  [
    '[\\t\\u0085\\u2028\\u2029\\ufeff]|\\r(?!\\n)',
    '^(?:---|\\.\\.\\.|%|[ ]*-[ ]+-(?:[ ]|$)|[ ]*-[ \\r]*(?:#.*)?$)',
    `[&*](?<=${AT_NODE}[&*])[^\\s\\[\\]{},]`,
    `!(?<=${AT_NODE}!)`,
    `\\?(?<=${AT_NODE}\\?)(?:\\s|:|$)`,
    `<(?<=${AT_NODE}<)<(?:\\s|:|$)`,
    `(?:~|null|Null|NULL)(?<=${AT_NODE}(?:~|null|Null|NULL))[ ]*(?::(?:[\\s\\[\\]{},]|$)|[,\\]}])`,
    `:(?<=${AT_NODE}:)(?:[\\s\\[\\]{},]|$)`,
    // A quote with no closing quote later on its line (escapes and `''` pairs skipped).
    `"(?<=${AT_NODE}")(?![^"\\\\\\n]*(?:\\\\.[^"\\\\\\n]*)*")`,
    `'(?<=${AT_NODE}')(?![^'\\n]*(?:''[^'\\n]*)*'(?!'))`,
    '[\\[{](?:[^\\[\\]{}\\n]*$|[^\\]}\\n]*[\\[{])',
    '["\'\\]}]#',
    '[\\]}][ ]*:(?:[\\s\\[\\]{},]|$)',
  ].join('|'),
  'gm',
);

/** True when the screen finds something in the text from `from` on (past a bare opening `---`). */
export function declined(text: string, from = 0): boolean {
  DECLINED.lastIndex = from;
  return DECLINED.test(text) || valueBelowKey(text, from);
}

/**
 * A scalar value on a line after its key's (past blank and comment lines): the `yaml` package
 * rejects some of these (a blank line and a comment between them) that js-yaml takes. A scan
 * of the lines, not a branch of the screen: as a pattern it started at every `:` and looked
 * forward over the comment lines after it, so a run of `#:` lines was read once per line
 * (quadratic). Here each line is read once. A key line is any line with a `:` followed by
 * nothing but blanks and a comment (a comment's own `:` counts too: the screen over-matches, as
 * above); lines may end in CRLF.
 */
function valueBelowKey(text: string, from: number): boolean {
  let keyAbove = false;
  for (let start = from; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.charCodeAt(end - 1) === 0x0d ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    const indent = leadingSpaces(line);
    const rest = line.slice(indent);
    if (rest === '' || rest.startsWith('#')) {
      keyAbove ||= endsWithKey(line);
      continue;
    }
    // An indented scalar below its key: not an item (`- x`), not a key of its own (`k: v`).
    if (keyAbove && indent > 0 && rest !== '-' && !rest.startsWith('- ') && !/:(?: |$)/.test(rest)) return true;
    keyAbove = endsWithKey(line);
  }
  return false;
}

function leadingSpaces(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 0x20) n++;
  return n;
}

/** A `:` after which the line holds only spaces, then nothing or a `#` comment. */
function endsWithKey(line: string): boolean {
  for (let colon = line.indexOf(':'); colon !== -1; colon = line.indexOf(':', colon + 1)) {
    let after = colon + 1;
    while (line.charCodeAt(after) === 0x20) after++;
    if (after === line.length || line.charCodeAt(after) === 0x23) return true;
  }
  return false;
}

/**
 * The YAML text's data (and, from the simple reader, where its nodes start), or undefined when
 * the fast path declines it: a text the simple reader declines and the screen above screens out,
 * one js-yaml rejects (syntax errors, duplicate keys, several documents, nesting past js-yaml's
 * depth limit), or a document that is empty or a lone scalar. All of those are the full parse's.
 */
export function loadYaml(text: string): { data: unknown; offsets?: Offsets } | undefined {
  const simple = readSimpleYaml(text);
  if (simple) return simple;
  if (declined(text, documentStart(text))) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema: SCHEMA });
  } catch {
    return undefined;
  }
  // An empty document (nothing, or comments only) and a lone scalar are the full parse's: js-yaml
  // reads a `#` line of a top-level block scalar (`>-`) as a comment, the `yaml` package as text.
  return data !== null && typeof data === 'object' ? { data } : undefined;
}
