import { ruleCases } from '../../../rules/rule-cases.js';

/** A writer's envelope listing the artifacts given (YAML lines under `artifacts:`). */
const writer = (artifacts: string) => `kind: writer
agent_id: req:writer
mode: greenfield
status: ok
artifacts:
${artifacts}open_questions: []
blockers: []
next: reviewer
`;

export const cases = [
  ruleCases('envelope/artifact-path', {
    valid: [
      {
        name: "paths from the root, as spec 1's examples write them",
        path: '.work/05_writer.yaml',
        text: writer(
          '  - path: docs/requirements/user-stories.md\n    type: story\n  - path: .work/05_writer/notes.md\n    type: story\n',
        ),
      },
      {
        name: 'a path counted from `.work/`, as spec 1 describes it',
        path: '.work/05_writer.yaml',
        text: writer('  - path: 05_writer/stories.md\n    type: story\n'),
      },
      {
        name: 'a `..` that stays inside',
        path: '.work/05_writer.yaml',
        text: writer('  - path: .work/../docs/requirements/user-stories.md\n    type: story\n'),
      },
      {
        name: "a path that is not a string is the schema's finding",
        path: '.work/05_writer.yaml',
        text: writer('  - path: 42\n    type: story\n'),
      },
    ],
    invalid: [
      {
        name: "an absolute path from the agent's machine",
        path: '.work/05_writer.yaml',
        text: writer('  - path: /home/agent/project/docs/requirements/user-stories.md\n    type: story\n'),
        errors: [
          {
            line: 6,
            column: 11,
            message:
              '`artifacts[].path` is an absolute path (`/home/agent/project/docs/requirements/user-stories.md`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a path that climbs out, and an empty one, in flow style',
        path: '.work/05_writer.yaml',
        text: writer('  - {path: ../shared/stories.md, type: story}\n  - {path: "", type: story}\n'),
        errors: [
          {
            line: 6,
            column: 12,
            message:
              '`artifacts[].path` (`../shared/stories.md`) leaves the repository through `..`; write it relative to the repository root.',
          },
          { line: 7, column: 12, message: '`artifacts[].path` is empty; name the file.' },
        ],
      },
      {
        name: 'a Windows path, in JSON',
        path: '.work/01_explorer/tech.json',
        text: '{\n  "kind": "explorer",\n  "agent_id": "explorer:tech",\n  "status": "ok",\n  "artifacts": [{"path": "C:\\\\work\\\\tech.md", "type": "context"}],\n  "next": "aggregator"\n}\n',
        errors: [
          {
            line: 5,
            column: 26,
            message:
              '`artifacts[].path` is an absolute path (`C:\\work\\tech.md`); write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
