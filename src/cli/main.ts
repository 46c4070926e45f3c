import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { ruleCatalogue } from '../rules/catalogue.js';
import { releaseDocsSite, ruleDocs } from '../rules/rule-docs.js';
import { didYouMean } from '../rules/did-you-mean.js';
import { DEFAULT_FAIL_ON_TEXT, failureReasons, parseFailOn } from '../report/fail-on.js';
import { UsageError } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import { jsonSchemaFor, SCHEMA_NAMES } from '../json-schemas.js';
import { renderChunks, type OutputFormat } from '../render/index.js';
import { escapeTerminal, inert } from '../render/escape.js';
import { plural } from '../render/plural.js';
import { renderInbox, renderRules } from './listings.js';
import { rootNotes } from './root-notes.js';
import { runCheckInParallel, type ParallelOptions } from './run-check.js';
import { checkAndFix } from './fix.js';
import { cacheFilePath, cacheSetAside, openResultCache, type ResultCacheFile } from './result-cache.js';
import { fixSummary } from '../render/fix-changes.js';
import { parseArguments } from './arguments.js';
import { configErrorLine, configFindingsText } from './config-findings.js';
import { USAGE, usageErrorText } from './usage.js';
import { useColor } from './color.js';
import { readStdin, stdinFile } from './stdin.js';
import {
  checkSuppressRules,
  withSuppressionsFiles,
  writesSuppressions,
  type SuppressionOptions,
} from './suppressions.js';

export interface CliIO {
  cwd: string;
  /** Print to stdout; a promise when the reader is behind, to wait for before writing more. */
  stdout(text: string): void | Promise<void>;
  stderr(text: string): void;
  /** Whether stdout is a terminal (colours on by default, see `useColor`; the text report laid out for a person). */
  isTTY: boolean;
  /** The terminal's width in columns, when stdout is one (80 when it does not say). */
  columns?: number;
  env: Record<string, string | undefined>;
  /** The bytes piped in, read only by `check --stdin`: a function, so that stdin is opened only then. */
  stdin?: () => AsyncIterable<Uint8Array>;
}

const COMMANDS = ['check', 'inbox', 'schema', 'rules', 'mcp', 'lsp', 'help'] as const;
type Command = (typeof COMMANDS)[number];
const CHECK_FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'] as const;
const LISTING_FORMATS = ['text', 'json', 'markdown'] as const;
/** Each rule's page, at this version's tag (src/rules/rule-docs.ts says why the tag). */
const DOCS = ruleDocs(releaseDocsSite(packageJson.version), ruleCatalogue(FORMATS));

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--format must be one of ${allowed.join(', ')}; got ${value}`);
}

/** The CLI: parse arguments, run one command, return the exit status. The one catch is here. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(usageErrorText(error.message));
      return 2;
    }
    // A stack keeps its lines; what it quotes (a file name, a value) is shown inert.
    io.stderr(
      `handoff-gate: internal error, please report it: ${inert(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    return 2;
  }
}

/** The threads a check uses without `--jobs` on a machine offering `cores`. */
export const defaultJobs = (cores: number): number => (cores > 2 ? cores : 1);

/**
 * `--jobs N`: a whole number, 1 or more. Without it, the threads the machine offers
 * (`os.availableParallelism()`, which respects a CPU quota) when it offers more than two; on two,
 * one: there, two workers and the main thread assembling their parts were measured no faster than
 * one thread (bench/results.md), one thread already keeping a second core busy with V8's collector.
 */
function parseJobs(value: string | undefined): number {
  if (value === undefined) return defaultJobs(availableParallelism());
  if (!/^[0-9]+$/.test(value.trim()) || Number(value) < 1)
    throw new UsageError(`--jobs must be a whole number of 1 or more; got ${value}`);
  return Number(value);
}

/**
 * For tests and benchmarks, not a public option: `HANDOFF_GATE_DEBUG` set prints a line on how
 * each root's check was shared between threads (stderr); `HANDOFF_GATE_PARALLEL_FROM` moves the
 * size from which a root is shared, so that a test of the sharing needs no large corpus.
 */
function parallelOptions(io: CliIO): Pick<ParallelOptions, 'debug' | 'parallelFrom'> {
  const from = Number(io.env.HANDOFF_GATE_PARALLEL_FROM);
  return {
    ...(io.env.HANDOFF_GATE_DEBUG && {
      debug: (line: string) => io.stderr(`handoff-gate debug: ${escapeTerminal(line)}\n`),
    }),
    ...(Number.isInteger(from) && from > 0 && { parallelFrom: from }),
  };
}

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  base: { type: 'string' },
  config: { type: 'string', short: 'c' },
  'fail-on': { type: 'string' },
  root: { type: 'string' },
  out: { type: 'string' },
  jobs: { type: 'string', short: 'j' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  all: { type: 'boolean' },
  suppressions: { type: 'string' },
  'suppress-all': { type: 'boolean' },
  'suppress-rule': { type: 'string', multiple: true },
  'prune-suppressions': { type: 'boolean' },
  'report-unused': { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  // Added by language clients: stdio is the server's one transport; the parent's id is watched by the protocol library.
  stdio: { type: 'boolean' },
  clientProcessId: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

type Values = ReturnType<typeof parseArguments<typeof OPTIONS>>['values'];

/**
 * The commands that read each option; `all` for the ones every command takes. An option given to
 * a command that would ignore it is a usage error that names the commands it belongs to, rather
 * than a run that quietly does something other than asked (`inbox --base main`, `schema --fix`).
 */
const OPTION_COMMANDS: Record<keyof typeof OPTIONS, readonly Command[] | 'all'> = {
  format: ['check', 'inbox', 'rules'],
  base: ['check'],
  config: ['check', 'inbox'],
  'fail-on': ['check'],
  root: ['check', 'inbox', 'mcp', 'lsp'],
  out: ['schema'],
  jobs: ['check', 'inbox'],
  fix: ['check'],
  'fix-dry-run': ['check'],
  stdin: ['check'],
  'stdin-filename': ['check'],
  all: ['check'],
  suppressions: ['check'],
  'suppress-all': ['check'],
  'suppress-rule': ['check'],
  'prune-suppressions': ['check'],
  'report-unused': ['check'],
  cache: ['check'],
  'cache-location': ['check'],
  // How to show the output, as NO_COLOR is: a wrapper may pass it to every command.
  color: 'all',
  'no-color': 'all',
  stdio: ['lsp'],
  clientProcessId: ['lsp'],
  help: 'all',
  version: 'all',
};

/** Refuse an option the command does not read, the first one in the table's order. */
function refuseOptionsOfOtherCommands(values: Values, command: Command): void {
  for (const [name, commands] of Object.entries(OPTION_COMMANDS) as Array<[keyof Values, readonly Command[] | 'all']>) {
    if (values[name] === undefined || commands === 'all' || commands.includes(command)) continue;
    const names = commands.map((c) => `\`${c}\``);
    throw new UsageError(
      `--${name} is an option of ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`,
    );
  }
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals, tokens } = parseArguments(argv, OPTIONS);
  if (values.version) {
    await io.stdout(`${packageJson.version}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (values.help || command === 'help') {
    await io.stdout(USAGE);
    return 0;
  }
  // No command is a usage error: the help goes where errors go, and the exit says so.
  if (command === undefined) {
    io.stderr(USAGE);
    return 2;
  }
  const color = useColor({
    flags: tokens.flatMap((t) =>
      t.kind === 'option' && (t.name === 'color' || t.name === 'no-color') ? [t.name] : [],
    ),
    env: io.env,
    isTTY: io.isTTY,
  });
  if (!isCommand(command)) throw new UsageError(`Unknown command \`${command}\`.${didYouMean(command, COMMANDS)}`);
  refuseOptionsOfOtherCommands(values, command);
  if (values.fix && values['fix-dry-run']) throw new UsageError('Use --fix or --fix-dry-run, not both.');

  switch (command) {
    case 'check':
      return checkCommand(values, paths, io, color);
    case 'inbox': {
      const format = pick(values.format, LISTING_FORMATS, 'text');
      const jobs = parseJobs(values.jobs);
      const { report, configFindings, skipped } = await runCheckInParallel({
        cwd: io.cwd,
        targets: paths,
        config: values.config,
        root: values.root,
        command: 'inbox',
        jobs,
        ...parallelOptions(io),
      });
      io.stderr(configFindingsText(configFindings));
      await io.stdout(renderInbox(report, skipped, format, color, io.isTTY ? (io.columns ?? 80) : undefined));
      const configErrors = configErrorLine(configFindings);
      io.stderr(configErrors);
      return configErrors ? 2 : 0;
    }
    case 'schema':
      return schemaCommand(values, paths, io);
    case 'rules':
      await io.stdout(renderRules(ruleCatalogue(FORMATS), pick(values.format, LISTING_FORMATS, 'text'), DOCS));
      return 0;
    case 'mcp':
      return mcpCommand(values, paths, io);
    case 'lsp':
      return lspCommand(values, paths, io);
  }
}

const isCommand = (name: string): name is Exclude<Command, 'help'> =>
  name !== 'help' && (COMMANDS as readonly string[]).includes(name);

/**
 * `check [PATH...]`: the report (after the fixes, with `--fix` or `--fix-dry-run`), and the exit
 * status. With `--stdin`, of the text on stdin as if written at `--stdin-filename`.
 */
async function checkCommand(values: Values, paths: string[], io: CliIO, color: boolean): Promise<number> {
  const format = pick(values.format, CHECK_FORMATS, 'text');
  const failOn = parseFailOn(values['fail-on'] ?? DEFAULT_FAIL_ON_TEXT, '--fail-on');
  if ('problem' in failOn) throw new UsageError(failOn.problem);
  const jobs = parseJobs(values.jobs);
  const piped = stdinFile(values, paths, io.cwd);
  const suppressions = suppressionOptions(values, piped !== undefined);
  const reportUnused = parseReportUnused(values['report-unused']);
  const resultCache = resultCacheOf(values, io, piped !== undefined);
  const checkOptions = {
    cwd: io.cwd,
    targets: piped ? [piped.target] : paths,
    ...(piped && { overlay: new Map([[piped.full, await readStdin(io.stdin)]]) }),
    base: values.base,
    config: values.config,
    root: values.root,
    jobs,
    ...(reportUnused && { ruleLevels: { 'suppressions/unused': reportUnused } }),
    ...parallelOptions(io),
  };
  const fixing = values.fix || values['fix-dry-run'];
  const fixed = fixing ? await checkAndFix(checkOptions, values['fix-dry-run'] === true) : undefined;
  const checked = fixed?.result ?? (await runCheckInParallel({ ...checkOptions, ...(resultCache && { resultCache }) }));
  const unsaved = resultCache?.save();
  if (unsaved) io.stderr(unsaved);
  if (resultCache && io.env.HANDOFF_GATE_DEBUG) {
    const { recalled, checked } = resultCache.counts();
    io.stderr(`handoff-gate debug: cache: ${recalled} files recalled, ${checked} checked\n`);
  }
  // The suppressions file applies to the files on the disk; a text on stdin is judged in full.
  const suppressed = suppressions ? withSuppressionsFiles(checked, io.cwd, suppressions) : undefined;
  for (const note of suppressed?.notes ?? []) io.stderr(note);
  const { report, configFindings, roots, sources, skipped } = suppressed?.result ?? checked;
  const notes = format === 'text' ? rootNotes(roots, io.cwd) : '';
  if (notes) await io.stdout(notes);
  if (fixed) {
    // What was fixed goes before the report; beside a machine format, to stderr, so the report stays one document.
    const said =
      fixSummary(fixed.changes, fixed.heldBack, values['fix-dry-run'] === true) +
      fixed.diffs.join('') +
      (fixed.diffs.length ? '\n' : '');
    if (format === 'text') await io.stdout(said);
    else io.stderr(said);
    for (const { path, why } of fixed.unwritten)
      io.stderr(`handoff-gate: could not write ${escapeTerminal(path)} (${escapeTerminal(why)}); it is as it was.\n`);
  }
  const renderOptions = {
    color,
    ...(io.isTTY && { width: io.columns ?? 80 }),
    rules: ruleCatalogue(FORMATS),
    // Each rule id of the JSON, SARIF and Markdown reports links to its page.
    ruleDocs: DOCS,
    helpUri: DOCS,
    version: packageJson.version,
    roots,
    sources,
    failOn: failOn.levels,
    // The config's errors end the run with exit 2 whatever --fail-on says: the headline says so.
    configErrors: configFindings.filter((f) => f.severity === 'error').length,
    skipped,
    fixHint: fixing ? false : piped ? ('dry-run' as const) : true,
    ...markdownOptions(values.all === true),
  };
  for (const chunk of renderChunks(report, format as OutputFormat, renderOptions)) await io.stdout(chunk);
  // The text report lists the config's findings with the rest; a machine format is for a program.
  if (format !== 'text') io.stderr(configFindingsText(configFindings));
  const configErrors = configErrorLine(configFindings);
  if (configErrors) {
    io.stderr(configErrors);
    return 2;
  }
  return failureReasons(report, failOn.levels).length > 0 ? 1 : 0;
}

/**
 * `--cache` and `--cache-location`: the result cache of a check of the disk's files, opened (its
 * notice, when the file there was not used, said once), or undefined without `--cache` or where
 * it is set aside (see `cacheSetAside`).
 */
function resultCacheOf(values: Values, io: CliIO, piped: boolean): ResultCacheFile | undefined {
  if (values['cache-location'] !== undefined && !values.cache)
    throw new UsageError('--cache-location says where --cache keeps its file; add --cache, or leave it out.');
  if (!values.cache) return undefined;
  if (piped || values.fix || values['fix-dry-run'])
    throw new UsageError(
      '--cache is for a check of the files on the disk; leave it out with --stdin, --fix and --fix-dry-run.',
    );
  const setAside = cacheSetAside(io.env);
  if (setAside) {
    io.stderr(setAside);
    return undefined;
  }
  const cache = openResultCache(cacheFilePath(io.cwd, values['cache-location']));
  if (cache.notice) io.stderr(cache.notice);
  return cache;
}

/**
 * What `check` does with the suppressions file (see cli/suppressions.ts), or undefined for a text on
 * stdin, which is judged in full: writing the file from a text not on the disk, or from fixes not
 * written (`--fix-dry-run`), would record findings the files do not have.
 */
function suppressionOptions(values: Values, piped: boolean): SuppressionOptions | undefined {
  const options: SuppressionOptions = {
    ...(values.suppressions !== undefined && { file: values.suppressions }),
    ...(values['suppress-all'] && { suppressAll: true }),
    ...(values['suppress-rule'] && { suppressRules: values['suppress-rule'] }),
    ...(values['prune-suppressions'] && { prune: true }),
  };
  const writes = writesSuppressions(options);
  if (piped && (writes || options.file !== undefined))
    throw new UsageError(
      'The suppressions file applies to files on the disk; a text on stdin is judged in full. Leave out --suppressions, --suppress-all, --suppress-rule and --prune-suppressions with --stdin.',
    );
  if (writes && values['fix-dry-run'])
    throw new UsageError('--fix-dry-run writes nothing: run --fix, or no fix, to write the suppressions file.');
  if (options.suppressAll && options.suppressRules?.length)
    throw new UsageError('Use --suppress-all or --suppress-rule, not both: --suppress-all already takes every rule.');
  checkSuppressRules(options.suppressRules ?? []);
  return piped ? undefined : options;
}

/**
 * `--report-unused off|warn|error`: the level of `suppressions/unused`, the config's `rules`
 * replaced. `warning`, the config's word, is read as `warn`, as the config reads `warn`.
 */
function parseReportUnused(value: string | undefined): 'off' | 'warning' | 'error' | undefined {
  if (value === undefined) return undefined;
  if (value === 'off' || value === 'error') return value;
  if (value === 'warn' || value === 'warning') return 'warning';
  throw new UsageError(`--report-unused must be one of off, warn (or warning), error; got ${value}`);
}

/**
 * The long lists (`--all`: every item) and, in the Markdown, what is said of the rest: the CLI's
 * own flag, never the job summary of a workflow run the user is not in. With `--all`, the
 * Markdown holds the whole report, whatever its length; without, it stays within a comment's.
 */
function markdownOptions(all: boolean) {
  return {
    all,
    allHint: '`--all` lists them',
    fullReport: '`--all`',
    truncationNote: 'Truncated to fit a pull-request comment: handoff-gate check --all prints the whole report.',
    ...(all && { maxLength: Infinity }),
  };
}

/**
 * `mcp`: the MCP server on stdin and stdout, for agents, from the repository root (`--root`, else
 * the current folder) until the client closes stdin. Loaded only by this command.
 */
async function mcpCommand(values: Values, paths: string[], io: CliIO): Promise<number> {
  if (paths.length > 0) throw new UsageError('`mcp` takes no PATH: give the repository with --root DIR.');
  const root = resolve(io.cwd, values.root ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new UsageError(`--root ${values.root}: no such folder.`);
  const { serveMcp } = await import('../mcp/server.js');
  io.stderr(`handoff-gate ${packageJson.version}: MCP server on stdio for ${root}\n`);
  await serveMcp({ root, version: packageJson.version });
  return 0;
}

/**
 * `lsp`: the language server on stdin and stdout, for editors and coding agents, from `--root`
 * (else the client's workspace folder, else the current folder). `--stdio`, which many clients
 * add, is the only transport. Loaded only by this command; the protocol library ends the process.
 */
async function lspCommand(values: Values, paths: string[], io: CliIO): Promise<number> {
  if (paths.length > 0) throw new UsageError('`lsp` takes no PATH: give the repository with --root DIR.');
  const root = values.root === undefined ? undefined : resolve(io.cwd, values.root);
  if (root !== undefined && (!existsSync(root) || !statSync(root).isDirectory()))
    throw new UsageError(`--root ${values.root}: no such folder.`);
  const { serveLsp } = await import('../lsp/server.js');
  io.stderr(`handoff-gate ${packageJson.version}: language server on stdio\n`);
  serveLsp({ ...(root !== undefined && { root }), cwd: io.cwd, version: packageJson.version });
  return new Promise<number>(() => undefined);
}

/**
 * `schema [NAME] [--out DIR]`: the JSON Schemas, listed, or the one NAME printed; with `--out`,
 * written to DIR as `<name>.schema.json`, NAME's alone when one is named, else every one.
 */
async function schemaCommand(values: Values, paths: string[], io: CliIO): Promise<number> {
  if (paths.length > 1) throw new UsageError(`\`schema\` takes one NAME at most; got ${paths.join(' ')}`);
  const [name] = paths;
  if (name !== undefined && !jsonSchemaFor(name))
    throw new UsageError(
      `No schema named ${name}; choose one of ${SCHEMA_NAMES.join(', ')}.${didYouMean(name, SCHEMA_NAMES)}`,
    );
  if (values.out !== undefined) {
    const dir = resolve(io.cwd, values.out);
    const names = name === undefined ? SCHEMA_NAMES : [name];
    mkdirSync(dir, { recursive: true });
    for (const each of names)
      writeFileSync(join(dir, `${each}.schema.json`), `${JSON.stringify(jsonSchemaFor(each), null, 2)}\n`);
    io.stderr(
      `Wrote ${name === undefined ? plural(names.length, 'schema') : `the ${name} schema`} to ${escapeTerminal(values.out)}\n`,
    );
    return 0;
  }
  if (name === undefined) {
    await io.stdout(`${SCHEMA_NAMES.join('\n')}\n`);
    return 0;
  }
  await io.stdout(`${JSON.stringify(jsonSchemaFor(name), null, 2)}\n`);
  return 0;
}
