import { UsageError } from '../errors.js';
import { escapeTerminal } from '../render/escape.js';
import type { RuleExplanation } from '../lib/public.js';

/**
 * The rule an id names, as the library explains it (one explanation for the CLI and MCP), or a
 * usage error that names the closest id. The library is loaded only by the commands that show a
 * rule: it holds every rule's cases.
 */
export async function ruleNamed(id: string): Promise<RuleExplanation> {
  const { closestRuleId, explainRule } = await import('../lib/index.js');
  const rule = explainRule(id);
  if (rule) return rule;
  const near = closestRuleId(id);
  throw new UsageError(
    `No rule has the id \`${id}\`.${near ? ` Did you mean \`${near}\`?` : ''} \`handoff-gate rules\` lists every rule.`,
  );
}

const indent = (text: string) =>
  (text.endsWith('\n') ? text.slice(0, -1) : text)
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');

/**
 * A rule's page as text for a terminal: what it catches and why it matters, the spec and section it comes from, a
 * file it passes and one it reports (with what it reports there, and any other file or base
 * revision the example needs), whether a comment may suppress it, its module and its page.
 * Everything quoted is shown inert.
 */
export function explainText(rule: RuleExplanation): string {
  const parts: string[] = [`${rule.id} (${rule.severity})`, rule.summary, `Why it matters: ${rule.rationale}`];
  const source = [rule.spec, rule.section].filter((part) => part !== null).join(', ');
  if (source) parts.push(`From ${source}.`);
  const { passing, failing } = rule.examples;
  if (rule.withoutExample !== undefined) parts.push(`No example: ${rule.withoutExample}.`);
  const beside = (files: Record<string, string> | undefined) =>
    Object.entries(files ?? {}).map(([path, text]) => `With ${path} beside it:\n${indent(text)}`);
  const base = (text: string | undefined) =>
    text === undefined ? [] : [`Compared with this text at the base revision:\n${indent(text)}`];
  if (passing)
    parts.push(
      [
        `A file it passes, ${passing.path}${passing.from ? ` (an example of ${passing.from})` : ''}:`,
        ...base(passing.base),
        ...beside(passing.beside),
        `${passing.base === undefined && !passing.beside ? '' : 'The file:\n'}${indent(passing.text)}`,
      ].join('\n'),
    );
  if (failing) {
    const found = failing.findings.map((f) => `  ${failing.path}:${f.line}:${f.column} ${f.message}`);
    parts.push(
      [
        `A file it reports, ${failing.path}${failing.from ? ` (an example of ${failing.from})` : ''}:`,
        ...base(failing.base),
        ...beside(failing.beside),
        `${failing.base === undefined && !failing.beside ? '' : 'The file:\n'}${indent(failing.text)}`,
        'It reports:',
        ...found,
        ...(failing.fixed === undefined ? [] : [`Its safe fix (check --fix) makes it:\n${indent(failing.fixed)}`]),
      ].join('\n'),
    );
  }
  if (!passing && !failing) parts.push('No example stands alone for this rule: its page and its module say more.');
  const { suppressible } = rule;
  parts.push(
    suppressible.inline
      ? `A \`handoff-gate-disable-next-line ${rule.id} -- <reason>\` comment may suppress a finding of it${suppressible.inlineExcept ? `, except ${suppressible.inlineExcept.where}: ${suppressible.inlineExcept.why}` : ''}.`
      : `No comment may suppress it: ${suppressible.why ?? 'it guards the gate'}.${suppressible.baseline ? ' The suppressions file may.' : ''}`,
  );
  if (rule.source !== null) parts.push(`Its module: ${rule.source}`);
  parts.push(`Its page: ${rule.docs ?? 'not shipped with this copy; this text is what it says'}`);
  // Line by line: each line shown inert, the page's own line breaks kept.
  return `${parts.map((part) => part.split('\n').map(escapeTerminal).join('\n')).join('\n\n')}\n`;
}
