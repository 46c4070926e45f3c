import type { Diagnostic, Range } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding, FixEdit, Severity } from '../lib/public.js';
import { ruleDocsHref } from './rule-docs.js';

/** Where a diagnostic came from: this server, whatever else the editor runs. */
export const SOURCE = 'handoff-gate';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  notice: DiagnosticSeverity.Information,
};

/**
 * A finding as a diagnostic: its position made 0-based, its rule as `code` (and the rule's page as
 * `codeDescription`, once it has one), its severity and message as the CLI gives them.
 */
export function diagnosticOf(finding: Finding, document: TextDocument): Diagnostic {
  const href = ruleDocsHref(finding.ruleId);
  return {
    range: rangeOf(finding, document),
    severity: SEVERITY[finding.severity],
    code: finding.ruleId,
    ...(href !== undefined && { codeDescription: { href } }),
    source: SOURCE,
    message: finding.message,
  };
}

/**
 * The span a finding covers, on its own line: from its column to where its safe fix ends when the
 * fix starts there on that line (a key, a value), else to the end of the line's text. One line at
 * most: a span to the end of a long node makes editors slow and the whole file underlined.
 */
export function rangeOf(finding: Finding, document: TextDocument): Range {
  const lines = document.lineCount;
  const line = Math.min(Math.max(finding.line - 1, 0), lines - 1);
  const text = lineText(document, line);
  const start = Math.min(Math.max(finding.column - 1, 0), text.length);
  const fix = finding.fix;
  const fixEnd =
    fix && fix.line === finding.line && fix.endLine === fix.line && fix.column === finding.column
      ? fix.endColumn - 1
      : undefined;
  const contentEnd = text.trimEnd().length;
  const end = fixEnd !== undefined && fixEnd > start ? Math.min(fixEnd, text.length) : Math.max(contentEnd, start);
  return { start: { line, character: start }, end: { line, character: end } };
}

/** A line of the document without its line break. */
export function lineText(document: TextDocument, line: number): string {
  const text = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  return text.replace(/\r?\n$|\r$/, '');
}

/** A fix's span as an editor's range (the fix's lines and columns are 1-based, the end exclusive). */
export function editRange(edit: FixEdit): Range {
  return {
    start: { line: edit.line - 1, character: edit.column - 1 },
    end: { line: edit.endLine - 1, character: edit.endColumn - 1 },
  };
}
