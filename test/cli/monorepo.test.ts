import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, cli, intent, json, repository, scratch } from './repos.js';

afterAll(cleanUp);

/** An envelope listing two artifacts, counted from the folder that holds its `.work/`. */
const envelope = (artifacts: string[]) =>
  `kind: writer\nagent_id: writer:docs\nstatus: ok\nnext: reviewer\nartifacts:\n${artifacts.map((a) => `  - path: ${a}\n    type: context\n`).join('')}`;

/**
 * Two packages under one repository: `api` with a config of its own, `web` with none. The root has
 * an intent named `shared` that only `web`'s intents could see from the root.
 */
function monorepo(): string {
  return repository(join(scratch(), 'mono'), {
    '.forge/intents/shared.yaml': intent({ title: '"The root one"' }),
    'packages/api/.github/handoff-gate.yml': 'rules:\n  intent/parent-not-found: warning\n',
    'packages/api/.forge/intents/login.yaml': intent({}),
    'packages/api/.forge/intents/lockout.yaml': intent({ parent: 'login' }),
    'packages/api/.forge/intents/stray.yaml': intent({ parent: 'shared' }),
    'packages/api/.work/w.yaml': envelope(['src/a.ts', 'src/missing.ts']),
    'packages/api/src/a.ts': 'export {};\n',
    'packages/web/.forge/intents/a.yaml': intent({}),
    'packages/web/.forge/intents/b.yaml': intent({ parent: 'nowhere' }),
    'packages/web/src/b.ts': 'export {};\n',
  });
}

const rules = (findings: Array<{ path: string; ruleId: string; severity: string }>) =>
  findings.map((f) => `${f.path} ${f.ruleId} ${f.severity}`);

describe('a monorepo checked from its root', () => {
  it('a package with a config of its own is a root of its own: ids, references and artifacts resolve within it', async () => {
    const mono = monorepo();
    const { report } = await json(mono);
    expect(report.roots).toEqual([
      { path: '.', kind: 'repository', config: null },
      { path: 'packages/api', kind: 'repository', config: 'packages/api/.github/handoff-gate.yml' },
    ]);
    const api = report.files.filter((f) => f.path.startsWith('packages/api/'));
    expect(api).toEqual([
      { path: 'packages/api/.forge/intents/lockout.yaml', format: 'intent' },
      { path: 'packages/api/.forge/intents/login.yaml', format: 'intent' },
      { path: 'packages/api/.forge/intents/stray.yaml', format: 'intent' },
      { path: 'packages/api/.work/w.yaml', format: 'envelope' },
    ]);
    // `lockout`'s parent is the package's `login`; `stray` names the root's `shared`, which is not
    // the package's (its config makes that a warning); the envelope's `src/a.ts` is the package's file.
    expect(rules(report.findings.filter((f) => f.path.startsWith('packages/api/')))).toEqual([
      'packages/api/.forge/intents/stray.yaml intent/parent-not-found warning',
      'packages/api/.work/w.yaml envelope/artifact-missing warning',
    ]);
    expect(report.findings.find((f) => f.ruleId === 'envelope/artifact-missing')?.message).toContain(
      '`src/missing.ts`',
    );
  });

  it('a package the root’s paths do not cover is named once, with the fix, in the findings and the skipped line', async () => {
    const mono = monorepo();
    const { status, report } = await json(mono);
    const outside = report.findings.filter((f) => f.ruleId === 'file/outside-paths');
    expect(outside.map((f) => [f.path, f.line, f.severity])).toEqual([
      ['packages/web/.forge/intents/a.yaml', 1, 'warning'],
    ]);
    const message = outside[0]!.message;
    expect(message).toContain("`packages/web/` holds 2 files at the intent's path counted from it");
    expect(message).toContain('`packages/web/.github/handoff-gate.yml`');
    expect(message).toContain('add `packages/*/.forge/intents/*.{yaml,yml}` to `paths: intent:`');
    expect(message).toContain('`handoff-gate check packages/web`');
    expect(report.files.map((f) => f.path)).not.toContain('packages/web/.forge/intents/b.yaml');
    // A warning: the run's verdict is the files' own (none of the root's fails).
    expect(status).toBe(0);

    const text = await cli(mono, 'check');
    expect(text.stdout).toContain(
      "1 folder below the root (a package's .forge/, .work/, shared/) holds handoff files that no path rule covers, left unchecked (file/outside-paths)",
    );
    const skipped = (
      JSON.parse((await cli(mono, 'check', '--format', 'json')).stdout) as {
        skipped: Array<{ reason: string; count: number; paths: string[] }>;
      }
    ).skipped;
    expect(skipped.find((g) => g.reason === 'outside-paths')).toMatchObject({
      count: 1,
      paths: ['packages/web/.forge/intents/a.yaml'],
    });
  });

  it('each fix the finding names checks the package: its own config, the root’s paths, or naming it', async () => {
    // Its own config: a root of its own, `b`'s missing parent is found within it.
    const own = monorepo();
    mkdirSync(join(own, 'packages/web/.github'));
    writeFileSync(join(own, 'packages/web/.github/handoff-gate.yml'), 'rules: {}\n');
    const withOwn = await json(own);
    expect(withOwn.report.findings.filter((f) => f.ruleId === 'file/outside-paths')).toEqual([]);
    expect(rules(withOwn.report.findings.filter((f) => f.path.startsWith('packages/web/')))).toEqual([
      'packages/web/.forge/intents/b.yaml intent/parent-not-found error',
    ]);

    // The root's paths, written as the finding says: checked from the root, references across the repository.
    const covered = monorepo();
    mkdirSync(join(covered, '.github'));
    writeFileSync(
      join(covered, '.github/handoff-gate.yml'),
      "paths:\n  intent:\n    - '.forge/intents/*.{yaml,yml}'\n    - 'packages/*/.forge/intents/*.{yaml,yml}'\n",
    );
    const withPaths = await json(covered);
    expect(withPaths.report.findings.filter((f) => f.ruleId === 'file/outside-paths')).toEqual([]);
    expect(withPaths.report.files.map((f) => f.path)).toContain('packages/web/.forge/intents/b.yaml');

    // Named: the package is checked as a project of its own.
    const named = await json(monorepo(), 'packages/web');
    expect(named.report.roots).toEqual([{ path: 'packages/web', kind: 'package', config: null }]);
    expect(named.report.findings.filter((f) => f.ruleId === 'file/outside-paths')).toEqual([]);

    // Named beside the root: a file the root's own paths reach too (`**/handoff-*.json`) is checked once, in the package.
    const beside = monorepo();
    writeFileSync(join(beside, 'packages/web/handoff-Web.json'), '{}');
    const both = await json(beside, '.', 'packages/web');
    expect(both.report.roots).toEqual([
      { path: '.', kind: 'repository', config: null },
      { path: 'packages/web', kind: 'package', config: null },
      { path: 'packages/api', kind: 'repository', config: 'packages/api/.github/handoff-gate.yml' },
    ]);
    expect(both.report.files.filter((f) => f.path === 'packages/web/handoff-Web.json')).toEqual([
      { path: 'packages/web/handoff-Web.json', format: 'handoff' },
    ]);
    // Each finding once: one per missing field, not one per root that reached the file.
    const required = both.report.findings.filter((f) => f.path === 'packages/web/handoff-Web.json');
    expect(new Set(required.map((f) => f.message)).size).toBe(required.length);
  });

  it('an envelope’s artifact counts from the folder that holds its .work/, in a package named or covered by the root’s globs', async () => {
    const repo = repository(join(scratch(), 'mono'), {
      '.github/handoff-gate.yml':
        "paths:\n  envelope:\n    - '.work/**/*.{yaml,yml,json}'\n    - 'packages/*/.work/**/*.{yaml,yml,json}'\n",
      'packages/docs/.work/w.yaml': envelope(['guide.md', '.work/notes.md', 'packages/docs/guide.md', 'elsewhere.md']),
      'packages/docs/guide.md': '# Guide\n',
      'packages/docs/.work/notes.md': 'notes\n',
    });
    for (const args of [[], ['packages/docs']]) {
      const { report } = await json(repo, ...args);
      const missing = report.findings.filter((f) => f.ruleId === 'envelope/artifact-missing');
      // From the package, or from the repository root: only `elsewhere.md` is nowhere.
      expect(
        missing.map((f) => f.message.match(/`([^`]+)`/)![1]),
        args.join(' '),
      ).toEqual(['elsewhere.md']);
    }
  });
});
