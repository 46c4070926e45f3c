import { describe, expect, it } from 'vitest';
import type { Chain, ChainEdge, ChainNode, ChainStatus, Report } from '../../src/report/report.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { MAX_CHAIN_NODES } from '../../src/render/mermaid.js';
import { SMALL_CHAIN } from '../../src/render/markdown-sections.js';
import { buildChain, looksLikeFile, type FileChain } from '../../src/gate/chain.js';
import { cleanReport } from './sample-report.js';
import { checkFiles } from '../helpers/check-files.js';

const STATUSES: readonly ChainStatus[] = ['done', 'done', 'done', 'active', 'waiting', 'done', 'blocked', 'failed'];

/** `n` agents in a line, each handing to the next, and every fifth back to the first (a loop). */
function pipeline(n: number): Chain {
  const nodes: ChainNode[] = Array.from({ length: n }, (_, i) => ({
    id: `agent-${i}`,
    label: `Agent ${i}`,
    status: STATUSES[i % STATUSES.length]!,
    declared: 'PASS',
    path: `.work/${i}.yaml`,
    line: 3,
  }));
  const edges: ChainEdge[] = nodes.slice(1).map((node, i) => ({ from: nodes[i]!.id, to: node.id }));
  for (let i = 5; i < n; i += 5) edges.push({ from: nodes[i]!.id, to: nodes[0]!.id, label: 'loop', loop: true });
  return { nodes, edges };
}

const withChain = (chain: Chain): Report => ({ ...cleanReport(), chain });

/** The chain section of the comment, and what its diagram holds. */
function chainPart(markdown: string) {
  const start = markdown.indexOf('Handoff chain');
  const part = markdown.slice(start);
  const end = part.indexOf('\n####', 1);
  const section = end === -1 ? part : part.slice(0, end);
  const block = /```mermaid\n([\s\S]*?)\n```/.exec(section)?.[1] ?? '';
  const lines = block.split('\n');
  return {
    section,
    nodes: lines.filter((l) => /^ {2}n_\w+\[/.test(l)).length,
    edges: lines.filter((l) => /^ {2}n_\w+ (?:--|-\.)/.test(l)).length,
    /** What a reader sees before opening anything: the section without its folded diagram. */
    open: section.replace(/<details><summary>The whole chain[\s\S]*?<\/details>/, ''),
  };
}

describe('the handoff chain at 19, 50 and thousands of agents', () => {
  it(`up to ${SMALL_CHAIN} agents: the diagram alone, open`, () => {
    const { section, nodes } = chainPart(renderMarkdown(withChain(pipeline(SMALL_CHAIN))));
    expect(nodes).toBe(SMALL_CHAIN);
    expect(section).not.toContain('The whole chain');
  });

  it('19 agents: counts by status and the agents that need a person first; the whole diagram folded under them', () => {
    const { section, nodes, edges, open } = chainPart(renderMarkdown(withChain(pipeline(19))));
    expect(open).toContain('**19 agents, 21 handoffs:** 2 failed · 2 blocked · 2 waiting · 2 active · 11 done.');
    expect(open).toContain(
      '**Need a person or stopped:** `Agent 7` failed (`PASS`) · `Agent 15` failed (`PASS`) · `Agent 6` blocked (`PASS`)',
    );
    expect(open).not.toContain('```mermaid');
    expect(section).toContain('<details><summary>The whole chain (19 agents, 21 handoffs)</summary>');
    expect([nodes, edges]).toEqual([19, 21]);
  });

  it('50 agents: what is open stays a few lines; the folded diagram holds all 50', () => {
    const { nodes, edges, open } = chainPart(renderMarkdown(withChain(pipeline(50))));
    expect([nodes, edges]).toEqual([50, 58]);
    expect(open.split('\n').filter((l) => l.trim()).length).toBeLessThanOrEqual(4);
    expect(open.length).toBeLessThan(700);
    expect(open).toContain('· and ');
  });

  it('5000 agents and 5998 handoffs: bounded nodes, edges and characters', () => {
    const chain = pipeline(5_000);
    const { section, nodes, edges, open } = chainPart(renderMarkdown(withChain(chain), { maxLength: 10_000_000 }));
    expect(nodes).toBe(MAX_CHAIN_NODES);
    expect(edges).toBeLessThanOrEqual(200);
    expect(open).toContain('**5000 agents, 5998 handoffs:**');
    expect(open.length).toBeLessThan(700);
    expect(section.length).toBeLessThan(12_000);
    expect(section).toContain('_…and 4950 more agents not shown._');
  });
});

describe('the chain holds agents only', () => {
  it('a name that reads as a file is no agent', () => {
    for (const file of ['src/app.ts', 'docs\\spec.md', 'review.yaml', 'notes.MD', 'out.json'])
      expect(looksLikeFile(file), file).toBe(true);
    for (const agent of ['svg-forge', 'gpt-4.1', 'explorer:tech#shard-backend', 'Backend Builder', 'v2.', '.hidden'])
      expect(looksLikeFile(agent), agent).toBe(false);
  });

  it('revision targets written as paths add no node and no handoff, at any number of files', () => {
    const files: FileChain[] = Array.from({ length: 3_000 }, (_, i) => ({
      path: `.work/r${i}.yaml`,
      chain: {
        agents: [{ agent: i % 2 ? 'svg-forge' : 'manifest-gateway', status: 'waiting', line: 1 }],
        handoffs: [
          { from: i % 2 ? 'svg-forge' : 'manifest-gateway', to: `src/part-${i}.ts`, label: 'revise', line: 2 },
        ],
      },
    }));
    files.push({
      path: 'x.yaml',
      chain: { agents: [], handoffs: [{ from: 'svg-forge', to: 'manifest-gateway', line: 1 }] },
    });
    const chain = buildChain(files);
    expect(chain.nodes.map((n) => n.id)).toEqual(['manifest-gateway', 'svg-forge']);
    expect(chain.edges).toEqual([{ from: 'svg-forge', to: 'manifest-gateway' }]);
  });

  it('from the files: a response sent back to a path names no file in the chain', () => {
    const response = (name: string, target: string) =>
      `agent_name: ${name}\nstatus: needs_revision\nexecution_time: 3\nnext_action: revise\nrevision_target: ${target}\nissues: []\n`;
    const chain = checkFiles({
      '.work/a.yaml': response('svg-forge', 'manifest-gateway'),
      '.work/b.yaml': response('manifest-gateway', 'docs/03_spec.md'),
    }).chain;
    expect(chain.nodes.map((n) => n.id).sort()).toEqual(['manifest-gateway', 'svg-forge']);
    expect(chain.edges.map((e) => `${e.from}->${e.to}`)).toEqual(['svg-forge->manifest-gateway']);
  });
});
