/**
 * Red team, on the real bundle against the simulator: one pull request that tries to hold the
 * runner with text alone. A `#` heading of 3,000 blanks and a U+2028 (once catastrophic
 * backtracking in the heading pattern), a 400 KB value of `${` with no `}` (once quadratic), three
 * files of just under 1 MiB of repeated keys (174,000 findings each, gigabytes of memory before
 * the findings cap), a file of 209,000 lines, and JSON nested 10,000 deep (once no finding at all). The run must end with
 * a verdict, every bound said in a finding, the findings listed per file within the cap, and no
 * file passed silently.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';

const FILE_FINDINGS = 200;

/** A message (spec 5) whose first heading line is the backtracking attack. */
const HEADING_ATTACK = `---
id: 20250301-001-task
from: pm
to: backend
type: task
status: pending
created_at: 2025-03-01T09:00:00Z
---

#${' '.repeat(3_000)}\u2028

## 内容

x
`;

/** An intent whose title and body are the `\${` attack (200 KB each, the body's never closed): long values the template-leftover pattern scans. */
const DOLLAR_ATTACK = `title: "${'${'.repeat(100_000)}x}"\ntype: fix\nsource: reflection\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\nbody: "${'${'.repeat(100_000)}"\n`;

/** A JSON SubAgent Response on one line repeating one key until just under 1 MiB: about 174,000 duplicate-key findings. */
const HEAD_JSON = (n: number) => `{"status":"success","agent_name":"a${n}","execution_time":1`;
const repeats = (n: number) => Math.floor((1024 * 1024 - 64 - HEAD_JSON(n).length) / 6);
const repeatedKeys = (n: number) => `${HEAD_JSON(n)}${',"k":1'.repeat(repeats(n))}}\n`;

/** The same in YAML, a key a line: 209,000 lines, past the line bound before any parse. */
const LINES_YAML = `status: success\nagent_name: y\nexecution_time: 1\n${'k: 1\n'.repeat(209_000)}`;

/** A handoff file nested 10,000 deep. */
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;

const FILES: Record<string, string> = {
  'shared/tasks/backend/20250301-001-task.md': HEADING_ATTACK,
  '.forge/intents/dollar.yaml': DOLLAR_ATTACK,
  'handoff-Deep.json': DEEP_JSON,
  'reports/lines.yaml': LINES_YAML,
  ...Object.fromEntries([1, 2, 3].map((n) => [`reports/keys-${n}.json`, repeatedKeys(n)])),
};

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('red team: text alone cannot hold the runner', () => {
  it('the regex attacks, three 1 MiB files of repeated keys and deep JSON: a verdict, every bound said', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { 'feat/volume': { files: FILES } },
      pulls: [{ head: 'feat/volume', title: 'Volume', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1),
      workspace: checkout(repo, 'feat/volume'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
    });
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(1);
    const report = run.report!;
    const of = (path: string) => report.findings.filter((f) => f.path === path);

    // Every file got a result.
    for (const path of Object.keys(FILES)) expect(report.files.map((f) => f.path)).toContain(path);
    // The closed `${…}` is a leftover, on the line that holds it; the unclosed one is none.
    expect(of('.forge/intents/dollar.yaml')).toContainEqual(
      expect.objectContaining({ ruleId: 'intent/template-leftover', line: 1 }),
    );
    // The deep JSON is said to be too deep.
    expect(of('handoff-Deep.json').map((f) => f.ruleId)).toContain('file/too-deep');
    // Each file of repeated keys lists the cap and counts the rest exactly.
    for (const n of [1, 2, 3]) {
      const findings = of(`reports/keys-${n}.json`);
      expect(findings).toHaveLength(FILE_FINDINGS + 1);
      expect(findings.filter((f) => f.ruleId === 'parse/duplicate-key')).toHaveLength(FILE_FINDINGS);
      const more = findings.find((f) => f.ruleId === 'file/too-many-findings')!;
      expect(more.severity).toBe('error');
      expect(more.message.replace(/,/g, '')).toMatch(new RegExp(`^${repeats(n) - 1 - FILE_FINDINGS} more findings`));
    }
    // The file of 209,000 lines is stopped at the line bound, before any parse.
    expect(of('reports/lines.yaml').map((f) => [f.ruleId, f.line])).toEqual([['file/too-many-lines', 20_001]]);
    // The JSON report stays the size of what it lists, not of what the files hold.
    expect(JSON.stringify(report).length).toBeLessThan(2_000_000);
  }, 120_000);
});
