import { ruleCases } from '../../../rules/rule-cases.js';

const HINT =
  "This message has no header. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (spec 5's common header).";

export const cases = [
  ruleCases('message/no-header', {
    valid: [
      {
        name: 'a frontmatter header',
        path: 'shared/requirements/r.md',
        text: '---\nid: 20250124-001-req\nfrom: human\nto: ceo\ntype: requirement\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 要件\n',
      },
      {
        name: 'a bracket header is a header too (the bracket-header rule says the rest)',
        path: 'shared/reports/engineers/frontend/r.md',
        text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
      },
    ],
    invalid: [
      {
        name: 'a task that is only Markdown',
        path: 'shared/tasks/frontend/t.md',
        text: '# 報告\n\n本文\n',
        errors: [{ line: 1, column: 1, message: HINT }],
      },
      {
        name: 'a bracket block quoted in code is no header',
        path: 'shared/tasks/frontend/t.md',
        text: '```\n[REPORT TO: PM]\n```\n',
        errors: [{ line: 1, column: 1, message: HINT }],
      },
      {
        name: 'a plain document under specs/ (a warning there)',
        path: 'shared/specs/api/auth.md',
        text: '# Auth API\n',
        errors: [{ line: 1, column: 1, message: HINT }],
      },
    ],
  }),
];
