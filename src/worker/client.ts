/**
 * Runs the engine: in a Web Worker when the browser has one (big scenarios stay off the main
 * thread), else on the main thread (jsdom tests, or a worker that cannot start, e.g. from
 * file://). A run reports progress and stops when its AbortSignal fires: a run the worker is
 * computing stops there (the worker is terminated; the next run starts a new one), a run
 * still queued is never posted. The worker computes one run at a time, so a run replaced
 * before it started costs nothing. The trace arrives in pieces, so no message blocks the
 * page for long.
 */
import { simulate, type Scenario, type Trace } from '../engine';
import { TraceAssembler, wallClock, type RunReply, type RunRequest } from './protocol';

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

/** The error a cancelled run rejects with. */
export class RunCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'RunCancelled';
  }
}

interface Job {
  id: number;
  scenario: Scenario;
  options: RunOptions;
  pieces: TraceAssembler;
  resolve: (r: RunResult) => void;
  reject: (e: Error) => void;
  /** removes the abort listener */
  detach: () => void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
/** the run the worker is at (posted, not yet answered `done` or `error`) */
let posted: Job | null = null;
/** runs waiting for the worker, oldest first */
const queue: Job[] = [];

function runHere(scenario: Scenario): RunResult {
  const t0 = performance.now();
  const trace = simulate(scenario);
  return { trace, computeMs: performance.now() - t0, transferMs: null, viaWorker: false };
}

function settle(job: Job, outcome: { ok: RunResult } | { error: Error }): void {
  job.detach();
  if ('ok' in outcome) job.resolve(outcome.ok);
  else job.reject(outcome.error);
}

/** The worker failed to start or crashed: finish every waiting run on the main thread. */
function fallBack(): void {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  const jobs = [...(posted ? [posted] : []), ...queue.splice(0)];
  posted = null;
  for (const job of jobs) {
    try {
      settle(job, { ok: runHere(job.scenario) });
    } catch (e) {
      settle(job, { error: e instanceof Error ? e : new Error(String(e)) });
    }
  }
}

/** Posts the oldest queued run if the worker is free. */
function postNext(): void {
  if (posted || queue.length === 0) return;
  const w = getWorker();
  if (!w) return fallBack();
  posted = queue.shift()!;
  const msg: RunRequest = { id: posted.id, scenario: posted.scenario };
  w.postMessage(msg);
}

function onReply(reply: RunReply): void {
  const job = posted;
  if (!job || reply.id !== job.id) return;
  switch (reply.kind) {
    case 'head':
      job.pieces.start(reply.head);
      return;
    case 'progress':
      job.options.onProgress?.(reply.done, reply.total);
      return;
    case 'chunk':
      job.pieces.add(reply);
      return;
    case 'verdicts':
      job.pieces.addVerdicts(reply.verdicts);
      return;
    case 'done': {
      posted = null;
      const transferMs = Math.max(0, wallClock() - reply.sentAt);
      try {
        const trace = job.pieces.finish(reply.end);
        settle(job, { ok: { trace, computeMs: reply.computeMs, transferMs, viaWorker: true } });
      } catch (e) {
        settle(job, { error: e instanceof Error ? e : new Error(String(e)) });
      }
      postNext();
      return;
    }
    case 'error':
      posted = null;
      settle(job, { error: new Error(reply.error) });
      postNext();
  }
}

function getWorker(): Worker | null {
  if (worker || workerBroken) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<RunReply>) => onReply(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    fallBack();
  };
  return worker;
}

/** Stops `job`: unqueued, or the worker computing it terminated (the next run gets a new one). */
function abort(job: Job): void {
  const i = queue.indexOf(job);
  if (i >= 0) queue.splice(i, 1);
  else if (posted === job) {
    posted = null;
    worker?.terminate();
    worker = null;
  } else return;
  settle(job, { error: new RunCancelled() });
  postNext();
}

function onMainThread(scenario: Scenario, signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // a macrotask, so a "computing…" state can render before a long synchronous run
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      try {
        resolve(runHere(scenario));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }, 0);
    const stop = () => {
      clearTimeout(timer);
      reject(new RunCancelled());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export function runEngine(scenario: Scenario, options: RunOptions = {}): Promise<RunResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new RunCancelled());
  if (!getWorker()) return onMainThread(scenario, signal);
  return new Promise((resolve, reject) => {
    const job: Job = {
      id: nextId++,
      scenario,
      options,
      pieces: new TraceAssembler(),
      resolve,
      reject,
      detach: () => signal?.removeEventListener('abort', onAbort),
    };
    const onAbort = () => abort(job);
    signal?.addEventListener('abort', onAbort, { once: true });
    queue.push(job);
    postNext();
  });
}

/** For tests: forget the worker so the next run decides again. */
export function resetEngineClient(): void {
  worker?.terminate();
  worker = null;
  workerBroken = false;
  posted = null;
  queue.length = 0;
}
