import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  checkPaths,
  checkText,
  closestRuleId,
  explainRule,
  fixText,
  headCommit,
  inbox,
  InputError,
  MAX_PATHS,
  MAX_TEXT_BYTES,
  schema,
  schemaNames,
} from '../lib/index.js';
import { reportSummary } from './summary.js';
import { inert } from '../render/escape.js';

/*
 * The tools, each a library call with its arguments validated (zod, by the SDK) and bounded: a
 * text of at most MAX_TEXT_BYTES, at most MAX_PATHS paths, the engine's own run bounds. A bad
 * argument is a tool error whose text says what to change; a fault of ours is a tool error too,
 * never the end of the server.
 */

type Result = {
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: true;
};

const PATH = z
  .string()
  .min(1)
  .max(4096)
  .describe(
    'A file path relative to the repository root, e.g. `.forge/intents/add-login.yaml` or `shared/handoff.yaml`.',
  );
const TEXT = z
  .string()
  .max(MAX_TEXT_BYTES)
  .describe(`The complete file text you are about to write (at most ${MAX_TEXT_BYTES} bytes).`);
const PATHS = z
  .array(PATH)
  .max(MAX_PATHS)
  .optional()
  .describe('Files or folders relative to the repository root; leave out to check the whole repository.');
const BASE = z
  .string()
  .min(1)
  .max(256)
  .optional()
  .describe('A git revision to compare with (status moves, history); default: the last commit, when there is one.');

/** A call's outcome as the protocol carries it: the summary as text, the result as structured content. */
async function answer(call: () => Promise<{ text: string; data: Record<string, unknown> }>): Promise<Result> {
  try {
    const { text, data } = await call();
    // The text quotes file names, values and the caller's arguments: a model or a person reads
    // it, so it goes out inert. The structured result keeps the exact data.
    return { content: [{ type: 'text', text: inert(text) }], structuredContent: data };
  } catch (error) {
    const text =
      error instanceof InputError
        ? error.message
        : `handoff-gate could not complete this call (${error instanceof Error ? error.name : 'error'}); please report it.`;
    return { content: [{ type: 'text', text: inert(text) }], isError: true };
  }
}

/** The revision a text is compared with: the one asked for, else the last commit (none in a repository without one). */
const baseOf = (root: string, base: string | undefined) => base ?? (headCommit(root) ? 'HEAD' : undefined);

export function registerTools(server: McpServer, root: string): void {
  registerChecks(server, root);
  registerLookups(server, root);
}

/** The checks: a text before it is written, files as they are, and a text's safe fixes. */
function registerChecks(server: McpServer, root: string): void {
  server.registerTool(
    'check_text',
    {
      title: 'Check a handoff file before writing it',
      description:
        'Validates the text you are about to write at a path, with the same rules as the review gate that will judge it after you push. Nothing is written. Returns every finding (line, column, rule id, severity, a message saying what to write instead, and a safe fix where there is one), the review gate and the inbox items the file raises. Call it before handing off; fix the errors and call it again until none remain.',
      inputSchema: { path: PATH, text: TEXT, base: BASE },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, text, base }) =>
      answer(async () => {
        const report = await checkText({ root, path, text, base: baseOf(root, base) });
        return { text: reportSummary(report), data: { ...report } };
      }),
  );

  server.registerTool(
    'check_paths',
    {
      title: 'Check handoff files in the repository',
      description:
        'Validates files or folders as they are on disk (default: the whole repository), as `handoff-gate check` does: findings, the review gate (P0 vetoes, two P1s reject), the change risk and the inbox of items waiting for a person.',
      inputSchema: { paths: PATHS },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ paths }) =>
      answer(async () => {
        const report = await checkPaths({ root, ...(paths && { paths }) });
        return { text: reportSummary(report), data: { ...report } };
      }),
  );

  server.registerTool(
    'fix_text',
    {
      title: 'Apply the safe fixes to a text',
      description:
        'Returns the text with every safe fix applied (wrong case of an allowed value, a misspelt key, and the like), the fixes made, and the report of what remains to fix by hand. Nothing is written: write the returned text yourself.',
      inputSchema: { path: PATH, text: TEXT },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, text }) =>
      answer(async () => {
        const fixed = await fixText({ root, path, text });
        const said = `${fixed.fixes.length} fix${fixed.fixes.length === 1 ? '' : 'es'} applied.\n${reportSummary(fixed.report)}`;
        return { text: `${said}\n${fixedTextSaid(path, fixed.text, fixed.changed)}`, data: { ...fixed } };
      }),
  );
}

/**
 * The fixed text in the tool's text answer, which is what most clients pass to the model (the
 * structured result alone is often never shown): in a fence longer than any run of backticks in
 * it. The answer goes out inert, so a text with characters shown as `<U+…>` (or CRLF line ends)
 * says where its exact bytes are.
 */
function fixedTextSaid(path: string, text: string, changed: boolean): string {
  if (!changed) return `The text is unchanged: no safe fix applies to it.`;
  let longest = 0;
  let run = 0;
  for (const char of text) {
    run = char === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const exact =
    inert(text) === text
      ? ''
      : '\nIt holds characters shown here as `<U+…>` or line ends shown as LF: write `structuredContent.text`, which has them as they are.';
  return `The fixed text of ${path}, to write in place of the text given:${exact}\n${fence}\n${text}${text.endsWith('\n') ? '' : '\n'}${fence}`;
}

/** What a finding's rule means, a format's schema, and what waits for a person. */
function registerLookups(server: McpServer, root: string): void {
  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description:
        'What a rule id from a finding (such as `intent/required` or `handoff/to-self`) catches, its default severity, the format, spec and section of the spec it comes from, a file it passes and one it reports, the module that defines it (a repository path), and the address of its page.',
      inputSchema: { id: z.string().min(1).max(200).describe('The rule id, as a finding gives it.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      answer(async () => {
        const rule = explainRule(id);
        if (!rule) {
          const near = closestRuleId(id);
          throw new InputError(
            `No rule has the id ${JSON.stringify(id)}.${near ? ` Did you mean \`${near}\`?` : ''} Use the ruleId of a finding.`,
          );
        }
        const { failing } = rule.examples;
        const against =
          failing?.base !== undefined ? `, compared with this text at the base revision:\n${failing.base}\nas` : '';
        const example = failing
          ? `\nIt reports this ${failing.path}${against}:\n${failing.text}\n${failing.findings.map((f) => `${f.line}:${f.column} ${f.message}`).join('\n')}`
          : '';
        const source = [rule.spec, rule.section].filter((part) => part !== null).join(', ');
        const module = rule.source === null ? '' : `\nIts module: ${rule.source}`;
        const text = `${rule.id} (${rule.severity}): ${rule.summary}${source ? ` From ${source}.` : ''}${example}${module}\nIts page: ${rule.docs ?? `not shipped with this copy; \`handoff-gate explain ${rule.id}\` prints it`}`;
        return { text, data: { ...rule } };
      }),
  );

  server.registerTool(
    'schema',
    {
      title: "A format's JSON Schema",
      description: `The JSON Schema of a handoff format (or of the config file), to write a valid file from the start. Names: ${schemaNames.join(', ')}.`,
      inputSchema: { format: z.enum(schemaNames as [string, ...string[]]).describe('The format id.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ format }) =>
      answer(async () => {
        const found = schema(format)!;
        return { text: JSON.stringify(found), data: { schema: found } };
      }),
  );

  server.registerTool(
    'inbox',
    {
      title: 'Items waiting for a person',
      description:
        'The items waiting for a human in the repository (approvals, unanswered clarifications, blocked intents), each with its file, what is asked and the commands that answer it. Do not act on an item that waits for approval.',
      inputSchema: { paths: PATHS },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ paths }) =>
      answer(async () => {
        const listing = await inbox({ root, ...(paths && { paths }) });
        const items = listing.inbox;
        const text =
          items.length === 0
            ? 'Nothing waits for a person.'
            : items.map((i) => `${i.path}:${i.line} ${i.reason}: ${i.title}`).join('\n');
        // The CLI's `inbox --format json` object, as the README promises: one shape for the inbox everywhere.
        return { text, data: { ...listing } };
      }),
  );
}
