import { ruleCases } from '../rule-cases.js';

// An envelope (spec 1, YAML), a handoff (spec 3, JSON) and a message (spec 5, Markdown frontmatter).
const PLANNER = '.work/04_planner.yaml';
const planner = (fields: Record<string, string | undefined> = {}) =>
  `${Object.entries({
    kind: 'planner',
    agent_id: 'req:planner',
    status: 'ok',
    artifacts: '[]',
    next: 'writer',
    ...fields,
  })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (fields: Record<string, unknown> = {}) =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.entries({
        from_agent: 'BackendBuilder',
        to_agent: 'TestAgent',
        timestamp: '2025-01-14T12:00:00.000Z',
        status: 'PASS',
        iteration: 1,
        loop_required: false,
        loop_target: null,
        loop_reason: null,
        artifacts: [],
        context: { design_decisions: [], known_limitations: [], assumptions: [] },
        validation: { command: 'npm test', expected_result: 'All tests pass', checklist: [] },
        ...fields,
      }).filter(([, value]) => value !== undefined),
    ),
    null,
    2,
  )}\n`;

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = (fields: Record<string, string | undefined> = {}) =>
  `---\n${Object.entries({
    id: '20250124-003-task',
    from: 'pm',
    to: 'frontend',
    type: 'task',
    priority: 'high',
    status: 'pending',
    created_at: '2025-01-24T12:00:00Z',
    ...fields,
  })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n# タスク\n`;

export const cases = [
  ruleCases('envelope/required', {
    valid: [{ name: 'every common field', path: PLANNER, text: planner() }],
    invalid: [
      {
        name: 'no status',
        path: PLANNER,
        text: planner({ status: undefined }),
        errors: [{ line: 1, column: 1, message: '`status` is required (one of: ok, needs_input, conflict, blocked).' }],
      },
      {
        name: 'an artifact without its path',
        path: PLANNER,
        text: planner({ artifacts: '\n  - type: story_map' }),
        errors: [{ line: 5, column: 5, message: '`artifacts[0].path` is required (a string).' }],
      },
    ],
  }),
  ruleCases('handoff/required', {
    valid: [{ name: 'every required field', path: HANDOFF, text: handoff() }],
    invalid: [
      {
        name: 'no to_agent',
        path: HANDOFF,
        text: handoff({ to_agent: undefined }),
        errors: [{ line: 1, column: 1, message: '`to_agent` is required (a string).' }],
      },
    ],
  }),
  ruleCases('message/required', {
    valid: [{ name: 'the common header', path: TASK, text: task() }],
    invalid: [
      {
        name: 'no created_at',
        path: TASK,
        text: task({ created_at: undefined }),
        errors: [{ line: 2, column: 1, message: '`created_at` is required (a string).' }],
      },
    ],
  }),
  ruleCases('envelope/type', {
    valid: [
      {
        name: 'a list of artifacts',
        path: PLANNER,
        text: planner({ artifacts: '\n  - path: .work/04_story_map.md\n    type: story_map' }),
        files: { '.work/04_story_map.md': '# map\n' },
      },
    ],
    invalid: [
      {
        name: 'one path where a list belongs',
        path: PLANNER,
        text: planner({ artifacts: '.work/04_story_map.md' }),
        errors: [{ line: 4, column: 12, message: '`artifacts` must be a list, not a string.' }],
      },
    ],
  }),
  ruleCases('handoff/type', {
    valid: [{ name: 'an iteration that is a number', path: HANDOFF, text: handoff({ iteration: 2 }) }],
    invalid: [
      {
        name: 'a number as text',
        path: HANDOFF,
        text: handoff({ iteration: '2' }),
        errors: [{ line: 6, column: 16, message: '`iteration` must be a number, not a string.' }],
      },
    ],
  }),
  ruleCases('envelope/enum', {
    valid: [
      {
        name: 'a status spec 1 allows',
        path: PLANNER,
        text: planner({ status: 'needs_input', open_questions: '\n  - Which login?' }),
      },
      {
        name: "a team's own kind",
        path: PLANNER,
        text: planner({ kind: 'indexer', next: 'done' }),
        config: { enums: { 'envelope/kind': ['indexer'] } },
      },
    ],
    invalid: [
      {
        name: 'a misspelt status, fixed to the one it surely means',
        path: PLANNER,
        text: planner({ status: 'Ok' }),
        errors: [
          {
            line: 3,
            column: 9,
            message: '`status` is `Ok`; allowed: ok, needs_input, conflict, blocked. Did you mean `ok`?',
          },
        ],
        output: planner(),
      },
      {
        name: 'a status with no one meaning',
        path: PLANNER,
        text: planner({ status: 'done' }),
        errors: [{ line: 3, column: 9, message: '`status` is `done`; allowed: ok, needs_input, conflict, blocked.' }],
      },
    ],
  }),
  ruleCases('handoff/enum', {
    valid: [{ name: 'PASS', path: HANDOFF, text: handoff() }],
    invalid: [
      {
        name: 'a lower-case status, fixed',
        path: HANDOFF,
        text: handoff({ status: 'pass' }),
        errors: [
          {
            line: 5,
            column: 13,
            message:
              '`status` is `pass`; allowed: PASS, PASS_WITH_WARNINGS, PASS_WITH_FIXES, FAIL. Did you mean `PASS`?',
          },
        ],
        output: handoff(),
      },
    ],
  }),
  ruleCases('message/enum', {
    valid: [{ name: 'a high priority', path: TASK, text: task() }],
    invalid: [
      {
        name: 'an upper-case priority, fixed',
        path: TASK,
        text: task({ priority: 'HIGH' }),
        errors: [
          {
            line: 6,
            column: 11,
            message: '`priority` is `HIGH`; allowed: critical, high, medium, low. Did you mean `high`?',
          },
        ],
        output: task(),
      },
    ],
  }),
  ruleCases('handoff/range', {
    valid: [{ name: 'the first iteration', path: HANDOFF, text: handoff({ iteration: 1 }) }],
    invalid: [
      {
        name: 'iteration 0',
        path: HANDOFF,
        text: handoff({ iteration: 0 }),
        errors: [{ line: 6, column: 16, message: '`iteration` must be at least 1 (it is 0).' }],
      },
      {
        name: 'an integer beyond 2^53: a warning quoting it as written, not the rounded value',
        path: HANDOFF,
        text: handoff({ iteration: 1 }).replace('"iteration": 1', '"iteration": 12345678901234567890'),
        errors: [
          {
            line: 6,
            column: 16,
            message:
              '`iteration` is `12345678901234567890`, a number too large to read exactly: readers get 12345678901234567000. Write it as a string if it must be exact, or check that it is right.',
          },
        ],
      },
    ],
  }),
  ruleCases('subagent-response/range', {
    valid: [
      {
        name: 'a score within 0–100',
        path: 'responses/review.yaml',
        text: 'agent_name: reviewer\nstatus: success\nexecution_time: 12.5\nscore: 85\n',
      },
    ],
    invalid: [
      {
        name: 'a score over 100',
        path: 'responses/review.yaml',
        text: 'agent_name: reviewer\nstatus: success\nexecution_time: 12.5\nscore: 120\n',
        errors: [{ line: 4, column: 8, message: '`score` must be at most 100 (it is 120).' }],
      },
    ],
  }),
  ruleCases('envelope/format', {
    valid: [
      {
        name: 'type:subtype#shard',
        path: PLANNER,
        text: planner({ agent_id: 'explorer:domain#frontend', kind: 'explorer', next: 'aggregator' }),
      },
    ],
    invalid: [
      {
        name: 'an agent id without its subtype',
        path: PLANNER,
        text: planner({ agent_id: 'planner' }),
        errors: [
          {
            line: 2,
            column: 11,
            message:
              '`agent_id` is `planner`, which is not of the form `{type}:{subtype}` or `{type}:{subtype}#{shard}` (e.g. `explorer:tech`, `explorer:domain#frontend`).',
          },
        ],
      },
    ],
  }),
];
