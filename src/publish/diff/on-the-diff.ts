import { randomBytes } from 'node:crypto';
import { isForbidden } from '../../github/errors.js';
import { annotationsLeft, hiddenCount, notOnDiffNotice, type CheckRunGap } from '../../diff/annotation-fallback.js';
import { planCheckRun, type CheckAnnotation, type CheckRunInput } from '../../diff/check-run.js';
import { annotations } from '../../render/github.js';
import type { CheckResult } from '../../engine/check.js';
import { publishCheckRun, type CheckRunPort } from './check-run.js';
import type { Logger } from '../../logging.js';
import type { Annotation } from '../../render/github.js';
import { shortSha } from '../../util/short-sha.js';

/*
 * Step 8's first half: every finding on the pull request's diff, on the check run, or as workflow
 * annotations where the check run does not hold them.
 */

/** The inputs this reads: whether there is a token, a dry run, and a pull request comment. */
interface OnTheDiffInputs {
  'github-token': string;
  'dry-run': boolean;
  comment: boolean;
}

/** The run this reads: whether its event is a pull request's or a merge group's, and its id and attempt (the check run's external id). */
interface OnTheDiffRun {
  event: { kind: string };
  runId: string;
  runAttempt: string;
}

/** The runner's writes this makes: a line in the log, and the workflow annotations left over. */
interface OnTheDiffIO {
  logger: Pick<Logger, 'info' | 'notice'>;
  annotate(annotations: readonly Annotation[]): void;
}

export interface OnTheDiff {
  report: CheckResult;
  fails: boolean;
  summaryOptions: CheckRunInput['summary'];
  headSha: string;
  inputs: OnTheDiffInputs;
  context: OnTheDiffRun;
  github: () => Promise<CheckRunPort>;
  io: OnTheDiffIO;
  /** A write that failed (not for a missing permission): one warning, by the caller's words. */
  onFailure(what: string, error: unknown): void;
}

/**
 * The check run with every finding, then the workflow annotations for what it does not hold, and
 * one notice when GitHub will not show those all. Never throws: a failed write is a warning.
 */
export async function onTheDiff({
  report,
  fails,
  summaryOptions,
  headSha,
  inputs,
  context,
  github,
  io,
  onFailure,
}: OnTheDiff): Promise<void> {
  const all = annotations(report);
  let held: CheckAnnotation[] = [];
  let gap: CheckRunGap | undefined;
  // Pushes and scans keep to workflow annotations: no API call (and no Octokit) for a run that
  // needs none, and no write for a re-run that changes nothing. A merge queue waits for the check
  // run as the pull request did.
  if (context.event.kind !== 'pull_request' && context.event.kind !== 'merge_group') gap = 'not-a-pull-request';
  // A dry run without a token still shows the check run it would make (github/offline.ts).
  else if (!inputs['github-token'] && !inputs['dry-run']) gap = 'no-token';
  else {
    // Unique to this run, so that after a lost answer it finds its own check run and no other.
    const externalId = `${context.runId || 'local'}.${context.runAttempt || '1'}.${randomBytes(6).toString('hex')}`;
    const plan = planCheckRun({ report, fails, ...(summaryOptions && { summary: summaryOptions }) });
    try {
      const published = await publishCheckRun(await github(), plan, headSha, externalId);
      if (inputs['dry-run']) gap = 'dry-run';
      else {
        held = plan.batches.flat().slice(0, published.sent);
        io.logger.info(
          published.unchanged
            ? `handoff-gate: check run ${plan.name} on ${shortSha(headSha)} unchanged (an earlier run's says the same).`
            : `handoff-gate: check run ${plan.name} on ${shortSha(headSha)}: ${plan.conclusion}, ${held.length} of ${plan.total} annotations.`,
        );
        if (published.error !== undefined) {
          gap = 'partial';
          onFailure('every annotation on the check run', published.error);
        }
      }
    } catch (error) {
      if (isForbidden(error)) gap = 'forbidden';
      else {
        gap = 'failed';
        onFailure('the check run', error);
      }
    }
  }
  const left = annotationsLeft(all, held);
  if (gap === undefined || left.length === 0) return;
  // The notice goes first, so that it takes one of the notices GitHub shows.
  const hidden = hiddenCount(left, 1);
  if (hidden > 0) {
    const places = [
      'the job summary',
      ...(context.event.kind === 'pull_request' && inputs.comment ? ['the pull request comment'] : []),
      "the JSON report (the step's `report` output)",
    ];
    io.logger.notice(notOnDiffNotice(hidden, left.length, gap, places));
  }
  io.annotate(left);
}
