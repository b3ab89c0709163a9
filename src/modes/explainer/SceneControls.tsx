/**
 * Play and scrub inside a scene: step back/forward, play/pause, a timeline slider, and a
 * button back to the scene's own moment. Drives the store only.
 */
import { useEffect, useId } from 'react';
import { t } from '../../i18n';
import { appStore } from '../../store/store';
import { useApp, useLang } from '../../store/react';

export function SceneControls({ onReset }: { onReset: () => void }) {
  useLang();
  const id = useId();
  const step = useApp((s) => s.step);
  const total = useApp((s) => s.trace?.stepCount ?? 0);
  const playing = useApp((s) => s.playing);
  const last = Math.max(0, total - 1);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const s = appStore.getState();
      if (s.step >= last) s.setPlaying(false);
      else s.setStep(s.step + 1);
    }, 250);
    return () => clearInterval(timer);
  }, [playing, last]);

  const set = (n: number) => appStore.getState().setStep(n);
  return (
    <div className="sp-controls" role="group" aria-label={t('story.ctl.group')}>
      <button type="button" onClick={() => set(step - 1)} disabled={step <= 0}>
        {t('story.ctl.back')}
      </button>
      <button
        type="button"
        aria-pressed={playing}
        onClick={() => {
          const s = appStore.getState();
          if (!playing && s.step >= last) s.setStep(0);
          s.setPlaying(!playing);
        }}
      >
        {playing ? t('story.ctl.pause') : t('story.ctl.play')}
      </button>
      <button type="button" onClick={() => set(step + 1)} disabled={step >= last}>
        {t('story.ctl.forward')}
      </button>
      <label htmlFor={id} className="sr-only">
        {t('story.ctl.timeline')}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        value={step}
        aria-valuetext={t('story.speaker.step', { step, total: last })}
        onChange={(e) => set(Number(e.target.value))}
      />
      <span className="sp-step" aria-hidden="true">
        {t('story.speaker.step', { step, total: last })}
      </span>
      <button type="button" onClick={onReset}>
        {t('story.ctl.reset')}
      </button>
    </div>
  );
}
