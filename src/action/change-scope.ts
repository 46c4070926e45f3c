import type { ResolvedConfig } from '../config/resolve.js';
import { unreadWantedIn } from '../detect/near-path.js';
import { FORMATS } from '../formats/index.js';
import { describeFailure, httpStatus, isUnanswered, ReadSkipped } from '../github/errors.js';
import type { ActionIO } from './io.js';
import type { Run } from './run.js';
import { fallbackScope, HeadNotHad, scopeFor, type Scope } from './scope.js';

/**
 * Step 2: what to check: the change's files, or every handoff file; git's diff when GitHub cannot
 * list them. A file of no syntax the check reads is taken too where a format's files live (as the
 * config sets their paths), so that it is said why it was not read, never passed over in silence.
 */
export async function changeScope(
  { context: { event, workspace: root }, io, github }: Run,
  config: ResolvedConfig,
): Promise<Scope> {
  const unread = unreadWantedIn(FORMATS, (format) => config.paths[format.id] ?? format.paths);
  const scope = await scopeFor(event, github, root, unread).catch((error: unknown) => {
    // Git was the road already, and it has no head to judge: no other road is tried.
    if (error instanceof HeadNotHad) throw error;
    // A dry run without a token: the run's one notice names the read, this line what came instead.
    if (error instanceof ReadSkipped)
      return fallbackScope(
        event,
        root,
        'GitHub was not asked for the changed files (a dry run without a token)',
        unread,
      );
    const failure = `GitHub could not list the changed files (${describeFailure(error)})`;
    io.logger.warning(`handoff-gate: ${failure}; git gives the change instead.`);
    debugUnexpected(error, io);
    return fallbackScope(event, root, failure, unread);
  });
  io.logger.info(`handoff-gate: ${scope.why}.`);
  return scope;
}

/** A failure that is neither GitHub's answer nor a timeout (a bug): its stack, for the debug log. */
export function debugUnexpected(error: unknown, io: ActionIO): void {
  if (error instanceof Error && error.stack && httpStatus(error) === undefined && !isUnanswered(error))
    io.logger.debug(error.stack);
}
