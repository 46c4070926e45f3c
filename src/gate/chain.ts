import { filledString } from '../rules/shared/template-leftover.js';
import type { ChainContribution } from '../core/format.js';
import type { Chain, ChainEdge, ChainNode, ChainStatus } from '../report/report.js';

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
 * Whether a name is a file's rather than an agent's: it has a folder (`/`, `\\`) or ends in a file
 * extension (`review.md`, `spec.yaml`). Agents hand work back by a path in place of an agent
 * (`revision_target: src/app.ts`), thousands of times in a large repository: the chain holds
 * agents only. A version's dot (`gpt-4.1`) is no extension: one starts with a letter.
 */
export function looksLikeFile(name: string): boolean {
  if (name.includes('/') || name.includes('\\')) return true;
  const ext = name.slice(name.lastIndexOf('.') + 1);
  if (ext.length === name.length || ext.length === 0 || ext.length > 5 || name.startsWith('.')) return false;
  const letter = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
  return letter(ext[0]!) && [...ext].every((ch) => letter(ch) || (ch >= '0' && ch <= '9'));
}

/**
 * A format's status word as a chain status, through the format's table (keys lower-case with
 * `_`): `PASS` → `pass`, `in-progress` → `in_progress`. A word the table lacks is `unknown`.
 */
export function chainStatus(word: string | undefined, table: Readonly<Record<string, ChainStatus>>): ChainStatus {
  if (word === undefined) return 'unknown';
  const key = word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(table, key) ? table[key]! : 'unknown';
}

/** The file that speaks for an agent so far: the node is made only for the one that wins. */
interface Candidate {
  agent: ChainContribution['agents'][number];
  path: string;
  /** The file's own timestamp in ms, or -Infinity when it has none (or an unreadable one). */
  time: number;
}

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
  const builder = new ChainBuilder();
  for (const { path, chain } of files) builder.add(path, chain);
  return builder.build();
}

/**
 * {@link buildChain} file by file, as the engine checks them: each agent's newest file is kept
 * as files come, and only the handoffs wait for the end (an edge to a kind of agent needs every
 * agent of that kind). A scan of thousands of files keeps a few agents, not every file's part.
 */
export class ChainBuilder {
  readonly #best = new Map<string, Candidate>();
  readonly #byKind = new Map<string, Set<string>>();
  readonly #handoffs: Array<{ path: string; handoffs: ChainContribution['handoffs'] }> = [];

  /** One file's part; files are added in path order. */
  add(path: string, chain: ChainContribution): void {
    for (const agent of chain.agents) {
      const id = chainId(agent.agent);
      if (id === '' || looksLikeFile(id)) continue;
      // Files come in path order: a later one with the same timestamp (or none) wins.
      const time = timeOf(agent.at);
      const current = this.#best.get(id);
      if (!current) this.#best.set(id, { agent, path, time });
      else if (time >= current.time) {
        current.agent = agent;
        current.path = path;
        current.time = time;
      }
      const kind = agent.kind === undefined ? '' : chainId(agent.kind);
      if (kind === '') continue;
      let ofKind = this.#byKind.get(kind);
      if (!ofKind) this.#byKind.set(kind, (ofKind = new Set()));
      ofKind.add(id);
    }
    if (chain.handoffs.length) this.#handoffs.push({ path, handoffs: chain.handoffs });
  }

  build(): Chain {
    // First-seen order: the map keeps the order in which agents were first met.
    const nodes = new Map<string, ChainNode>();
    for (const [id, { agent, path }] of this.#best) {
      const node: ChainNode = { id, label: agent.agent.trim(), status: agent.status, path, line: agent.line };
      if (agent.declared !== undefined) node.declared = agent.declared;
      nodes.set(id, node);
    }
    const mentioned = (name: string, path: string, line: number): string => {
      const id = chainId(name);
      if (!nodes.has(id)) nodes.set(id, { id, label: name.trim(), status: 'unknown', path, line });
      return id;
    };

    const edges = new Map<string, ChainEdge>();
    for (const { path, handoffs } of this.#handoffs) {
      for (const handoff of handoffs) {
        const ends = [chainId(handoff.from), chainId(handoff.to)];
        // A handoff to a file (a path for a revision target) is no handoff between agents.
        if (ends.some((end) => end === '' || looksLikeFile(end))) continue;
        const from = mentioned(handoff.from, path, handoff.line);
        const ofKind = handoff.toKind ? this.#byKind.get(chainId(handoff.to)) : undefined;
        const targets = ofKind?.size ? ofKind : [mentioned(handoff.to, path, handoff.line)];
        for (const to of targets) {
          const edge: ChainEdge = { from, to };
          if (handoff.label !== undefined) edge.label = handoff.label;
          if (handoff.loop) edge.loop = true;
          // Each part with its length first: no two edges share a key unless they are the same.
          const key = `${from.length}:${from}${to.length}:${to}${edge.label === undefined ? '-' : `${edge.label.length}:${edge.label}`}${edge.loop ? 'L' : ''}`;
          if (!edges.has(key)) edges.set(key, edge);
        }
      }
    }
    return { nodes: [...nodes.values()], edges: [...edges.values()] };
  }
}
