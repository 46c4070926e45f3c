import type { Gate, GateItem, Priority } from '../report/report.js';
import { parseLocation } from '../rules/shared/location-path.js';

/** The priorities that count in the gate (a P0 vetoes, P1s reject); P2 and P3 are listed, never gating. */
export function isGatingPriority(priority: Priority): priority is 'P0' | 'P1' {
  return priority === 'P0' || priority === 'P1';
}

/**
 * A gating item's level where it is annotated (a workflow annotation, a SARIF result): a P0 is an
 * error; a P1 is one when P1s gate the run (the gate rejects or vetoes), a warning beside a gate
 * that passes (a single P1).
 */
export function gateItemLevel(item: GateItem, gate: Pick<Gate, 'result'>): 'error' | 'warning' {
  return item.priority === 'P0' || gate.result !== 'pass' ? 'error' : 'warning';
}

/** `P0 SEC-1 (security)`: the priority, the item's id and its category, as the review file gives them. */
export function gateItemTitle(item: GateItem): string {
  return [item.priority, item.id, item.category ? `(${item.category})` : undefined].filter(Boolean).join(' ');
}

/** The item's description, then where the problem is and its fix when the review says, one a line. */
export function gateItemMessage(item: GateItem): string {
  const parts = [item.description];
  if (item.location) parts.push(`at ${item.location}`);
  if (item.fix) parts.push(`fix: ${item.fix}`);
  return parts.join('\n');
}

/**
 * A gate item's `location` as the report shows it: a repository path (`docs/a.md:42`), written
 * from the root of the repository its review file was checked in, shown from the folder the
 * report's paths start at, as its `declared in` path is (`examples/pipeline/docs/a.md:42`), when
 * the roots are known (`roots`: each root's folder as the report's paths give it, `.` for the
 * current folder); anything else (`the login form`, roots not given) as written.
 */
export function locationShown(
  location: string,
  sourcePath: string,
  roots: readonly { path: string }[] | undefined,
): string {
  if (!roots?.length || !parseLocation(location)) return location;
  const root = rootHolding(sourcePath, roots);
  const written = location.trim();
  const relative = written.startsWith('./') ? written.slice(2) : written;
  return root === undefined || root === '.' ? relative : `${root}/${relative}`;
}

/** Each report's root folders as a set: a report of many roots asks for every gate item. */
const rootSets = new WeakMap<readonly { path: string }[], ReadonlySet<string>>();

/**
 * The deepest of `roots` whose folder holds `path`; `.` (the current folder) only when no other
 * does, and never for a path that leaves it. Looked up by `path`'s folders, deepest first.
 */
function rootHolding(path: string, roots: readonly { path: string }[]): string | undefined {
  let set = rootSets.get(roots);
  if (!set) rootSets.set(roots, (set = new Set(roots.map((root) => root.path))));
  for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
    const folder = path.slice(0, slash);
    if (folder !== '.' && set.has(folder)) return folder;
  }
  return set.has('.') && !path.startsWith('../') ? '.' : undefined;
}
