// What an editor or a coding agent waits for from `handoff-gate lsp` (`node bench/lsp.mjs`): the
// time from a `didChange` sent to the diagnostics of that version pushed, on a typical intent,
// SubAgent Response and message, and in a repository of 10,000 handoff files (the first open,
// which reads the repository, then each edit). The built CLI is started as a process and driven
// over stdio by the protocol's client, as an editor drives it. Not a test: it prints figures.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { handoffPaths, variedCorpusFiles } from './generate-varied.mjs';

const CLI = new URL(`../${process.env.BENCH_CLI ?? 'dist/cli/index.js'}`, import.meta.url).pathname;
const EDITS = Number(process.env.BENCH_EDITS ?? 40);
const LARGE = Number(process.env.BENCH_LARGE ?? 10000);
const example = (path) => readFileSync(new URL(`../examples/pipeline/${path}`, import.meta.url), 'utf8');

const INTENT = `title: Lock an account after repeated failed logins
body: |
  Lock an account for 30 minutes after 10 failed logins, and tell its owner by e-mail.
  The lock is lifted by a person from the admin page, or when the time is up.
type: feature
source: reflection
risk: low
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
`;
const TYPICAL = [
  ['intent', '.forge/intents/lockout.yaml', INTENT],
  [
    'SubAgent Response',
    'outputs/.workflow/c41d08e2/svg-forge.yaml',
    example('outputs/.workflow/c41d08e2/svg-forge.yaml'),
  ],
  ['message', 'shared/tasks/backend/20250303-003-task.md', example('shared/tasks/backend/20250303-003-task.md')],
];

const now = () => Number(process.hrtime.bigint()) / 1e6;
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (value) => `${value.toFixed(1)} ms`;

function gitRepo(files) {
  const root = mkdtempSync(join(tmpdir(), 'hg-bench-lsp-'));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@example.com',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@example.com',
  };
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root, env });
  execFileSync('git', ['commit', '-q', '-m', 'files'], { cwd: root, env });
  return root;
}

/** A server on `root`, with a way to wait for the push of a document's version. */
async function server(root) {
  const child = spawn(process.execPath, [CLI, 'lsp'], { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (params) => {
    const key = `${params.uri}#${params.version}`;
    waiting.get(key)?.(params);
    waiting.delete(key);
  });
  connection.onNotification('window/logMessage', () => undefined);
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    capabilities: {},
  });
  await connection.sendNotification('initialized', {});
  const pushed = (uri, version) => new Promise((resolve) => waiting.set(`${uri}#${version}`, resolve));
  const stop = async () => {
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    await new Promise((resolve) => child.on('exit', resolve));
    connection.dispose();
  };
  return { connection, pushed, stop };
}

/** Opens `path` with `text`: the time to its first push; then `EDITS` edits, each timed from didChange to its push. */
async function measure(lsp, root, path, text) {
  const uri = pathToFileURL(join(root, path)).href;
  let start = now();
  const opened = lsp.pushed(uri, 1);
  await lsp.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'yaml', version: 1, text },
  });
  const { diagnostics } = await opened;
  const open = now() - start;
  const edits = [];
  for (let version = 2; version <= EDITS + 1; version++) {
    // An edit a person makes: a word of the first line typed, and the text the server checks changes each time.
    const edited = text.replace(/\n/, ` ${version}\n`);
    const done = lsp.pushed(uri, version);
    start = now();
    await lsp.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ text: edited }],
    });
    await done;
    edits.push(now() - start);
  }
  await lsp.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  return { open, median: quantile(edits, 0.5), p90: quantile(edits, 0.9), findings: diagnostics.length };
}

const rows = [];
const small = gitRepo(TYPICAL.map(([, path, text]) => [path, text]));
try {
  const lsp = await server(small);
  for (const [kind, path, text] of TYPICAL) rows.push([kind, path, await measure(lsp, small, path, text)]);
  await lsp.stop();
} finally {
  rmSync(small, { recursive: true, force: true });
}

const corpus = variedCorpusFiles(LARGE);
const large = gitRepo(corpus);
try {
  const handoffs = handoffPaths(corpus);
  const pick = (pattern) => handoffs.find((path) => pattern.test(path));
  const lsp = await server(large);
  for (const [kind, pattern] of [
    ['intent', /^\.forge\/intents\/.*\.yaml$/],
    ['SubAgent Response', /^outputs\/\.workflow\/.*\.yaml$/],
    ['message', /^shared\/.*\.md$/],
  ]) {
    const path = pick(pattern);
    if (path)
      rows.push([`${kind} (${handoffs.length} files)`, path, await measure(lsp, large, path, corpus.get(path))]);
  }
  await lsp.stop();
} finally {
  rmSync(large, { recursive: true, force: true });
}

console.log(`didChange → diagnostics pushed, ${EDITS} edits each, Node ${process.versions.node}`);
console.log('| file | first open | edit (median) | edit (p90) | findings |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [kind, , r] of rows)
  console.log(`| ${kind} | ${ms(r.open)} | ${ms(r.median)} | ${ms(r.p90)} | ${r.findings} |`);
