import { escapeTerminal } from '../render/escape.js';
import type { CheckedRoot } from './run-check.js';

const WHAT: Record<CheckedRoot['kind'], string> = {
  repository: 'repository root',
  package: 'a folder checked as a project of its own: its handoff files sit at the formats’ paths from there',
  folder:
    'no .git or .github/handoff-gate.yml above it: the current folder is the root (the folder named, for a path outside it)',
};

/**
 * The text output's first lines when the root is anything but the one repository the user is
 * in: which folders the files were checked from, and why each, so nothing about the paths and
 * references (which resolve within each root) is left to guess. Nothing for one plain repository.
 */
export function rootNotes(roots: readonly CheckedRoot[]): string {
  if (roots.length === 1 && roots[0]!.kind === 'repository') return '';
  const lines = roots.map((root) => {
    const config = root.config === null ? 'no config, the defaults' : `config ${escapeTerminal(root.config)}`;
    return `Root ${escapeTerminal(root.path)} (${WHAT[root.kind]}; ${config})`;
  });
  return `${lines.join('\n')}\n\n`;
}
