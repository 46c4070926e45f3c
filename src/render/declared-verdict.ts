import type { Gate } from '../report/report.js';

/**
 * `; declared veto by .work/07_review_unified.yaml` when a deciding file's declared verdict makes
 * the gate's (an aggregator's veto counts whatever the counted items make), each such file named
 * through `show` (the output's own escaping); empty otherwise. A declaration stricter than the
 * counts is said even where the counts agree, so a reader sees who decided.
 */
export function declaredWords(gate: Pick<Gate, 'result' | 'declaredBy'>, show: (path: string) => string): string {
  const deciding = gate.declaredBy.filter((d) => d.result === gate.result);
  if (deciding.length === 0) return '';
  const shown = deciding.slice(0, 3).map((d) => show(d.path));
  const more = deciding.length > 3 ? ` and ${deciding.length - 3} more` : '';
  return `; declared ${gate.result} by ${shown.join(', ')}${more}`;
}

/** `veto declared by .work/07_review_unified.yaml`, as {@link declaredWords} names the files; empty when none decides. */
export function declaredByWords(gate: Pick<Gate, 'result' | 'declaredBy'>, show: (path: string) => string): string {
  const words = declaredWords(gate, show);
  return words && `${gate.result} declared by ${words.slice(`; declared ${gate.result} by `.length)}`;
}
