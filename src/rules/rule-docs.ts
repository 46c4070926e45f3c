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
