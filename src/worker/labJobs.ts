/**
 * The page's side of the lab's heavy jobs (src/worker/labJobProtocol.ts): each kind has a
 * worker of its own (the lab's worker script), so an import is not stopped by the goal check
 * of an edit; a newer job of the same kind, or its signal, stops the one in flight (its worker
 * is terminated). `onProgress` hears how far it is. Where no worker can start (jsdom, file://)
 * the job's steps run here in slices of a few milliseconds between tasks.
 */
import { RunCancelled } from './client';
import type { LabJobKind, LabJobReply, LabJobRequest, LabJobs } from './labJobProtocol';
import { jobSteps, type Step } from './labJobSteps';

export interface JobOptions {
  signal?: AbortSignal;
  onProgress?: (p: Step) => void;
}

interface Lane {
  worker: Worker | null;
  stop: (() => void) | null;
}

/** Work per slice on this thread when no worker runs the job. */
const SLICE_MS = 20;

const lanes = new Map<LabJobKind, Lane>();
let workerBroken = false;
let nextId = 1;

function laneOf(kind: LabJobKind): Lane {
  let l = lanes.get(kind);
  if (!l) lanes.set(kind, (l = { worker: null, stop: null }));
  return l;
}

function startWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
}

/** The job's steps on this thread, a slice at a time; `stopped` ends it between slices. */
function here<K extends LabJobKind>(
  req: LabJobRequest,
  opts: JobOptions,
  stopped: () => boolean,
  settle: (r: { ok: LabJobs[K]['result'] } | { error: Error }) => void,
): void {
  const steps = jobSteps(req);
  const slice = () => {
    if (stopped()) return;
    const end = performance.now() + SLICE_MS;
    try {
      let last: Step | null = null;
      for (;;) {
        const r = steps.next();
        if (r.done) return settle({ ok: r.value });
        last = r.value;
        if (performance.now() >= end) break;
      }
      if (last) opts.onProgress?.(last);
      setTimeout(slice, 0);
    } catch (e) {
      settle({ error: e instanceof Error ? e : new Error(String(e)) });
    }
  };
  setTimeout(slice, 0);
}

/**
 * Runs one lab job off the main thread. Rejects with RunCancelled when `signal` fires or a
 * newer job of the same kind replaces it, and with an Error when the job failed.
 */
export function labJob<K extends LabJobKind>(
  kind: K,
  input: LabJobs[K]['input'],
  opts: JobOptions = {},
): Promise<LabJobs[K]['result']> {
  const lane = laneOf(kind);
  lane.stop?.();
  if (opts.signal?.aborted) return Promise.reject(new RunCancelled());
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const req = { id, job: kind, input } as LabJobRequest;
    let over = false;
    const settle = (r: { ok: LabJobs[K]['result'] } | { error: Error }) => {
      if (over) return;
      over = true;
      opts.signal?.removeEventListener('abort', stop);
      if (lane.stop === stop) lane.stop = null;
      if ('ok' in r) resolve(r.ok);
      else reject(r.error);
    };
    const stop = () => {
      if (over) return;
      lane.worker?.terminate();
      lane.worker = null;
      settle({ error: new RunCancelled() });
    };
    lane.stop = stop;
    opts.signal?.addEventListener('abort', stop, { once: true });

    const w = lane.worker ?? (lane.worker = startWorker());
    if (!w) return here<K>(req, opts, () => over, settle);
    w.onmessage = (e: MessageEvent<LabJobReply>) => {
      const m = e.data;
      if (m.id !== id || over) return;
      if (m.kind === 'jobProgress') opts.onProgress?.({ done: m.done, total: m.total });
      else if (m.kind === 'jobResult') settle({ ok: m.result });
      else settle({ error: new Error(m.error) });
    };
    w.onerror = (e) => {
      e.preventDefault();
      workerBroken = true;
      w.terminate();
      lane.worker = null;
      if (!over) here<K>(req, opts, () => over, settle);
    };
    w.postMessage(req);
  });
}

/** For tests: forget every worker so the next job decides again. */
export function resetLabJobs(): void {
  for (const l of lanes.values()) {
    l.stop?.();
    l.worker?.terminate();
  }
  lanes.clear();
  workerBroken = false;
}
