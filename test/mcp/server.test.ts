import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEXT_BYTES } from '../../src/lib/public.js';
import { removeRepos, repo } from '../cli/in-process.js';
import { CLI, REPO, runCli } from '../helpers/bundle.js';

/**
 * `handoff-gate mcp` as an agent's client meets it: the bundle started as a process, spoken to
 * with the SDK's own client over stdio. check_text gives, finding for finding, what the CLI's JSON
 * gives once the text is written to the file; bad calls are tool errors that say what to change,
 * and the server answers the next call.
 */

const INTENT = `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: reflection
risk: high
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
`;
const RESPONSE_ON_DISK = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
const RESPONSE = 'status: Success\nagent_name: svg-review\nexecution_time: 3\nnext_action: proceed\n';

interface Call {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

let root: string;
let client: Client;

/** Commits every file of the repository as it is now. */
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

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as Call;

const text = (result: Call) => result.content.map((c) => c.text ?? '').join('\n');

/** The CLI's JSON report of the files, run from the root as a person would. */
const cliJson = (...args: string[]) =>
  JSON.parse(runCli(['check', ...args, '--format', 'json', '--fail-on', 'never'], { cwd: root }).stdout) as unknown;

beforeAll(async () => {
  root = repo({ 'reports/r.yaml': RESPONSE_ON_DISK, '.forge/intents/lockout.yaml': INTENT });
  commitAll(root, 'the files as they were');
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', root], stderr: 'pipe' }),
  );
});

afterAll(async () => {
  await client.close();
  removeRepos();
});

describe('handoff-gate mcp, through the SDK client over stdio', () => {
  it('lists its six tools, each described for a model and with a schema for its arguments', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_paths',
      'check_text',
      'explain_rule',
      'fix_text',
      'inbox',
      'schema',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
    const checkTextTool = tools.find((t) => t.name === 'check_text')!;
    expect(checkTextTool.inputSchema.required).toEqual(['path', 'text']);
  });

  it('check_text judges a text that differs from the disk as the CLI judges it once written, and writes nothing', async () => {
    const result = await call('check_text', { path: 'reports/r.yaml', text: RESPONSE });
    expect(result.isError).toBeFalsy();
    expect(readFileSync(join(root, 'reports/r.yaml'), 'utf8')).toBe(RESPONSE_ON_DISK);
    expect(text(result)).toMatch(/^Not ready to hand off: 1 error and 1 warning in 1 file checked\./);
    expect(text(result)).toContain('reports/r.yaml:1:9 error');

    write('reports/r.yaml', RESPONSE);
    // The server compares with the last commit, as `--base HEAD` does.
    expect(result.structuredContent).toEqual(cliJson('reports/r.yaml', '--base', 'HEAD'));
    expect((result.structuredContent as { findings: Array<{ ruleId: string }> }).findings.map((f) => f.ruleId)).toEqual(
      ['subagent-response/enum', 'subagent-response/retired-agent'],
    );
    write('reports/r.yaml', RESPONSE_ON_DISK);
  });

  it('check_text judges a status move against the committed file, and a new file where no folder is yet', async () => {
    const moved = INTENT.replace('status: proposed', 'status: done');
    const result = await call('check_text', { path: '.forge/intents/lockout.yaml', text: moved });
    write('.forge/intents/lockout.yaml', moved);
    expect(result.structuredContent).toEqual(cliJson('.forge/intents/lockout.yaml', '--base', 'HEAD'));
    expect(JSON.stringify(result.structuredContent)).toContain('intent/approval-skipped');
    write('.forge/intents/lockout.yaml', INTENT);

    const fresh = await call('check_text', { path: 'outputs/new/response.yaml', text: RESPONSE_ON_DISK });
    expect(fresh.isError).toBeFalsy();
    expect((fresh.structuredContent as { files: unknown[] }).files).toEqual([
      { path: 'outputs/new/response.yaml', format: 'subagent-response' },
    ]);
  });

  it('check_text on a path no format recognises says it was not checked and why, never "no findings"', async () => {
    for (const path of ['notes.txt', '.forge/intents/sub/x.yaml']) {
      const result = await call('check_text', { path, text: 'title: x\nstatus: proposed\n' });
      expect(result.isError).toBeFalsy();
      expect(text(result)).not.toMatch(/No findings|no problems/i);
      expect(text(result).split('\n')[0]).toBe(
        `Not checked: no handoff format recognises \`${path}\` by its path or its keys, so nothing was judged. A handoff file is at a format's path (such as \`.forge/intents/<name>.yaml\`, \`**/handoff-<name>.json\`, \`.work/**/<name>.yaml\`) or carries a format's keys; the \`schema\` tool gives each format's keys.`,
      );
    }
    // Where intents live, an extension the format does not read (case counts) is an error, not a pass.
    const upper = await call('check_text', { path: '.forge/intents/x.YAML', text: 'title: x\nstatus: proposed\n' });
    expect(text(upper).split('\n')[0]).toBe('Not ready to hand off: 1 error in 0 files checked.');
    expect(text(upper)).toContain('file/extension');
  });

  it('fix_text returns the fixed text and what remains; check_paths and inbox read the disk', async () => {
    const fixable = RESPONSE_ON_DISK.replace('success', 'Success');
    const fixed = await call('fix_text', { path: 'reports/r.yaml', text: fixable });
    const data = fixed.structuredContent as { text: string; changed: boolean; fixes: Array<{ ruleId: string }> };
    expect(data.changed).toBe(true);
    expect(data.text).toBe(RESPONSE_ON_DISK);
    expect(data.fixes.map((f) => f.ruleId)).toEqual(['subagent-response/enum']);
    // The fixed text is in the text answer too: most clients show the model that alone.
    expect(text(fixed)).toBe(
      `1 fix applied.\nNo findings in 1 file checked.\nThe fixed text of reports/r.yaml, to write in place of the text given:\n\`\`\`\n${RESPONSE_ON_DISK}\`\`\``,
    );
    // A fix that would raise another finding (a review's score, once its status reads `success`) is held back.
    const held = await call('fix_text', { path: 'reports/r.yaml', text: RESPONSE });
    expect(held.structuredContent).toMatchObject({ changed: false, text: RESPONSE, fixes: [] });

    const paths = await call('check_paths', {});
    expect(paths.structuredContent).toEqual(cliJson());
    const inbox = await call('inbox', { paths: ['.forge'] });
    // The CLI's `inbox --format json` object, as the library gives it too.
    const listing = JSON.parse(runCli(['inbox', '.forge', '--format', 'json'], { cwd: root }).stdout) as unknown;
    expect(inbox.structuredContent).toEqual(listing);
    expect((inbox.structuredContent as { inbox: Array<{ reason: string }> }).inbox.map((i) => i.reason)).toEqual([
      'approval',
    ]);
  });

  it('explain_rule and schema answer for what exists, and say what to give for what does not', async () => {
    const rule = await call('explain_rule', { id: 'subagent-response/review-requires-score' });
    expect(rule.structuredContent).toMatchObject({
      severity: 'error',
      format: 'subagent-response',
      section: '§ バリデーション（v4.1 更新）',
    });
    expect(text(rule)).toContain('subagent-response/review-requires-score (error)');
    // The spec and the section of it, for the agent to read the requirement at its source.
    expect(text(rule)).toContain('From spec 2 (runSubagent response), § バリデーション（v4.1 更新）.');
    expect(text(rule)).toContain('It reports this outputs/.workflow/a1b2c3d4/response.yaml:');
    expect(rule.structuredContent).toMatchObject({
      examples: { passing: { text: expect.stringContaining('score: 94') } },
    });
    // And where its page is, for the agent (or the person it reports to) to read more: the
    // package the server runs from, here the repository the bundle is built in.
    const page = pathToFileURL(`${REPO}docs/rules/subagent-response/review-requires-score.md`).href;
    expect(rule.structuredContent).toMatchObject({ docs: page });
    expect(text(rule).endsWith(`Its page: ${page}`)).toBe(true);
    // And the module that defines it, for an agent that reads the code.
    expect(rule.structuredContent).toMatchObject({
      source: 'src/formats/subagent-response/rules/review-requires-score.ts',
    });
    expect(text(rule)).toContain(
      '\nIts module: src/formats/subagent-response/rules/review-requires-score.ts\nIts page: ',
    );
    const none = await call('explain_rule', { id: 'nope/nothing' });
    expect(none.isError).toBe(true);
    expect(text(none)).toContain('No rule has the id "nope/nothing"');
    // A misspelt id gets the closest one, as the CLI's flags and rule ids do.
    const misspelt = await call('explain_rule', { id: 'intent/aproval-skiped' });
    expect(misspelt.isError).toBe(true);
    expect(text(misspelt)).toBe(
      'No rule has the id "intent/aproval-skiped". Did you mean `intent/approval-skipped`? Use the ruleId of a finding.',
    );
    // A rule that judges a change shows its reported example with the base it is compared with.
    const skipped = await call('explain_rule', { id: 'intent/approval-skipped' });
    expect(text(skipped)).toMatch(
      /It reports this \.forge\/intents\/[^\n]+, compared with this text at the base revision:\n/,
    );
    expect(skipped.structuredContent).toMatchObject({
      examples: { failing: { base: expect.stringContaining('status: proposed'), findings: [expect.anything()] } },
    });

    const schema = await call('schema', { format: 'intent' });
    expect((schema.structuredContent as { schema: { type: string } }).schema.type).toBe('object');
    const unknown = await call('schema', { format: 'nope' });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/format/);
  });

  it('refuses a path outside the repository, a huge text and a malformed argument, and goes on serving', async () => {
    const outside = await call('check_text', { path: '../elsewhere/x.yaml', text: 'a: 1\n' });
    expect(outside).toMatchObject({ isError: true });
    expect(text(outside)).toContain('outside the root');

    const huge = await call('check_text', { path: 'reports/huge.yaml', text: 'a'.repeat(MAX_TEXT_BYTES + 1) });
    expect(huge.isError).toBe(true);
    expect(text(huge)).toContain(String(MAX_TEXT_BYTES));

    // A bad base in the tool's own words: its argument, never a CLI flag or a folder the agent never gave.
    const badBase = await call('check_text', { path: 'reports/r.yaml', text: RESPONSE_ON_DISK, base: 'nope' });
    expect(badBase.isError).toBe(true);
    expect(text(badBase)).toBe(
      'base "nope" names no commit in the root\'s repository; give a branch, tag or commit sha it has, or leave base out to compare with the last commit.',
    );

    const malformed = await call('check_text', { path: 5 });
    expect(malformed.isError).toBe(true);
    expect(text(malformed)).toMatch(/path|text/);

    const after = await call('check_text', { path: 'reports/r.yaml', text: RESPONSE_ON_DISK });
    expect(after.isError).toBeFalsy();
    expect(text(after)).toBe('No findings in 1 file checked.');
  });
});
