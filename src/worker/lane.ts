/**
 * One worker lane: how every job that must not hold the page's main thread (an explore run, a
 * lab check or Run, a lab job, the leak finder, reading a file) starts, reports progress, is
 * cancelled and falls back, with one policy for all of them:
 * - **one job at a time per lane, in order**: a lane posts its next job once the worker has
 *   answered the last; jobs that must not wait on each other (a goal check and a Run) use
 *   lanes of their own, so neither ever cancels nor delays the other;
 * - **cancel by AbortSignal**: a queued job is dropped, the job the worker is at ends with its
 *   worker (terminated: an engine loop hears no message), the next job starts a new one; the
 *   promise rejects with RunCancelled, never with a failure;
 * - **progress** as the worker reports it, to the job's `onProgress`;
 * - **fallback**: where no worker can start (jsdom, file://, a script that fails to load), this
 *   job and every later one of the lane run on this thread through `fallback`, after a task
 *   (so a "computing…" state can render first);
 * - an error the job reports, or an exception it throws in the worker, rejects with an Error:
 *   a failure, never re-run on this thread (a hostile input would freeze the page instead).
 * Framework-free; no DOM beyond Worker.
 */

/** The error a cancelled job rejects with (never shown as a failure). */
export class RunCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'RunCancelled';
  }
}

/** A job was cancelled (RunCancelled, or an AbortError from a fetch or a signal) and did not fail. */
export function isCancelled(e: unknown): boolean {
  return e instanceof RunCancelled || (e instanceof Error && e.name === 'AbortError');
}

export interface JobOptions<P> {
  /** stops the job: it rejects with RunCancelled and computes no further */
  signal?: AbortSignal;
  onProgress?: (p: P) => void;
}

/** What the lane makes of one message from the worker about the job in flight. */
export type Reading<R, P> = { progress: P } | { result: R } | { error: string } | null;

export interface LaneSpec<Req, Res, P, Reply> {
  /** starts a worker (it may throw: the lane then falls back) */
  worker: () => Worker;
  /** the message that starts `req` in the worker, and the buffers it hands over */
  post: (id: number, req: Req) => { message: unknown; transfer?: Transferable[] };
  /** a reader of the worker's replies for one job (it may keep state: a trace in pieces) */
  reader: (id: number, req: Req) => (reply: Reply) => Reading<Res, P>;
  /** the job on this thread, where no worker runs it; it stops when `signal` fires */
  fallback: (req: Req, ctx: { signal: AbortSignal; onProgress: (p: P) => void }) => Promise<Res>;
  /** end the worker when the lane falls idle (a worker rarely needed: the leak finder) */
  endWhenIdle?: boolean;
}

export interface Lane<Req, Res, P> {
  run(req: Req, options?: JobOptions<P>): Promise<Res>;
  /** For tests: ends the worker and every job, and lets the next job decide again. */
  reset(): void;
}

interface Job<Req, Res, P, Reply> {
  id: number;
  req: Req;
  options: JobOptions<P>;
  read: ((reply: Reply) => Reading<Res, P>) | null;
  settle: (outcome: { ok: Res } | { error: Error }) => void;
}

const lanes = new Set<{ reset(): void }>();

/** For tests: every lane back to its start (no worker, none broken, no job). */
export function resetLanes(): void {
  for (const l of lanes) l.reset();
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export function createLane<Req, Res, P = never, Reply = unknown>(
  spec: LaneSpec<Req, Res, P, Reply>,
): Lane<Req, Res, P> {
  let worker: Worker | null = null;
  /** no worker runs here (none can start, or one crashed): jobs run on this thread */
  let broken = false;
  let nextId = 1;
  let current: Job<Req, Res, P, Reply> | null = null;
  const queue: Job<Req, Res, P, Reply>[] = [];

  const endWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const startWorker = (): Worker | null => {
    if (worker || broken) return worker;
    let w: Worker;
    try {
      // throws where there is no Worker at all (jsdom) or none may start (file://)
      w = spec.worker();
    } catch {
      broken = true;
      return null;
    }
    w.onmessage = (e: MessageEvent<Reply>) => {
      if (worker === w) hear(e.data);
    };
    w.onerror = (e: Event) => {
      e.preventDefault();
      if (worker !== w) return;
      // an uncaught exception in a worker that runs (an ErrorEvent with its message and line)
      // fails the job: run again here, a hostile input would take the page down with it. A
      // worker that could not load (a plain error event) leaves this thread as the only place.
      const { message, lineno } = e as Partial<ErrorEvent>;
      if (message && lineno) failed(message);
      else crashed();
    };
    return (worker = w);
  };

  /** The job on this thread, after a task; its settle ignores anything after a cancel. */
  const here = (job: Job<Req, Res, P, Reply>) => {
    const ctl = new AbortController();
    const stop = () => ctl.abort();
    job.options.signal?.addEventListener('abort', stop, { once: true });
    setTimeout(() => {
      if (ctl.signal.aborted) return;
      spec
        .fallback(job.req, {
          signal: ctl.signal,
          onProgress: (p) => {
            if (!ctl.signal.aborted) job.options.onProgress?.(p);
          },
        })
        .then(
          (ok) => job.settle({ ok }),
          (e: unknown) => job.settle({ error: asError(e) }),
        )
        .finally(() => job.options.signal?.removeEventListener('abort', stop));
    }, 0);
  };

  const next = () => {
    if (current) return;
    for (;;) {
      const job = queue.shift();
      if (!job) {
        if (spec.endWhenIdle) endWorker();
        return;
      }
      const w = startWorker();
      if (!w) {
        here(job);
        continue;
      }
      current = job;
      job.read = spec.reader(job.id, job.req);
      const { message, transfer } = spec.post(job.id, job.req);
      w.postMessage(message, transfer ?? []);
      return;
    }
  };

  const hear = (reply: Reply) => {
    const job = current;
    if (!job?.read) return;
    let r: Reading<Res, P>;
    try {
      r = job.read(reply);
    } catch (e) {
      r = { error: asError(e).message };
    }
    if (!r) return;
    if ('progress' in r) return job.options.onProgress?.(r.progress);
    current = null;
    job.settle('result' in r ? { ok: r.result } : { error: new Error(r.error) });
    next();
  };

  /** The job in flight threw in the worker: it fails; the next job gets a new worker. */
  const failed = (message: string) => {
    endWorker();
    const job = current;
    current = null;
    job?.settle({ error: new Error(message) });
    next();
  };

  /** The worker could not load: the job it was at, and all later, run here. */
  const crashed = () => {
    broken = true;
    endWorker();
    const job = current;
    current = null;
    if (job) here(job);
    next();
  };

  const cancel = (job: Job<Req, Res, P, Reply>) => {
    const i = queue.indexOf(job);
    if (i >= 0) queue.splice(i, 1);
    else if (current === job) {
      current = null;
      endWorker();
    }
    job.settle({ error: new RunCancelled() });
    next();
  };

  const lane: Lane<Req, Res, P> = {
    run(req, options = {}) {
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(new RunCancelled());
      return new Promise<Res>((resolve, reject) => {
        let over = false;
        const onAbort = () => cancel(job);
        const job: Job<Req, Res, P, Reply> = {
          id: nextId++,
          req,
          options,
          read: null,
          settle: (outcome) => {
            if (over) return;
            over = true;
            signal?.removeEventListener('abort', onAbort);
            if ('ok' in outcome) resolve(outcome.ok);
            else reject(outcome.error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        next();
      });
    },
    reset() {
      endWorker();
      broken = false;
      const jobs = [...(current ? [current] : []), ...queue.splice(0)];
      current = null;
      for (const job of jobs) job.settle({ error: new RunCancelled() });
    },
  };
  lanes.add(lane);
  return lane;
}
