/**
 * Whether one trace is another grown: the live feed (src/wire/liveFeed.ts) hands the views a
 * new trace object at each update, each a snapshot of the same run, whose lists only ever grow
 * (`complete: false`, engine/types.ts). A per-trace cache keyed by the object would start again
 * at every update, so that its work grew with the session's length; keyed by the run instead
 * (`initial`, the state every snapshot of a run shares) and checked with this, it carries on
 * from where it was. Pure.
 */
import type { EngineState, Trace } from '../../engine';

/**
 * true when `next` holds everything `prev` held: `prev` was still growing, both come from the
 * same run (the same initial state object), and `next`'s events begin with `prev`'s (the last
 * of them the same object), with at least as many requests.
 */
export function grownFrom(prev: Trace, next: Trace): boolean {
  if (prev.complete !== false || prev.initial !== next.initial) return false;
  const n = prev.events.length;
  if (next.events.length < n || next.scenario.requests.length < prev.scenario.requests.length)
    return false;
  return n === 0 || next.events[n - 1] === prev.events[n - 1];
}

/**
 * A cache per run: `get(trace)` is what was kept for the trace it was last set for, when
 * `trace` is that trace grown (or the same), else undefined.
 */
export function lineageCache<T>() {
  const byRun = new WeakMap<EngineState, { trace: Trace; value: T }>();
  return {
    get(trace: Trace): T | undefined {
      const e = byRun.get(trace.initial);
      return e && (e.trace === trace || grownFrom(e.trace, trace)) ? e.value : undefined;
    },
    set(trace: Trace, value: T): void {
      byRun.set(trace.initial, { trace, value });
    },
  };
}
