import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

const PATH = 'handoff-TestAgent.json';

export const cases = [
  ruleCases('handoff/iteration-decreased', {
    valid: [
      {
        name: 'the pipeline looped back: the iteration went up',
        path: PATH,
        text: handoff({ iteration: 3 }),
        files: FILES,
        base: { [PATH]: handoff({ iteration: 2 }) },
      },
      {
        name: 'the same iteration, rewritten',
        path: PATH,
        text: handoff({ iteration: 2 }),
        files: FILES,
        base: { [PATH]: handoff({ iteration: 2 }) },
      },
      { name: 'a new file has nothing to compare with', path: PATH, text: handoff({ iteration: 1 }), files: FILES },
      {
        name: 'a base without an iteration says nothing',
        path: PATH,
        text: handoff({ iteration: 1 }),
        files: FILES,
        base: { [PATH]: handoff({ iteration: undefined }) },
      },
    ],
    invalid: [
      {
        name: 'an agent wrote the first iteration over the third',
        path: PATH,
        text: handoff({ iteration: 1 }),
        files: FILES,
        base: { [PATH]: handoff({ iteration: 3 }) },
        errors: [
          {
            line: 6,
            column: 16,
            message:
              '`iteration` went down from 3 (base revision) to 1. Iterations only increase when the pipeline loops back; write the current iteration (3 or more).',
          },
        ],
      },
    ],
  }),
];
