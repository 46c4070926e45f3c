/** Levenshtein distance, capped: anything past `max` is reported as `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A key as written, but for case and separators (`agentId`, `agent-id`, `agent_id` are one). */
export const normalise = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The closest candidate a typo could have meant, or undefined. Case and separators are ignored
 * first (`Agent-ID` → `agent_id`), then up to two edits for longer words, one for short ones.
 */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const folded = normalise(input);
  const exactFold = candidates.find((c) => normalise(c) === folded);
  if (exactFold !== undefined) return exactFold;
  const budget = folded.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    const distance = editDistance(folded, normalise(candidate), budget);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A value written out where the enum abbreviates it (`medium` → `med`): the one candidate the input starts with. */
export function abbreviationOf(input: string, candidates: readonly string[]): string | undefined {
  const folded = normalise(input);
  const found = candidates.filter((c) => {
    const short = normalise(c);
    return short.length >= 3 && folded.length > short.length && folded.startsWith(short);
  });
  return found.length === 1 ? found[0] : undefined;
}

/** ` Did you mean `x`?` for a message, or '' when nothing is close. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const match = closest(input, candidates) ?? abbreviationOf(input, candidates);
  return match === undefined ? '' : ` Did you mean \`${match}\`?`;
}
