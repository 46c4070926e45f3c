import type { PathKey } from '../../parse/types.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asArray, asString, field } from '../../util/values.js';

/** Each `artifacts[].path` written as a string, with where it is. */
export function eachArtifactPath(ctx: RuleContext, visit: (path: string, at: PathKey[]) => void): void {
  asArray(field(ctx.data, 'artifacts')).forEach((artifact, i) => {
    const path = asString(field(artifact, 'path'));
    if (path !== undefined) visit(path, ['artifacts', i, 'path']);
  });
}

/**
 * Where an artifact path may point, first match wins. It is counted from the folder that holds the
 * envelope's `.work/` folder: the root, or in a monorepo the package (`packages/a/.work/x.yaml`
 * lists `src/a.ts` for `packages/a/src/a.ts`). The spec calls artifact paths relative to `.work/`,
 * while its own examples start at that folder: either is accepted, and, in a package, a path from
 * the repository root too.
 */
export function artifactPlaces(envelopePath: string, artifact: string): string[] {
  const segments = envelopePath.split('/');
  const work = segments.lastIndexOf('.work', segments.length - 2);
  const home = work > 0 ? `${segments.slice(0, work).join('/')}/` : '';
  return [...new Set([`${home}${artifact}`, `${home}.work/${artifact}`, artifact, `.work/${artifact}`])];
}
