import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { registerTools } from './tools.js';

export interface McpOptions {
  /** The repository's root: every path a tool takes is relative to it. */
  root: string;
  /** The server's version, as the client sees it. */
  version: string;
}

/** The server with its tools, not yet connected: a test connects it to a transport of its own. */
function mcpServer(options: McpOptions): McpServer {
  const server = new McpServer(
    { name: 'handoff-gate', version: options.version },
    {
      instructions:
        'Checks AI-agent handoff files (handoffs, subagent responses, envelopes, intents, messages) with the same rules as the review gate that will judge them. Call check_text with the path and text before writing a handoff file; fix what it reports (fix_text applies the safe fixes), and hand off once it reports no errors.',
    },
  );
  registerTools(server, options.root);
  return server;
}

/**
 * `handoff-gate mcp`: serves the tools over stdio until the client closes stdin. Stdout carries
 * the protocol alone: nothing else is printed there.
 */
export async function serveMcp(options: McpOptions, transport: Transport = new StdioServerTransport()): Promise<void> {
  const server = mcpServer(options);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  await server.connect(transport);
  await closed;
}
