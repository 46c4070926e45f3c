import { ruleCases } from '../rule-cases.js';

const PLANNER = '.work/04_planner.yaml';
const planner = (status: string, extra = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ${status}\nartifacts: []\nnext: writer\n${extra}`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (toAgent: string, timestamp = '2025-01-14T12:00:00.000Z') =>
  `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "${toAgent}",\n  "timestamp": "${timestamp}",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = (extra: string) =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;

export const cases = [
  ruleCases('envelope/template-leftover', {
    valid: [
      { name: 'a status chosen', path: PLANNER, text: planner('ok') },
      {
        name: 'a `|` inside prose is no list of alternatives',
        path: PLANNER,
        text: planner('ok', 'notes: read | write split decided\n'),
      },
    ],
    invalid: [
      {
        name: 'the alternatives copied from the spec',
        path: PLANNER,
        text: planner('ok | needs_input'),
        errors: [
          {
            line: 3,
            column: 9,
            message:
              '`ok | needs_input` lists the alternatives instead of choosing one: it is a template leftover. Write the real value.',
          },
        ],
      },
      {
        name: 'a `{…}` placeholder YAML reads as a mapping',
        path: PLANNER,
        text: planner('ok', 'notes: {notes}\n'),
        errors: [
          {
            line: 6,
            column: 8,
            message:
              '`{notes}` is an unfilled template placeholder (YAML reads it as a mapping). Write the real value.',
          },
        ],
      },
    ],
  }),
  ruleCases('handoff/template-leftover', {
    valid: [{ name: 'a real agent', path: HANDOFF, text: handoff('TestAgent') }],
    invalid: [
      {
        name: 'an unexpanded `${…}`',
        path: HANDOFF,
        text: handoff('${NEXT_AGENT}'),
        errors: [
          {
            line: 3,
            column: 15,
            message:
              '`${NEXT_AGENT}` holds an unexpanded `${...}` placeholder: it is a template leftover. Write the real value.',
          },
        ],
      },
      {
        name: 'a type description for a value',
        path: HANDOFF,
        text: handoff('TestAgent', 'ISO 8601 timestamp'),
        errors: [
          {
            line: 4,
            column: 16,
            message:
              '`ISO 8601 timestamp` describes the type instead of giving a value: it is a template leftover. Write the real value.',
          },
        ],
      },
    ],
  }),
  ruleCases('message/template-leftover', {
    valid: [{ name: 'a filled header', path: TASK, text: task('') }],
    invalid: [
      {
        name: 'an angle-bracket slot',
        path: TASK,
        text: task('parent_id: <親メッセージID>\n'),
        errors: [
          {
            line: 9,
            column: 12,
            message:
              '`<親メッセージID>` is an unfilled `<...>` placeholder: it is a template leftover. Write the real value.',
          },
        ],
      },
    ],
  }),
  ruleCases('intent/template-leftover', {
    valid: [
      {
        name: 'a body written',
        path: '.forge/intents/lockout.yaml',
        text: 'title: Lock accounts\nbody: |\n  Lock an account after 10 failed logins.\ntype: feature\nsource: reflection\nrisk: low\nstatus: proposed\n',
      },
    ],
    invalid: [
      {
        name: 'a block scalar left as its slot: the message quotes the slot, not its line end',
        path: '.forge/intents/lockout.yaml',
        text: 'title: Lock accounts\nbody: |\n  <describe the change>\ntype: feature\nsource: reflection\nrisk: low\nstatus: proposed\n',
        errors: [
          {
            line: 2,
            column: 7,
            message:
              '`<describe the change>` is an unfilled `<...>` placeholder: it is a template leftover. Write the real value.',
          },
        ],
      },
    ],
  }),
];
