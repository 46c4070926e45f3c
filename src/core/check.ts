import picomatch from 'picomatch';
import type { z } from 'zod';
import type { ResolvedConfig } from '../config/resolve.js';
import { checkKeyTypos } from './checks/key-typo.js';
import { checkTemplateLeftovers } from './checks/template-leftover.js';
import { decodeText, parseText, syntaxOf } from './document/read.js';
import type { ParsedDoc, ParseProblem, PathKey } from './document/types.js';
import { compareFindings, type Finding, type Severity } from './finding.js';
import type { EnumValues, FormatDefinition } from './format.js';
import { buildGate, countByPriority } from './gate.js';
import { Project, type Workspace } from './project.js';
import type { CheckedFile, FormatId, GateItem, GateSource, InboxItem, Report, RiskLevel } from './report.js';
import { buildRisk } from './risk.js';
import type { Rule, RuleContext } from './rule.js';
import { explainIssues } from './schema-findings.js';

export interface CheckInput {
  /** Repository-relative paths to consider: the walked tree, or a change's files. */
  files: readonly string[];
  workspace: Workspace;
  config: ResolvedConfig;
  formats: readonly FormatDefinition[];
  /** Files a person named: reported even when no format recognises them. */
  named?: ReadonlySet<string>;
}

export interface CheckResult extends Report {
  /** Files read in all, including cross-file context. */
  reads: number;
}

const GLOB_OPTIONS = { dot: true } as const;

/** Matches paths to formats by the configured globs, compiled once per run. */
function pathMatcher(formats: readonly FormatDefinition[], project: Project, config: ResolvedConfig) {
  const byFormat = formats.map((format) => ({ format, test: picomatch([...project.pathsOf(format.id)], GLOB_OPTIONS) }));
  const ignored = config.ignore.length ? picomatch(config.ignore, GLOB_OPTIONS) : () => false;
  return { onPaths: (path: string) => byFormat.filter((f) => f.test(path)).map((f) => f.format), ignored };
}

function enumValues(format: FormatId, config: ResolvedConfig): EnumValues {
  return (name, base) => {
    const extra = config.enums[`${format}/${name}`] ?? [];
    return [...new Set([...base, ...extra])] as [string, ...string[]];
  };
}

/** Run every check over the given files and derive the gate, the inbox and the risk. */
export function check(input: CheckInput): CheckResult {
  const { config, formats } = input;
  const byId = new Map(formats.map((f) => [f.id, f]));
  const project = new Project(input.workspace, config, (id) => byId.get(id)?.paths ?? []);
  const matcher = pathMatcher(formats, project, config);
  const schemas = new Map<FormatId, z.ZodType>();
  const schemaOf = (format: FormatDefinition) => {
    let schema = schemas.get(format.id);
    if (!schema) schemas.set(format.id, (schema = format.schema(enumValues(format.id, config))));
    return schema;
  };

  const files: CheckedFile[] = [];
  const findings: Finding[] = [];
  const gateItems: GateItem[] = [];
  const gateSources: GateSource[] = [];
  const inbox: InboxItem[] = [];
  const risks: Array<{ level: RiskLevel; reason: string }> = [];

  const severityFor = (ruleId: string, fallback: Severity): Severity | null => {
    const level = config.rules[ruleId];
    if (level === 'off') return null;
    return level ?? fallback;
  };
  const emit = (path: string, lineCount: number, ruleId: string, fallback: Severity, line: number, column: number, message: string) => {
    const severity = severityFor(ruleId, fallback);
    if (severity === null) return;
    findings.push({ path, line: Math.min(Math.max(line, 1), Math.max(lineCount, 1)), column: Math.max(column, 1), ruleId, severity, message });
  };
  const emitProblems = (path: string, problems: readonly ParseProblem[]) => {
    for (const p of problems) emit(path, Number.MAX_SAFE_INTEGER, p.ruleId, p.severity, p.line, p.column, p.message);
  };

  for (const path of [...new Set(input.files)].sort()) {
    if (matcher.ignored(path)) continue;
    const syntax = syntaxOf(path);
    if (!syntax) continue;
    const onPaths = matcher.onPaths(path).filter((f) => f.syntaxes.includes(syntax));
    const byPath = onPaths.find((f) => !f.signature?.required);
    const bySignature = formats.filter((f) => f.signature && f.syntaxes.includes(syntax));
    if (!byPath && bySignature.length === 0 && !input.named?.has(path)) continue;

    const bytes = project.read(path);
    if (!bytes) continue;
    const decoded = decodeText(bytes, config.maxFileSize);
    if (!('text' in decoded)) {
      if (byPath || onPaths.length || input.named?.has(path)) {
        files.push({ path, format: (byPath ?? onPaths[0])?.id ?? null });
        emitProblems(path, decoded.problems);
      }
      continue;
    }
    const text = decoded.text;
    let format = byPath;
    const candidates = format ? [] : bySignature.filter((f) => f.signature!.prefilter.test(text));
    if (!format && candidates.length === 0) {
      if (input.named?.has(path)) {
        files.push({ path, format: null });
        emit(path, 1, 'file/unrecognised', 'notice', 1, 1, 'No handoff format recognises this file (by its path or its keys); it was not checked.');
      }
      continue;
    }
    const parsed = parseText(text, syntax, decoded.problems);
    if (!format) {
      format = candidates.find((f) => parsed.doc !== null && f.signature!.matches(parsed.doc.data));
      if (!format && parsed.doc !== null && !input.named?.has(path)) continue;
    }
    files.push({ path, format: format?.id ?? null });
    emitProblems(path, parsed.problems);
    if (!format) {
      if (parsed.doc) emit(path, 1, 'file/unrecognised', 'notice', 1, 1, 'No handoff format recognises this file (by its path or its keys); it was not checked.');
      continue;
    }
    if (!parsed.doc) continue;
    const result = runFormat(format, path, parsed.doc);
    gateItems.push(...result.gateItems);
    if (result.source) gateSources.push(result.source);
    if (!config.inboxSources || config.inboxSources.includes(format.id)) inbox.push(...result.inbox);
    if (result.risk) risks.push(result.risk);
  }

  function runFormat(format: FormatDefinition, path: string, doc: ParsedDoc) {
    const contextFor = (ruleId: string, severity: Severity): RuleContext => ({
      path,
      data: doc.data,
      doc,
      project,
      config,
      report(at: readonly PathKey[], message: string, options = {}) {
        const { line, column } = doc.locate(at, options.part);
        emit(path, doc.lineCount, ruleId, options.severity ?? severity, line, column, message);
      },
      reportAt(position, message, options = {}) {
        emit(path, doc.lineCount, ruleId, options.severity ?? severity, position.line, position.column, message);
      },
    });
    const schema = schemaOf(format);
    // A template leftover is reported once, as such: not also as a bad enum value or type at the same place.
    const leftovers = new Set<string>();
    const leftover = contextFor(`${format.id}/template-leftover`, 'error');
    checkTemplateLeftovers(leftover, (at, message) => {
      leftovers.add(JSON.stringify(at));
      leftover.report(at, message);
    });
    runRule(
      { id: `${format.id}/schema`, severity: 'error', summary: '', check: () => checkSchema(format, schema, path, doc, leftovers) },
      contextFor(`${format.id}/schema`, 'error'),
    );
    const keyTypo = contextFor(`${format.id}/key-typo`, 'warning');
    checkKeyTypos(keyTypo, schema, (at, message) => keyTypo.report(at, message, { part: 'key' }));
    for (const rule of format.rules) runRule(rule, contextFor(rule.id, rule.severity));

    const plain = contextFor(`${format.id}/contribution`, 'error');
    const items = format.gateItems?.(plain) ?? [];
    const declared = format.declaredVerdict?.(plain);
    const declaredCounts = declared === undefined ? undefined : format.declaredCounts?.(plain);
    const source: GateSource | undefined =
      items.length || declared !== undefined
        ? { path, format: format.id, ...(declared !== undefined && { declared }), ...(declaredCounts && { declaredCounts }), counts: countByPriority(items) }
        : undefined;
    return { gateItems: items, source, inbox: format.inboxItems?.(plain) ?? [], risk: format.risk?.(plain) };
  }

  function checkSchema(format: FormatDefinition, schema: z.ZodType, path: string, doc: ParsedDoc, leftovers: ReadonlySet<string>) {
    const parsed = schema.safeParse(doc.data, { reportInput: true });
    if (parsed.success) return;
    for (const issue of explainIssues(parsed.error.issues)) {
      if (issue.kind !== 'required' && leftovers.has(JSON.stringify(issue.path))) continue;
      const { line, column } = doc.locate(issue.path);
      emit(path, doc.lineCount, `${format.id}/${issue.kind}`, 'error', line, column, issue.message);
    }
  }

  function runRule(rule: Rule, ctx: RuleContext) {
    try {
      rule.check(ctx);
    } catch (error) {
      // A rule that throws is a bug in handoff-gate, not in the file: say so, and go on.
      ctx.report([], `Rule ${rule.id} failed on this file (${error instanceof Error ? error.message : String(error)}); please report this as a handoff-gate bug.`, {
        severity: 'warning',
      });
    }
  }

  const gate = buildGate(gateItems, gateSources);
  findings.sort(compareFindings);
  inbox.sort((a, b) => a.key.localeCompare(b.key));
  return { version: 1, files, findings, gate, risk: buildRisk(risks, gate), inbox, reads: project.reads };
}
