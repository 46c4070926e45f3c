import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { outsidePaths } from '../../src/engine/outside-paths.js';
import { artifactPlaces } from '../../src/formats/envelope/artifacts.js';
import { FORMATS } from '../../src/formats/index.js';

const named = (files: string[], handled: string[] = [], config = resolveConfig()) =>
  outsidePaths({ files, handled: new Set(handled), config, formats: FORMATS, advice: 'cli' }).map((f) => [
    f.path,
    f.message.match(/`([^`]+)\/?`/)![1],
  ]);

describe('outsidePaths: handoff folders below the root that no path rule covers', () => {
  it('one finding per folder and format, on its first file; the deepest folder wins', () => {
    expect(
      named([
        'packages/a/.forge/intents/z.yaml',
        'packages/a/.forge/intents/b.yaml',
        'packages/a/.work/run/w.json',
        'apps/x/shared/tasks/backend/t.md',
        'apps/x/docs/shared/tasks/t.md',
      ]),
    ).toEqual([
      ['apps/x/docs/shared/tasks/t.md', 'apps/x/docs'],
      ['apps/x/shared/tasks/backend/t.md', 'apps/x'],
      ['packages/a/.forge/intents/b.yaml', 'packages/a/'],
      ['packages/a/.work/run/w.json', 'packages/a'],
    ]);
  });

  it('says nothing of files checked or reported, on the root’s paths, ignored, or only near a format’s folder', () => {
    expect(named(['packages/a/.forge/intents/x.yaml'], ['packages/a/.forge/intents/x.yaml'])).toEqual([]);
    expect(named(['.forge/intents/x.yaml', '.work/w.yaml', 'shared/tasks/t.md'])).toEqual([]);
    expect(
      named([
        'packages/a/.forge/intents/deep/x.yaml',
        'packages/a/.forge/x.yaml',
        'packages/a/shared/notes/x.md',
        'packages/a/.forge/intents/x.txt',
      ]),
    ).toEqual([]);
    expect(named(['vendor/a/.forge/intents/x.yaml'], [], resolveConfig({ ignore: ['vendor/**'] }))).toEqual([]);
    // A glob that matches at any depth has no folder outside it.
    expect(named(['packages/a/handoff-x.json'])).toEqual([]);
  });

  it('the fix keeps the default globs a `paths:` entry replaces, and names a configured folder’s config in the action', () => {
    const [finding] = outsidePaths({
      files: ['tools/.forge/intents/x.yaml'],
      handled: new Set(),
      config: resolveConfig(),
      formats: FORMATS,
      advice: 'action',
      configured: () => true,
    });
    expect(finding!.message).toContain(
      'add `tools/.forge/intents/*.{yaml,yml}` to `paths: intent:` in `.github/handoff-gate.yml` next to `.forge/intents/*.{yaml,yml}`',
    );
    expect(finding!.message).toContain('`tools/.github/handoff-gate.yml` is not read');
    expect(finding!.message).not.toContain('handoff-gate check');
  });
});

describe('artifactPlaces: an envelope’s artifact counts from the folder holding its .work/', () => {
  it('in a package, then from its .work/, then from the repository root', () => {
    expect(artifactPlaces('packages/a/.work/run/w.yaml', 'src/x.ts')).toEqual([
      'packages/a/src/x.ts',
      'packages/a/.work/src/x.ts',
      'src/x.ts',
      '.work/src/x.ts',
    ]);
    expect(artifactPlaces('.work/w.yaml', 'src/x.ts')).toEqual(['src/x.ts', '.work/src/x.ts']);
    // A file named `.work` is no folder.
    expect(artifactPlaces('packages/.work', 'x')).toEqual(['x', '.work/x']);
  });
});
