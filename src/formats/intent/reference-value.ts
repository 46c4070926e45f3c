import type { PathKey } from '../../parse/types.js';
import type { RuleContext } from '../../core/define-rule.js';
import { show } from '../../util/values.js';

/** Report a value the reference implementation writes but spec 4 does not list (the `<kind>/reference-impl-value` rules). */
export function reportReferenceValue(
  ctx: RuleContext,
  at: PathKey[],
  value: string,
  instead: string,
  why: string,
): void {
  ctx.report(at, `${show(value)} is a pfl-forge value that spec 4 does not list (${why}); write ${instead}.`);
}
