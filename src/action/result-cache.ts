import { cacheFilePath, openResultCache, type ResultCacheFile } from '../project/result-cache.js';
import type { Run } from './run.js';

/**
 * The `cache-path` input: the result cache of `check --cache`, kept by the workflow with
 * `actions/cache`, for the runs that check every file (a push, a schedule, a dispatch): a file
 * whose bytes and cross-file reads are those of the last run is recalled, not checked again.
 *
 * Never on any other event: a pull request's run judges text the pull request wrote, and a cache
 * it could read may have been written by a run it steered; its verdict is worked out from the
 * files alone. A cache written on another branch, under another config or by another build of
 * the action is set aside (the branch and the settings key each root, a hash of the bundle the
 * whole file), and written anew.
 */
export function openRunCache(
  { inputs, context, io }: Pick<Run, 'inputs' | 'context' | 'io'>,
  everyFile: boolean,
): ResultCacheFile | undefined {
  const folder = inputs['cache-path'];
  if (!folder) return undefined;
  const { event } = context;
  if (event.kind !== 'push' && event.kind !== 'full-scan') {
    io.logger.info(
      `handoff-gate: the result cache (\`cache-path\`) is not used on a ${event.name} event; the files are checked in full.`,
    );
    return undefined;
  }
  // A push that checks its changed files alone leaves the cache as the last run of every file wrote it.
  if (!everyFile) return undefined;
  const branch = event.kind === 'push' ? event.ref : (context.ref ?? '');
  const cache = openResultCache(cacheFilePath(context.workspace, `${folder}/`), {
    identity: 'content',
    scope: branch,
  });
  if (cache.notice) io.logger.info(cache.notice.trimEnd());
  return cache;
}

/** The cache written back once the check is done, and what the run made of it, in the log. */
export function saveRunCache(cache: ResultCacheFile, { io }: Pick<Run, 'io'>): void {
  const { recalled, checked } = cache.counts();
  io.logger.info(`handoff-gate: result cache: ${recalled} files recalled, ${checked} checked.`);
  const unsaved = cache.save();
  if (unsaved) io.logger.warning(unsaved.trimEnd());
}
