import { CHAIN_STATUSES, type Chain, type ChainEdge, type ChainNode, type ChainStatus } from '../report/report.js';
import { inert, oneLine, truncate } from './escape.js';

/** The diagram shows at most this many agents (GitHub renders larger ones slowly, if at all). */
export const MAX_CHAIN_NODES = 50;
/** …and at most this many edges between them (Mermaid refuses diagrams over 500 by default). */
const MAX_CHAIN_EDGES = 200;

const MAX_LABEL = 60;
const MAX_DECLARED = 30;
const MAX_ID = 40;

/** Fill, border and text per status: GitHub's own greens, blues, ambers, reds and greys. */
const CLASS_STYLE: Record<ChainStatus, string> = {
  done: 'fill:#dafbe1,stroke:#1a7f37,color:#0f5323',
  active: 'fill:#ddf4ff,stroke:#0969da,color:#0a3069',
  waiting: 'fill:#fff8c5,stroke:#9a6700,color:#4d2d00',
  blocked: 'fill:#ffebe9,stroke:#cf222e,color:#82071e',
  failed: 'fill:#ffebe9,stroke:#cf222e,color:#82071e,stroke-width:3px',
  unknown: 'fill:#f6f8fa,stroke:#8c959f,color:#57606a',
};

/** Which agents to keep first when not all can be shown: the most urgent first, finished work last. */
const URGENCY: Record<ChainStatus, number> = { failed: 0, blocked: 1, waiting: 2, active: 3, unknown: 4, done: 5 };

/**
 * Text that stays as it is inside a quoted Mermaid label. Everything else (quotes, brackets,
 * pipes, `<`, `@`, `#`, `;`, `:`, backticks, control characters) becomes a `#code;` entity, which
 * Mermaid shows as the character: no file text can end the label, start a statement (`click`),
 * inject HTML, close the Markdown fence, ping anyone or forge a `<!--` marker.
 */
const LABEL_SAFE = /[\p{L}\p{N} .,_+=?!()'/-]/u;

/** File text as the inside of a quoted Mermaid label: one line, short, every other character an entity. */
function mermaidText(text: string, max = MAX_LABEL): string {
  let out = '';
  for (const ch of truncate(oneLine(inert(text)).trim(), max))
    out += LABEL_SAFE.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  return out;
}

/** Words Mermaid reads as keywords, which may not stand bare as an edge's text. */
const KEYWORDS = new Set([
  'end',
  'graph',
  'flowchart',
  'subgraph',
  'style',
  'class',
  'classdef',
  'click',
  'linkstyle',
  'default',
  'direction',
  'call',
  'href',
  'callback',
]);
const PLAIN_WORD = /^[A-Za-z][A-Za-z_]{0,29}$/;

function edgeLine(edge: ChainEdge, ids: ReadonlyMap<string, string>): string {
  const [from, to] = [ids.get(edge.from)!, ids.get(edge.to)!];
  const label = edge.label?.trim();
  if (!label) return `${from} ${edge.loop ? '-.->' : '-->'} ${to}`;
  if (PLAIN_WORD.test(label) && !KEYWORDS.has(label.toLowerCase()))
    return edge.loop ? `${from} -. ${label} .-> ${to}` : `${from} -- ${label} --> ${to}`;
  return `${from} ${edge.loop ? '-.->' : '-->'}|"${mermaidText(label, MAX_DECLARED)}"| ${to}`;
}

/**
 * A Mermaid node id for every agent: `[A-Za-z0-9_]` only, prefixed so that no agent becomes a
 * keyword (`end`) or an edge's `o`/`x` head, and numbered when two names reduce to the same one.
 * Computed over the whole chain, so an agent keeps its id however much of the chain is shown.
 */
export function mermaidIds(nodes: readonly ChainNode[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const node of nodes) {
    // The first replace leaves single `_`s: `/^_+|_+$/g` would rescan a long run from each `_`.
    const slug =
      node.id
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_|_$/g, '')
        .slice(0, MAX_ID)
        .toLowerCase() || 'agent';
    let id = `n_${slug}`;
    for (let n = 2; taken.has(id); n++) id = `n_${slug}_${n}`;
    taken.add(id);
    ids.set(node.id, id);
  }
  return ids;
}

/**
 * The agents in the order they are kept when the diagram is cut: those whose file declares a
 * P0/P1 review finding, then by status (failed, blocked, waiting, active, unknown, done), each
 * group in chain order.
 */
export function rankChainNodes(chain: Chain, urgentPaths: ReadonlySet<string>): ChainNode[] {
  return chain.nodes
    .map((node, index) => ({ node, index, urgent: urgentPaths.has(node.path) ? 0 : 1 }))
    .sort((a, b) => a.urgent - b.urgent || URGENCY[a.node.status] - URGENCY[b.node.status] || a.index - b.index)
    .map(({ node }) => node);
}

export interface MermaidChain {
  /** The fenced ```mermaid block. */
  block: string;
  /** Agents and edges left out. */
  hiddenNodes: number;
  hiddenEdges: number;
}

/** The chain's agents in `shown` (node ids) and the edges between them, as a fenced Mermaid flowchart. */
export function mermaidChain(chain: Chain, shown: ReadonlySet<string>): MermaidChain {
  const ids = mermaidIds(chain.nodes);
  const nodes = chain.nodes.filter((n) => shown.has(n.id));
  const edges = chain.edges.filter((e) => shown.has(e.from) && shown.has(e.to));
  const lines = ['flowchart LR'];
  for (const node of nodes) {
    const declared = node.declared?.trim() ? `<br/>${mermaidText(node.declared, MAX_DECLARED)}` : '';
    lines.push(`  ${ids.get(node.id)}["${mermaidText(node.label) || '#160;'}${declared}"]`);
  }
  for (const edge of edges.slice(0, MAX_CHAIN_EDGES)) lines.push(`  ${edgeLine(edge, ids)}`);
  for (const status of CHAIN_STATUSES) {
    const members = nodes.filter((n) => n.status === status).map((n) => ids.get(n.id));
    if (members.length === 0) continue;
    lines.push(`  classDef ${status} ${CLASS_STYLE[status]}`, `  class ${members.join(',')} ${status}`);
  }
  return {
    block: ['```mermaid', ...lines, '```'].join('\n'),
    hiddenNodes: chain.nodes.length - nodes.length,
    hiddenEdges: Math.max(0, edges.length - MAX_CHAIN_EDGES),
  };
}
