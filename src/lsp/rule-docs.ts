/**
 * The page that explains a rule, for a diagnostic's `codeDescription.href`: the one place that
 * says where rule pages live. None is published yet, so no diagnostic links one; when the pages
 * are, this returns each rule's address and every diagnostic carries it.
 */
export function ruleDocsHref(ruleId: string): string | undefined {
  void ruleId;
  return undefined;
}
