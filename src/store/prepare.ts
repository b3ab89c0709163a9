/**
 * "Prepare, then adopt": the work the views on screen do once per new trace (their first full
 * picture, caches) runs before the trace is handed over, cut into slices: a preparer yields
 * after each slice, and the page gets its main thread back between slices, so adopting a large
 * trace never blocks it for long. The screen that composes the views hands their preparers to
 * the store (`setPreparers`); `show` runs them.
 */
import type { Trace } from '../engine';

/** One view's preparation of a trace shown first at `step`; yields after each slice. */
export type TracePreparer = (trace: Trace, step: number) => Iterable<void>;

/** Main-thread time a run of slices may take before the page gets it back, ms. */
const SLICE_MS = 12;

/** A task boundary: a message to ourselves (no 4 ms clamp as nested timeouts get). */
export function nextTask(): Promise<void> {
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
 * between; stops early (resolves false) once `signal` has fired. With no preparers it
 * resolves at once.
 */
export async function prepareTrace(
  trace: Trace,
  step: number,
  preparers: readonly TracePreparer[],
  signal: AbortSignal,
): Promise<boolean> {
  if (preparers.length === 0) return !signal.aborted;
  let t0 = performance.now();
  for (const p of preparers) {
    try {
      for (const _ of p(trace, step)) {
        void _;
        if (performance.now() - t0 < SLICE_MS) continue;
        await nextTask();
        if (signal.aborted) return false;
        t0 = performance.now();
      }
    } catch {
      // a preparer only warms caches: the view computes what it needs when it draws
    }
  }
  // the trace is shown in a task of its own
  await nextTask();
  return !signal.aborted;
}
