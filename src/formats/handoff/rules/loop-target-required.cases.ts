import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

const MESSAGE =
  '`loop_required: true` needs `loop_target`: the orchestrator loops back to the agent it names. Name that agent (usually `"loop_target": "BackendBuilder"`), or set `loop_required: false` if no loop is needed.';

/** A TestAgent that found bugs and loops, with the loop details given. */
const looping = (details: Record<string, unknown>) =>
  handoff({ to_agent: 'BackendBuilder', status: 'PASS_WITH_FIXES', loop_required: true, ...details });

export const cases = [
  ruleCases('handoff/loop-target-required', {
    valid: [
      {
        name: "spec 3's loop back to BackendBuilder",
        path: 'handoff-TestAgent.json',
        text: looping({ loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
      },
      { name: 'no loop needs no target', path: 'handoff-TestAgent.json', text: handoff(), files: FILES },
      {
        name: "a target of another type is the schema's finding",
        path: 'handoff-TestAgent.json',
        text: looping({ loop_target: 1, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'a null target, reported on it',
        path: 'handoff-TestAgent.json',
        text: looping({ loop_target: null, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
        errors: [{ line: 8, column: 18, message: MESSAGE }],
      },
      {
        name: 'a blank target',
        path: 'handoff-TestAgent.json',
        text: looping({ loop_target: ' ', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
        errors: [{ line: 8, column: 18, message: MESSAGE }],
      },
      {
        name: 'no target at all, reported on `loop_required`',
        path: 'handoff-TestAgent.json',
        text: looping({ loop_target: undefined, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
        files: FILES,
        errors: [{ line: 7, column: 20, message: MESSAGE }],
      },
    ],
  }),
];
