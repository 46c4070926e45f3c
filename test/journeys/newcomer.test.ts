import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { FULL_RUNS } from '../helpers/runs.js';

/**
 * A newcomer's first hour: the repository cloned into a folder only its owner may enter, then
 * each thing the README offers to try, in order: `npm run example` (the CLI on the sample),
 * `npm run try` (the action's bundle as a dry run), the MCP server from a real client, and the
 * library from the packed tarball. Each output is read for what it claims, and each claim is
 * held to what the run did: the files a line counts are the files checked, a dry run logs no
 * write as done, and a file no format recognises is never said to have "no findings".
 *
 * The clone reuses this checkout's node_modules (`npm ci` is taken as done) and its dist/ as the
 * suite built it (CI holds the committed one to that build). It packs and installs the package
 * and runs the bundle (some 20 s of two cores): `npm run test:full` runs it; `npm test` leaves it out.
 */

let home: string;
let clone: string;

const npm = (script: string) =>
  spawnSync('npm', ['run', '--silent', script], {
    cwd: clone,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', NO_COLOR: '1' },
  });

/** The CLI of the clone, as `npx handoff-gate` would run it there. */
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['dist/cli/index.js', ...args], { cwd: clone, encoding: 'utf8' });

interface JsonReport {
  files: Array<{ path: string; format?: string }>;
  findings: Array<{ path: string; severity: string; fix?: unknown }>;
  gate: { result: string };
  inbox: unknown[];
}

beforeAll(() => {
  if (!FULL_RUNS) return;
  // mkdtemp makes a folder only its owner may enter, as `mktemp -d` does.
  home = mkdtempSync(join(tmpdir(), 'hg-newcomer-'));
  clone = join(home, 'handoff-gate');
  execFileSync('git', ['clone', '-q', REPO, clone]);
  symlinkSync(join(REPO, 'node_modules'), join(clone, 'node_modules'));
  execFileSync('sh', ['-c', 'echo node_modules >> .git/info/exclude'], { cwd: clone });
  cpSync(join(REPO, 'dist'), join(clone, 'dist'), { recursive: true });
}, 120_000);

afterAll(() => {
  if (home) rmSync(home, { recursive: true, force: true });
});

describe.runIf(FULL_RUNS)('a newcomer, from a fresh clone', () => {
  it('npm run example: the summary counts the files it checked, and the fixes it offers exist', () => {
    const example = npm('example');
    expect(example.stderr).toBe('');
    expect(example.status).toBe(0);
    const json = JSON.parse(
      cli('check', 'examples/pipeline', '--format', 'json', '--fail-on', 'never').stdout,
    ) as JsonReport;
    const checked = json.files.filter((f) => f.format !== undefined);
    const withProblems = new Set(json.findings.map((f) => f.path)).size;
    const errors = json.findings.filter((f) => f.severity === 'error').length;

    const last = example.stdout.trimEnd().split('\n');
    const summary = last.find((line) => line.includes('Passes under --fail-on never'));
    // Fails at heart (the sample's gate vetoes), passes only because it was told to: it says both.
    expect(summary).toContain(`(${errors} error`);
    expect(summary).toContain(`in ${withProblems} of ${checked.length} files`);
    expect(summary).toContain(`gate: ${json.gate.result}`);
    expect(summary).toContain(`inbox: ${json.inbox.length}`);
    const fixable = json.findings.filter((f) => f.fix !== undefined).length;
    expect(fixable).toBeGreaterThan(0);
    expect(example.stdout).toContain(`${fixable} findings can be fixed with \`handoff-gate check --fix\``);
    // What `--fix` offers, `--fix-dry-run` shows, and writes nothing.
    const dry = cli('check', 'examples/pipeline', '--fix-dry-run', '--fail-on', 'never');
    expect(dry.status).toBe(0);
    expect(execFileSync('git', ['status', '--porcelain', 'examples'], { cwd: clone, encoding: 'utf8' })).toBe('');
  });

  it('npm run try: the dry run logs what it would write, never a write as done, and counts as the report does', () => {
    const tried = npm('try');
    expect(tried.status).toBe(0);
    const log = tried.stdout.split('\n');
    // Every write is a [dry-run] "would"; no line says one was made.
    expect(
      log.filter((line) => /\b(created|updated|opened|closed|synced)\b/.test(line) && !/would/.test(line)),
    ).toEqual([]);
    expect(log.filter((line) => /^handoff-gate: risk label [+-]/.test(line))).toEqual([]);
    expect(log.some((line) => line.startsWith('[dry-run] would create a comment on #1'))).toBe(true);
    // The outputs agree with the report the action wrote, and the comment's headline with both.
    const reportPath = /^report: (.+)$/m.exec(tried.stdout)?.[1];
    expect(reportPath).toBeDefined();
    const report = JSON.parse(readFileSync(reportPath!, 'utf8')) as JsonReport;
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    expect(tried.stdout).toContain(`\nerrors: ${errors}\n`);
    expect(tried.stdout).toContain(`\nresult: ${report.gate.result}\n`);
    const checked = report.files.filter((f) => f.format !== undefined).length;
    expect(tried.stdout).toMatch(new RegExp(`in \\d+ of ${checked} files`));
    // The suggested changes a real run would post are said, not passed over.
    const fixable = report.findings.filter((f) => f.fix !== undefined).length;
    expect(
      log.filter((line) => line.startsWith('handoff-gate: [dry-run] ') && line.includes('suggested changes')),
    ).toEqual([expect.stringContaining(`${fixable} findings have a safe fix`)]);
    const folder = /(\S+) holds the sample repository/.exec(tried.stdout)?.[1];
    if (folder?.startsWith(tmpdir())) rmSync(folder, { recursive: true, force: true });
  });

  it('the MCP server, from a real client: a summary that counts what it checked, and "not checked" for a stranger', async () => {
    const client = new Client({ name: 'newcomer-agent', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(clone, 'dist/cli/index.js'), 'mcp', '--root', clone],
        stderr: 'pipe',
      }),
    );
    try {
      type Call = { isError?: boolean; content: Array<{ text?: string }>; structuredContent?: unknown };
      const call = async (name: string, args: Record<string, unknown>) =>
        (await client.callTool({ name, arguments: args })) as Call;
      const text = (result: Call) => result.content.map((c) => c.text ?? '').join('\n');

      const paths = await call('check_paths', { paths: ['examples/pipeline'] });
      expect(paths.isError).toBeFalsy();
      const report = paths.structuredContent as JsonReport;
      const checked = report.files.filter((f) => f.format !== undefined).length;
      expect(text(paths)).toMatch(new RegExp(`in (\\d+ of )?${checked} files? checked`));

      const stranger = await call('check_text', { path: 'notes.txt', text: 'agent_id: x\nstatus: ok\n' });
      expect(stranger.isError).toBeFalsy();
      expect(text(stranger)).not.toMatch(/No findings|no problems/i);
      expect(text(stranger).split('\n')[0]).toMatch(/^Not checked: /);

      const waiting = await call('inbox', { paths: ['examples/pipeline'] });
      const listing = JSON.parse(cli('inbox', 'examples/pipeline', '--format', 'json').stdout) as unknown;
      expect(waiting.structuredContent).toEqual(listing);
      expect((listing as { inbox: unknown[] }).inbox).toHaveLength(report.inbox.length);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('the library from the packed tarball: the CLI JSON shapes, and no verdict on a file it did not check', () => {
    const scratch = join(home, 'an-agent');
    execFileSync('mkdir', ['-p', scratch]);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: clone, encoding: 'utf8' }),
    ) as Array<{ filename: string }>;
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'an-agent', private: true, type: 'module' }));
    execFileSync(
      'npm',
      ['install', '--offline', '--no-save', '--no-audit', '--no-fund', join(scratch, packed[0]!.filename)],
      {
        cwd: scratch,
        encoding: 'utf8',
      },
    );
    writeFileSync(
      join(scratch, 'agent.mjs'),
      [
        "import { checkPaths, checkText, inbox } from 'handoff-gate';",
        `const root = ${JSON.stringify(clone)};`,
        "const report = await checkPaths({ root, paths: ['examples/pipeline'] });",
        "const listing = await inbox({ root, paths: ['examples/pipeline'] });",
        "const stranger = await checkText({ root, path: 'notes.txt', text: 'agent_id: x\\nstatus: ok\\n' });",
        'console.log(JSON.stringify({ report, listing, stranger }));',
        '',
      ].join('\n'),
    );
    const out = JSON.parse(execFileSync(process.execPath, ['agent.mjs'], { cwd: scratch, encoding: 'utf8' })) as {
      report: JsonReport;
      listing: unknown;
      stranger: JsonReport & { skipped?: Array<{ paths: string[] }> };
    };
    // The library answers with the CLI's JSON: the report, and the inbox's `{ version, inbox, skipped }`.
    const cliReport = JSON.parse(
      cli('check', 'examples/pipeline', '--format', 'json', '--fail-on', 'never').stdout,
    ) as JsonReport;
    expect(out.report.findings).toEqual(cliReport.findings);
    expect(out.report.gate).toEqual(cliReport.gate);
    expect(out.listing).toEqual(JSON.parse(cli('inbox', 'examples/pipeline', '--format', 'json').stdout));
    // A file no format recognises: nothing checked, nothing found, and it is named as skipped.
    expect(out.stranger.files.filter((f) => f.format !== undefined)).toEqual([]);
    expect(out.stranger.findings).toEqual([]);
    expect(out.stranger.skipped?.flatMap((s) => s.paths)).toContain('notes.txt');
  }, 120_000);
});
