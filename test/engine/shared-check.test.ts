/**
 * A run shared between engines (as worker threads share it) gives the report one engine gives:
 * here the engines run in turn in this thread, and what each contributes crosses a structured
 * clone, as it crosses the thread boundary.
 */
import { describe, expect, it } from 'vitest';
import { FULL_RUNS } from '../helpers/runs.js';
import { corpusFiles } from '../../bench/generate.mjs';
import { variedCorpusFiles } from '../../bench/generate-varied.mjs';
import { resolveConfig } from '../../src/config/resolve.js';
import { check, type CheckInput } from '../../src/engine/check.js';
import { assembleShares, SharedCheck, type PlainContribution } from '../../src/engine/shared-check.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const INTENT = `title: "Fix login"
body: |
  Something.
type: fix
source: human
risk: low
status: approved
created_at: "2025-02-22T10:00:00Z"
`;

const TASK = (intent: string, dependsOn: string) =>
  `intent_id: ${intent}\ntitle: A task\nstatus: pending\ndepends_on: [${dependsOn}]\n`;

const MESSAGE = (id: string) =>
  `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: "2025-01-24T10:00:00+09:00"\n---\n# Task\n\nDo it.\n`;

/** Files whose findings depend on the other files a run checks: cycles spread over the path order, duplicate ids far apart. */
function crossFileCorpus(): Record<string, string> {
  const files: Record<string, string> = {};
  // A cycle of intents whose files sort far apart, and a second cycle by `parent`.
  for (const [id, next] of [
    ['a-first', 'm-middle'],
    ['m-middle', 'z-last'],
    ['z-last', 'a-first'],
  ])
    files[`.forge/intents/${id}.yaml`] = `${INTENT}depends_on: [${next}]\n`;
  for (const [id, up] of [
    ['b-up', 'y-down'],
    ['y-down', 'b-up'],
  ])
    files[`.forge/intents/${id}.yaml`] = `${INTENT}parent: ${up}\n`;
  // Tasks of one intent in a cycle, in two folders.
  files['.forge/tasks/a-first/t1.yaml'] = TASK('a-first', 't2');
  files['.forge/tasks/z/t2.yaml'] = TASK('a-first', 't1');
  // Two messages with one id, and fillers between them.
  files['shared/tasks/frontend/20250124-001-task.md'] = MESSAGE('20250124-001-task');
  for (let i = 0; i < 40; i++)
    files[`shared/tasks/frontend/filler-${String(i).padStart(2, '0')}.md`] = MESSAGE(
      `20250124-${String(100 + i)}-task`,
    );
  files['shared/tasks/frontend/zz-copy.md'] = MESSAGE('20250124-001-task');
  for (let i = 0; i < 40; i++) files[`.forge/intents/filler-${String(i).padStart(2, '0')}.yaml`] = INTENT;
  return files;
}

/** The run shared between `engines` engines, the files dealt out in pieces of `piece`, round the engines in turn. */
function shared(input: CheckInput, engines: number, piece: number) {
  const files = [...new Set(input.files)].sort();
  const checks = Array.from({ length: engines }, () => new SharedCheck(input));
  const contributions: PlainContribution[][] = checks.map(() => []);
  for (let start = 0, turn = 0; start < files.length; start += piece, turn = (turn + 1) % engines) {
    contributions[turn]!.push(...structuredClone(checks[turn]!.check(files.slice(start, start + piece))));
  }
  return assembleShares(
    checks.map((c, i) => ({ contributions: contributions[i]!, reads: c.readPaths() })),
    input,
  );
}

function inputOf(files: Record<string, string>): CheckInput {
  return { files: Object.keys(files), workspace: memoryWorkspace(files), config: resolveConfig(), formats: FORMATS };
}

describe('a run shared between engines', () => {
  it('reports each cycle once, on its first file, and each duplicate id on both files, however the files are shared', () => {
    const files = crossFileCorpus();
    const alone = check(inputOf(files));
    const cycles = alone.findings.filter((f) => f.ruleId.endsWith('/cycle'));
    expect(cycles.map((f) => f.path)).toEqual([
      '.forge/intents/a-first.yaml',
      '.forge/intents/b-up.yaml',
      '.forge/tasks/a-first/t1.yaml',
    ]);
    expect(alone.findings.filter((f) => f.ruleId === 'message/duplicate-id').map((f) => f.path)).toEqual([
      'shared/tasks/frontend/20250124-001-task.md',
      'shared/tasks/frontend/zz-copy.md',
    ]);
    for (const [engines, piece] of [
      [2, 1],
      [2, 7],
      [3, 5],
      [4, 50],
    ] as const) {
      expect(shared(inputOf(files), engines, piece), `${engines} engines, pieces of ${piece}`).toEqual(alone);
    }
  });

  it('gives the same report on the benchmark corpora', () => {
    // Half the size in the quick loop; the full run's sizes in `npm run test:full`.
    const size = (full: number) => (FULL_RUNS ? full : full / 2);
    const corpora: Array<[string, Map<string, string>]> = [
      ['mixed', corpusFiles(size(600))],
      ['varied 0.1', variedCorpusFiles(size(400), { findingRate: 0.1 })],
      ['varied 0.5', variedCorpusFiles(size(400), { findingRate: 0.5 })],
    ];
    for (const [name, map] of corpora) {
      const files = Object.fromEntries(map) as Record<string, string>;
      const alone = check(inputOf(files));
      expect(alone.findings.length, name).toBeGreaterThan(0);
      expect(shared(inputOf(files), 2, 64), name).toEqual(alone);
      expect(shared(inputOf(files), 3, 17), name).toEqual(alone);
    }
  });

  it('refuses files out of path order: "first" would no longer mean first', () => {
    const engine = new SharedCheck(inputOf({ 'a.yaml': 'x: 1\n', 'b.yaml': 'x: 1\n' }));
    engine.check(['b.yaml']);
    expect(() => engine.check(['a.yaml'])).toThrow();
  });
});
