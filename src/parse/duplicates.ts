import { isMap, isNode, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';
import { show } from '../util/values.js';
import type { DuplicateKey, OmittedProblems, ParseProblem, PathKey } from './types.js';

/** A key twice in one mapping. */
export const DUPLICATE_KEY_RULE = 'parse/duplicate-key';

/**
 * The readings src/engine/readings.ts tries, past the parsed one: the repeated keys it needs are
 * kept, the others only reported (a file can repeat a key 190,000 times, each with its value).
 */
const VARIANTS_READ = 63;

/**
 * Keys written more than once in one mapping, found in the full parse's AST (YAML, and JSON read
 * as YAML). Both `JSON.parse` and the `yaml` package keep the last value silently, so the data
 * the rules see holds the last one; what a reader of the file would take instead is kept here
 * with every value written, for the finding and for reading the gate, inbox and risk safely
 * (src/engine/readings.ts). The fast path declines every file with a repeated key, so only the full
 * parse needs this.
 */
export function findDuplicates(
  doc: Document,
  counter: LineCounter,
  lineOffset: number,
  syntax: 'yaml' | 'json',
  maxProblems = Infinity,
): { duplicates: DuplicateKey[]; problems: ParseProblem[]; omitted?: OmittedProblems } {
  const duplicates: DuplicateKey[] = [];
  const problems: ParseProblem[] = [];
  // Past `maxProblems`, repeats are counted, not written out: a file lists no more of one kind.
  let omitted = 0;
  let variants = 0;
  const at = (offset: number) => {
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const valueOf = (node: unknown): unknown => {
    if (!isNode(node)) return node ?? null;
    try {
      return node.toJS(doc, { maxAliasCount: 100 });
    } catch {
      return undefined;
    }
  };
  const readers = syntax === 'json' ? 'JSON readers use' : 'YAML readers (and handoff-gate) use';

  // Depth first, with an explicit stack: nesting is bounded by the parse, not by this walk. A value
  // the data does not hold (an earlier copy of a repeated key) is walked too, for its own repeated
  // keys: those are reported, but have no place in the data for the safe reading (`overwritten`).
  const stack: Array<{ node: Node; path: PathKey[]; overwritten: boolean }> = doc.contents
    ? [{ node: doc.contents as Node, path: [], overwritten: false }]
    : [];
  while (stack.length) {
    const { node, path, overwritten } = stack.pop()!;
    if (isSeq(node)) {
      node.items.forEach((item, i) => isNode(item) && stack.push({ node: item, path: [...path, i], overwritten }));
      continue;
    }
    if (!isMap(node)) continue;
    for (const [name, pairs] of pairsByKey(node.items as Pair[])) {
      // The value the data holds is the last one's; the others are overwritten.
      pairs.forEach(
        (pair, i) =>
          isNode(pair.value) &&
          stack.push({ node: pair.value, path: [...path, name], overwritten: overwritten || i < pairs.length - 1 }),
      );
      if (pairs.length < 2) continue;
      const wanted = !overwritten && variants < VARIANTS_READ;
      const listed = Math.min(pairs.length - 1, Math.max(0, maxProblems - problems.length));
      omitted += pairs.length - 1 - listed;
      if (!wanted && listed === 0) continue;
      const last = pairs.length - 1;
      const kept = valueOf(pairs[last]!.value);
      if (wanted) {
        // The earlier values the readings will try (they stop at their bound), and the last.
        const tried = Math.min(last, VARIANTS_READ - variants);
        duplicates.push({
          path: [...path, name],
          values: [...pairs.slice(0, tried).map((p) => valueOf(p.value)), kept],
        });
        variants += tried;
      }
      const placeOf = (pair: Pair) => at((pair.key as Node).range?.[0] ?? 0);
      const firstLine = placeOf(pairs[0]!).line;
      for (let k = 1; k <= listed; k++) {
        problems.push({
          ruleId: DUPLICATE_KEY_RULE,
          severity: 'error',
          ...placeOf(pairs[k]!),
          message: duplicateKeyMessage(name, pairs.length, firstLine, readers, kept),
        });
      }
    }
  }
  return {
    duplicates,
    problems,
    ...(omitted > 0 && { omitted: { ruleId: DUPLICATE_KEY_RULE, severity: 'error', count: omitted } }),
  };
}

/** A mapping's pairs grouped by key, in the order the keys first appear; pairs with a key that is no scalar are left out. */
function pairsByKey(pairs: readonly Pair[]): Map<string, Pair[]> {
  const groups = new Map<string, Pair[]>();
  for (const pair of pairs) {
    // Keys as the data names them: a scalar's value as text (`1` and `"1"` are one key in the data).
    if (!isScalar(pair.key)) continue;
    const raw = pair.key.value;
    const name = typeof raw === 'string' ? raw : raw === null ? '' : String(raw);
    const group = groups.get(name);
    if (group) group.push(pair);
    else groups.set(name, [pair]);
  }
  return groups;
}

function duplicateKeyMessage(name: string, count: number, firstLine: number, readers: string, kept: unknown): string {
  const times = count === 2 ? 'twice' : `${count} times`;
  return (
    `The key ${show(name)} is written ${times} in this mapping (first on line ${firstLine}). ` +
    `${readers} the last value, ${shownValue(kept)}, and ignore the ${count === 2 ? 'other' : 'others'}; ` +
    `for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one ${show(name)}.`
  );
}

/** A value for a message: control characters and line breaks escaped, so the message stays one honest line. */
function shownValue(value: unknown): string {
  if (value === undefined) return 'an alias that expands too far';
  if (typeof value === 'string' && /[\p{Cc}\u2028\u2029]/u.test(value)) return show(JSON.stringify(value));
  return show(value);
}
