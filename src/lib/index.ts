import { resolve } from 'node:path';
import { checkAndFix } from '../project/fix.js';
import { runCheck, runCheckInParallel, type RunCheckOptions } from '../project/run-check.js';
import { withSuppressionsFiles } from '../project/suppressions.js';
import { BaseNotFound, ConfigNotFound, UsageError } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import { jsonSchemaFor, SCHEMA_NAMES } from '../json-schemas.js';
import { resolveCommit } from '../io/git.js';
import { ruleCatalogue } from '../catalogue/catalogue.js';
import { ruleSource } from '../catalogue/sources.js';
import { closest } from '../util/did-you-mean.js';
import { ruleDocUrl } from '../rules/rule-docs.js';
import { inlineRefusal, inlineRefusalWhere, isSuppressible } from '../suppressions/rules.js';
import {
  InputError,
  MAX_PATHS,
  MAX_TEXT_BYTES,
  type CheckOptions,
  type CheckPathsInput,
  type CheckTextInput,
  type FixTextResult,
  type InboxListing,
  type Report,
  type RuleExamples,
  type RuleExplanation,
} from './public.js';
import { ALL_CASES } from './rule-examples.js';
import { inRoot, realRoot, reportOf } from './in-root.js';
import { PACKAGE_DOCS } from './package-docs.js';
import type { ValidCase } from '../rules/rule-cases.js';

/*
 * The library: the CLI's check as functions, for agents written in JavaScript or TypeScript. Each
 * call is `handoff-gate check … --format json` run from `root`, with the same engine, rules and
 * messages, and returns the same report object; a text to judge is never written to the disk.
 * A bad argument throws `InputError` with what to change; nothing else is thrown on a bad file
 * (a bad file is a finding).
 */

export * from './public.js';

/**
 * Judges `text` as if it were written at `path` (its format from the path, else from the text), in
 * the repository as it is: cross-file rules see the other files on the disk, and with `base` the
 * diff rules compare with the file's committed version. Nothing is written.
 */
export async function checkText(input: CheckTextInput): Promise<Report> {
  return guarded(() => {
    const { root, target } = inRoot(input, input.path);
    const overlay = textOverlay(root, target, input.text);
    return reportOf(runCheck({ ...runOptions(root, input), targets: [target], overlay }));
  });
}

/**
 * Checks files or folders (none: the whole root), as `handoff-gate check PATH…` does, gate, risk and
 * inbox included, and the suppressions file beside the config applied (it is never written here).
 */
export async function checkPaths(input: CheckPathsInput = {}): Promise<Report> {
  return guarded(async () => {
    const { root, targets } = pathsInRoot(input);
    const checked = await runCheckInParallel({ ...runOptions(root, input), targets, jobs: 1 });
    return reportOf(withSuppressionsFiles(checked, root, {}).result);
  });
}

/**
 * The items waiting for a person among the files checked, as `handoff-gate inbox --format json`
 * prints them: the same object, `{ version, inbox, skipped }`.
 */
export async function inbox(input: CheckPathsInput = {}): Promise<InboxListing> {
  const report = await checkPaths(input);
  return { version: 1, inbox: report.inbox, skipped: report.skipped ?? [] };
}

/**
 * `text` with every safe fix applied (as `check --fix` would write it at `path`), and the report of
 * the fixed text: what remains to do by hand. A fix that would add a finding is held back. Nothing
 * is written.
 */
export async function fixText(input: CheckTextInput): Promise<FixTextResult> {
  return guarded(async () => {
    const { root, target } = inRoot(input, input.path);
    const overlay = textOverlay(root, target, input.text);
    const fixed = await checkAndFix({ ...runOptions(root, input), targets: [target], overlay, jobs: 1 }, true);
    const text = fixed.texts.get(resolve(root, target));
    return {
      text: text ?? input.text,
      changed: text !== undefined && text !== input.text,
      fixes: fixed.changes.map((c) => ({ ...c })),
      report: reportOf(fixed.result),
    };
  });
}

/** What a rule catches, its severity, and the format, spec and section it comes from; undefined for an id no rule has. */
export function explainRule(id: string): RuleExplanation | undefined {
  const rule = ruleCatalogue(FORMATS).find((r) => r.id === id);
  if (!rule) return undefined;
  const prefix = id.slice(0, id.indexOf('/'));
  const format = FORMATS.find((f) => f.id === prefix);
  return {
    id: rule.id,
    severity: rule.severity,
    summary: rule.summary,
    rationale: rule.rationale,
    format: format?.id ?? null,
    syntaxes: format ? [...format.syntaxes] : null,
    spec: format?.spec ?? null,
    section: rule.spec ?? null,
    source: ruleSource(rule.id) ?? null,
    // A rule whose page says why it shows no file shows none here either.
    examples: rule.withoutExample === undefined ? examplesOf(id) : {},
    ...(rule.withoutExample !== undefined && { withoutExample: rule.withoutExample }),
    docs: ruleDocUrl(PACKAGE_DOCS, rule.id) ?? null,
    suppressible: suppressibility(rule.id),
  };
}

/**
 * The rule id a misspelt one most likely means (`intent/aproval-skipped`, or `approval-skipped`
 * without its format), as the CLI's "did you mean" names it; undefined when none is close.
 */
export function closestRuleId(id: string): string | undefined {
  const ids = ruleCatalogue(FORMATS).map((rule) => rule.id);
  const bare = id.includes('/') ? [] : ids.filter((known) => known.endsWith(`/${id}`));
  if (bare.length === 1) return bare[0];
  return closest(id, ids);
}

/** Whether a comment in the file, and the suppressions file, may hide the rule's findings, and why not. */
function suppressibility(id: string): RuleExplanation['suppressible'] {
  const why = inlineRefusal(id);
  const except = why === undefined ? inlineRefusalWhere(id) : undefined;
  return {
    inline: why === undefined,
    baseline: isSuppressible(id),
    ...(why !== undefined && { why }),
    ...(except && { inlineExcept: { ...except } }),
  };
}

/** Every rule id, with its severity and summary, in the order the rule index lists them. */
export function rules(): RuleExplanation[] {
  return ruleCatalogue(FORMATS).map((rule) => explainRule(rule.id)!);
}

/** The commit the root's HEAD names, or undefined (no repository there, or none committed yet). */
export function headCommit(root: string = process.cwd()): string | undefined {
  return resolveCommit(realRoot({ root }), 'HEAD');
}

/** The names `schema` takes: each format's id, and `config`. */
export const schemaNames: readonly string[] = SCHEMA_NAMES;

/** A format's JSON Schema (or the config file's), as `handoff-gate schema NAME` prints it; undefined for another name. */
export function schema(name: string): Record<string, unknown> | undefined {
  return jsonSchemaFor(name);
}

/** The checks every format reports under its own prefix (src/rules/shared/): one check, whichever format's case shows it. */
const SHARED_CHECKS = new Set([
  'required',
  'type',
  'enum',
  'range',
  'format',
  'key-typo',
  'template-leftover',
  'timestamp',
]);

/**
 * A rule's first passing and first failing case that stand alone: a text judged under the default
 * config, with no base revision, so that what it shows needs nothing it does not show (the other
 * files a case puts around it only keep other rules quiet).
 */
function examplesOf(id: string): RuleExamples {
  const all = ALL_CASES.flat();
  const own = all.filter((c) => c.rule === id);
  // A check every format shares (`intent/required`) may have its cases under other formats: the same check.
  const name = id.slice(id.indexOf('/') + 1);
  const cases = own.length > 0 || !SHARED_CHECKS.has(name) ? own : all.filter((c) => c.rule.endsWith(`/${name}`));
  const alone = <C extends ValidCase>(c: C): c is C & { text: string } =>
    typeof c.text === 'string' && !c.config && !c.base && !c.added && !c.deleted && !c.history;
  // A rule that judges a change (a status's move) has no case without a base: the file's own text
  // at the base then comes with the example, so that it still shows what the rule reports.
  const withOwnBase = <C extends ValidCase>(c: C): c is C & { text: string } =>
    typeof c.text === 'string' && !c.config && ownBase(c) !== undefined && !c.added && !c.deleted && !c.history;
  const ruleOf = new Map(cases.flatMap((c) => [...c.valid, ...c.invalid].map((one) => [one, c.rule] as const)));
  const from = (one: ValidCase) => (ruleOf.get(one) !== id ? { from: ruleOf.get(one)! } : {});
  const first = <C extends ValidCase>(list: C[]) => list.find(alone) ?? list.find(withOwnBase);
  const baseOf = (one: ValidCase) => {
    const base = ownBase(one);
    return base === undefined ? {} : { base };
  };
  const besideOf = (one: ValidCase) => ({
    ...(one.context && { beside: { ...one.context } }),
    ...(one.files && Object.keys(one.files).length > 0 && { repository: { ...one.files } }),
  });
  // A case run is told the file's path (`check PATH`), unless it says the file is found, not named.
  const namedOf = (one: ValidCase) => (one.named === false ? { found: true } : {});
  const passing = first(cases.flatMap((c) => c.valid));
  const failing = first(cases.flatMap((c) => c.invalid));
  return {
    ...(passing && {
      passing: {
        path: passing.path,
        text: passing.text,
        ...from(passing),
        ...baseOf(passing),
        ...besideOf(passing),
        ...namedOf(passing),
      },
    }),
    ...(failing && {
      failing: {
        path: failing.path,
        text: failing.text,
        ...baseOf(failing),
        ...besideOf(failing),
        ...namedOf(failing),
        ...from(failing),
        findings: failing.errors.map((e) => ({ line: e.line, column: e.column, message: e.message })),
        ...(failing.output !== undefined && { fixed: failing.output }),
      },
    }),
  };
}

function pathsInRoot(input: CheckPathsInput): { root: string; targets: string[] } {
  const paths = input.paths ?? [];
  if (paths.length > MAX_PATHS) throw new InputError(`paths: at most ${MAX_PATHS} in one call; got ${paths.length}.`);
  const root = realRoot(input);
  return { root, targets: paths.map((path) => inRoot(input, path).target) };
}

/** The text as the bytes a file would hold, refused past `MAX_TEXT_BYTES`. */
function textOverlay(root: string, target: string, text: string): Map<string, Uint8Array> {
  if (typeof text !== 'string') throw new InputError("text: give the file's text as a string.");
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > MAX_TEXT_BYTES)
    throw new InputError(`text: ${bytes.length} bytes is over the ${MAX_TEXT_BYTES}-byte limit of one call.`);
  return new Map([[resolve(root, target), bytes]]);
}

function runOptions(root: string, options: CheckOptions): Pick<RunCheckOptions, 'cwd' | 'base' | 'config'> {
  return {
    cwd: root,
    ...(options.base !== undefined && { base: options.base }),
    ...(options.config !== undefined && { config: options.config }),
  };
}

/** Runs a call, the CLI's usage errors (no such file, no such commit) thrown as the library's `InputError`. */
async function guarded<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BaseNotFound) throw new InputError(baseMessage(error));
    if (error instanceof ConfigNotFound)
      throw new InputError(`config ${JSON.stringify(error.config)}: no such file (a path is read from the root).`);
    if (error instanceof UsageError) throw new InputError(error.message);
    throw error;
  }
}

/** A bad `base` in the caller's own words: the argument it gave, never a CLI flag or a folder it did not name. */
function baseMessage(error: BaseNotFound): string {
  const base = `base ${JSON.stringify(error.base)}`;
  if (error.reason === 'no-git')
    return `${base}: comparing needs git, which did not run here (is it installed and on the PATH?).`;
  if (error.reason === 'no-repository')
    return `${base}: the root is not in a git repository, so there is no revision to compare with; leave base out.`;
  return `${base} names no commit in the root's repository; give a branch, tag or commit sha it has, or leave base out to compare with the last commit.`;
}

/** A case's base revision when it is the file's own text alone (as a string, or by its path), else undefined. */
function ownBase(c: ValidCase): string | undefined {
  if (typeof c.base === 'string') return c.base;
  const paths = c.base === undefined ? [] : Object.keys(c.base);
  return paths.length === 1 && paths[0] === c.path ? (c.base as Readonly<Record<string, string>>)[c.path] : undefined;
}
