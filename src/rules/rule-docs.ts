import { docsLink, type DocsChannel } from './docs-link.js';

/**
 * Where a rule's page is: `docs/rules/<prefix>/<name>.md` in the repository and the package
 * (written by `npm run all`, scripts/rule-docs.mjs). Every output that names a rule links it
 * through its channel's link (src/rules/docs-link.ts): SARIF `helpUri`, the JSON report's and
 * `rules --format json`'s `docs`, `explain`, the check run's annotations, the comment, the
 * language server's hover and `codeDescription`, the MCP server's `explain_rule`.
 */

/** A rule page's path from the repository root. Rule ids are `[a-z-]+/[a-z0-9-]+` (test/generated.test.ts). */
export function ruleDocPath(ruleId: string): string {
  return `docs/rules/${ruleId}.md`;
}

/** The rule's page in the channel, or undefined when the channel holds none. */
export function ruleDocUrl(channel: DocsChannel, ruleId: string): string | undefined {
  return docsLink(channel, ruleDocPath(ruleId));
}

/**
 * A function giving each rule of the catalogue its page's address in the channel, and nothing for
 * an id without a page (the gate's `gate/p0`, `gate/p1`, `run/*` notifications).
 */
export function ruleDocs(
  channel: DocsChannel,
  catalogue: Iterable<{ id: string }>,
): (ruleId: string) => string | undefined {
  const known = new Set([...catalogue].map((rule) => rule.id));
  return (ruleId) => (known.has(ruleId) ? ruleDocUrl(channel, ruleId) : undefined);
}

/**
 * The words of the outputs a reader may not know, each the anchor of its entry in
 * docs/glossary.md (GitHub's anchor of the entry's heading; test/relative-links.test.ts holds them).
 */
export const GLOSSARY = {
  priority: 'p0-to-p3',
  'declared-verdict': 'declared-verdict',
  envelope: 'envelope',
  handoff: 'handoff',
  intent: 'intent',
  message: 'message',
  'subagent-response': 'subagent-response',
  inbox: 'inbox',
} as const;

/** A word of the outputs that links to its entry in the glossary. */
export type GlossaryTerm = keyof typeof GLOSSARY;

/** The words that have an entry, for a caller that holds a word from a report (a format's id). */
export function isGlossaryTerm(word: string): word is GlossaryTerm {
  return Object.hasOwn(GLOSSARY, word);
}

/**
 * A function giving each word its glossary entry's address in the channel (the same copy as the
 * rule pages, so a link reads the glossary of the version that wrote it), or undefined when the
 * channel holds no glossary: then the words stay plain.
 */
export function glossary(channel: DocsChannel): ((term: GlossaryTerm) => string) | undefined {
  const page = docsLink(channel, 'docs/glossary.md');
  return page === undefined ? undefined : (term) => `${page}#${GLOSSARY[term]}`;
}
