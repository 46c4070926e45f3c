import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD_RESPONSE, cleanUp, cli, git, intent, repository, scratch } from './repos.js';

afterAll(cleanUp);

interface Sarif {
  runs: Array<{
    originalUriBaseIds?: Record<string, { uri: string }>;
    results: Array<{
      ruleId: string;
      partialFingerprints: Record<string, string>;
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }>;
    }>;
  }>;
}

async function sarif(cwd: string, ...args: string[]): Promise<Sarif> {
  return JSON.parse((await cli(cwd, 'check', '--format', 'sarif', ...args)).stdout) as Sarif;
}

describe('SARIF URIs are relative to the repository root, whatever folder the CLI ran from', () => {
  const repo = repository(join(scratch(), 'repo'), {
    '.github/handoff-gate.yml': 'rules:\n  intent/parent-not-found: warning\n',
    'out/r.yaml': BAD_RESPONSE,
    'docs/notes/out/r.yaml': BAD_RESPONSE,
    'packages/agents/.forge/intents/orphan.yaml': intent({ parent: 'nowhere' }),
    'packages/agents/.work/run 1/response.yaml': BAD_RESPONSE,
  });
  const tracked = new Set(git(repo, 'ls-files', '-z').split('\0').filter(Boolean));

  it.each([
    ['the repository root', '.', []],
    ['a subfolder, checking itself', 'docs', ['.']],
    ['a subfolder, checking the repository', 'docs/notes', ['../..']],
    ['a package', 'packages/agents', []],
  ] as const)('from %s', async (_, from, args) => {
    const log = await sarif(join(repo, from), ...args);
    const run = log.runs[0]!;
    expect(run.originalUriBaseIds?.['%SRCROOT%']?.uri).toBe(`${pathToFileURL(repo).href}/`);
    expect(run.results.length).toBeGreaterThan(0);
    for (const result of run.results) {
      const location = result.locations[0]!.physicalLocation.artifactLocation;
      expect(location.uriBaseId).toBe('%SRCROOT%');
      const path = decodeURIComponent(location.uri);
      expect(existsSync(join(repo, path)), path).toBe(true);
      expect(tracked.has(path), path).toBe(true);
    }
  });

  it('a result keeps its URI and fingerprint from any folder', async () => {
    const key = (log: Sarif) =>
      log.runs[0]!.results.map(
        (r) => `${r.locations[0]!.physicalLocation.artifactLocation.uri} ${r.partialFingerprints['handoffGate/v1']}`,
      ).sort();
    const fromRoot = key(await sarif(repo, 'docs'));
    expect(fromRoot).toHaveLength(1);
    expect(fromRoot[0]).toMatch(/^docs\/notes\/out\/r\.yaml [0-9a-f]{32}:1$/);
    expect(key(await sarif(join(repo, 'docs/notes')))).toEqual(fromRoot);
    expect(key(await sarif(join(repo, 'docs/notes/out'), '../..'))).toEqual(fromRoot);
  });

  it('files of a second repository are relative to their own root, under a base id of their own', async () => {
    const other = repository(join(scratch(), 'other'), { 'out/r.yaml': BAD_RESPONSE });
    const log = await sarif(repo, 'out', other);
    const run = log.runs[0]!;
    expect(run.originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: `${pathToFileURL(repo).href}/` },
      ROOT2: { uri: `${pathToFileURL(other).href}/` },
    });
    expect(run.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation)).toEqual([
      { uri: 'out/r.yaml', uriBaseId: 'ROOT2' },
      { uri: 'out/r.yaml', uriBaseId: '%SRCROOT%' },
    ]);
  });
});
