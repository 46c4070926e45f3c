import { ruleCases } from '../rule-cases.js';

const PLANNER = '.work/04_planner.yaml';
const planner = (extra: string) =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: writer\n${extra}`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (extra: string) =>
  `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "2025-01-14T12:00:00.000Z",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }${extra}\n}\n`;

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = (extra: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;

export const cases = [
  ruleCases('envelope/key-typo', {
    valid: [
      { name: 'unknown keys are allowed', path: PLANNER, text: planner('notes: a team key\n') },
      { name: 'a near key whose real one is there too', path: PLANNER, text: planner('blockers: []\nblocker: []\n') },
    ],
    invalid: [
      {
        name: 'a misspelt key, renamed by the fix',
        path: PLANNER,
        text: planner('blokers: []\n'),
        errors: [{ line: 6, column: 1, message: 'Unknown key `blokers`. Did you mean `blockers`?' }],
        output: planner('blockers: []\n'),
      },
      {
        name: 'in a nested mapping',
        path: PLANNER,
        text: planner('summary:\n  total_epic: 2\n'),
        errors: [{ line: 7, column: 3, message: 'Unknown key `total_epic`. Did you mean `total_epics`?' }],
        output: planner('summary:\n  total_epics: 2\n'),
      },
    ],
  }),
  ruleCases('handoff/key-typo', {
    valid: [{ name: 'a key of its own', path: HANDOFF, text: handoff(',\n  "notes": "x"') }],
    invalid: [
      {
        name: 'a misspelt key',
        path: HANDOFF,
        text: handoff(',\n  "issuse": []'),
        errors: [{ line: 13, column: 3, message: 'Unknown key `issuse`. Did you mean `issues`?' }],
        output: handoff(',\n  "issues": []'),
      },
    ],
  }),
  ruleCases('message/key-typo', {
    valid: [{ name: 'an assignee of its own', path: TASK, text: task('assignee: alice\n') }],
    invalid: [
      {
        name: 'parent_id misspelt',
        path: TASK,
        text: task('parnet_id: 20250124-002-inst\n'),
        errors: [{ line: 9, column: 1, message: 'Unknown key `parnet_id`. Did you mean `parent_id`?' }],
        output: task('parent_id: 20250124-002-inst\n'),
      },
    ],
  }),
];
