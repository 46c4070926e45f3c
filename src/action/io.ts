import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { EOL } from 'node:os';
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

/*
 * The workflow commands, written as @actions/core writes them. Not imported from it: the toolkit
 * pulls in its HTTP client (undici) for OIDC, which every run would then load and compile.
 */

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function command(name: string, message: string): void {
  process.stdout.write(`::${name}::${escapeData(message)}${EOL}`);
}

export function actionsLogger(): Logger {
  return {
    debug: (m) => command('debug', m),
    info: (m) => void process.stdout.write(`${m}${EOL}`),
    notice: (m) => command('notice', m),
    warning: (m) => command('warning', m),
    error: (m) => command('error', m),
  };
}

/** `name<<delimiter` records in GITHUB_OUTPUT, with a random delimiter the value cannot close early. */
function setOutput(outputFile: string | undefined, name: string, value: string): void {
  // Outside a runner (a local try) there is nowhere to put them.
  if (!outputFile) return;
  if (!existsSync(outputFile)) throw new Error(`Missing file at path: ${outputFile}`);
  // Web Crypto's global, loaded on first use: node:crypto imported here would load on every run.
  const delimiter = `ghadelimiter_${globalThis.crypto.randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`Unexpected input: the output ${name} contains the delimiter ${delimiter}`);
  appendFileSync(outputFile, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export function actionsIO(stepSummary: string | undefined, outputFile: string | undefined): ActionIO {
  const logger = actionsLogger();
  return {
    logger,
    annotate: (commands) => process.stdout.write(commands),
    summary(markdown) {
      // A missing file is a local run.
      if (stepSummary) writeFileSync(stepSummary, `${markdown}\n`, { flag: 'a' });
    },
    setOutput: (name, value) => setOutput(outputFile, name, String(value)),
    setFailed(message) {
      process.exitCode = 1;
      logger.error(message);
    },
    writeFile: (path, text) => writeFileSync(path, text),
  };
}
