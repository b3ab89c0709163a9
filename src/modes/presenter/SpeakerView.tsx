/**
 * The speaker view (`#/speaker`): current and next scene, notes, elapsed time, and controls
 * that drive the audience window through the shared deck state.
 */
import { useEffect, useState } from 'react';
import { eventAt } from '../../engine';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { formatElapsed, goTo, nextSlide, prevSlide, revise, SLIDES } from '../../story/deck';
import { sceneStep, sceneSteps } from '../../story/drive';
import { narrate } from '../../views/shared/narrate';
import { storyVars } from '../../story/figures';
import { currentHash, hashWithScene, replaceHash } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/scenarios';
import { SCENES } from '../../story/scenes';
import { LanguageSelect } from '../../views/page/LanguageSelect';
import { LinkNotices } from '../../views/page/LinkNotices';
import { RichText } from '../../views/shared/RichText';
import { useDeck } from './useDeck';
import { started, usePresenterKeys } from './usePresenterKeys';
import './presenter.css';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SpeakerView() {
  const lang = useLang();
  const [deck, update] = useDeck();
  const now = useNow();
  const scene = SCENES[Math.min(deck.scene, SCENES.length - 1)]!;
  const following = SCENES[deck.scene + 1] ?? null;
  const vars = storyVars(lang, traceFor('incident').trace);
  const total = sceneSteps(scene);
  const step = deck.step ?? sceneStep(scene);
  const trace = traceFor(scene.scenario, scene.switches).trace;
  const event = eventAt(trace, step);

  useEffect(() => replaceHash(hashWithScene(currentHash(), scene.id)), [scene]);
  useEffect(() => {
    document.title = `${t('story.speaker.title')} · ${t('story.title')}`;
  }, [lang]);

  const stepBy = (d: number) =>
    update((s) => started(revise(s, { step: Math.max(0, Math.min(total - 1, step + d)) })));
  usePresenterKeys({
    update,
    currentStep: () => step,
    lastStep: () => total - 1,
    openSpeaker: () => undefined,
  });

  return (
    <main className="sp-speaker" aria-label={t('story.speaker.title')} data-scene={scene.id}>
      <LinkNotices problems={storyLinkProblems} clean={withoutBadLang} />
      <header className="sp-speaker-bar">
        <h1>{t('story.speaker.title')}</h1>
        <p className="sp-elapsed">
          <span>{t('story.speaker.elapsed')}</span>{' '}
          <time data-testid="elapsed">
            {formatElapsed(deck.startedAt === null ? 0 : now - deck.startedAt)}
          </time>
        </p>
        <button type="button" onClick={() => update((d) => revise(d, { startedAt: Date.now() }))}>
          {t('story.speaker.restart')}
        </button>
        <LanguageSelect />
      </header>
      <nav className="sp-speaker-controls" aria-label={t('story.present.label')}>
        <button
          type="button"
          onClick={() => update((d) => started(prevSlide(d)))}
          disabled={deck.scene === 0}
        >
          {t('story.speaker.prevScene')}
        </button>
        <button
          type="button"
          onClick={() => update((d) => started(nextSlide(d)))}
          disabled={deck.scene === SLIDES - 1}
        >
          {t('story.speaker.nextScene')}
        </button>
        <button type="button" onClick={() => stepBy(-1)} disabled={step <= 0}>
          {t('story.speaker.stepBack')}
        </button>
        <button type="button" onClick={() => stepBy(1)} disabled={step >= total - 1}>
          {t('story.speaker.stepForward')}
        </button>
        <span data-testid="speaker-step">
          {t('story.speaker.step', { step, total: total - 1 })}
        </span>
        <button
          type="button"
          aria-pressed={deck.blank}
          onClick={() => update((d) => revise(d, { blank: !d.blank }))}
        >
          {deck.blank ? t('story.speaker.unblank') : t('story.speaker.blank')}
        </button>
        <label className="sp-jump">
          <span className="sr-only">{t('story.ui.contents')}</span>
          <select
            value={deck.scene}
            onChange={(e) => update((d) => started(goTo(d, Number(e.target.value))))}
          >
            {SCENES.map((s, i) => (
              <option key={s.id} value={i}>
                {i + 1}. {t(s.title, vars)}
              </option>
            ))}
          </select>
        </label>
      </nav>
      <div className="sp-speaker-body">
        <section className="sp-speaker-now" aria-labelledby="sp-now">
          <p className="sp-kicker" id="sp-now">
            {t('story.speaker.now', { n: deck.scene + 1, total: SCENES.length })}
          </p>
          <h2 data-testid="speaker-current">{t(scene.title, vars)}</h2>
          <RichText text={t(scene.slide, vars)} />
          {event && (
            <p className="sp-onscreen">
              <span className="sp-kicker">{t('story.speaker.onScreen')}</span>{' '}
              {narrate(event, trace, lang)}
            </p>
          )}
          <h3>{t('story.speaker.notes')}</h3>
          <ul className="sp-notes">
            {scene.notes.map((k) => (
              <RichText key={k} as="li" text={t(k, vars)} />
            ))}
          </ul>
        </section>
        <section className="sp-speaker-next" aria-labelledby="sp-next">
          <p className="sp-kicker" id="sp-next">
            {t('story.speaker.next')}
          </p>
          {following ? (
            <>
              <h2 data-testid="speaker-next">{t(following.title, vars)}</h2>
              <RichText text={t(following.slide, vars)} />
            </>
          ) : (
            <p>{t('story.speaker.end')}</p>
          )}
        </section>
      </div>
    </main>
  );
}
