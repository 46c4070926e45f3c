import { type CheckPathsInput, type CheckTextInput, type FixTextResult, type InboxListing, type Report, type RuleExplanation } from './public.js';
export * from './public.js';
/**
 * Judges `text` as if it were written at `path` (its format from the path, else from the text), in
 * the repository as it is: cross-file rules see the other files on the disk, and with `base` the
 * diff rules compare with the file's committed version. Nothing is written.
 */
export declare function checkText(input: CheckTextInput): Promise<Report>;
/**
 * Checks files or folders (none: the whole root), as `handoff-gate check PATH…` does, gate, risk and
 * inbox included, and the suppressions file beside the config applied (it is never written here).
 */
export declare function checkPaths(input?: CheckPathsInput): Promise<Report>;
/**
 * The items waiting for a person among the files checked, as `handoff-gate inbox --format json`
 * prints them: the same object, `{ version, inbox, skipped }`.
 */
export declare function inbox(input?: CheckPathsInput): Promise<InboxListing>;
/**
 * `text` with every safe fix applied (as `check --fix` would write it at `path`), and the report of
 * the fixed text: what remains to do by hand. A fix that would add a finding is held back. Nothing
 * is written.
 */
export declare function fixText(input: CheckTextInput): Promise<FixTextResult>;
/** What a rule catches, its severity, and the format, spec and section it comes from; undefined for an id no rule has. */
/** Where this version's rule pages are: its tag's docs/ (src/rules/rule-docs.ts says why). */
export declare function explainRule(id: string): RuleExplanation | undefined;
/**
 * The rule id a misspelt one most likely means (`intent/aproval-skipped`, or `approval-skipped`
 * without its format), as the CLI's "did you mean" names it; undefined when none is close.
 */
export declare function closestRuleId(id: string): string | undefined;
/** Every rule id, with its severity and summary, in the order the rule index lists them. */
export declare function rules(): RuleExplanation[];
/** The commit the root's HEAD names, or undefined (no repository there, or none committed yet). */
export declare function headCommit(root?: string): string | undefined;
/** The names `schema` takes: each format's id, and `config`. */
export declare const schemaNames: readonly string[];
/** A format's JSON Schema (or the config file's), as `handoff-gate schema NAME` prints it; undefined for another name. */
export declare function schema(name: string): Record<string, unknown> | undefined;
