import { describe, expect, it } from 'vitest';
import { docsLink, type DocsChannel } from '../../src/rules/docs-link.js';
import { ruleDocs } from '../../src/rules/rule-docs.js';

/** A page's link per channel, and no link where the channel holds no such page. */

const action: DocsChannel = { kind: 'repository', repository: 'https://github.com/acme/handoff-gate/', ref: 'v1' };
const shipped = new Set(['docs/rules/intent/required.md', 'docs/glossary.md']);
const asked: string[] = [];
const installed: DocsChannel = {
  kind: 'package',
  root: 'file:///opt/node/lib/node_modules/handoff-gate/',
  shipped: (path) => {
    asked.push(path);
    return shipped.has(path);
  },
};

describe('docsLink', () => {
  it("gives the action's copy at its ref, the path and ref percent-encoded", () => {
    expect(docsLink(action, 'docs/glossary.md')).toBe('https://github.com/acme/handoff-gate/blob/v1/docs/glossary.md');
    expect(docsLink({ ...action, ref: 'release/1 x' }, 'docs/a b.md')).toBe(
      'https://github.com/acme/handoff-gate/blob/release/1%20x/docs/a%20b.md',
    );
  });

  it("gives the installed package's file, only when it ships the page", () => {
    expect(docsLink(installed, 'docs/rules/intent/required.md')).toBe(
      'file:///opt/node/lib/node_modules/handoff-gate/docs/rules/intent/required.md',
    );
    expect(docsLink(installed, 'docs/rules/intent/not-shipped.md')).toBeUndefined();
  });

  it('gives nothing where no copy is known', () => {
    expect(docsLink({ kind: 'none' }, 'docs/glossary.md')).toBeUndefined();
  });

  it('names no page outside the copy: no absolute path, `..`, `.`, empty segment or backslash', () => {
    asked.length = 0;
    for (const path of [
      '/etc/passwd',
      '../x.md',
      'docs/../../x.md',
      'docs/./x.md',
      'docs//x.md',
      'docs\\x.md',
      '',
      `${'a/'.repeat(200)}x.md`,
    ]) {
      expect(docsLink(installed, path), path).toBeUndefined();
      expect(docsLink(action, path), path).toBeUndefined();
    }
    // Refused before the package is asked.
    expect(asked).toEqual([]);
  });
});

describe('ruleDocs', () => {
  it("links each catalogue rule, and nothing for the gate's own ids", () => {
    const docs = ruleDocs(installed, [{ id: 'intent/required' }]);
    expect(docs('intent/required')).toBe(
      'file:///opt/node/lib/node_modules/handoff-gate/docs/rules/intent/required.md',
    );
    expect(docs('gate/p0')).toBeUndefined();
  });
});
