import { itemAsWritten, type InboxItem } from '../report/report.js';
import { jsonRule } from '../render/json.js';
import type { CatalogueRule } from '../rules/rule.js';
import { maxOf } from '../engine/bulk.js';

const dim = (color: boolean, text: string) => (color ? `\u001b[2m${text}\u001b[22m` : text);
const bold = (color: boolean, text: string) => (color ? `\u001b[1m${text}\u001b[22m` : text);
// A run of white space holding a line break becomes one space. `/\s*\n\s*/g` says the same but
// scans a long run of blanks again from each of its characters.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));

export function renderInbox(items: readonly InboxItem[], format: 'text' | 'json' | 'markdown', color: boolean): string {
  if (format === 'json') return `${JSON.stringify({ version: 1, inbox: items.map(itemAsWritten) }, null, 2)}\n`;
  if (format === 'markdown') {
    if (items.length === 0) return 'Nothing is waiting for a human.\n';
    const rows = items.map(
      (i) =>
        `| ${i.reason} | ${cell(i.title)} | \`${cell(i.path)}:${i.line}\` | ${i.actions.map((a) => `\`${cell(a)}\``).join(' ')} |`,
    );
    return `| reason | item | file | commands |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
  }
  if (items.length === 0) return 'Nothing is waiting for a human.\n';
  const lines = items.map((i) => {
    const actions = i.actions.length ? `  ${dim(color, i.actions.join('  '))}` : '';
    return `${bold(color, i.reason.padEnd(13))} ${i.title}\n${' '.repeat(14)}${dim(color, `${i.path}:${i.line}  ${i.key}`)}${actions}`;
  });
  return `${lines.join('\n')}\n\n${items.length} item${items.length === 1 ? '' : 's'} waiting for a human.\n`;
}

/**
 * The rule catalogue as a listing. JSON gives each rule as the JSON report's `rules` do (with its
 * spec and section), so a program reads one shape; the text ends a rule's line with its section;
 * the Markdown is the README's rule table (`npm run readme`), three columns a reader scans.
 */
export function renderRules(rules: readonly CatalogueRule[], format: 'text' | 'json' | 'markdown'): string {
  if (format === 'json') return `${JSON.stringify(rules.map(jsonRule), null, 2)}\n`;
  if (format === 'markdown') {
    const rows = rules.map((r) => `| \`${r.id}\` | ${r.severity} | ${cell(r.summary)} |`);
    return `| rule | default | what it catches |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
  }
  const width = maxOf(rules.map((r) => r.id.length));
  const line = (r: CatalogueRule) =>
    `${r.id.padEnd(width)}  ${r.severity.padEnd(7)}  ${r.summary}${r.spec === undefined ? '' : `  ${r.spec}`}`;
  return `${rules.map(line).join('\n')}\n`;
}
