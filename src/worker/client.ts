/**
 * Runs the engine: in a Web Worker when the browser has one (big scenarios stay off the main
 * thread), else synchronously (jsdom tests, or a worker that cannot start, e.g. from file://).
 */
import { simulate, type Scenario, type Trace } from '../engine';
import { wallClock, type RunReply, type RunRequest } from './protocol';

export interface RunResult {
  trace: Trace;
  computeMs: number;
  /** structured-clone time from the worker's postMessage to arrival, ms (null without worker) */
  transferMs: number | null;
  viaWorker: boolean;
}

interface Waiting {
  scenario: Scenario;
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

function getWorker(): Worker | null {
  if (worker || workerBroken) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<RunReply>) => {
    const reply = e.data;
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) {
      const transferMs = Math.max(0, wallClock() - reply.sentAt);
      w.resolve({ trace: reply.trace, computeMs: reply.computeMs, transferMs, viaWorker: true });
    } else w.reject(new Error(reply.error));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    fallBack();
  };
  return worker;
}

export function runEngine(scenario: Scenario): Promise<RunResult> {
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
    waiting.set(id, { scenario, resolve, reject });
    const msg: RunRequest = { id, scenario };
    w.postMessage(msg);
  });
}

/** For tests: forget the worker so the next run decides again. */
export function resetEngineClient(): void {
  worker?.terminate();
  worker = null;
  workerBroken = false;
  waiting.clear();
}
