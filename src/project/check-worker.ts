import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/resolve.js';
import { SharedCheck, type PlainContribution } from '../engine/shared-check.js';
import { FORMATS } from '../formats/index.js';
import { fsWorkspace } from '../io/fs-workspace.js';

/** What a worker is told when it starts: the root's run, every file of it (its own come later, piece by piece). */
export interface WorkerSetup {
  root: string;
  commit: string | undefined;
  config: ResolvedConfig;
  /** Every file the run checks, sorted: the engine compares a file with these. */
  files: string[];
  named: string[];
  /** When the run started (`Date.now()`): every engine's time bound counts from it. */
  startedAt: number;
}

export type WorkerRequest = { kind: 'check'; paths: string[] } | { kind: 'finish' };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'checked'; contributions: PlainContribution[] }
  | { kind: 'finished'; reads: string[]; busyMs: number }
  | { kind: 'failed'; error: string };

/** A worker's life: one engine for the run, a piece of files per request, plain data back (see check-pool.ts). */
export function serveChecks(): void {
  const port = parentPort;
  if (!port) return;
  const setup = workerData as WorkerSetup;
  const engine = new SharedCheck({
    files: setup.files,
    named: new Set(setup.named),
    workspace: fsWorkspace(setup.root, setup.commit),
    config: setup.config,
    formats: FORMATS,
    startedAt: setup.startedAt,
  });
  const reply = (message: WorkerReply) => port.postMessage(message);
  let busy = 0;
  port.on('message', (request: WorkerRequest) => {
    try {
      if (request.kind === 'check') {
        const start = performance.now();
        const contributions = engine.check(request.paths);
        busy += performance.now() - start;
        reply({ kind: 'checked', contributions });
      } else {
        reply({ kind: 'finished', reads: engine.readPaths(), busyMs: Math.round(busy) });
        port.close();
      }
    } catch (error) {
      reply({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  reply({ kind: 'ready' });
}
