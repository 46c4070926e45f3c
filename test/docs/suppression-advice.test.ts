/**
 * A rule page's advice on suppressing a finding fits the files its findings are in: JSON holds no
 * comments (docs/command-line.md), so a page of a format that reads JSON alone (spec 3's handoffs)
 * advises the suppressions file, and a YAML or Markdown format's page keeps the comment.
 */
import { describe, expect, it } from 'vitest';
import { rulePages } from '../../scripts/rule-docs.mjs';
import { rules } from '../../src/lib/index.js';
import { REPO } from '../helpers/bundle.js';

describe('the suppression advice of the rule pages', () => {
  const explained = rules();
  const pages = new Map(rulePages(explained, REPO));
  const advice = (id: string) => {
    const page = pages.get(`docs/rules/${id}.md`)!;
    return page.slice(page.indexOf('## Configure or suppress it'));
  };
  type Rule = (typeof explained)[number];
  const paths = (rule: Rule) =>
    [rule.examples.passing?.path, rule.examples.failing?.path].filter((p): p is string => p !== undefined);
  const json = (rule: Rule) =>
    rule.syntaxes
      ? rule.syntaxes.every((s) => s === 'json')
      : paths(rule).length > 0 && paths(rule).every((p) => p.endsWith('.json'));
  const suppressible = explained.filter((rule) => rule.suppressible.inline && rule.suppressible.baseline);

  it.each(suppressible.filter(json).map((r) => [r.id]))(
    '%s (JSON files) advises the suppressions file, never a comment',
    (id) => {
      expect(advice(id)).not.toContain('# handoff-gate-disable');
      expect(advice(id)).toContain(`--suppress-rule ${id}`);
    },
  );

  it('every handoff page is among them', () => {
    const handoff = suppressible.filter((r) => r.id.startsWith('handoff/'));
    expect(handoff.length).toBeGreaterThan(0);
    for (const rule of handoff) expect(advice(rule.id), rule.id).not.toContain('# handoff-gate-disable');
  });

  it.each(suppressible.filter((rule) => rule.syntaxes?.some((s) => s !== 'json')).map((r) => [r.id]))(
    '%s (YAML or Markdown) keeps the comment form',
    (id) => expect(advice(id)).toContain(`handoff-gate-disable-next-line ${id} -- <reason>`),
  );
});
