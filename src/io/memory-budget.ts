import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation small: it may grow from its first size (1 MB) to 4 MB (8 MB at
 * most, when it doubles twice between two looks), and no further. V8 doubles it, up to 64 MB, while many young objects survive, which a large scan's
 * report makes them do; yet a check's per-file objects (texts, parsed data) die with their file,
 * so a few MB serve as well, and a scan of 10,000 files peaks about 50 MB lower. Held at its
 * first size it would be collected so often that collecting cost a tenth of a scan's time.
 *
 * V8 reads the growth factor each time the young generation would grow, so setting it to 1 once
 * the cap is reached holds. The size is looked at as work goes on ({@link noteWork}, on each
 * file read), every few files: it doubles at most once per collection, and collections come
 * every few dozen files.
 */
const CAP_BYTES = 4 * 1024 * 1024;

/**
 * The same cap for a worker thread, which has a heap of its own: given when it starts
 * (`resourceLimits.maxYoungGenerationSizeMb`, which V8 applies to the young generation's size as
 * `new_space` reports it), since the flag above is read by whichever heap grows first.
 */
export const WORKER_YOUNG_GENERATION_MB = CAP_BYTES / (1024 * 1024);
const LOOK_EVERY = 16;

let armed = false;
let capped = false;
let calls = 0;

/** Called by the entries, first thing; tests and other users of the modules leave V8 as it is. */
export function keepYoungGenerationSmall(): void {
  armed = true;
}

/** A unit of work was done (a file read): stop the young generation's growth once it has reached the cap. */
export function noteWork(): void {
  if (!armed || capped || ++calls % LOOK_EVERY !== 0) return;
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  if (young && young.space_size >= CAP_BYTES) {
    setFlagsFromString('--semi-space-growth-factor=1');
    capped = true;
  }
}
