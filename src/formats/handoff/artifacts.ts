import type { RuleContext } from '../../core/define-rule.js';
import { asArray, field } from '../../util/values.js';
import { filledString } from '../../rules/shared/template-leftover.js';

/** Each artifact `path` written as a string and not a template leftover, with the artifact's index. */
export function eachArtifactPath(ctx: RuleContext, visit: (path: string, index: number) => void): void {
  asArray(field(ctx.data, 'artifacts')).forEach((artifact, i) => {
    const path = filledString(field(artifact, 'path'));
    if (path !== undefined) visit(path, i);
  });
}
