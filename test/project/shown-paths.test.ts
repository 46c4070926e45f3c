import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/project/run-check.js';
import type { Report } from '../../src/report/report.js';

/** The sample repository copied under a folder with room beside and inside it. */
const top = mkdtempSync(join(tmpdir(), 'hg-shown-'));
const repo = join(top, 'repo');
cpSync(resolve('examples/pipeline'), repo, { recursive: true });
mkdirSync(join(top, 'beside'));
mkdirSync(join(repo, 'inside'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const paths = (report: Report) => [
  ...report.files.map((f) => f.path),
  ...report.findings.map((f) => f.path),
  ...report.gate.items.map((i) => i.source.path),
  ...report.inbox.map((i) => i.path),
];

describe('paths shown relative to the current folder', () => {
  const fromRoot = runCheck({ cwd: repo, targets: ['.'] }).report;

  it.each([
    ['beside the root', join(top, 'beside')],
    ['above the root', top],
    ['inside the root', join(repo, 'inside')],
  ])('from a folder %s, each is the path from there to the file', (_, cwd) => {
    const report = runCheck({ cwd, targets: [relative(cwd, repo) || '.'] }).report;
    expect(paths(fromRoot).length).toBeGreaterThan(10);
    expect(paths(report)).toEqual(paths(fromRoot).map((p) => relative(cwd, join(repo, p))));
  });
});
