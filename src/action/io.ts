import { writeFileSync } from 'node:fs';
import * as core from '@actions/core';
import type { Logger } from '../logging.js';

/** Everything the action writes to the runner, behind one interface so the flow reads plainly. */
export interface ActionIO {
  logger: Logger;
  /** Workflow-command annotations, already formatted (`::error file=…::…`). */
  annotate(commands: string): void;
  summary(markdown: string): void;
  setOutput(name: string, value: string | number): void;
  setFailed(message: string): void;
  writeFile(path: string, text: string): void;
}

export function actionsLogger(): Logger {
  return {
    debug: (m) => core.debug(m),
    info: (m) => core.info(m),
    notice: (m) => core.notice(m),
    warning: (m) => core.warning(m),
    error: (m) => core.error(m),
  };
}

export function actionsIO(stepSummary: string | undefined): ActionIO {
  return {
    logger: actionsLogger(),
    annotate: (commands) => process.stdout.write(commands),
    summary(markdown) {
      // Written directly: the toolkit's summary buffer adds nothing here, and a missing file is a local run.
      if (stepSummary) writeFileSync(stepSummary, `${markdown}\n`, { flag: 'a' });
    },
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    writeFile: (path, text) => writeFileSync(path, text),
  };
}
