import type { EngineRuleInfo } from '../core/define-rule.js';
import { BASE_NOT_READ_RULE } from '../report/adapter-rules.js';
import { NOT_JUDGED_RULE } from '../core/run-budget.js';
import { DUPLICATE_KEY_RULE } from '../parse/duplicates.js';

/** The words that open a directive in a comment: `handoff-gate-disable-next-line`, `handoff-gate-disable-file`. */
export const DIRECTIVE_MARK = 'handoff-gate-disable';
export const NEXT_LINE = 'handoff-gate-disable-next-line';
export const WHOLE_FILE = 'handoff-gate-disable-file';

/** The suppressions file's name: `.github/handoff-gate-suppressions.json`, beside the config. */
export const SUPPRESSIONS_FILE_NAME = 'handoff-gate-suppressions.json';

/** Whether a repository path is a suppressions file by its name: handoff-gate's own, never a handoff file. */
export function isSuppressionsFile(path: string): boolean {
  return path === SUPPRESSIONS_FILE_NAME || path.endsWith(`/${SUPPRESSIONS_FILE_NAME}`);
}

export const UNUSED_RULE = 'suppressions/unused';
export const NO_REASON_RULE = 'suppressions/no-reason';
export const UNKNOWN_RULE_RULE = 'suppressions/unknown-rule';
export const NOT_SUPPRESSIBLE_RULE = 'suppressions/not-suppressible';
export const INVALID_FILE_RULE = 'suppressions/invalid';
export const CHANGED_IN_PULL_REQUEST_RULE = 'suppressions/changed-in-pull-request';
export const ADDED_IN_PULL_REQUEST_RULE = 'suppressions/added-in-pull-request';
export const GUARDS_A_DECISION_RULE = 'suppressions/guards-a-decision';

/** The module that reports the suppressions' own rules: this one, whose helpers every reader of a suppression calls. */
const SOURCE = 'src/suppressions/rules.ts';

/** The suppressions' own rules: what a directive or the suppressions file does wrong. */
export const SUPPRESSION_RULES: readonly EngineRuleInfo[] = [
  {
    id: UNUSED_RULE,
    source: SOURCE,
    severity: 'warning',
    summary:
      'A `handoff-gate-disable-…` comment or a suppressions file entry suppresses nothing (or less than its count): remove it, or run `check --prune-suppressions`.',
    rationale:
      'A suppression that hides nothing waits to hide the next finding that appears there: removing it (or pruning the count) keeps each suppression to what a reviewer agreed to.',
  },
  {
    id: NO_REASON_RULE,
    source: SOURCE,
    severity: 'warning',
    summary:
      'A `handoff-gate-disable-…` comment gives no reason after ` -- `, or a placeholder for one (`<reason>`, `TODO`, `...`), so it suppresses nothing: a reason is words a person wrote.',
    rationale:
      "A suppression is a person's word that a finding is right as it is; without a reason nobody can later tell whether it still holds, so it suppresses nothing until one is written.",
  },
  {
    id: UNKNOWN_RULE_RULE,
    source: SOURCE,
    severity: 'warning',
    summary:
      'A `handoff-gate-disable-…` comment names no rule, or a rule id handoff-gate does not have (with "did you mean").',
    rationale:
      'A directive that names a rule that does not exist suppresses nothing, while whoever wrote it believes the finding is handled: the misspelt id is named, with the closest one.',
  },
  {
    id: NOT_SUPPRESSIBLE_RULE,
    source: SOURCE,
    severity: 'warning',
    summary:
      "A `handoff-gate-disable-…` comment names a rule that guards a person's decision (an approval, a status move) or that no suppression may hide; it has no effect.",
    rationale:
      "Some findings guard a person's decision or a file the run could not judge: a comment naming one has no effect, and says so, so that nobody believes an approval was waived.",
  },
  {
    id: INVALID_FILE_RULE,
    source: SOURCE,
    severity: 'error',
    summary:
      'The suppressions file is not JSON of its shape, repeats a key, or is over its bounds (8 MiB, 200,000 entries); the run goes on without it.',
    rationale:
      "A suppressions file that cannot be read as a whole is not applied at all, so that a broken entry cannot widen what it hides; the run goes on and the file's own line says what to fix.",
    withoutExample:
      'its cases hold the suppressions file beside other files of a run, which a page of one example does not show',
  },
  {
    id: CHANGED_IN_PULL_REQUEST_RULE,
    source: SOURCE,
    severity: 'notice',
    summary:
      "A pull request changes the suppressions file: it is checked, and takes effect once merged (the base revision's file judges the pull request).",
    rationale:
      'A pull request cannot suppress its own findings: the suppressions file it changes takes effect once merged, and this tells the reviewer that it changed.',
    withoutExample:
      'only the action reports it, on a pull request that changes the suppressions file; no single text reproduces it',
  },
  {
    id: ADDED_IN_PULL_REQUEST_RULE,
    source: SOURCE,
    severity: 'error',
    summary:
      'A pull request adds or widens a `handoff-gate-disable-…` comment in a repository whose config refuses them (`suppressions.inline-in-pull-requests: refuse`): it suppresses nothing, and the findings it would hide are reported.',
    rationale:
      'Where a team refuses comments added in a pull request, the findings such a comment would hide are reported, so that a change cannot approve itself.',
    withoutExample:
      'only the action reports it, on a pull request under a config that refuses such comments; no single text reproduces it',
  },
  {
    id: GUARDS_A_DECISION_RULE,
    source: SOURCE,
    severity: 'error',
    summary:
      "A pull request or a push adds a suppressions file entry for a rule that guards a person's decision, or raises its count: such an entry suppresses nothing, since each of those findings is made by the change it judges.",
    rationale:
      "An entry written ahead of a change for a rule that guards a person's decision would let the next change skip that person: it suppresses nothing, and is reported where it was added.",
    withoutExample:
      'it judges a change to the suppressions file between a base revision and a pull request or a push, which a page of one file does not show',
  },
];

/**
 * The guard whose finding is a person's own change deciding an item (a push or a merge that
 * approves it): a decision outside the inbox, said so when its issue closes, not a lack of one.
 */
const DECIDED_OUTSIDE_INBOX = 'intent/decided-outside-inbox';

/**
 * Rules that guard a person's decision: a med/high-risk intent waits for an approval, and a status
 * moves only along its diagram. No suppression hides them. A comment in the file could otherwise
 * skip its own approval; and each of their findings compares a change's base with its head, so it
 * did not exist when any entry of the base's suppressions file was written: an entry added ahead
 * of the change (one pull request adds it, the next skips the approval) would be a decision taken
 * by whoever merged the entry, outside the inbox.
 */
const DECISION_GUARDS: ReadonlyMap<string, string> = new Map([
  ['intent/approval-skipped', 'approval skipped'],
  ['intent/risk-lowered', 'risk lowered without a decision'],
  ['intent/status-transition', 'status moved against its diagram'],
  [DECIDED_OUTSIDE_INBOX, 'decided outside the inbox'],
  ['intent/deleted-outside-inbox', 'deleted outside the inbox'],
  ['task/status-transition', 'status moved against its diagram'],
  ['message/status-transition', 'status moved against its diagram'],
  ['message/question-left-unanswered', 'left without an answer'],
  ['intent/clarification-left-unanswered', 'left without an answer'],
]);
/** Their ids: format rules, named here by id as the engine stands below the formats (test/rules/rule-modules.test.ts holds each to the catalogue). */
export const GUARDED_RULES: readonly string[] = [...DECISION_GUARDS.keys()];
const GUARDS_A_DECISION: ReadonlySet<string> = new Set(GUARDED_RULES);

/**
 * What a finding of a rule that guards a person's decision says of an inbox item that left with
 * it (`approval skipped`); undefined for any other rule.
 */
export const guardedDecision = (ruleId: string): string | undefined => DECISION_GUARDS.get(ruleId);

/** Whether an inbox item that left through a change `ruleId` reports still waits for a person's decision. */
export const waitsForDecision = (ruleId: string): boolean => ruleId !== DECIDED_OUTSIDE_INBOX;

/**
 * Findings no suppression hides, inline or in the suppressions file: a file the run did not judge
 * (its bounds, a base revision not read) fails closed, and the config's and the suppressions' own
 * findings are about the suppressions themselves.
 */
const NEVER: ReadonlySet<string> = new Set([NOT_JUDGED_RULE, BASE_NOT_READ_RULE]);
const NEVER_PREFIXES = ['suppressions/', 'config/'];

/** Whether a suppression (a comment, or the suppressions file) may hide a finding of `ruleId` at all. */
export function isSuppressible(ruleId: string): boolean {
  return (
    !NEVER.has(ruleId) && !GUARDS_A_DECISION.has(ruleId) && !NEVER_PREFIXES.some((prefix) => ruleId.startsWith(prefix))
  );
}

/** What a comment's refusal may depend on in the file that holds it. */
export interface DirectiveFile {
  /**
   * The file's review items or declared verdict count in the gate (its format feeds the gate): a
   * key it repeats could hide a verdict, so the repeat is never suppressed by a comment there.
   */
  gates?: boolean;
}

/** Where a comment may not suppress a repeated key, and why. */
const GATING_DUPLICATE = {
  where:
    "in a file whose review items or declared verdict count in the gate (spec 1's envelopes, spec 2's SubAgent Responses, spec 3's handoffs)",
  why: 'a repeated key could hide a verdict there, so the stricter reading decides and the repeat stays in view',
} as const;

/** Why a comment in the file may not suppress `ruleId`, or undefined when it may. */
export function inlineRefusal(ruleId: string, file: DirectiveFile = {}): string | undefined {
  if (GUARDS_A_DECISION.has(ruleId))
    return "it guards a person's decision, and a change could otherwise skip its own approval with a comment";
  if (!isSuppressible(ruleId))
    return ruleId.startsWith('suppressions/') || ruleId.startsWith('config/')
      ? "the suppressions' and the config's own findings are never suppressed"
      : 'a file the run could not judge fails closed, whatever a comment says';
  if (file.gates && ruleId === DUPLICATE_KEY_RULE)
    return "this file's review items or verdict count in the gate, and a repeated key could hide a verdict: the stricter reading decides, and the repeat stays in view";
  return undefined;
}

/**
 * Where a comment may suppress `ruleId` in some files and not in others: in which files not, and
 * why (a repeated key, in a file that gates). The rule pages and `explain` say it.
 */
export function inlineRefusalWhere(ruleId: string): { where: string; why: string } | undefined {
  return ruleId === DUPLICATE_KEY_RULE ? GATING_DUPLICATE : undefined;
}
