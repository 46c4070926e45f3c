/**
 * A rule page quotes its spec in whole blocks: it never stops inside a fenced code block or a list
 * item, so the lines a rule rests on (`loop_target` in spec 3's loop example) are not cut away.
 */
import { describe, expect, it } from 'vitest';
import { rulePages } from '../../scripts/rule-docs.mjs';
import { rules } from '../../src/lib/index.js';
import { REPO } from '../helpers/bundle.js';

/** The quoted lines of a page's "What the spec says", without the `> ` that quotes them. */
function quoteOf(page: string): string[] {
  const section = page.slice(page.indexOf('## What the spec says'), page.indexOf('## Why it matters'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.replace(/^> ?/, ''));
}

describe('the spec quotes of the rule pages', () => {
  const pages = new Map(rulePages(rules(), REPO));

  it.each([...pages.keys()].filter((path) => path !== 'docs/rules/README.md').map((path) => [path]))(
    '%s ends at a whole block',
    (path) => {
      const quote = quoteOf(pages.get(path)!);
      // Every fence the quote opens, it closes.
      expect(quote.filter((line) => /^`{3,}/.test(line)).length % 2, path).toBe(0);
      // It ends on a block's last line: no list item or paragraph cut before a line that continues it.
      if (quote.length > 0) expect(quote.at(-1)!.trim(), path).not.toBe('');
    },
  );

  it('keep the lines the reported rules rest on', () => {
    expect(quoteOf(pages.get('docs/rules/handoff/loop-target-required.md')!)).toContain(
      '  "loop_target": "BackendBuilder",',
    );
    expect(quoteOf(pages.get('docs/rules/message/answer-direction.md')!)).toContain('parent_id: {question-id}');
  });
});
