/**
 * The speaker view (`#/speaker`): pictures of what the audience sees now and next (the figure
 * or the live state, at the current build), the build "n of m", notes, the timer and clock,
 * and controls that drive the audience window through the shared deck state: its keys (the
 * clicker's, V, B) and its language act on the deck.
 */
import { useEffect } from 'react';
import { eventAt } from '../../engine';
import { t } from '../../i18n';
import { loadStageDict } from '../../i18n/stage';
import { useLang, useLangStrings } from '../../store/react';
import { goTo, isClosing, next, nextSlide, prevSlide, revise, SLIDES } from '../../story/deck';
import { beatStep, sceneSteps } from '../../story/drive';
import { narrate } from '../../views/shared/narrate';
import { storyVars } from '../../story/figures';
import { currentHash, hashWithScene, replaceHash } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/sceneTraces';
import { SCENES } from '../../story/scenes';
import { LanguageSelect } from '../../views/page/LanguageSelect';
import { LinkNotices } from '../../views/page/LinkNotices';
import { RichText } from '../../views/shared/RichText';
import { DeploymentSlide } from './DeploymentSlide';
import { useLiveSlideRemote } from './liveSlideSync';
import { previewSrc, SlidePreview } from './SlidePreview';
import { SpeakerTimer } from './SpeakerTimer';
import { useDeckFullscreen } from './fullscreenRelay';
import { useDeck } from './useDeck';
import { useDeployment } from './useDeployment';
import { useLangSync } from './useLangSync';
import { started, usePresenterKeys } from './usePresenterKeys';
import './presenter.css';
import './stage.css';
import '../../i18n/onDemand';

export function SpeakerView() {
  const lang = useLang();
  // the title is set again when the language's strings arrive
  const strings = useLangStrings();
  // the deck's strings in a language chosen after it opened (the first came with the screen)
  useEffect(() => void loadStageDict(lang), [lang]);
  const [deck, update] = useDeck();
  useLangSync(deck, update, true);
  const closing = isClosing(deck);
  const scene = SCENES[Math.min(deck.scene, SCENES.length - 1)]!;
  const following = SCENES[deck.scene + 1] ?? null;
  const vars = storyVars(lang, traceFor('incident').trace);
  const total = sceneSteps(scene);
  const step = deck.step ?? beatStep(scene, deck.beat);
  const trace = traceFor(scene.scenario, scene.switches).trace;
  const event = closing ? null : eventAt(trace, step);
  const beats = scene.beats ?? [];
  const beat = closing ? undefined : beats[deck.beat];
  const upcoming = next(deck);

  useEffect(() => {
    if (!closing) replaceHash(hashWithScene(currentHash(), scene.id));
  }, [scene, closing]);
  useEffect(() => {
    document.title = `${t('story.speaker.title')} · ${t('story.title')}`;
  }, [strings]);

  const stepBy = (d: number) =>
    update((s) => started(revise(s, { step: Math.max(0, Math.min(total - 1, step + d)) })));
  const toggleView = () => update((d) => revise(d, { live: !d.live }));
  // the live slide (L) is the deck's: seen here as the room sees it, toggled from here too
  const [liveOn, toggleLive] = useLiveSlideRemote();
  const deployment = useDeployment(liveOn);
  const { note: fullscreenNote, ask: askFullscreen } = useDeckFullscreen();
  usePresenterKeys({
    update,
    currentStep: () => step,
    lastStep: () => total - 1,
    openSpeaker: () => undefined,
    toggleView,
    toggleDeployment: toggleLive,
    fullscreen: askFullscreen,
  });
  const title = closing ? t('stage.closing.title') : t(scene.title, vars);
  const notes = closing ? (['stage.closing.notes1', 'stage.closing.notes2'] as const) : scene.notes;

  return (
    <main
      className="sp-speaker"
      aria-label={t('story.speaker.title')}
      data-scene={closing ? 'closing' : scene.id}
    >
      <LinkNotices problems={storyLinkProblems} clean={withoutBadLang} />
      <header className="sp-speaker-bar">
        <h1>{t('story.speaker.title')}</h1>
        <SpeakerTimer deckStartedAt={deck.startedAt} lang={lang} />
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
        <button type="button" onClick={() => stepBy(-1)} disabled={closing || step <= 0}>
          {t('story.speaker.stepBack')}
        </button>
        <button type="button" onClick={() => stepBy(1)} disabled={closing || step >= total - 1}>
          {t('story.speaker.stepForward')}
        </button>
        <span data-testid="speaker-step">
          {t('story.speaker.step', { step, total: total - 1 })}
        </span>
        <span data-testid="speaker-beat">
          {beat
            ? `${t('stage.beat.of', { n: deck.beat + 1, total: beats.length })} · ${t(beat.label)}`
            : t('stage.beat.none')}
        </span>
        {(scene.extras ?? []).length > 0 && !closing && (
          <button type="button" aria-pressed={deck.live} onClick={toggleView}>
            {t('stage.speaker.view')}
          </button>
        )}
        <button type="button" aria-pressed={liveOn} onClick={toggleLive}>
          {t('stage.live.toggle')}
        </button>
        <button
          type="button"
          aria-pressed={deck.blank}
          onClick={() => update((d) => revise(d, { blank: !d.blank }))}
        >
          {deck.blank ? t('story.speaker.unblank') : t('story.speaker.blank')}
        </button>
        <button type="button" onClick={askFullscreen}>
          {t('stage.speaker.fullscreen')}
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
            <option value={SCENES.length}>
              {SCENES.length + 1}. {t('stage.closing.title')}
            </option>
          </select>
        </label>
      </nav>
      <p className="sp-keys">{t('stage.speaker.keys')}</p>
      <p className="sp-keys" role="status" data-testid="speaker-fullscreen">
        {fullscreenNote && t(`stage.speaker.fullscreen.${fullscreenNote}`)}
      </p>
      <div className="sp-speaker-body">
        <section className="sp-speaker-now" aria-labelledby="sp-now">
          <p className="sp-kicker" id="sp-now">
            {t('story.speaker.now', { n: deck.scene + 1, total: SLIDES })}
          </p>
          {liveOn ? (
            <div className="sp-speaker-live" data-testid="speaker-live-slide">
              <h2>{t('stage.live.title')}</h2>
              <DeploymentSlide {...deployment} />
            </div>
          ) : (
            <SlidePreview
              src={previewSrc(deck, lang, 'now')}
              title={t('stage.speaker.previewNow')}
              testId="preview-now"
            />
          )}
          <h2 data-testid="speaker-current">{title}</h2>
          {!closing && <RichText text={t(scene.slide, vars)} />}
          {event && (
            <p className="sp-onscreen">
              <span className="sp-kicker">{t('story.speaker.onScreen')}</span>{' '}
              {narrate(event, trace, lang)}
            </p>
          )}
          <h3>{t('story.speaker.notes')}</h3>
          <ul className="sp-notes">
            {notes.map((k) => (
              <RichText key={k} as="li" text={t(k, vars)} />
            ))}
          </ul>
        </section>
        <section className="sp-speaker-next" aria-labelledby="sp-next">
          <p className="sp-kicker" id="sp-next">
            {t('story.speaker.next')}
          </p>
          {upcoming !== deck ? (
            <SlidePreview
              src={previewSrc(upcoming, lang, 'next')}
              title={t('stage.speaker.previewNext')}
              testId="preview-next"
            />
          ) : null}
          {upcoming !== deck && upcoming.scene === deck.scene && (
            <p data-testid="speaker-next-beat">
              {`${t('stage.beat.of', { n: upcoming.beat + 1, total: beats.length })} · ${t(beats[upcoming.beat]!.label)}`}
            </p>
          )}
          {following ? (
            <>
              <h2 data-testid="speaker-next">{t(following.title, vars)}</h2>
              <RichText text={t(following.slide, vars)} />
            </>
          ) : !closing ? (
            <h2 data-testid="speaker-next">{t('stage.closing.title')}</h2>
          ) : (
            <p>{t('story.speaker.end')}</p>
          )}
        </section>
      </div>
    </main>
  );
}
