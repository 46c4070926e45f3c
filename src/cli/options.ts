import { resolve, sep } from 'node:path';
import { jsonSchemaFor, SCHEMA_NAMES } from '../json-schemas.js';
import { DEFAULT_FAIL_ON_TEXT, FAIL_ON_ALLOWED, parseFailOn, type FailOn } from '../gate/fail-on.js';
import { didYouMean } from '../util/did-you-mean.js';
import { readArguments } from './arguments.js';
import { useColor } from './color.js';
import type { StdinFile } from './stdin.js';
import {
  noSuchSuppressionsFile,
  suppressRuleProblems,
  writesSuppressions,
  type SuppressionOptions,
} from '../project/suppressions.js';
import { noSuchRoot } from '../project/targets.js';
import { readSince } from '../inbox/decision-log.js';
import { riskLowered } from '../formats/intent/rules/risk-lowered.js';
import { statusVsTasks } from '../formats/intent/rules/status-vs-tasks.js';

const COMMANDS = ['check', 'inbox', 'decisions', 'schema', 'rules', 'explain', 'mcp', 'lsp', 'help'] as const;
type Command = (typeof COMMANDS)[number];
const CHECK_FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'] as const;
const LISTING_FORMATS = ['text', 'json', 'markdown'] as const;
const DECISION_FORMATS = ['text', 'json', 'csv'] as const;
type CheckFormat = (typeof CHECK_FORMATS)[number];
type ListingFormat = (typeof LISTING_FORMATS)[number];

interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** The commands that read it; `all` for the ones every command takes. */
  commands: readonly Command[] | 'all';
  /** Its bound: the values it takes, said when it is given none. */
  takes?: string;
}

/**
 * Every option: how it is written, the commands that read it, and its bound. An option given to a
 * command that would ignore it is a usage error that names the commands it belongs to, rather
 * than a run that quietly does something other than asked (`inbox --base main`, `schema --fix`).
 */
const OPTIONS = {
  format: {
    type: 'string',
    short: 'f',
    commands: ['check', 'inbox', 'decisions', 'rules'],
    takes: `one of ${CHECK_FORMATS.join(', ')}`,
  },
  since: {
    type: 'string',
    commands: ['decisions'],
    takes: 'a date or a time with its offset, e.g. `--since 2026-01-31`',
  },
  base: { type: 'string', commands: ['check'], takes: 'a git revision, e.g. `--base origin/main`' },
  config: {
    type: 'string',
    short: 'c',
    commands: ['check', 'inbox'],
    takes: 'a file, e.g. `--config .github/handoff-gate.yml`',
  },
  'fail-on': { type: 'string', commands: ['check'], takes: FAIL_ON_ALLOWED },
  root: { type: 'string', commands: ['check', 'inbox', 'mcp', 'lsp'], takes: 'a folder' },
  out: { type: 'string', commands: ['schema'], takes: 'a folder' },
  jobs: { type: 'string', short: 'j', commands: ['check', 'inbox'], takes: 'a number of threads, e.g. `--jobs 2`' },
  cache: { type: 'boolean', commands: ['check'] },
  'cache-location': {
    type: 'string',
    commands: ['check'],
    takes: 'a file, or a folder to keep it in, e.g. `--cache-location .handoff-gate-cache/`',
  },
  fix: { type: 'boolean', commands: ['check'] },
  'fix-dry-run': { type: 'boolean', commands: ['check'] },
  stdin: { type: 'boolean', commands: ['check'] },
  'stdin-filename': {
    type: 'string',
    commands: ['check'],
    takes: 'the path the text on stdin is for, e.g. `--stdin-filename .forge/intents/add-login.yaml`',
  },
  all: { type: 'boolean', commands: ['check'] },
  suppressions: {
    type: 'string',
    commands: ['check'],
    takes: 'a file, e.g. `--suppressions .github/handoff-gate-suppressions.json`',
  },
  'suppress-all': { type: 'boolean', commands: ['check'] },
  'suppress-rule': {
    type: 'string',
    multiple: true,
    commands: ['check'],
    takes: `a rule id, e.g. \`--suppress-rule ${statusVsTasks.id}\``,
  },
  'prune-suppressions': { type: 'boolean', commands: ['check'] },
  'report-unused': { type: 'string', commands: ['check'], takes: 'one of off, warn (or warning), error' },
  // How to show the output, as NO_COLOR is: a wrapper may pass it to every command.
  color: { type: 'boolean', commands: 'all' },
  'no-color': { type: 'boolean', commands: 'all' },
  // Added by language clients: stdio is the server's one transport; the parent's id is watched by the protocol library.
  stdio: { type: 'boolean', commands: ['lsp'] },
  clientProcessId: { type: 'string', commands: ['lsp'] },
  help: { type: 'boolean', short: 'h', commands: 'all' },
  version: { type: 'boolean', short: 'v', commands: 'all' },
} as const satisfies Record<string, OptionSpec>;

type Spec = typeof OPTIONS;
/** The options as given, before they are read: seen by this file alone. */
type Bag = {
  [K in keyof Spec]?: Spec[K] extends { type: 'boolean' }
    ? true
    : Spec[K] extends { multiple: true }
      ? string[]
      : string;
};

/** `parseArgs`'s configuration, from the table. */
const PARSE_CONFIG = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, spec]: [string, OptionSpec]) => [
    name,
    { type: spec.type, ...(spec.short && { short: spec.short }), ...(spec.multiple && { multiple: spec.multiple }) },
  ]),
);
const TAKES: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, spec]: [string, OptionSpec]) => [name, spec.takes]),
);

/** `check [PATH...]`, read. */
export interface CheckOptions {
  command: 'check';
  /** The PATHs named, as given (none: the root, else the current folder). */
  paths: string[];
  format: CheckFormat;
  /** `--fail-on`, default `error,veto,reject`. */
  failOn: FailOn[];
  /** `--jobs`: 1 or more. */
  jobs: number;
  base?: string;
  config?: string;
  root?: string;
  /** `--fix` writes the fixes, `--fix-dry-run` prints them; one at most. */
  fix?: 'write' | 'dry-run';
  /** `--stdin --stdin-filename PATH`: where the text on stdin is judged. */
  stdin?: StdinFile;
  /** What the run does with the suppressions file; undefined for a text on stdin, judged in full. */
  suppressions?: SuppressionOptions;
  /** `--report-unused`: the level of `suppressions/unused`, the config's replaced. */
  reportUnused?: 'off' | 'warning' | 'error';
  /** `--cache`: keep each file's result between runs, in the file `--cache-location` names (else the default place). */
  cache?: { location?: string };
  /** `--all`: every item of the long lists. */
  all: boolean;
  color: boolean;
}

/** `inbox [PATH...]`, read. */
export interface InboxOptions {
  command: 'inbox';
  paths: string[];
  format: ListingFormat;
  config?: string;
  root?: string;
  jobs: number;
  color: boolean;
}

/** `decisions [PATH]`, read. */
export interface DecisionsOptions {
  command: 'decisions';
  /** A folder of the repository, absolute. */
  path: string;
  format: (typeof DECISION_FORMATS)[number];
  /** `--since`, the instant it names. */
  since?: number;
}

/** `schema [NAME] [--out DIR]`, read: NAME, when given, is a schema's. */
export interface SchemaOptions {
  command: 'schema';
  name?: string;
  /** As given, relative to the current folder. */
  out?: string;
}

/** The command line, read: a command and its options, each within its bound. */
export type CliOptions =
  | { command: 'version' }
  /** `asked`: `--help` or `help`; else no command was given, and the help goes where errors go. */
  | { command: 'help'; asked: boolean }
  | CheckOptions
  | InboxOptions
  | DecisionsOptions
  | SchemaOptions
  /** `rules [ID]`: every rule, or the one ID names (whether a rule has it is judged when it runs). */
  | { command: 'rules'; format: ListingFormat; id?: string }
  /** `explain ID`: one rule's page. */
  | { command: 'explain'; id: string }
  /** `mcp`: the repository served, absolute (`--root`, else the current folder), a folder. */
  | { command: 'mcp'; root: string }
  /** `lsp`: `--root`, absolute and a folder, when given. */
  | { command: 'lsp'; root?: string };

/** What the reading knows besides the arguments. */
export interface OptionsContext {
  cwd: string;
  env: Record<string, string | undefined>;
  /** Whether stdout is a terminal: colours on by default. */
  isTTY: boolean;
  /** The threads the machine offers: the default of `--jobs`. */
  cores: number;
  /** Whether this absolute path is a folder (false when nothing is there). */
  isFolder(path: string): boolean;
  /** Whether anything is at this absolute path. */
  exists(path: string): boolean;
}

/**
 * The command line read once, every problem with it collected: several bad options are all
 * named. Only what could not be judged is left unsaid: past a word that cannot be read (an
 * unknown flag, a flag without its value), which words are values and which PATHs is unknown, and
 * the options of an unknown command are not judged.
 */
export function readOptions(
  argv: readonly string[],
  context: OptionsContext,
): { options: CliOptions } | { problems: string[] } {
  const words = readArguments(argv, PARSE_CONFIG, TAKES);
  if ('problems' in words) return words;
  const bag = words.values as Bag;
  if (bag.version) return { options: { command: 'version' } };
  const [command, ...paths] = words.positionals;
  if (bag.help || command === 'help') return { options: { command: 'help', asked: true } };
  if (command === undefined) return { options: { command: 'help', asked: false } };
  if (!isCommand(command)) return { problems: [`Unknown command \`${command}\`.${didYouMean(command, COMMANDS)}`] };
  const problems = optionsOfOtherCommands(bag, command);
  if (bag.fix && bag['fix-dry-run']) problems.push('Use --fix or --fix-dry-run, not both.');
  const color = useColor({
    flags: words.given.filter((name): name is 'color' | 'no-color' => name === 'color' || name === 'no-color'),
    env: context.env,
    isTTY: context.isTTY,
  });
  const options = readCommand(command, bag, paths, { ...context, color }, problems);
  return problems.length ? { problems } : { options };
}

const isCommand = (name: string): name is Exclude<Command, 'help'> =>
  name !== 'help' && (COMMANDS as readonly string[]).includes(name);

/** Each option given that the command does not read, in the table's order. */
function optionsOfOtherCommands(bag: Bag, command: Command): string[] {
  return (Object.entries(OPTIONS) as Array<[keyof Bag, OptionSpec]>).flatMap(([name, { commands }]) => {
    if (bag[name] === undefined || commands === 'all' || commands.includes(command)) return [];
    const names = commands.map((c) => `\`${c}\``);
    return [
      `--${name} is an option of ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`,
    ];
  });
}

type Context = OptionsContext & { color: boolean };

function readCommand(
  command: Exclude<Command, 'help'>,
  bag: Bag,
  paths: string[],
  context: Context,
  problems: string[],
): CliOptions {
  switch (command) {
    case 'check':
      return readCheck(bag, paths, context, problems);
    case 'inbox': {
      const format = readFormat(bag.format, LISTING_FORMATS, problems);
      const jobs = readJobs(bag.jobs, context.cores, problems);
      return { command, paths, format, config: bag.config, root: bag.root, jobs, color: context.color };
    }
    case 'decisions':
      return readDecisions(bag, paths, context, problems);
    case 'schema':
      return readSchema(paths, bag.out, problems);
    case 'rules': {
      const format = readFormat(bag.format, LISTING_FORMATS, problems);
      if (paths.length > 1) problems.push(`\`rules\` takes one rule id at most; got ${paths.join(' ')}`);
      return { command, format, ...(paths[0] !== undefined && { id: paths[0] }) };
    }
    case 'explain':
      if (paths.length !== 1)
        problems.push(
          paths.length === 0
            ? `\`explain\` needs a rule id, as a finding names it: \`handoff-gate explain ${riskLowered.id}\`.`
            : `\`explain\` takes one rule id; got ${paths.join(' ')}`,
        );
      return { command, id: paths[0] ?? '' };
    case 'mcp':
    case 'lsp':
      return readServer(command, bag.root, paths, context, problems);
  }
}

/** `check`'s options, each problem collected in the order they are said. */
function readCheck(bag: Bag, paths: string[], context: Context, problems: string[]): CheckOptions {
  const format = readFormat(bag.format, CHECK_FORMATS, problems);
  const failOn = parseFailOn(bag['fail-on'] ?? DEFAULT_FAIL_ON_TEXT, '--fail-on');
  if ('problem' in failOn) problems.push(failOn.problem);
  const jobs = readJobs(bag.jobs, context.cores, problems);
  const stdin = readStdinFile(bag, paths, context, problems);
  const suppressions = readSuppressions(bag, context, problems);
  const reportUnused = readReportUnused(bag['report-unused'], problems);
  const cache = readCache(bag, problems);
  return {
    command: 'check',
    paths,
    format,
    failOn: 'levels' in failOn ? failOn.levels : [],
    jobs,
    base: bag.base,
    config: bag.config,
    root: bag.root,
    ...(bag.fix ? { fix: 'write' as const } : bag['fix-dry-run'] && { fix: 'dry-run' as const }),
    ...(stdin && { stdin }),
    ...(suppressions && { suppressions }),
    ...(reportUnused && { reportUnused }),
    ...(cache && { cache }),
    all: bag.all === true,
    color: context.color,
  };
}

/** `--cache` and `--cache-location`: only for a check of the files on the disk. */
function readCache(bag: Bag, problems: string[]): CheckOptions['cache'] {
  if (bag['cache-location'] !== undefined && !bag.cache)
    problems.push('--cache-location says where --cache keeps its file; add --cache, or leave it out.');
  if (!bag.cache) return undefined;
  if (bag.stdin || bag.fix || bag['fix-dry-run']) {
    problems.push(
      '--cache is for a check of the files on the disk; leave it out with --stdin, --fix and --fix-dry-run.',
    );
    return undefined;
  }
  return bag['cache-location'] === undefined ? {} : { location: bag['cache-location'] };
}

function readFormat<T extends string>(value: string | undefined, allowed: readonly T[], problems: string[]): T {
  if (value === undefined) return allowed[0]!;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`--format must be one of ${allowed.join(', ')}; got ${value}`);
  return allowed[0]!;
}

/** The threads a check uses without `--jobs` on a machine offering `cores`. */
export const defaultJobs = (cores: number): number => (cores > 2 ? cores : 1);

/**
 * `--jobs N`: a whole number, 1 or more. Without it, the threads the machine offers
 * (`os.availableParallelism()`, which respects a CPU quota) when it offers more than two; on two,
 * one: there, two workers and the main thread assembling their parts were measured no faster than
 * one thread (bench/results.md), one thread already keeping a second core busy with V8's collector.
 */
function readJobs(value: string | undefined, cores: number, problems: string[]): number {
  if (value === undefined) return defaultJobs(cores);
  if (/^[0-9]+$/.test(value.trim()) && Number(value) >= 1) return Number(value);
  problems.push(`--jobs must be a whole number of 1 or more; got ${value}`);
  return 1;
}

/**
 * `--stdin --stdin-filename PATH`, read before stdin is, so that a mistake is said at once rather
 * than once the pipe closes (or never, at a terminal). Undefined without `--stdin`.
 */
function readStdinFile(bag: Bag, paths: readonly string[], context: Context, problems: string[]) {
  const target = bag['stdin-filename'];
  if (!bag.stdin) {
    if (target !== undefined)
      problems.push(
        '--stdin-filename is the path of a text read with --stdin: add --stdin, or check the file on the disk with `check PATH`.',
      );
    return undefined;
  }
  // The path is what says the text's format (its folder and name) and the repository it belongs to.
  if (target === undefined)
    problems.push(
      '--stdin needs --stdin-filename PATH, the path the text is for: its format and its repository come from the path.',
    );
  if (paths.length > 0)
    problems.push(
      `--stdin checks the text on stdin alone; give its path with --stdin-filename, not as a PATH (got ${paths.join(' ')}).`,
    );
  if (bag.fix)
    problems.push(
      '--fix writes files, and a text read with --stdin has none to write: use --fix-dry-run, which prints the fixes as a diff.',
    );
  if (target === undefined) return undefined;
  const full = resolve(context.cwd, target);
  if (full.split(sep).includes('.git'))
    problems.push(`--stdin-filename ${target}: inside .git, which is never checked.`);
  else if (context.isFolder(full))
    problems.push(`--stdin-filename ${target}: a folder; give the path of the file the text is for.`);
  return { target, full };
}

/**
 * What `check` does with the suppressions file (see project/suppressions.ts), or undefined for a text on
 * stdin, which is judged in full: writing the file from a text not on the disk, or from fixes not
 * written (`--fix-dry-run`), would record findings the files do not have.
 */
function readSuppressions(bag: Bag, context: Context, problems: string[]): SuppressionOptions | undefined {
  const options: SuppressionOptions = {
    ...(bag.suppressions !== undefined && { file: bag.suppressions }),
    ...(bag['suppress-all'] && { suppressAll: true }),
    ...(bag['suppress-rule'] && { suppressRules: bag['suppress-rule'] }),
    ...(bag['prune-suppressions'] && { prune: true }),
  };
  const writes = writesSuppressions(options);
  if (bag.stdin && (writes || options.file !== undefined))
    problems.push(
      'The suppressions file applies to files on the disk; a text on stdin is judged in full. Leave out --suppressions, --suppress-all, --suppress-rule and --prune-suppressions with --stdin.',
    );
  if (writes && bag['fix-dry-run'])
    problems.push('--fix-dry-run writes nothing: run --fix, or no fix, to write the suppressions file.');
  // Said before the check runs: with --fix, after it the fixes would be written already.
  if (options.file !== undefined && !writes && !bag.stdin && !context.exists(resolve(context.cwd, options.file)))
    problems.push(noSuchSuppressionsFile(options.file));
  if (options.suppressAll && options.suppressRules?.length)
    problems.push('Use --suppress-all or --suppress-rule, not both: --suppress-all already takes every rule.');
  problems.push(...suppressRuleProblems(options.suppressRules ?? []));
  return bag.stdin ? undefined : options;
}

/**
 * `--report-unused off|warn|error`: the level of `suppressions/unused`, the config's `rules`
 * replaced. `warning`, the config's word, is read as `warn`, as the config reads `warn`.
 */
function readReportUnused(value: string | undefined, problems: string[]): CheckOptions['reportUnused'] {
  if (value === undefined) return undefined;
  if (value === 'off' || value === 'error') return value;
  if (value === 'warn' || value === 'warning') return 'warning';
  problems.push(`--report-unused must be one of off, warn (or warning), error; got ${value}`);
  return undefined;
}

/** `decisions [PATH]`: one folder at most (the current one without it), and `--since` a date. */
function readDecisions(bag: Bag, paths: readonly string[], context: Context, problems: string[]): DecisionsOptions {
  const format = readFormat(bag.format, DECISION_FORMATS, problems);
  if (paths.length > 1)
    problems.push(`\`decisions\` takes one PATH at most, a folder of the repository; got ${paths.join(' ')}`);
  const path = resolve(context.cwd, paths[0] ?? '.');
  if (paths.length <= 1 && !context.isFolder(path))
    problems.push(`${paths[0] ?? '.'}: not a folder; give a folder of the repository.`);
  let since: number | undefined;
  if (bag.since !== undefined) {
    since = readSince(bag.since);
    if (since === undefined)
      problems.push(
        `--since must be a date (2026-01-31) or a time with its offset (2026-01-31T09:00:00Z); got ${bag.since}`,
      );
  }
  return { command: 'decisions', path, format, ...(since !== undefined && { since }) };
}

/** `schema [NAME]`: one NAME at most, a schema's. */
function readSchema(paths: string[], out: string | undefined, problems: string[]): SchemaOptions {
  const [name] = paths;
  if (paths.length > 1) problems.push(`\`schema\` takes one NAME at most; got ${paths.join(' ')}`);
  else if (name !== undefined && !jsonSchemaFor(name))
    problems.push(
      `No schema named ${name}; choose one of ${SCHEMA_NAMES.join(', ')}.${didYouMean(name, SCHEMA_NAMES)}`,
    );
  return { command: 'schema', ...(name !== undefined && { name }), ...(out !== undefined && { out }) };
}

/**
 * `mcp` and `lsp`: no PATH, and `--root` a folder. `mcp` serves the current folder without it;
 * `lsp` leaves it to the client's workspace folder.
 */
function readServer(
  command: 'mcp' | 'lsp',
  given: string | undefined,
  paths: readonly string[],
  context: Context,
  problems: string[],
): CliOptions {
  if (paths.length > 0) problems.push(`\`${command}\` takes no PATH: give the repository with --root DIR.`);
  const root = given === undefined && command === 'lsp' ? undefined : resolve(context.cwd, given ?? '.');
  if (root !== undefined && !context.isFolder(root)) problems.push(noSuchRoot(String(given)));
  if (command === 'mcp') return { command, root: root! };
  return { command, ...(root !== undefined && { root }) };
}
