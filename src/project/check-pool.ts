import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import { assembleShares, SharedCheck, type PlainContribution } from '../engine/shared-check.js';
import { defaultPathsOf } from '../core/format.js';
import { Project } from '../core/project.js';
import { removedFindings } from '../engine/removed-files.js';
import { FORMATS } from '../formats/index.js';
import { fsWorkspace } from '../io/fs-workspace.js';
import { youngGenerationForWorkers } from '../io/memory-budget.js';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './check-worker.js';

/**
 * A root's files checked by worker threads, loaded only by runs that use them: the files go out
 * in pieces, in path order, each to the next engine that is free; each worker keeps one engine
 * (`SharedCheck`) for the run, so its indexes of the repository are built once per worker. The
 * main thread adds their contributions up (`assembleShares`): the report is the one a single
 * engine gives.
 */

export interface PoolCheck {
  /** The root, absolute. */
  root: string;
  /** The base revision's commit, for the diff-aware rules. */
  commit: string | undefined;
  config: ResolvedConfig;
  /** Every file to check, sorted. */
  files: readonly string[];
  named: ReadonlySet<string>;
}

/** How the work was shared: for `HANDOFF_GATE_DEBUG`. */
export interface PoolStats {
  workers: number;
  /** Files handed to each worker (checked or found to be no handoff file). */
  perWorker: number[];
  /** Files the main thread checked while the workers started. */
  meanwhile: number;
  /** How long each worker spent checking, in ms (not waiting, not starting). */
  busyMs: number[];
  /** The distinct files each worker read: its own, and those its indexes of the repository needed. */
  reads: number[];
  /** From the first worker's start to the last one's end, in ms. */
  wallMs: number;
}

/** A worker's part: what its files contribute, the files it read, how many it was handed, how long it worked. */
interface Share {
  contributions: PlainContribution[];
  reads: string[];
  handed: number;
  busyMs: number;
}

/** Pieces small enough to keep the workers equally busy, large enough that messages cost little. */
function pieceSize(files: number, workers: number): number {
  return Math.max(16, Math.min(256, Math.ceil(files / (workers * 8))));
}

/**
 * The main thread's pieces while the workers start: small, so that it stops soon after the last
 * worker is at work (a ready worker's next piece also waits for the main thread to look up).
 */
const MEANWHILE_PIECE = 24;

/** Pieces handed to a worker ahead of its replies: one it checks, one waiting in its queue. */
const IN_FLIGHT = 2;

/** The entry a worker runs: the CLI's own bundle entry, which turns worker when it is not the main thread. */
function workerEntry(): URL {
  // A name in a variable: the bundler would otherwise take the URL for an asset of its own.
  const entry = './index.js';
  return new URL(entry, import.meta.url);
}

/** What the rules say of the files the change deletes: no one's share, read once, here, at their base revision. */
function removedOf(job: PoolCheck) {
  return removedFindings(
    new Project(fsWorkspace(job.root, job.commit), job.config, defaultPathsOf(FORMATS), job.files),
    FORMATS,
  );
}

/**
 * Check a root's files on up to `workers` worker threads, each with `perWorker` files or more to
 * check. Each is handed its first piece as it starts;
 * a worker takes a while to start (a thread, Node, the engine's code), and meanwhile the main
 * thread checks the next files itself, a few at a time, until every worker is at work. Every
 * engine takes its files in path order.
 */
export async function checkInWorkers(
  job: PoolCheck,
  workers: number,
  perWorker: number,
): Promise<{ result: CheckResult; stats: PoolStats }> {
  // One start for every engine: the run's time bound (`limits.run-seconds`) counts from it, not from each worker's start.
  const startedAt = Date.now();
  const setup: WorkerSetup = {
    root: job.root,
    commit: job.commit,
    config: job.config,
    files: [...job.files],
    named: [...job.named],
    startedAt,
  };
  // No more workers than have `perWorker` files each: a worker that checks fewer costs more to start than it saves.
  const count = Math.max(1, Math.min(workers, Math.floor(job.files.length / perWorker)));
  const size = pieceSize(job.files.length, count);
  let cursor = 0;
  const take = (n: number): string[] | undefined => {
    if (cursor >= job.files.length) return undefined;
    const piece = job.files.slice(cursor, cursor + n);
    cursor += piece.length;
    return piece;
  };

  const threads: Worker[] = [];
  const started = performance.now();
  let ready = 0;
  try {
    const resourceLimits = youngGenerationForWorkers();
    const shares = Array.from({ length: count }, (_, index) => {
      const worker = new Worker(workerEntry(), { workerData: setup, resourceLimits });
      threads.push(worker);
      return share(
        worker,
        index,
        () => take(size),
        () => ready++,
      );
    });
    // A failed worker is reported by `Promise.all` below; until then, it only stops the main thread's part.
    let failed = false;
    void Promise.all(shares).catch(() => (failed = true));

    const meanwhile: Share = { contributions: [], reads: [], handed: 0, busyMs: 0 };
    let here: SharedCheck | undefined;
    for (;;) {
      // Let the workers' messages in: ready ones, and finished pieces that call for the next.
      await new Promise((resolve) => setImmediate(resolve));
      if (ready >= count || failed) break;
      const piece = take(MEANWHILE_PIECE);
      if (!piece) break;
      here ??= new SharedCheck({
        files: job.files,
        named: job.named,
        workspace: fsWorkspace(job.root, job.commit),
        config: job.config,
        formats: FORMATS,
        startedAt,
      });
      const start = performance.now();
      for (const contribution of here.check(piece)) meanwhile.contributions.push(contribution);
      meanwhile.busyMs += performance.now() - start;
      meanwhile.handed += piece.length;
    }
    if (here) meanwhile.reads = here.readPaths();

    const done = await Promise.all(shares);
    const wallMs = Math.round(performance.now() - started);
    const result = assembleShares([meanwhile, ...done], { config: job.config, formats: FORMATS }, removedOf(job));
    return {
      result,
      stats: {
        workers: count,
        perWorker: done.map((s) => s.handed),
        meanwhile: meanwhile.handed,
        busyMs: done.map((s) => s.busyMs),
        reads: done.map((s) => s.reads.length),
        wallMs,
      },
    };
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
}

/**
 * One worker's part: two pieces at first, the next whenever it is done with one, until none is
 * left; then what it read. A piece waits for it in its queue while the main thread takes in the
 * last one's reply: with one piece at a time, a worker sat idle for 7% of its run.
 */
function share(worker: Worker, index: number, take: () => string[] | undefined, onReady: () => void): Promise<Share> {
  return new Promise((resolve, reject) => {
    const contributions: PlainContribution[] = [];
    let handed = 0;
    let finishing = false;
    const send = (request: WorkerRequest) => worker.postMessage(request);
    const next = () => {
      if (finishing) return;
      const piece = take();
      if (!piece) {
        finishing = true;
        return send({ kind: 'finish' });
      }
      handed += piece.length;
      return send({ kind: 'check', paths: piece });
    };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'ready') {
        onReady();
      } else if (reply.kind === 'checked') {
        for (const contribution of reply.contributions) contributions.push(contribution);
        next();
      } else if (reply.kind === 'finished') {
        resolve({ contributions, reads: reply.reads, handed, busyMs: reply.busyMs });
      } else {
        reject(new Error(`worker ${index + 1}: ${reply.error}`));
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(new Error(`worker ${index + 1} stopped (exit code ${code}) before it was done`)),
    );
    // Its first pieces now, waiting for it as it starts: each worker has a part, however slowly it starts.
    for (let n = 0; n < IN_FLIGHT; n++) next();
  });
}
