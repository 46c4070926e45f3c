import { normaliseRepoPath } from '../../rules/shared/repo-path.js';
import type { RuleContext } from '../../core/define-rule.js';

/**
 * Whether a path a handoff names exists: relative to the repository root, as the spec writes
 * them, or else relative to the handoff's own folder, for pipelines that keep a session's files
 * together (`sessions/001/handoffs/…`).
 */
/** Why a path a handoff names could not be read (the OS's reason), when the system refused it, from the root or the handoff's folder. */
export function repoFileUnreadable(ctx: RuleContext, path: string): string | undefined {
  const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : '';
  return (
    ctx.project.unreadable(normaliseRepoPath(path)) ??
    (folder ? ctx.project.unreadable(normaliseRepoPath(`${folder}/${path}`)) : undefined)
  );
}

export function repoFileExists(ctx: RuleContext, path: string): boolean {
  return normaliseRepoPath(path) === '' || repoFilePlace(ctx, path) !== undefined;
}

/** Where a path a handoff names is in the repository (see {@link repoFileExists}), or undefined. */
export function repoFilePlace(ctx: RuleContext, path: string): string | undefined {
  const fromRoot = normaliseRepoPath(path);
  if (fromRoot !== '' && ctx.project.exists(fromRoot)) return fromRoot;
  const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : '';
  const inFolder = folder === '' ? undefined : normaliseRepoPath(`${folder}/${path}`);
  return inFolder !== undefined && ctx.project.exists(inFolder) ? inFolder : undefined;
}
