import { afterEach, describe, expect, it } from 'vitest';
import { explainRule } from '../../src/lib/index.js';
import { explainText } from '../../src/cli/explain.js';
import { cli, removeRepos, repo } from './in-process.js';

/**
 * `handoff-gate explain ID` prints a rule's page, as the library explains it to MCP clients, and
 * `rules ID` shows that rule: an id no rule has is a usage error with the closest id, never a
 * listing of every rule.
 */

afterEach(removeRepos);

describe('handoff-gate explain', () => {
  it("prints the rule's page: summary, its reason, spec, both examples with the base revision, suppression, module, link", async () => {
    const run = await cli(['explain', 'intent/risk-lowered'], repo({}));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const rule = explainRule('intent/risk-lowered')!;
    const failing = rule.examples.failing!;
    expect(
      run.stdout.startsWith(
        `intent/risk-lowered (error)\n\n${rule.summary}\n\nWhy it matters: ${rule.rationale}\n\nFrom ${rule.spec}, ${rule.section}.\n`,
      ),
    ).toBe(true);
    // The base revision the example is judged against is shown: without it the two files are one.
    expect(run.stdout).toContain(`Compared with this text at the base revision:\n${indented(failing.base!)}`);
    expect(run.stdout).toContain(`A file it passes, ${rule.examples.passing!.path}:`);
    for (const f of failing.findings)
      expect(run.stdout).toContain(`  ${failing.path}:${f.line}:${f.column} ${f.message}`);
    expect(run.stdout).toContain(`No comment may suppress it: ${rule.suppressible.why!}.`);
    expect(run.stdout).toContain(`Its module: ${rule.source!}\n`);
    expect(run.stdout.endsWith(`Its page: ${rule.docs}\n`)).toBe(true);
  });

  it('says the page is not shipped, rather than link elsewhere, when the package holds no docs/', () => {
    const rule = explainRule('intent/required')!;
    expect(
      explainText({ ...rule, docs: null }).endsWith(
        'Its page: not shipped with this copy; this text is what it says\n',
      ),
    ).toBe(true);
  });

  it('shows the safe fix of a rule that has one', async () => {
    const run = await cli(['explain', 'subagent-response/enum'], repo({}));
    expect(run.status).toBe(0);
    const fixed = explainRule('subagent-response/enum')!.examples.failing!.fixed;
    expect(fixed).toBeTypeOf('string');
    expect(run.stdout).toContain(`Its safe fix (check --fix) makes it:\n${indented(fixed!)}`);
  });

  it.each([
    [['explain', 'intent/risk-lowerd'], 'No rule has the id `intent/risk-lowerd`. Did you mean `intent/risk-lowered`?'],
    [['explain', 'risk-lowered'], 'Did you mean `intent/risk-lowered`?'],
    [['explain'], '`explain` needs a rule id'],
    [['explain', 'a/b', 'c/d'], '`explain` takes one rule id'],
    [['explain', 'intent/risk-lowered', '--format', 'json'], '--format is an option of'],
  ])('%j is a usage error: exit 2, what to do', async (args, said) => {
    const run = await cli(args, repo({}));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(said);
  });
});

describe('handoff-gate rules ID', () => {
  it('as text: the rule’s page, as explain prints it', async () => {
    const root = repo({});
    const rules = await cli(['rules', 'intent/risk-lowered'], root);
    expect(rules.status).toBe(0);
    expect(rules.stdout).toBe((await cli(['explain', 'intent/risk-lowered'], root)).stdout);
  });

  it('as JSON or Markdown: the listing with that rule alone', async () => {
    const root = repo({});
    const all = JSON.parse((await cli(['rules', '--format', 'json'], root)).stdout) as Array<{ id: string }>;
    const one = await cli(['rules', 'intent/risk-lowered', '--format', 'json'], root);
    expect(one.status).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual(all.filter((r) => r.id === 'intent/risk-lowered'));
    const markdown = (await cli(['rules', 'intent/risk-lowered', '--format', 'markdown'], root)).stdout.split('\n');
    expect(markdown.filter((line) => line.startsWith('| `'))).toHaveLength(1);
  });

  it('an id no rule has is a usage error with the closest one, never the whole list', async () => {
    const run = await cli(['rules', 'intent/risk-lowerd'], repo({}));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Did you mean `intent/risk-lowered`?');
    const two = await cli(['rules', 'a/b', 'c/d'], repo({}));
    expect(two.status).toBe(2);
    expect(two.stderr).toContain('`rules` takes one rule id at most');
  });
});

const indented = (text: string) =>
  (text.endsWith('\n') ? text.slice(0, -1) : text)
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');
