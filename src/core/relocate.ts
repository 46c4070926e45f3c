import type { Report } from './report.js';

/**
 * Maps every path of a report (repository-relative → relative to the current directory) in
 * place, for the report's owner, which has no other use for the old paths. A scan of thousands
 * of files has tens of thousands of objects with a path, so none is copied; one that appears in
 * two places is mapped once.
 */
export function relocateInPlace<R extends Report>(report: R, map: (path: string) => string): R {
  const done = new Set<{ path: string }>();
  const move = (item: { path: string }) => {
    if (done.has(item)) return;
    done.add(item);
    item.path = map(item.path);
  };
  // Indexed loops: each runs once, over up to every item of a large scan.
  const lists = [report.files, report.findings, report.gate.sources, report.inbox, report.chain.nodes];
  for (const list of lists) for (let i = 0; i < list.length; i++) move(list[i]!);
  const items = report.gate.items;
  for (let i = 0; i < items.length; i++) move(items[i]!.source);
  return report;
}
