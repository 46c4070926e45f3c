import { ruleCases } from '../../../rules/rule-cases.js';
import { reviewer } from './severity-mismatch.cases.js';

/** A reviewer's P1 finding at the location given (`location: …`, or the `file:`/`line:` real agents write). */
const at = (location: string) =>
  reviewer(
    'P1',
    `  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      ${location}\n      fix: Name the role\n`,
  );

const STORIES = { 'docs/requirements/user-stories.md': '# User stories\n' };

export const cases = [
  ruleCases('envelope/finding-location-path', {
    valid: [
      {
        name: 'a repository path and line',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: docs/requirements/user-stories.md:131'),
        files: STORIES,
      },
      {
        name: 'a place in words is not a path',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: the cancel dialog'),
      },
    ],
    invalid: [
      {
        name: 'an absolute path',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: /etc/passwd:3'),
        errors: [
          {
            line: 13,
            column: 17,
            message:
              '`findings.p1_issues[0].location` is an absolute path (`/etc/passwd`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a path that climbs out of the repository, given as `file:`',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('file: ../../secrets/.env'),
        errors: [
          {
            line: 13,
            column: 13,
            message:
              '`findings.p1_issues[0].file` (`../../secrets/.env`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
