import { afterEach, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';
import packageJson from '../../package.json' with { type: 'json' };

const VERSION = packageJson.version;

/**
 * `handoff-gate rules` gives every rule; as JSON, each in the shape the JSON report's `rules`
 * give the rules a report's findings cite, so a program reads one shape for a rule wherever it
 * meets one.
 */

afterEach(removeRepos);

describe('handoff-gate rules', () => {
  it('gives each rule as JSON with its spec and the section of the spec it enforces', async () => {
    const run = await cli(['rules', '--format', 'json'], repo({}));
    expect(run.status).toBe(0);
    const rules = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    for (const rule of rules)
      expect(Object.keys(rule)).toEqual(['id', 'severity', 'summary', 'spec', 'section', 'docs']);
    // Each links to its page at this version's tag.
    for (const rule of rules)
      expect(rule.docs).toBe(
        `https://github.com/handoff-gate/handoff-gate/blob/v${VERSION}/docs/rules/${String(rule.id)}.md`,
      );
    expect(rules.find((r) => r.id === 'envelope/agent-id-segments')).toMatchObject({
      severity: 'warning',
      spec: 'spec 1 (handoff envelope)',
      section: '§ バリデーションルール > agent_id フォーマット',
    });
    expect(rules.find((r) => r.id === 'envelope/key-typo')).toMatchObject({ section: null });
    expect(rules.find((r) => r.id === 'file/binary')).toMatchObject({ spec: null, section: null });
  });

  it('ends the line of a rule that has a section with it, as text', async () => {
    const lines = (await cli(['rules'], repo({}))).stdout.split('\n');
    expect(lines.find((line) => line.startsWith('message/status-transition '))).toMatch(/\.\s{2}§ ステータス遷移$/);
    expect(lines.find((line) => line.startsWith('file/binary '))).toMatch(/handoff file\.$/);
  });
});
