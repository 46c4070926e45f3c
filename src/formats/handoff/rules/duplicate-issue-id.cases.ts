import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

/** An open bug in the cabinet service, with the id given. */
const bug = (id: string | undefined, line: number) => ({
  ...(id !== undefined && { id }),
  severity: 'high',
  category: 'bug',
  location: `src/services/cabinetService.js:${line}`,
  description: 'Buffer overflow not protected when data exceeds 10KB',
  remediation: 'Add a buffer size check before Buffer.concat()',
  status: 'open',
});

export const cases = [
  ruleCases('handoff/duplicate-issue-id', {
    valid: [
      {
        name: 'each issue its own id',
        path: 'handoff-TestAgent.json',
        text: handoff({ issues: [bug('BUG-001', 245), bug('BUG-002', 38)] }),
        files: FILES,
      },
      {
        name: "an issue without an id is the schema's finding",
        path: 'handoff-TestAgent.json',
        text: handoff({ issues: [bug('BUG-001', 245), bug(undefined, 38)] }),
        files: FILES,
      },
      {
        name: 'ids differ in case',
        path: 'handoff-TestAgent.json',
        text: handoff({ issues: [bug('BUG-001', 245), bug('bug-001', 38)] }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'an id copied with its issue, twice',
        path: 'handoff-TestAgent.json',
        text: handoff({ issues: [bug('BUG-001', 245), bug('BUG-001', 38), bug('BUG-001', 61)] }),
        files: FILES,
        errors: [
          {
            line: 38,
            column: 13,
            message: 'Issue id `BUG-001` is already used by `issues[0]`; give each issue its own id.',
          },
          {
            line: 47,
            column: 13,
            message: 'Issue id `BUG-001` is already used by `issues[0]`; give each issue its own id.',
          },
        ],
      },
    ],
  }),
];
