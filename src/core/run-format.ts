import type { z } from 'zod';
import type { ResolvedConfig } from '../config/resolve.js';
import { checkKeyTypos } from './checks/key-typo.js';
import { checkTemplateLeftovers } from './checks/template-leftover.js';
import type { ParsedDoc, PathKey } from './document/types.js';
import type { Severity } from './finding.js';
import type { FindingSink } from './finding-sink.js';
import type { ChainContribution, FormatDefinition } from './format.js';
import { countByPriority } from './gate.js';
import type { Project } from './project.js';
import type { GateItem, GateSource, InboxItem, RiskLevel } from './report.js';
import type { RuleContext } from './rule.js';
import { explainIssues } from './schema-findings.js';

export interface FormatRun {
  gateItems: GateItem[];
  source: GateSource | undefined;
  inbox: InboxItem[];
  risk: { level: RiskLevel; reason: string } | undefined;
  chain: ChainContribution | undefined;
}

interface Env {
  project: Project;
  config: ResolvedConfig;
  sink: FindingSink;
}

/**
 * Everything one format checks in one file, in order: template leftovers, the schema (skipping
 * what is already a leftover), key typos, the format's own rules; then what the file contributes
 * to the gate, the inbox, the risk and the handoff chain.
 */
export function runFormat(format: FormatDefinition, schema: z.ZodType, path: string, doc: ParsedDoc, env: Env): FormatRun {
  const contextFor = (ruleId: string, severity: Severity): RuleContext => ({
    path,
    data: doc.data,
    doc,
    project: env.project,
    config: env.config,
    report(at, message, options = {}) {
      env.sink.add(path, ruleId, options.severity ?? severity, doc.locate(at, options.part), message, doc.lineCount);
    },
    reportAt(position, message, options = {}) {
      env.sink.add(path, ruleId, options.severity ?? severity, position, message, doc.lineCount);
    },
  });

  // A template leftover is reported once, as such: not also as a bad enum value or type at the same place.
  const leftovers = new Set<string>();
  guarded(`${format.id}/template-leftover`, contextFor(`${format.id}/template-leftover`, 'error'), (ctx) =>
    checkTemplateLeftovers(ctx, (at, message) => {
      leftovers.add(JSON.stringify(at));
      ctx.report(at, message);
    }),
  );
  guarded(`${format.id}/schema`, contextFor(`${format.id}/schema`, 'error'), () => {
    const parsed = schema.safeParse(doc.data, { reportInput: true });
    if (parsed.success) return;
    for (const issue of explainIssues(parsed.error.issues)) {
      if (issue.kind !== 'required' && leftovers.has(JSON.stringify(issue.path))) continue;
      env.sink.add(path, `${format.id}/${issue.kind}`, 'error', doc.locate(issue.path), issue.message, doc.lineCount);
    }
  });
  guarded(`${format.id}/key-typo`, contextFor(`${format.id}/key-typo`, 'warning'), (ctx) =>
    checkKeyTypos(ctx, schema, (at: PathKey[], message) => ctx.report(at, message, { part: 'key' })),
  );
  for (const rule of format.rules) guarded(rule.id, contextFor(rule.id, rule.severity), (ctx) => rule.check(ctx));

  const plain = contextFor(`${format.id}/contribution`, 'warning');
  const gateItems = guarded(`${format.id} gate items`, plain, (ctx) => format.gateItems?.(ctx)) ?? [];
  const declared = guarded(`${format.id} verdict`, plain, (ctx) => format.declaredVerdict?.(ctx));
  const declaredCounts = declared === undefined ? undefined : guarded(`${format.id} verdict`, plain, (ctx) => format.declaredCounts?.(ctx));
  const source: GateSource | undefined =
    gateItems.length || declared !== undefined
      ? { path, format: format.id, ...(declared !== undefined && { declared }), ...(declaredCounts && { declaredCounts }), counts: countByPriority(gateItems) }
      : undefined;
  return {
    gateItems,
    source,
    inbox: guarded(`${format.id} inbox`, plain, (ctx) => format.inboxItems?.(ctx)) ?? [],
    risk: guarded(`${format.id} risk`, plain, (ctx) => format.risk?.(ctx)),
    chain: guarded(`${format.id} chain`, plain, (ctx) => format.chain?.(ctx)),
  };
}

/**
 * Runs one piece of a format. One that throws is a bug in handoff-gate, not in the file: it
 * becomes a warning on the file, and the run goes on.
 */
function guarded<T>(what: string, ctx: RuleContext, run: (ctx: RuleContext) => T): T | undefined {
  try {
    return run(ctx);
  } catch (error) {
    ctx.report([], `${what} failed on this file (${error instanceof Error ? error.message : String(error)}); please report this as a handoff-gate bug.`, { severity: 'warning' });
    return undefined;
  }
}

