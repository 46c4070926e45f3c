import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli, removeRepos, repo } from './in-process.js';
import { REPO } from '../helpers/bundle.js';

/**
 * `handoff-gate rules` gives every rule; as JSON, each in the shape the JSON report's `rules`
 * give the rules a report's findings cite, so a program reads one shape for a rule wherever it
 * meets one, with the module that defines it besides.
 */

afterEach(removeRepos);

describe('handoff-gate rules', () => {
  it('gives each rule as JSON with its spec and the section of the spec it enforces', async () => {
    const run = await cli(['rules', '--format', 'json'], repo({}));
    expect(run.status).toBe(0);
    const rules = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    for (const rule of rules)
      expect(Object.keys(rule)).toEqual(['id', 'severity', 'summary', 'spec', 'section', 'docs', 'source']);
    // Each links to its page in the package the CLI runs from, a file that is there.
    for (const rule of rules) {
      expect(rule.docs).toBe(pathToFileURL(join(REPO, `docs/rules/${String(rule.id)}.md`)).href);
      expect(existsSync(fileURLToPath(String(rule.docs))), String(rule.id)).toBe(true);
    }
    expect(rules.find((r) => r.id === 'envelope/agent-id-segments')).toMatchObject({
      severity: 'warning',
      spec: 'spec 1 (handoff envelope)',
      section: '§ バリデーションルール > agent_id フォーマット',
    });
    expect(rules.find((r) => r.id === 'envelope/key-typo')).toMatchObject({ section: null });
    expect(rules.find((r) => r.id === 'file/binary')).toMatchObject({ spec: null, section: null });
  });

  it("names each rule's module, a file of the repository: a format's rule, a family's, a shared check, the engine's", async () => {
    const rules = JSON.parse((await cli(['rules', '--format', 'json'], repo({}))).stdout) as Array<{
      id: string;
      source: string | null;
    }>;
    for (const rule of rules) {
      expect(rule.source, rule.id).toMatch(/^src\/[\w/.-]+\.ts$/);
      expect(existsSync(join(REPO, rule.source!)), `${rule.id}: ${rule.source} exists`).toBe(true);
    }
    const sourceOf = (id: string) => rules.find((rule) => rule.id === id)?.source;
    expect(sourceOf('intent/risk-lowered')).toBe('src/formats/intent/rules/risk-lowered.ts');
    expect(sourceOf('task/status-transition')).toBe('src/formats/intent/kinds/task/rules/status-transition.ts');
    expect(sourceOf('envelope/status-requires-blockers')).toBe('src/formats/envelope/rules/status-requires.ts');
    expect(sourceOf('intent/required')).toBe('src/rules/shared/schema.ts');
    expect(sourceOf('message/key-typo')).toBe('src/rules/shared/key-typo.ts');
    // The engine's own: the module that reports it, adapters included.
    expect(sourceOf('file/binary')).toBe('src/parse/read.ts');
    expect(sourceOf('parse/yaml-syntax')).toBe('src/parse/yaml-doc.ts');
    expect(sourceOf('file/symlink-outside')).toBe('src/io/file-gate.ts');
    expect(sourceOf('config/unknown-key')).toBe('src/config/parse.ts');
    expect(sourceOf('suppressions/unused')).toBe('src/suppressions/rules.ts');
  });

  it('ends the line of a rule that has a section with it, as text', async () => {
    const lines = (await cli(['rules'], repo({}))).stdout.split('\n');
    expect(lines.find((line) => line.startsWith('message/status-transition '))).toMatch(/\.\s{2}§ ステータス遷移$/);
    expect(lines.find((line) => line.startsWith('file/binary '))).toMatch(/handoff file\.$/);
  });
});
