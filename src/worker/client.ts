/**
 * Explore's engine runs, on the one worker lane (./lane.ts): in a Web Worker when the browser
 * has one (big scenarios stay off the main thread), else on the main thread (jsdom tests, or a
 * worker that cannot start, e.g. from file://). A run reports progress and stops when its
 * AbortSignal fires; the trace arrives in pieces, so no message blocks the page for long.
 * A scenario file is read (decoded, parsed, validated) in the same worker script, on a lane of
 * its own: a 5 MB file never holds the page.
 */
import { simulate, type Scenario, type Trace } from '../engine';
import { blobBytes, readScenarioFileBytes, type FileRead } from './fileRead';
import { createLane, RunCancelled, type Reading } from './lane';
import {
  TraceAssembler,
  wallClock,
  type ReadReply,
  type ReadRequest,
  type RunReply,
  type RunRequest,
} from './protocol';

export { RunCancelled };

export interface RunResult {
  trace: Trace;
  computeMs: number;
  /** time from the worker's last piece being sent to its arrival, ms (null without worker) */
  transferMs: number | null;
  viaWorker: boolean;
}

export interface RunOptions {
  onProgress?: (done: number, total: number) => void;
  /** stops the run: it rejects with RunCancelled and computes no further */
  signal?: AbortSignal;
}

export interface Progress {
  done: number;
  total: number;
}

/** Reads a trace sent in pieces (./protocol.ts) into a run's result. */
export function traceReader(): (reply: RunReply) => Reading<RunResult, Progress> {
  const pieces = new TraceAssembler();
  return (reply) => {
    switch (reply.kind) {
      case 'head':
        pieces.start(reply.head);
        return null;
      case 'progress':
        return { progress: { done: reply.done, total: reply.total } };
      case 'chunk':
        pieces.add(reply);
        return null;
      case 'verdicts':
        pieces.addVerdicts(reply.verdicts);
        return null;
      case 'done': {
        const transferMs = Math.max(0, wallClock() - reply.sentAt);
        const trace = pieces.finish(reply.end);
        return { result: { trace, computeMs: reply.computeMs, transferMs, viaWorker: true } };
      }
      case 'error':
        return { error: reply.error };
    }
  };
}

/** A run on this thread (where no worker runs). */
export function runHere(scenario: Scenario): RunResult {
  const t0 = performance.now();
  const trace = simulate(scenario);
  return { trace, computeMs: performance.now() - t0, transferMs: null, viaWorker: false };
}

const engineLane = createLane<Scenario, RunResult, Progress, RunReply>({
  worker: () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }),
  post: (id, scenario) => ({ message: { id, scenario } satisfies RunRequest }),
  reader: () => traceReader(),
  fallback: (scenario) => Promise.resolve(runHere(scenario)),
});

export function runEngine(scenario: Scenario, options: RunOptions = {}): Promise<RunResult> {
  const { signal, onProgress } = options;
  return engineLane.run(scenario, {
    signal,
    onProgress: onProgress && ((p) => onProgress(p.done, p.total)),
  });
}

const readLane = createLane<ArrayBuffer, FileRead<Scenario>, never, ReadReply>({
  worker: () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }),
  post: (id, read) => ({ message: { id, read } satisfies ReadRequest }),
  reader: () => (reply) => ({ result: reply.result }),
  fallback: (bytes) => Promise.resolve(readScenarioFileBytes(bytes)),
  // a 5 MB file leaves its parse's garbage in the worker, and files come seldom: end it
  endWhenIdle: true,
});

/** A scenario file's bytes read off the main thread: the scenario, or why it is not one. */
export async function readScenarioOffThread(
  file: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<FileRead<Scenario> | { ok: false; unreadable: true }> {
  const b = await blobBytes(file);
  return b.ok ? readLane.run(b.bytes, options) : b;
}
