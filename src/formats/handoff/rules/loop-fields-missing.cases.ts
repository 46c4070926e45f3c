import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

export const cases = [
  ruleCases('handoff/loop-fields-missing', {
    valid: [
      { name: 'both fields given', path: 'handoff-TestAgent.json', text: handoff(), files: FILES },
      {
        name: 'a loop, with both fields',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_required: true, loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: "both left out, as spec 3's first example does",
        path: 'handoff-TestAgent.json',
        text: handoff({
          iteration: undefined,
          loop_required: undefined,
          loop_target: undefined,
          loop_reason: undefined,
        }),
        files: FILES,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`iteration` and `loop_required` are missing: the orchestrator needs them to count loops. Add `"iteration": 1` (or the current iteration) and `"loop_required": false` (or true with `loop_target` and `loop_reason`).',
          },
        ],
      },
      {
        name: 'only `iteration` left out',
        path: 'handoff-TestAgent.json',
        text: handoff({ iteration: undefined }),
        files: FILES,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`iteration` is missing: the orchestrator needs it to count loops. Add `"iteration": 1` (or the current iteration).',
          },
        ],
      },
      {
        name: 'only `loop_required` left out, the loop details still there',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_required: undefined }),
        files: FILES,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`loop_required` is missing: the orchestrator needs it to know whether to loop back. Add `"loop_required": false` (or true with `loop_target` and `loop_reason`).',
          },
        ],
      },
    ],
  }),
];
