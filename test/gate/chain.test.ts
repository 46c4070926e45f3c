import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/project/run-check.js';
import { buildChain, chainId, chainStatus, type FileChain } from '../../src/gate/chain.js';
import type { ChainAgent, ChainHandoff } from '../../src/core/format.js';
import type { Chain } from '../../src/report/report.js';
import { checkFiles } from '../helpers/check-files.js';

/** The chain as `id status` lines and `from -> to [label] [loop]` lines, for short expectations. */
function sketch(chain: Chain) {
  return {
    nodes: chain.nodes.map((n) => `${n.id} ${n.status}${n.declared !== undefined ? ` (${n.declared})` : ''}`),
    edges: chain.edges.map(
      (e) => `${e.from} -> ${e.to}${e.label !== undefined ? ` [${e.label}]` : ''}${e.loop ? ' loop' : ''}`,
    ),
  };
}

const chainOf = (files: Record<string, string>) => sketch(checkFiles(files).chain);

const agent = (name: string, status: ChainAgent['status'], extra: Partial<ChainAgent> = {}): ChainAgent => ({
  agent: name,
  status,
  line: 1,
  ...extra,
});
const handoff = (from: string, to: string, extra: Partial<ChainHandoff> = {}): ChainHandoff => ({
  from,
  to,
  line: 2,
  ...extra,
});
const file = (path: string, agents: ChainAgent[], handoffs: ChainHandoff[] = []): FileChain => ({
  path,
  chain: { agents, handoffs },
});

describe('buildChain', () => {
  it('is empty without contributions', () => {
    expect(buildChain([])).toEqual({ nodes: [], edges: [] });
  });

  it('makes one node per agent, ids trimmed and lower-cased, labels as written', () => {
    const chain = buildChain([
      file(
        'a.json',
        [agent('  Backend  Builder ', 'done', { declared: 'PASS' })],
        [handoff('Backend  Builder', 'TestAgent')],
      ),
    ]);
    expect(chain.nodes).toEqual([
      { id: 'backend builder', label: 'Backend  Builder', status: 'done', declared: 'PASS', path: 'a.json', line: 1 },
      { id: 'testagent', label: 'TestAgent', status: 'unknown', path: 'a.json', line: 2 },
    ]);
    expect(chain.edges).toEqual([{ from: 'backend builder', to: 'testagent' }]);
    expect(chainId(' A\tB ')).toBe('a b');
  });

  it('lets the newest timestamp win when files state one, else the last file in path order', () => {
    const byTime = buildChain([
      file('a.json', [agent('Builder', 'failed', { at: '2025-03-05T10:00:00Z' })]),
      file('b.json', [agent('builder', 'done', { at: '2025-03-05T09:00:00Z' })]),
    ]);
    expect(sketch(byTime).nodes).toEqual(['builder failed']);
    expect(byTime.nodes[0]).toMatchObject({ label: 'Builder', path: 'a.json' });

    const byPath = buildChain([file('a.yaml', [agent('svg', 'failed')]), file('b.yaml', [agent('svg', 'done')])]);
    expect(sketch(byPath).nodes).toEqual(['svg done']);

    // Same time: the later file. An unreadable timestamp counts as none, and loses to a real one.
    const tie = buildChain([
      file('a', [agent('x', 'failed', { at: '2025-01-01T00:00:00Z' })]),
      file('b', [agent('x', 'done', { at: '2025-01-01T00:00:00Z' })]),
    ]);
    expect(sketch(tie).nodes).toEqual(['x done']);
    const unreadable = buildChain([
      file('a', [agent('x', 'failed', { at: '2025-01-01T00:00:00Z' })]),
      file('b', [agent('x', 'done', { at: 'yesterday' })]),
    ]);
    expect(sketch(unreadable).nodes).toEqual(['x failed']);
  });

  it('keeps an agent where it was first met, and adds agents only handed to at the end', () => {
    const chain = buildChain([
      file('1', [agent('a', 'done')], [handoff('a', 'ghost')]),
      file('2', [agent('b', 'done')], [handoff('b', 'a')]),
      file('3', [agent('a', 'failed')]),
    ]);
    expect(sketch(chain)).toEqual({ nodes: ['a failed', 'b done', 'ghost unknown'], edges: ['a -> ghost', 'b -> a'] });
    expect(chain.nodes[0]!.path).toBe('3');
    expect(chain.nodes[2]).toMatchObject({ path: '1', line: 2 });
  });

  it('sends an edge to a kind to every agent of that kind, else to the agent of that name', () => {
    const chain = buildChain([
      file(
        'w',
        [agent('req:writer', 'done', { kind: 'writer' })],
        [handoff('req:writer', 'reviewer', { toKind: true })],
      ),
      file(
        'r1',
        [agent('reviewer:security', 'done', { kind: 'reviewer' })],
        [handoff('reviewer:security', 'aggregator', { toKind: true })],
      ),
      file(
        'r2',
        [agent('reviewer:ux', 'done', { kind: 'reviewer' })],
        [handoff('reviewer:ux', 'aggregator', { toKind: true })],
      ),
    ]);
    expect(sketch(chain).edges).toEqual([
      'req:writer -> reviewer:security',
      'req:writer -> reviewer:ux',
      'reviewer:security -> aggregator',
      'reviewer:ux -> aggregator',
    ]);
    expect(sketch(chain).nodes.at(-1)).toBe('aggregator unknown');
  });

  it('dedupes edges, keeping those that differ in label or loop', () => {
    const chain = buildChain([
      file(
        '1',
        [agent('pm', 'done')],
        [handoff('pm', 'dev', { label: 'task' }), handoff('PM', 'Dev', { label: 'task' })],
      ),
      file(
        '2',
        [agent('dev', 'done')],
        [
          handoff('pm', 'dev', { label: 'question' }),
          handoff('dev', 'pm', { label: 'loop', loop: true }),
          handoff('dev', 'pm', { label: 'loop' }),
        ],
      ),
    ]);
    expect(sketch(chain).edges).toEqual([
      'pm -> dev [task]',
      'pm -> dev [question]',
      'dev -> pm [loop] loop',
      'dev -> pm [loop]',
    ]);
  });

  it('skips blank names', () => {
    expect(buildChain([file('1', [agent('  ', 'done')], [handoff('', 'x'), handoff('x', ' ')])])).toEqual({
      nodes: [],
      edges: [],
    });
  });

  it('normalises status words through a table, and anything else is unknown', () => {
    const table = { in_progress: 'active', pass: 'done' } as const;
    expect(chainStatus('in-progress', table)).toBe('active');
    expect(chainStatus(' In Progress ', table)).toBe('active');
    expect(chainStatus('PASS', table)).toBe('done');
    expect(chainStatus('constructor', table)).toBe('unknown');
    expect(chainStatus('__proto__', table)).toBe('unknown');
    expect(chainStatus(undefined, table)).toBe('unknown');
  });
});

const envelope = (fields: string) => `kind: reviewer\nagent_id: reviewer:security\n${fields}`;

describe('envelope chain', () => {
  it('maps each status, and `next` is an edge to every agent of that kind', () => {
    expect(
      chainOf({
        '.work/1.yaml': 'kind: writer\nagent_id: req:writer\nstatus: ok\nartifacts: []\nnext: reviewer\n',
        '.work/2.yaml': envelope('status: needs_input\nopen_questions: [why?]\nnext: aggregator\n'),
        '.work/3.yaml': 'kind: reviewer\nagent_id: reviewer:ux\nstatus: conflict\nconflicts: [a]\nnext: aggregator\n',
        '.work/4.yaml':
          'kind: explorer\nagent_id: explorer:tech\nstatus: blocked\nblockers: [no access]\nnext: aggregator\n',
      }),
    ).toEqual({
      nodes: [
        'req:writer done (ok)',
        'reviewer:security waiting (needs_input)',
        'reviewer:ux blocked (conflict)',
        'explorer:tech blocked (blocked)',
        'aggregator unknown',
      ],
      edges: [
        'req:writer -> reviewer:security',
        'req:writer -> reviewer:ux',
        'reviewer:security -> aggregator',
        'reviewer:ux -> aggregator',
        'explorer:tech -> aggregator',
      ],
    });
  });

  it('ends at `next: done`, falls back to `kind` without an agent_id, and fails a rejecting aggregator with a loop back', () => {
    expect(
      chainOf({
        '.work/a.yaml':
          'kind: aggregator\nagent_id: req:aggregator\nstatus: ok\ngate_decision: {p0_count: 1, p1_count: 0, p2_count: 0, result: veto}\nnext: writer\n',
        '.work/b.yaml':
          'kind: aggregator\nagent_id: req:final\nstatus: ok\ngate_decision: {p0_count: 0, p1_count: 0, p2_count: 0, result: pass}\nnext: done\n',
        '.work/c.yaml': 'kind: writer\nagent_id: ""\nstatus: ok\nnext: reviewer\n',
      }),
    ).toEqual({
      nodes: ['req:aggregator failed (veto)', 'req:final done (ok)', 'writer done (ok)', 'reviewer unknown'],
      edges: ['req:aggregator -> writer [veto] loop', 'writer -> reviewer'],
    });
  });

  it('puts the node at the status line (the gate result for a failed aggregator)', () => {
    const report = checkFiles({
      '.work/a.yaml':
        'kind: aggregator\nagent_id: req:aggregator\nstatus: ok\ngate_decision:\n  p0_count: 0\n  p1_count: 2\n  p2_count: 0\n  result: reject\nnext: writer\n',
    });
    expect(report.chain.nodes[0]).toMatchObject({
      id: 'req:aggregator',
      status: 'failed',
      declared: 'reject',
      path: '.work/a.yaml',
      line: 8,
    });
  });
});

const handoffFile = (from: string, to: string, status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ from_agent: from, to_agent: to, timestamp: '2025-03-05T09:00:00Z', status, ...extra }, null, 2);

describe('handoff chain', () => {
  it('maps each status, ends at COMPLETE, and draws a required loop as a dashed edge', () => {
    expect(
      chainOf({
        'handoff-Builder.json': handoffFile('Builder', 'Tester', 'PASS'),
        'handoff-Tester.json': handoffFile('Tester', 'Reviewer', 'PASS_WITH_WARNINGS'),
        'handoff-Reviewer.json': handoffFile('Reviewer', 'Scanner', 'FAIL', {
          loop_required: true,
          loop_target: 'Builder',
          loop_reason: 'BUGS',
        }),
        'handoff-Scanner.json': handoffFile('Scanner', 'COMPLETE', 'PASS_WITH_FIXES', {
          loop_required: false,
          loop_target: null,
        }),
      }),
    ).toEqual({
      nodes: [
        'builder done (PASS)',
        'reviewer failed (FAIL)',
        'scanner active (PASS_WITH_FIXES)',
        'tester active (PASS_WITH_WARNINGS)',
      ],
      edges: ['builder -> tester', 'reviewer -> scanner', 'reviewer -> builder [loop] loop', 'tester -> reviewer'],
    });
  });

  it('keeps the newest handoff of an agent by its timestamp', () => {
    const chain = chainOf({
      'a/handoff-Builder.json': handoffFile('Builder', 'Tester', 'FAIL', { timestamp: '2025-03-06T09:00:00Z' }),
      'b/handoff-Builder.json': handoffFile('Builder', 'Tester', 'PASS', { timestamp: '2025-03-05T09:00:00Z' }),
    });
    expect(chain.nodes[0]).toBe('builder failed (FAIL)');
  });
});

const response = (name: string, status: string, extra = '') =>
  `status: ${status}\nagent_name: ${name}\nexecution_time: 3\n${extra}`;

describe('subagent-response chain', () => {
  it('maps each status, and a revision is an edge labelled `revise`', () => {
    expect(
      chainOf({
        'out/1.yaml': response(
          'svg-forge',
          'needs_revision',
          'next_action: revise\nrevision_target: manifest-gateway\n',
        ),
        'out/2.yaml': response('manifest-gateway', 'success', 'next_action: proceed\n'),
        'out/3.yaml': response('flow-review', 'partial', 'score: 95\n'),
        'out/4.yaml': response('layout', 'failed', 'next_action: escalate\n'),
        'out/5.yaml': response('mystery', 'needs_revision', 'next_action: revise\n'),
      }),
    ).toEqual({
      nodes: [
        'svg-forge waiting (needs_revision)',
        'manifest-gateway done (success)',
        'flow-review active (partial)',
        'layout failed (failed)',
        'mystery waiting (needs_revision)',
      ],
      edges: ['svg-forge -> manifest-gateway [revise]'],
    });
  });
});

const message = (fields: string) => `---\n${fields}priority: high\n---\n\n# Title\n`;

describe('message chain', () => {
  it('is an edge labelled with the type; the status is the recipient’s for work handed down, the sender’s for reports and answers', () => {
    expect(
      chainOf({
        'shared/tasks/backend/20250303-003-task.md': message(
          'id: 20250303-003-task\nfrom: pm\nto: backend\ntype: task\nstatus: in_progress\ncreated_at: 2025-03-03T09:00:00Z\n',
        ),
        'shared/reports/pm/20250304-004-rep.md': message(
          'id: 20250304-004-rep\nfrom: pm\nto: ceo\ntype: report\nstatus: blocked\ncreated_at: 2025-03-04T09:00:00Z\n',
        ),
        'shared/questions/pm-to-human/20250305-005-q.md': message(
          'id: 20250305-005-q\nfrom: pm\nto: human\ntype: question\nstatus: pending\ncreated_at: 2025-03-05T09:00:00Z\n',
        ),
      }),
    ).toEqual({
      nodes: ['human waiting (pending)', 'pm blocked (blocked)', 'backend active (in_progress)', 'ceo unknown'],
      edges: ['pm -> human [question]', 'pm -> ceo [report]', 'pm -> backend [task]'],
    });
  });

  it('keeps the newest message by `updated_at`, else `created_at`', () => {
    const chain = chainOf({
      'shared/tasks/backend/20250303-003-task.md': message(
        'id: 20250303-003-task\nfrom: pm\nto: backend\ntype: task\nstatus: completed\ncreated_at: 2025-03-03T09:00:00Z\nupdated_at: 2025-03-06T09:00:00Z\n',
      ),
      'shared/tasks/backend/20250304-004-task.md': message(
        'id: 20250304-004-task\nfrom: pm\nto: backend\ntype: task\nstatus: pending\ncreated_at: 2025-03-04T09:00:00Z\n',
      ),
    });
    expect(chain.nodes).toEqual(['backend done (completed)', 'pm unknown']);
    expect(chain.edges).toEqual(['pm -> backend [task]']);
  });
});

describe('chain contributions on hostile data', () => {
  it('never throw and add no findings of their own', () => {
    const files = {
      '.work/a.yaml': 'kind: [writer]\nagent_id: {__proto__: x}\nstatus: {}\nnext: [1, 2]\n',
      '.work/b.yaml': 'kind: writer\nagent_id: __proto__\nstatus: constructor\nnext: toString\n',
      'handoff-X.json':
        '{"from_agent": "__proto__", "to_agent": {"a": 1}, "status": "hasOwnProperty", "loop_required": true, "loop_target": 7}',
      'out/r.yaml': 'status: [1]\nagent_name: "{agent_name}"\nrevision_target: x\n',
      'shared/tasks/backend/x.md': '---\nfrom: [pm]\nto: {a: b}\ntype: 7\nstatus: null\n---\n',
    };
    const report = checkFiles(files);
    expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
    expect(sketch(report.chain)).toEqual({
      nodes: ['__proto__ unknown (hasOwnProperty)', 'tostring unknown'],
      edges: ['__proto__ -> tostring'],
    });
  });
});

describe('examples/pipeline', () => {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { chain } = runCheck({ cwd: repo, targets: ['examples/pipeline'] }).report;

  it('has every agent of the sample, with its latest status', () => {
    expect(Object.fromEntries(chain.nodes.map((n) => [n.id, n.status]))).toEqual({
      'explorer:domain#accounts': 'blocked',
      'explorer:tech#shard-backend': 'done',
      'req:planner': 'done',
      'req:writer': 'done',
      'reviewer:completeness': 'done',
      'reviewer:security': 'done',
      'req:aggregator': 'failed',
      backendbuilder: 'done',
      codereviewer: 'failed',
      testrunner: 'active',
      'manifest-gateway': 'done',
      'svg-forge': 'failed',
      pm: 'active',
      backend: 'done',
      human: 'waiting',
      frontend: 'done',
      ceo: 'active',
      testagent: 'unknown',
      securityscanner: 'unknown',
    });
  });

  it('links the envelopes by kind, the handoffs by name, the messages by type, with paths relative to the current folder', () => {
    const edges = sketch(chain).edges;
    expect(edges).toContain('req:writer -> reviewer:completeness');
    expect(edges).toContain('req:writer -> reviewer:security');
    expect(edges).toContain('req:aggregator -> req:writer [veto] loop');
    expect(edges).toContain('backendbuilder -> testagent');
    expect(edges).toContain('testrunner -> codereviewer');
    expect(edges).toContain('pm -> human [question]');
    expect(edges).toHaveLength(21);
    expect(chain.nodes.find((n) => n.id === 'backendbuilder')).toMatchObject({
      label: 'BackendBuilder',
      declared: 'PASS',
      path: 'examples/pipeline/handoff-BackendBuilder.json',
      line: 5,
    });
  });
});
