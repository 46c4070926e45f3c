import { itemAsWritten, type InboxItem, type Report } from '../report/report.js';
import { wrapText } from '../render/width.js';
import { jsonRule, jsonSkipped } from '../render/json.js';
import { escapeTerminal, codeSpan } from '../render/escape.js';
import { allSkips, skipMessage, type SkippedGroup } from '../render/skipped.js';
import type { CatalogueRule } from '../core/define-rule.js';
import { ruleSource } from '../catalogue/sources.js';
import { maxOf } from '../util/bulk.js';

const dim = (color: boolean, text: string) => (color ? `\u001b[2m${text}\u001b[22m` : text);
const bold = (color: boolean, text: string) => (color ? `\u001b[1m${text}\u001b[22m` : text);
// A run of white space holding a line break becomes one space. `/\s*\n\s*/g` says the same but
// scans a long run of blanks again from each of its characters.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));

/**
 * The inbox as a listing, then what was not checked, as `check` says it: an item of a file left
 * out (a git-ignored `.work/` with a blocked agent) must not vanish without a word. JSON gives it
 * under `skipped`, as `check --format json` does.
 */
export function renderInbox(
  report: Pick<Report, 'inbox' | 'findings'>,
  skipped: readonly SkippedGroup[],
  format: 'text' | 'json' | 'markdown',
  color: boolean,
  /** The terminal's width, when stdout is one: each item wrapped within it; else one line an item. */
  width?: number,
): string {
  const items = report.inbox;
  if (format === 'json')
    return `${JSON.stringify({ version: 1, inbox: items.map(itemAsWritten), skipped: jsonSkipped(report, skipped) }, null, 2)}\n`;
  const groups = allSkips(report, skipped);
  if (format === 'markdown') {
    const notes = groups.map((group) => `- ⚠️ ${skipMessage(group, codeSpan)}\n`).join('');
    if (items.length === 0) return `Nothing is waiting for a human.\n${notes && `\n${notes}`}`;
    const rows = items.map(
      (i) =>
        `| ${i.reason} | ${cell(i.title)} | \`${cell(i.path)}:${i.line}\` | ${i.actions.map((a) => `\`${cell(a)}\``).join(' ')} |`,
    );
    return `| reason | item | file | commands |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n${notes && `\n${notes}`}`;
  }
  const notes = groups.map((group) => `${escapeTerminal(skipMessage(group, (text) => text))}\n`).join('');
  if (items.length === 0) return `Nothing is waiting for a human.\n${notes}`;
  const lines =
    width === undefined ? items.map((i) => pipedItem(i, color)) : items.flatMap((i) => terminalItem(i, width, color));
  return `${lines.join('\n')}\n\n${items.length} item${items.length === 1 ? '' : 's'} waiting for a human.\n${notes}`;
}

/**
 * The questions still open, each with its number and the command that answers it, so that a
 * person answers `/answer <n> <text>` from what the listing shows, without opening the file.
 */
function openQuestions(i: InboxItem): string[] {
  return (i.questions ?? [])
    .filter((q) => q.answer === null)
    .map(
      (q) =>
        `Question ${q.number}: ${escapeTerminal(q.question ?? '(no question written)')} — /answer ${q.number} <text>`,
    );
}

/**
 * An item for a program: one line, `path:line: reason key title`, then its commands; nothing
 * padded. Its open questions follow on lines of their own, indented, so the first line stays as it was.
 */
function pipedItem(i: InboxItem, color: boolean): string {
  const actions = i.actions.length ? `  ${dim(color, i.actions.map(escapeTerminal).join('  '))}` : '';
  const questions = openQuestions(i).map((q) => `\n  ${q}`);
  return `${escapeTerminal(i.path)}:${i.line}: ${bold(color, i.reason)} ${escapeTerminal(i.key)} ${escapeTerminal(i.title)}${actions}${questions.join('')}`;
}

/**
 * An item for a person at a terminal: its reason and title, then where it is and its key, then the
 * commands that answer it, each wrapped within the width (wide characters two columns).
 */
function terminalItem(i: InboxItem, width: number, color: boolean): string[] {
  const wrapped = (text: string, indent: number, paint: (t: string) => string) =>
    wrapText(text, width - indent).map((line) => `${' '.repeat(indent)}${paint(line)}`);
  const lines = wrapText(`${i.reason}  ${escapeTerminal(i.title)}`, width - 4, width).map((line, n) =>
    n === 0 ? `${bold(color, i.reason)}${line.slice(i.reason.length)}` : `    ${line}`,
  );
  lines.push(...wrapped(`${escapeTerminal(i.path)}:${i.line}  ${escapeTerminal(i.key)}`, 4, (t) => dim(color, t)));
  for (const question of openQuestions(i)) lines.push(...wrapped(question, 4, (t) => t));
  if (i.actions.length) lines.push(...wrapped(i.actions.map(escapeTerminal).join('  '), 4, (t) => dim(color, t)));
  return lines;
}

/**
 * The rule catalogue as a listing. JSON gives each rule as the JSON report's `rules` do (with its
 * spec and section), so a program reads one shape, and adds the module that defines it (`source`,
 * a repository path, for a reader going from a rule to its code); the text ends a rule's line with its section;
 * the Markdown is a table of three columns a reader scans (docs/rules/README.md is one, linked to the rule pages).
 */
export function renderRules(
  rules: readonly CatalogueRule[],
  format: 'text' | 'json' | 'markdown',
  ruleDocs?: (ruleId: string) => string | undefined,
): string {
  if (format === 'json')
    return `${JSON.stringify(
      rules.map((rule) => ({ ...jsonRule(rule, ruleDocs), source: ruleSource(rule.id) ?? null })),
      null,
      2,
    )}\n`;
  if (format === 'markdown') {
    const rows = rules.map((r) => `| \`${r.id}\` | ${r.severity} | ${cell(r.summary)} |`);
    return `| rule | default | what it catches |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
  }
  const width = maxOf(rules.map((r) => r.id.length));
  const line = (r: CatalogueRule) =>
    `${r.id.padEnd(width)}  ${r.severity.padEnd(7)}  ${r.summary}${r.spec === undefined ? '' : `  ${r.spec}`}`;
  return `${rules.map(line).join('\n')}\n`;
}
