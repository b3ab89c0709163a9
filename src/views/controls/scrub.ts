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
import { appStore } from '../../store/store';
import { shownTrace } from '../../store/selectors';

/** Where no frame comes in this long (a hidden tab), the step lands anyway. */
const NO_FRAME_MS = 250;

interface Pending {
  step: number;
  trace: Trace | null;
  /** the store's step when the scrub began */
  from: number;
}
let pending: Pending | null = null;
let timers: { frame: number; fallback: ReturnType<typeof setTimeout> } | null = null;
const settled = new Set<(step: number) => void>();

function land(): void {
  if (timers) {
    cancelAnimationFrame(timers.frame);
    clearTimeout(timers.fallback);
  }
  timers = null;
  const p = pending;
  pending = null;
  if (!p) return;
  const s = appStore.getState();
  if (shownTrace(s) === p.trace && s.step === p.from) s.setStep(p.step);
  for (const l of settled) l(p.step);
}

/** Asks for `step`; the store gets it after the next frame is painted. */
export function scrubTo(step: number): void {
  const s = appStore.getState();
  pending = { step, trace: shownTrace(s), from: pending?.from ?? s.step };
  if (timers) return;
  timers = {
    // a task queued from a frame callback runs after that frame's paint
    frame: requestAnimationFrame(() => setTimeout(land, 0)),
    fallback: setTimeout(land, NO_FRAME_MS),
  };
}

/** Called with each asked step once it is settled (landed or dropped); returns the unsubscribe. */
export function onScrubSettled(listener: (step: number) => void): () => void {
  settled.add(listener);
  return () => settled.delete(listener);
}
