/**
 * The one way a trace enters the store, whatever its source: the engine (in the worker or on
 * the main thread), the story's cache, a lab run, a loaded file, and a live stream that grows.
 * `show` records what was asked for, stops the run it replaces (its AbortSignal reaches the
 * worker, which stops computing), prepares the new trace for the views on screen, then adopts
 * it, recording how it was asked for beside it. Only the newest run ever reaches the screen.
 */
import { lastStepOf, type Trace } from '../engine';
import type { RunResult } from '../worker/client';
import { prepareTrace, type TracePreparer } from './prepare';
import type { AppState, AppStore, Asked, RunState, Timing } from './store';

/** No run in flight. */
export const IDLE: RunState = { computing: false, progress: null };

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
  /**
   * Stops the run in progress; the scenario shown before it stays. `quiet`: no notice (a
   * navigation that went elsewhere stopped it, not the reader's Cancel).
   */
  cancelRun(options?: { quiet?: boolean }): void;
  /**
   * The run in flight, to adopt (a navigation that asks for what it computes): resolves as its
   * `show` does; true at once when none is in flight.
   */
  settled(): Promise<boolean>;
  /**
   * The work the views on screen do once per new trace, run by `show` before it adopts a
   * trace; set by the screen that composes them while it is mounted. Kept by the store
   * instance, not in its state (it is code, not data).
   */
  setPreparers(p: readonly TracePreparer[]): void;
  /** The preparers set now (for a test of who sets them). */
  preparers(): readonly TracePreparer[];
}

type Get = () => AppStore;
type Set = (partial: Partial<AppState>) => void;

function measure(name: string, start: number, end: number, detail?: unknown): void {
  if (typeof performance.measure === 'function') performance.measure(name, { start, end, detail });
}

/** The store's `show` and `cancelRun`, with the run in flight kept per store. */
export function createShow(get: Get, set: Set): ShowActions {
  /** the run in flight, if any, and what its `show` resolves to */
  let running: { ctl: AbortController; done: Promise<boolean> } | null = null;
  let preparers: readonly TracePreparer[] = [];
  let firstTraceMarked = false;

  const adopt = (asked: Asked, trace: Trace, keepStep: boolean) => {
    get().setTrace(asked.name, trace.scenario, trace, keepStep, asked);
  };

  /** the record on screen, as a new object: the views learn that a growing trace grew */
  const touch = () => {
    const display = get().display;
    if (display) set({ display: { ...display } });
  };

  async function runSource(
    asked: Asked,
    source: Extract<TraceSource, { kind: 'run' }>,
    keepStep: boolean,
    ctl: AbortController,
  ): Promise<boolean> {
    const { signal } = ctl;
    set({ request: asked, run: IDLE });
    const timer = setTimeout(() => {
      if (!signal.aborted && get().request === asked)
        set({ run: { ...get().run, computing: true } });
    }, COMPUTING_DELAY_MS);
    const t0 = performance.now();
    let grown: Trace | null = null;
    const mine = () => !signal.aborted;
    try {
      const res = await source.run({
        signal,
        onProgress: (done, total) => {
          if (mine()) set({ run: { ...get().run, progress: { done, total } } });
        },
        grow: (trace) => {
          if (!mine()) return;
          if (grown !== trace) adopt(asked, trace, keepStep);
          else touch();
          grown = trace;
          // on screen and still in flight
          set({ request: asked });
        },
      });
      if (!mine()) return false;
      const step = keepStep ? Math.min(get().step, lastStepOf(res.trace)) : 0;
      if (res.trace !== grown && !(await prepareTrace(res.trace, step, preparers, signal)))
        return false;
      const totalMs = performance.now() - t0;
      if (res.trace === grown) {
        touch();
        set({ request: null, run: IDLE });
      } else adopt(asked, res.trace, keepStep);
      const timing: Timing = {
        computeMs: res.computeMs,
        transferMs: res.transferMs,
        totalMs,
        viaWorker: res.viaWorker,
      };
      set({ timing });
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
      if (!mine()) return false;
      const message = e instanceof Error ? e.message : String(e);
      get().setError(message);
      get().addNotice({ key: 'explore.run.error', vars: { message }, tone: 'error' });
      return false;
    } finally {
      clearTimeout(timer);
      if (running?.ctl === ctl) running = null;
    }
  }

  return {
    show(asked, source, { keepStep = false } = {}) {
      running?.ctl.abort();
      running = null;
      if (source.kind === 'ready') {
        // the trace on screen already: only the run it stopped is forgotten
        if (get().display?.trace === source.trace) set({ request: null, run: IDLE });
        else adopt(asked, source.trace, keepStep);
        return Promise.resolve(true);
      }
      const entry = { ctl: new AbortController(), done: Promise.resolve(false) };
      running = entry;
      entry.done = runSource(asked, source, keepStep, entry.ctl);
      return entry.done;
    },

    cancelRun({ quiet = false } = {}) {
      if (!running) return;
      running.ctl.abort();
      running = null;
      // the scenario shown before the run stays, with the settings it was computed with
      set({ request: null, run: IDLE });
      if (!quiet) get().addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    },

    settled: () => running?.done ?? Promise.resolve(true),

    setPreparers(p) {
      preparers = p;
    },
    preparers: () => preparers,
  };
}
