import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { RunCheckResult } from '../project/run-check.js';
import { realFolder } from '../project/targets.js';
import { FORMATS } from '../formats/index.js';
import { renderJson } from '../render/json.js';
import { ruleCatalogue } from '../catalogue/catalogue.js';
import { ruleDocs, ruleDocUrl } from '../rules/rule-docs.js';
import { PACKAGE_DOCS } from './package-docs.js';
import { InputError, type CheckOptions, type Report } from './public.js';

/* What the library's calls and the editor's session share: where a path is judged from, and the report as a program reads it. */

/** A rule's page in the installed package, for the entries that link a finding to it (the editor's diagnostics and hover). */
export const ruleDocsUrl = (ruleId: string): string | undefined => ruleDocUrl(PACKAGE_DOCS, ruleId);

/** The root as a real folder, or an InputError saying what is wrong with it. */
export function realRoot(options: CheckOptions): string {
  const root = resolve(options.root ?? process.cwd());
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new InputError(`root ${options.root ?? '.'}: no such folder.`);
  return realpathSync(root);
}

/** A path given relative to the root (or absolute inside it), as the check names it; never outside the root or in `.git`. */
export function inRoot(options: CheckOptions, path: string): { root: string; target: string } {
  const root = realRoot(options);
  if (typeof path !== 'string' || path.trim() === '' || path.includes('\0'))
    throw new InputError('path: give a file path relative to the root, such as `.work/intents/add-login.yaml`.');
  const target = relative(root, resolve(root, path));
  if (target === '' || target.startsWith('..') || isAbsolute(target))
    throw new InputError(`path ${path}: outside the root ${options.root ?? '.'}; give a path inside it.`);
  if (target.split(/[\\/]/)[0] === '.git') throw new InputError(`path ${path}: inside .git, which is never checked.`);
  // A folder on the way that is a symbolic link out of the root would judge the text elsewhere.
  const real = realFolder(dirname(resolve(root, path)));
  if (relative(root, real).startsWith('..'))
    throw new InputError(`path ${path}: leads out of the root ${options.root ?? '.'} through a symbolic link.`);
  return { root, target };
}

/** The CLI's JSON report of a run, as a program reads it (credentials named, never quoted). */
export function reportOf(result: RunCheckResult): Report {
  const rules = ruleCatalogue(FORMATS);
  const options = { rules, roots: result.roots, skipped: result.skipped, ruleDocs: ruleDocs(PACKAGE_DOCS, rules) };
  return JSON.parse(renderJson(result.report, options)) as Report;
}
