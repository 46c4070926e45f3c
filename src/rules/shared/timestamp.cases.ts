import { ruleCases } from '../rule-cases.js';

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = (created: string, extra = '') =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: ${created}\n${extra}---\n\n# タスク\n`;

const HISTORY = '.forge/knowledge/history/login-rate-limit.yaml';
const history = (created: string) =>
  `intent_id: login-rate-limit\nintent_type: feature\nintent_risk: low\ntitle: "Limit login attempts"\nflow:\n  - implement\nstep_results: []\noutcome: success\nobservations: []\ncreated_at: ${created}\n`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (timestamp: string) =>
  `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "${timestamp}",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;

export const cases = [
  ruleCases('message/timestamp', {
    valid: [
      { name: 'UTC', path: TASK, text: task('2025-01-24T12:00:00Z') },
      { name: 'an offset, quoted', path: TASK, text: task('"2025-01-24T12:00:00+09:00"') },
    ],
    invalid: [
      {
        name: 'no time zone, and no other timestamp to take one from',
        path: TASK,
        text: task('2025-01-24T12:00:00'),
        errors: [
          { line: 8, column: 13, message: '`created_at` has no time zone; add `Z` or an offset such as `+09:00`.' },
        ],
      },
      {
        name: "no time zone where the file's other timestamp has one: the fix adds it",
        path: TASK,
        text: task('2025-01-24T12:00:00+09:00', 'updated_at: 2025-01-25 09:00\n'),
        errors: [
          { line: 9, column: 13, message: '`updated_at` has no time zone; add `Z` or an offset such as `+09:00`.' },
        ],
        output: task('2025-01-24T12:00:00+09:00', 'updated_at: 2025-01-25T09:00+09:00\n'),
      },
      {
        name: 'a day that does not exist',
        path: TASK,
        text: task('2025-02-30T12:00:00Z'),
        errors: [{ line: 8, column: 13, message: '`created_at` is not a real date and time.' }],
      },
    ],
  }),
  ruleCases('history/timestamp', {
    valid: [{ name: 'UTC', path: HISTORY, text: history('2025-03-03T11:20:00Z') }],
    invalid: [
      {
        name: 'slashes, with a zone: the fix writes dashes',
        path: HISTORY,
        text: history('2025/03/03T11:20:00Z'),
        errors: [
          {
            line: 10,
            column: 13,
            message: '`created_at` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`.',
          },
        ],
        output: history('2025-03-03T11:20:00Z'),
      },
      {
        name: 'slashes and a space: the fix writes dashes and `T`, as the specs write a timestamp',
        path: HISTORY,
        text: history('2025/01/01 10:00:00Z'),
        errors: [
          {
            line: 10,
            column: 13,
            message: '`created_at` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`.',
          },
        ],
        output: history('2025-01-01T10:00:00Z'),
      },
    ],
  }),
  ruleCases('handoff/timestamp', {
    valid: [{ name: 'as `toISOString()` writes it', path: HANDOFF, text: handoff('2025-01-14T12:00:00.000Z') }],
    invalid: [
      {
        name: 'a date alone',
        path: HANDOFF,
        text: handoff('2025-01-14'),
        errors: [
          {
            line: 4,
            column: 16,
            message:
              '`timestamp` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`. Use `new Date().toISOString()`.',
          },
        ],
      },
    ],
  }),
];
