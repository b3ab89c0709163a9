/**
 * The page's side of the lab's worker: checks the goal on a draft (and, for a Run, brings the
 * trace of that same engine run) off the main thread. One check at a time: a newer one, or
 * its signal, stops the one in flight (its worker is terminated, the next starts afresh).
 * Where no worker can start (jsdom, file://) the check runs on this thread after a task.
 */
import type { Challenge, ScenarioOutcome } from '../lab';
import { checkScenarioRun } from '../lab/solution';
import { RunCancelled, type RunResult } from './client';
import type { LabReply, LabRequest } from './labProtocol';
import { TraceAssembler, wallClock } from './protocol';

export interface LabResult {
  outcome: ScenarioOutcome;
  /** the draft's trace (a Run of a scenario that may run), else null */
  run: RunResult | null;
  viaWorker: boolean;
}

interface Job {
  id: number;
  req: LabRequest;
  pieces: TraceAssembler;
  outcome: ScenarioOutcome | null;
  resolve: (r: LabResult) => void;
  reject: (e: Error) => void;
  detach: () => void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
let current: Job | null = null;

function getWorker(): Worker | null {
  if (worker || workerBroken) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<LabReply>) => onReply(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    workerBroken = true;
    worker?.terminate();
    worker = null;
    const job = current;
    current = null;
    if (job) here(job);
  };
  return worker;
}

function finish(job: Job, r: { ok: LabResult } | { error: Error }): void {
  job.detach();
  if (current === job) current = null;
  if ('ok' in r) job.resolve(r.ok);
  else job.reject(r.error);
}

/** The check on this thread (no worker): after a task, so a "checking…" state can render. */
function here(job: Job): void {
  current = job;
  setTimeout(() => {
    if (current !== job) return;
    try {
      const t0 = performance.now();
      const { outcome, trace } = checkScenarioRun(
        job.req.challenge,
        job.req.scenario,
        job.req.kind === 'run',
      );
      const computeMs = performance.now() - t0;
      const run = trace ? { trace, computeMs, transferMs: null, viaWorker: false } : null;
      finish(job, { ok: { outcome, run, viaWorker: false } });
    } catch (e) {
      finish(job, { error: e instanceof Error ? e : new Error(String(e)) });
    }
  }, 0);
}

function onReply(reply: LabReply): void {
  const job = current;
  if (!job || reply.id !== job.id) return;
  switch (reply.kind) {
    case 'outcome':
      job.outcome = reply.outcome;
      if (!reply.runs) finish(job, { ok: { outcome: reply.outcome, run: null, viaWorker: true } });
      return;
    case 'head':
      return job.pieces.start(reply.head);
    case 'chunk':
      return job.pieces.add(reply);
    case 'verdicts':
      return job.pieces.addVerdicts(reply.verdicts);
    case 'progress':
      return;
    case 'done': {
      const transferMs = Math.max(0, wallClock() - reply.sentAt);
      try {
        const trace = job.pieces.finish(reply.end);
        const run = { trace, computeMs: reply.computeMs, transferMs, viaWorker: true };
        finish(job, { ok: { outcome: job.outcome!, run, viaWorker: true } });
      } catch (e) {
        finish(job, { error: e instanceof Error ? e : new Error(String(e)) });
      }
      return;
    }
    case 'error':
      finish(job, { error: new Error(reply.error) });
  }
}

/** Stops the check in flight (if any): its worker is ended, the next check starts a new one. */
function stopCurrent(): void {
  const job = current;
  if (!job) return;
  current = null;
  worker?.terminate();
  worker = null;
  finish(job, { error: new RunCancelled() });
}

/**
 * Checks `scenario` against `challenge`'s goal off the main thread; `run` also brings its
 * trace. Rejects with RunCancelled when `signal` fires or a newer check replaces it.
 */
export function labCheck(
  challenge: Challenge,
  scenario: unknown,
  kind: 'check' | 'run',
  signal?: AbortSignal,
): Promise<LabResult> {
  if (signal?.aborted) return Promise.reject(new RunCancelled());
  stopCurrent();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const onAbort = () => {
      if (current === job) stopCurrent();
    };
    const job: Job = {
      id,
      req: { id, kind, challenge, scenario },
      pieces: new TraceAssembler(),
      outcome: null,
      resolve,
      reject,
      detach: () => signal?.removeEventListener('abort', onAbort),
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const w = getWorker();
    if (!w) return here(job);
    current = job;
    w.postMessage(job.req);
  });
}

/** For tests: forget the worker so the next check decides again. */
export function resetLabClient(): void {
  worker?.terminate();
  worker = null;
  workerBroken = false;
  current = null;
}
