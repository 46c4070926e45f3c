import { ruleCases } from '../../../rules/rule-cases.js';

const REPORT = 'shared/reports/engineers/frontend/r.md';
const FRONTMATTER =
  '---\nid: 20250124-004-rep\nfrom: frontend\nto: pm\ntype: report\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 報告\n';

export const cases = [
  ruleCases('message/bracket-header', {
    valid: [
      { name: 'spec 5 frontmatter alone', path: REPORT, text: FRONTMATTER },
      {
        name: 'a bracket block quoted in a code block',
        path: REPORT,
        text: `${FRONTMATTER}\n\`\`\`\n[REPORT TO: PM]\n\`\`\`\n`,
      },
    ],
    invalid: [
      {
        name: 'a bracket header instead of frontmatter',
        path: REPORT,
        text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "`[REPORT TO: PM]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `to: pm`, `type: report`, `status: completed`).",
          },
        ],
      },
      {
        name: 'a bracket block after frontmatter',
        path: REPORT,
        text: `${FRONTMATTER}\n[REPORT TO: PM]\nStatus: COMPLETED\n[/REPORT]\n`,
        errors: [
          {
            line: 13,
            column: 1,
            message:
              '`[REPORT TO: PM]` repeats the header this file already has in its frontmatter, and the two can drift apart. Keep the frontmatter; drop the block or move what it adds into the body.',
          },
        ],
      },
    ],
  }),
];
