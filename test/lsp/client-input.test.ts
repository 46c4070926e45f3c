import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
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
  /** Resolves once the server has asked the client `count` times to pull diagnostics again. */
  refreshed(count: number): Promise<void>;
  /** How many times it has asked so far. */
  refreshes(): number;
  /** Resolves once `done` holds, looked at after each message from the server. */
  until(done: () => boolean): Promise<void>;
}

const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) {
    server.connection.dispose();
    server.input.end();
  }
  removeRepos();
});

/** What the client says of itself in `initialize`, past the root. */
interface Init {
  capabilities?: ClientCapabilities;
  initializationOptions?: unknown;
  rootUri?: string;
  /** Answers the server's `client/registerCapability` (left out: the request goes unanswered as unknown). */
  onRegister?: (params: unknown) => void;
}

async function serve(root: string, init: Init = {}): Promise<Server> {
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
  let refreshes = 0;
  const wake = () => waiting.splice(0).forEach((w) => w());
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    pushes.push(p);
    wake();
  });
  connection.onNotification('window/logMessage', (p: LogMessageParams) => {
    logs.push(p);
    wake();
  });
  connection.onRequest('workspace/diagnostic/refresh', () => {
    refreshes++;
    wake();
    return null;
  });
  if (init.onRegister)
    connection.onRequest('client/registerCapability', (params: unknown) => {
      init.onRegister!(params);
      wake();
      return null;
    });
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: null,
    rootUri: init.rootUri ?? uriOf(root),
    capabilities: init.capabilities ?? {},
    ...(init.initializationOptions !== undefined && { initializationOptions: init.initializationOptions }),
  });
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
    refreshed: (count) => until(() => refreshes >= count),
    refreshes: () => refreshes,
    until,
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

const FIXABLE = RESPONSE.replace('success', 'Success');

/** Opens `path` of `root` at `version` with `text`; its URI. */
async function open(server: Server, root: string, path: string, text: string, version = 1): Promise<string> {
  const uri = uriOf(join(root, path));
  await server.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: path.endsWith('.md') ? 'markdown' : 'yaml', version, text },
  });
  return uri;
}

describe('a client that pulls diagnostics', () => {
  const PULLS: ClientCapabilities = {
    textDocument: { diagnostic: {} },
    workspace: { diagnostics: { refreshSupport: true } },
  };
  const pull = (server: Server, textDocument: unknown) =>
    server.connection.sendRequest('textDocument/diagnostic', { textDocument }) as Promise<{
      kind: string;
      items: Array<{ code?: unknown }>;
    }>;

  it('is answered for an open document, with nothing for one nobody opened, and asked to pull again on a change', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE, 'reports/s.yaml': RESPONSE });
    const server = await serve(root, { capabilities: PULLS });
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    const report = await pull(server, { uri });
    expect(report.kind).toBe('full');
    expect(report.items.map((d) => d.code)).toEqual(['subagent-response/enum']);
    // The disk holds the same finding, but a document nobody opened gets none.
    expect((await pull(server, { uri: uriOf(join(root, 'reports/s.yaml')) })).items).toEqual([]);
    // An edit: the client is asked to pull every document again, which may depend on it.
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: RESPONSE }],
    });
    await server.refreshed(1);
    expect((await pull(server, { uri })).items).toEqual([]);
    // A save: the disk is read again, and the client asked again.
    const asked = server.refreshes();
    await server.connection.sendNotification('textDocument/didSave', { textDocument: { uri } });
    await server.refreshed(asked + 1);
    expect(server.pushes).toEqual([]);
  });

  it('a request without its document is answered as an invalid one, and the server serves on', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE });
    const server = await serve(root, { capabilities: PULLS });
    await expect(pull(server, undefined)).rejects.toMatchObject({
      code: -32602,
      message: 'textDocument.uri: give the URI of an open document.',
    });
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    expect((await pull(server, { uri })).items).toHaveLength(1);
  });

  it('is pushed to instead when its settings ask for push, and the config they name is read', async () => {
    const root = repo({
      'reports/r.yaml': FIXABLE,
      'lsp-config.yml': 'rules:\n  subagent-response/enum: warning\n',
    });
    const server = await serve(root, {
      capabilities: PULLS,
      initializationOptions: { diagnostics: 'push', config: 'lsp-config.yml' },
    });
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    await server.pushed(uri, 1);
    // Severity 2: a warning, as the named config sets it (the default is an error, 1).
    expect(server.pushes[0]!.diagnostics.map((d) => [d.code, d.severity])).toEqual([['subagent-response/enum', 2]]);
  });
});

describe('a document closed, and the disk changed', () => {
  it('a closed document is pushed an empty list; a change on the disk checks the open ones again', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE, 'reports/s.yaml': RESPONSE });
    const server = await serve(root);
    const closing = await open(server, root, 'reports/s.yaml', FIXABLE);
    const staying = await open(server, root, 'reports/r.yaml', FIXABLE);
    await server.pushed(closing, 1);
    await server.pushed(staying, 1);
    await server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: closing } });
    await server.until(() => server.pushes.some((p) => p.uri === closing && p.diagnostics.length === 0));
    // The config turns the rule off: the open document is checked again, and pushed what changed.
    mkdirSync(join(root, '.github'));
    writeFileSync(join(root, '.github/handoff-gate.yml'), 'rules:\n  subagent-response/enum: off\n');
    await server.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(join(root, '.github/handoff-gate.yml')), type: 1 }],
    });
    await server.until(() => server.pushes.at(-1)?.uri === staying && server.pushes.at(-1)!.diagnostics.length === 0);
    expect(server.pushes.at(-1)).toEqual({ uri: staying, version: 1, diagnostics: [] });
  });
});

describe('documents the server does not check', () => {
  it('an unsaved buffer and a file outside the root are each said once in the log, and the server serves on', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE });
    const server = await serve(root);
    await server.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: 'untitled:Untitled-1', languageId: 'yaml', version: 1, text: FIXABLE },
    });
    await server.logged();
    const elsewhere = repo({});
    const outside = await open(server, elsewhere, 'r.yaml', FIXABLE);
    await server.until(() => server.logs.length > 1);
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    await server.pushed(uri, 1);
    expect(server.logs.map((l) => l.message)).toEqual([
      'handoff-gate: untitled:Untitled-1: not checked: only files of the repository are (save it inside the repository).',
      expect.stringMatching(
        new RegExp(`^handoff-gate: ${outside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not checked: .*outside the root`),
      ),
    ]);
    expect(server.pushes.map((p) => p.uri)).toEqual([uri]);
  });
});

describe('a JSON file', () => {
  it('is offered its fixes but no suppression: JSON has no comment to write one in', async () => {
    const root = repo({});
    const text =
      '{"from_agent":"MailBuilder","to_agent":"TestAgent","timestamp":"2025-01-14T12:00:00Z","status":"Pass","iteration":1,"loop_required":false,"artifacts":[],"issues":[]}\n';
    const server = await serve(root);
    const uri = await open(server, root, 'handoff-MailBuilder.json', text);
    await server.pushed(uri, 1);
    const status = server.pushes[0]!.diagnostics.find((d) => d.code === 'handoff/enum');
    expect(status).toBeDefined();
    const actions = (await server.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: status!.range,
      context: { diagnostics: [status] },
    })) as CodeAction[];
    expect(actions.map((a) => a.kind)).toEqual(['quickfix', 'source.fixAll.handoff-gate']);
    expect(actions.some((a) => a.title.startsWith('Suppress'))).toBe(false);
  });
});

describe('a Markdown file', () => {
  const REPORT = `---\nid: 20250306-010-rep\nfrom: pm\nto: human\ntype: report\npriority: medium\nstatus: Completed\ncreated_at: 2025-03-06T09:00:00Z\n---\n\n# Weekly report\n\nAll done.\n`;

  it("suppresses a finding of its frontmatter with YAML's comment", async () => {
    const root = repo({});
    const path = 'shared/reports/pm/20250306-010-rep.md';
    const server = await serve(root);
    const uri = await open(server, root, path, REPORT);
    await server.pushed(uri, 1);
    const diagnostics = server.pushes[0]!.diagnostics;
    const status = diagnostics.find((d) => d.range.start.line === 6)!;
    expect(status).toBeDefined();
    const actions = (await server.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: status.range,
      context: { diagnostics: [status] },
    })) as CodeAction[];
    const suppress = actions.find((a) => a.title.startsWith(`Suppress ${String(status.code)}`))!;
    expect(suppress.edit!.changes![uri]).toEqual([
      {
        range: { start: { line: 6, character: 0 }, end: { line: 6, character: 0 } },
        newText: expect.stringMatching(new RegExp(`^# handoff-gate-disable-next-line ${String(status.code)} -- `)),
      },
    ]);
  });
});

describe('the end of a session', () => {
  it('after shutdown, the client closing the stream ends the server with 0', async () => {
    const root = repo({});
    // A root the client names by a file URI of another host: the server's own folder is the root.
    const server = await serve(root, { rootUri: 'file://elsewhere/srv/repo' });
    await server.connection.sendRequest('shutdown');
    server.input.end();
    expect(await server.exited).toBe(0);
  });
});

describe('a repository with a commit', () => {
  const INTENT = `title: Lock an account after repeated failed logins\nbody: |\n  Lock an account for 30 minutes after 10 failed logins.\ntype: feature\nsource: reflection\nrisk: high\nstatus: proposed\nparent: fix-login\ncreated_at: 2025-03-05T12:05:00Z\n`;
  const PARENT =
    'title: Fix login validation\nbody: Check addresses everywhere a user types one.\ntype: fix\nsource: human\n';

  it('judges a buffer against the last commit, its parent read from the disk', async () => {
    const root = repo({ '.forge/intents/lockout.yaml': INTENT, '.forge/intents/fix-login.yaml': PARENT });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@example.com', ...args], { cwd: root });
    git('add', '-A');
    git('commit', '-qm', 'two intents');
    const server = await serve(root);
    const uri = await open(server, root, '.forge/intents/lockout.yaml', INTENT);
    await server.pushed(uri, 1);
    expect(server.pushes[0]!.diagnostics).toEqual([]);
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: INTENT.replace('status: proposed', 'status: executing') }],
    });
    await server.pushed(uri, 2);
    const codes = server.pushes.at(-1)!.diagnostics.map((d) => d.code);
    expect(codes).toContain('intent/approval-skipped');
    // The parent, on the disk only, is found.
    expect(codes).not.toContain('intent/parent-not-found');
  });
});

describe('a client that can watch files', () => {
  it('that refuses to is said so in the log, and the server serves on', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE });
    const server = await serve(root, {
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
      onRegister: () => {
        throw new Error('no watchers here');
      },
    });
    const ours = (message: string) => message.startsWith('handoff-gate: could not watch the files: ');
    await server.until(() => server.logs.some((l) => ours(l.message)));
    expect(server.logs.find((l) => ours(l.message))!.message).toContain('no watchers here');
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    await server.pushed(uri, 1);
  });

  it('is asked to watch the handoff files and the config', async () => {
    const root = repo({});
    const registered: unknown[] = [];
    const server = await serve(root, {
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
      onRegister: (params) => registered.push(params),
    });
    await server.until(() => registered.length > 0);
    expect(registered).toEqual([
      {
        registrations: [
          {
            id: expect.any(String),
            method: 'workspace/didChangeWatchedFiles',
            registerOptions: { watchers: [{ globPattern: '**/*.{yaml,yml,json,md,markdown}' }] },
          },
        ],
      },
    ]);
  });
});

describe('settings that name a config that is not there', () => {
  it('each document is said not checked, once and without a stack, and a code action is refused as invalid', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE });
    const server = await serve(root, { initializationOptions: { config: 'missing.yml' } });
    const uri = await open(server, root, 'reports/r.yaml', FIXABLE);
    await server.logged();
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: RESPONSE }],
    });
    const at = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    await expect(
      server.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: at,
        context: { diagnostics: [] },
      }),
    ).rejects.toMatchObject({ code: -32602, message: '--config missing.yml: no such file.' });
    expect(server.logs.map((l) => l.message)).toEqual([
      `handoff-gate: ${uri}: not checked: --config missing.yml: no such file.`,
    ]);
    expect(server.pushes).toEqual([]);
  });
});
