/**
 * The speaker view's clock and timer: elapsed, a countdown of the talk's length (which the
 * speaker sets), the time of day, pause and reset. Starts with the first move of the deck.
 */
import { useEffect, useId, useState } from 'react';
import { t, type Lang } from '../../i18n';
import { formatElapsed } from '../../story/deck';
import {
  elapsedMs,
  remainingMs,
  resetTimer,
  setMinutes,
  startTimer,
  togglePause,
} from '../../story/talkTimer';
import { useTalkTimer } from './useTalkTimer';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SpeakerTimer({
  deckStartedAt,
  lang,
}: {
  deckStartedAt: number | null;
  lang: Lang;
}) {
  const now = useNow();
  const [timer, change] = useTalkTimer();
  const lengthId = useId();
  // the deck's first move starts the talk's timer (once: Reset keeps it at zero, paused)
  useEffect(() => {
    if (deckStartedAt !== null && timer.startedAt === null)
      change((x) => startTimer(x, deckStartedAt));
  }, [deckStartedAt, timer.startedAt, change]);
  const left = remainingMs(timer, now);
  const paused = timer.pausedAt !== null;
  const clock = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return (
    <div className="sp-timer" data-paused={paused || undefined} data-over={left < 0 || undefined}>
      <p className="sp-elapsed">
        <span>{t('story.speaker.elapsed')}</span>{' '}
        <time data-testid="elapsed">{formatElapsed(elapsedMs(timer, now))}</time>
        {paused && <span className="sp-paused"> ({t('stage.speaker.paused')})</span>}
      </p>
      <p className="sp-elapsed">
        <span>{t(left < 0 ? 'stage.speaker.over' : 'stage.speaker.remaining')}</span>{' '}
        <time data-testid="remaining">{formatElapsed(Math.abs(left))}</time>
      </p>
      <p className="sp-elapsed">
        <span>{t('stage.speaker.clock')}</span> <time data-testid="clock">{clock}</time>
      </p>
      <label className="sp-length" htmlFor={lengthId}>
        <span>{t('stage.speaker.talkLength')}</span>
        <input
          id={lengthId}
          type="number"
          min={1}
          max={600}
          value={timer.minutes}
          onChange={(e) => change((x) => setMinutes(x, Number(e.target.value)))}
        />
      </label>
      <button
        type="button"
        aria-pressed={paused}
        onClick={() => change((x) => togglePause(x, Date.now()))}
      >
        {t(paused ? 'stage.speaker.resume' : 'stage.speaker.pause')}
      </button>
      <button type="button" onClick={() => change((x) => resetTimer(x, Date.now()))}>
        {t('stage.speaker.reset')}
      </button>
    </div>
  );
}
