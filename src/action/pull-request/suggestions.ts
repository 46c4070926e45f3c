import { changedLines } from '../../core/diff-lines.js';
import { decodeText } from '../../core/document/read.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { mayHaveLanded } from '../../github/once.js';
import { plural } from '../../render/plural.js';
import { planSuggestions, type FindingWithFix, type PlannedSuggestion } from '../../render/suggestion.js';

/** GitHub shows a review's comments on one page of the conversation; more than this is noise. */
export const MAX_SUGGESTIONS = 50;

export interface SuggestionInput {
  github: GitHubAdapter;
  pull: number;
  /** The head commit checked (confirmed to be the pull request's head just before). */
  headSha: string;
  findings: readonly FindingWithFix[];
  /** Per changed file, its patch as GitHub lists it. */
  patches: ReadonlyMap<string, string>;
  /** The checked text of a file, or undefined when it cannot be read. */
  text: (path: string) => string | undefined;
}

/** The review's own words: how many fixes, and the other way to apply them. */
export function reviewBody(count: number): string {
  return `**handoff-gate** suggests ${plural(count, 'safe fix', 'safe fixes')} on lines this pull request changed: commit one with *Commit suggestion*, or run \`handoff-gate check --fix\` to apply every fix locally.`;
}

/**
 * One review (event `COMMENT`, one request) with a suggested change for each fixable finding on a
 * line the pull request added, at most {@link MAX_SUGGESTIONS}, none already on the pull request
 * (anyone's, on the same line with the same text). Returns how many were posted.
 *
 * The review is all or nothing (GitHub refuses every comment if one is off the diff), so after a
 * failure that may have landed, the review comments are read again: if the suggestions are there
 * it landed; if none is, it is sent once more with what is still missing.
 */
export async function postSuggestions({ github, pull, headSha, findings, patches, text }: SuggestionInput): Promise<number> {
  const fixable = findings.filter((f) => f.fix && patches.has(f.path));
  if (fixable.length === 0) return 0;
  const changed = new Map([...new Set(fixable.map((f) => f.path))].map((path) => [path, changedLines(patches.get(path))]));
  const plan = async () => planSuggestions({ findings: fixable, headText: text, changed, existing: await github.listReviewComments(pull), max: MAX_SUGGESTIONS });

  let planned = await plan();
  for (let attempt = 1; planned.length > 0; attempt++) {
    try {
      await github.createReview(pull, review(headSha, planned));
      return planned.length;
    } catch (error) {
      if (!mayHaveLanded(error)) throw error;
      const missing = await plan();
      if (missing.length < planned.length) return planned.length - missing.length;
      if (attempt >= 2) throw error;
      planned = missing;
    }
  }
  return 0;
}

function review(commitId: string, planned: readonly PlannedSuggestion[]) {
  return {
    commitId,
    event: 'COMMENT' as const,
    body: reviewBody(planned.length),
    comments: planned.map((s) => ({ path: s.path, line: s.line, side: 'RIGHT' as const, ...(s.startLine !== undefined && { startLine: s.startLine }), body: s.body })),
  };
}

/** A changed file's checked text for a suggestion (a byte-order mark kept), or undefined when it is not text. */
export function checkedText(bytes: Uint8Array | undefined, maxBytes: number): string | undefined {
  if (!bytes) return undefined;
  const decoded = decodeText(bytes, maxBytes);
  if (!('text' in decoded)) return undefined;
  return decoded.problems.some((p) => p.ruleId === 'file/bom') ? `\uFEFF${decoded.text}` : decoded.text;
}
