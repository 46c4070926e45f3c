import { enumMember } from '../core/enum-reading.js';
import { compareText } from '../report/order.js';
import type { DeclaredVerdict, Gate, GateItem, GateResult, GateSource, Priority } from '../report/report.js';

/** Spec 1's review gate: one P0 vetoes, two P1s reject, anything else passes. */
export function gateResult(counts: { p0: number; p1: number }): GateResult {
  if (counts.p0 >= 1) return 'veto';
  if (counts.p1 >= 2) return 'reject';
  return 'pass';
}

export function countByPriority(items: readonly Pick<GateItem, 'priority'>[]): Record<Priority, number> {
  const counts: Record<Priority, number> = { P0: 0, P1: 0, P2: 0, P3: 0 };
  for (const item of items) counts[item.priority]++;
  return counts;
}

/** Every severity word of the formats, by the priority it counts as in spec 1's gate. */
const SEVERITY_PRIORITY = {
  P0: 'P0',
  CRITICAL: 'P0',
  P1: 'P1',
  HIGH: 'P1',
  P2: 'P2',
  MEDIUM: 'P2',
  P3: 'P3',
  LOW: 'P3',
} as const satisfies Record<string, Priority>;
const SEVERITY_WORDS = Object.keys(SEVERITY_PRIORITY) as Array<keyof typeof SEVERITY_PRIORITY>;

/**
 * The other formats' severities, normalised to spec 1's priorities (P3 is listed, never
 * gating). Read whatever the case (`Critical`, `p0`): a severity that misses its format's enum
 * only by case is an error, and still counts in the gate.
 */
export function priorityOf(severity: unknown): Priority | undefined {
  const word = enumMember(severity, SEVERITY_WORDS);
  return word === undefined ? undefined : SEVERITY_PRIORITY[word];
}

const PRIORITY_RANK: Record<Priority, number> = { P0: 0, P1: 1, P2: 2, P3: 3 };

const RESULT_RANK: Record<GateResult, number> = { pass: 0, reject: 1, veto: 2 };

/** The stricter of two verdicts. */
const stricter = (a: GateResult, b: GateResult): GateResult => (RESULT_RANK[b] > RESULT_RANK[a] ? b : a);

/**
 * The decisions that gate on their own (spec 1: the Aggregator (Reviewer) holds the gate
 * decision), strictest first: for each deciding file, the stricter of the `veto` or `reject` it
 * declares and the verdict its own declared counts make (`p0_count: 1` with `result: pass` is a
 * veto: the counts are what the reviews found, the word only their summary). A declared `pass` is
 * not here: it never lowers what the counted items make. When aggregators disagree the strictest
 * wins, and each one is listed.
 */
function declaredVerdicts(sources: readonly GateSource[]): DeclaredVerdict[] {
  const out: DeclaredVerdict[] = [];
  for (const source of sources) {
    if (!source.decides) continue;
    const result = declaredGateResult(source.declared, source.declaredCounts);
    if (result !== 'pass') out.push({ path: source.path, result });
  }
  return out.sort((a, b) => RESULT_RANK[b.result] - RESULT_RANK[a.result] || compareText(a.path, b.path));
}

/**
 * The verdict a deciding file's declaration makes: the stricter of its word (`veto` and `reject`
 * gate; any other word lowers nothing) and what its own declared counts make.
 */
export function declaredGateResult(
  declared: string | undefined,
  counts: Record<Priority, number> | undefined,
): GateResult {
  const word: GateResult = declared === 'veto' || declared === 'reject' ? declared : 'pass';
  return stricter(word, counts ? gateResult({ p0: counts.P0, p1: counts.P1 }) : 'pass');
}

/** Whether verdict `a` gates harder than `b` (veto over reject over pass). */
export const isStricter = (a: GateResult, b: GateResult): boolean => RESULT_RANK[a] > RESULT_RANK[b];

export function buildGate(items: GateItem[], sources: GateSource[]): Gate {
  const counts = countByPriority(items);
  const sorted = byPriorityPathLine(items);
  const counted = gateResult({ p0: counts.P0, p1: counts.P1 });
  const declaredBy = declaredVerdicts(sources);
  return {
    result: declaredBy.reduce<GateResult>((result, d) => stricter(result, d.result), counted),
    counted,
    declaredBy,
    p0: counts.P0,
    p1: counts.P1,
    p2: counts.P2,
    p3: counts.P3,
    items: sorted,
    sources,
  };
}

const compareItems = (a: GateItem, b: GateItem) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
  compareText(a.source.path, b.source.path) ||
  a.source.line - b.source.line;

/**
 * The items by priority, then path (as the findings are ordered), then line; a stable sort. The
 * engine adds items file by file in path order, so each priority's items, taken in turn, are
 * already in path order and only each file's own items may need their lines sorted: a scan with
 * a hundred thousand items sorts in one pass. Items in any other order are sorted outright.
 */
function byPriorityPathLine(items: readonly GateItem[]): GateItem[] {
  const byPriority: GateItem[][] = [[], [], [], []];
  // Indexed loops: this runs once per check, over every item, before the optimiser would make `for...of` free.
  for (let i = 0; i < items.length; i++) byPriority[PRIORITY_RANK[items[i]!.priority]]!.push(items[i]!);
  for (const group of byPriority) if (!sortLinesWithinPaths(group)) group.sort(compareItems);
  return byPriority.flat();
}

/** Sorts each path's run of items by line, in place, when the paths are in order; false when they are not. */
function sortLinesWithinPaths(group: GateItem[]): boolean {
  for (let i = 1; i < group.length; i++)
    if (
      group[i - 1]!.source.path !== group[i]!.source.path &&
      compareText(group[i - 1]!.source.path, group[i]!.source.path) > 0
    )
      return false;
  let start = 0;
  for (let i = 1; i <= group.length; i++) {
    if (i < group.length && group[i]!.source.path === group[start]!.source.path) continue;
    if (i - start > 1 && !linesInOrder(group, start, i)) {
      const run = group.slice(start, i).sort((a, b) => a.source.line - b.source.line);
      for (let k = 0; k < run.length; k++) group[start + k] = run[k]!;
    }
    start = i;
  }
  return true;
}

function linesInOrder(group: readonly GateItem[], start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) if (group[i - 1]!.source.line > group[i]!.source.line) return false;
  return true;
}

/**
 * What makes the verdict, in a few words and no file text: the counted items that make it
 * (`1 P0`, `2 P1`) and how many aggregators declare it (`declared by 1 aggregator`); the outputs
 * that may show paths name the files themselves.
 */
export function verdictGrounds(gate: Pick<Gate, 'result' | 'counted' | 'declaredBy' | 'p0' | 'p1'>): string {
  const parts: string[] = [];
  if (gate.counted === gate.result && gate.result !== 'pass')
    parts.push(gate.result === 'veto' ? `${gate.p0} P0` : `${gate.p1} P1`);
  const declaring = gate.declaredBy.filter((d) => d.result === gate.result).length;
  if (declaring) parts.push(`declared by ${declaring} aggregator${declaring === 1 ? '' : 's'}`);
  return parts.join('; ');
}
