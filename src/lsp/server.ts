import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { InputError, type Finding, type FixTextResult } from '../lib/public.js';
import { EditorSession } from '../lib/session.js';
import { BINARY_RULE, ENCODING_RULE, TOO_LARGE_RULE, UNRECOGNISED_RULE } from '../lib/rule-ids.js';
import { codeActions, FIX_ALL_KIND } from './actions.js';
import { AnnouncedVersions } from './announced.js';
import { framingGuard } from './framing.js';
import { diagnosticOf, SOURCE } from './diagnostics.js';
import { hoverAt } from './hover.js';
import { settingsOf } from './settings.js';

export interface LspOptions {
  /** The repository's root, when the command names one (`--root`); else the client's workspace folder, else `cwd`. */
  root?: string;
  cwd: string;
  /** The server's version, as the client sees it. */
  version: string;
}

/** Rules whose finding only says the file is not a handoff file: said once in the log, not shown on the file. */
const NOT_CHECKED = new Set([UNRECOGNISED_RULE]);
/** Rules whose finding says the file was not checked at all: shown, and said once in the log too. */
const NOT_READ = new Set([TOO_LARGE_RULE, BINARY_RULE, ENCODING_RULE]);

/** One open document's last check: the version it is of, and what it found. */
interface Checked {
  version: number;
  /** The state of the open buffers and the disk it saw (see `#world`). */
  world: number;
  findings: Finding[];
  /** What `check --fix` makes of that version, asked for by the first code action or hover that needs it. */
  fixed?: Promise<FixTextResult>;
  /** The diagnostics last pushed, to push a dependent's again only when they change. */
  pushed?: string;
}

/** Where the server reads, writes and ends: the process's own, or a test's. */
export interface LspStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Where a line is written when the stream itself is broken (the protocol's log is lost with it). */
  error: (line: string) => void;
  exit: (code: number) => void;
}

const PROCESS_STREAMS: LspStreams = {
  input: process.stdin,
  output: process.stdout,
  error: (line) => void process.stderr.write(line),
  exit: (code) => process.exit(code),
};

/**
 * `handoff-gate lsp`: the CLI's check as a language server on stdin and stdout. Diagnostics are
 * pushed with the document's version (pulled instead by a client that says it pulls), fixes are
 * code actions, and a hover explains a finding. Stdout carries the protocol alone. The process
 * ends on `exit` (the protocol library ends it) or when stdin closes, the client gone: with 0
 * after a `shutdown`, else 1, as the protocol says. The library also ends it when the client's
 * process, named in `initialize`, is gone. A stream it cannot read (a broken frame, a body that
 * is no JSON) ends it with 1 and one line on stderr: its place in the stream is lost, and the
 * editor starts a new server.
 */
export function serveLsp(options: LspOptions, streams: LspStreams = PROCESS_STREAMS): void {
  let ended = false;
  const end = (why: string) => {
    if (ended) return;
    ended = true;
    streams.error(`handoff-gate: the client's stream could not be read (${why}); the language server ends.\n`);
    streams.exit(1);
  };
  // Checked before the protocol library reads the same bytes: the guard is the first listener.
  const guard = framingGuard(end);
  streams.input.on('data', (chunk: Uint8Array | string) =>
    guard(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
  );
  const reader = new StreamMessageReader(streams.input);
  const announced = new AnnouncedVersions();
  const connection = createConnection(announced.reading(reader), new StreamMessageWriter(streams.output));
  let shutdown = false;
  connection.onShutdown(() => {
    shutdown = true;
  });
  // A message that cannot be read is never quoted (it may hold anything).
  reader.onError((error) => end(`a message that is no JSON-RPC message: ${error.name}`));
  // The protocol library's own timer (watching the client's process) would keep the process alive.
  reader.onClose(() => {
    if (!ended) streams.exit(shutdown ? 0 : 1);
  });
  new LanguageServer(connection, options, announced).listen();
}

class LanguageServer {
  readonly #connection: Connection;
  readonly #options: LspOptions;
  readonly #documents = new TextDocuments(TextDocument);
  #session: EditorSession | undefined;
  #pull = false;
  #refresh = false;
  readonly #checked = new Map<string, Checked>();
  readonly #said = new Set<string>();
  /** Documents waiting for a check: an edited one first, then those that may depend on it. */
  readonly #queue = new Map<string, 'edited' | 'dependent'>();
  #draining = false;
  /** Counts the changes to what a check sees (any buffer, the disk): a check of an older world is done again. */
  #world = 0;

  readonly #announced: AnnouncedVersions;

  constructor(connection: Connection, options: LspOptions, announced: AnnouncedVersions) {
    this.#connection = connection;
    this.#options = options;
    this.#announced = announced;
  }

  listen(): void {
    const connection = this.#connection;
    connection.onInitialize((params) => this.#initialize(params));
    connection.onInitialized(() => this.#watchFiles(connection));
    this.#documents.onDidChangeContent(({ document }) => this.#edited(document));
    this.#documents.onDidClose(({ document }) => this.#closed(document));
    this.#documents.onDidSave(() => this.#diskChanged());
    connection.onDidChangeWatchedFiles(() => this.#diskChanged());
    connection.onCodeAction((params) =>
      this.#answer('code actions', async () => {
        const document = this.#document(params?.textDocument?.uri);
        const checked = this.#current(document);
        if (!checked) return [];
        const fixed = await this.#fixed(document, checked);
        if (document.version !== checked.version) return [];
        return codeActions(
          { document, findings: checked.findings, fixed, snippets: this.#snippets },
          params.range,
          params.context?.only,
        );
      }),
    );
    connection.onHover((params) =>
      this.#answer('hover', async () => {
        const document = this.#document(params?.textDocument?.uri);
        const checked = this.#current(document);
        if (!checked) return null;
        const fixed = checked.findings.some((f) => f.fix) ? await this.#fixed(document, checked) : undefined;
        return hoverAt(checked.findings, fixed, document, params.position);
      }),
    );
    connection.languages.diagnostics.on((params) =>
      this.#answer('diagnostics', () => {
        const uri = params?.textDocument?.uri;
        if (typeof uri !== 'string') throw new InputError('textDocument.uri: give the URI of an open document.');
        const document = this.#documents.get(uri);
        // A document nobody opened gets no diagnostics, whatever the disk holds.
        const checked = document && this.#current(document);
        return { kind: 'full' as const, items: checked ? checked.findings.map((f) => diagnosticOf(f, document)) : [] };
      }),
    );
    this.#documents.listen(connection);
    connection.listen();
  }

  #initialize(params: InitializeParams): InitializeResult {
    const settings = settingsOf(params.initializationOptions);
    const root = this.#options.root ?? clientRoot(params) ?? this.#options.cwd;
    this.#session = new EditorSession({ root, ...(settings.config !== undefined && { config: settings.config }) });
    // Pull only for a client that says it pulls: one that does not would otherwise see nothing.
    this.#pull = params.capabilities.textDocument?.diagnostic !== undefined && settings.diagnostics !== 'push';
    this.#refresh = params.capabilities.workspace?.diagnostics?.refreshSupport === true;
    this.#watching = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const edits = params.capabilities.workspace?.workspaceEdit;
    this.#snippets = edits?.snippetEditSupport === true && edits.documentChanges === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
        hoverProvider: true,
        ...(this.#pull && {
          diagnosticProvider: { identifier: SOURCE, interFileDependencies: true, workspaceDiagnostics: false },
        }),
      },
      serverInfo: { name: 'handoff-gate', version: this.#options.version },
    };
  }

  #watching = false;
  /** The client takes snippet edits: the suppression's reason is then selected for the person to type over. */
  #snippets = false;

  /** Asks the client to say when handoff files or the config change on the disk, where it can. */
  #watchFiles(connection: Connection): void {
    if (!this.#watching) return;
    void connection.client
      .register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{yaml,yml,json,md,markdown}' }],
      })
      .catch((error: unknown) => this.#log('could not watch the files', error));
  }

  #edited(document: TextDocument): void {
    const path = this.#pathOf(document.uri);
    if (path === undefined) return;
    this.#session!.open(path, document.getText());
    this.#world++;
    this.#schedule(document.uri, 'edited');
  }

  #closed(document: TextDocument): void {
    this.#checked.delete(document.uri);
    this.#queue.delete(document.uri);
    const path = this.#pathOf(document.uri);
    if (path !== undefined) this.#session!.close(path);
    this.#world++;
    // An empty list is an answer: the file's diagnostics are gone with it.
    if (!this.#pull) void this.#connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
    this.#dependents(document.uri);
  }

  /** A save, a file made or removed, the config changed: read the disk again, and check every open document. */
  #diskChanged(): void {
    this.#session?.forget();
    this.#world++;
    if (this.#pull) return void this.#refreshPulls();
    for (const document of this.#documents.all()) this.#schedule(document.uri, 'dependent');
  }

  #schedule(uri: string, why: 'edited' | 'dependent'): void {
    if (this.#queue.get(uri) !== 'edited') this.#queue.set(uri, why);
    if (this.#draining) return;
    this.#draining = true;
    setImmediate(() => this.#drain());
  }

  /**
   * One check per turn of the event loop, so the changes that arrived meanwhile are read first:
   * a document edited again is checked at its newest version only, and a check whose version was
   * superseded is dropped, not pushed (no fixed delay).
   */
  #drain(): void {
    const edited = [...this.#queue].find(([, why]) => why === 'edited');
    const [uri, why] = edited ?? this.#queue.entries().next().value!;
    this.#queue.delete(uri);
    try {
      this.#push(uri, why);
    } catch (error) {
      // A mistake of the client's settings (a config that is not there) is said once, plainly: no stack.
      if (error instanceof InputError) this.#sayOnce(uri, `${uri}: not checked: ${error.message}`);
      else this.#log(`could not check ${uri}`, error);
    }
    if (this.#queue.size > 0) setImmediate(() => this.#drain());
    else this.#draining = false;
  }

  #push(uri: string, why: 'edited' | 'dependent'): void {
    const document = this.#documents.get(uri);
    if (!document) return;
    // A newer version is read and waits its turn: it is checked when it arrives, this one never.
    if (!this.#announced.caughtUp(uri, document.version)) return;
    if (this.#pull) {
      if (why === 'edited') this.#dependents(uri);
      return;
    }
    const checked = this.#current(document);
    if (!checked || this.#documents.get(uri)?.version !== checked.version) return;
    const diagnostics: Diagnostic[] = checked.findings.map((f) => diagnosticOf(f, document));
    const key = JSON.stringify(diagnostics);
    if (why === 'edited') this.#dependents(uri);
    if (why === 'dependent' && key === checked.pushed) return;
    checked.pushed = key;
    void this.#connection.sendDiagnostics({ uri, version: checked.version, diagnostics });
  }

  /** The other open documents may refer to this one (an intent's parent, a reply's question): check them again. */
  #dependents(uri: string): void {
    if (this.#pull) return void this.#refreshPulls();
    for (const other of this.#documents.all()) if (other.uri !== uri) this.#schedule(other.uri, 'dependent');
  }

  #refreshPulls(): void {
    if (this.#refresh) void this.#connection.languages.diagnostics.refresh().catch(() => undefined);
  }

  /** The check of the document's current version: the last one when it is of that version, else a new one. */
  #current(document: TextDocument): Checked | undefined {
    const last = this.#checked.get(document.uri);
    if (last?.version === document.version && last.world === this.#world) return last;
    const path = this.#pathOf(document.uri);
    if (path === undefined) return undefined;
    const report = this.#session!.check(path);
    const own = report.findings.filter((f) => f.path === path);
    const unrecognised = own.find((f) => NOT_CHECKED.has(f.ruleId));
    if (unrecognised) this.#sayOnce(document.uri, `${path}: ${unrecognised.message}`);
    const notRead = own.find((f) => NOT_READ.has(f.ruleId));
    if (notRead) this.#sayOnce(document.uri, `${path}: ${notRead.message}`);
    const checked: Checked = {
      version: document.version,
      world: this.#world,
      pushed: last?.version === document.version ? last.pushed : undefined,
      findings: own.filter((f) => !NOT_CHECKED.has(f.ruleId)),
    };
    this.#checked.set(document.uri, checked);
    return checked;
  }

  #fixed(document: TextDocument, checked: Checked): Promise<FixTextResult> {
    return (checked.fixed ??= this.#session!.fix(this.#pathOf(document.uri)!));
  }

  /** The document a request names, or an invalid-params error that says what to send. */
  #document(uri: unknown): TextDocument {
    if (typeof uri !== 'string') throw new InputError('textDocument.uri: give the URI of an open document.');
    const document = this.#documents.get(uri);
    if (!document) throw new InputError(`${uri} is not open: open it (textDocument/didOpen) first.`);
    return document;
  }

  /** The path the check names a document by, or undefined (said once) for a document it never checks. */
  #pathOf(uri: string): string | undefined {
    if (!uri.startsWith('file:')) {
      this.#sayOnce(uri, `${uri}: not checked: only files of the repository are (save it inside the repository).`);
      return undefined;
    }
    let file: string;
    try {
      file = fileURLToPath(uri);
    } catch {
      // `file://host/x`, `file:///a%2Fb`: a URI of a file on no path of this machine.
      this.#sayOnce(uri, `${uri}: not checked: not a file on this machine's disk.`);
      return undefined;
    }
    try {
      return this.#session!.pathOf(file);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.#sayOnce(uri, `${uri}: not checked: ${error.message}`);
      return undefined;
    }
  }

  /** Says why a document is not checked, once per document and reason: never silent, never a flood. */
  #sayOnce(uri: string, message: string): void {
    const key = `${uri}\u0000${message}`;
    if (this.#said.has(key)) return;
    this.#said.add(key);
    this.#connection.console.info(`handoff-gate: ${message}`);
  }

  /** A request answered, or, on a fault, logged and answered as an error; the server serves on. */
  async #answer<T>(what: string, call: () => T | Promise<T>): Promise<T | ResponseError<never>> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof InputError) return new ResponseError<never>(ErrorCodes.InvalidParams, error.message);
      this.#log(`could not answer ${what}`, error);
      return new ResponseError<never>(
        ErrorCodes.InternalError,
        `handoff-gate could not answer ${what} (${error instanceof Error ? error.name : 'error'}); please report it.`,
      );
    }
  }

  #log(what: string, error: unknown): void {
    this.#connection.console.error(
      `handoff-gate: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

/** The client's workspace folder (its first) or root, when it is a folder on this machine. */
function clientRoot(params: InitializeParams): string | undefined {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
  if (typeof uri !== 'string' || !uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
