import { isNullsOnly, isRecord } from '../util/values.js';
import { BlockLocator } from './fast-locate.js';
import { JsonLocator, loadJson } from './fast-json.js';
import { loadYaml } from './fast-yaml.js';
import type { Offsets, Places } from './simple-yaml.js';
import { plainMarkdown, splitMarkdown } from './markdown-doc.js';
import type { Syntax } from './read.js';
import type { ParsedDoc, PathKey, Position } from './types.js';
import { countLines } from './yaml-doc.js';

/**
 * The fast path's document: the data of the fastest exact parser (JSON.parse, js-yaml) and no
 * AST. Positions come from the text, found by locators that answer exactly as the full parse
 * does or throw {@link needFullParse} when they cannot vouch for an answer (an unusual layout, a
 * multi-line flow collection); the engine then checks the file again on the full parse.
 * `lines` is the text's line count when the caller has it already (decodeText counts them).
 */
export function parseFast(text: string, syntax: Syntax, maxDepth = Infinity, lines?: number): ParsedDoc | undefined {
  if (text.trim() === '') return undefined;
  // A backtick cannot start YAML or JSON: a file in a Markdown code fence is the full parse's to report.
  if (syntax !== 'markdown' && text.startsWith('`')) return undefined;
  if (syntax === 'json') {
    const loaded = loadJson(text, maxDepth);
    if (!loaded) return undefined;
    const locator = new JsonLocator(text);
    return fastDoc('json', loaded.data, lines ?? countLines(text), {
      position: (path, part) => locator.position(path, part),
      isFlow: () => true,
    });
  }
  if (syntax === 'yaml') {
    const loaded = loadYaml(text);
    if (loaded && deeperThan(loaded.data, maxDepth)) return undefined;
    return (
      loaded &&
      fastDoc(
        'yaml',
        loaded.data,
        lines ?? countLines(text),
        loaded.offsets ? simpleLocator(loaded.data, loaded.offsets, 0) : yamlLocator(text, loaded.data, 0),
      )
    );
  }
  const parts = splitMarkdown(text);
  const lineCount = lines ?? countLines(text);
  if (parts.frontmatter === 'none') return plainMarkdown(text, 1, lineCount);
  if (parts.frontmatter === 'unclosed') return undefined;
  const loaded = loadYaml(parts.yamlText);
  if (!loaded || deeperThan(loaded.data, maxDepth)) return undefined;
  const locator = loaded.offsets
    ? simpleLocator(loaded.data, loaded.offsets, 1)
    : yamlLocator(parts.yamlText, loaded.data, 1);
  return { ...fastDoc('markdown', loaded.data, lineCount, locator), body: parts.body, bodyLine: parts.bodyLine };
}

/**
 * True when arrays and objects nest deeper than `max` in the data (the top-level one is depth 1):
 * the full parse's `file/too-deep`, which the fast path leaves to it. The data of a text the fast
 * path reads has one collection per collection of the full parse's tree (it declines aliases and
 * collections as keys), so the two count alike.
 */
function deeperThan(value: unknown, max: number, depth = 1): boolean {
  if (value === null || typeof value !== 'object') return false;
  // Recursion stops one level past the bound, whatever the data's own depth.
  if (depth > max) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (deeperThan(item, max, depth + 1)) return true;
  } else {
    for (const key in value) if (deeperThan((value as Record<string, unknown>)[key], max, depth + 1)) return true;
  }
  return false;
}

interface TextLocator {
  position(path: readonly PathKey[], part: 'key' | 'value'): Position;
  /** The value at `path` is a flow collection (`{x}` rather than an indented mapping). */
  isFlow(path: readonly PathKey[]): boolean;
}

/** Positions in YAML text; `lineOffset` shifts lines for frontmatter inside Markdown. The locator is built on first use. */
function yamlLocator(text: string, data: unknown, lineOffset: number): TextLocator {
  let locator: BlockLocator | undefined;
  const get = () => (locator ??= new BlockLocator(text, data));
  return {
    position(path, part) {
      const located = get().locate(path);
      const place = part === 'key' && located.key ? located.key : located;
      return { line: place.line + 1 + lineOffset, column: place.col + 1 };
    },
    isFlow: (path) => get().charAt(get().locate(path)) === '{',
  };
}

/**
 * Positions in a text the simple reader accepted, from where it found each node to start: a path
 * is walked as the full parse walks its AST (to the deepest node that exists; a key's place when
 * asked for and the path ends on a mapping entry). It declines flow mappings of nulls, so none
 * it reads is a placeholder. Lines and columns are counted in the text it read (LF line ends),
 * which are the given text's.
 */
function simpleLocator(data: unknown, offsets: Offsets, lineOffset: number): TextLocator {
  const { text } = offsets;
  // Lines are counted on from the last place asked for: a file's positions mostly come in order.
  let lastOffset = 0;
  let lastLine = 0;
  let lastLineStart = 0;
  const place = (offset: number): Position => {
    if (offset < lastOffset) lastOffset = lastLine = lastLineStart = 0;
    for (let i = text.indexOf('\n', lastOffset); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
      lastLine++;
      lastLineStart = i + 1;
    }
    lastOffset = offset;
    return { line: lastLine + 1 + lineOffset, column: offset - lastLineStart + 1 };
  };
  return {
    position(path, part) {
      let node: unknown = data;
      let places = offsets.places;
      let at = offsets.at;
      let keyAt: number | undefined;
      for (const key of path) {
        if (Array.isArray(node)) {
          if (typeof key !== 'number' || key < 0 || key >= node.length) break;
          at = places[2 * key] as number;
          keyAt = undefined;
          node = node[key];
          places = places[2 * key + 1] as Places;
        } else if (isRecord(node)) {
          const name = String(key);
          if (!Object.hasOwn(node, name)) break;
          // The entry's place among the keys (`for...in` order is `Object.keys` order, without the array).
          let index = 0;
          for (const other in node) {
            if (other === name) break;
            index++;
          }
          keyAt = places[3 * index] as number;
          at = places[3 * index + 1] as number;
          node = node[name];
          places = places[3 * index + 2] as Places;
        } else break;
      }
      return place(part === 'key' && keyAt !== undefined ? keyAt : at);
    },
    isFlow: () => false,
  };
}

/** The value at `path` as the full parse's walk finds it: a number names a mapping's key as well as a list's item. */
function nodeAt(data: unknown, path: readonly PathKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (Array.isArray(current)) current = typeof key === 'number' ? current[key] : undefined;
    else if (isRecord(current)) current = Object.hasOwn(current, String(key)) ? current[String(key)] : undefined;
    else return undefined;
  }
  return current;
}

function fastDoc(syntax: ParsedDoc['syntax'], data: unknown, lineCount: number, locator: TextLocator): ParsedDoc {
  return {
    syntax,
    data,
    lineCount,
    locate: (path, part = 'value') => locator.position(path, part),
    isPlaceholderMap(path) {
      // `{x}` reads as a mapping of nulls; only a non-empty one written in flow style is a placeholder.
      const value = nodeAt(data, path);
      return isRecord(value) && isNullsOnly(value) && locator.isFlow(path);
    },
  };
}
