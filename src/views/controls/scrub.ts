/**
 * Scrubbing: the slider answers at once, the views follow after the next paint.
 *
 * At 500 requests, showing a step re-renders every panel and redraws two pools of a million
 * pages each (tens of milliseconds on a 2-core laptop). Done inside the input event, that work
 * holds back the frame that moves the thumb. Here the thumb and its step number move in that
 * frame (the Timeline keeps the value it was given), and the store's step (every view, the URL)
 * is set in the task after the paint. Inputs that arrive in between are coalesced: the views
 * jump to the latest one, so a fast drag never queues up steps the reader has already passed.
 *
 * A pending step is dropped if, before it lands, the trace changed (a new scenario) or
 * something else moved the step (playback, a shortcut): it was asked of a view that is gone.
 * Where frames do not come (a hidden tab), a timer lands it instead.
 */
import type { Trace } from '../../engine';
import type { AppStoreApi } from '../../store/store';
import { shownTrace } from '../../store/selectors';

/** Where no frame comes in this long (a hidden tab), the step lands anyway. */
const NO_FRAME_MS = 250;

interface Pending {
  step: number;
  trace: Trace | null;
  /** the store's step when the scrub began */
  from: number;
}

/** A store's scrub: the step asked and not landed yet, its timers, who waits to hear. */
interface Scrub {
  pending: Pending | null;
  timers: { frame: number; fallback: ReturnType<typeof setTimeout> } | null;
  settled: Set<(step: number) => void>;
}
const scrubs = new WeakMap<AppStoreApi, Scrub>();

function scrubOf(store: AppStoreApi): Scrub {
  let sc = scrubs.get(store);
  if (!sc) scrubs.set(store, (sc = { pending: null, timers: null, settled: new Set() }));
  return sc;
}

function land(store: AppStoreApi): void {
  const sc = scrubOf(store);
  if (sc.timers) {
    cancelAnimationFrame(sc.timers.frame);
    clearTimeout(sc.timers.fallback);
  }
  sc.timers = null;
  const p = sc.pending;
  sc.pending = null;
  if (!p) return;
  const s = store.getState();
  if (shownTrace(s) === p.trace && s.step === p.from) s.setStep(p.step);
  for (const l of sc.settled) l(p.step);
}

/** Asks for `step`; the store gets it after the next frame is painted. */
export function scrubTo(store: AppStoreApi, step: number): void {
  const sc = scrubOf(store);
  const s = store.getState();
  sc.pending = { step, trace: shownTrace(s), from: sc.pending?.from ?? s.step };
  if (sc.timers) return;
  sc.timers = {
    // a task queued from a frame callback runs after that frame's paint
    frame: requestAnimationFrame(() => setTimeout(() => land(store), 0)),
    fallback: setTimeout(() => land(store), NO_FRAME_MS),
  };
}

/** Called with each asked step once it is settled (landed or dropped); returns the unsubscribe. */
export function onScrubSettled(store: AppStoreApi, listener: (step: number) => void): () => void {
  const { settled } = scrubOf(store);
  settled.add(listener);
  return () => settled.delete(listener);
}
