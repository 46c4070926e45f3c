import { filledIn } from '../../../../rules/shared/template-leftover.js';
import type { PathKey } from '../../../../parse/types.js';
import type { RuleContext } from '../../../../core/define-rule.js';
import { asArray, field } from '../../../../util/values.js';

/** Each `file` evidence's `ref` that is filled in, with where it is: what the evidence rules judge. */
export function fileEvidence(ctx: RuleContext, visit: (ref: string, at: PathKey[]) => void): void {
  asArray(ctx.data).forEach((item, i) => {
    asArray(field(item, 'evidence')).forEach((evidence, j) => {
      const ref = filledIn(field(evidence, 'ref'));
      if (field(evidence, 'type') === 'file' && ref !== undefined) visit(ref, [i, 'evidence', j, 'ref']);
    });
  });
}
