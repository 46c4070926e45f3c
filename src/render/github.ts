import { redactSecrets } from '../secrets.js';
import type { Finding, Severity } from '../report/finding.js';
import type { GateItem, Report } from '../report/report.js';
import { fitsFileProperty, inert, NOT_PLACED, truncate } from './escape.js';
import { findingsOf } from './summary.js';
import { pushAll } from '../util/bulk.js';
import type { OutcomeOptions } from './outcome.js';
import { gateItemLevel, gateItemMessage, gateItemTitle } from './gate-item.js';
import { allSkips, skipMessage, type SkippedGroup } from './skipped.js';
import { summaryLine } from './text.js';

/** `failOn` and `configErrors`: the closing notice says whether the run fails, as its exit status does. */
export interface GithubOptions extends OutcomeOptions {
  /** Annotate P0/P1 gate items at the line that declares them (default true). */
  gateItems?: boolean;
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
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
  /** A finding's rule (its title too): the check run links its page. */
  ruleId?: string;
}

/** GitHub drops very long annotation messages; keep ours well inside. */
const MAX_MESSAGE = 4_000;

/** The runner's v1 command prefix: no escaping hides it, so it is broken with a space (`## [`). */
const breakV1 = (text: string) => text.replace(/##\[/g, '## [');

export function annotationCommand(a: Annotation): string {
  // The path stays as it is (the annotation must name the file), unless the property cannot carry
  // it (`##[`, an unseen character): then the message names the file, made inert, and says so.
  // Title and message are text to read, every unseen character shown.
  const named = fitsFileProperty(a.file);
  const props = named ? [`file=${escapeProperty(a.file)}`, `line=${Math.max(1, a.line)}`] : [];
  if (named && a.col !== undefined) props.push(`col=${Math.max(1, a.col)}`);
  props.push(`title=${escapeProperty(breakV1(inert(a.title)))}`);
  const message = named
    ? truncate(a.message, MAX_MESSAGE)
    : `${a.file}:${a.line}: ${truncate(a.message, MAX_MESSAGE)} ${NOT_PLACED}`;
  return `::${a.level} ${props.join(',')}::${escapeData(breakV1(inert(message)))}`;
}

const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', notice: 'notice' };

function findingAnnotation(f: Finding): Annotation {
  return {
    level: LEVEL[f.severity],
    file: f.path,
    line: f.line,
    col: f.column,
    title: f.ruleId,
    message: f.message,
    ruleId: f.ruleId,
  };
}

function gateAnnotation(item: GateItem, level: Level): Annotation {
  return {
    level,
    file: item.source.path,
    line: item.source.line,
    title: gateItemTitle(item),
    message: gateItemMessage(item),
  };
}

/**
 * Annotations in the order GitHub can show them (10 per level per step): the gating P0/P1 items
 * and the errors first, then warnings, then notices. A P1 is an error only when P1s gate.
 */
export function annotations(report: Report, options?: GithubOptions): Annotation[];
/** Findings alone (the config's, on a run that checks no file): no gate items to annotate. */
export function annotations(
  report: Pick<Report, 'findings'>,
  options: GithubOptions & { gateItems: false },
): Annotation[];
export function annotations(report: Report | Pick<Report, 'findings'>, options: GithubOptions = {}): Annotation[] {
  const errors: Annotation[] = [];
  const warnings: Annotation[] = [];
  if ((options.gateItems ?? true) && 'gate' in report) {
    for (const item of report.gate.items) {
      if (item.priority === 'P0') errors.push(gateAnnotation(item, 'error'));
    }
    for (const item of report.gate.items) {
      if (item.priority !== 'P1') continue;
      const level = gateItemLevel(item, report.gate);
      (level === 'error' ? errors : warnings).push(gateAnnotation(item, level));
    }
  }
  pushAll(errors, findingsOf(report.findings, 'error').map(findingAnnotation));
  pushAll(warnings, findingsOf(report.findings, 'warning').map(findingAnnotation));
  const notices = findingsOf(report.findings, 'notice').map(findingAnnotation);
  return [...errors, ...warnings, ...notices];
}

/**
 * A notice on no file (`::notice title=…::message`), made safe as an annotation is: the message
 * may quote paths the run did not check.
 */
function noticeCommand(title: string, message: string): string {
  return `::notice title=${escapeProperty(breakV1(inert(title)))}::${escapeData(breakV1(inert(truncate(message, MAX_MESSAGE))))}`;
}

/**
 * The run's verdict, as the text report's total line words it, and each reason files were not
 * checked: a log of annotations alone would not say whether the run failed, or what it left out.
 */
function verdictNotice(report: Report, options: GithubOptions = {}): string {
  const lines = [
    summaryLine(report, {
      ...(options.failOn && { failOn: options.failOn }),
      ...(options.configErrors && { configErrors: options.configErrors }),
      ...(options.skipped && { skipped: options.skipped }),
    }),
  ];
  for (const group of allSkips(report, options.skipped)) lines.push(skipMessage(group, (text) => text));
  return noticeCommand('handoff-gate', redactSecrets(lines.join('\n')));
}

/** Workflow commands, one a line: the annotations, then the closing notice with the verdict. */
export function renderGithub(report: Report, options: GithubOptions = {}): string {
  const lines = annotations(report, options).map((a) =>
    annotationCommand({ ...a, message: redactSecrets(a.message), title: redactSecrets(a.title) }),
  );
  lines.push(verdictNotice(report, options));
  return `${lines.join('\n')}\n`;
}
