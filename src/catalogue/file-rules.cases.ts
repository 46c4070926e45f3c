import { ruleCases } from '../rules/rule-cases.js';
import { UNRECOGNISED_RULE } from '../detect/detect.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import { TOO_MANY_FINDINGS_RULE } from '../engine/finding-sink.js';
import { NOT_JUDGED_RULE } from '../core/run-budget.js';
import {
  BINARY_RULE,
  BOM_RULE,
  EMPTY_RULE,
  ENCODING_RULE,
  TOO_LARGE_RULE,
  TOO_MANY_LINES_RULE,
} from '../parse/read.js';
import { TOO_DEEP_RULE } from '../parse/yaml-doc.js';
import { bytes, handoff, HANDOFF, planner, PLANNER, task, TASK } from './engine-case-texts.js';

/**
 * The cases of the engine's `file/*` rules (src/catalogue/catalogue.ts): what a file is before any
 * format reads it. The few no one file's text can show (a symlink, a file the system will not
 * open, a base revision not fetched, a run past its bounds, a folder of a monorepo) are listed in
 * test/rules/rule-modules.test.ts with the tests that show them. The `parse/*` rules' cases are in
 * parse-rules.cases.ts, the `config/*` rules' in config-rules.cases.ts.
 */
export const cases = [
  ruleCases(TOO_LARGE_RULE, {
    valid: [
      { name: 'a file within `max-file-size`', path: PLANNER, text: planner(), config: { 'max-file-size': 1000 } },
    ],
    invalid: [
      {
        name: 'a file over `max-file-size`',
        path: PLANNER,
        text: planner(),
        config: { 'max-file-size': 20 },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The file is larger than the 20-byte limit, so it was not checked. Raise `max-file-size` in the config if it really is a handoff file.',
          },
        ],
      },
    ],
  }),
  ruleCases(BINARY_RULE, {
    valid: [{ name: 'text', path: PLANNER, text: bytes(planner()) }],
    invalid: [
      {
        name: 'a NUL byte on the second line',
        path: PLANNER,
        text: bytes('kind: planner\nagent_id: ', [0], '\n'),
        errors: [{ line: 2, column: 1, message: 'The file holds NUL bytes, so it is binary, not a handoff file.' }],
      },
    ],
  }),
  ruleCases(ENCODING_RULE, {
    valid: [{ name: 'UTF-8, Japanese included', path: TASK, text: bytes(task) }],
    invalid: [
      {
        name: 'a Latin-1 byte on the third line',
        path: TASK,
        text: bytes('---\nid: 20250124-003-task\nfrom: caf', [0xe9], '\n---\n'),
        errors: [{ line: 3, column: 1, message: 'The file is not valid UTF-8; save it as UTF-8.' }],
      },
    ],
  }),
  ruleCases(BOM_RULE, {
    valid: [{ name: 'no byte-order mark', path: TASK, text: bytes(task) }],
    invalid: [
      {
        name: 'a UTF-8 byte-order mark',
        path: TASK,
        text: bytes([0xef, 0xbb, 0xbf], task),
        errors: [
          {
            line: 1,
            column: 1,
            message: 'The file starts with a byte-order mark; it was ignored. Save as UTF-8 without BOM.',
          },
        ],
      },
    ],
  }),
  ruleCases(EMPTY_RULE, {
    valid: [{ name: 'a file with content', path: TASK, text: task }],
    invalid: [
      {
        name: 'an empty message',
        path: TASK,
        text: '',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The file is empty (or holds only comments): an agent-corp message file needs a frontmatter with `id`, `from`, `to`, `type`, `priority`, `status` and `created_at`, and its text. Write it, or delete the file.',
          },
        ],
      },
      {
        name: 'only a comment under .work/ (a warning there)',
        path: PLANNER,
        text: '# to do\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The file is empty (or holds only comments), so it was not checked: if it is meant as a Handoff envelope file, it needs `kind`, `agent_id`, `status` and `next`. Write it, or delete the file.',
          },
        ],
      },
      {
        name: 'whitespace only',
        path: HANDOFF,
        text: '\n  \n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The file is empty (or holds only comments): a Handoff JSON file needs `from_agent`, `to_agent`, `timestamp`, `status`, `artifacts`, `context` and `validation`. Write it, or delete the file.',
          },
        ],
      },
    ],
  }),
  ruleCases(TOO_MANY_LINES_RULE, {
    valid: [
      {
        name: 'as many lines as `limits.file-lines`',
        path: PLANNER,
        text: planner(),
        config: { limits: { 'file-lines': 5 } },
      },
    ],
    invalid: [
      {
        name: 'one line more',
        path: PLANNER,
        text: planner('mode: brownfield\n'),
        config: { limits: { 'file-lines': 5 } },
        errors: [
          {
            line: 6,
            column: 1,
            message:
              'The file has more than 5 lines (`limits.file-lines`), so no line of it was checked; split it, or raise the bound.',
          },
        ],
      },
    ],
  }),
  ruleCases(TOO_DEEP_RULE, {
    valid: [
      {
        name: 'as deep as `limits.file-depth`',
        path: PLANNER,
        text: planner('summary:\n  total_epics: 2\n'),
        config: { limits: { 'file-depth': 2 } },
      },
    ],
    invalid: [
      {
        name: 'YAML one level deeper',
        path: PLANNER,
        text: planner('summary:\n  dependencies:\n    - from: US-002\n'),
        config: { limits: { 'file-depth': 2 } },
        errors: [
          {
            line: 8,
            column: 5,
            message:
              'The file nests mappings and lists more than 2 levels deep (`limits.file-depth`), so it was not checked; flatten it.',
          },
        ],
      },
      {
        name: 'JSON one level deeper',
        path: HANDOFF,
        text: handoff(),
        config: { limits: { 'file-depth': 1 } },
        errors: [
          {
            line: 10,
            column: 16,
            message:
              'The file nests mappings and lists more than 1 level deep (`limits.file-depth`), so it was not checked; flatten it.',
          },
        ],
      },
    ],
  }),
  ruleCases(TOO_MANY_FINDINGS_RULE, {
    valid: [
      {
        name: 'as many findings as `limits.file-findings`',
        path: PLANNER,
        text: planner('blokers: []\n'),
        config: { limits: { 'file-findings': 1 } },
      },
    ],
    invalid: [
      {
        name: 'one finding more',
        path: PLANNER,
        text: planner('blokers: []\nconflict: []\n'),
        config: { limits: { 'file-findings': 1 } },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '1 more finding in this file was not listed: a file lists at most 1 (`limits.file-findings`), errors first. This finding is as severe as the worst of them; fix the findings listed and check again.',
          },
        ],
      },
    ],
  }),
  ruleCases(NOT_JUDGED_RULE, {
    valid: [
      {
        name: 'findings within `limits.run-findings`',
        path: PLANNER,
        text: planner('blokers: []\n'),
        config: { limits: { 'run-findings': 1 } },
      },
    ],
    invalid: [
      {
        name: "a file whose findings would pass the run's bound",
        path: PLANNER,
        text: planner('blokers: []\nconflict: []\n'),
        config: { limits: { 'run-findings': 1 } },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'This file was not checked: the run had kept 1 finding, its limit (`limits.run-findings`). It counts as an error until a run checks it; check fewer files at a time.',
          },
        ],
      },
    ],
  }),
  ruleCases(UNRECOGNISED_RULE, {
    valid: [
      {
        name: 'the same file, not named: passed over as no handoff file',
        path: 'notes/todo.yaml',
        text: 'items: []\n',
        named: false,
      },
    ],
    invalid: [
      {
        name: 'a named file no format knows',
        path: 'notes/todo.yaml',
        text: 'items: []\n',
        named: true,
        errors: [
          {
            line: 1,
            column: 1,
            message: 'No handoff format recognises this file (by its path or its keys); it was not checked.',
          },
        ],
      },
    ],
  }),
  ruleCases(EXTENSION_RULE.id, {
    valid: [
      {
        name: 'an intent as spec 4 names it',
        path: '.forge/intents/lockout.yaml',
        text: 'title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: executing\n'.replace(
          'executing',
          'proposed',
        ),
      },
      {
        name: 'a Markdown note beside handoff files anywhere is no handoff file',
        path: 'docs/handoff-guide.md',
        text: '# Handing off\n',
      },
      { name: 'a YAML file outside every format folder', path: 'config/lockout.YAML', text: 'a: 1\n' },
    ],
    invalid: [
      {
        name: 'a high-risk intent with an upper-case extension',
        path: '.forge/intents/lockout.YAML',
        text: 'title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: executing\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`lockout.YAML` is where Intent files live, but they are read only as `*.yaml` or `*.yml` (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to `lockout.yaml`.',
          },
        ],
      },
      {
        name: 'a message with an upper-case extension',
        path: 'shared/tasks/frontend/20250124-003-task.MD',
        text: task,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`20250124-003-task.MD` is where agent-corp message files live, but they are read only as `*.md` (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to `20250124-003-task.md`.',
          },
        ],
      },
      {
        name: 'a task written as JSON, which tasks are not read as',
        path: '.forge/tasks/lockout/count-failures.json',
        text: '{ "intent_id": "lockout", "title": "Count failed logins", "status": "pending" }\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`count-failures.json` is where Task files live, but they are read only as `*.yaml` or `*.yml`, so this file was not checked. If it is one, rename it to `count-failures.yaml` (and write it in that syntax); if not, move it out of the folder.',
          },
        ],
      },
    ],
  }),
  ruleCases(NEAR_MISS_RULE.id, {
    valid: [{ name: "an envelope's two keys", path: '.work/plan.yaml', text: planner() }],
    invalid: [
      {
        name: 'agent_id misspelt in .work/',
        path: '.work/plan.yaml',
        text: 'kind: planner\nagentid: req:planner\nstatus: ok\n',
        errors: [
          {
            line: 2,
            column: 1,
            message:
              'Did you mean `agent_id`? This file was not checked as a Handoff envelope: one is recognised by its `kind` and `agent_id` keys, and this file writes `agentid` for `agent_id`.',
          },
        ],
      },
    ],
  }),
];
