/**
 * The one way a trace enters the store, whatever its source: the engine (in the worker or on
 * the main thread), the story's cache, a lab run, a loaded file, and a live stream that grows.
 * `show` records what was asked for, stops the run it replaces (its AbortSignal reaches the
 * worker, which stops computing), prepares the new trace for the views on screen, then adopts
 * it, recording how it was asked for beside it. Only the newest run ever reaches the screen.
 */
import { lastStepOf, type Trace } from '../engine';
import type { RunResult } from '../worker/client';
import { prepareTrace } from './prepare';
import type { AppState, AppStore, Asked, Timing } from './store';

/** Show "computing…" only when a run takes longer than this. */
export const COMPUTING_DELAY_MS = 200;

/** What a source is handed while it produces its trace. */
export interface SourceContext {
  /** fires when the run is replaced or cancelled: stop computing */
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
  /**
   * Shows a trace that is not complete yet (a live stream): the first call puts it on screen,
   * later calls (the same trace, grown) tell the views it grew. The run still ends by resolving.
   */
  grow: (trace: Trace) => void;
}

/** Where a trace comes from. */
export type TraceSource =
  /** computed already (the story's cache): shown at once, in the same task */
  | { kind: 'ready'; trace: Trace }
  /** computed on demand (the engine, a live stream): resolves with the complete trace */
  | { kind: 'run'; run: (ctx: SourceContext) => Promise<RunResult> };

export interface ShowOptions {
  /** keep the step (and selection) on screen, as a re-run with new switches does */
  keepStep?: boolean;
}

export interface ShowActions {
  /** Shows `asked` from `source`; resolves false if it was replaced, cancelled or failed. */
  show(asked: Asked, source: TraceSource, options?: ShowOptions): Promise<boolean>;
  /** Stops the run in progress; the scenario shown before it stays. */
  cancelRun(): void;
}

type Get = () => AppStore;
type Set = (partial: Partial<AppState>) => void;

function measure(name: string, start: number, end: number, detail?: unknown): void {
  if (typeof performance.measure === 'function') performance.measure(name, { start, end, detail });
}

/** The store's `show` and `cancelRun`, with the run in flight kept per store. */
export function createShow(get: Get, set: Set): ShowActions {
  /** the run in flight, if any */
  let running: AbortController | null = null;
  let firstTraceMarked = false;

  const adopt = (asked: Asked, trace: Trace, keepStep: boolean) => {
    get().setTrace(asked.name, trace.scenario, trace, keepStep, asked);
  };

  const replace = (): AbortController => {
    running?.abort();
    running = new AbortController();
    return running;
  };

  return {
    async show(asked, source, { keepStep = false } = {}) {
      const ctl = replace();
      const { signal } = ctl;
      if (source.kind === 'ready') {
        running = null;
        if (get().trace === source.trace) set({ pending: false, computing: false, progress: null });
        else adopt(asked, source.trace, keepStep);
        return true;
      }
      set({ asked, pending: true });
      const timer = setTimeout(() => {
        if (!signal.aborted && get().pending) set({ computing: true });
      }, COMPUTING_DELAY_MS);
      const t0 = performance.now();
      let grown: Trace | null = null;
      try {
        const res = await source.run({
          signal,
          onProgress: (done, total) => {
            if (!signal.aborted) set({ progress: { done, total } });
          },
          grow: (trace) => {
            if (signal.aborted) return;
            if (grown !== trace) adopt(asked, trace, keepStep);
            else set({ shown: { ...get().shown! } });
            grown = trace;
            set({ pending: true });
          },
        });
        if (signal.aborted) return false;
        const step = keepStep ? Math.min(get().step, lastStepOf(res.trace)) : 0;
        if (res.trace !== grown && !(await prepareTrace(res.trace, step, get().preparers, signal)))
          return false;
        const totalMs = performance.now() - t0;
        if (res.trace === grown) set({ shown: { ...get().shown! }, pending: false });
        else adopt(asked, res.trace, keepStep);
        running = null;
        const timing: Timing = {
          computeMs: res.computeMs,
          transferMs: res.transferMs,
          totalMs,
          viaWorker: res.viaWorker,
        };
        set({ timing, computing: false });
        measure('stale-pages:run', t0, t0 + totalMs, {
          ...timing,
          scenario: asked.name,
          steps: res.trace.stepCount,
        });
        if (!firstTraceMarked) {
          firstTraceMarked = true;
          measure('stale-pages:time-to-first-trace', 0, performance.now());
        }
        return true;
      } catch (e) {
        // replaced or cancelled: whoever stopped it has set the store
        if (signal.aborted) return false;
        running = null;
        const message = e instanceof Error ? e.message : String(e);
        get().setError(message);
        get().addNotice({ key: 'explore.run.error', vars: { message }, tone: 'error' });
        return false;
      } finally {
        clearTimeout(timer);
      }
    },

    cancelRun() {
      if (!running) return;
      running.abort();
      running = null;
      const { shown, scenario } = get();
      // the scenario shown before the run stays, with the settings it was computed with
      set({
        asked: shown && scenario ? { ...shown, config: scenario.config } : get().asked,
        pending: false,
        computing: false,
        progress: null,
      });
      get().addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    },
  };
}
