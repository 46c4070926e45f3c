import { ruleCases } from '../../../rules/rule-cases.js';
import { reviewer } from './severity-mismatch.cases.js';

export const cases = [
  ruleCases('envelope/severity-missing', {
    valid: [
      {
        name: 'a reviewer with its severity',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('P2', '  p2_issues:\n    - Story titles mix tenses\n'),
      },
      {
        name: 'a reviewer that found nothing says null',
        path: '.work/06_reviewer/completeness.yaml',
        text: reviewer('null'),
      },
      {
        name: 'other kinds have no severity',
        path: '.work/05_writer.yaml',
        text: 'kind: writer\nagent_id: req:writer\nstatus: ok\nartifacts: []\nnext: reviewer\n',
      },
    ],
    invalid: [
      {
        name: 'a reviewer with a P1 finding and no severity',
        path: '.work/06_reviewer/nfr.yaml',
        text: reviewer(
          undefined,
          '  p1_issues:\n    - {id: NFR-001, category: performance, description: No latency budget, location: "docs/requirements/user-stories.md:40", fix: Add one}\n',
        ),
        errors: [
          {
            line: 1,
            column: 7,
            message: 'A reviewer states its highest finding level in `severity`; add `severity: P1`.',
          },
        ],
      },
      {
        name: 'a reviewer with no findings and no severity',
        path: '.work/06_reviewer/nfr.json',
        text: '{"kind": "reviewer", "agent_id": "reviewer:nfr", "status": "ok", "artifacts": [], "next": "aggregator"}\n',
        errors: [
          {
            line: 1,
            column: 10,
            message: 'A reviewer states its highest finding level in `severity`; add `severity: null`.',
          },
        ],
      },
    ],
  }),
];
