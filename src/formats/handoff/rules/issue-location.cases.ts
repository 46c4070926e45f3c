import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

/** A handoff with one open issue at the location given. */
export const at = (location: unknown) =>
  handoff({
    issues: [
      {
        id: 'TEST-001',
        severity: 'medium',
        category: 'bug',
        location,
        description: 'Buffer not cleared when exceeding 10KB in some edge cases',
        remediation: 'Add buffer size check in all append operations',
        status: 'open',
      },
    ],
  });

export const cases = [
  ruleCases('handoff/issue-location', {
    valid: [
      {
        name: 'file and line, as spec 3 writes it',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinetService.js:245'),
        files: FILES,
      },
      {
        name: 'file, line and column, as compilers write it',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinetService.js:245:7'),
        files: FILES,
      },
      {
        name: 'a `./` before the file',
        path: 'handoff-TestAgent.json',
        text: at('./src/services/cabinetService.js:245'),
        files: FILES,
      },
      {
        name: "a location that is not a string is the schema's finding",
        path: 'handoff-TestAgent.json',
        text: at(245),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'a file without its line',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinetService.js'),
        files: FILES,
        errors: [
          {
            line: 32,
            column: 19,
            message:
              '`issues[0].location` (`src/services/cabinetService.js`) must be `file:line` (e.g. `src/app.js:42`); add the line number after a colon.',
          },
        ],
      },
      {
        name: 'line 0',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinetService.js:0'),
        files: FILES,
        errors: [
          {
            line: 32,
            column: 19,
            message: '`issues[0].location` (`src/services/cabinetService.js:0`) has line 0; lines count from 1.',
          },
        ],
      },
      {
        name: "an absolute path from the agent's machine",
        path: 'handoff-TestAgent.json',
        text: at('/home/runner/work/cabinet/src/services/cabinetService.js:245'),
        files: FILES,
        errors: [
          {
            line: 32,
            column: 19,
            message:
              '`issues[0].location` is an absolute path (`/home/runner/work/cabinet/src/services/cabinetService.js`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a file outside the repository',
        path: 'handoff-TestAgent.json',
        text: at('../firmware/serial.c:12'),
        files: FILES,
        errors: [
          {
            line: 32,
            column: 19,
            message:
              '`issues[0].location` (`../firmware/serial.c`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
