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
  ruleCases('envelope/finding-location-not-found', {
    valid: [
      {
        name: 'the file is in the repository',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: docs/requirements/user-stories.md:131'),
        files: STORIES,
      },
      {
        name: 'a file named from `.work/`',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: 04_story_map.md:12'),
        files: { '.work/04_story_map.md': '# Story map\n' },
      },
      {
        name: 'a place in words is not a path',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: the cancel dialog'),
      },
      {
        name: 'a glob is not looked up',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: "docs/requirements/*.md"'),
      },
    ],
    invalid: [
      {
        name: 'a file that was renamed',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('location: docs/requirements/stories.md:131'),
        files: STORIES,
        errors: [
          {
            line: 13,
            column: 17,
            message:
              '`findings.p1_issues[0].location` names `docs/requirements/stories.md`, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.',
          },
        ],
      },
      {
        name: 'a `file:` where spec 1 has `location:`',
        path: '.work/06_reviewer/completeness.yaml',
        text: at('file: docs/requirements/stories.md'),
        files: STORIES,
        errors: [
          {
            line: 13,
            column: 13,
            message:
              '`findings.p1_issues[0].file` names `docs/requirements/stories.md`, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.',
          },
        ],
      },
    ],
  }),
];
