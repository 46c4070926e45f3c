import { appendFileSync, writeFileSync } from 'node:fs';
import type * as Core from '@actions/core';
import type { Logger } from '../logging.js';
import { redactBody, redactSecrets } from '../secrets.js';
import { fitsFileProperty, NOT_PLACED, truncate } from '../render/escape.js';
import type { Annotation } from '../render/github.js';
import { oneLogLine, safeLines } from './log-text.js';
import type { OutputGuard } from './output-guard.js';

/** Everything the action writes to the runner, behind one interface so the flow reads plainly. */
export interface ActionIO {
  logger: Logger;
  /** File annotations, in the order given (see `annotations` in render/github.ts). */
  annotate(annotations: readonly Annotation[]): void;
  summary(markdown: string): void;
  setOutput(name: string, value: string | number): void;
  setFailed(message: string): void;
  writeFile(path: string, text: string): void;
}

/** GitHub drops very long annotation messages; keep ours well inside. */
const MAX_ANNOTATION = 4_000;

/**
 * The runner protocol through `@actions/core` (loaded by the runs that need it: it brings its
 * HTTP client, which an ignored event should not load). Every message is made safe first: one line
 * (`⏎` for a line break inside outside text), no `::` that starts a line, no `##[`, invisible
 * characters shown. The toolkit then escapes each command's data and properties itself. Commands
 * are issued inside `guard.own`, the one way past the guard on stdout.
 */
function actionsLogger(core: typeof Core, guard: OutputGuard): Logger {
  return {
    // A debug message may be a stack trace: its lines are kept, each made safe.
    debug: (m) => guard.own(() => core.debug(safeLines(m))),
    // Plain text, not a command: it goes through the stdout guard as well.
    info: (m) => core.info(oneLogLine(m)),
    notice: (m) => guard.own(() => core.notice(oneLogLine(m))),
    warning: (m) => guard.own(() => core.warning(oneLogLine(m))),
  };
}

/** Where the runner takes the step's summary and outputs (`GITHUB_STEP_SUMMARY`, `GITHUB_OUTPUT`). */
export interface RunnerFiles {
  stepSummary: string | undefined;
  /** Whether `GITHUB_OUTPUT` is set: the toolkit writes the outputs there. */
  outputs: boolean;
}

export function actionsIO(core: typeof Core, guard: OutputGuard, { stepSummary, outputs }: RunnerFiles): ActionIO {
  const logger = actionsLogger(core, guard);
  return {
    logger,
    annotate(annotations) {
      guard.own(() => {
        for (const a of annotations) {
          // Messages keep their line breaks: the toolkit escapes them (`%0A`) inside the command.
          const message = safeLines(truncate(a.message, MAX_ANNOTATION));
          // A `file` property is the path as it is, or the annotation lands on no file: a path it
          // cannot carry is named in the message instead, made safe, and the message says so.
          if (!fitsFileProperty(a.file)) {
            core[a.level](`${oneLogLine(a.file)}:${a.line}: ${message} ${NOT_PLACED}`, { title: oneLogLine(a.title) });
            continue;
          }
          const properties: Core.AnnotationProperties = {
            title: oneLogLine(a.title),
            file: a.file,
            startLine: Math.max(1, a.line),
          };
          if (a.col !== undefined) properties.startColumn = Math.max(1, a.col);
          core[a.level](message, properties);
        }
      });
    },
    summary(markdown) {
      // Appended as the toolkit's `summary.write()` does, but synchronously: the flow does not wait
      // for it, and a missing file is a local run.
      if (stepSummary) appendFileSync(stepSummary, `${redactSecrets(markdown)}\n`, { encoding: 'utf8' });
    },
    setOutput(name, value) {
      // Outside a runner (a local try) there is nowhere to put them: the toolkit would fall back to
      // the retired `::set-output` command instead.
      if (!outputs) return;
      core.setOutput(name, String(value));
    },
    setFailed: (message) => guard.own(() => core.setFailed(oneLogLine(message))),
    // The JSON report and the comment's Markdown are uploaded as artifacts and posted by other workflows.
    writeFile: (path, text) => writeFileSync(path, redactBody(text)),
  };
}

/**
 * The one notice an ignored event prints, without loading `@actions/core` (and its HTTP client):
 * written as the toolkit writes a command (`::notice::data`, data escaped as in its command.ts).
 */
export function startupNotice(guard: OutputGuard, message: string): void {
  const data = oneLogLine(message).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  guard.own(() => process.stdout.write(`::notice::${data}\n`));
}
