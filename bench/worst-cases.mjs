// Inputs built to be slow: the cases the tests once guarded with wall-clock limits. The tests now
// count work (reads, lookups) or only check the result; the time of each case is reported here.
const INTENT =
  'title: Step\nbody: A step.\ntype: feature\nsource: human\nrisk: low\nstatus: approved\ncreated_at: 2025-03-01T09:00:00Z\n';
const TASK_HEADER =
  '---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# Title\n\n';

/** Files of each worst case, by name: `Map<path, text>` as writeCorpus takes them. */
export function worstCases() {
  // 3,000 intents on one dependency cycle, each with a parent: every walk passes through all of them.
  const cycle = new Map();
  const n = 3000;
  for (let i = 0; i < n; i++)
    cycle.set(
      `.forge/intents/i${i}.yaml`,
      `${INTENT}depends_on: [i${(i + 1) % n}]\nparent: i${Math.floor(i / 2) || 1}\n`,
    );
  // Message bodies that a careless scanner or pattern would take quadratic time on.
  const bodies = new Map([
    [
      'shared/tasks/frontend/20250124-001-task.md',
      `${TASK_HEADER}${'`'.repeat(100_000)}{x}\n${'`a'.repeat(50_000)}{y}\n`,
    ],
    [
      'shared/tasks/frontend/20250124-002-task.md',
      `[REPORT TO: PM]\nDetails: |\n${'  x\n'.repeat(100_000)}Status: ${' '.repeat(100_000)}x\n[/REPORT]\n`,
    ],
    ['shared/tasks/frontend/20250124-003-task.md', `[REPORT TO: PM]\n${'Key: value\n'.repeat(50_000)}`],
  ]);
  // One JSON SubAgent Response listing 8,000 issues: a position for each of its review items.
  const issues = Array.from({ length: 8000 }, (_, i) => ({ severity: 'HIGH', description: `issue ${i}` }));
  const manyItems = new Map([
    [
      'outputs/.workflow/run-1/review.json',
      `${JSON.stringify({ status: 'needs_revision', agent_name: 'svg-forge', execution_time: 1, revision_target: 'svg-forge', next_action: 'revise', issues }, null, 2)}\n`,
    ],
  ]);
  return {
    'intent cycle: 3,000 intents on one dependency cycle': cycle,
    'pathological message bodies: 3 files of 100–300 KB': bodies,
    'one JSON SubAgent Response with 8,000 issues (a position for each)': manyItems,
  };
}
