/**
 * Each rule gives its own reason: the `rationale` beside it, which the rule page's "Why it
 * matters", the editor's hover and `explain` show. None is empty, and no two rules share one.
 */
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/formats/index.js';
import { ruleCatalogue } from '../../src/catalogue/catalogue.js';

describe('every rule of the catalogue says why it matters', () => {
  const catalogue = ruleCatalogue(FORMATS);

  it.each(catalogue.map((rule) => [rule.id, rule.rationale]))(
    '%s has a rationale of its own words',
    (id, rationale) => {
      expect(rationale.trim().length, id).toBeGreaterThan(40);
      // One or two sentences: a reason, not a page.
      expect(rationale.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, id).toBeLessThanOrEqual(2);
    },
  );

  it('no two rules share one', () => {
    const byText = new Map<string, string[]>();
    for (const rule of catalogue) byText.set(rule.rationale, [...(byText.get(rule.rationale) ?? []), rule.id]);
    expect([...byText.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('a rationale is no copy of its summary', () => {
    for (const rule of catalogue) expect(rule.rationale, rule.id).not.toBe(rule.summary);
  });
});
