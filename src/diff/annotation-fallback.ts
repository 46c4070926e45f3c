import type { Annotation } from '../render/github.js';
import { annotationKey, checkAnnotation, type CheckAnnotation } from './check-run.js';
import { plural } from '../render/plural.js';

/**
 * GitHub shows at most this many workflow-command annotations of each level (error, warning,
 * notice) per step; the rest are dropped without a word.
 */
const WORKFLOW_ANNOTATIONS_PER_LEVEL = 10;

/** Why the check run does not hold every annotation; the notice says it in these words. */
export type CheckRunGap = 'not-a-pull-request' | 'forbidden' | 'failed' | 'partial' | 'dry-run' | 'no-token';

const WHY: Record<CheckRunGap, string> = {
  'not-a-pull-request': 'a check run holding them all is made on pull requests only',
  forbidden: 'this token may not create the check run that holds them all (give the workflow `checks: write`)',
  failed: 'the check run that holds them all could not be written (see the warning)',
  partial: 'the check run holds only part of them (see the warning)',
  'dry-run': 'a dry run only logs the check run it would write (the [dry-run] lines above), so none holds them',
  'no-token': 'without a token there is no check run to hold them all',
};

/**
 * The annotations to issue as workflow commands: those of `all` the check run does not hold
 * (`onCheckRun`, as sent), in their order. With no check run, all of them.
 */
export function annotationsLeft(all: readonly Annotation[], onCheckRun: readonly CheckAnnotation[]): Annotation[] {
  if (onCheckRun.length === 0) return [...all];
  const held = new Set(onCheckRun.map(placeKey));
  return all.filter((a) => !held.has(placeKey(checkAnnotation(a))));
}

/** What tells two annotations apart on the diff, whatever their details say (the link to the rule's page). */
function placeKey(a: CheckAnnotation): string {
  const { rawDetails: _details, ...onTheDiff } = a;
  return annotationKey(onTheDiff);
}

/**
 * How many of `left` GitHub will not show: past the first {@link WORKFLOW_ANNOTATIONS_PER_LEVEL}
 * of a level. `reservedNotices` are notice slots taken by our own notices issued first.
 */
export function hiddenCount(left: readonly Annotation[], reservedNotices = 0): number {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const a of left) counts[a.level]++;
  const room = (level: keyof typeof counts) =>
    Math.max(0, WORKFLOW_ANNOTATIONS_PER_LEVEL - (level === 'notice' ? reservedNotices : 0));
  return (Object.keys(counts) as (keyof typeof counts)[]).reduce(
    (sum, level) => sum + Math.max(0, counts[level] - room(level)),
    0,
  );
}

/**
 * The one notice a run issues when findings are neither on the check run nor shown as workflow
 * annotations: how many, why, and where every finding is. Our own words and counts only.
 */
export function notOnDiffNotice(hidden: number, total: number, gap: CheckRunGap, places: readonly string[]): string {
  const where =
    places.length > 1
      ? `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`
      : (places[0] ?? 'the job summary');
  return `handoff-gate: ${hidden} of ${plural(total, 'finding')} ${hidden === 1 ? 'is' : 'are'} not annotated on the diff: GitHub shows at most ${WORKFLOW_ANNOTATIONS_PER_LEVEL} annotations of each level per step, and ${WHY[gap]}. Every finding is in ${where}.`;
}
