import type { CheckAnnotation, GitHubAdapter } from '../../github/adapter.js';

/** The part of the GitHub port a check run needs. */
export type CheckRunPort = Pick<
  GitHubAdapter,
  | 'createCheckRun'
  | 'findCheckRuns'
  | 'listCheckRunAnnotations'
  | 'updateCheckRun'
  | 'countCheckRunAnnotations'
  | 'pause'
>;
import { createOnce, mayHaveLanded } from '../../github/once.js';
import { ANNOTATIONS_PER_REQUEST, annotationKey, type CheckRunPlan } from '../../diff/check-run.js';

export interface CheckRunPublication {
  id: number;
  /** An earlier run's check run on the commit already said all this: nothing was written. */
  unchanged?: boolean;
  /** How many of the plan's annotations, in its order, the check run holds. */
  sent: number;
  /** Why the rest were not sent, when some were not. */
  error?: unknown;
}

/** An update whose answer was lost, and which GitHub's count shows did not land, is tried at most this many times in all. */
const TRIES = 2;

/**
 * The run's own check run on `headSha`: created completed, with the plan's conclusion, title,
 * summary and first 50 annotations, so the verdict is on the commit from the first request; then
 * one update per further 50, which GitHub appends.
 *
 * No annotation is ever sent twice. An update is never re-sent blindly: after a failure that may
 * have landed (5xx, lost answer) the check run's annotation count tells whether it did. A create
 * whose answer was lost is looked for by `externalId` (this run's alone) before trying again. A
 * later run makes a check run of its own, so a re-run never adds to this one; a re-run whose check
 * run would say exactly what one on the commit already says (conclusion, title, summary, every
 * annotation) writes nothing.
 *
 * Throws when the check run could not be created (a 403 is a token without `checks: write`); once
 * it exists, a failed update ends the sending and is returned with how many went out.
 */
export async function publishCheckRun(
  github: CheckRunPort,
  plan: CheckRunPlan,
  headSha: string,
  externalId: string,
): Promise<CheckRunPublication> {
  const all = plan.batches.flat();
  const output = (annotations: CheckAnnotation[]) => ({ title: plan.title, summary: plan.summary, annotations });
  const first = all.slice(0, ANNOTATIONS_PER_REQUEST);
  const same = await sameCheckRun(github, plan, headSha, all);
  if (same !== undefined) return { id: same, sent: all.length, unchanged: true };

  const { id, sent: created } = await createOnce(
    async () => ({
      id: (
        await github.createCheckRun({
          name: plan.name,
          headSha,
          externalId,
          status: 'completed',
          conclusion: plan.conclusion,
          output: output(first),
        })
      ).id,
      sent: first.length,
    }),
    async () => {
      const own = (await github.findCheckRuns(headSha, plan.name)).find((run) => run.externalId === externalId);
      return own && { id: own.id, sent: own.annotationsCount };
    },
    (attempt) => github.pause(attempt),
  );

  let sent = Math.min(created, all.length);
  while (sent < all.length) {
    const batch = all.slice(sent, sent + ANNOTATIONS_PER_REQUEST);
    const outcome = await appendBatch(github, id, output(batch), sent);
    if ('error' in outcome) return { id, sent: outcome.sent, error: outcome.error };
    sent = outcome.sent;
  }
  return { id, sent };
}

/**
 * The newest check run of the plan's name on the commit, when it is completed and says what the
 * plan says, annotations included (read only when all else matches). A read that fails means a new one.
 */
async function sameCheckRun(
  github: CheckRunPort,
  plan: CheckRunPlan,
  headSha: string,
  all: readonly CheckAnnotation[],
): Promise<number | undefined> {
  try {
    // Only the newest counts: it is the one GitHub shows for the name (an older one that matches
    // would leave a newer, different verdict showing).
    const newest = (await github.findCheckRuns(headSha, plan.name)).sort((a, b) => b.id - a.id)[0];
    const candidate =
      newest &&
      newest.status === 'completed' &&
      newest.conclusion === plan.conclusion &&
      newest.title === plan.title &&
      newest.summary === plan.summary &&
      newest.annotationsCount === all.length
        ? newest
        : undefined;
    if (!candidate) return undefined;
    const kept = all.length === 0 ? [] : await github.listCheckRunAnnotations(candidate.id);
    const wanted = all.map(annotationKey).sort();
    const found = kept.map(annotationKey).sort();
    return wanted.length === found.length && wanted.every((key, i) => key === found[i]) ? candidate.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One update appending `output.annotations` to a check run holding `before` of ours. After a
 * failure that may have landed, the count GitHub keeps says what happened: `before + batch` it
 * landed, `before` it did not (and is tried once more), anything else is not ours to guess at.
 */
async function appendBatch(
  github: CheckRunPort,
  id: number,
  output: { title: string; summary: string; annotations: CheckAnnotation[] },
  before: number,
): Promise<{ sent: number } | { sent: number; error: unknown }> {
  const after = before + output.annotations.length;
  for (let attempt = 1; ; attempt++) {
    try {
      await github.updateCheckRun(id, { output });
      return { sent: after };
    } catch (error) {
      if (!mayHaveLanded(error)) return { sent: before, error };
      let count: number;
      try {
        count = await github.countCheckRunAnnotations(id);
      } catch {
        return { sent: before, error };
      }
      if (count === after) return { sent: after };
      if (count !== before || attempt >= TRIES) return { sent: before, error };
    }
  }
}
