import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { escapeTerminal } from '../render/escape.js';
import type { CheckedRoot } from '../project/run-check.js';

const WHAT: Record<CheckedRoot['kind'], string> = {
  repository: 'repository root',
  package: 'a folder checked as a project of its own: its handoff files sit at the formats’ paths from there',
  folder:
    'no .git or .github/handoff-gate.yml above it: the current folder is the root (the folder named, for a path outside it)',
};

/** A root marked by its own config file, without `.git`: a package of a repository that sets its own rules. */
const OWN_CONFIG =
  'a folder with its own config: checked as a project of its own, its paths and references counted from there';

/**
 * The text output's first lines when the root is anything but the one repository the user is
 * in: which folders the files were checked from, and why each, so nothing about the paths and
 * references (which resolve within each root) is left to guess. Nothing for one plain repository.
 */
export function rootNotes(roots: readonly CheckedRoot[], cwd: string): string {
  if (roots.length === 1 && roots[0]!.kind === 'repository') return '';
  const lines = roots.map((root) => {
    const config = root.config === null ? 'no config, the defaults' : `config ${escapeTerminal(root.config)}`;
    // A root is a repository's for its `.git`, or for a config file of its own: the latter is a package with its own config, not a repository root.
    const what = root.kind === 'repository' && !existsSync(join(cwd, root.path, '.git')) ? OWN_CONFIG : WHAT[root.kind];
    return `Root ${escapeTerminal(root.path)} (${what}; ${config})`;
  });
  return `${lines.join('\n')}\n\n`;
}
