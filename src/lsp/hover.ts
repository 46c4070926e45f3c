import type { Hover, Position } from 'vscode-languageserver';
import { MarkupKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { explainRule } from '../lib/index.js';
import type { Finding, FixTextResult } from '../lib/public.js';
import { rangeOf } from './diagnostics.js';
import { inertMarkdown } from './inert.js';
import { ruleDocsHref } from './rule-docs.js';

/**
 * What the findings under the cursor mean, in Markdown: for each, the rule id and severity, the
 * rule's summary and its reason, the spec and section it enforces, and the fix: the safe fix `check --fix`
 * applies, else what the message says to write. Every piece of file text is made inert.
 */
export function hoverAt(
  findings: readonly Finding[],
  fixed: FixTextResult | undefined,
  document: TextDocument,
  position: Position,
  /** A rule's page (the installed package's, src/lsp/rule-docs.ts), or undefined where none is shipped. */
  pageOf: (ruleId: string) => string | undefined = ruleDocsHref,
): Hover | null {
  const under = findings.filter((f) => contains(rangeOf(f, document), position));
  if (under.length === 0) return null;
  const parts = under.map((finding) => {
    const rule = explainRule(finding.ruleId);
    const lines = [`**${inertMarkdown(finding.ruleId)}** (${finding.severity})`];
    if (rule) lines.push('', inertMarkdown(rule.summary), '', `Why it matters: ${inertMarkdown(rule.rationale)}`);
    const source = [rule?.spec, rule?.section].filter((s): s is string => typeof s === 'string');
    lines.push('', `Spec: ${source.length > 0 ? inertMarkdown(source.join(', ')) : "handoff-gate's own rule"}`);
    const fix = finding.fix;
    const applied =
      fix && fixed?.fixes.find((c) => c.line === fix.line && c.column === fix.column && c.ruleId === finding.ruleId);
    lines.push(
      '',
      applied
        ? `Fix: ${inertMarkdown(applied.before)} → ${inertMarkdown(applied.after)} (a quick fix, and in Fix all)`
        : `Fix: ${inertMarkdown(finding.message)}`,
    );
    const href = pageOf(finding.ruleId);
    // Without shipped pages, the way to read one offline (an id is `[a-z-]+/[a-z0-9-]+`).
    if (href) lines.push('', `[The rule's page](${encodeURI(href)})`);
    else if (rule) lines.push('', `Its page: \`handoff-gate explain ${rule.id}\``);
    return lines.join('\n');
  });
  return {
    contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') },
    range: rangeOf(under[0]!, document),
  };
}

function contains(range: ReturnType<typeof rangeOf>, position: Position): boolean {
  if (position.line !== range.start.line) return false;
  return position.character >= range.start.character && position.character <= range.end.character;
}
