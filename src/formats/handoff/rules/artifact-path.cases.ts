import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

/** A handoff listing artifacts at the paths given. */
export const listing = (...paths: string[]) =>
  handoff({ artifacts: paths.map((path) => ({ type: 'test_file', path, purpose: 'Unit tests', priority: 'high' })) });

export const cases = [
  ruleCases('handoff/artifact-path', {
    valid: [
      {
        name: 'a path from the repository root',
        path: 'handoff-TestAgent.json',
        text: listing('tests/unit/cabinetService.test.js'),
        files: FILES,
      },
      {
        name: "a glob, as spec 3's TestAgent writes it",
        path: 'handoff-TestAgent.json',
        text: listing('tests/unit/*.test.js'),
        files: FILES,
      },
      {
        name: "an empty path is the schema's finding",
        path: 'handoff-TestAgent.json',
        text: listing(''),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'an absolute path and one that leaves the repository',
        path: 'handoff-TestAgent.json',
        text: listing('/Users/dev/cabinet/tests/unit/cabinetService.test.js', 'tests/../../shared/fixtures.js'),
        files: FILES,
        errors: [
          {
            line: 13,
            column: 15,
            message:
              '`artifacts[0].path` is an absolute path (`/Users/dev/cabinet/tests/unit/cabinetService.test.js`); write it relative to the repository root.',
          },
          {
            line: 19,
            column: 15,
            message:
              '`artifacts[1].path` (`tests/../../shared/fixtures.js`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a Windows path',
        path: 'handoff-TestAgent.json',
        text: listing('C:\\cabinet\\tests\\unit\\cabinetService.test.js'),
        files: FILES,
        errors: [
          {
            line: 13,
            column: 15,
            message:
              '`artifacts[0].path` is an absolute path (`C:\\cabinet\\tests\\unit\\cabinetService.test.js`); write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
