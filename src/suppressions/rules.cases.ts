import { ruleCases } from '../rules/rule-cases.js';
import { NO_REASON_RULE, NOT_SUPPRESSIBLE_RULE, UNKNOWN_RULE_RULE, UNUSED_RULE } from './rules.js';

/**
 * The cases of the directives' own rules: a `handoff-gate-disable-…` comment that suppresses
 * nothing, gives no reason, names an unknown rule, or names one a comment may not suppress. What
 * the directives suppress is shown in test/suppressions/inline.test.ts; the suppressions file's
 * own rules in test/suppressions/.
 */

const PLANNER = '.work/04_planner.yaml';
/** A planner that hands off to the reviewer, where spec 1 sends it to the writer: `envelope/next-mismatch` on line `5 + before`. */
const planner = (before = '', beforeStatus = '') =>
  `kind: planner\nagent_id: req:planner\n${beforeStatus}status: ok\nartifacts: []\n${before}next: reviewer\n`;
const DIRECTIVE = '# handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over this run\n';

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = (frontmatter = '', body = '') =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\n${frontmatter}priority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n${body}\n## 説明\nなし\n## 完了条件\nなし\n## 技術要件\nなし\n## 依存関係\nなし\n## 参考資料\nなし\n## 備考\nなし\n`;

const INTENT = '.forge/intents/sessions-in-redis.yaml';
const intent = (status: string, before = '') =>
  `title: Move sessions to Redis\ntype: refactor\nsource: human\nrisk: high\n${before}status: ${status}\n`;

const AGGREGATOR = '.work/07_review_unified.yaml';
/** An aggregator that declares its gate decision twice: a veto, then, under a directive, a pass. */
const AGGREGATOR_TWICE = `kind: aggregator
agent_id: req:aggregator
status: ok
artifacts: []
gate_decision:
  p0_count: 1
  p1_count: 0
  p2_count: 0
  result: veto
# handoff-gate-disable-next-line parse/duplicate-key -- merged from two runs
gate_decision:
  p0_count: 0
  p1_count: 0
  p2_count: 0
  result: pass
next: done
`;

export const cases = [
  ruleCases(UNUSED_RULE, {
    valid: [
      { name: 'a directive that suppresses the finding below it', path: PLANNER, text: planner(DIRECTIVE) },
      {
        name: 'a whole-file directive that suppresses a finding',
        path: PLANNER,
        text: `# handoff-gate-disable-file envelope/next-mismatch -- the reviewer takes over this run\n${planner()}`,
      },
      {
        name: 'a Markdown body comment that suppresses the finding below it',
        path: TASK,
        text: task(
          '',
          '<!-- handoff-gate-disable-next-line message/body-placeholder -- the template is quoted on purpose -->\n{タイトル}\n',
        ),
      },
    ],
    invalid: [
      {
        name: 'a directive above a line without that finding',
        path: PLANNER,
        text: planner('', DIRECTIVE),
        errors: [
          {
            line: 3,
            column: 1,
            message: 'This directive suppresses nothing: no `envelope/next-mismatch` finding on line 4. Remove it.',
          },
        ],
      },
      {
        name: 'a whole-file directive for a rule the file does not break',
        path: TASK,
        text: task('# handoff-gate-disable-file message/enum, message/timestamp -- agents write their own\n'),
        errors: [
          {
            line: 6,
            column: 1,
            message:
              'This directive suppresses nothing: no `message/enum` or `message/timestamp` finding in this file. Remove it.',
          },
        ],
      },
      {
        name: 'a next-line directive after a value, on the line it means',
        path: PLANNER,
        text: planner().replace(
          'next: reviewer',
          'next: reviewer # handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over',
        ),
        errors: [
          {
            line: 5,
            column: 16,
            message:
              '`handoff-gate-disable-next-line` must stand on a line of its own, above the line it is for: after other text it suppresses nothing.',
          },
        ],
      },
      {
        name: 'a misspelt directive',
        path: PLANNER,
        text: planner('# handoff-gate-disable-nextline envelope/next-mismatch -- the reviewer takes over\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              '`handoff-gate-disable-nextline` is no directive, so this comment suppresses nothing: write `handoff-gate-disable-next-line` (the line after it) or `handoff-gate-disable-file` (the whole file).',
          },
        ],
      },
      {
        name: 'a Markdown body comment above a line without that finding',
        path: TASK,
        text: task(
          '',
          '<!-- handoff-gate-disable-next-line message/body-placeholder -- quoted on purpose -->\nDone.\n',
        ),
        errors: [
          {
            line: 12,
            column: 1,
            message: 'This directive suppresses nothing: no `message/body-placeholder` finding on line 13. Remove it.',
          },
        ],
      },
    ],
  }),
  ruleCases(NO_REASON_RULE, {
    valid: [
      { name: 'a directive with its reason', path: PLANNER, text: planner(DIRECTIVE) },
      {
        name: 'a reason that names a placeholder word among its own',
        path: PLANNER,
        text: planner(
          '# handoff-gate-disable-next-line envelope/next-mismatch -- TODO list says the reviewer takes over\n',
        ),
      },
    ],
    invalid: [
      {
        name: "the editor quick fix's placeholder left as it was written",
        path: PLANNER,
        text: planner('# handoff-gate-disable-next-line envelope/next-mismatch -- <reason>\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              "This directive's reason is no reason (`<reason>` is a placeholder), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
          },
        ],
      },
      {
        name: 'a stand-in word for the reason, in a Markdown body',
        path: TASK,
        text: task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- TODO -->\n{タイトル}\n'),
        errors: [
          {
            line: 12,
            column: 1,
            message:
              "This directive's reason is no reason (`TODO` is a placeholder), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
          },
        ],
      },
      {
        name: 'dots for a reason',
        path: PLANNER,
        text: planner('# handoff-gate-disable-next-line envelope/next-mismatch -- ...\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              "This directive's reason is no reason (`...` is no words), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
          },
        ],
      },
      {
        name: 'no ` -- ` at all',
        path: PLANNER,
        text: planner('# handoff-gate-disable-next-line envelope/next-mismatch\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).',
          },
        ],
      },
      {
        name: 'a ` -- ` with nothing after it, in a Markdown body',
        path: TASK,
        text: task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- -->\n{タイトル}\n'),
        errors: [
          {
            line: 12,
            column: 1,
            message:
              'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).',
          },
        ],
      },
    ],
  }),
  ruleCases(UNKNOWN_RULE_RULE, {
    valid: [{ name: 'a rule handoff-gate has', path: PLANNER, text: planner(DIRECTIVE) }],
    invalid: [
      {
        name: 'a misspelt rule id',
        path: PLANNER,
        text: planner('# handoff-gate-disable-next-line envelope/next-mismatc -- the reviewer takes over\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              '`envelope/next-mismatc` is no handoff-gate rule, so this directive suppresses nothing for it. Did you mean `envelope/next-mismatch`?',
          },
        ],
      },
      {
        name: 'no rule named, in the frontmatter',
        path: TASK,
        text: task('# handoff-gate-disable-next-line -- everything here is fine\n'),
        errors: [
          {
            line: 6,
            column: 1,
            message:
              'This directive names no rule, so it suppresses nothing: write the ids of the rules it is for before ` -- ` (`handoff-gate rules` lists them).',
          },
        ],
      },
    ],
  }),
  ruleCases(NOT_SUPPRESSIBLE_RULE, {
    valid: [
      { name: 'a rule a comment may suppress', path: PLANNER, text: planner(DIRECTIVE) },
      {
        name: 'a repeated key in a file that does not gate',
        path: INTENT,
        text: intent(
          'proposed',
          '# handoff-gate-disable-next-line parse/duplicate-key -- kept from the import\nrisk: high\n',
        ),
      },
    ],
    invalid: [
      {
        name: 'a repeated gate decision in an aggregator, the second saying pass',
        path: AGGREGATOR,
        text: AGGREGATOR_TWICE,
        errors: [
          {
            line: 10,
            column: 1,
            message:
              "`parse/duplicate-key` cannot be suppressed by a comment: this file's review items or verdict count in the gate, and a repeated key could hide a verdict: the stricter reading decides, and the repeat stays in view. This directive has no effect on it.",
          },
        ],
      },
      {
        name: "a rule that guards a person's decision",
        path: INTENT,
        text: intent('executing', '# handoff-gate-disable-next-line intent/approval-skipped -- approved on a call\n'),
        base: { [INTENT]: intent('proposed') },
        errors: [
          {
            line: 5,
            column: 1,
            message:
              "`intent/approval-skipped` cannot be suppressed by a comment: it guards a person's decision, and a change could otherwise skip its own approval with a comment. This directive has no effect on it. Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.",
          },
        ],
      },
      {
        name: 'lowering the risk of an intent awaiting approval',
        path: INTENT,
        text: `title: Move sessions to Redis\ntype: refactor\nsource: human\n# handoff-gate-disable-next-line intent/risk-lowered -- agreed on a call\nrisk: low\nstatus: proposed\n`,
        base: { [INTENT]: intent('proposed') },
        errors: [
          {
            line: 4,
            column: 1,
            message:
              "`intent/risk-lowered` cannot be suppressed by a comment: it guards a person's decision, and a change could otherwise skip its own approval with a comment. This directive has no effect on it. Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.",
          },
        ],
      },
      {
        name: "the suppressions' own rule",
        path: PLANNER,
        text: planner('# handoff-gate-disable-file suppressions/unused -- noisy\n'),
        errors: [
          {
            line: 5,
            column: 1,
            message:
              "`suppressions/unused` cannot be suppressed by a comment: the suppressions' and the config's own findings are never suppressed. This directive has no effect on it.",
          },
        ],
      },
    ],
  }),
];
