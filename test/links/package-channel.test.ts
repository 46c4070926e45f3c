import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Hover } from 'vscode-languageserver-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRepos, repo } from '../cli/in-process.js';
import { installPackage, type Installed } from '../helpers/installed.js';
import { FULL_RUNS } from '../helpers/runs.js';
import { open, startLsp, stop } from '../lsp/client.js';

/**
 * Every output of the CLI, the language server and the MCP server links a rule to its page in the
 * package installed on the reader's machine (packed by `files`, installed globally, run from its
 * `bin/`): a `file://` URL into that package whose file is there. None names a repository.
 */

const INTENT = `title: Lock accounts after failed logins
body: Lock an account for 15 minutes after 5 failed logins.
type: Feature
source: human
risk: low
status: proposed
created_at: 2025-03-01T09:00:00Z
`;
const PATH = '.forge/intents/lockout.yaml';
const RULE = 'intent/unknown-type';

let installed: Installed;
let root: string;
// Packing and installing the package takes the time of a dozen other test files: the full run
// (`npm run test:full`, which CI runs too) does it, as it runs the packed package's own test.
beforeAll(() => {
  if (!FULL_RUNS) return;
  installed = installPackage();
  root = repo({ [PATH]: INTENT });
}, 120_000);
afterAll(() => {
  installed?.remove();
  removeRepos();
});

/** The page of the rule in the installed package. */
const page = (id: string) => pathToFileURL(join(installed.root, 'docs', 'rules', `${id}.md`)).href;

/** A link that leads into the installed package, to a file that is there. */
function expectResolves(link: unknown) {
  expect(link).toMatch(/^file:\/\//);
  const file = fileURLToPath(link as string);
  expect(file.startsWith(installed.root), file).toBe(true);
  expect(existsSync(file), file).toBe(true);
}

/** The installed command, as a shell finds it. */
function handoffGate(...args: string[]) {
  const run = spawnSync('handoff-gate', args, {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: installed.path, HOME: process.env.HOME ?? '' },
  });
  expect(run.stdout).not.toContain('github.com/handoff-gate');
  return run;
}

describe.runIf(FULL_RUNS)("the CLI's outputs", () => {
  it("SARIF: each rule's helpUri, and the tool's home, the package's README", () => {
    const sarif = JSON.parse(handoffGate('check', '--format', 'sarif', '--fail-on', 'never').stdout) as {
      runs: Array<{ tool: { driver: { informationUri: string; rules: Array<{ id: string; helpUri?: string }> } } }>;
    };
    const { driver } = sarif.runs[0]!.tool;
    expect(driver.informationUri).toBe(pathToFileURL(join(installed.root, 'README.md')).href);
    expectResolves(driver.informationUri);
    const linked = driver.rules.filter((rule) => rule.helpUri !== undefined);
    expect(linked.map((rule) => rule.id)).toContain(RULE);
    for (const rule of linked) {
      expect(rule.helpUri).toBe(page(rule.id));
      expectResolves(rule.helpUri);
    }
  });

  it("the JSON report: each cited rule's docs", () => {
    const report = JSON.parse(handoffGate('check', '--format', 'json', '--fail-on', 'never').stdout) as {
      rules: Array<{ id: string; docs: string }>;
    };
    expect(report.rules).toEqual([expect.objectContaining({ id: RULE, docs: page(RULE) })]);
    expectResolves(report.rules[0]!.docs);
  });

  it('the Markdown report: the rule id links to its page', () => {
    const markdown = handoffGate('check', '--format', 'markdown', '--fail-on', 'never').stdout;
    expect(markdown).toContain(`[\`${RULE}\`](${page(RULE)})`);
  });

  it('text: `explain` and `rules <id>` end with the page', () => {
    for (const args of [
      ['explain', RULE],
      ['rules', RULE],
    ]) {
      const run = handoffGate(...args);
      expect(run.status, args.join(' ')).toBe(0);
      expect(run.stdout.endsWith(`Its page: ${page(RULE)}\n`), args.join(' ')).toBe(true);
    }
    expectResolves(page(RULE));
  });

  it('workflow annotations (`--format github`) carry the rule id, and no link to a guessed copy', () => {
    const annotations = handoffGate('check', '--format', 'github', '--fail-on', 'never').stdout;
    expect(annotations).toContain(`title=${RULE}::`);
  });
});

describe.runIf(FULL_RUNS)("the language server's diagnostics and hover", () => {
  it("codeDescription and the hover's link lead to the page in the package", async () => {
    const client = await startLsp(root, { command: { argv: ['handoff-gate', 'lsp'], path: installed.path } });
    const uri = await open(client, join(root, PATH), INTENT);
    const { diagnostics } = await client.pushed(uri);
    const diagnostic = diagnostics.find((d) => d.code === RULE)!;
    expect(diagnostic.codeDescription).toEqual({ href: page(RULE) });
    expectResolves(diagnostic.codeDescription!.href);
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: diagnostic.range.start,
    })) as Hover;
    expect((hover.contents as { value: string }).value).toContain(`[The rule's page](${encodeURI(page(RULE))})`);
    expect(await stop(client)).toBe(0);
  });
});

describe.runIf(FULL_RUNS)("the MCP server's answers", () => {
  it("explain_rule's page, and check_text's report", async () => {
    const client = new Client({ name: 'links', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'handoff-gate',
        args: ['mcp'],
        cwd: root,
        env: { PATH: installed.path, HOME: process.env.HOME ?? '' },
        stderr: 'pipe',
      }),
    );
    const explained = (await client.callTool({ name: 'explain_rule', arguments: { id: RULE } })) as unknown as {
      content: Array<{ text?: string }>;
      structuredContent: { docs: string };
    };
    expect(explained.structuredContent.docs).toBe(page(RULE));
    expect(explained.content.map((c) => c.text ?? '').join('\n')).toContain(`Its page: ${page(RULE)}`);
    const checked = (await client.callTool({
      name: 'check_text',
      arguments: { path: PATH, text: INTENT },
    })) as unknown as {
      structuredContent: { rules: Array<{ id: string; docs: string }> };
    };
    expect(checked.structuredContent.rules).toEqual([expect.objectContaining({ id: RULE, docs: page(RULE) })]);
    expectResolves(checked.structuredContent.rules[0]!.docs);
    await client.close();
  });
});
