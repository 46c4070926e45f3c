import { SEVERITY_ORDER, type Finding, type Severity, type SuppressedFinding } from '../report/finding.js';
import type { BroughtSuppression } from '../report/report.js';
import type { Entries } from './baseline.js';
import { directiveComments } from './directives.js';
import { readDirective } from './inline.js';

interface Read {
  kind: 'next-line' | 'file';
  ids: string[];
  reason: string;
  line: number;
  /** The text of the line a next-line directive is for: what it covers ('' for the whole-file form). */
  covered: string;
}

function directivesOf(text: string, syntax: 'yaml' | 'json' | 'markdown'): Read[] {
  const lines = text.split('\n');
  const read: Read[] = [];
  for (const comment of directiveComments(text, syntax)) {
    const directive = readDirective(comment.text);
    if (!directive) continue;
    const covered = directive.kind === 'file' ? '' : (lines[comment.line] ?? '').trim();
    read.push({ ...directive, ids: [...new Set(directive.ids)], line: comment.line, covered });
  }
  return read;
}

const keyOf = (kind: string, ruleId: string, covered: string) => `${kind}\0${ruleId}\0${covered}`;

function worstOf(findings: readonly Finding[]): Severity | undefined {
  let worst: Severity | undefined;
  for (const f of findings) if (!worst || SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[worst]) worst = f.severity;
  return worst;
}

/**
 * The directives of a file's head version that its base version did not have, one per rule they
 * name, with the findings each suppressed in this run (`suppressed`: the file's, by their directive's
 * line). A directive stands as it was when the base had one of the same form, for the same rule,
 * over a line of the same text (lines move; a reason reworded widens nothing); one for a rule the
 * base's file named elsewhere, or in the other form, is widened; any other is added. A file the
 * pull request adds (no base) brings every directive it holds. Only directives that suppressed
 * something are listed: one that did not is already a `suppressions/unused` warning.
 */
export function broughtInline(
  path: string,
  texts: { head: string; base: string | undefined },
  syntax: 'yaml' | 'json' | 'markdown',
  suppressed: readonly SuppressedFinding[],
): BroughtSuppression[] {
  const then = new Map<string, number>();
  const namedThen = new Set<string>();
  for (const d of texts.base === undefined ? [] : directivesOf(texts.base, syntax))
    for (const id of d.ids) {
      const key = keyOf(d.kind, id, d.covered);
      then.set(key, (then.get(key) ?? 0) + 1);
      namedThen.add(id);
    }
  const brought: BroughtSuppression[] = [];
  for (const d of directivesOf(texts.head, syntax))
    for (const ruleId of d.ids) {
      const key = keyOf(d.kind, ruleId, d.covered);
      const left = then.get(key) ?? 0;
      if (left > 0) {
        then.set(key, left - 1);
        continue;
      }
      const hidden = suppressed.filter(
        (f) =>
          f.path === path && f.ruleId === ruleId && f.suppression.kind === 'inSource' && f.suppression.line === d.line,
      );
      if (hidden.length === 0) continue;
      brought.push({
        how: namedThen.has(ruleId) ? 'widened' : 'added',
        path,
        line: d.line,
        ruleId,
        reason: d.reason,
        hides: hidden.length,
        ...(worstOf(hidden) && { worst: worstOf(hidden)! }),
      });
    }
  return brought;
}

/**
 * The counts a pull request's suppressions file raises over the base's (an entry new at the head
 * counts from 0). Each would hide, once merged, the findings of its file and rule this run reports,
 * when they are within the new count (past it, all of them stay reported).
 */
export function raisedCounts(
  suppressionsPath: string,
  entries: { base: Entries | undefined; head: Entries },
  findings: readonly Finding[],
): BroughtSuppression[] {
  const raised: BroughtSuppression[] = [];
  for (const [file, rules] of entries.head)
    for (const [ruleId, entry] of rules) {
      const from = entries.base?.get(file)?.get(ruleId)?.count ?? 0;
      if (entry.count <= from) continue;
      const reported = findings.filter((f) => f.path === file && f.ruleId === ruleId);
      const hidden = reported.length <= entry.count ? reported : [];
      raised.push({
        how: 'count-raised',
        path: suppressionsPath,
        line: entry.line,
        ruleId,
        file,
        from,
        to: entry.count,
        hides: hidden.length,
        ...(worstOf(hidden) && { worst: worstOf(hidden)! }),
      });
    }
  return raised;
}
