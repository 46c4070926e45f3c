import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../core/check.js';
import { assembleShares, type PlainContribution } from '../core/shared-check.js';
import { FORMATS } from '../formats/index.js';
import { WORKER_YOUNG_GENERATION_MB } from '../io/memory-budget.js';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './check-worker.js';

/**
 * A root's files checked by worker threads, loaded only by runs that use them: the files go out
 * in pieces, in path order, each to the next worker that is free; each worker keeps one engine
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
  /** How long each worker spent checking, in ms (not waiting, not starting). */
  busyMs: number[];
  /** From the first worker's start to the last one's end, in ms. */
  wallMs: number;
}

/** Pieces small enough to keep the workers equally busy, large enough that messages cost little. */
function pieceSize(files: number, workers: number): number {
  return Math.max(16, Math.min(256, Math.ceil(files / (workers * 8))));
}

/** The entry a worker runs: the CLI's own bundle entry, which turns worker when it is not the main thread. */
function workerEntry(): URL {
  // A name in a variable: the bundler would otherwise take the URL for an asset of its own.
  const entry = './index.js';
  return new URL(entry, import.meta.url);
}

export async function checkInWorkers(job: PoolCheck, workers: number): Promise<{ result: CheckResult; stats: PoolStats }> {
  const setup: WorkerSetup = { root: job.root, commit: job.commit, config: job.config, files: [...job.files], named: [...job.named] };
  const size = pieceSize(job.files.length, workers);
  const pieces: string[][] = [];
  for (let i = 0; i < job.files.length; i += size) pieces.push(job.files.slice(i, i + size));
  const count = Math.max(1, Math.min(workers, pieces.length));

  const threads: Worker[] = [];
  const started = performance.now();
  try {
    const shares = await Promise.all(
      Array.from({ length: count }, (_, index) => {
        const worker = new Worker(workerEntry(), { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
        threads.push(worker);
        return share(worker, index);
      }),
    );
    const wallMs = Math.round(performance.now() - started);
    const result = assembleShares(shares, { config: job.config, formats: FORMATS });
    return { result, stats: { workers: count, perWorker: shares.map((s) => s.handed), busyMs: shares.map((s) => s.busyMs), wallMs } };
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }

  /** One worker's part: the next piece whenever it is free, until none is left; then what it read. */
  function share(worker: Worker, index: number): Promise<{ contributions: PlainContribution[]; reads: string[]; handed: number; busyMs: number }> {
    return new Promise((resolve, reject) => {
      const contributions: PlainContribution[] = [];
      let handed = 0;
      const send = (request: WorkerRequest) => worker.postMessage(request);
      const next = () => {
        const piece = pieces.shift();
        if (!piece) return send({ kind: 'finish' });
        handed += piece.length;
        return send({ kind: 'check', paths: piece });
      };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.kind === 'checked') {
          for (const contribution of reply.contributions) contributions.push(contribution);
          next();
        } else if (reply.kind === 'finished') {
          resolve({ contributions, reads: reply.reads, handed, busyMs: reply.busyMs });
        } else {
          reject(new Error(`worker ${index + 1}: ${reply.error}`));
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`worker ${index + 1} stopped (exit code ${code}) before it was done`)));
      next();
    });
  }
}
