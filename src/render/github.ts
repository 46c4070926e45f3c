import { redactSecrets } from '../secrets.js';
import type { Finding, Severity } from '../core/finding.js';
import type { GateItem, Report } from '../core/report.js';
import { showInvisible, truncate } from './escape.js';
import { findingsOf } from './summary.js';
import { pushAll } from '../core/bulk.js';

export interface GithubOptions {
  /** Annotate P0/P1 gate items at the line that declares them (default true). */
  gateItems?: boolean;
}

type Level = 'error' | 'warning' | 'notice';

/**
 * The toolkit's escaping of a command's message (actions/toolkit packages/core/src/command.ts,
 * undone by the runner's ActionCommand.cs): `%` first, then `\r` and `\n`, so nothing in it can
 * end the command's line or start another. For the CLI's `--format github`; the action issues
 * its annotations through the toolkit itself, which escapes the same way.
 */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value additionally cannot contain the `:` and `,` that delimit properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export interface Annotation {
  level: Level;
  file: string;
  line: number;
  col?: number;
  title: string;
  message: string;
}

/** GitHub drops very long annotation messages; keep ours well inside. */
const MAX_MESSAGE = 4_000;

/** The runner's v1 command prefix: no escaping hides it, so it is broken with a space (`## [`). */
const breakV1 = (text: string) => text.replace(/##\[/g, '## [');

export function annotationCommand(a: Annotation): string {
  // The path stays as it is (the annotation must name the file), unless it holds `##[`, which no
  // property escaping can hide: then the message names the file. Title and message are text to
  // read, with bidi and invisible characters shown.
  const named = !a.file.includes('##[');
  const props = named ? [`file=${escapeProperty(a.file)}`, `line=${Math.max(1, a.line)}`] : [];
  if (named && a.col !== undefined) props.push(`col=${Math.max(1, a.col)}`);
  props.push(`title=${escapeProperty(breakV1(showInvisible(a.title)))}`);
  const message = `${named ? '' : `${a.file}:${a.line}: `}${truncate(a.message, MAX_MESSAGE)}`;
  return `::${a.level} ${props.join(',')}::${escapeData(breakV1(showInvisible(message)))}`;
}

const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', notice: 'notice' };

function findingAnnotation(f: Finding): Annotation {
  return { level: LEVEL[f.severity], file: f.path, line: f.line, col: f.column, title: f.ruleId, message: f.message };
}

function gateAnnotation(item: GateItem, level: Level): Annotation {
  const title = [item.priority, item.id, item.category ? `(${item.category})` : undefined].filter(Boolean).join(' ');
  const parts = [item.description];
  if (item.location) parts.push(`at ${item.location}`);
  if (item.fix) parts.push(`fix: ${item.fix}`);
  return { level, file: item.source.path, line: item.source.line, title, message: parts.join('\n') };
}

/**
 * Annotations in the order GitHub can show them (10 per level per step): the gating P0/P1 items
 * and the errors first, then warnings, then notices. A P1 is an error only when P1s gate.
 */
export function annotations(report: Report, options?: GithubOptions): Annotation[];
/** Findings alone (the config's, on a run that checks no file): no gate items to annotate. */
export function annotations(report: Pick<Report, 'findings'>, options: GithubOptions & { gateItems: false }): Annotation[];
export function annotations(report: Report | Pick<Report, 'findings'>, options: GithubOptions = {}): Annotation[] {
  const errors: Annotation[] = [];
  const warnings: Annotation[] = [];
  if ((options.gateItems ?? true) && 'gate' in report) {
    const p1Level: Level = report.gate.result === 'pass' ? 'warning' : 'error';
    for (const item of report.gate.items) {
      if (item.priority === 'P0') errors.push(gateAnnotation(item, 'error'));
    }
    for (const item of report.gate.items) {
      if (item.priority === 'P1') (p1Level === 'error' ? errors : warnings).push(gateAnnotation(item, p1Level));
    }
  }
  pushAll(errors, findingsOf(report.findings, 'error').map(findingAnnotation));
  pushAll(warnings, findingsOf(report.findings, 'warning').map(findingAnnotation));
  const notices = findingsOf(report.findings, 'notice').map(findingAnnotation);
  return [...errors, ...warnings, ...notices];
}

/** Workflow commands, one a line (empty when there is nothing to annotate). */
export function renderGithub(report: Report, options: GithubOptions = {}): string {
  const lines = annotations(report, options).map((a) => annotationCommand({ ...a, message: redactSecrets(a.message), title: redactSecrets(a.title) }));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
