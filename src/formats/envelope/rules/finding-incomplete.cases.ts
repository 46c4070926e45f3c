import { ruleCases } from '../../../rules/rule-cases.js';
import { reviewer } from './severity-mismatch.cases.js';

export const cases = [
  ruleCases('envelope/finding-incomplete', {
    valid: [
      {
        name: 'every field spec 1 names',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer(
          'P1',
          '  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      location: docs/requirements/user-stories.md:131\n      fix: Name the role\n',
        ),
      },
      {
        name: "a bare string is the schema's finding",
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('P2', '  p2_issues:\n    - Story titles mix tenses\n'),
      },
      {
        name: "an explorer's findings have other fields",
        path: '.work/01_explorer/tech.yaml',
        text: 'kind: explorer\nagent_id: explorer:tech\nstatus: ok\nartifacts: []\nfindings:\n  tech_stack:\n    language: TypeScript\nnext: aggregator\n',
      },
    ],
    invalid: [
      {
        name: 'a finding without a fix',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer(
          'P0',
          '  p0_issues:\n    - id: COMP-001\n      category: completeness\n      description: US-004 has no acceptance criteria\n      location: docs/requirements/user-stories.md:88\n',
        ),
        errors: [
          {
            line: 10,
            column: 7,
            message:
              "This P0 finding lacks `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`.",
          },
        ],
      },
      {
        name: '`file` and `line` where spec 1 has `location`, in flow style',
        path: '.work/06_reviewer/nfr.yaml',
        text: reviewer(
          'P1',
          '  p1_issues:\n    - {id: NFR-001, category: performance, description: No latency budget, file: docs/requirements/user-stories.md, line: 40, fix: Add one}\n',
        ),
        errors: [
          {
            line: 10,
            column: 7,
            message:
              "This P1 finding lacks `location`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `file`, `line`: spec 1 writes that as `location` (`location: docs/requirements/user-stories.md:40`).",
          },
        ],
      },
      {
        name: 'two thin findings in JSON, one naming only its file',
        path: '.work/06_reviewer/consistency.json',
        text: '{\n  "kind": "reviewer",\n  "agent_id": "reviewer:consistency",\n  "status": "ok",\n  "severity": "P2",\n  "artifacts": [],\n  "findings": {\n    "p2_issues": [\n      {"description": "Glossary term used two ways", "files": ["docs/glossary.md"]},\n      {"id": "CONS-002", "description": "Tense", "file": "docs/requirements/user-stories.md"}\n    ]\n  },\n  "next": "aggregator"\n}\n',
        errors: [
          {
            line: 9,
            column: 7,
            message:
              "This P2 finding lacks `id`, `category`, `location`, `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `files`: spec 1 writes that as `location`.",
          },
          {
            line: 10,
            column: 7,
            message:
              "This P2 finding lacks `category`, `location`, `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `file`: spec 1 writes that as `location` (`location: docs/requirements/user-stories.md`).",
          },
        ],
      },
    ],
  }),
];
