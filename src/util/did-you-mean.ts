/** Two rows of the distance table, grown as needed: no array per row or per call. */
let above = new Int32Array(64);
let row = new Int32Array(64);

/** Levenshtein distance, capped: anything past `max` is reported as `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (above.length <= b.length) {
    above = new Int32Array(2 * (b.length + 1));
    row = new Int32Array(2 * (b.length + 1));
  }
  for (let j = 0; j <= b.length; j++) above[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [above, row] = [row, above];
  }
  return Math.min(above[b.length]!, max + 1);
}

/** A key as written, but for case and separators (`agentId`, `agent-id`, `agent_id` are one). */
export const normalise = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');

/** Answers remembered per list, at most this many: a bound for a file of a hundred thousand made-up keys. */
const MAX_ANSWERS = 4096;
const memos = new WeakMap<readonly string[], { folded: string[]; answers: Map<string, string | undefined> }>();

/** A list's folded forms and the answers given for it; made again if the list has grown since. */
function memoOf(candidates: readonly string[]): { folded: string[]; answers: Map<string, string | undefined> } {
  let memo = memos.get(candidates);
  if (!memo || memo.folded.length !== candidates.length)
    memos.set(candidates, (memo = { folded: candidates.map(normalise), answers: new Map() }));
  return memo;
}

/**
 * The closest candidate a typo could have meant, or undefined. Case and separators are ignored
 * first (`Agent-ID` → `agent_id`), then up to two edits for longer words, one for short ones.
 * Remembered per list of candidates: a scan asks the same of thousands of files (every key a
 * format does not know, against the keys it does).
 */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const known = memoOf(candidates);
  if (known.answers.has(input)) return known.answers.get(input);
  const answer = closestOf(normalise(input), candidates, known.folded);
  if (known.answers.size >= MAX_ANSWERS) known.answers.clear();
  known.answers.set(input, answer);
  return answer;
}

function closestOf(
  folded: string,
  candidates: readonly string[],
  foldedCandidates: readonly string[],
): string | undefined {
  const exactFold = foldedCandidates.indexOf(folded);
  if (exactFold !== -1) return candidates[exactFold];
  const budget = folded.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (let i = 0; i < candidates.length; i++) {
    const distance = editDistance(folded, foldedCandidates[i]!, budget);
    if (distance < bestDistance) {
      best = candidates[i];
      bestDistance = distance;
    }
  }
  return best;
}

/** A value written out where the enum abbreviates it (`medium` → `med`): the one candidate the input starts with. */
function abbreviationOf(input: string, candidates: readonly string[]): string | undefined {
  const folded = normalise(input);
  const foldedCandidates = memoOf(candidates).folded;
  let found: string | undefined;
  for (let i = 0; i < candidates.length; i++) {
    const short = foldedCandidates[i]!;
    if (short.length >= 3 && folded.length > short.length && folded.startsWith(short)) {
      if (found !== undefined) return undefined;
      found = candidates[i];
    }
  }
  return found;
}

/** The keys of an index as one list, made once per index (again if it has grown since). */
const keyLists = new WeakMap<ReadonlyMap<string, unknown>, string[]>();
function listOf(candidates: readonly string[] | ReadonlyMap<string, unknown>): readonly string[] {
  if (!(candidates instanceof Map)) return candidates as readonly string[];
  let list = keyLists.get(candidates);
  if (!list || list.length !== candidates.size) keyLists.set(candidates, (list = [...candidates.keys()]));
  return list;
}

/**
 * ` Did you mean `x`?` for a message, or '' when nothing is close. An index (a map of the ids a
 * run knows) may be given as it is: its keys are listed, and their folded forms made, once per
 * run, not once per finding (at 50,000 files, 3 s of a scan).
 */
export function didYouMean(input: string, candidates: readonly string[] | ReadonlyMap<string, unknown>): string {
  const list = listOf(candidates);
  const match = closest(input, list) ?? abbreviationOf(input, list);
  return match === undefined ? '' : ` Did you mean \`${match}\`?`;
}

/**
 * The candidate a misspelling surely means, for a fix rather than a hint: the one that differs
 * only in case and separators (`In-Progress` → `in_progress`), else the one nearest within the
 * edit budget (`aproved` → `approved`), else the one abbreviation (`medium` → `med`). Undefined
 * when two candidates are equally near: a hint may name one, a fix may not choose.
 */
export function soleMatch(
  input: string,
  candidates: readonly string[] | ReadonlyMap<string, unknown>,
  options: { foldOnly?: boolean } = {},
): string | undefined {
  const list = listOf(candidates);
  const folded = normalise(input);
  const foldedCandidates = memoOf(list).folded;
  // Case and separators only, where a near word may be a team's own on purpose (an open list).
  const budget = options.foldOnly ? 0 : folded.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = budget + 1;
  let tied = false;
  for (let i = 0; i < list.length; i++) {
    const distance = foldedCandidates[i] === folded ? 0 : editDistance(folded, foldedCandidates[i]!, budget);
    if (distance < bestDistance) {
      best = list[i];
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && distance <= budget && list[i] !== best) tied = true;
  }
  if (best !== undefined) return tied ? undefined : best;
  return options.foldOnly ? undefined : abbreviationOf(input, list);
}
