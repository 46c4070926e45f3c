import { filledString } from './checks/template-leftover.js';
import type { ChainContribution } from './format.js';
import type { Chain, ChainEdge, ChainNode, ChainStatus } from './report.js';

/** One file's contribution, with the file it came from. Given in path order. */
export interface FileChain {
  path: string;
  chain: ChainContribution;
}

/** An agent's stable id: its name trimmed, blanks collapsed, lower-cased (`Backend Builder` → `backend builder`). */
export function chainId(name: string): string {
  let id = chainIds.get(name);
  if (id === undefined) {
    id = name.trim().replace(/\s+/g, ' ').toLowerCase();
    // A run names the same few agents thousands of times: each is worked out once, up to a bound.
    if (chainIds.size >= 10_000) chainIds.clear();
    chainIds.set(name, id);
  }
  return id;
}

const chainIds = new Map<string, string>();

/** An agent name from a file: a non-blank string that is not a template leftover (`{agent_name}`). */
export function agentName(value: unknown): string | undefined {
  const text = filledString(value)?.trim();
  return text ? text : undefined;
}

/**
 * A format's status word as a chain status, through the format's table (keys lower-case with
 * `_`): `PASS` → `pass`, `in-progress` → `in_progress`. A word the table lacks is `unknown`.
 */
export function chainStatus(word: string | undefined, table: Readonly<Record<string, ChainStatus>>): ChainStatus {
  if (word === undefined) return 'unknown';
  const key = word.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return Object.hasOwn(table, key) ? table[key]! : 'unknown';
}

interface Candidate {
  node: ChainNode;
  /** The file's own timestamp in ms, or -Infinity when it has none (or an unreadable one). */
  time: number;
  /** Position in path order: of two files with the same timestamp (or none), the later one wins. */
  order: number;
}

const newer = (a: Candidate, b: Candidate) => a.time > b.time || (a.time === b.time && a.order >= b.order);

function timeOf(at: string | undefined): number {
  const ms = at === undefined ? Number.NaN : Date.parse(at);
  return Number.isFinite(ms) ? ms : -Infinity;
}

/**
 * The handoff chain of the files: one node per agent, whatever the number of files about it (the
 * newest file's status wins: by the timestamp the format writes, else the last in path order),
 * and one edge per distinct handoff. An edge to a kind of agent (an envelope's `next: writer`)
 * reaches every agent of that kind; an edge to an agent no file speaks for adds it with status
 * `unknown`, at the file that names it.
 */
export function buildChain(files: readonly FileChain[]): Chain {
  const best = new Map<string, Candidate>();
  const byKind = new Map<string, Set<string>>();
  files.forEach(({ path, chain }, order) => {
    for (const agent of chain.agents) {
      const id = chainId(agent.agent);
      if (id === '') continue;
      const node: ChainNode = { id, label: agent.agent.trim(), status: agent.status, path, line: agent.line };
      if (agent.declared !== undefined) node.declared = agent.declared;
      const candidate = { node, time: timeOf(agent.at), order };
      const current = best.get(id);
      if (!current || newer(candidate, current)) best.set(id, candidate);
      const kind = agent.kind === undefined ? '' : chainId(agent.kind);
      if (kind === '') continue;
      let ofKind = byKind.get(kind);
      if (!ofKind) byKind.set(kind, (ofKind = new Set()));
      ofKind.add(id);
    }
  });

  // First-seen order: the map keeps the order in which agents were first met.
  const nodes = new Map<string, ChainNode>([...best].map(([id, c]) => [id, c.node]));
  const mentioned = (name: string, path: string, line: number): string => {
    const id = chainId(name);
    if (!nodes.has(id)) nodes.set(id, { id, label: name.trim(), status: 'unknown', path, line });
    return id;
  };

  const edges = new Map<string, ChainEdge>();
  for (const { path, chain } of files) {
    for (const handoff of chain.handoffs) {
      if (chainId(handoff.from) === '' || chainId(handoff.to) === '') continue;
      const from = mentioned(handoff.from, path, handoff.line);
      const ofKind = handoff.toKind ? byKind.get(chainId(handoff.to)) : undefined;
      const targets = ofKind?.size ? ofKind : [mentioned(handoff.to, path, handoff.line)];
      for (const to of targets) {
        const edge: ChainEdge = { from, to };
        if (handoff.label !== undefined) edge.label = handoff.label;
        if (handoff.loop) edge.loop = true;
        const key = JSON.stringify([from, to, edge.label ?? null, edge.loop ?? false]);
        if (!edges.has(key)) edges.set(key, edge);
      }
    }
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
