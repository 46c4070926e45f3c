/**
 * Where a rule's page is: `docs/rules/<prefix>/<name>.md` in the repository (written by
 * `npm run all`, scripts/rule-docs.mjs), and its address on GitHub at one ref of one copy of
 * handoff-gate; the same for an entry of the glossary, docs/glossary.md. Every output that names a
 * rule links it here (SARIF `helpUri`, the JSON report's and `rules --format json`'s `docs`,
 * `explain_rule`, the check run's annotations, the comment).
 */

/**
 * The project's own repository: the SARIF driver's `informationUri`, and the rule pages' home when
 * no other copy is known (the CLI, the library, the MCP server). The one place it is written (the
 * README names it `<owner>/handoff-gate`; package.json has no `repository` yet).
 */
export const PROJECT_REPOSITORY_URI = 'https://github.com/handoff-gate/handoff-gate';

/** A copy of handoff-gate on GitHub (`https://github.com/<owner>/handoff-gate`) and the ref whose docs/ describe the code that runs. */
export interface DocsSite {
  repository: string;
  ref: string;
}

/** A rule page's path from the repository root. Rule ids are `[a-z-]+/[a-z0-9-]+` (test/generated.test.ts). */
export function ruleDocPath(ruleId: string): string {
  return `docs/rules/${ruleId}.md`;
}

/** The rule page's address on GitHub at the site's ref: `<repository>/blob/<ref>/docs/rules/<id>.md`. */
export function ruleDocUrl(site: DocsSite, ruleId: string): string {
  return docUrl(site, ruleDocPath(ruleId));
}

/** A page of docs/ at the site's ref: `<repository>/blob/<ref>/<path>`, every segment encoded. */
function docUrl(site: DocsSite, path: string): string {
  const ref = site.ref.split('/').map(encodeURIComponent).join('/');
  return `${withoutTrailingSlashes(site.repository)}/blob/${ref}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The words of the outputs a reader may not know, each the anchor of its entry in
 * docs/glossary.md (GitHub's anchor of the entry's heading; test/docs-links.test.ts holds them).
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
 * A function giving each word its glossary entry's address at `site`
 * (`<repository>/blob/<ref>/docs/glossary.md#<anchor>`): the same copy and ref as the rule pages,
 * so that a link from an output reads the glossary of the version that wrote it.
 */
export function glossary(site: DocsSite): (term: GlossaryTerm) => string {
  const page = docUrl(site, 'docs/glossary.md');
  return (term) => `${page}#${GLOSSARY[term]}`;
}

/**
 * The address without the `/`s that end it. A loop: `/\/+$/` restarts at every `/` of a long run
 * (quadratic). The same few lines as src/action/context.ts's, written here because src/rules may
 * import only engine and shared code, not the action's.
 */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end--;
  return url.slice(0, end);
}

/**
 * A function giving each rule of the catalogue its page's address at `site`, and nothing for an
 * id without a page (the gate's `gate/p0`, `gate/p1`, `run/*` notifications).
 */
export function ruleDocs(site: DocsSite, catalogue: Iterable<{ id: string }>): (ruleId: string) => string | undefined {
  const known = new Set([...catalogue].map((rule) => rule.id));
  return (ruleId) => (known.has(ruleId) ? ruleDocUrl(site, ruleId) : undefined);
}

/**
 * The pages of a released version: its tag, `v<version>`, in the project's repository. A tag's
 * pages describe the rules as that version has them (a rule renamed or removed later keeps its page
 * there), which a link to the default branch would not.
 */
export function releaseDocsSite(version: string): DocsSite {
  return { repository: PROJECT_REPOSITORY_URI, ref: `v${version}` };
}
