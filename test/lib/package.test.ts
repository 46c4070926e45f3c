import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { FULL_RUNS } from '../helpers/runs.js';

/**
 * The library as a user gets it: the package packed (`npm pack`, what the registry would hold),
 * installed from the tarball into a scratch project, imported by its name through package.json's
 * `exports`, and type-checked there by tsc against the declarations it ships. The CLI's `bin`
 * and the action's bundle are in the tarball as they were. It packs and installs the package (some
 * 10 s of two cores): `npm run test:full` runs it, and CI with it; `npm test` leaves it out.
 */

let scratch: string;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });

beforeAll(() => {
  if (!FULL_RUNS) return;
  scratch = mkdtempSync(join(tmpdir(), 'hg-package-'));
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], REPO)) as Array<{
    filename: string;
  }>;
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'an-agent', private: true, type: 'module' }));
  // No dependencies to fetch: the bundles carry theirs, so this installs offline.
  run('npm', ['install', '--offline', '--no-save', join(scratch, packed[0]!.filename)], scratch);
  mkdirSync(join(scratch, 'repo/reports'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: join(scratch, 'repo') });
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.runIf(FULL_RUNS)('the package, packed and installed', () => {
  it('is imported by its name and checks a text as the CLI would', () => {
    writeFileSync(
      join(scratch, 'agent.mjs'),
      [
        "import { checkText, fixText, InputError } from 'handoff-gate';",
        "const root = new URL('./repo/', import.meta.url).pathname;",
        "const text = 'status: Success\\nagent_name: svg-forge\\nexecution_time: 3\\nnext_action: proceed\\n';",
        "const report = await checkText({ root, path: 'reports/r.yaml', text });",
        'const fixed = await fixText({ root, path: "reports/r.yaml", text });',
        "let refused = '';",
        "try { await checkText({ root, path: '../x.yaml', text }); } catch (e) { refused = e instanceof InputError ? e.name : 'other'; }",
        'console.log(JSON.stringify({ rules: report.findings.map((f) => f.ruleId), fixed: fixed.text, refused }));',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(run(process.execPath, ['agent.mjs'], scratch))).toEqual({
      rules: ['subagent-response/enum'],
      fixed: 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n',
      refused: 'InputError',
    });
  });

  it('ships declarations that tsc checks a TypeScript agent against, and that refuse a wrong use', () => {
    writeFileSync(
      join(scratch, 'agent.ts'),
      [
        "import { checkText, type Finding, type Report, MAX_TEXT_BYTES } from 'handoff-gate';",
        "const report: Report = await checkText({ path: 'reports/r.yaml', text: 'a: 1\\n' });",
        'const first: Finding | undefined = report.findings[0];',
        "const level: 'error' | 'warning' | 'notice' | undefined = first?.severity;",
        'export const seen = [level, report.gate.result, report.inbox.length, MAX_TEXT_BYTES] as const;',
        '// @ts-expect-error: a text is required',
        "await checkText({ path: 'reports/r.yaml' });",
        '// @ts-expect-error: a finding has no `rule` (it is `ruleId`)',
        'export const wrong = first?.rule;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['agent.ts'],
      }),
    );
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    expect(run(process.execPath, [tsc, '-p', scratch], scratch)).toBe('');
  });

  it('keeps the CLI and the action as they were, and ships nothing but what a user runs or reads', () => {
    const bin = join(scratch, 'node_modules/.bin/handoff-gate');
    expect(run(bin, ['--version'], scratch).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], REPO)) as Array<{
      files: Array<{ path: string }>;
    }>;
    const paths = packed!.files.map((f) => f.path);
    for (const path of ['dist/index.js', 'dist/cli/index.js', 'dist/lib/index.js', 'dist/lib/index.d.ts'])
      expect(paths).toContain(path);
    // The library's declarations are one self-contained file (scripts/declarations.mjs).
    expect(paths.filter((path) => path.endsWith('.d.ts'))).toEqual(['dist/lib/index.d.ts']);
    // No source, test, fixture or tool: the bundles, the schemas, the action's metadata and the docs.
    expect([...new Set(paths.map((path) => path.split('/')[0]))].sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'action.yml',
      'dist',
      'docs',
      'package.json',
      'schemas',
    ]);
    // The docs the CLI, the language server and the MCP server link to (file:// in the install): pages and pictures only.
    expect(paths.filter((path) => path.startsWith('docs/') && !/\.(?:md|png)$/.test(path))).toEqual([]);
    expect(paths).toContain('docs/rules/intent/approval-skipped.md');
  });
});
