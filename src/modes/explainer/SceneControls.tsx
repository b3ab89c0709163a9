/**
 * Play and scrub inside a scene: step back/forward, play/pause, a timeline slider, and a
 * button back to the scene's own moment. Drives the store only.
 *
 * Compact (issue #23): one row under the live view in every language at 1280 px, so that the
 * view keeps its height. The step buttons are icons whose accessible name (and tooltip) is the
 * full label; the reset button shows an icon and a short label contained in its name.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { formatNumber, t } from '../../i18n';
import { useApp, useAppStore, useLang } from '../../store/react';
import { shownTrace } from '../../store/selectors';

/** A 16 × 16 icon drawn in the button's text colour. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="sp-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const BACK = <path d="M3 3h2v10H3zM13.5 3v10L6 8z" />;
const FORWARD = <path d="M11 3h2v10h-2zM2.5 3v10L10 8z" />;
const PLAY = <path d="M4 2.5v11L13.5 8z" />;
const PAUSE = <path d="M4 3h3v10H4zM9 3h3v10H9z" />;
const RESET = (
  <>
    <path d="M4 9.5a4.5 4.5 0 1 0 1-5.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M2.2 1.8v4.6h4.6z" />
  </>
);

export function SceneControls({ onReset }: { onReset: () => void }) {
  const store = useAppStore();
  const lang = useLang();
  const id = useId();
  const step = useApp((s) => s.step);
  const total = useApp((s) => shownTrace(s)?.stepCount ?? 0);
  const playing = useApp((s) => s.playing);
  const last = Math.max(0, total - 1);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const s = store.getState();
      if (s.step >= last) s.setPlaying(false);
      else s.setStep(s.step + 1);
    }, 250);
    return () => clearInterval(timer);
  }, [playing, last, store]);

  const set = (n: number) => store.getState().setStep(n);
  const stepText = t('story.speaker.step', { step, total: last });
  const playLabel = playing ? t('story.ctl.pause') : t('story.ctl.play');
  return (
    <div className="sp-controls" role="group" aria-label={t('story.ctl.group')}>
      <button
        type="button"
        className="sp-icon-btn"
        aria-label={t('story.ctl.back')}
        title={t('story.ctl.back')}
        data-replay-focus="back"
        onClick={() => set(step - 1)}
        disabled={step <= 0}
      >
        <Icon>{BACK}</Icon>
      </button>
      <button
        type="button"
        className="sp-icon-btn"
        aria-label={playLabel}
        title={playLabel}
        aria-pressed={playing}
        onClick={() => {
          const s = store.getState();
          if (!playing && s.step >= last) s.setStep(0);
          s.setPlaying(!playing);
        }}
      >
        <Icon>{playing ? PAUSE : PLAY}</Icon>
      </button>
      <button
        type="button"
        className="sp-icon-btn"
        aria-label={t('story.ctl.forward')}
        title={t('story.ctl.forward')}
        data-replay-focus="forward"
        onClick={() => set(step + 1)}
        disabled={step >= last}
      >
        <Icon>{FORWARD}</Icon>
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
        aria-valuetext={stepText}
        onChange={(e) => set(Number(e.target.value))}
      />
      {/* the step as numbers (the slider says it in words to screen readers) */}
      <span className="sp-step" aria-hidden="true" title={stepText}>
        {formatNumber(step, lang)}/{formatNumber(last, lang)}
      </span>
      <button
        type="button"
        className="sp-reset"
        aria-label={t('story.ctl.reset')}
        title={t('story.ctl.reset')}
        onClick={onReset}
      >
        <Icon>{RESET}</Icon>
        <span>{t('story.ctl.resetShort')}</span>
      </button>
    </div>
  );
}
