/**
 * The speaker view (`#/speaker`): pictures of what the audience sees now and next (the figure
 * or the live state, at the current build), the build "n of m", notes, the timer and clock,
 * and controls that drive the audience window through the shared deck state: its keys (the
 * clicker's, V, B) and its language act on the deck. Laid out to the window's height: the
 * notes sit beside the picture, in view from 1280 × 800 up, and scroll on their own keys
 * (./useNotesKeys.ts); `O` opens a grid of every slide (./SlideOverview.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { eventAt } from '../../engine';
import { t } from '../../i18n';
import { loadStageDict } from '../../i18n/stage';
import { useLang, useLangStrings } from '../../store/react';
import { goTo, next, nextSlide, prevSlide, revise, slideCount } from '../../story/deck';
import { beatStep, sceneSteps } from '../../story/drive';
import { narrate } from '../../views/shared/narrate';
import { storyVars } from '../../story/figures';
import { currentHash, hashWithScene, replaceHash } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/sceneTraces';
import { SCENES } from '../../story/scenes';
import { buildLabels, slideAt, type Talk, type TalkSlide } from '../../story/talk';
import type { Vars } from '../../story/figures';
import { LanguageSelect } from '../../views/page/LanguageSelect';
import { LinkNotices } from '../../views/page/LinkNotices';
import { RichText } from '../../views/shared/RichText';
import { DeploymentSlide } from './DeploymentSlide';
import { useLiveSlideRemote } from './liveSlideSync';
import { previewSrc, SlidePreview } from './SlidePreview';
import { SlideOverview } from './SlideOverview';
import { slideNotes } from './slideNotes';
import { SpeakerTimer } from './SpeakerTimer';
import { TalkLoader } from './TalkLoader';
import { useDeckFullscreen } from './fullscreenRelay';
import { useDeck } from './useDeck';
import { useDeployment } from './useDeployment';
import { useLangSync } from './useLangSync';
import { useNotesKeys } from './useNotesKeys';
import { started, usePresenterKeys } from './usePresenterKeys';
import { useTalk } from './useTalk';
import './presenter.css';
import './stage.css';
import './speaker.css';
import '../../i18n/onDemand';

/** A slide's title as the speaker view names it. */
export function slideTitle(slide: TalkSlide, talk: Talk, vars: Vars): string {
  if (slide.scene) return t(slide.scene.title, vars);
  if (slide.family) return t(slide.family.title);
  if (slide.kind === 'closing') return t('stage.closing.title');
  return talk.title ?? t('stage.title.slide');
}

export function SpeakerView() {
  const lang = useLang();
  // the title is set again when the language's strings arrive
  const strings = useLangStrings();
  // the deck's strings in a language chosen after it opened (the first came with the screen)
  useEffect(() => void loadStageDict(lang), [lang]);
  const talk = useTalk();
  const [deck, update] = useDeck();
  useLangSync(deck, update, true);
  const slide = slideAt(deck.scene);
  const special = slide.kind !== 'scene';
  const scene = slide.scene ?? SCENES[0]!;
  const upcoming = next(deck);
  const following = deck.scene + 1 < slideCount() ? slideAt(deck.scene + 1) : null;
  const vars = storyVars(lang, traceFor('incident').trace);
  const total = sceneSteps(scene);
  const step = deck.step ?? beatStep(scene, deck.beat);
  const trace = traceFor(scene.scenario, scene.switches).trace;
  const event = special ? null : eventAt(trace, step);
  // the clicker's builds: a scene's beats, a family slide's builds
  const beats = buildLabels(slide);
  const beat = beats[deck.beat];
  const [overview, setOverview] = useState(false);
  const notesBox = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!special) replaceHash(hashWithScene(currentHash(), scene.id));
  }, [scene, special]);
  useEffect(() => {
    document.title = `${t('story.speaker.title')} · ${talk.title ?? t('story.title')}`;
  }, [strings, talk]);

  const stepBy = (d: number) =>
    update((s) => started(revise(s, { step: Math.max(0, Math.min(total - 1, step + d)) })));
  const toggleView = () => update((d) => revise(d, { live: !d.live }));
  // the live slide (L) is the deck's: seen here as the room sees it, toggled from here too
  const [liveOn, toggleLive] = useLiveSlideRemote();
  const deployment = useDeployment(liveOn);
  const { note: fullscreenNote, ask: askFullscreen } = useDeckFullscreen();
  usePresenterKeys({
    // the overview takes the keys while it is open
    enabled: !overview,
    update,
    currentStep: () => step,
    lastStep: () => total - 1,
    openSpeaker: () => undefined,
    toggleView,
    toggleDeployment: toggleLive,
    fullscreen: askFullscreen,
  });
  useNotesKeys(notesBox, { enabled: !overview, openOverview: () => setOverview(true) });
  const title = slideTitle(slide, talk, vars);
  const notes = slideNotes(slide, vars);

  return (
    <main className="sp-speaker" aria-label={t('story.speaker.title')} data-scene={slide.id}>
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
          disabled={deck.scene === slideCount() - 1}
        >
          {t('story.speaker.nextScene')}
        </button>
        <button type="button" onClick={() => stepBy(-1)} disabled={special || step <= 0}>
          {t('story.speaker.stepBack')}
        </button>
        <button type="button" onClick={() => stepBy(1)} disabled={special || step >= total - 1}>
          {t('story.speaker.stepForward')}
        </button>
        <span data-testid="speaker-step">
          {special ? '' : t('story.speaker.step', { step, total: total - 1 })}
        </span>
        <span data-testid="speaker-beat">
          {beat
            ? `${t('stage.beat.of', { n: deck.beat + 1, total: beats.length })} · ${t(beat)}`
            : t('stage.beat.none')}
        </span>
        {(scene.extras ?? []).length > 0 && !special && (
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
        <button type="button" aria-haspopup="dialog" onClick={() => setOverview(true)}>
          {t('stage.overview.open')}
        </button>
        <details className="sp-talk-details">
          <summary>
            {talk.source
              ? t('stage.talk.summaryFile', { file: talk.source })
              : t('stage.talk.summary')}
          </summary>
          <TalkLoader deck={deck} update={update} />
        </details>
      </nav>
      <p className="sp-keys">
        {t('stage.speaker.keys')} · {t('stage.speaker.notesKeys')}
      </p>
      <p className="sp-keys" role="status" data-testid="speaker-fullscreen">
        {fullscreenNote && t(`stage.speaker.fullscreen.${fullscreenNote}`)}
      </p>
      <div className="sp-speaker-body">
        <section className="sp-speaker-now" aria-labelledby="sp-now">
          <p className="sp-kicker" id="sp-now">
            {t('story.speaker.now', { n: deck.scene + 1, total: slideCount() })}
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
          {event && (
            <p className="sp-onscreen">
              <span className="sp-kicker">{t('story.speaker.onScreen')}</span>{' '}
              {narrate(event, trace, lang)}
            </p>
          )}
        </section>
        <div className="sp-speaker-side">
          <section
            className="sp-speaker-notes"
            aria-labelledby="sp-notes"
            ref={notesBox}
            tabIndex={0}
            data-testid="speaker-notes"
          >
            <h2 className="sp-kicker" id="sp-notes">
              {t('story.speaker.notes')}
              {slide.notes && <span className="sp-notes-own"> · {t('stage.talk.ownNotes')}</span>}
            </h2>
            <ul className="sp-notes">
              {notes.map((n, i) => (
                <RichText key={i} as="li" text={n} />
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
                {`${t('stage.beat.of', { n: upcoming.beat + 1, total: beats.length })} · ${t(beats[upcoming.beat]!)}`}
              </p>
            )}
            {following ? (
              <h3 data-testid="speaker-next">{slideTitle(following, talk, vars)}</h3>
            ) : (
              <p>{t('story.speaker.end')}</p>
            )}
          </section>
        </div>
      </div>
      {overview && (
        <SlideOverview
          current={deck.scene}
          titleOf={(s) => slideTitle(s, talk, vars)}
          onJump={(i) => update((d) => started(goTo(d, i)))}
          onClose={() => setOverview(false)}
        />
      )}
    </main>
  );
}
