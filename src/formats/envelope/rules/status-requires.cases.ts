import { ruleCases } from '../../../rules/rule-cases.js';

/** A writer's envelope with `status` and the lines given; `next` last. */
const writer = (status: string, lines = '') =>
  `kind: writer\nagent_id: writer:main\nstatus: ${status}\n${lines}next: reviewer\n`;

export const cases = [
  ruleCases('envelope/status-requires-artifacts', {
    valid: [
      {
        name: 'ok with the files it produced',
        path: '.work/w.yaml',
        text: writer('ok', 'artifacts:\n  - path: docs/plan.md\n    type: doc\n'),
      },
      { name: 'ok that produced nothing says so', path: '.work/w.yaml', text: writer('ok', 'artifacts: []\n') },
    ],
    invalid: [
      {
        name: 'ok without `artifacts`',
        path: '.work/w.yaml',
        text: writer('ok'),
        errors: [
          {
            line: 3,
            column: 9,
            message: '`status: ok` requires `artifacts`: list the files it produced (`[]` when none).',
          },
        ],
      },
    ],
  }),
  ruleCases('envelope/status-requires-open-questions', {
    valid: [
      {
        name: 'needs_input with a question',
        path: '.work/w.yaml',
        text: writer('needs_input', 'open_questions:\n  - Which region?\n'),
      },
    ],
    invalid: [
      {
        name: 'needs_input with an empty list, reported on the list',
        path: '.work/w.yaml',
        text: writer('needs_input', 'open_questions: []\n'),
        errors: [
          {
            line: 4,
            column: 17,
            message:
              '`status: needs_input` requires `open_questions` with at least one entry: ask at least one question in `open_questions`.',
          },
        ],
      },
    ],
  }),
  ruleCases('envelope/status-requires-conflicts', {
    valid: [
      {
        name: 'conflict naming one',
        path: '.work/w.yaml',
        text: writer('conflict', 'conflicts:\n  - The plan and the review disagree on the region.\n'),
      },
    ],
    invalid: [
      {
        name: 'conflict with `conflicts: null`, which is none',
        path: '.work/w.yaml',
        text: writer('conflict', 'conflicts: null\n'),
        errors: [
          {
            line: 4,
            column: 12,
            message:
              '`status: conflict` requires `conflicts` with at least one entry: list at least one conflict in `conflicts`.',
          },
        ],
      },
    ],
  }),
  ruleCases('envelope/status-requires-blockers', {
    valid: [
      {
        name: 'blocked saying by what',
        path: '.work/w.yaml',
        text: writer('blocked', 'blockers:\n  - Needs the staging credentials\n'),
      },
      { name: 'another status needs no blockers', path: '.work/w.yaml', text: writer('ok', 'artifacts: []\n') },
    ],
    invalid: [
      {
        name: 'blocked without `blockers`, reported on the status',
        path: '.work/w.yaml',
        text: writer('blocked'),
        errors: [
          {
            line: 3,
            column: 9,
            message:
              '`status: blocked` requires `blockers` with at least one entry: say what blocks it in `blockers` (at least one).',
          },
        ],
      },
    ],
  }),
];
