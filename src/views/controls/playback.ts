/** Playback commands shared by the buttons and the keyboard shortcuts. */
import { lastStep, nextKeyStep, prevKeyStep, shownTrace } from '../../store/selectors';
import type { AppStoreApi } from '../../store/store';

export function togglePlay(store: AppStoreApi): void {
  const s = store.getState();
  if (!shownTrace(s)) return;
  if (s.playing) return s.setPlaying(false);
  if (s.step >= lastStep(s)) s.setStep(0, { jump: true });
  store.getState().setPlaying(true);
}

export function stepBy(store: AppStoreApi, delta: number): void {
  const s = store.getState();
  if (!shownTrace(s)) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(s.step + delta);
}

export function keyMoment(store: AppStoreApi, dir: 1 | -1): void {
  const s = store.getState();
  if (!shownTrace(s)) return;
  const target = dir > 0 ? nextKeyStep(shownTrace(s), s.step) : prevKeyStep(shownTrace(s), s.step);
  if (target === null) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(target, { jump: true });
}

export function seekTo(store: AppStoreApi, step: number, jump = true): void {
  const s = store.getState();
  if (!shownTrace(s)) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(step, { jump });
}

export function goEnd(store: AppStoreApi, which: 'first' | 'last'): void {
  seekTo(store, which === 'first' ? 0 : lastStep(store.getState()));
}
