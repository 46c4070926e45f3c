/**
 * docs/organisations.md's recipes, run as written: each agent's hook config and script, parsed out
 * of the page, written into a repository, and run with the payload that tool sends on stdin, for a
 * handoff file that passes and one that fails; and the ruleset body checked against GitHub's
 * OpenAPI description. `npx handoff-gate` is the committed CLI bundle here (a shim on PATH).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from './helpers/bundle.js';
import { openApi } from './sim/openapi.js';

/** Each `<!-- recipe: NAME -->` of the page, with the fenced block right under it. */
function recipes(): Map<string, string> {
  const lines = readFileSync(`${REPO}docs/organisations.md`, 'utf8').split('\n');
  const found = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const marker = lines[i]!.match(/^<!-- recipe: (\S+) -->$/);
    if (!marker) continue;
    expect(lines[i + 1], `${marker[1]}: a fence right under its marker`).toMatch(/^```[a-z]+$/);
    const end = lines.indexOf('```', i + 2);
    found.set(marker[1]!, `${lines.slice(i + 2, end).join('\n')}\n`);
  }
  return found;
}

const RECIPES = recipes();
const recipe = (name: string): string => {
  const text = RECIPES.get(name);
  if (text === undefined) throw new Error(`docs/organisations.md has no recipe ${name}`);
  return text;
};

const GOOD = '.forge/intents/fix-it.yaml';
const BAD = '.forge/intents/bad.yaml';
const intent = (status: string) =>
  `title: Fix it\nbody: Do it.\ntype: fix\nsource: human\nrisk: low\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n`;

let root: string;
let shims: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'hg-recipes-')));
  shims = join(root, '.shims');
  mkdirSync(shims);
  // `npx handoff-gate …` runs the CLI bundle, as an installed handoff-gate would.
  writeFileSync(
    join(shims, 'npx'),
    `#!/bin/sh\n[ "$1" = handoff-gate ] && shift\nexec node "${REPO}dist/cli/index.js" "$@"\n`,
  );
  chmodSync(join(shims, 'npx'), 0o755);
  spawnSync('git', ['init', '-q'], { cwd: root });
  const files: Record<string, string> = {
    [GOOD]: intent('proposed'),
    [BAD]: intent('bogus'),
    'src/app.ts': 'export {};\n',
  };
  for (const name of RECIPES.keys()) if (name !== 'ruleset.json') files[name] = recipe(name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A hook's command as the tool runs it: a shell, from the repository, the payload on stdin. */
function runHook(command: string, payload: unknown, env: Record<string, string> = {}) {
  const run = spawnSync('sh', ['-c', command], {
    cwd: root,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: { PATH: `${shims}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const FINDING = `${BAD}:6:9: error intent/enum`;

describe('Claude Code: PostToolUse on Write|Edit, exit 2 with the findings on stderr', () => {
  const settings = JSON.parse(recipe('.claude/settings.json')) as {
    hooks: { PostToolUse: Array<{ matcher: string; hooks: Array<{ type: string; command: string }> }> };
  };
  const [group] = settings.hooks.PostToolUse;
  const payload = (tool: string, path: string) => ({
    session_id: 'abc123',
    transcript_path: '/tmp/transcript.jsonl',
    cwd: root,
    hook_event_name: 'PostToolUse',
    tool_name: tool,
    tool_input: { file_path: join(root, path), content: 'ignored' },
    tool_response: { filePath: join(root, path), success: true },
  });
  const run = (tool: string, path: string) =>
    runHook(group!.hooks[0]!.command, payload(tool, path), { CLAUDE_PROJECT_DIR: root });

  it('matches the file tools, and only them', () => {
    const matcher = new RegExp(`^(?:${group!.matcher})$`);
    expect(['Write', 'Edit', 'Bash', 'Read'].filter((tool) => matcher.test(tool))).toEqual(['Write', 'Edit']);
    expect(group!.hooks[0]!.type).toBe('command');
  });

  it('a file that passes: exit 0, nothing said', () => {
    expect(run('Write', GOOD)).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(run('Edit', 'src/app.ts')).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('a file that fails: exit 2, the findings on stderr for Claude', () => {
    const result = run('Edit', BAD);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(FINDING);
  });
});

describe('Codex: PostToolUse on apply_patch, exit 2 with the findings on stderr', () => {
  const config = JSON.parse(recipe('.codex/hooks.json')) as {
    hooks: { PostToolUse: Array<{ matcher: string; hooks: Array<{ type: string; command: string }> }> };
  };
  const [group] = config.hooks.PostToolUse;
  const patch = (path: string, verb = 'Update File') =>
    `*** Begin Patch\n*** ${verb}: ${path}\n@@\n-status: proposed\n+status: proposed\n*** End Patch\n`;
  const payload = (command: string) => ({
    session_id: 'abc123',
    turn_id: 'turn-1',
    transcript_path: null,
    cwd: root,
    hook_event_name: 'PostToolUse',
    model: 'gpt-5-codex',
    tool_name: 'apply_patch',
    tool_use_id: 'call-1',
    tool_input: { command },
    tool_response: 'Success. Updated the following files.',
  });
  const run = (command: string) => runHook(group!.hooks[0]!.command, payload(command));

  it('matches apply_patch alone', () => {
    const matcher = new RegExp(group!.matcher);
    expect(['apply_patch', 'Bash', 'apply_patch_v2'].filter((tool) => matcher.test(tool))).toEqual(['apply_patch']);
  });

  it('a patch whose files pass: exit 0, nothing said, nothing left in the repository', () => {
    expect(run(patch(GOOD))).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(run(patch('src/app.ts', 'Add File'))).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(
      spawnSync('git', ['status', '--porcelain', '--', '.handoff-gate-*'], { cwd: root, encoding: 'utf8' }).stdout,
    ).toBe('');
  });

  it('a patch that writes a failing file (among others): exit 2, its findings on stderr', () => {
    const result = run(`${patch(GOOD)}${patch(BAD, 'Add File')}`);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(FINDING);
    expect(result.stderr).not.toContain(GOOD);
  });
});

describe('Copilot: postToolUse on edit and create, the findings in the log', () => {
  const config = JSON.parse(recipe('.github/hooks/handoff-gate.json')) as {
    version: number;
    hooks: { postToolUse: Array<{ type: string; bash: string; timeoutSec: number }> };
  };
  const [hook] = config.hooks.postToolUse;
  const payload = (toolName: string, args: Record<string, unknown>) => ({
    timestamp: 1704614700000,
    cwd: root,
    toolName,
    toolArgs: JSON.stringify(args),
    toolResult: { resultType: 'success', textResultForLlm: 'File updated.' },
  });
  const run = (toolName: string, args: Record<string, unknown>) => runHook(hook!.bash, payload(toolName, args));

  it('is a version 1 command hook', () => {
    expect(config.version).toBe(1);
    expect(hook!.type).toBe('command');
  });

  it('a file that passes: exit 0', () => {
    const result = run('edit', { path: GOOD, old_str: 'a', new_str: 'b' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('1 file checked, no problems');
  });

  it('a file that fails: exit 1, its findings on stderr', () => {
    const result = run('create', { path: BAD, file_text: intent('bogus') });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(FINDING);
  });

  it('another tool: exit 0, nothing run', () => {
    expect(run('bash', { command: `cat ${BAD}` })).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('the ruleset', () => {
  it('is a body GitHub documents for creating an organisation ruleset', () => {
    const api = openApi();
    const operation = api.byOperationId('repos/create-org-ruleset')!;
    expect(operation).toBeDefined();
    const body = JSON.parse(recipe('ruleset.json')) as { rules: Array<{ type: string }> };
    expect(api.validateRequest(operation, new URLSearchParams(), body, true)).toEqual([]);
    expect(body.rules.map((rule) => rule.type)).toEqual(['workflows', 'required_status_checks']);
    // The description holds it to its shape: a workflow without its repository is refused.
    const broken = { ...body, rules: [{ type: 'workflows', parameters: { workflows: [{ path: 'x.yml' }] } }] };
    expect(api.validateRequest(operation, new URLSearchParams(), broken, true)).not.toEqual([]);
  });
});
