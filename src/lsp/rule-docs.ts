import { ruleDocsUrl } from '../lib/in-root.js';

/**
 * The page that explains a rule, for a diagnostic's `codeDescription.href` and the hover: the
 * rule's generated page under docs/rules/ in the installed package, as the library and the CLI
 * link it; undefined when the package ships none.
 */
export function ruleDocsHref(ruleId: string): string | undefined {
  return ruleDocsUrl(ruleId);
}
