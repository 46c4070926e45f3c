import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

export const cases = [
  ruleCases('handoff/loop-target-without-loop', {
    valid: [
      { name: 'no loop, details null', path: 'handoff-TestAgent.json', text: handoff(), files: FILES },
      {
        name: 'no loop, details left out',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_target: undefined, loop_reason: undefined }),
        files: FILES,
      },
      {
        name: 'a loop names its target',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_required: true, loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'a target and a reason kept after the loop was settled',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
        errors: [
          {
            line: 8,
            column: 18,
            message:
              '`loop_target` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
          },
          {
            line: 9,
            column: 18,
            message:
              '`loop_reason` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
          },
        ],
      },
      {
        name: 'an empty reason is still not null',
        path: 'handoff-TestAgent.json',
        text: handoff({ loop_reason: '' }),
        files: FILES,
        errors: [
          {
            line: 9,
            column: 18,
            message:
              '`loop_reason` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
          },
        ],
      },
    ],
  }),
];
