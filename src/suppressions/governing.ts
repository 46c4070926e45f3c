import type { Finding } from '../report/finding.js';
import { MAX_SUPPRESSIONS_BYTES, parseSuppressionsFile, type Entries, type SuppressionsFile } from './baseline.js';
import { CHANGED_IN_PULL_REQUEST_RULE, INVALID_FILE_RULE } from './rules.js';
import { decisionEntriesRaised } from './decision-entries.js';
import { shortSha } from '../util/short-sha.js';

/** The suppressions file's text at a pull request's two revisions; undefined where there is none. */
export interface SuppressionTexts {
  base: string | undefined;
  head: string | undefined;
}

/** The suppressions that judge a pull request, and what to say of its own version of the file. */
export interface GoverningSuppressions {
  /** The base revision's file; undefined where the base has none (nothing is suppressed). */
  file: SuppressionsFile | undefined;
  /** The head's own problems on their lines, and a notice when the pull request changes the file. */
  findings: Finding[];
  /** The head's entries, when the pull request changes the file: a stale entry it no longer holds is not reported. */
  headEntries?: Entries;
}

/** A text over the bound is read as a file that may not be: one finding, no entries. */
function parsed(text: string, path: string): SuppressionsFile {
  // UTF-8 takes at most three bytes per UTF-16 unit: most texts are judged without encoding them.
  if (text.length * 3 <= MAX_SUPPRESSIONS_BYTES || new TextEncoder().encode(text).length <= MAX_SUPPRESSIONS_BYTES)
    return parseSuppressionsFile(text, path);
  return {
    path,
    entries: new Map(),
    findings: [
      {
        path,
        line: 1,
        column: 1,
        ruleId: INVALID_FILE_RULE,
        severity: 'error',
        message: `The suppressions file is over ${MAX_SUPPRESSIONS_BYTES / 1024 / 1024} MiB. The suppressions file was not read: nothing is suppressed by it.`,
      },
    ],
  };
}

/**
 * A pull request is judged by its base revision's suppressions file, never its own: otherwise it
 * could add an entry for its own new finding, or raise a count, and pass its own gate. Its version
 * is checked (its problems on their lines, as reviewers see it) and takes effect once merged,
 * which a notice says. As the config (config/governing.ts).
 */
export function suppressionsFromBase(path: string, texts: SuppressionTexts, baseSha: string): GoverningSuppressions {
  const file = texts.base === undefined ? undefined : parsed(texts.base, path);
  if (texts.base === texts.head) return { file, findings: [] };
  const head = texts.head === undefined ? undefined : parsed(texts.head, path);
  const what = texts.head === undefined ? 'removes' : texts.base === undefined ? 'adds' : 'changes';
  const findings: Finding[] = [
    ...(head?.findings ?? []),
    ...(head ? decisionEntriesRaised(path, { base: file?.entries, head: head.entries }, 'pull request') : []),
    {
      path,
      line: 1,
      column: 1,
      ruleId: CHANGED_IN_PULL_REQUEST_RULE,
      severity: 'notice',
      message: `This pull request ${what} the suppressions file; the change takes effect once merged. Until then the suppressions file of the base commit ${shortSha(baseSha)} judges this pull request${texts.base === undefined ? ' (there is none there: nothing is suppressed)' : ''}, so that no pull request suppresses its own findings.`,
    },
  ];
  return { file, findings, headEntries: head?.entries ?? new Map() };
}

/**
 * A push is judged by its own suppressions file (the checkout's, written by someone with write
 * access); what it adds or raises for a rule that guards a person's decision, against the file
 * before the push, is still an error on its line.
 */
export function pushedDecisionEntries(path: string, before: string | undefined, file: SuppressionsFile): Finding[] {
  const base = before === undefined ? undefined : parsed(before, path);
  return decisionEntriesRaised(path, { base: base?.entries, head: file.entries }, 'push');
}
