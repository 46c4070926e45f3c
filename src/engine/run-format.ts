import type { z } from 'zod';
import type { EngineSettings } from '../core/settings.js';
import { checkKeyTypos } from '../rules/shared/key-typo.js';
import { schemaFindings } from '../rules/shared/schema.js';
import { checkTemplateLeftovers } from '../rules/shared/template-leftover.js';
import { isFullParseNeeded } from '../parse/full-parse.js';
import type { ParsedDoc, PathKey, Position } from '../parse/types.js';
import type { Severity } from '../report/finding.js';
import type { FindingSink } from './finding-sink.js';
import { lineStarts, scalarFix, type Fix, type FixRequest, type FixSyntax } from '../core/fix.js';
import type { ChainContribution, FormatDefinition } from '../core/format.js';
import { countByPriority, declaredGateResult, isStricter } from '../gate/gate.js';
import { readingsOf } from './readings.js';
import { isRunBoundPassed } from '../core/run-budget.js';
import { maxRisk } from '../gate/risk.js';
import type { Project } from '../core/project.js';
import type { GateItem, GateSource, InboxItem, Priority, RiskLevel } from '../report/report.js';
import type { RuleContext } from '../core/define-rule.js';
import { valueAt } from '../util/values.js';

export interface FormatRun {
  gateItems: GateItem[];
  source: GateSource | undefined;
  inbox: InboxItem[];
  risk: { level: RiskLevel; reason: string } | undefined;
  chain: ChainContribution | undefined;
  /** The files whose review items count in the gate with this one's (see `FormatDefinition.gateContext`). */
  gateContext?: readonly string[];
}

interface Env {
  project: Project;
  config: EngineSettings;
  sink: FindingSink;
  /** The reference run: zod judges every file, without the quick check (the tests compare the two). */
  reference?: boolean;
  /**
   * Only what the file contributes (gate items, inbox items, risk, chain), without its findings:
   * for a file whose findings no report shows (another revision's, an intent a pull request names).
   */
  contributionsOnly?: boolean;
  /** The file's text (without its byte-order mark) and syntax, where a finding's fix is found. */
  source?: { text: string; syntax: FixSyntax };
}

/**
 * Everything one format checks in one file, in order: template leftovers, the schema (skipping
 * what is already a leftover), key typos, the format's own rules; then what the file contributes
 * to the gate, the inbox, the risk and the handoff chain.
 */
export function runFormat(
  format: FormatDefinition,
  schema: z.ZodType,
  path: string,
  doc: ParsedDoc,
  env: Env,
): FormatRun {
  const names = namesOf(format);
  // One context for the file; each piece that runs sets the rule its findings are reported under.
  let ruleId = names.leftover;
  let severity: Severity = 'error';
  // Where the template leftovers are ("line:column"): nothing else is reported there (below).
  let leftoverPlaces: Set<string> | undefined;
  const atLeftover = (position: Position) =>
    leftoverPlaces !== undefined && leftoverPlaces.has(`${position.line}:${position.column}`);
  const fixOf = fixFinder(doc, env.source);
  const add = (position: Position, message: string, level: Severity, once?: string, fix?: Fix) => {
    const since = env.sink.size;
    if (ruleId === names.leftover || !atLeftover(position))
      env.sink.add(path, ruleId, level, position, message, doc.lineCount, fix);
    // Claimed even when dropped here: the first file to find it still has the say.
    if (once !== undefined) env.sink.claim(once, since);
  };
  const ctx: RuleContext = {
    path,
    data: doc.data,
    doc,
    project: env.project,
    config: env.config,
    report(at, message, options = {}) {
      const position = doc.locate(at, options.part);
      add(
        position,
        message,
        options.severity ?? severity,
        options.once,
        fixOf(at, options.part, position, options.fix),
      );
    },
    reportAt(position, message, options = {}) {
      add(position, message, options.severity ?? severity);
    },
  };
  const as = (id: string, level: Severity): RuleContext => {
    ruleId = id;
    severity = level;
    return ctx;
  };

  // The findings: template leftovers, the schema, key typos, the format's own rules.
  if (!env.contributionsOnly) {
    // A template leftover is reported once, as such: not also as a bad enum value or type at the
    // same place, nor as whatever a rule makes of the value (a bad id, timestamp, reference or path,
    // a "did you mean"): by place, whichever path the schema or the rule reports.
    guarded(names.leftover, as(names.leftover, 'error'), (ctx) =>
      checkTemplateLeftovers(
        ctx,
        (at, message) => {
          const place = doc.locate(at);
          (leftoverPlaces ??= new Set()).add(`${place.line}:${place.column}`);
          ctx.reportAt(place, message);
        },
        format.humanText,
      ),
    );
    guarded(names.schema, as(names.schema, 'error'), () =>
      reportSchemaIssues(format.id, schema, path, doc, env, atLeftover, fixOf),
    );
    guarded(names.keyTypo, as(names.keyTypo, 'warning'), (ctx) =>
      checkKeyTypos(ctx, schema, (at: PathKey[], message, meant) =>
        ctx.report(at, message, { part: 'key', ...(meant !== undefined && { fix: { value: meant } }) }),
      ),
    );
    runOwnRules(format.rules, as, ctx);
  }

  return contributionsOf(format, names, path, doc, as(names.contribution, 'warning'));
}

type FixOf = (
  at: readonly PathKey[],
  part: 'key' | 'value' | undefined,
  position: Position,
  request: FixRequest | undefined,
) => Fix | undefined;

/** A finding's fix, found in the file's text. Only for a finding that asks for one: most files have none, so the line starts are found once, when first needed. */
function fixFinder(doc: ParsedDoc, source: Env['source']): FixOf {
  let starts: number[] | undefined;
  return (at, part, position, request) => {
    if (!request || !source) return undefined;
    const written = part === 'key' ? at[at.length - 1] : valueAt(doc.data, at);
    if (typeof written !== 'string') return undefined;
    return scalarFix(
      source.text,
      (starts ??= lineStarts(source.text)),
      position,
      written,
      request.value,
      source.syntax,
    );
  };
}

/** The schema's findings, each with its fix; none where a template leftover already is, except a missing field. */
function reportSchemaIssues(
  formatId: FormatDefinition['id'],
  schema: z.ZodType,
  path: string,
  doc: ParsedDoc,
  env: Env,
  atLeftover: (position: Position) => boolean,
  fixOf: FixOf,
): void {
  for (const issue of schemaFindings(formatId, schema, doc.data, !env.reference)) {
    // A missing field is missing whatever sits where it belongs.
    const place = doc.locate(issue.path);
    if (issue.kind !== 'required' && atLeftover(place)) continue;
    const inexact = issue.exactLimit ? tooLargeToRead(doc, issue.path, place, env.source?.text) : undefined;
    if (inexact !== undefined) {
      env.sink.add(path, issue.ruleId, 'warning', place, inexact, doc.lineCount);
      continue;
    }
    env.sink.add(
      path,
      issue.ruleId,
      'error',
      place,
      issue.message,
      doc.lineCount,
      fixOf(issue.path, 'value', place, issue.fix),
    );
  }
}

/** The format's own rules: the bulk of the pieces, so run without a closure each. */
function runOwnRules(
  rules: FormatDefinition['rules'],
  as: (id: string, level: Severity) => RuleContext,
  ctx: RuleContext,
): void {
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    try {
      rule.check(as(rule.id, rule.severity));
    } catch (error) {
      reportFailure(rule.id, ctx, error);
    }
  }
}

/**
 * What one file contributes to the gate, the inbox, the risk and the handoff chain, each piece
 * guarded; with repeated keys, from the reading that asks more of a human.
 */
function contributionsOf(
  format: FormatDefinition,
  names: ReturnType<typeof namesOf>,
  path: string,
  doc: ParsedDoc,
  plain: RuleContext,
): FormatRun {
  const contributions = (ctx: RuleContext) => ({
    gateItems: guarded(names.gateItems, ctx, (ctx) => format.gateItems?.(ctx)) ?? [],
    inbox: guarded(names.inbox, ctx, (ctx) => format.inboxItems?.(ctx)) ?? [],
    risk: guarded(names.risk, ctx, (ctx) => format.risk?.(ctx)),
  });
  let { gateItems, inbox, risk } = contributions(plain);
  // Repeated keys: the gate, the inbox and the risk from the reading that asks more of a human (readings.ts).
  const readings = doc.duplicates ? readingsOf(doc) : [];
  for (let i = 1; i < readings.length; i++) {
    const data = readings[i];
    // Failures were reported on the parsed reading; the others only contribute.
    const other = contributions({ ...plain, data, doc: { ...doc, data }, report: () => {}, reportAt: () => {} });
    if (worseGate(other.gateItems, gateItems)) gateItems = other.gateItems;
    for (const item of other.inbox) if (!inbox.some((kept) => kept.key === item.key)) inbox = [...inbox, item];
    if (other.risk && (!risk || maxRisk(risk.level, other.risk.level) !== risk.level)) risk = other.risk;
  }
  const { declared, declaredCounts } = declaredOf(format, names, plain, readings);
  const states = declared !== undefined || declaredCounts !== undefined;
  const source: GateSource | undefined =
    gateItems.length || states
      ? {
          path,
          format: format.id,
          ...(declared !== undefined && { declared }),
          ...(declaredCounts && { declaredCounts }),
          counts: countByPriority(gateItems),
          ...(states && format.declaredVerdictDecides && { decides: true as const }),
        }
      : undefined;
  return {
    gateItems,
    source,
    inbox,
    risk,
    chain: guarded(names.chain, plain, (ctx) => format.chain?.(ctx)),
    ...withContext(guarded(names.gateItems, plain, (ctx) => format.gateContext?.(ctx))),
  };
}

const withContext = (paths: readonly string[] | undefined) => (paths?.length ? { gateContext: paths } : {});

/** What a file declares of its own verdict: the word as written, and the counts it states beside it. */
interface Declaration {
  declared: string | undefined;
  declaredCounts: Record<Priority, number> | undefined;
}

/**
 * The verdict a file declares, from the parsed reading; for a file whose declaration is the gate
 * decision (`declaredVerdictDecides`), from the reading whose declaration gates hardest, so that
 * a second `gate_decision:` saying `pass` after one saying `veto` lowers nothing, whichever copy
 * a reader takes.
 */
function declaredOf(
  format: FormatDefinition,
  names: ReturnType<typeof namesOf>,
  plain: RuleContext,
  readings: readonly unknown[],
): Declaration {
  const read = (ctx: RuleContext): Declaration => ({
    declared: guarded(names.verdict, ctx, (ctx) => format.declaredVerdict?.(ctx)),
    declaredCounts: guarded(names.verdict, ctx, (ctx) => format.declaredCounts?.(ctx)),
  });
  let kept = read(plain);
  if (!format.declaredVerdictDecides) return kept;
  for (let i = 1; i < readings.length; i++) {
    const data = readings[i];
    const other = read({ ...plain, data, doc: { ...plain.doc, data }, report: () => {}, reportAt: () => {} });
    if (isStricter(verdictOf(other), verdictOf(kept))) kept = other;
  }
  return kept;
}

const verdictOf = (d: Declaration) => declaredGateResult(d.declared, d.declaredCounts);

/**
 * True when `a`'s items make a worse gate than `b`'s: more items of the highest priority they
 * differ in. The result follows (a veto needs a P0, a reject P1s), so a worse result is worse here.
 */
function worseGate(a: readonly GateItem[], b: readonly GateItem[]): boolean {
  const ca = countByPriority(a);
  const cb = countByPriority(b);
  const order = [ca.P0 - cb.P0, ca.P1 - cb.P1, ca.P2 - cb.P2, ca.P3 - cb.P3];
  return (order.find((d) => d !== 0) ?? 0) > 0;
}

/** The rule ids and labels of a format's built-in pieces, made once per format rather than per file. */
const names = new WeakMap<FormatDefinition, ReturnType<typeof makeNames>>();

const makeNames = (format: FormatDefinition) => ({
  leftover: `${format.id}/template-leftover`,
  schema: `${format.id}/schema`,
  keyTypo: `${format.id}/key-typo`,
  contribution: `${format.id}/contribution`,
  gateItems: `${format.id} gate items`,
  verdict: `${format.id} verdict`,
  inbox: `${format.id} inbox`,
  risk: `${format.id} risk`,
  chain: `${format.id} chain`,
});

function namesOf(format: FormatDefinition) {
  let found = names.get(format);
  if (!found) names.set(format, (found = makeNames(format)));
  return found;
}

/**
 * Runs one piece of a format. One that throws is a bug in handoff-gate, not in the file: it
 * becomes a warning on the file, and the run goes on. The fast path's call for the full parse
 * (a position its locators cannot vouch for) is no error: it ends the run, which the engine then
 * discards and repeats on the full parse. Nor is a read past the run's bounds (run-budget.ts):
 * the file is then not judged.
 */
function guarded<T>(what: string, ctx: RuleContext, run: (ctx: RuleContext) => T): T | undefined {
  try {
    return run(ctx);
  } catch (error) {
    reportFailure(what, ctx, error);
    return undefined;
  }
}

function reportFailure(what: string, ctx: RuleContext, error: unknown): void {
  if (isFullParseNeeded(error) || isRunBoundPassed(error)) throw error;
  ctx.report(
    [],
    `${what} failed on this file (${error instanceof Error ? error.message : String(error)}); please report this as a handoff-gate bug.`,
    { severity: 'warning' },
  );
}

/** A number as the file writes it: digits, a sign, a point, an exponent. Linear: one pass, no nesting. */
const WRITTEN_NUMBER = /^[-+]?[0-9][0-9_.eE+-]*/;

/**
 * For an integer beyond 2^53 (`12345678901234567890`), which no JSON or YAML reader holds exactly,
 * a warning that quotes it as written, not an error quoting the rounded value as if the file said
 * it; undefined for any other value.
 */
function tooLargeToRead(
  doc: ParsedDoc,
  path: readonly PathKey[],
  place: Position,
  text: string | undefined,
): string | undefined {
  const value = valueAt(doc.data, path);
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) <= Number.MAX_SAFE_INTEGER)
    return undefined;
  const line = text?.split('\n', place.line)[place.line - 1] ?? '';
  const written = WRITTEN_NUMBER.exec(line.slice(place.column - 1))?.[0];
  const name =
    path.length === 0
      ? 'The document'
      : `\`${path
          .map((k) => (typeof k === 'number' ? `[${k}]` : k))
          .join('.')
          .replace(/\.\[/g, '[')}\``;
  const what = written === undefined ? 'a number beyond 2^53, too large' : `\`${written}\`, a number too large`;
  return `${name} is ${what} to read exactly: readers get ${value}. Write it as a string if it must be exact, or check that it is right.`;
}
