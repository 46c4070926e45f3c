import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/usage.js';
import { removeRepos, repo } from '../cli/in-process.js';
import { REPO } from '../helpers/bundle.js';
import { startLsp, stop } from './client.js';

/**
 * The set-up snippets for editors and agents (docs/agents.md): each one's config parses, and each starts
 * the command the CLI has (`handoff-gate lsp`, through the package's own bin), which answers an
 * editor's `initialize`.
 */

const readme = readFileSync(`${REPO}docs/agents.md`, 'utf8');
const start = readme.indexOf('## In the editor: the language server');
const end = readme.indexOf('\n## ', start + 1);
const section = readme.slice(start, end === -1 ? undefined : end);
const blocks = [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
const COMMAND = ['npx', '--no-install', 'handoff-gate', 'lsp'];

type Json = Record<string, unknown>;

afterAll(() => removeRepos());

describe("the docs' language-server set-up", () => {
  const json = blocks.filter((b) => b.lang === 'json').map((b) => JSON.parse(b.text) as Json);

  it('has a snippet for VS Code, Neovim, Helix, Zed and coding agents, each of which parses', () => {
    expect(start).toBeGreaterThan(0);
    expect(blocks.map((b) => b.lang)).toEqual(['json', 'lua', 'toml', 'json', 'json']);
    expect(() => parseToml(blocks[2]!.text)).not.toThrow();
  });

  it('each starts `handoff-gate lsp`', () => {
    const [vscode, zed, agent] = json as [Json, Json, Json];
    const started: string[][] = [];
    started.push([vscode['glspc.server.command'] as string, ...(vscode['glspc.server.commandArguments'] as string[])]);
    expect(vscode['glspc.server.languageId']).toEqual(['yaml', 'json', 'markdown']);

    const lua = blocks[1]!.text;
    expect(lua).toContain("vim.lsp.config('handoff_gate'");
    expect(lua).toContain("vim.lsp.enable('handoff_gate')");
    const cmd = /cmd = \{([^}]*)\}/.exec(lua)![1]!;
    started.push([...cmd.matchAll(/'([^']*)'/g)].map((m) => m[1]!));

    const helix = parseToml(blocks[2]!.text) as {
      'language-server': Record<string, { command: string; args: string[] }>;
      language: Array<{ name: string; 'language-servers': string[] }>;
    };
    const server = helix['language-server']['handoff-gate']!;
    started.push([server.command, ...server.args]);
    for (const language of helix.language) expect(language['language-servers']).toContain('handoff-gate');

    const binary = (zed.lsp as Record<string, { binary: { path: string; arguments: string[] } }>)['handoff-gate']!
      .binary;
    started.push([binary.path, ...binary.arguments]);
    const agentServer = agent['handoff-gate'] as { command: string; args: string[]; extensionToLanguage: Json };
    started.push([agentServer.command, ...agentServer.args]);
    expect(Object.keys(agentServer.extensionToLanguage)).toEqual(['.yaml', '.yml', '.json', '.md']);

    for (const argv of started) expect(argv).toEqual(COMMAND);
    // The package's bin is that name, and `lsp` is one of the CLI's commands.
    const pkg = JSON.parse(readFileSync(`${REPO}package.json`, 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin['handoff-gate']).toBe('dist/cli/index.js');
    expect(USAGE).toMatch(/^ {2}lsp {2,}/m);
  });

  it('the command answers an editor as a language server', async () => {
    const root = repo({});
    const client = await startLsp(root, { args: ['--stdio'] });
    expect(client.initialized.serverInfo?.name).toBe('handoff-gate');
    expect(await stop(client)).toBe(0);
  });
});
