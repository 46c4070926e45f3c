/**
 * The API's history walk (`versionsAt`): within its bound, counted in requests, and whole only when
 * it read back to the commit that began the intent's id. A list that fills the bound, a deletion
 * on the way, or a file of the same id under the other extension before it is a history not read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_REVISIONS, type Versions } from '../../src/core/project.js';
import type { CommitInfo } from '../../src/github/adapter.js';
import { earlierVersions, versionsAt } from '../../src/publish/inbox/earlier-versions.js';

const YAML = '.forge/intents/rotate-keys.yaml';
const YML = '.forge/intents/rotate-keys.yml';

/**
 * A linear history as the API answers it: each commit's files (a path left out is absent there),
 * oldest first; it counts every request.
 */
function api(commits: ReadonlyArray<Record<string, string>>) {
  const shas = commits.map((_, n) => `c${n}`);
  const counted = { lists: 0, reads: 0 };
  const touched = (path: string, n: number) => commits[n]![path] !== (n === 0 ? undefined : commits[n - 1]![path]);
  return {
    counted,
    commitsFor: async (path: string, ref: string, max: number): Promise<CommitInfo[]> => {
      counted.lists++;
      const from = shas.indexOf(ref);
      const listed: CommitInfo[] = [];
      for (let n = from; n >= 0 && listed.length < max; n--)
        if (touched(path, n)) listed.push({ sha: shas[n]!, message: `commit ${n}` });
      return listed;
    },
    fileAt: async (path: string, sha: string): Promise<Uint8Array | undefined> => {
      counted.reads++;
      const text = commits[shas.indexOf(sha)]![path];
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
    head: shas[shas.length - 1]!,
  };
}

const walk = async (history: ReturnType<typeof api>, path: string) => {
  const versions: Versions = await versionsAt(history, path, history.head);
  return { count: versions.length, whole: versions.whole === true };
};

describe('versionsAt: bounded, and whole only back to where the id began', () => {
  it('a history shorter than the bound, from the commit that added the file: whole', async () => {
    const history = api([{ [YAML]: 'risk: high' }, { [YAML]: 'risk: low' }]);
    expect(await walk(history, YAML)).toEqual({ count: 2, whole: true });
    // Two lists (the file's, the other extension's) and one read a version.
    expect(history.counted).toEqual({ lists: 2, reads: 2 });
  });

  it('a long history reads at most the bound, and is not whole', async () => {
    const commits = Array.from({ length: 3 * HISTORY_REVISIONS }, (_, n) => ({ [YAML]: `edit ${n}` }));
    const history = api(commits);
    expect(await walk(history, YAML)).toEqual({ count: HISTORY_REVISIONS, whole: false });
    expect(history.counted).toEqual({ lists: 1, reads: HISTORY_REVISIONS });
  });

  it('a deletion on the way ends the walk unread', async () => {
    const history = api([{ [YAML]: 'risk: high' }, {}, { [YAML]: 'risk: low' }]);
    expect(await walk(history, YAML)).toEqual({ count: 1, whole: false });
  });

  it('a rename from the other extension (the API follows none) ends the walk unread', async () => {
    const history = api([{ [YAML]: 'risk: high' }, { [YML]: 'risk: low' }]);
    expect(await walk(history, YML)).toEqual({ count: 1, whole: false });
  });

  it('a path never there, with no file of its id before: an empty history, whole', async () => {
    const history = api([{ [YAML]: 'risk: high' }]);
    expect(await walk(history, '.forge/intents/another.yaml')).toEqual({ count: 0, whole: true });
  });
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A checkout with its whole history: one commit per state of the files, oldest first. */
function wholeCheckout(states: ReadonlyArray<Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'hg-history-'));
  folders.push(root);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root });
  git('init', '-q');
  states.forEach((files, n) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    git('add', '-A');
    git('commit', '-qm', `state ${n}`);
  });
  return root;
}

/** An API that must not be asked. */
const unasked = async () => {
  throw new Error('the API was asked');
};

describe('earlierVersions: from git when the checkout has the whole history, else through the API', () => {
  it('a whole history answers from git, newest first, and asks the API for nothing', async () => {
    const root = wholeCheckout([{ [YAML]: 'risk: high\n' }, { [YAML]: 'risk: low\n' }]);
    const { versions, unread } = await earlierVersions(root, 'HEAD', [YAML], unasked);
    expect(unread).toEqual(new Map());
    const texts = versions.get(YAML)!.map((bytes) => Buffer.from(bytes).toString('utf8'));
    expect(texts).toEqual(['risk: low\n', 'risk: high\n']);
    expect((versions.get(YAML) as Versions).whole).toBe(true);
  });

  it('past the bound of files, the later ones are said unread, each with why', async () => {
    const paths = Array.from({ length: 22 }, (_, n) => `.forge/intents/i${String(n).padStart(2, '0')}.yaml`);
    const history = api([Object.fromEntries(paths.map((path) => [path, 'risk: high']))]);
    const { versions, unread } = await earlierVersions(tmpdir(), history.head, paths, async () => history);
    expect(versions.size).toBe(20);
    expect([...unread.keys()]).toEqual(paths.slice(20));
    expect(unread.get(paths[21]!)).toBe('more than 20 files asked for theirs in one run, and this one came later');
  });
});
