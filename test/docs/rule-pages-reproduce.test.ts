/**
 * Every rule page can be followed from the page alone. Each page is generated here in memory, as
 * `npm run all` writes it (scripts/rule-docs.mjs), and read as a reader reads it: the files it
 * shows (the example, the base revision, the files beside it) go into a fresh git repository, the
 * base revision committed first, and the command the page shows runs through the CLI's `main`
 * (the code path of `handoff-gate`, in this process). What the page says must be what the run
 * reports: no finding of the rule for the file it passes, and the finding's line and column for
 * the file it reports.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_RUNS } from '../helpers/runs.js';
import { rulePages } from '../../scripts/rule-docs.mjs';
import { rules } from '../../src/lib/index.js';
import { REPO } from '../helpers/bundle.js';
import { cli, removeRepos, repo } from '../cli/in-process.js';

afterAll(removeRepos);

/** One example as its page shows it. */
interface PageExample {
  /** The rule whose findings the page shows: the page's own, or the shared check's it is quoted from. */
  rule: string;
  path: string;
  text: string;
  base?: string;
  beside: Record<string, string>;
  command: string[];
  /** The findings the page lists, as `line:column`; empty for the file it passes. */
  findings: string[];
}

/** The shell words of a command line as the pages write it: plain words, or single-quoted ones. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g))
    words.push(match[1] !== undefined ? match[1].replace(/'\\''/g, "'") : match[2]!);
  return words;
}

/** The lines of one section of a page (`## A file it passes` up to the next heading outside a code block). */
function sectionLines(page: string, heading: string, id: string): string[] {
  const lines = page.split('\n');
  const start = lines.indexOf(heading);
  expect(start, `${id}: ${heading}`).toBeGreaterThan(-1);
  let fence: string | undefined;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence === undefined && line.startsWith('## ')) return lines.slice(start, i);
    const opening = /^(`{3,})/.exec(line)?.[1];
    if (fence === undefined && opening) fence = opening;
    else if (fence !== undefined && line === fence) fence = undefined;
  }
  return lines.slice(start);
}

/** The example of one section of a page, read as a reader reads it. */
function sectionExample(page: string, heading: string, id: string): PageExample | undefined {
  const lines = sectionLines(page, heading, id);
  let example: PageExample | undefined;
  let mode: 'example' | 'base' | 'beside' = 'example';
  let path: string | undefined;
  let rule = id;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const from = /^The same check under another format, from the cases of `([^`]+)`:$/.exec(line);
    if (from) rule = from[1]!;
    if (line.startsWith('At the base revision')) mode = 'base';
    if (line.startsWith('Beside it in the repository') || line.startsWith('<details>')) mode = 'beside';
    const named = /^`([^`]+)`$/.exec(line);
    if (named) path = named[1];
    const finding = /^- line (\d+), column (\d+): /.exec(line);
    if (finding && example) example.findings.push(`${finding[1]}:${finding[2]}`);
    const fence = /^(`{3,})(\w*)$/.exec(line);
    if (!fence) continue;
    const close = lines.indexOf(fence[1]!, i + 1);
    expect(close, `${id}: a code block that ends`).toBeGreaterThan(i);
    const body = lines.slice(i + 1, close).join('\n');
    i = close;
    if (fence[2] === 'sh') {
      expect(example, `${id}: a command before any file`).toBeDefined();
      example!.command = shellWords(body.trim());
    } else if (mode === 'example') {
      example = { rule, path: path!, text: `${body}\n`, beside: {}, command: [], findings: [] };
    } else if (mode === 'base') example!.base = `${body}\n`;
    else example!.beside[path!] = `${body}\n`;
  }
  return example;
}

function git(root: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=reader@example.com', '-c', 'user.name=reader', ...args], {
    cwd: root,
    stdio: 'ignore',
  });
}

function put(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What the page's command reports of the example's rule in the example's file, as `line:column`. */
async function reported(example: PageExample): Promise<string[]> {
  const root = repo({});
  if (example.base !== undefined) {
    put(root, example.path, example.base);
    for (const [path, text] of Object.entries(example.beside)) put(root, path, text);
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'base');
  } else for (const [path, text] of Object.entries(example.beside)) put(root, path, text);
  put(root, example.path, example.text);
  const [program, ...args] = example.command;
  expect(program).toBe('handoff-gate');
  const run = await cli([...args, '--format', 'json', '--fail-on', 'never'], root);
  // A config with an error stops the run (exit 2) with its findings on stderr, as `path:line:column: … (rule)`.
  if (run.status === 2) {
    const lines = run.stderr
      .split('\n')
      .map((line) => /^(.+?):(\d+):(\d+): \w+ .*\(([a-z-]+\/[a-z0-9-]+)\)$/.exec(line));
    expect(lines.some(Boolean), run.stderr).toBe(true);
    return lines
      .filter((m) => m !== null && m[1] === example.path && m[4] === example.rule)
      .map((m) => `${m![2]}:${m![3]}`);
  }
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout) as {
    findings: Array<{ path: string; ruleId: string; line: number; column: number }>;
  };
  return report.findings
    .filter((f) => f.path === example.path && f.ruleId === example.rule)
    .map((f) => `${f.line}:${f.column}`);
}

describe('every rule page reproduces from the page alone', () => {
  const explained = rules();
  const pages = new Map(rulePages(explained, REPO));
  const results = new Map<string, boolean>();

  it.each(
    explained
      .filter((r) => (process.env.ONLY ?? '') === '' || r.id.startsWith(process.env.ONLY!))
      // Every page in the full run; every third in the quick loop, a third of its longest file.
      .filter((_, i) => FULL_RUNS || i % 3 === 0)
      .map((rule) => [rule.id]),
  )('%s', async (id) => {
    const page = pages.get(`docs/rules/${id}.md`)!;
    const passing = sectionExample(page, '## A file it passes', id);
    const failing = sectionExample(page, '## A file it reports', id);
    let ok = true;
    try {
      // The file it passes has no finding of the rule (other rules may have their word on it).
      if (passing) expect(await reported(passing), `${id}: the file it passes`).toEqual([]);
      if (failing) {
        expect(failing.findings.length, `${id}: the findings it lists`).toBeGreaterThan(0);
        expect(await reported(failing), `${id}: the file it reports`).toEqual(failing.findings);
      }
      // A page without a file says why, in the rule's own words.
      if (!passing || !failing) expect(page).toMatch(/No file is shown here: (?!none of its cases)/);
    } catch (error) {
      ok = false;
      throw error;
    } finally {
      results.set(id, ok);
    }
  });

  afterAll(() => {
    const good = [...results.values()].filter(Boolean).length;
    console.log(`rule pages reproducible: ${good} / ${results.size}`);
  });
});
