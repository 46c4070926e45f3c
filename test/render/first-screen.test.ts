import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCheckRun, TITLE_HEAD } from '../../src/diff/check-run.js';
import { failureReasons } from '../../src/gate/fail-on.js';
import { commentMarkdown } from '../../src/publish/gate/pull-request.js';
import { outcomeOf } from '../../src/render/outcome.js';
import { layoutMarkdown } from '../../src/render/markdown.js';
import { runCheck } from '../../src/project/run-check.js';
import type { Report } from '../../src/report/report.js';

/**
 * What a reviewer reads first, on the product's real output: the sample pipeline of examples/,
 * whole and as a 5-file pull request, rendered as the action renders the comment, the job summary
 * and the check run.
 */
const PIPELINE = resolve(dirname(fileURLToPath(import.meta.url)), '../../examples/pipeline');
const FIVE_FILES = [
  '.work/06_reviewer/security.yaml',
  '.work/06_reviewer/completeness.yaml',
  '.work/07_review_unified.yaml',
  '.forge/intents/login-rate-limit.yaml',
  '.forge/intents/account-lockout.yaml',
];
const BLOB = 'https://github.com/o/r/blob/0123abc/';
const FAIL_ON = ['error', 'veto', 'reject'] as const;

function outputs(targets: string[]) {
  const { report } = runCheck({ cwd: PIPELINE, targets });
  const fails = failureReasons(report, [...FAIL_ON]).length > 0;
  const comment = commentMarkdown(report, [], BLOB, [...FAIL_ON]).markdown;
  const summary = layoutMarkdown(report, {
    links: { blobBase: BLOB },
    all: true,
    failOn: [...FAIL_ON],
    maxLength: 1_000_000,
  }).markdown;
  const checkRun = planCheckRun({ report, fails, summary: { links: { blobBase: BLOB }, failOn: [...FAIL_ON] } });
  return { report, fails, comment, summary, checkRun };
}

/** The lines a reader sees before opening anything: those outside `<details>`, blank lines and the marker left out. */
function openLines(markdown: string): string[] {
  const open: string[] = [];
  let depth = 0;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('<details>')) depth++;
    if (depth === 0 && line.trim() && !line.startsWith('<!--')) open.push(line);
    if (line === '</details>') depth--;
  }
  return open;
}

const VERDICT =
  /^### (?:❌ Fails|✅ Passes|⚠️ Passes \(fail-on: [a-z,]+\)) — P0 \d+ · P1 \d+ · P2 \d+ · P3 \d+ · \d+ errors? · \d+ warnings?(?: · \d+ notices?)?$/;
/** A place to change: a link to a line of the reviewed revision. */
const PLACE = /\]\(https:\/\/github\.com\/o\/r\/blob\/0123abc\/[^)]+#L\d+\)/;

function expectFirstScreen(markdown: string, report: Report, owner: RegExp) {
  const [verdict, toPass, counts] = openLines(markdown);
  expect(verdict).toMatch(VERDICT);
  // One verdict: never a second one joined to it.
  expect(verdict).not.toMatch(/Gate:| and /);
  const fails = outcomeOf(report, { failOn: [...FAIL_ON] }).fails;
  if (fails) {
    expect(toPass).toMatch(/^\*\*To pass:\*\* /);
    expect(toPass).toMatch(PLACE);
    // Nothing under a failing verdict reads as a pass.
    expect(markdown).not.toContain('✅');
    expect(markdown).not.toMatch(/no problems/);
  } else expect(toPass).toMatch(/^\*\*Nothing needs doing to pass/);
  // Every count says whose it is.
  expect(counts).toMatch(owner);
  expect(markdown).not.toMatch(/Inbox: \*\*\d/);
  // An aggregator's own count never reads as zeros in columns of counted items.
  expect(markdown).not.toMatch(/its own count[^|\n]*\|(?: 0 \|){4}/);
  // Paths in table cells are text that breaks at folders: no code span holding a path widens a table.
  for (const row of markdown.split('\n').filter((l) => l.startsWith('| ')))
    expect(row).not.toMatch(/`[^`\s]*\/[^`\s]*\.[a-z]+(?::\d+)?`/);
}

describe('the first screen of what a reviewer reads', () => {
  const pr = outputs(FIVE_FILES);
  const pipeline = outputs(['.']);

  it('the comment and the job summary open with the verdict, then what would make it pass, then whose the counts are', () => {
    expectFirstScreen(pr.comment, pr.report, /· this pull request adds 1 inbox item$/);
    expectFirstScreen(pipeline.comment, pipeline.report, /· this pull request adds \d+ inbox items$/);
    expectFirstScreen(pr.summary, pr.report, /· the checked files hold 1 inbox item$/);
    expectFirstScreen(pipeline.summary, pipeline.report, /· the checked files hold \d+ inbox items$/);
    // The P0 to resolve is named with the file and line to change.
    expect(openLines(pr.comment)[1]).toMatch(
      /^\*\*To pass:\*\* resolve P0 `COMP-001` at \[docs\/requirements\/user-stories\.md:42\]\([^)]+#L42\); then resolve 1 of the 2 P1s; then lift the veto \[[^\]]+\]\([^)]+\) declares\.$/,
    );
  });

  it("a 5-file pull request's comment fits about one screen: the rest folds", () => {
    const open = openLines(pr.comment);
    // The verdict, what to do, the counts and the P0/P1 table; every other section one folded line.
    expect(open.length).toBeLessThanOrEqual(12);
    expect(pr.comment).toContain('<details><summary>Declared verdicts (3)</summary>');
    expect(pr.comment).toContain('<details><summary>Handoff chain</summary>');
    expect(pr.comment).toContain('<details><summary>This pull request adds 1 inbox item</summary>');
    // The inbox commands are offered where they work: on the issues the merge opens.
    expect(pr.comment).not.toContain('`/approve`');
    // The sample pipeline: what is open is the P0/P1 table and the errors that fail the run.
    expect(openLines(pipeline.comment).filter((l) => l.startsWith('#### '))).toEqual([
      '#### Review findings: P0 and P1',
      '#### Errors (6)',
    ]);
  });

  it('the check run: verdict and counts first in its title, and a brief, not the comment again', () => {
    for (const { checkRun, comment, fails } of [pr, pipeline]) {
      const head = checkRun.title.split(' — ')[0]!;
      expect(head).toMatch(fails ? /^Fails: P0 / : /^Passes: /);
      expect(head.length).toBeLessThanOrEqual(TITLE_HEAD);
      // The title is the verdict: the summary opens with what to do.
      expect(checkRun.summary).toMatch(/^\*\*To pass:\*\* /);
      expect(checkRun.summary).not.toMatch(/^### /m);
      expect(checkRun.summary.length).toBeLessThan(comment.length / 2);
    }
    expect(pr.checkRun.title).toBe('Fails: P0 1 · P1 2 · P2 1 — veto declared by .work/07_review_unified.yaml');
  });
});
