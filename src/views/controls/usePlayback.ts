/** Advances the step while playing, on animation frames, at `speed` steps per second. */
import { useEffect } from 'react';
import { lastStep } from '../../store/selectors';
import { useApp, useAppStore } from '../../store/react';

export function usePlayback(): void {
  const store = useAppStore();
  const playing = useApp((s) => s.playing);
  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    let last = performance.now();
    let acc = 1; // the first step comes at once, so Play answers immediately
    const frame = (now: number) => {
      const s = store.getState();
      acc += ((now - last) / 1000) * s.speed;
      last = now;
      if (acc >= 1) {
        const n = Math.floor(acc);
        acc -= n;
        const end = lastStep(s);
        const next = Math.min(end, s.step + n);
        s.setStep(next);
        if (next >= end) {
          s.setPlaying(false);
          return;
        }
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [playing, store]);
}
