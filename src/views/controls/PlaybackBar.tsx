/** Play/Pause, previous/next step, previous/next key moment, and speed. */
import { t } from '../../i18n';
import { lastStep, nextKeyStep, prevKeyStep, shownTrace } from '../../store/selectors';
import { SPEEDS } from '../../store/store';
import { useApp, useAppStore, useLang } from '../../store/react';
import { keyMoment, stepBy, togglePlay } from './playback';
import './story.css';
import '../../i18n/onDemand';

interface BtnProps {
  label: string;
  icon: string;
  onClick: () => void;
  off?: boolean;
  wide?: boolean;
  shortcut: string;
}

/** Stays focusable when it has nothing to do (aria-disabled), so keyboard focus is not lost. */
function Btn({ label, icon, onClick, off = false, wide = false, shortcut }: BtnProps) {
  return (
    <button
      type="button"
      className={`btn playback__btn${wide ? ' playback__btn--wide' : ''}`}
      aria-disabled={off || undefined}
      aria-keyshortcuts={shortcut}
      title={label}
      onClick={() => {
        if (!off) onClick();
      }}
    >
      <span className="playback__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="playback__text">{label}</span>
    </button>
  );
}

export function PlaybackBar() {
  const store = useAppStore();
  useLang();
  const has = useApp((s) => shownTrace(s) !== null);
  const playing = useApp((s) => s.playing);
  const atStart = useApp((s) => s.step <= 0);
  const atEnd = useApp((s) => s.step >= lastStep(s));
  const noPrevKey = useApp((s) => prevKeyStep(shownTrace(s), s.step) === null);
  const noNextKey = useApp((s) => nextKeyStep(shownTrace(s), s.step) === null);
  const speed = useApp((s) => s.speed);
  return (
    <div className="playback" role="group" aria-label={t('explore.playback.label')}>
      <Btn
        label={t('explore.playback.prevKey')}
        icon="«"
        off={!has || noPrevKey}
        onClick={() => keyMoment(store, -1)}
        shortcut="Shift+ArrowLeft"
      />
      <Btn
        label={t('explore.playback.prevStep')}
        icon="‹"
        off={!has || atStart}
        onClick={() => stepBy(store, -1)}
        shortcut="ArrowLeft"
      />
      <Btn
        label={playing ? t('explore.playback.pause') : t('explore.playback.play')}
        icon={playing ? '❚❚' : '▶'}
        off={!has}
        onClick={() => togglePlay(store)}
        wide
        shortcut="Space"
      />
      <Btn
        label={t('explore.playback.nextStep')}
        icon="›"
        off={!has || atEnd}
        onClick={() => stepBy(store, 1)}
        shortcut="ArrowRight"
      />
      <Btn
        label={t('explore.playback.nextKey')}
        icon="»"
        off={!has || noNextKey}
        onClick={() => keyMoment(store, 1)}
        shortcut="Shift+ArrowRight"
      />
      <div className="playback__speed">
        <label htmlFor="playback-speed">{t('explore.playback.speed')}</label>
        <select
          id="playback-speed"
          value={speed}
          onChange={(e) => store.getState().setSpeed(Number(e.target.value))}
        >
          {SPEEDS.map((n) => (
            <option key={n} value={n}>
              {t('explore.playback.speedValue', { n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
