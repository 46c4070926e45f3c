import { ruleCases } from '../../../rules/rule-cases.js';

/** A reviewer envelope listing `p0` P0 items and `p1` P1 items, each with an id of its own. */
export const reviewer = (name: string, p0: number, p1: number) => {
  const issue = (prefix: string, i: number) =>
    `    - id: ${prefix}-${i + 1}\n      category: ${name}\n      description: ${name} finding ${i + 1}\n      location: docs/requirements/user-stories.md:${i + 1}\n      fix: Rewrite it\n`;
  const list = (key: string, n: number, prefix: string) =>
    n === 0 ? `  ${key}: []\n` : `  ${key}:\n${Array.from({ length: n }, (_, i) => issue(prefix, i)).join('')}`;
  const severity = p0 ? 'P0' : p1 ? 'P1' : 'null';
  return `kind: reviewer
agent_id: reviewer:${name}
status: ok
severity: ${severity}
artifacts:
  - path: .work/06_reviewer/${name}.md
    type: review
findings:
${list('p0_issues', p0, `${name.toUpperCase()}-P0`)}${list('p1_issues', p1, `${name.toUpperCase()}-P1`)}  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;
};

/** The review aggregator's envelope: its counts, the duplicates it says it removed, and its result. */
export const unified = (p0: number, p1: number, result: string, duplicates = 0) => `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 2
  conflicts_found: 0
  conflicts_resolved: 0
  duplicates_removed: ${duplicates}
gate_decision:
  p0_count: ${p0}
  p1_count: ${p1}
  p2_count: 0
  result: ${result}
  return_phase: ${result === 'pass' ? 'null' : '5'}
open_questions: []
next: ${result === 'pass' ? 'done' : 'writer'}
`;

const UNIFIED = '.work/07_review_unified.yaml';
/** A run whose reviewers hold one P0 (completeness) and one P1 (security). */
const P0_AND_P1 = {
  '.work/06_reviewer/completeness.yaml': reviewer('completeness', 1, 0),
  '.work/06_reviewer/security.yaml': reviewer('security', 0, 1),
};
/** Two reviewers, each with a P1 of its own. */
const TWO_P1S = {
  '.work/06_reviewer/completeness.yaml': reviewer('completeness', 0, 1),
  '.work/06_reviewer/security.yaml': reviewer('security', 0, 1),
};

export const cases = [
  ruleCases('envelope/gate-count-short', {
    valid: [
      {
        name: "the counts are the reviewers' open items",
        path: UNIFIED,
        text: unified(1, 1, 'veto'),
        context: P0_AND_P1,
      },
      {
        name: 'one P1 short, with the one duplicate it removed',
        path: UNIFIED,
        text: unified(0, 1, 'pass', 1),
        context: TWO_P1S,
      },
      {
        name: 'no reviewer in its run: nothing to compare',
        path: UNIFIED,
        text: unified(0, 0, 'pass'),
      },
      {
        name: "another run's reviewers are not its own",
        path: '.work/run-b/07_review_unified.yaml',
        text: unified(0, 0, 'pass'),
        context: { '.work/run-a/06_reviewer/completeness.yaml': reviewer('completeness', 1, 0) },
      },
      {
        name: 'an aggregator in a phase folder integrates the reviewers of the run above it',
        path: '.work/07_review/unified.yaml',
        text: unified(1, 1, 'veto'),
        context: P0_AND_P1,
      },
      {
        name: "the explorers' aggregator counts no review",
        path: '.work/02_context_unified.yaml',
        text: 'kind: aggregator\nagent_id: req:aggregator\nmode: brownfield\nstatus: ok\nartifacts:\n  - path: .work/02_context_unified.md\n    type: unified_context\nsummary:\n  inputs_count: 2\nnext: interviewer\n',
        context: P0_AND_P1,
      },
    ],
    invalid: [
      {
        name: 'rewritten to pass with counts 0 while its reviewers hold a P0 and a P1',
        path: UNIFIED,
        text: unified(0, 0, 'pass'),
        context: P0_AND_P1,
        errors: [
          {
            line: 14,
            column: 13,
            message:
              '`p0_count` is 0, but the reviewers this aggregator integrates hold 1 open P0 item (`.work/06_reviewer/completeness.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
          },
          {
            line: 15,
            column: 13,
            message:
              '`p1_count` is 0, but the reviewers this aggregator integrates hold 1 open P1 item (`.work/06_reviewer/security.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
          },
        ],
      },
      {
        name: 'two distinct P1s counted as one, with no duplicate removed',
        path: UNIFIED,
        text: unified(0, 1, 'pass'),
        context: TWO_P1S,
        errors: [
          {
            line: 15,
            column: 13,
            message:
              '`p1_count` is 1, but the reviewers this aggregator integrates hold 2 open P1 items (`.work/06_reviewer/completeness.yaml`: 1, `.work/06_reviewer/security.yaml`: 1), and `summary.duplicates_removed` is 0: a count may fall short of theirs only by the duplicates removed. Count every item, or say how many duplicates were removed.',
          },
        ],
      },
      {
        name: 'a duplicate removed excuses nothing at 0',
        path: '.work/07_review/unified.yaml',
        text: unified(0, 0, 'pass', 1),
        context: { '.work/06_reviewer/security.yaml': reviewer('security', 0, 1) },
        errors: [
          {
            line: 15,
            column: 13,
            message:
              '`p1_count` is 0, but the reviewers this aggregator integrates hold 1 open P1 item (`.work/06_reviewer/security.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
          },
        ],
      },
    ],
  }),
];
