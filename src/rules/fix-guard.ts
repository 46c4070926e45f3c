import type { Finding } from '../report/finding.js';

const keyOf = (f: Finding) => `${f.path}\u0000${f.ruleId}\u0000${f.message}`;

/**
 * The findings of `after` that `before` does not have, compared by file, rule and message, each
 * as many times as it occurs: positions are left out, since a fix that changes a scalar's length
 * moves what follows it on its line. A fix that adds one (a corrected value that now breaks
 * another rule, a renamed key whose value is now checked) is not applied: fixing never adds a
 * finding, and a person decides.
 */
export function addedFindings(before: readonly Finding[], after: readonly Finding[]): Finding[] {
  const counts = new Map<string, number>();
  for (const f of before) counts.set(keyOf(f), (counts.get(keyOf(f)) ?? 0) + 1);
  const added: Finding[] = [];
  for (const f of after) {
    const left = counts.get(keyOf(f)) ?? 0;
    if (left > 0) counts.set(keyOf(f), left - 1);
    else added.push(f);
  }
  return added;
}
