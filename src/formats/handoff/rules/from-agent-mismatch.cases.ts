import { ruleCases } from '../../../rules/rule-cases.js';

/**
 * A TestAgent handoff as spec 3's "TestAgent → CodeReviewer" example writes it, with the changes
 * given (a key set to undefined is left out), as JSON with two-space indents.
 */
export function handoff(changes: Record<string, unknown> = {}): string {
  const base: Record<string, unknown> = {
    from_agent: 'TestAgent',
    to_agent: 'CodeReviewer',
    timestamp: '2025-01-14T13:30:00.000Z',
    status: 'PASS',
    iteration: 1,
    loop_required: false,
    loop_target: null,
    loop_reason: null,
    artifacts: [
      {
        type: 'test_file',
        path: 'tests/unit/cabinetService.test.js',
        purpose: 'Unit tests for the cabinet service',
        priority: 'high',
      },
    ],
    context: {
      design_decisions: ['Mocked SerialPort for all tests'],
      known_limitations: ['Real hardware not tested'],
      assumptions: [],
    },
    issues: [],
    validation: {
      command: 'npm test -- --run',
      expected_result: 'All tests pass',
      checklist: ['All tests pass (0 failures)'],
    },
  };
  return `${JSON.stringify({ ...base, ...changes }, null, 2)}\n`;
}

/** The files the sample handoff names. */
export const FILES = {
  'tests/unit/cabinetService.test.js': "import { test } from 'vitest';\n",
  'src/services/cabinetService.js': 'export class CabinetService {}\n',
};

export const cases = [
  ruleCases('handoff/from-agent-mismatch', {
    valid: [
      { name: 'the file is named after its agent', path: 'handoff-TestAgent.json', text: handoff(), files: FILES },
      {
        name: 'a qualifier after the name, as the companion docs write it',
        path: 'handoff-TestAgent-iteration-1.json',
        text: handoff(),
        files: FILES,
      },
      {
        name: 'a corrected copy kept beside the original',
        path: 'sessions/003/handoff-TestAgent-CORRECTED.json',
        text: handoff(),
        files: FILES,
      },
      {
        name: "a missing `from_agent` is the schema's finding",
        path: 'handoff-TestAgent.json',
        text: handoff({ from_agent: undefined }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: "a handoff copied from another agent's file",
        path: 'handoff-BackendBuilder.json',
        text: handoff(),
        files: FILES,
        errors: [
          {
            line: 2,
            column: 17,
            message:
              '`from_agent` is `TestAgent` but the file is `handoff-BackendBuilder.json`: each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
          },
        ],
      },
      {
        name: 'the name without a hyphen before what follows is another name',
        path: 'handoff-TestAgentV2.json',
        text: handoff(),
        files: FILES,
        errors: [
          {
            line: 2,
            column: 17,
            message:
              '`from_agent` is `TestAgent` but the file is `handoff-TestAgentV2.json`: each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
          },
        ],
      },
      {
        name: 'names that differ only in case',
        path: 'handoff-testagent.json',
        text: handoff(),
        files: FILES,
        errors: [
          {
            line: 2,
            column: 17,
            message:
              '`from_agent` is `TestAgent` but the file is `handoff-testagent.json` (they differ only in letter case): each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
          },
        ],
      },
    ],
  }),
];
