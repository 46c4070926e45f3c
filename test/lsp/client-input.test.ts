import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type LogMessageParams,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { removeRepos, repo, RESPONSE } from '../cli/in-process.js';
import { serveLsp } from '../../src/lsp/server.js';
import { MAX_FRAME_BYTES } from '../../src/lsp/framing.js';
import { uriOf } from './client.js';

/**
 * The language server against any input a client may send: the server's own code, run in this
 * process on a pair of streams (the stdio tests in server.test.ts run the built bundle), spoken
 * to with the protocol's client, or with raw bytes where the framing itself is the test.
 */

interface Server {
  connection: ProtocolConnection;
  input: PassThrough;
  pushes: PublishDiagnosticsParams[];
  logs: LogMessageParams[];
  errors: string[];
  exited: Promise<number>;
  /** Resolves once a push for `uri` at `version` has arrived. */
  pushed(uri: string, version: number): Promise<void>;
  /** Resolves once a log line has arrived. */
  logged(): Promise<void>;
}

const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) {
    server.connection.dispose();
    server.input.end();
  }
  removeRepos();
});

async function serve(root: string): Promise<Server> {
  const input = new PassThrough();
  const output = new PassThrough();
  const errors: string[] = [];
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  serveLsp({ cwd: root, version: 'test' }, { input, output, error: (line) => errors.push(line), exit });
  const connection = createProtocolConnection(new StreamMessageReader(output), new StreamMessageWriter(input));
  const pushes: PublishDiagnosticsParams[] = [];
  const logs: LogMessageParams[] = [];
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    pushes.push(p);
    wake();
  });
  connection.onNotification('window/logMessage', (p: LogMessageParams) => {
    logs.push(p);
    wake();
  });
  connection.listen();
  await connection.sendRequest('initialize', { processId: null, rootUri: uriOf(root), capabilities: {} });
  await connection.sendNotification('initialized', {});
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const server: Server = {
    connection,
    input,
    pushes,
    logs,
    errors,
    exited,
    pushed: (uri, version) => until(() => pushes.some((p) => p.uri === uri && p.version === version)),
    logged: () => until(() => logs.length > 0),
  };
  running.push(server);
  return server;
}

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const notification = (method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', method, params });

describe('a stream the server cannot read', () => {
  const INITIALIZED = notification('initialized', {});
  const broken: Array<[string, string]> = [
    ['a Content-Length that is no number', `Content-Length: many\r\n\r\n${INITIALIZED}`],
    ['a Content-Length too short for its body', `Content-Length: 5\r\n\r\n${INITIALIZED}`],
    ['a message of 10^12 bytes announced', `Content-Length: 1000000000000\r\n\r\n${INITIALIZED}`],
    ['no Content-Length header', `Content-Type: application/vscode-jsonrpc\r\n\r\n${INITIALIZED}`],
    ['a header with no end', `Content-Length: 12${' '.repeat(10_000)}`],
    ['a body that is no JSON', frame('{"jsonrpc": "2.0", "method": ')],
  ];

  it.each(broken)('%s: the server ends with 1 and says so in one plain line', async (_, bytes) => {
    const server = await serve(repo({ 'reports/r.yaml': RESPONSE }));
    server.input.write(bytes);
    expect(await server.exited).toBe(1);
    expect(server.errors).toHaveLength(1);
    expect(server.errors[0]).toMatch(
      /^handoff-gate: the client's stream could not be read \(.+\); the language server ends\.\n$/,
    );
    // Never a stack, never the client's bytes quoted.
    expect(server.errors[0]).not.toContain(' at ');
    expect(server.errors[0]).not.toContain('initialized');
  });

  it('ends on a message announced one byte over MAX_FRAME_BYTES', async () => {
    const over = await serve(repo({}));
    over.input.write(`Content-Length: ${MAX_FRAME_BYTES + 1}\r\n\r\n`);
    expect(await over.exited).toBe(1);
    expect(over.errors[0]).toContain(`over the ${MAX_FRAME_BYTES}`);
  });
});

describe('a burst of changes to one document', () => {
  it('is checked once, at its newest version', async () => {
    const root = repo({ 'reports/r.yaml': RESPONSE });
    const server = await serve(root);
    const uri = uriOf(join(root, 'reports/r.yaml'));
    await server.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: RESPONSE },
    });
    await server.pushed(uri, 1);
    const burst = 3_000;
    let bytes = '';
    for (let version = 2; version <= burst + 1; version++) {
      const text = version % 2 ? RESPONSE : RESPONSE.replace('success', 'Success');
      bytes += frame(
        notification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] }),
      );
    }
    // One write: every change is read before the first is handled, as a fast typist's editor sends them.
    server.input.write(bytes);
    await server.pushed(uri, burst + 1);
    expect(server.pushes.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([1, burst + 1]);
    // The newest version is the one checked: an odd version holds the clean text.
    expect(server.pushes.at(-1)!.diagnostics).toEqual([]);
    const hover = await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 9 },
    });
    expect(hover).toBeNull();
  });
});

describe('a document the server cannot name a file for', () => {
  it('`file://host/x` is one plain log line, no stack, and the server serves on', async () => {
    const root = repo({ 'reports/r.yaml': RESPONSE });
    const server = await serve(root);
    const odd = 'file://host/x.yaml';
    await server.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: odd, languageId: 'yaml', version: 1, text: RESPONSE },
    });
    await server.logged();
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: odd, version: 2 },
      contentChanges: [{ text: RESPONSE }],
    });
    const uri = uriOf(join(root, 'reports/r.yaml'));
    await server.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: RESPONSE },
    });
    await server.pushed(uri, 1);
    expect(server.logs.map((l) => l.message)).toEqual([
      `handoff-gate: ${odd}: not checked: not a file on this machine's disk.`,
    ]);
    expect(server.pushes.map((p) => p.uri)).toEqual([uri]);
  });
});

describe('code actions', () => {
  it('are offered for every finding on the lines of the range, wherever the cursor is on the line', async () => {
    const root = repo({ 'reports/r.yaml': RESPONSE });
    const server = await serve(root);
    const uri = uriOf(join(root, 'reports/r.yaml'));
    const text = RESPONSE.replace('success', 'Success');
    await server.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text },
    });
    await server.pushed(uri, 1);
    const diagnostics = server.pushes[0]!.diagnostics;
    expect(diagnostics.map((d) => [d.range.start.line, d.range.start.character])).toEqual([[0, 8]]);
    const at = async (line: number, character: number, endLine = line, endCharacter = character) =>
      (
        (await server.connection.sendRequest('textDocument/codeAction', {
          textDocument: { uri },
          range: { start: { line, character }, end: { line: endLine, character: endCharacter } },
          context: { diagnostics },
        })) as CodeAction[]
      ).map((a) => a.kind);
    const offered = ['quickfix', 'quickfix', 'source.fixAll.handoff-gate'];
    // The cursor on the key, before the value: the line's finding is offered all the same.
    expect(await at(0, 0)).toEqual(offered);
    expect(await at(0, 3)).toEqual(offered);
    // The whole line selected (to the start of the next one).
    expect(await at(0, 0, 1, 0)).toEqual(offered);
    // Another line: no quick fix of the finding (fix-all is offered anywhere in the file).
    expect(await at(1, 0)).toEqual(['source.fixAll.handoff-gate']);
  });
});
