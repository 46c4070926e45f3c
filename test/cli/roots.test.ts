import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD_RESPONSE, cleanUp, cli, intent, json, repository, RESPONSE, scratch, write } from './repos.js';

afterAll(cleanUp);

const WARN_RANGE = 'rules:\n  subagent-response/range: warning\n';
const byPath = (findings: Array<{ path: string; ruleId: string; severity: string }>) =>
  findings.map((f) => `${f.path} ${f.ruleId} ${f.severity}`);

describe('each file is checked from its own root', () => {
  it('two sibling repositories named in one command: both read, each with its own config, one merged report', async () => {
    const top = scratch();
    repository(join(top, 'a'), { 'out/r.yaml': BAD_RESPONSE, '.forge/intents/lockout.yaml': intent({ risk: 'high' }) });
    repository(join(top, 'b'), {
      'out/r.yaml': BAD_RESPONSE,
      '.github/handoff-gate.yml': WARN_RANGE,
      '.forge/intents/lockout.yaml': intent({ risk: 'med' }),
    });

    const { status, report } = await json(top, 'a', 'b');
    expect(status).toBe(1);
    expect(report.files).toEqual([
      { path: 'a/.forge/intents/lockout.yaml', format: 'intent' },
      { path: 'a/out/r.yaml', format: 'subagent-response' },
      { path: 'b/.forge/intents/lockout.yaml', format: 'intent' },
      { path: 'b/out/r.yaml', format: 'subagent-response' },
    ]);
    // No regular file is called a symlink; b's config makes its range finding a warning, a's stays an error.
    expect(byPath(report.findings)).toEqual([
      'a/out/r.yaml subagent-response/range error',
      'b/out/r.yaml subagent-response/range warning',
    ]);
    expect(report.roots).toEqual([
      { path: 'a', kind: 'repository', config: null },
      { path: 'b', kind: 'repository', config: 'b/.github/handoff-gate.yml' },
    ]);
    // The inbox holds both intents, under keys that stay distinct; the risk is the higher one.
    expect(report.inbox.map((i) => i.path).sort()).toEqual([
      'a/.forge/intents/lockout.yaml',
      'b/.forge/intents/lockout.yaml',
    ]);
    expect(new Set(report.inbox.map((i) => i.key)).size).toBe(2);
    expect(report.risk).toBe('high');

    // --config applies to every root.
    const shared = await json(top, 'a', 'b', '--config', 'b/.github/handoff-gate.yml');
    expect(byPath(shared.report.findings)).toEqual([
      'a/out/r.yaml subagent-response/range warning',
      'b/out/r.yaml subagent-response/range warning',
    ]);
    expect(shared.status).toBe(0);
  });

  it('files named one by one in several repositories and folders are all read', async () => {
    const top = scratch();
    repository(join(top, 'a'), { 'out/r.yaml': BAD_RESPONSE });
    repository(join(top, 'b'), { 'deep/er/r.yaml': BAD_RESPONSE });
    write(top, { 'loose/r.yaml': BAD_RESPONSE });
    const { report } = await json(join(top, 'a'), 'out/r.yaml', '../b/deep/er/r.yaml', '../loose/r.yaml');
    expect(report.files.map((f) => f.path)).toEqual(['../b/deep/er/r.yaml', '../loose/r.yaml', 'out/r.yaml']);
    expect(report.findings.map((f) => f.ruleId)).toEqual([
      'subagent-response/range',
      'subagent-response/range',
      'subagent-response/range',
    ]);
    expect(report.roots).toEqual([
      { path: '.', kind: 'repository', config: null },
      { path: '../b', kind: 'repository', config: null },
      { path: '../loose', kind: 'folder', config: null },
    ]);
  });

  it('a repository inside another one’s folder (not a submodule) is its own root, with its own config', async () => {
    const outer = repository(join(scratch(), 'outer'), { 'out/r.yaml': BAD_RESPONSE });
    repository(join(outer, 'vendor/inner'), { 'out/r.yaml': BAD_RESPONSE, '.github/handoff-gate.yml': WARN_RANGE });
    const { report } = await json(outer);
    expect(byPath(report.findings)).toEqual([
      'out/r.yaml subagent-response/range error',
      'vendor/inner/out/r.yaml subagent-response/range warning',
    ]);
    expect(report.roots).toEqual([
      { path: '.', kind: 'repository', config: null },
      { path: 'vendor/inner', kind: 'repository', config: 'vendor/inner/.github/handoff-gate.yml' },
    ]);
    // Named from inside the inner one, the outer one's files are not walked.
    const inner = await json(join(outer, 'vendor/inner'));
    expect(inner.report.files.map((f) => f.path)).toEqual(['out/r.yaml']);
  });

  it('a package with its own config is labelled as such, never "repository root"', async () => {
    const top = repository(scratch(), {
      '.forge/intents/b.yaml': intent({ risk: 'low' }),
      'packages/a/.github/handoff-gate.yml': WARN_RANGE,
      'packages/a/.forge/intents/a.yaml': intent({ risk: 'low' }),
    });
    const text = await cli(top, 'check', '.');
    expect(text.stdout.split('\n').slice(0, 2)).toEqual([
      'Root . (repository root; no config, the defaults)',
      'Root packages/a (a folder with its own config: checked as a project of its own, its paths and references counted from there; config packages/a/.github/handoff-gate.yml)',
    ]);
  });

  it('outside any repository, the current folder is the root, and the output says so', async () => {
    const top = scratch();
    write(top, { 'notes/out/r.yaml': BAD_RESPONSE });
    const { report } = await json(top, 'notes');
    expect(report.files).toEqual([{ path: 'notes/out/r.yaml', format: 'subagent-response' }]);
    expect(report.roots).toEqual([{ path: '.', kind: 'folder', config: null }]);
    const text = await cli(top, 'check', 'notes');
    expect(text.stdout.split('\n')[0]).toBe(
      'Root . (no .git or .github/handoff-gate.yml above it: the current folder is the root (the folder named, for a path outside it); no config, the defaults)',
    );
    expect(text.stdout).toContain('notes/out/r.yaml');
    // A message named by its path is a message: the formats' paths apply from the current folder.
    write(top, {
      'shared/tasks/backend/20250301-001-task.md':
        '---\nid: 20250301-001-task\nfrom: pm\nto: backend\ntype: task\nstatus: pending\ncreated_at: 2025-03-01T09:00:00Z\n---\n\n# Task: x\n',
    });
    const message = await json(top, 'shared/tasks/backend/20250301-001-task.md');
    expect(message.report.files).toEqual([{ path: 'shared/tasks/backend/20250301-001-task.md', format: 'message' }]);
    // Inside one plain repository, no such line.
    const repo = repository(join(top, 'repo'), { 'out/r.yaml': RESPONSE });
    expect((await cli(repo, 'check')).stdout).not.toMatch(/^Root /m);
  });

  it('a real symlink leaving its repository is still reported, walked or named', async () => {
    const top = scratch();
    write(top, { 'elsewhere/r.yaml': BAD_RESPONSE });
    const repo = repository(join(top, 'repo'), { 'out/r.yaml': RESPONSE });
    symlinkSync(join(top, 'elsewhere/r.yaml'), join(repo, 'out/link.yaml'));
    const walked = await json(repo);
    expect(byPath(walked.report.findings)).toEqual(['out/link.yaml file/symlink-outside warning']);
    // Listed as a file of no format (noticed, not checked), as a near miss is.
    expect(walked.report.files).toEqual([
      { path: 'out/link.yaml', format: null },
      { path: 'out/r.yaml', format: 'subagent-response' },
    ]);
    // Named, what it stands for goes unjudged: an error.
    const named = await json(repo, 'out/link.yaml', 'out/r.yaml');
    expect(byPath(named.report.findings)).toEqual(['out/link.yaml file/symlink-outside error']);
  });

  it('a symlink to a folder leaving its repository is told of as a file link is, once, and never followed', async () => {
    const top = scratch();
    write(top, { 'elsewhere/r.yaml': BAD_RESPONSE });
    const repo = repository(join(top, 'repo'), { 'out/r.yaml': RESPONSE });
    symlinkSync(join(top, 'elsewhere/r.yaml'), join(repo, 'out/link.yaml'));
    symlinkSync(join(top, 'elsewhere'), join(repo, 'out/linked'));
    // Walked, twice over (`.` and `out`): a warning each, once.
    for (const args of [[], ['.', 'out']]) {
      const walked = await json(repo, ...args);
      expect(byPath(walked.report.findings), args.join(' ')).toEqual([
        'out/link.yaml file/symlink-outside warning',
        'out/linked file/symlink-outside warning',
      ]);
    }
    // Named (alone, beside a walk that meets it, or under --root): an error each, and what the
    // folder link points to is not checked from another root.
    for (const args of [
      ['out/linked', 'out/link.yaml'],
      ['.', 'out/linked', 'out/link.yaml'],
      ['--root', '.', 'out/linked', 'out/link.yaml'],
    ]) {
      const named = await json(repo, ...args);
      expect(byPath(named.report.findings), args.join(' ')).toEqual([
        'out/link.yaml file/symlink-outside error',
        'out/linked file/symlink-outside error',
      ]);
      expect(named.report.roots, args.join(' ')).toEqual([{ path: '.', kind: 'repository', config: null }]);
      expect(named.status).toBe(1);
    }
    const text = await cli(repo, 'check', 'out/linked', 'out/link.yaml');
    expect(text.stdout).toContain(
      '2 symlinks pointing outside the repository were not followed (file/symlink-outside); check the files they point to from their own repository.',
    );
    // A folder link that stays in its repository, named, is walked where it leads.
    symlinkSync(join(repo, 'out'), join(repo, 'also-out'));
    const inside = await json(repo, 'also-out');
    expect(inside.report.files).toContainEqual({ path: 'out/r.yaml', format: 'subagent-response' });
  });
});

describe('check . from a folder inside a repository', () => {
  /** A monorepo whose package keeps its own handoff files, and a root-level intent of the same name. */
  function monorepo(): string {
    return repository(join(scratch(), 'mono'), {
      '.github/handoff-gate.yml': 'rules:\n  subagent-response/range: warning\n',
      '.forge/intents/base.yaml': intent({ title: '"The root one"' }),
      'packages/agents/.forge/intents/base.yaml': intent({}),
      'packages/agents/.forge/intents/child.yaml': intent({ parent: 'base' }),
      'packages/agents/.forge/intents/orphan.yaml': intent({ parent: 'nowhere' }),
      'packages/agents/.work/run-1/response.yaml': BAD_RESPONSE,
      'packages/agents/handoff-Builder.json': '{}',
      'packages/agents/src/index.ts': 'export {};\n',
    });
  }

  it('checks the package’s handoff files at the formats’ paths from the package, references resolved within it', async () => {
    const mono = monorepo();
    for (const [cwd, args] of [
      [join(mono, 'packages/agents'), []],
      [join(mono, 'packages/agents'), ['.']],
      [mono, ['packages/agents']],
      [join(mono, 'packages'), ['agents']],
      [join(mono, 'packages/agents/src'), ['..']],
    ] as const) {
      const { report } = await json(cwd, ...args);
      const prefix =
        { [mono]: 'packages/agents/', [join(mono, 'packages')]: 'agents/', [join(mono, 'packages/agents/src')]: '../' }[
          cwd
        ] ?? '';
      expect(report.files, `${cwd} ${args.join(' ')}`).toEqual([
        { path: `${prefix}.forge/intents/base.yaml`, format: 'intent' },
        { path: `${prefix}.forge/intents/child.yaml`, format: 'intent' },
        { path: `${prefix}.forge/intents/orphan.yaml`, format: 'intent' },
        { path: `${prefix}.work/run-1/response.yaml`, format: 'subagent-response' },
        { path: `${prefix}handoff-Builder.json`, format: 'handoff' },
      ]);
      // `child`'s parent is the package's `base`; `orphan`'s names nothing there. The repository's config applies.
      const parents = report.findings.filter((f) => f.ruleId === 'intent/parent-not-found').map((f) => f.path);
      expect(parents).toEqual([`${prefix}.forge/intents/orphan.yaml`]);
      expect(report.findings.find((f) => f.ruleId === 'subagent-response/range')?.severity).toBe('warning');
      const root = prefix.replace(/\/$/, '') || '.';
      expect(report.roots).toEqual([
        { path: root, kind: 'package', config: join(root, '../..', '.github/handoff-gate.yml') },
      ]);
    }
  });

  it('a folder of the repository’s own layout is checked from the repository root, as before', async () => {
    const mono = monorepo();
    // From .forge/intents, the root's intents: `.forge/intents/*.yaml` matches from the repository root.
    const { report } = await json(join(mono, '.forge/intents'));
    expect(report.files).toEqual([{ path: 'base.yaml', format: 'intent' }]);
    expect(report.roots).toEqual([{ path: '../..', kind: 'repository', config: '../../.github/handoff-gate.yml' }]);
  });

  it('the repository config’s own globs still apply inside a package', async () => {
    const repo = repository(join(scratch(), 'mono'), {
      '.github/handoff-gate.yml': "paths:\n  intent:\n    - 'packages/*/plans/*.yaml'\n    - '.forge/intents/*.yaml'\n",
      'packages/agents/plans/p.yaml': intent({}),
      'packages/agents/.forge/intents/q.yaml': intent({ parent: 'p' }),
    });
    const { report } = await json(join(repo, 'packages/agents'));
    expect(report.files).toEqual([
      { path: '.forge/intents/q.yaml', format: 'intent' },
      { path: 'plans/p.yaml', format: 'intent' },
    ]);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('from the repository root, the package’s files are not at the formats’ paths (name the package, or add its globs)', async () => {
    const mono = monorepo();
    const { report } = await json(mono);
    expect(report.files.map((f) => f.path)).not.toContain('packages/agents/.forge/intents/child.yaml');
    expect(report.roots).toEqual([{ path: '.', kind: 'repository', config: '.github/handoff-gate.yml' }]);
  });
});

// A named folder that does not exist stays a usage error.
it('a missing PATH is a usage error', async () => {
  const top = scratch();
  mkdirSync(join(top, 'x'));
  const run = await cli(top, 'check', 'x', 'missing');
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^handoff-gate: No such file or folder: missing/);
});
