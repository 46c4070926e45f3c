import { ruleCases } from '../../../rules/rule-cases.js';

/** An explorer's envelope listing the artifact paths given. */
const explorer = (...paths: string[]) => `kind: explorer
agent_id: explorer:tech
mode: brownfield
status: ok
artifacts:
${paths.map((path) => `  - path: ${path}\n    type: context\n`).join('')}next: aggregator
`;

const TECH = { '.work/01_explorer/tech.md': '# Tech\n' };

export const cases = [
  ruleCases('envelope/artifact-missing', {
    valid: [
      {
        name: 'the file is there, named from the root',
        path: '.work/01_explorer.yaml',
        text: explorer('.work/01_explorer/tech.md'),
        files: TECH,
      },
      {
        name: 'the file is there, named from `.work/`',
        path: '.work/01_explorer.yaml',
        text: explorer('01_explorer/tech.md'),
        files: TECH,
      },
      {
        name: "a package's envelope names its file from the package",
        path: 'packages/api/.work/01_explorer.yaml',
        text: explorer('src/server.ts'),
        files: { 'packages/api/src/server.ts': 'export {};\n' },
      },
      { name: 'a glob is not looked up', path: '.work/06_reviewer.yaml', text: explorer('".work/06_reviewer/*.md"') },
      {
        name: "a path that leaves the repository is `artifact-path`'s finding",
        path: '.work/01_explorer.yaml',
        text: explorer('../tech.md'),
      },
      {
        name: 'a placeholder left from the template is a leftover',
        path: '.work/01_explorer.yaml',
        text: explorer('<path>'),
      },
    ],
    invalid: [
      {
        name: 'one of two artifacts was never written',
        path: '.work/01_explorer.yaml',
        text: explorer('.work/01_explorer/tech.md', '.work/01_explorer/domain.md'),
        files: TECH,
        errors: [
          {
            line: 8,
            column: 11,
            message:
              'Artifact `.work/01_explorer/domain.md` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.',
          },
        ],
      },
      {
        name: 'a JSON envelope whose file is missing',
        path: '.work/04_story_map.json',
        text: '{"kind": "planner", "agent_id": "req:planner", "status": "ok", "artifacts": [{"path": ".work/04_story_map.md", "type": "story_map"}], "next": "writer"}\n',
        errors: [
          {
            line: 1,
            column: 87,
            message:
              'Artifact `.work/04_story_map.md` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.',
          },
        ],
      },
    ],
  }),
];
