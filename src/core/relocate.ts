import type { Report } from './report.js';

/**
 * The same report with every path mapped (repository-relative → relative to the current
 * directory). An object whose path maps to itself (a run from the repository's root) is kept,
 * not copied: a scan of thousands of files has tens of thousands of them.
 */
export function relocate<R extends Report>(report: R, map: (path: string) => string): R {
  const moved = <T extends { path: string }>(item: T): T => {
    const path = map(item.path);
    return path === item.path ? item : { ...item, path };
  };
  return {
    ...report,
    files: report.files.map(moved),
    findings: report.findings.map(moved),
    gate: {
      ...report.gate,
      items: report.gate.items.map((i) => {
        const source = moved(i.source);
        return source === i.source ? i : { ...i, source };
      }),
      sources: report.gate.sources.map(moved),
    },
    inbox: report.inbox.map(moved),
    chain: { nodes: report.chain.nodes.map(moved), edges: report.chain.edges },
  };
}
