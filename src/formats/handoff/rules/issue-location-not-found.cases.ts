import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES } from './from-agent-mismatch.cases.js';
import { at } from './issue-location.cases.js';

export const cases = [
  ruleCases('handoff/issue-location-not-found', {
    valid: [
      {
        name: 'the file is in the repository',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinetService.js:245'),
        context: FILES,
      },
      {
        name: "a path from the handoff's own folder",
        path: 'sessions/001/handoff-TestAgent.json',
        text: at('out/report.md:3'),
        context: { ...FILES, 'sessions/001/out/report.md': '# Report\n' },
      },
      {
        name: 'a glob is not looked up',
        path: 'handoff-TestAgent.json',
        text: at('src/services/*.js:1'),
        context: FILES,
      },
      {
        name: "a location without a line is `issue-location`'s finding",
        path: 'handoff-TestAgent.json',
        text: at('src/services/missing.js'),
        context: FILES,
      },
    ],
    invalid: [
      {
        name: 'a file that was renamed',
        path: 'handoff-TestAgent.json',
        text: at('src/services/cabinet.js:245'),
        context: FILES,
        errors: [
          {
            line: 32,
            column: 19,
            message:
              '`issues[0].location` names `src/services/cabinet.js`, which does not exist in the repository. Fix the path (relative to the repository root).',
          },
        ],
      },
    ],
  }),
];
