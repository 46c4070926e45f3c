import type { Finding } from '../report/finding.js';
import type { Entries } from './baseline.js';
import { guardedDecision, GUARDS_A_DECISION_RULE } from './rules.js';

/** A path or id as a message quotes it: one code span, cut at 200 characters (the renderers escape the rest). */
function code(text: string): string {
  const one = text.length > 200 ? `${text.slice(0, 197)}...` : text;
  return `\`${one.replaceAll('`', "'").replaceAll('\n', ' ')}\``;
}

/**
 * The entries a change (a pull request, a push) adds to its suppressions file, or raises, for a rule
 * that guards a person's decision: each an error on its line of the change's own version. Such an
 * entry suppresses nothing (each finding of those rules compares a change's base with its head, so
 * it did not exist when the entry was written), and writing one ahead of the change it would cover
 * (one pull request adds it, the next skips the approval) is a decision taken outside the inbox. A
 * base whose file could not be read, or held problems, counts as having none.
 */
export function decisionEntriesRaised(
  path: string,
  entries: { base: Entries | undefined; head: Entries },
  change: 'pull request' | 'push',
): Finding[] {
  const findings: Finding[] = [];
  for (const [file, rules] of entries.head)
    for (const [ruleId, entry] of rules) {
      const words = guardedDecision(ruleId);
      if (words === undefined) continue;
      const from = entries.base?.get(file)?.get(ruleId)?.count ?? 0;
      if (entry.count <= from) continue;
      const what = from === 0 ? 'adds this entry' : `raises this entry's count from ${from} to ${entry.count}`;
      findings.push({
        path,
        line: entry.line,
        column: entry.column,
        ruleId: GUARDS_A_DECISION_RULE,
        severity: 'error',
        message: `This ${change} ${what} for ${code(ruleId)} on ${code(file)}: that rule guards a person's decision (${words}), and no suppression hides it. Each of its findings compares a change with its base, so it did not exist when this entry was written, and an entry written ahead of the change would let that change skip the person. Remove the entry; a person decides through the item's inbox issue (\`/approve\`, \`/retry\`).`,
      });
    }
  return findings;
}
