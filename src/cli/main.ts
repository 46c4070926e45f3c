import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isFolder } from '../io/is-folder.js';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { ruleCatalogue } from '../catalogue/catalogue.js';
import { UNUSED_RULE } from '../suppressions/rules.js';
import { ruleDocs } from '../rules/rule-docs.js';
import { docsLink } from '../rules/docs-link.js';
import { PACKAGE_DOCS } from '../lib/package-docs.js';
import { failureReasons } from '../gate/fail-on.js';
import { UsageError } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import { jsonSchemaFor, SCHEMA_NAMES } from '../json-schemas.js';
import { renderChunks } from '../render/index.js';
import { escapeTerminal, inert } from '../render/escape.js';
import { plural } from '../render/plural.js';
import { renderInbox, renderRules } from './listings.js';
import { explainText, ruleNamed } from './explain.js';
import { rootNotes } from './root-notes.js';
import { runCheckInParallel, type ParallelOptions, type RunCheckResult } from '../project/run-check.js';
import { checkAndFix } from '../project/fix.js';
import { cacheFilePath, cacheSetAside, openResultCache, type ResultCacheFile } from '../project/result-cache.js';
import { fixSummary } from '../render/fix-changes.js';
import {
  readOptions,
  type CheckOptions,
  type DecisionsOptions,
  type InboxOptions,
  type SchemaOptions,
} from './options.js';
import { readDecisions } from '../project/decisions.js';
import { renderDecisions } from './decision-output.js';
import { configErrorLine, configFindingsText } from './config-findings.js';
import { USAGE, usageErrorText } from './usage.js';
import { readStdin } from './stdin.js';
import { refuseUnwritable, withSuppressionsFiles } from '../project/suppressions.js';

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

/** Each rule's page in the installed package (src/rules/docs-link.ts says why there). */
const DOCS = ruleDocs(PACKAGE_DOCS, ruleCatalogue(FORMATS));

/** The CLI: read the arguments (cli/options.ts), run one command, return the exit status. The one catch is here. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(usageErrorText([error.message]));
      return 2;
    }
    // A stack keeps its lines; what it quotes (a file name, a value) is shown inert.
    io.stderr(
      `handoff-gate: internal error, please report it: ${inert(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    return 2;
  }
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

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const reading = readOptions(argv, {
    cwd: io.cwd,
    env: io.env,
    isTTY: io.isTTY,
    cores: availableParallelism(),
    isFolder,
    exists: existsSync,
  });
  if ('problems' in reading) {
    io.stderr(usageErrorText(reading.problems));
    return 2;
  }
  const { options } = reading;
  switch (options.command) {
    case 'version':
      await io.stdout(`${packageJson.version}\n`);
      return 0;
    case 'help':
      // No command is a usage error: the help goes where errors go, and the exit says so.
      if (!options.asked) {
        io.stderr(USAGE);
        return 2;
      }
      await io.stdout(USAGE);
      return 0;
    case 'check':
      return checkCommand(options, io);
    case 'inbox':
      return inboxCommand(options, io);
    case 'decisions':
      return decisionsCommand(options, io);
    case 'schema':
      return schemaCommand(options, io);
    case 'rules':
      return rulesCommand(options, io);
    case 'explain':
      await io.stdout(explainText(await ruleNamed(options.id)));
      return 0;
    case 'mcp':
      return mcpCommand(options.root, io);
    case 'lsp':
      return lspCommand(options.root, io);
  }
}

/**
 * `rules [ID]`: every rule; with ID, that rule alone, or a usage error naming the closest id. As
 * text, the one rule is its page (as `explain` prints it); as JSON or Markdown, the listing's
 * shape with its one rule.
 */
async function rulesCommand({ format, id }: { format: 'text' | 'json' | 'markdown'; id?: string }, io: CliIO) {
  if (id === undefined) {
    await io.stdout(renderRules(ruleCatalogue(FORMATS), format, DOCS));
    return 0;
  }
  const rule = await ruleNamed(id);
  await io.stdout(
    format === 'text'
      ? explainText(rule)
      : renderRules(
          ruleCatalogue(FORMATS).filter((r) => r.id === rule.id),
          format,
          DOCS,
        ),
  );
  return 0;
}

async function inboxCommand(options: InboxOptions, io: CliIO): Promise<number> {
  const { report, configFindings, skipped } = await runCheckInParallel({
    cwd: io.cwd,
    targets: options.paths,
    config: options.config,
    root: options.root,
    command: 'inbox',
    jobs: options.jobs,
    ...parallelOptions(io),
  });
  io.stderr(configFindingsText(configFindings));
  await io.stdout(
    renderInbox(report, skipped, options.format, options.color, io.isTTY ? (io.columns ?? 80) : undefined),
  );
  const configErrors = configErrorLine(configFindings);
  io.stderr(configErrors);
  return configErrors ? 2 : 0;
}

/**
 * `decisions [PATH]`: the decision log of the repository PATH is in. Exit 1 when part of the
 * history could not be read (the log says which), 2 outside a git repository.
 */
async function decisionsCommand(options: DecisionsOptions, io: CliIO): Promise<number> {
  const log = readDecisions({ cwd: options.path, ...(options.since !== undefined && { since: options.since }) });
  if (!log) {
    io.stderr(usageErrorText(['`decisions` reads the history of a git repository, and this folder is in none.']));
    return 2;
  }
  await io.stdout(renderDecisions(log, options.format));
  for (const why of log.unread) io.stderr(`handoff-gate: not read: ${escapeTerminal(why)}\n`);
  return log.unread.length > 0 ? 1 : 0;
}

/**
 * `check [PATH...]`: the report (after the fixes, with `--fix` or `--fix-dry-run`), and the exit
 * status. With `--stdin`, of the text on stdin as if written at `--stdin-filename`.
 */
async function checkCommand(options: CheckOptions, io: CliIO): Promise<number> {
  const { format, failOn, stdin: piped, suppressions, reportUnused, fix } = options;
  const checkOptions = {
    cwd: io.cwd,
    targets: piped ? [piped.target] : options.paths,
    ...(piped && { overlay: new Map([[piped.full, await readStdin(io.stdin)]]) }),
    base: options.base,
    config: options.config,
    root: options.root,
    jobs: options.jobs,
    ...(reportUnused && { ruleLevels: { [UNUSED_RULE]: reportUnused } }),
    ...parallelOptions(io),
  };
  // A suppressions file that cannot be written is said before a fix is written.
  const beforeWriting = (first: RunCheckResult) => suppressions && refuseUnwritable(first, io.cwd, suppressions);
  const fixed = fix ? await checkAndFix(checkOptions, fix === 'dry-run', beforeWriting) : undefined;
  const resultCache = resultCacheOf(options, io);
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
      fixSummary(fixed.changes, fixed.heldBack, fix === 'dry-run') +
      fixed.diffs.join('') +
      (fixed.diffs.length ? '\n' : '');
    if (format === 'text') await io.stdout(said);
    else io.stderr(said);
    for (const { path, why } of fixed.unwritten)
      io.stderr(`handoff-gate: could not write ${escapeTerminal(path)} (${escapeTerminal(why)}); it is as it was.\n`);
  }
  const renderOptions = {
    color: options.color,
    ...(io.isTTY && { width: io.columns ?? 80 }),
    rules: ruleCatalogue(FORMATS),
    // Each rule id of the JSON, SARIF and Markdown reports links to its page.
    ruleDocs: DOCS,
    helpUri: DOCS,
    informationUri: docsLink(PACKAGE_DOCS, 'README.md'),
    version: packageJson.version,
    roots,
    sources,
    failOn,
    // The config's errors end the run with exit 2 whatever --fail-on says: the headline says so.
    configErrors: configFindings.filter((f) => f.severity === 'error').length,
    skipped,
    fixHint: fix ? false : piped ? ('dry-run' as const) : true,
    ...markdownOptions(options.all),
  };
  for (const chunk of renderChunks(report, format, renderOptions)) await io.stdout(chunk);
  // The text report lists the config's findings with the rest; a machine format is for a program.
  if (format !== 'text') io.stderr(configFindingsText(configFindings));
  const configErrors = configErrorLine(configFindings);
  if (configErrors) {
    io.stderr(configErrors);
    return 2;
  }
  return failureReasons(report, failOn).length > 0 ? 1 : 0;
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
async function mcpCommand(root: string, io: CliIO): Promise<number> {
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
async function lspCommand(root: string | undefined, io: CliIO): Promise<number> {
  const { serveLsp } = await import('../lsp/server.js');
  io.stderr(`handoff-gate ${packageJson.version}: language server on stdio\n`);
  serveLsp({ ...(root !== undefined && { root }), cwd: io.cwd, version: packageJson.version });
  return new Promise<number>(() => undefined);
}

/**
 * `schema [NAME] [--out DIR]`: the JSON Schemas, listed, or the one NAME printed; with `--out`,
 * written to DIR as `<name>.schema.json`, NAME's alone when one is named, else every one.
 */
async function schemaCommand({ name, out }: SchemaOptions, io: CliIO): Promise<number> {
  if (out !== undefined) {
    const dir = resolve(io.cwd, out);
    const names = name === undefined ? SCHEMA_NAMES : [name];
    mkdirSync(dir, { recursive: true });
    for (const each of names)
      writeFileSync(join(dir, `${each}.schema.json`), `${JSON.stringify(jsonSchemaFor(each), null, 2)}\n`);
    io.stderr(
      `Wrote ${name === undefined ? plural(names.length, 'schema') : `the ${name} schema`} to ${escapeTerminal(out)}\n`,
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

/**
 * `--cache` and `--cache-location`: the result cache of a check of the disk's files, opened (its
 * notice, when the file there was not used, said once), or undefined without `--cache` or where
 * it is set aside (see `cacheSetAside`).
 */
function resultCacheOf(options: CheckOptions, io: CliIO): ResultCacheFile | undefined {
  if (!options.cache) return undefined;
  const setAside = cacheSetAside(io.env);
  if (setAside) {
    io.stderr(setAside);
    return undefined;
  }
  const cache = openResultCache(cacheFilePath(io.cwd, options.cache.location));
  if (cache.notice) io.stderr(cache.notice);
  return cache;
}
