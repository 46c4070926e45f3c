import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/**
 * A YAML/JSON file that almost carries a format's signature (one key misspelt) gets a notice at
 * the misspelt key, saying it was not checked as that format, instead of being skipped without a
 * word. Threshold: every signature key is there, exactly or misspelt; at most one is misspelt
 * beyond case and separators. The envelope's (`kind` + `agent_id`) is looked for only under
 * `.work/`, its home; the SubAgent Response's (`agent_name` + `status`, no `kind`) anywhere, with
 * `agent_name` there at least up to case and separators. Ordinary config files get nothing.
 */

const RULE = 'file/near-miss';

/** Both runs, the fast path and the full parse: they must agree. */
function run(files: Record<string, string>, fullParse: boolean) {
  return check({
    files: Object.keys(files),
    workspace: memoryWorkspace(files),
    config: resolveConfig(undefined),
    formats: FORMATS,
    fullParse,
  });
}

type Expected = [line: number, column: number, meant: string];

const failing: Array<[name: string, path: string, text: string, expected: Expected[]]> = [
  [
    'envelope, `agentid` (block YAML)',
    '.work/01_explorer/tech.yaml',
    'kind: explorer\nagentid: explorer:tech\nmode: brownfield\nstatus: ok\nartifacts:\n  - path: .work/01_explorer/tech.md\n    type: context\nnext: aggregator\n',
    [[2, 1, 'agent_id']],
  ],
  [
    'envelope, `agent-id` (block YAML, quoted values)',
    '.work/06_reviewer/completeness.yaml',
    'kind: "reviewer"\nagent-id: "reviewer:completeness"\nstatus: "ok"\nseverity: null\nnext: "aggregator"\n',
    [[2, 1, 'agent_id']],
  ],
  [
    'envelope, `agentId` (JSON)',
    '.work/handoff.json',
    '{\n  "kind": "explorer",\n  "agentId": "explorer:tech",\n  "status": "ok",\n  "next": "aggregator"\n}\n',
    [[3, 3, 'agent_id']],
  ],
  [
    'envelope, `Agent_ID` (flow YAML)',
    '.work/out.yml',
    '{kind: writer, Agent_ID: "req:writer", status: ok, next: reviewer}\n',
    [[1, 16, 'agent_id']],
  ],
  [
    'envelope, `kinds` (an edit away)',
    '.work/04_planner.yaml',
    'kinds: planner\nagent_id: req:planner\nstatus: ok\nnext: writer\n',
    [[1, 1, 'kind']],
  ],
  [
    'envelope, `Kind` (case)',
    '.work/04_planner.yaml',
    '# planner output\nKind: planner\nagent_id: req:planner\nstatus: ok\nnext: writer\n',
    [[2, 1, 'kind']],
  ],
  [
    'envelope, both keys only case and separators off: one notice each',
    '.work/x.yaml',
    'Kind: explorer\nagentId: explorer:domain#frontend\nstatus: ok\nnext: aggregator\n',
    [
      [1, 1, 'kind'],
      [2, 1, 'agent_id'],
    ],
  ],
  [
    "envelope, `agent_name` (the SubAgent Response's key) beside `kind`",
    '.work/07_review_unified.yaml',
    'kind: aggregator\nagent_name: req:aggregator\nstatus: ok\nnext: done\n',
    [[2, 1, 'agent_id']],
  ],
  [
    'envelope, CRLF and BOM',
    '.work/crlf.yaml',
    '\uFEFFkind: explorer\r\nagent_id_: explorer:tech\r\nstatus: ok\r\nnext: aggregator\r\n',
    [[2, 1, 'agent_id']],
  ],
  [
    'SubAgent Response, `agentName` (YAML)',
    'outputs/.workflow/a1b2/response.yaml',
    'status: "success"\nagentName: "manifest-gateway"\nexecution_time: 300\nnext_action: "proceed"\n',
    [[2, 1, 'agent_name']],
  ],
  [
    'SubAgent Response, `state` for `status`',
    'outputs/response.yaml',
    'agent_name: flow-orchestrator\nstate: failed\nexecution_time: 12\n',
    [[2, 1, 'status']],
  ],
  [
    'SubAgent Response, `agent-name` (JSON)',
    'responses/manifest.json',
    '{"status": "partial", "agent-name": "manifest-gateway", "execution_time": 42}\n',
    [[1, 23, 'agent_name']],
  ],
  [
    'SubAgent Response, `Status` (flow YAML)',
    'x/response.yml',
    '{agent_name: svg-generator, Status: success, execution_time: 9}\n',
    [[1, 29, 'status']],
  ],
  [
    'SubAgent Response, `agent_name` misspelt, under `.work/` too',
    '.work/resp.yaml',
    'AGENT_NAME: x\nstatus: success\nexecution_time: 1\n',
    [[1, 1, 'agent_name']],
  ],
];

describe('near misses are not silent', () => {
  it.each(failing)('%s', (_name, path, text, expected) => {
    for (const fullParse of [false, true]) {
      const report = run({ [path]: text }, fullParse);
      const near = report.findings.filter((f) => f.ruleId === RULE);
      // In the format's own folder (an envelope under `.work/`) a near miss is a warning; elsewhere a notice.
      const severity = _name.startsWith('envelope') && path.startsWith('.work/') ? 'warning' : 'notice';
      expect(near.map((f) => [f.line, f.column, f.severity])).toEqual(
        expected.map(([line, column]) => [line, column, severity]),
      );
      expected.forEach(([, , meant], i) => {
        expect(near[i]!.message).toContain(`Did you mean \`${meant}\`?`);
        expect(near[i]!.message).toMatch(/was not checked as an? (Handoff envelope|SubAgent Response)/);
      });
      // The notice is all: the file was not checked as the format, so nothing else of it is reported.
      expect(report.findings.filter((f) => f.ruleId !== RULE && f.ruleId !== 'file/bom')).toEqual([]);
      expect(report.files).toEqual([{ path, format: null }]);
    }
  });

  it('says which format, and why the stand-in key does not count', () => {
    const [finding] = checkFiles({
      '.work/a.yaml': 'kind: aggregator\nagent_name: req:aggregator\nstatus: ok\nnext: done\n',
    }).findings;
    expect(finding?.message).toContain("`agent_name` is the SubAgent Response's key");
    expect(finding?.message).toContain(
      'This file was not checked as a Handoff envelope: one is recognised by its `kind` and `agent_id` keys, and this file writes `agent_name` for `agent_id`.',
    );
  });
});

/** Realistic files that are not handoff files, in block and flow YAML and JSON. */
const ordinary: Array<[name: string, path: string, text: string]> = [
  [
    'a GitHub workflow',
    '.github/workflows/ci.yml',
    'name: CI\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test\n      - if: ${{ failure() }}\n        run: echo "status ${{ job.status }}"\n',
  ],
  [
    'package.json',
    'package.json',
    '{\n  "name": "web",\n  "version": "1.2.0",\n  "type": "module",\n  "scripts": {"build": "tsc", "status": "git status"},\n  "dependencies": {"zod": "^4.0.0"}\n}\n',
  ],
  [
    'docker-compose',
    'docker-compose.yml',
    'services:\n  agent:\n    image: ghcr.io/acme/agent:1\n    container_name: agent\n    environment:\n      AGENT_NAME: worker\n      STATUS_PORT: "8080"\n    healthcheck:\n      test: ["CMD", "curl", "-f", "http://localhost:8080/status"]\n',
  ],
  [
    'tsconfig',
    'tsconfig.json',
    '{\n  // compiler options\n  "compilerOptions": {"strict": true, "module": "nodenext", "outDir": "dist"},\n  "include": ["src"]\n}\n',
  ],
  [
    'a Kubernetes manifest (flow YAML)',
    'k8s/deploy.yaml',
    '{apiVersion: apps/v1, kind: Deployment, metadata: {name: agent, labels: {agent-name: worker}}, status: {}}\n',
  ],
  [
    'a Kubernetes manifest under `.work/` (`kind`, no agent key)',
    '.work/k8s/deploy.yaml',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: agent\nspec:\n  replicas: 1\n',
  ],
  [
    'agent records nested in a list',
    'data/agents.yaml',
    'agents:\n  - agent_name: explorer\n    status: idle\n  - agentName: writer\n    state: busy\n',
  ],
  [
    '`agent_name` and `status` beside `kind`, outside `.work/`',
    'config/agent.yaml',
    'kind: Agent\nagentName: explorer\nstatus: active\n',
  ],
  [
    'a `.work/` state file with `agent_id` but nothing like `kind`',
    '.work/state.json',
    '{"agent_id": "explorer:tech", "phase": 3, "started": "2025-01-01T00:00:00Z"}\n',
  ],
  [
    'a `.work/` plan naming the keys in its values (flow and block)',
    '.work/plan.yaml',
    'title: "rename agent_id to agentId"\nkind_of_change: refactor\nsteps: [{kind: rename, from: agent_id, to: agentId}]\n',
  ],
  ['two keys an edit away each', '.work/typos.yaml', 'kinds: explorer\nagnet_id: explorer:tech\nstatus: ok\n'],
  [
    '`agent_name` an edit away (too far: it anchors the near miss)',
    'outputs/r.yaml',
    'agnet_name: x\nstatus: success\nexecution_time: 1\n',
  ],
  [
    'an app config with `kind` and `agentId` outside `.work/`',
    'config/app.json',
    '{"kind": "service", "agentId": 42, "status": "up"}\n',
  ],
];

/** The specs' own shapes are recognised, so never a near miss. */
const specShapes: Array<[name: string, path: string, text: string]> = [
  [
    'spec 1 YAML',
    '.work/01_explorer.yaml',
    'kind: explorer\nagent_id: explorer:tech\nmode: brownfield\nstatus: ok\nartifacts:\n  - path: .work/01_explorer/tech.md\n    type: context\nnext: aggregator\n',
  ],
  [
    'spec 2 YAML',
    'outputs/.workflow/a1b2c3d4/response.yaml',
    'status: "success"\nagent_name: "manifest-gateway"\nexecution_time: 300\nnext_action: "proceed"\n',
  ],
];

describe('ordinary files get nothing', () => {
  it.each(ordinary)('%s', (_name, path, text) => {
    for (const fullParse of [false, true]) {
      const report = run({ [path]: text }, fullParse);
      expect(report.findings).toEqual([]);
      expect(report.files).toEqual([]);
    }
  });

  it.each(specShapes)('%s is recognised, not a near miss', (_name, path, text) => {
    const report = checkFiles({ [path]: text });
    expect(report.files[0]?.format).not.toBeNull();
    expect(report.findings.filter((f) => f.ruleId === RULE)).toEqual([]);
  });

  it('a named near miss gets the notice instead of "unrecognised"', () => {
    const path = 'outputs/response.yaml';
    const named = (text: string) =>
      check({
        files: [path],
        named: new Set([path]),
        workspace: memoryWorkspace({ [path]: text }),
        config: resolveConfig(undefined),
        formats: FORMATS,
      }).findings.map((f) => f.ruleId);
    expect(named('agentName: x\nstatus: success\n')).toEqual([RULE]);
    expect(named('name: x\nstatus: success\n')).toEqual(['file/unrecognised']);
  });

  it('a file only the near-miss pre-filter let through that does not parse stays silent', () => {
    expect(checkFiles({ 'docs/x.yaml': 'agentName: [x\nstatus: ok\n' }).findings).toEqual([]);
  });
});
