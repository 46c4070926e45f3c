/**
 * The action in this process: `runWith` (everything the bundle's entry does but install the
 * stdout guard) over `actionsIO` with a recording of the runner protocol in place of
 * `@actions/core`. The recording writes each command as the toolkit does (`::warning
 * title=…,file=…,line=…::message`, data and properties escaped the same way), so a test reads the
 * same run in process and from the bundle; the smoke set and `npm run test:full` prove the bundle.
 */
import type * as Core from '@actions/core';
import { actionsIO } from '../../src/action/io.js';
import { oneLogLine } from '../../src/action/log-text.js';
import { runWith } from '../../src/action/runner.js';
import { UNPACED } from './pacing.js';
import { simClock } from '../sim/state.js';

export interface InProcessRun {
  status: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
}

/** The toolkit's `toCommandValue`: strings as they are, anything else as JSON. */
const commandValue = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const escapeData = (text: unknown) =>
  commandValue(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: unknown) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The toolkit's annotation properties as command properties, in its order. */
function commandProperties(p: Core.AnnotationProperties = {}): Record<string, unknown> {
  return {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
  };
}

function command(name: string, properties: Record<string, unknown>, message: unknown): string {
  const set = Object.entries(properties).filter(([, value]) => value);
  const props = set.length ? ` ${set.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}` : '';
  return `::${name}${props}::${escapeData(message)}\n`;
}

export async function runInProcess(
  env: Record<string, string>,
  options: { githubPacing: boolean },
): Promise<InProcessRun> {
  let stdout = '';
  let failed = false;
  const outputs: Record<string, string> = {};
  const issue = (name: string, message: unknown, properties?: Core.AnnotationProperties) =>
    void (stdout += command(name, commandProperties(properties), message));
  const core = {
    debug: (message: string) => void (stdout += command('debug', {}, message)),
    info: (message: string) => void (stdout += `${message}\n`),
    notice: (message: string, properties?: Core.AnnotationProperties) => issue('notice', message, properties),
    warning: (message: string, properties?: Core.AnnotationProperties) => issue('warning', message, properties),
    error: (message: string, properties?: Core.AnnotationProperties) => issue('error', message, properties),
    setOutput: (name: string, value: unknown) => void (outputs[name] = commandValue(value)),
    setFailed: (message: string) => {
      failed = true;
      issue('error', message);
    },
  } as unknown as typeof Core;
  const io = actionsIO(
    core,
    { own: (write) => write() },
    { stepSummary: env.GITHUB_STEP_SUMMARY || undefined, outputs: Boolean(env.GITHUB_OUTPUT) },
  );
  await runWith(env, {
    io: async () => io,
    notice: (message) => void (stdout += command('notice', {}, oneLogLine(message))),
    ...(!options.githubPacing && { pacing: UNPACED }),
    // "Now" is the simulator's: a test that moves its clock moves the action's too.
    clock: simClock,
  });
  return { status: failed ? 1 : 0, stdout, stderr: '', outputs };
}
