import { ruleCases } from '../../../../../rules/rule-cases.js';

const observation = (
  evidence: string,
) => `- content: CLAUDE.md のエラーハンドリング指示と Skill api-handler の実装例が矛盾している
  evidence:
${evidence}  source: reflect
  intent_id: refactor-api-layer
`;

const PATH = '.forge/observations.yaml';

export const cases = [
  ruleCases('observations/evidence-path', {
    valid: [
      {
        name: "spec 4's example",
        path: PATH,
        text: observation(
          '    - type: file\n      ref: CLAUDE.md\n    - type: skill\n      ref: .claude/skills/api-handler/SKILL.md\n',
        ),
      },
      {
        name: 'only `file` evidence is a repository path',
        path: PATH,
        text: observation('    - type: skill\n      ref: ~/.claude/skills/api-handler/SKILL.md\n'),
      },
    ],
    invalid: [
      {
        name: "the agent's absolute working-copy path",
        path: PATH,
        text: observation('    - type: file\n      ref: /home/runner/work/app/CLAUDE.md\n'),
        errors: [
          {
            line: 4,
            column: 12,
            message:
              '`ref` is an absolute path (`/home/runner/work/app/CLAUDE.md`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a file beside the repository',
        path: PATH,
        text: observation('    - type: file\n      ref: CLAUDE.md\n    - type: file\n      ref: ../shared/CLAUDE.md\n'),
        errors: [
          {
            line: 6,
            column: 12,
            message:
              '`ref` (`../shared/CLAUDE.md`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
