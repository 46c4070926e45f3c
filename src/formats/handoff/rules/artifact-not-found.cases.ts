import { ruleCases } from '../../../rules/rule-cases.js';
import { listing } from './artifact-path.cases.js';
import { FILES } from './from-agent-mismatch.cases.js';

export const cases = [
  ruleCases('handoff/artifact-not-found', {
    valid: [
      {
        name: 'the file is committed',
        path: 'handoff-TestAgent.json',
        text: listing('tests/unit/cabinetService.test.js'),
        context: FILES,
      },
      { name: 'a glob is not looked up', path: 'handoff-TestAgent.json', text: listing('tests/unit/*.test.js') },
      {
        name: "a path from the handoff's own folder",
        path: 'sessions/001/handoff-TestAgent.json',
        text: listing('tests/cabinetService.test.js'),
        context: { 'sessions/001/tests/cabinetService.test.js': "import { test } from 'vitest';\n" },
      },
      {
        name: "an absolute path is `artifact-path`'s finding",
        path: 'handoff-TestAgent.json',
        text: listing('/tmp/cabinetService.test.js'),
      },
    ],
    invalid: [
      {
        name: 'one of two artifacts was never committed',
        path: 'handoff-TestAgent.json',
        text: listing('tests/unit/cabinetService.test.js', 'tests/TEST_RESULTS.md'),
        context: FILES,
        errors: [
          {
            line: 19,
            column: 15,
            message:
              'Artifact `tests/TEST_RESULTS.md` does not exist in the repository. Commit it, fix the path (relative to the repository root), or drop the artifact.',
          },
        ],
      },
    ],
  }),
];
