import { ruleCases } from './rule-cases.js';
import { UNRECOGNISED_RULE } from '../detect/detect.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import { CONFIG_CHANGE_RULE, CONFIG_INVALID_RULE, CONFIG_UNKNOWN_KEY_RULE } from '../report/adapter-rules.js';
import { TOO_MANY_FINDINGS_RULE } from '../engine/finding-sink.js';
import { NOT_JUDGED_RULE } from '../engine/run-budget.js';
import { CODE_FENCE_RULE } from '../parse/code-fence.js';
import { DUPLICATE_KEY_RULE } from '../parse/duplicates.js';
import { JSON_COMMENT_RULE, JSON_SYNTAX_RULE } from '../parse/json-doc.js';
import { FRONTMATTER_UNCLOSED_RULE } from '../parse/markdown-doc.js';
import {
  BINARY_RULE,
  BOM_RULE,
  EMPTY_RULE,
  ENCODING_RULE,
  TOO_LARGE_RULE,
  TOO_MANY_LINES_RULE,
} from '../parse/read.js';
import { ALIAS_LIMIT_RULE, MULTI_DOCUMENT_RULE, TOO_DEEP_RULE, YAML_SYNTAX_RULE } from '../parse/yaml-doc.js';

/**
 * The cases of the engine's own rules (`file/*`, `parse/*`, `config/*`, src/rules/catalogue.ts):
 * what a file is before any format reads it. The few no one file's text can show (a symlink, a
 * file the system will not open, a base revision not fetched, a run past its bounds, a folder of
 * a monorepo) are listed in test/rules/rule-modules.test.ts with the tests that show them.
 */

const PLANNER = '.work/04_planner.yaml';
const planner = (extra = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: writer\n${extra}`;
const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (extra = '') =>
  `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "2025-01-14T12:00:00.000Z",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],${extra}\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;
const CONFIG = '.github/handoff-gate.yml';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

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
  ruleCases(CODE_FENCE_RULE, {
    valid: [
      {
        name: 'a fence inside a Markdown message is Markdown',
        path: TASK,
        text: `${task}\n\`\`\`yaml\na: 1\n\`\`\`\n`,
      },
    ],
    invalid: [
      {
        name: 'a YAML file pasted with its fence: the fix deletes both lines',
        path: PLANNER,
        text: `\`\`\`yaml\n${planner()}\`\`\`\n`,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The file is wrapped in a Markdown code fence (```yaml on line 1, ``` on line 7), which is not YAML: remove both fence lines. The lines between them were checked as YAML.',
          },
        ],
        output: planner(),
      },
    ],
  }),
  ruleCases(YAML_SYNTAX_RULE, {
    valid: [{ name: 'YAML', path: PLANNER, text: planner('notes: "{N}/{M}"\n') }],
    invalid: [
      {
        name: "a template's `{N}/{M}` left unquoted",
        path: PLANNER,
        text: planner('notes: {N}/{M}\n'),
        errors: [{ line: 6, column: 11, message: 'YAML syntax error: Unexpected scalar at node end' }],
      },
    ],
  }),
  ruleCases(DUPLICATE_KEY_RULE, {
    valid: [{ name: 'each key once', path: PLANNER, text: planner() }],
    invalid: [
      {
        name: 'status twice in YAML',
        path: PLANNER,
        text: planner('status: blocked\n'),
        errors: [
          {
            line: 6,
            column: 1,
            message:
              'The key `status` is written twice in this mapping (first on line 3). YAML readers (and handoff-gate) use the last value, `blocked`, and ignore the other; for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one `status`.',
          },
        ],
      },
      {
        name: 'status twice in JSON',
        path: HANDOFF,
        text: handoff('\n  "status": "FAIL",'),
        errors: [
          {
            line: 11,
            column: 3,
            message:
              'The key `status` is written twice in this mapping (first on line 5). JSON readers use the last value, `FAIL`, and ignore the other; for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one `status`.',
          },
        ],
      },
    ],
  }),
  ruleCases(MULTI_DOCUMENT_RULE, {
    valid: [{ name: 'one document, its `---` marker included', path: PLANNER, text: `---\n${planner()}` }],
    invalid: [
      {
        name: 'a second document',
        path: PLANNER,
        text: `${planner()}---\n${planner()}`,
        errors: [
          {
            line: 6,
            column: 1,
            message: 'This file holds 2 YAML documents; only the first is checked. Split them into one file each.',
          },
        ],
      },
    ],
  }),
  ruleCases(ALIAS_LIMIT_RULE, {
    valid: [{ name: 'an alias or two', path: PLANNER, text: planner('base: &base [a, b]\ncopy: *base\n') }],
    invalid: [
      {
        name: 'aliases of aliases: an alias bomb',
        path: PLANNER,
        text: planner(
          `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [${Array(10).fill('*a').join(', ')}]\nc: &c [${Array(10).fill('*b').join(', ')}]\n`,
        ),
        errors: [
          {
            line: 1,
            column: 1,
            message: 'YAML aliases expand past 100 copies (an alias bomb); write the values out instead.',
          },
        ],
      },
    ],
  }),
  ruleCases(JSON_SYNTAX_RULE, {
    valid: [{ name: 'JSON', path: HANDOFF, text: handoff() }],
    invalid: [
      {
        name: 'a missing comma',
        path: HANDOFF,
        text: handoff().replace('"TestAgent",', '"TestAgent"'),
        errors: [{ line: 4, column: 3, message: 'Missing comma between values: add a `,` before this key.' }],
      },
    ],
  }),
  ruleCases(JSON_COMMENT_RULE, {
    valid: [
      { name: '`//` inside a string is text', path: HANDOFF, text: handoff('\n  "notes": "see https://example.com",') },
    ],
    invalid: [
      {
        name: 'a line comment',
        path: HANDOFF,
        text: handoff('\n  // loops: none'),
        errors: [
          {
            line: 11,
            column: 3,
            message: 'JSON does not allow comments; remove the comment or move the note into a field.',
          },
        ],
      },
    ],
  }),
  ruleCases(FRONTMATTER_UNCLOSED_RULE, {
    valid: [{ name: 'frontmatter closed', path: TASK, text: task }],
    invalid: [
      {
        name: 'no closing `---`',
        path: TASK,
        text: task.replace('\n---\n\n', '\n\n'),
        errors: [
          {
            line: 1,
            column: 1,
            message: 'The frontmatter opened with `---` is never closed; add a `---` line after its last field.',
          },
        ],
      },
    ],
  }),
  ruleCases(CONFIG_INVALID_RULE, {
    valid: [{ name: 'a size in bytes', path: CONFIG, text: 'max-file-size: 2097152\n' }],
    invalid: [
      {
        name: 'a size in words',
        path: CONFIG,
        text: 'max-file-size: 2 MiB\n',
        errors: [
          {
            line: 1,
            column: 16,
            message:
              '`max-file-size` must be a number, not a string. The `max-file-size` setting fell back to its default.',
          },
        ],
      },
      {
        name: 'a bound above its default',
        path: CONFIG,
        text: 'limits:\n  file-lines: 1000000\n',
        errors: [
          {
            line: 2,
            column: 15,
            message:
              '`limits.file-lines` must be at most 20000 (it is 1000000). `limits.file-lines` was left out; the rest of `limits` is kept.',
          },
        ],
      },
    ],
  }),
  ruleCases(CONFIG_UNKNOWN_KEY_RULE, {
    valid: [{ name: 'known settings', path: CONFIG, text: 'ignore:\n  - vendor/**\n' }],
    invalid: [
      {
        name: 'a misspelt setting',
        path: CONFIG,
        text: 'ignroe:\n  - vendor/**\n',
        errors: [{ line: 1, column: 1, message: 'Unknown setting `ignroe`; it was ignored. Did you mean `ignore`?' }],
      },
    ],
  }),
  ruleCases(CONFIG_CHANGE_RULE, {
    valid: [
      {
        name: 'a pull request that leaves the config as it was',
        path: CONFIG,
        text: 'ignore: []\n',
        base: 'ignore: []\n',
      },
    ],
    invalid: [
      {
        name: 'a pull request that changes it',
        path: CONFIG,
        text: 'ignore:\n  - vendor/**\n',
        base: 'ignore: []\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "This pull request changes handoff-gate's config; the change takes effect once merged. Until then the config of the base commit 0123456 judges this pull request.",
          },
        ],
      },
    ],
  }),
];
