import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type ClientCapabilities,
  type InitializeResult,
  type LogMessageParams,
} from 'vscode-languageserver-protocol/node';
import { CLI } from '../helpers/bundle.js';

/**
 * `handoff-gate lsp` as an editor meets it: the built CLI started as a process, spoken to over
 * stdio with the protocol's own client connection. Pushed diagnostics and log lines are kept as
 * they arrive, so a test can wait for the push of a given version.
 */
export interface LspClient {
  connection: ProtocolConnection;
  child: ChildProcessWithoutNullStreams;
  initialized: InitializeResult;
  pushes: PublishDiagnosticsParams[];
  logs: LogMessageParams[];
  /** The first push for `uri` (at `version`, when given) from the `from`-th push on. */
  pushed(uri: string, version?: number, from?: number): Promise<PublishDiagnosticsParams>;
  exited: Promise<number | null>;
  stderr: () => string;
}

export const uriOf = (path: string): string => pathToFileURL(path).href;

export async function startLsp(
  cwd: string,
  options: {
    args?: string[];
    capabilities?: ClientCapabilities;
    initializationOptions?: unknown;
    /** The whole command line to start instead of the built CLI's `lsp` (an editor recipe's), with its `PATH`. */
    command?: { argv: readonly string[]; path: string };
  } = {},
): Promise<LspClient> {
  const [file, ...args] = options.command?.argv ?? [process.execPath, CLI, 'lsp', ...(options.args ?? [])];
  const child = spawn(file!, args, {
    cwd,
    env: { PATH: options.command?.path ?? process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const pushes: PublishDiagnosticsParams[] = [];
  const logs: LogMessageParams[] = [];
  const waiting: Array<() => void> = [];
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    pushes.push(params);
    for (const wake of waiting.splice(0)) wake();
  });
  connection.onNotification('window/logMessage', (params: LogMessageParams) => {
    logs.push(params);
  });
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('workspace/diagnostic/refresh', () => null);
  connection.listen();
  const initialized = (await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uriOf(cwd),
    capabilities: options.capabilities ?? {},
    ...(options.initializationOptions !== undefined && { initializationOptions: options.initializationOptions }),
  })) as InitializeResult;
  await connection.sendNotification('initialized', {});
  const pushed = async (uri: string, version?: number, from = 0) => {
    for (;;) {
      const found = pushes.slice(from).find((p) => p.uri === uri && (version === undefined || p.version === version));
      if (found) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { connection, child, initialized, pushes, logs, pushed, exited, stderr: () => stderr };
}

/** Opens a document as an editor does. */
export async function open(client: LspClient, path: string, text: string, version = 1): Promise<string> {
  const uri = uriOf(path);
  const languageId = path.endsWith('.json') ? 'json' : path.endsWith('.md') ? 'markdown' : 'yaml';
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId, version, text },
  });
  return uri;
}

/** Replaces a document's whole text, as a client without incremental sync does. */
export async function change(client: LspClient, uri: string, text: string, version: number): Promise<void> {
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version },
    contentChanges: [{ text }],
  });
}

/** Ends the session as an editor does: shutdown, then exit; the exit status. */
export async function stop(client: LspClient): Promise<number | null> {
  await client.connection.sendRequest('shutdown');
  await client.connection.sendNotification('exit');
  const status = await client.exited;
  client.connection.dispose();
  return status;
}
