import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRepos, repo } from '../cli/in-process.js';
import { REPO } from '../helpers/bundle.js';
import { installPackage, type Installed } from '../helpers/installed.js';
import { FULL_RUNS } from '../helpers/runs.js';
import { startLsp, stop } from './client.js';

/**
 * The set-up recipes for editors and agents (docs/agents.md), each started as written: its command
 * line is read out of the page, and run with the package installed as the page says (a global
 * install, here into a folder of its own) in a clone that carries a program of its own named
 * `handoff-gate`. Each answers an `initialize`, and none runs the clone's program.
 */

const page = readFileSync(`${REPO}docs/agents.md`, 'utf8');

/** The page's section under the heading, to the next `## `. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end === -1 ? undefined : end);
}

const blocksOf = (text: string) =>
  [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));

type Json = Record<string, unknown>;

/** A Lua recipe's `cmd = { 'a', 'b' }`, as Neovim reads it. */
function luaCommand(lua: string): string[] {
  const cmd = /cmd = \{([^}]*)\}/.exec(lua);
  expect(cmd, lua).not.toBeNull();
  return [...cmd![1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

/** Each editor recipe's command line, named. */
function editorRecipes(): Array<{ name: string; argv: string[] }> {
  const blocks = blocksOf(section('In the editor: the language server'));
  expect(blocks.map((b) => b.lang)).toEqual(['json', 'lua', 'lua', 'toml', 'json', 'json']);
  const [vscodeBlock, neovim, neovimOld, helixBlock, zedBlock, agentBlock] = blocks as [
    (typeof blocks)[number],
    ...typeof blocks,
  ];
  const vscode = JSON.parse(vscodeBlock.text) as Json;
  expect(vscode['glspc.server.languageId']).toEqual(['yaml', 'json', 'markdown']);
  expect(neovim!.text).toContain("vim.lsp.enable('handoff_gate')");
  const helix = parseToml(helixBlock!.text) as {
    'language-server': Record<string, { command: string; args: string[] }>;
    language: Array<{ name: string; 'language-servers': string[] }>;
  };
  for (const language of helix.language) expect(language['language-servers']).toContain('handoff-gate');
  const helixServer = helix['language-server']['handoff-gate']!;
  const zed = (JSON.parse(zedBlock!.text) as { lsp: Record<string, { binary: { path: string; arguments: string[] } }> })
    .lsp['handoff-gate']!.binary;
  const agent = (JSON.parse(agentBlock!.text) as Json)['handoff-gate'] as {
    command: string;
    args: string[];
    extensionToLanguage: Json;
  };
  expect(Object.keys(agent.extensionToLanguage)).toEqual(['.yaml', '.yml', '.json', '.md']);
  return [
    {
      name: 'VS Code (generic client)',
      argv: [vscode['glspc.server.command'] as string, ...(vscode['glspc.server.commandArguments'] as string[])],
    },
    { name: 'Neovim 0.11+', argv: luaCommand(neovim!.text) },
    { name: 'Neovim 0.7 to 0.10', argv: luaCommand(neovimOld!.text) },
    { name: 'Helix', argv: [helixServer.command, ...helixServer.args] },
    { name: 'Zed', argv: [zed.path, ...zed.arguments] },
    { name: 'coding agents (.lsp.json)', argv: [agent.command, ...agent.args] },
  ];
}

/** The MCP client configuration's command line. */
function mcpRecipe(): string[] {
  const blocks = blocksOf(section('The MCP server'));
  const config = JSON.parse(blocks.find((b) => b.lang === 'json')!.text) as {
    mcpServers: Record<string, { command: string; args: string[] }>;
  };
  const server = config.mcpServers['handoff-gate']!;
  return [server.command, ...server.args];
}

/** Written by the clone's own `handoff-gate` if anything ran it. */
const RAN = 'the-clone-program-ran';

/**
 * An untrusted clone: a repository whose `node_modules/.bin/handoff-gate` (what `npx --no-install
 * handoff-gate` would run inside it) marks that it ran.
 */
function untrustedClone(): string {
  const root = repo({ '.forge/intents/a.yaml': 'title: x\n' });
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(root, 'node_modules', '.bin', 'handoff-gate'), `#!/bin/sh\ntouch "${join(root, RAN)}"\n`, {
    mode: 0o755,
  });
  return root;
}

let installed: Installed;
// Packing and installing the package takes the time of a dozen other test files: the recipes are
// started on it in the full run (`npm run test:full`, which CI runs too); the quick loop reads them.
beforeAll(() => {
  if (FULL_RUNS) installed = installPackage();
}, 120_000);
afterAll(() => {
  installed?.remove();
  removeRepos();
});

describe("the docs' install", () => {
  it('does not begin with an install from the npm registry, where the package is not', () => {
    const install = blocksOf(section('Install'));
    expect(install[0]!.text).toMatch(
      /^npm install -g https:\/\/github\.com\/<owner>\/handoff-gate\/archive\/<sha>\.tar\.gz$/m,
    );
    expect(page).not.toMatch(/npm i(?:nstall)? -D handoff-gate\b/);
    // Every recipe starts the global install's command, never npx nor a program of the project.
    for (const { name, argv } of editorRecipes()) expect(argv, name).toEqual(['handoff-gate', 'lsp']);
    expect(mcpRecipe()).toEqual(['handoff-gate', 'mcp']);
  });

  it('ships the Neovim recipe for 0.7 (Debian 12) with only what 0.7 has', () => {
    const lua = blocksOf(section('In the editor: the language server')).filter((b) => b.lang === 'lua')[1]!.text;
    expect(lua).toContain('vim.lsp.start_client(');
    expect(lua).toContain('vim.lsp.buf_attach_client(');
    expect(lua).toContain("vim.api.nvim_create_autocmd('FileType'");
    // vim.lsp.config, vim.lsp.enable and vim.lsp.start came after 0.7.
    expect(lua).not.toMatch(/vim\.lsp\.(?:config|enable|start)\b(?!_)/);
  });
});

describe.runIf(FULL_RUNS)('each recipe, started as written', () => {
  for (const { name, argv } of editorRecipes())
    it(`${name}: answers an editor as a language server, and runs nothing of the clone`, async () => {
      const clone = untrustedClone();
      const client = await startLsp(clone, { command: { argv, path: installed.path } });
      expect(client.initialized.serverInfo?.name).toBe('handoff-gate');
      expect(await stop(client)).toBe(0);
      expect(existsSync(join(clone, RAN))).toBe(false);
    });

  it('the MCP client configuration: answers an agent, and runs nothing of the clone', async () => {
    const clone = untrustedClone();
    const [command, ...args] = mcpRecipe();
    const client = new Client({ name: 'recipe', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: command!,
        args,
        cwd: clone,
        env: { PATH: installed.path, HOME: process.env.HOME ?? '' },
        stderr: 'pipe',
      }),
    );
    expect(client.getServerVersion()?.name).toBe('handoff-gate');
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('check_text');
    await client.close();
    expect(existsSync(join(clone, RAN))).toBe(false);
  });
});
