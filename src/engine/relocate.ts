import type { Report } from '../report/report.js';

/**
 * Maps every path of a report (repository-relative → relative to the current directory) in
 * place, for the report's owner, which has no other use for the old paths: a scan of thousands
 * of files has tens of thousands of objects with a path, and none is copied. `check` builds each
 * of them afresh, so each is mapped once (the engine tests hold every report to that).
 */
export function relocateInPlace<R extends Report>(report: R, map: (path: string) => string): R {
  const once = sharedFor(report, map);
  // Indexed loops: each runs once, over up to every item of a large scan.
  relocateInStep(report.files, report.findings, once);
  const lists = [
    report.gate.sources,
    report.inbox,
    report.chain.nodes,
    report.suppressed?.findings ?? [],
    report.suppressed?.exceeded ?? [],
  ];
  for (const list of lists) for (let i = 0; i < list.length; i++) list[i]!.path = once(list[i]!.path);
  const items = report.gate.items;
  for (let i = 0; i < items.length; i++) items[i]!.source.path = once(items[i]!.source.path);
  return report;
}

/**
 * `map`, giving one string for each path the gate, the inbox or the chain names, whichever item
 * asks (the renderers compare those paths with the files' and with each other's, at once when they
 * are one string): a table of those paths alone, not of every file the report lists.
 */
function sharedFor(report: Report, map: (path: string) => string): (path: string) => string {
  const named = new Set<string>();
  for (const { path } of report.gate.sources) named.add(path);
  for (const { source } of report.gate.items) named.add(source.path);
  for (const { path } of report.inbox) named.add(path);
  for (const { path } of report.chain.nodes) named.add(path);
  const shown = new Map<string, string>();
  return (path) => {
    let result = shown.get(path);
    if (result === undefined) {
      result = map(path);
      if (named.has(path)) shown.set(path, result);
    }
    return result;
  };
}

/**
 * The files and the findings, each in path order, walked side by side: a file's findings take the
 * path shown for the file, asked of `map` once, so that `map` need keep no table of every path to
 * answer each path with one string. Lists in another order are mapped all the same, item by item.
 */
function relocateInStep(files: Report['files'], findings: Report['findings'], map: (path: string) => string): void {
  let j = 0;
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const path = file.path;
    const shown = map(path);
    for (; j < findings.length && findings[j]!.path < path; j++) findings[j]!.path = map(findings[j]!.path);
    for (; j < findings.length && findings[j]!.path === path; j++) findings[j]!.path = shown;
    file.path = shown;
  }
  for (; j < findings.length; j++) findings[j]!.path = map(findings[j]!.path);
}
