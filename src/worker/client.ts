/**
 * Runs the engine: in a Web Worker when the browser has one (big scenarios stay off the main
 * thread), else synchronously (jsdom tests, or a worker that cannot start, e.g. from file://).
 * A run reports progress and can be cancelled (the worker is stopped; the next run starts a
 * new one). The trace arrives in pieces, so no message blocks the page for long.
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
  /** the step the trace will be shown at first (for the preparers; default 0) */
  step?: number;
}

/**
 * Work a view does once per new trace (its first full picture, caches), run before the trace
 * is handed over, cut into slices: the generator yields after each slice, and the page gets
 * its main thread back between slices, so adopting a large trace never blocks it for long.
 */
export type TracePreparer = (trace: Trace, step: number) => Iterable<void>;
const preparers: TracePreparer[] = [];

/** Registers a preparer; returns its removal. */
export function addTracePreparer(p: TracePreparer): () => void {
  preparers.push(p);
  return () => {
    const i = preparers.indexOf(p);
    if (i >= 0) preparers.splice(i, 1);
  };
}

/** Main-thread time a run of slices may take before the page gets it back, ms. */
const SLICE_MS = 12;

/** A task boundary: a message to ourselves (no 4 ms clamp as nested timeouts get). */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((r) => setTimeout(r, 0));
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}

/**
 * Runs every preparer on `trace` in slices of about SLICE_MS, yielding the main thread in
 * between; stops early (resolves false) once `live()` says the run is no longer wanted.
 */
async function prepare(trace: Trace, step: number, live: () => boolean): Promise<boolean> {
  let t0 = performance.now();
  for (const p of [...preparers]) {
    try {
      for (const _ of p(trace, step)) {
        void _;
        if (performance.now() - t0 < SLICE_MS) continue;
        await nextTask();
        if (!live()) return false;
        t0 = performance.now();
      }
    } catch {
      // a preparer only warms caches: the view computes what it needs when it draws
    }
  }
  // the trace is shown in a task of its own
  await nextTask();
  return live();
}

/** The error a cancelled run rejects with. */
export class RunCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'RunCancelled';
  }
}

interface Waiting {
  scenario: Scenario;
  options: RunOptions;
  pieces: TraceAssembler;
  resolve: (r: RunResult) => void;
  reject: (e: Error) => void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function runHere(scenario: Scenario): RunResult {
  const t0 = performance.now();
  const trace = simulate(scenario);
  return { trace, computeMs: performance.now() - t0, transferMs: null, viaWorker: false };
}

/** The worker failed to start or crashed: finish every waiting run on the main thread. */
function fallBack(): void {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting) {
    waiting.delete(id);
    try {
      w.resolve(runHere(w.scenario));
    } catch (e) {
      w.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
}

function onReply(reply: RunReply): void {
  const w = waiting.get(reply.id);
  if (!w) return;
  switch (reply.kind) {
    case 'progress':
      w.options.onProgress?.(reply.done, reply.total);
      return;
    case 'chunk':
      w.pieces.add(reply);
      return;
    case 'verdicts':
      w.pieces.addVerdicts(reply.verdicts);
      return;
    case 'done': {
      const transferMs = Math.max(0, wallClock() - reply.sentAt);
      const trace = w.pieces.finish(reply.head);
      // still waiting while it prepares, so a cancel stops it
      void prepare(trace, w.options.step ?? 0, () => waiting.get(reply.id) === w).then((ok) => {
        if (!ok) return;
        waiting.delete(reply.id);
        w.resolve({ trace, computeMs: reply.computeMs, transferMs, viaWorker: true });
      });
      return;
    }
    case 'error':
      waiting.delete(reply.id);
      w.reject(new Error(reply.error));
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

export function runEngine(scenario: Scenario, options: RunOptions = {}): Promise<RunResult> {
  const w = getWorker();
  if (!w) {
    return new Promise((resolve, reject) => {
      // a macrotask, so a "computing…" state can render before a long synchronous run
      setTimeout(() => {
        try {
          resolve(runHere(scenario));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }, 0);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { scenario, options, pieces: new TraceAssembler(), resolve, reject });
    const msg: RunRequest = { id, scenario };
    w.postMessage(msg);
  });
}

/** Stops every run in progress: they reject with RunCancelled. */
export function cancelRuns(): void {
  if (waiting.size === 0) return;
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting) {
    waiting.delete(id);
    w.reject(new RunCancelled());
  }
}

/** For tests: forget the worker so the next run decides again. */
export function resetEngineClient(): void {
  worker?.terminate();
  worker = null;
  workerBroken = false;
  waiting.clear();
}
