/** Playback commands shared by the buttons and the keyboard shortcuts. */
import { lastStep, nextKeyStep, prevKeyStep, shownTrace } from '../../store/selectors';
import { appStore } from '../../store/store';

export function togglePlay(): void {
  const s = appStore.getState();
  if (!shownTrace(s)) return;
  if (s.playing) return s.setPlaying(false);
  if (s.step >= lastStep(s)) s.setStep(0, { jump: true });
  appStore.getState().setPlaying(true);
}

export function stepBy(delta: number): void {
  const s = appStore.getState();
  if (!shownTrace(s)) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(s.step + delta);
}

export function keyMoment(dir: 1 | -1): void {
  const s = appStore.getState();
  if (!shownTrace(s)) return;
  const target = dir > 0 ? nextKeyStep(shownTrace(s), s.step) : prevKeyStep(shownTrace(s), s.step);
  if (target === null) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(target, { jump: true });
}

export function seekTo(step: number, jump = true): void {
  const s = appStore.getState();
  if (!shownTrace(s)) return;
  if (s.playing) s.setPlaying(false);
  s.setStep(step, { jump });
}

export function goEnd(which: 'first' | 'last'): void {
  seekTo(which === 'first' ? 0 : lastStep(appStore.getState()));
}
