import { ruleDocsUrl } from '../lib/in-root.js';

/**
 * The page that explains a rule, for a diagnostic's `codeDescription.href` and the hover: the
 * rule's generated page under docs/rules/ at this version's tag, as the library and the CLI link it.
 */
export function ruleDocsHref(ruleId: string): string {
  return ruleDocsUrl(ruleId);
}
