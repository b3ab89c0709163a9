/**
 * Scrubbing: the slider answers at once, the views follow after the next paint.
 *
 * At 500 requests, showing a step re-renders every panel and redraws two pools of a million
 * pages each (tens of milliseconds on a 2-core laptop). Done inside the input event, that work
 * holds back the frame that moves the thumb. Here the thumb and its step number move in that
 * frame (the Timeline keeps the value it was given), and the store's step (every view, the URL)
 * is set in the task after the paint. Inputs that arrive in between are coalesced: the views
 * jump to the latest one, so a fast drag never queues up steps the reader has already passed.
 */
import { appStore } from '../../store/store';

let next: number | null = null;
let waiting = false;
const applied = new Set<(step: number) => void>();

function apply(): void {
  waiting = false;
  const step = next;
  next = null;
  if (step === null) return;
  appStore.getState().setStep(step);
  for (const l of applied) l(step);
}

/** Asks for `step`; the store gets it after the next frame is painted. */
export function scrubTo(step: number): void {
  next = step;
  if (waiting) return;
  waiting = true;
  // a task queued from a frame callback runs after that frame's paint
  requestAnimationFrame(() => setTimeout(apply, 0));
}

/** Called with each step handed to the store; returns the unsubscribe. */
export function onScrubApplied(listener: (step: number) => void): () => void {
  applied.add(listener);
  return () => applied.delete(listener);
}
