import type { Report } from './report.js';

/** The same report with every path mapped (repository-relative → relative to the current directory). */
export function relocate<R extends Report>(report: R, map: (path: string) => string): R {
  return {
    ...report,
    files: report.files.map((f) => ({ ...f, path: map(f.path) })),
    findings: report.findings.map((f) => ({ ...f, path: map(f.path) })),
    gate: {
      ...report.gate,
      items: report.gate.items.map((i) => ({ ...i, source: { ...i.source, path: map(i.source.path) } })),
      sources: report.gate.sources.map((s) => ({ ...s, path: map(s.path) })),
    },
    inbox: report.inbox.map((i) => ({ ...i, path: map(i.path) })),
    chain: { nodes: report.chain.nodes.map((n) => ({ ...n, path: map(n.path) })), edges: report.chain.edges },
  };
}
