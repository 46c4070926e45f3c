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
        name: "the block's values as the enums and the id rule read them; what they would refuse is left out",
        path: REPORT,
        text: '[REPORT TO: Project Manager]\nMessage ID: 20250124-004-rep\nFrom: Front-End\nStatus: DONE\nPriority: Hgh\n[/REPORT]\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "`[REPORT TO: Project Manager]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `id: 20250124-004-rep`, `from: frontend`, `type: report`, `priority: high`).",
          },
        ],
      },
      {
        name: 'an id the id rule refuses, and a status no member is near, are left out',
        path: 'shared/tasks/security/t.md',
        text: '[TASK TO: SECURITY]\nTask ID: T-DEPLOY-003-P3\nStatus: Complete\n[/TASK]\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "`[TASK TO: SECURITY]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `to: security`, `type: task`, `status: completed`).",
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
