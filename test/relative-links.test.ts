/**
 * Every relative link of the README and the pages under docs/ (and of ARCHITECTURE.md and
 * CONTRIBUTING.md, which they link) leads somewhere: to a file or folder of the repository and,
 * with a `#fragment`, to a heading of that Markdown file as GitHub names its anchors. A section
 * that moves to another page breaks the links to it here, not for a reader.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers/bundle.js';
import { anchorsOf, linksOf } from './helpers/markdown-links.js';
import { GLOSSARY, glossary } from '../src/rules/rule-docs.js';

/** The Markdown files the documentation is made of, from the repository root. */
function documentation(): string[] {
  const pages = (dir: string): string[] =>
    readdirSync(`${REPO}${dir}`, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? pages(`${dir}/${entry.name}`) : entry.name.endsWith('.md') ? [`${dir}/${entry.name}`] : [],
    );
  return ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', ...pages('docs')];
}

describe('the links of the README and docs/', () => {
  const files = documentation();

  it('are read from every page, the rule pages included', () => {
    expect(files).toContain('docs/github-action.md');
    expect(files.filter((f) => f.startsWith('docs/rules/')).length).toBeGreaterThan(100);
  });

  it('lead to a file that exists and, with a fragment, to a heading of it', () => {
    const anchors = new Map<string, Set<string>>();
    const anchorsIn = (file: string) => {
      if (!anchors.has(file)) anchors.set(file, anchorsOf(readFileSync(`${REPO}${file}`, 'utf8')));
      return anchors.get(file)!;
    };
    const broken: string[] = [];
    for (const file of files) {
      for (const { target, line } of linksOf(readFileSync(`${REPO}${file}`, 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
        const [path, fragment] = target.split('#', 2) as [string, string | undefined];
        const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
        const where = `${file}:${line} ${target}`;
        if (resolved.startsWith('..') || !existsSync(`${REPO}${resolved}`)) broken.push(`${where}: no such file`);
        else if (fragment !== undefined && fragment !== '') {
          if (!statSync(`${REPO}${resolved}`).isFile() || !resolved.endsWith('.md'))
            broken.push(`${where}: not a page`);
          else if (!anchorsIn(resolved).has(decodeURIComponent(fragment))) broken.push(`${where}: no such heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('reading links and anchors', () => {
  it("names anchors as GitHub does: lower case, punctuation dropped, spaces to '-', repeats numbered", () => {
    const text =
      '# The GitHub Action\n## What it reads, and what it never shows\n## Inputs\n## Inputs\n```\n# not a heading\n```\n';
    expect([...anchorsOf(text)]).toEqual([
      'the-github-action',
      'what-it-reads-and-what-it-never-shows',
      'inputs',
      'inputs-1',
    ]);
  });

  it('finds inline links outside code, with their lines', () => {
    const text = 'See [a](docs/a.md#x) and `[b](nope.md)`.\n```\n[c](nope.md)\n```\n![img](docs/p.png)\n';
    expect(linksOf(text)).toEqual([
      { target: 'docs/a.md#x', line: 1 },
      { target: 'docs/p.png', line: 5 },
    ]);
  });
});

describe('the glossary the outputs link to', () => {
  const site = { kind: 'repository' as const, repository: 'https://github.com/acme/handoff-gate', ref: 'v1.2.0' };
  const entry = glossary(site)!;

  it('has an entry under every anchor an output links to', () => {
    const anchors = anchorsOf(readFileSync(`${REPO}docs/glossary.md`, 'utf8'));
    const missing = Object.values(GLOSSARY).filter((anchor) => !anchors.has(anchor));
    expect(missing).toEqual([]);
  });

  it('is the page of the copy of handoff-gate that runs, at its ref, as the rule pages are', () => {
    expect(entry('priority')).toBe('https://github.com/acme/handoff-gate/blob/v1.2.0/docs/glossary.md#p0-to-p3');
    expect(entry('declared-verdict')).toBe(
      'https://github.com/acme/handoff-gate/blob/v1.2.0/docs/glossary.md#declared-verdict',
    );
    expect(
      glossary({ kind: 'repository', repository: 'https://github.com/acme/handoff-gate/', ref: 'feat/x y' })!('inbox'),
    ).toBe('https://github.com/acme/handoff-gate/blob/feat/x%20y/docs/glossary.md#inbox');
  });

  it('keeps each entry to a few sentences', () => {
    const text = readFileSync(`${REPO}docs/glossary.md`, 'utf8');
    const entries = text.split('\n## ').slice(1);
    expect(entries.length).toBeGreaterThanOrEqual(Object.keys(GLOSSARY).length);
    const long = entries.filter(
      (e) =>
        (
          e
            .split('\n')
            .slice(1)
            .join(' ')
            .match(/[.!?](?:\s|$)/g) ?? []
        ).length > 3,
    );
    expect(long.map((e) => e.split('\n')[0])).toEqual([]);
  });
});
