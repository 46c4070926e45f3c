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
 * A worker thread's heap, at the same cap: it starts at the cap rather than growing to it. The
 * growth factor above is the process's, so once the main thread's young generation has reached
 * the cap a worker's could never grow from its first 1 MB: measured on 10,000 varied files, a
 * worker collected its young generation 959 times (main thread: 241), and spent twice the main
 * thread's time collecting. V8 reads the starting size when a heap is made, so it is set just
 * before the workers start; the main thread's heap, already made, keeps its own.
 */
export function youngGenerationForWorkers(): { maxYoungGenerationSizeMb: number } {
  setFlagsFromString(`--min-semi-space-size=${CAP_BYTES / (1024 * 1024)}`);
  // V8 makes the young generation of three semi-spaces' worth (two and the large-object space).
  return { maxYoungGenerationSizeMb: (3 * CAP_BYTES) / (1024 * 1024) };
}
const LOOK_EVERY = 16;

let armed = false;
let capped = false;
let calls = 0;

/**
 * How far V8 lets its old generation grow past what its last full collection found live, in
 * percent. Left to itself V8 grows it by up to four times while collecting costs little next to
 * the work, and a scan's live data only grows (its report): at 50,000 varied files a collection
 * that found 49 MB live let the heap reach 212 MB before the next one, and the peak RSS was that
 * reservation, not the data. This only makes full collections come sooner (at 50,000 files 17
 * rather than 3, 0.8 s more of the main thread's time); it sets no ceiling, so a repository whose
 * report needs more memory still gets it, where a cap on the heap (`--max-old-space-size`) would
 * end the run.
 */
const OLD_GENERATION_GROWTH_PERCENT = 10;

/**
 * Called by the entries, first thing: the young generation kept small (see {@link noteWork}) and
 * the old generation's growth bounded. Tests and other users of the modules leave V8 as it is.
 */
export function keepHeapSmall(): void {
  armed = true;
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
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
