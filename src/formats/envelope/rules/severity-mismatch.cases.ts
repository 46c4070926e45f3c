import { ruleCases } from '../../../rules/rule-cases.js';

/** A reviewer's envelope: `severity` as given (no line when undefined), then its `findings` lines. */
export const reviewer = (severity: string | undefined, findings = '') => `kind: reviewer
agent_id: reviewer:completeness
status: ok
${severity === undefined ? '' : `severity: ${severity}\n`}artifacts:
  - path: .work/06_reviewer/completeness.md
    type: review
${findings ? `findings:\n${findings}` : ''}summary:
  total_stories: 12
open_questions: []
blockers: []
next: aggregator
`;

const P0 = `  p0_issues:
    - id: COMP-001
      category: completeness
      description: US-004 has no acceptance criteria
      location: docs/requirements/user-stories.md:88
      fix: Add Given/When/Then criteria for the failure path
`;
const P1 = `  p1_issues:
    - id: COMP-002
      category: completeness
      description: US-007 does not say who may cancel an order
      location: docs/requirements/user-stories.md:131
      fix: Name the role
    - id: COMP-003
      category: wording
      description: '"fast" in US-009 is not measurable'
      location: docs/requirements/user-stories.md:150
      fix: State a response time
`;
const P2 = `  p2_issues:
    - id: COMP-004
      category: style
      description: Story titles mix tenses
      location: docs/requirements/user-stories.md:3
      fix: Use the present tense
`;

export const cases = [
  ruleCases('envelope/severity-mismatch', {
    valid: [
      { name: 'P0 findings, severity P0', path: '.work/06_reviewer/completeness.yaml', text: reviewer('P0', P0 + P1) },
      { name: 'only P2 findings, severity P2', path: '.work/06_reviewer/completeness.yaml', text: reviewer('P2', P2) },
      {
        name: 'no findings, severity null',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('null', '  p0_issues: []\n  p1_issues: []\n  p2_issues: []\n'),
      },
      {
        name: "the template's `[...]` declares nothing",
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('null', '  p2_issues: [...]\n'),
      },
      {
        name: "a severity outside P0–P2 is the schema's finding",
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('P3', P2),
      },
      {
        name: 'only a reviewer states a severity',
        path: '.work/06_reviewer/x.yaml',
        text: reviewer('P2', P0)
          .replace('kind: reviewer', 'kind: explorer')
          .replace('next: aggregator', 'next: aggregator'),
      },
    ],
    invalid: [
      {
        name: 'a P0 finding under `severity: P1`',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('P1', P0 + P1),
        errors: [
          {
            line: 4,
            column: 11,
            message:
              '`severity` is `P1`, but its highest finding is P0 (1 in `findings.p0_issues`). Write `severity: P0`.',
          },
        ],
      },
      {
        name: 'P1 findings written as bare strings under `severity: null`',
        path: '.work/06_reviewer/nfr.yaml',
        text: reviewer(
          'null',
          '  p1_issues:\n    - No latency budget for search\n    - No retention period for audit logs\n',
        ),
        errors: [
          {
            line: 4,
            column: 11,
            message:
              '`severity` is `null`, but its highest finding is P1 (2 in `findings.p1_issues`). Write `severity: P1`.',
          },
        ],
      },
      {
        name: 'a severity with nothing found, in JSON',
        path: '.work/06_reviewer/consistency.json',
        text: '{\n  "kind": "reviewer",\n  "agent_id": "reviewer:consistency",\n  "status": "ok",\n  "severity": "P2",\n  "artifacts": [],\n  "findings": {"p0_issues": [], "p1_issues": [], "p2_issues": []},\n  "next": "aggregator"\n}\n',
        errors: [
          { line: 5, column: 15, message: '`severity` is `P2`, but it lists no findings. Write `severity: null`.' },
        ],
      },
    ],
  }),
];
