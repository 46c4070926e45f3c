/** Texts the cases of the engine's own rules share: a file of each format, and the config's path. */

export const PLANNER = '.work/04_planner.yaml';
export const planner = (extra = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: writer\n${extra}`;
export const TASK = 'shared/tasks/frontend/20250124-003-task.md';
export const task = `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
export const HANDOFF = 'handoff-BackendBuilder.json';
export const handoff = (extra = '') =>
  `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "2025-01-14T12:00:00.000Z",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],${extra}\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;
export const CONFIG = '.github/handoff-gate.yml';

export const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
