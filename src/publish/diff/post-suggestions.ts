import { changedLines } from '../../diff/lines.js';
import { BOM_RULE, decodeText } from '../../parse/read.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { plural } from '../../render/plural.js';
import { planSuggestions, type FindingWithFix, type PlannedSuggestion } from '../../diff/suggestion.js';

/** GitHub shows a review's comments on one page of the conversation; more than this is noise. */
const MAX_SUGGESTIONS = 50;

export interface SuggestionInput {
  github: GitHubAdapter;
  pull: number;
  /** The head commit checked (confirmed to be the pull request's head just before). */
  headSha: string;
  /** The findings to suggest fixes for: {@link fixesInChangedFiles} of the report. */
  findings: readonly FindingWithFix[];
  /** Per changed file, its patch as GitHub lists it. */
  patches: ReadonlyMap<string, string>;
  /** The checked text of a file, or undefined when it cannot be read. */
  text: (path: string) => string | undefined;
}

/** The findings with a fix in a file the pull request changed (and GitHub showed the diff of): the only ones a suggestion can be made for. */
export function fixesInChangedFiles(
  findings: readonly FindingWithFix[],
  patches: ReadonlyMap<string, string>,
): FindingWithFix[] {
  return findings.filter((f) => f.fix && patches.has(f.path));
}

/** The review's own words: how many fixes, and the other way to apply them. */
function reviewBody(count: number): string {
  return `**handoff-gate** suggests ${plural(count, 'safe fix', 'safe fixes')} on lines this pull request changed: commit one with *Commit suggestion*, or run \`handoff-gate check --fix\` to apply every fix locally.`;
}

/**
 * One review (event `COMMENT`, one request) with a suggested change for each fixable finding on a
 * line the pull request added, at most {@link MAX_SUGGESTIONS}, none already on the pull request
 * (anyone's, on the same line with the same text). Returns how many were posted.
 *
 * The review is all or nothing (GitHub refuses every comment if one is off the diff), so after a
 * failure that may have landed, the review comments are read again: if the suggestions are there
 * it landed; if not, it is sent once more.
 */
export async function postSuggestions({
  github,
  pull,
  headSha,
  findings,
  patches,
  text,
}: SuggestionInput): Promise<number> {
  if (findings.length === 0) return 0;
  const changed = new Map(
    [...new Set(findings.map((f) => f.path))].map((path) => [path, changedLines(patches.get(path))]),
  );
  const plan = async () =>
    planSuggestions({
      findings,
      headText: text,
      changed,
      existing: await github.listReviewComments(pull),
      max: MAX_SUGGESTIONS,
    });

  const planned = await plan();
  if (planned.length === 0) return 0;
  const key = (s: PlannedSuggestion) => JSON.stringify([s.path, s.line, s.body]);
  await createOnce(
    async () => {
      await github.createReview(pull, review(headSha, planned));
      return true;
    },
    // Landed when none of them is still to be made (past the cap, a plan made now may hold others).
    async () => {
      const missing = new Set((await plan()).map(key));
      return planned.some((s) => missing.has(key(s))) ? undefined : true;
    },
    (attempt) => github.pause(attempt),
  );
  return planned.length;
}

function review(commitId: string, planned: readonly PlannedSuggestion[]) {
  return {
    commitId,
    event: 'COMMENT' as const,
    body: reviewBody(planned.length),
    comments: planned.map((s) => ({
      path: s.path,
      line: s.line,
      side: 'RIGHT' as const,
      ...(s.startLine !== undefined && { startLine: s.startLine }),
      body: s.body,
    })),
  };
}

/** A changed file's checked text for a suggestion (a byte-order mark kept), or undefined when it is not text. */
export function checkedText(bytes: Uint8Array | undefined, maxBytes: number): string | undefined {
  if (!bytes) return undefined;
  const decoded = decodeText(bytes, maxBytes);
  if (!('text' in decoded)) return undefined;
  return decoded.problems.some((p) => p.ruleId === BOM_RULE) ? `\uFEFF${decoded.text}` : decoded.text;
}
