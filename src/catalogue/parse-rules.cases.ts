import { ruleCases } from '../rules/rule-cases.js';
import { CODE_FENCE_RULE } from '../parse/code-fence.js';
import { DUPLICATE_KEY_RULE } from '../parse/duplicates.js';
import { JSON_COMMENT_RULE, JSON_SYNTAX_RULE } from '../parse/json-doc.js';
import { FRONTMATTER_UNCLOSED_RULE } from '../parse/markdown-doc.js';
import { ALIAS_LIMIT_RULE, MULTI_DOCUMENT_RULE, YAML_SYNTAX_RULE } from '../parse/yaml-doc.js';
import { handoff, HANDOFF, planner, PLANNER, task, TASK } from './engine-case-texts.js';

/** The cases of the engine's `parse/*` rules (src/catalogue/catalogue.ts): a file's YAML, JSON or frontmatter as read. */
export const cases = [
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
];
