import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { removeRepos, repo } from '../cli/in-process.js';
import { REPO, runCli } from '../helpers/bundle.js';
import { placement, WILD, wildFolders } from '../helpers/wild.js';
import { change, open, startLsp, stop, uriOf, type LspClient } from './client.js';

/**
 * `handoff-gate lsp` as an editor or a coding agent meets it: the built CLI started as a process
 * and driven over stdio by the protocol's own client. Its diagnostics are, finding for finding,
 * what `check <file> --base HEAD --format json` reports for the same text.
 */

interface CliFinding {
  path: string;
  line: number;
  column: number;
  ruleId: string;
  severity: 'error' | 'warning' | 'notice';
  message: string;
}

const SEVERITY = { error: 1, warning: 2, notice: 3 } as const;

/** The CLI's findings for one file, from `root`, compared with the last commit as the server compares. */
function cliFindings(root: string, path: string): CliFinding[] {
  const run = runCli(['check', path, '--base', 'HEAD', '--format', 'json', '--fail-on', 'never'], { cwd: root });
  const report = JSON.parse(run.stdout) as { findings: CliFinding[] };
  // The server says a file no format recognises is not checked in its log, not as a diagnostic on it.
  return report.findings.filter((f) => f.path === path && f.ruleId !== 'file/unrecognised');
}

/** What a diagnostic and a finding share, the position made 0-based. */
const asFinding = (f: CliFinding) => ({
  line: f.line - 1,
  character: f.column - 1,
  severity: SEVERITY[f.severity],
  code: f.ruleId,
  source: 'handoff-gate',
  message: f.message,
});
const asSeen = (d: Diagnostic) => ({
  line: d.range.start.line,
  character: d.range.start.character,
  severity: d.severity,
  code: d.code,
  source: d.source,
  message: d.message,
});

function commitAll(dir: string, message: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'a',
    GIT_AUTHOR_EMAIL: 'a@example.com',
    GIT_COMMITTER_NAME: 'a',
    GIT_COMMITTER_EMAIL: 'a@example.com',
  };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: dir, env });
}

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Applies an action's edits to the text, as the editor would. */
function applied(text: string, uri: string, action: CodeAction): string {
  const edits = action.edit!.changes![uri]! as TextEdit[];
  return TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, text), edits);
}

const INTENT = `title: Lock an account after repeated failed logins
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: reflection
risk: high
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
`;
const PARENT =
  'title: Fix login validation\nbody: Check addresses everywhere a user types one.\ntype: fix\nsource: human\n';
const childOf = (parent: string) =>
  `title: Validate the e-mail address on sign-up\nbody: Reuse the login validation on the sign-up form.\ntype: fix\nsource: analyze\nparent: ${parent}\n`;
const RESPONSE = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
const FIXABLE = RESPONSE.replace('success', 'Success');
/** Fixing `Success` here would raise another finding (a review's score), so `--fix` holds it back. */
const HELD_BACK = 'status: Success\nagent_name: svg-review\nexecution_time: 3\nnext_action: proceed\n';

afterAll(() => removeRepos());

describe('the wild corpus and the sample repository', () => {
  let root: string;
  const placed = new Map<string, string>();

  beforeAll(() => {
    for (const folder of wildFolders()) {
      for (const name of readdirSync(join(WILD, folder)).sort().slice(0, 3)) {
        const text = readFileSync(join(WILD, folder, name), 'utf8');
        const path = placement(folder, name, text);
        if (!placed.has(path)) placed.set(path, text);
      }
    }
    root = repo(Object.fromEntries(placed));
    commitAll(root, 'the wild files');
  });

  it('initialize: push for a client that does not pull, code actions, hover, the server named', async () => {
    const client = await startLsp(root);
    expect(client.initialized.capabilities).toMatchObject({
      textDocumentSync: { openClose: true, change: 2 },
      codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll.handoff-gate'] },
      hoverProvider: true,
    });
    expect(client.initialized.capabilities.diagnosticProvider).toBeUndefined();
    expect(client.initialized.serverInfo?.name).toBe('handoff-gate');
    expect(await stop(client)).toBe(0);
  });

  it('pushes, for each wild file opened, the diagnostics the CLI finds in it, with the version', async () => {
    const client = await startLsp(root);
    let compared = 0;
    for (const [path, text] of placed) {
      const uri = await open(client, join(root, path), text, 7);
      const pushed = await client.pushed(uri, 7);
      const expected = cliFindings(root, path);
      expect(pushed.diagnostics.map(asSeen), path).toEqual(expected.map(asFinding));
      for (const d of pushed.diagnostics) {
        // One line at most, from the finding's column.
        expect(d.range.end.line).toBe(d.range.start.line);
        expect(d.range.end.character).toBeGreaterThanOrEqual(d.range.start.character);
      }
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(10);
    expect(await stop(client)).toBe(0);
    // A CLI run per file to compare with: a minute on two busy cores.
  }, 120_000);

  it('the sample repository: each handoff file as the CLI judges it', async () => {
    const pipeline = join(REPO, 'examples/pipeline');
    const client = await startLsp(pipeline);
    const files = [
      'handoff-BackendBuilder.json',
      'handoff-CodeReviewer.json',
      'handoff-TestAgent.json',
      'reports/CODE_REVIEW.md',
    ];
    for (const dir of readdirSync(join(pipeline, 'shared'), { recursive: true, encoding: 'utf8' }))
      if (dir.endsWith('.md')) files.push(`shared/${dir}`);
    let compared = 0;
    for (const path of files) {
      const uri = await open(client, join(pipeline, path), readFileSync(join(pipeline, path), 'utf8'));
      const pushed = await client.pushed(uri, 1);
      const expected = cliFindings(pipeline, path);
      expect(pushed.diagnostics.map(asSeen), path).toEqual(expected.map(asFinding));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(4);
    expect(await stop(client)).toBe(0);
  }, 120_000);
});

describe('the editor’s world', () => {
  let root: string;
  let client: LspClient;

  beforeAll(async () => {
    root = repo({
      '.forge/intents/lockout.yaml': INTENT,
      '.forge/intents/fix-login-validation.yaml': PARENT,
      'reports/r.yaml': RESPONSE,
      'README.md': '# A project\n',
    });
    commitAll(root, 'the files as they were');
    client = await startLsp(root);
  });
  afterAll(async () => {
    await stop(client);
  });

  it('an unsaved buffer counts: a parent open only in the editor resolves, and closing it falls back to the disk', async () => {
    const child = await open(client, join(root, '.forge/intents/validate-signup.yaml'), childOf('rework-auth'));
    const before = await client.pushed(child, 1);
    expect(before.diagnostics.map((d) => d.code)).toContain('intent/parent-not-found');

    const mark = client.pushes.length;
    const parent = await open(client, join(root, '.forge/intents/rework-auth.yaml'), PARENT);
    await client.pushed(parent, 1, mark);
    // The child depends on it: checked again, and its finding gone.
    const after = await client.pushed(child, 1, mark);
    expect(after.diagnostics.map((d) => d.code)).not.toContain('intent/parent-not-found');

    const closing = client.pushes.length;
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: parent } });
    expect((await client.pushed(parent, undefined, closing)).diagnostics).toEqual([]);
    const again = await client.pushed(child, 1, closing);
    expect(again.diagnostics.map((d) => d.code)).toContain('intent/parent-not-found');
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: child } });
  });

  it('a status move is judged against the last commit, as the CLI with --base HEAD judges the written file', async () => {
    const path = '.forge/intents/lockout.yaml';
    const moved = INTENT.replace('status: proposed', 'status: done');
    const uri = await open(client, join(root, path), INTENT);
    expect((await client.pushed(uri, 1)).diagnostics.map(asSeen)).toEqual(cliFindings(root, path).map(asFinding));
    await change(client, uri, moved, 2);
    const pushed = await client.pushed(uri, 2);
    write(root, path, moved);
    expect(pushed.diagnostics.map(asSeen)).toEqual(cliFindings(root, path).map(asFinding));
    expect(pushed.diagnostics.map((d) => d.code)).toContain('intent/approval-skipped');
    write(root, path, INTENT);
    // Clean again: an empty list, with the version.
    await change(client, uri, INTENT, 3);
    expect(cliFindings(root, path)).toEqual([]);
    expect(await client.pushed(uri, 3)).toMatchObject({ version: 3, diagnostics: [] });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('code actions: the quick fix and fix-all write what check --fix writes; a held-back fix is not offered', async () => {
    const path = 'reports/r.yaml';
    const uri = await open(client, join(root, path), FIXABLE);
    const [diagnostic] = (await client.pushed(uri, 1)).diagnostics;
    expect(diagnostic!.code).toBe('subagent-response/enum');
    // A cursor on the line is enough: the range only touches the finding.
    const at = { start: diagnostic!.range.start, end: diagnostic!.range.start };
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: at,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
    expect(actions.map((a) => a.kind)).toEqual(['quickfix', 'quickfix', 'source.fixAll.handoff-gate']);

    write(root, path, FIXABLE);
    runCli(['check', path, '--fix', '--fail-on', 'never'], { cwd: root });
    const byCli = readFileSync(join(root, path), 'utf8');
    expect(byCli).toBe(RESPONSE);
    expect(applied(FIXABLE, uri, actions[0]!)).toBe(byCli);
    expect(applied(FIXABLE, uri, actions[2]!)).toBe(byCli);

    // The suppression, with its reason written, silences the finding as the CLI reads it.
    const suppressed = applied(FIXABLE, uri, actions[1]!);
    expect(suppressed).toBe(`# handoff-gate-disable-next-line subagent-response/enum -- <reason>\n${FIXABLE}`);
    // Left as the quick fix wrote it, the placeholder is no reason: nothing is suppressed.
    write(root, path, suppressed);
    expect(cliFindings(root, path).map((f) => f.ruleId)).toEqual(['suppressions/no-reason', 'subagent-response/enum']);
    write(root, path, suppressed.replace('<reason>', 'the casing is checked downstream'));
    expect(cliFindings(root, path)).toEqual([]);

    // Only the fix-all when asked only for it.
    const only = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: at,
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    expect(only.map((a) => a.kind)).toEqual(['source.fixAll.handoff-gate']);

    await change(client, uri, HELD_BACK, 2);
    const held = (await client.pushed(uri, 2)).diagnostics;
    expect(held.map((d) => d.code)).toContain('subagent-response/enum');
    const none = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 9, character: 0 } },
      context: { diagnostics: held },
    })) as CodeAction[];
    expect(none.map((a) => a.title).filter((t) => t.startsWith('Fix'))).toEqual([]);
    write(root, path, RESPONSE);
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('hover over a finding: its rule, summary, spec section and fix, in Markdown', async () => {
    const opening = client.pushes.length;
    const uri = await open(client, join(root, 'reports/r.yaml'), FIXABLE);
    const [diagnostic] = (await client.pushed(uri, 1, opening)).diagnostics;
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: diagnostic!.range.start,
    })) as Hover;
    const rules = JSON.parse(runCli(['rules', '--format', 'json']).stdout) as Array<{ id: string; summary: string }>;
    const rule = rules.find((r) => r.id === 'subagent-response/enum')!;
    const value = (hover.contents as { kind: string; value: string }).value;
    expect((hover.contents as { kind: string }).kind).toBe('markdown');
    expect(value).toContain('subagent\\-response/enum');
    expect(value.replaceAll('\\', '')).toContain(rule.summary);
    expect(value).toMatch(/Spec: spec 2/);
    expect(value).toContain('Fix: Success → success');
    const nothing = await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 3, character: 0 },
    });
    expect(nothing).toBeNull();
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('a file of no format is said so once in the log, with an empty list; nothing for files nobody opened', async () => {
    const uri = await open(client, join(root, 'README.md'), '# A project\n');
    expect((await client.pushed(uri, 1)).diagnostics).toEqual([]);
    await change(client, uri, '# A project\n\nMore.\n', 2);
    await client.pushed(uri, 2);
    const said = client.logs.filter((l) => l.message.includes('README.md'));
    expect(said).toHaveLength(1);
    expect(said[0]!.message).toContain('No handoff format recognises this file');
    const opened = new Set([...client.pushes].map((p) => p.uri));
    expect(opened.has(uriOf(join(root, '.forge/intents/fix-login-validation.yaml')))).toBe(false);
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('a 5 MiB document gets one diagnostic saying it is over the size bound', async () => {
    const big = `${RESPONSE}${'# padding\n'.repeat((5 * 1024 * 1024) / 10)}`;
    const uri = await open(client, join(root, 'outputs/big/response.yaml'), big);
    const pushed = await client.pushed(uri, 1);
    expect(pushed.diagnostics.map((d) => d.code)).toEqual(['file/too-large']);
    expect(client.logs.some((l) => l.message.includes('outputs/big/response.yaml'))).toBe(true);
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('50 rapid changes end on the last version, its diagnostics the last text’s, versions never going back', async () => {
    const path = 'outputs/rapid/response.yaml';
    const uri = await open(client, join(root, path), RESPONSE);
    await client.pushed(uri, 1);
    const from = client.pushes.length;
    const texts: string[] = [];
    for (let version = 2; version <= 51; version++) {
      const text = version % 2 === 0 ? FIXABLE : RESPONSE.replace('3', String(version));
      texts.push(text);
      void change(client, uri, text, version);
    }
    const last = await client.pushed(uri, 51, from);
    const seen = client.pushes.slice(from).filter((p) => p.uri === uri);
    const versions = seen.map((p) => p.version!);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(versions.at(-1)).toBe(51);
    write(root, path, texts.at(-1)!);
    expect(last.diagnostics.map(asSeen)).toEqual(cliFindings(root, path).map(asFinding));
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('a bad request is answered as an error, and the server serves on', async () => {
    await expect(
      client.connection.sendRequest('textDocument/hover', { position: { line: 0, character: 0 } }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      client.connection.sendRequest('textDocument/hover', {
        textDocument: { uri: uriOf(join(root, 'never-opened.yaml')) },
        position: { line: 0, character: 0 },
      }),
    ).rejects.toMatchObject({ code: -32602 });
    const uri = await open(client, join(root, 'reports/r.yaml'), FIXABLE, 5);
    expect((await client.pushed(uri, 5)).diagnostics.map((d) => d.code)).toEqual(['subagent-response/enum']);
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });

  it('a change to the config file re-checks the open documents', async () => {
    const opening = client.pushes.length;
    const uri = await open(client, join(root, 'reports/r.yaml'), FIXABLE, 1);
    await client.pushed(uri, 1, opening);
    const mark = client.pushes.length;
    write(root, '.github/handoff-gate.yml', 'rules:\n  subagent-response/enum: off\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(join(root, '.github/handoff-gate.yml')), type: 1 }],
    });
    const after = await client.pushed(uri, 1, mark);
    expect(after.diagnostics.map(asSeen)).toEqual(cliFindings(root, 'reports/r.yaml').map(asFinding));
    expect(after.diagnostics.map((d) => d.code)).not.toContain('subagent-response/enum');
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });
});

describe('pull and the end of a session', () => {
  it('a client that pulls is offered pull, answered, and pushed nothing', async () => {
    const root = repo({ 'reports/r.yaml': FIXABLE });
    commitAll(root, 'a response');
    const client = await startLsp(root, { capabilities: { textDocument: { diagnostic: {} } } });
    expect(client.initialized.capabilities.diagnosticProvider).toMatchObject({ interFileDependencies: true });
    const uri = await open(client, join(root, 'reports/r.yaml'), FIXABLE);
    const report = (await client.connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } })) as {
      kind: string;
      items: Diagnostic[];
    };
    expect(report.kind).toBe('full');
    expect(report.items.map(asSeen)).toEqual(cliFindings(root, 'reports/r.yaml').map(asFinding));
    expect(client.pushes).toEqual([]);
    expect(await stop(client)).toBe(0);
  });

  it('a broken frame ends it with 1 and one line on stderr, the message never quoted (the editor starts a new one)', async () => {
    const root = repo({ 'reports/r.yaml': RESPONSE });
    const client = await startLsp(root);
    const body = '{"jsonrpc":"2.0","id":99,"method":';
    client.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    expect(await client.exited).toBe(1);
    expect(client.stderr()).toContain("the client's stream could not be read");
    expect(client.stderr()).not.toContain('"id":99');
    client.connection.dispose();
  });

  it('exits when its client goes away without a shutdown', async () => {
    const root = repo({ 'reports/r.yaml': RESPONSE });
    const client = await startLsp(root);
    client.child.stdin.end();
    expect(await client.exited).toBe(1);
    client.connection.dispose();
  });
});
