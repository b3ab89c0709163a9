/**
 * The presenter (`#/present`): one scene per slide, then a closing slide; full screen, big
 * type, high contrast. Shares its state with the speaker view (`#/speaker`) over
 * BroadcastChannel. A live slide steps through its clicker builds (the scene's beats) before
 * the next slide; so do the family's slides (./FamilySlide.tsx, loaded when one is shown). `preview=1` (the speaker view's pictures): the URL's slide, no keys, no sync.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { loadStageDict } from '../../i18n/stage';
import { useAppStore, useLang } from '../../store/react';
import { hashParams, hashWith } from '../../nav/hash';
import { revise, slideCount } from '../../story/deck';
import { showBeat, sceneSteps } from '../../story/drive';
import { storyVars } from '../../story/figures';
import { currentHash, replaceHash, routeHref } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/sceneTraces';
import { SCENES, type Scene } from '../../story/scenes';
import { buildLabels, slideAt } from '../../story/talk';
import { ExportButtons } from '../../views/export/ExportButtons';
import { LinkNotices } from '../../views/page/LinkNotices';
import { RichText } from '../../views/shared/RichText';
import { StageSlide } from '../../views/stage/StageSlide';
import { ClosingSlide } from './ClosingSlide';
import { DeploymentSlide } from './DeploymentSlide';
import { PrintDeck, printDeck } from './PrintDeck';
import { TalkLoader } from './TalkLoader';
import { TitleSlide } from './TitleSlide';
import { useTalk } from './useTalk';
import { TalkUrlNote, useTalkFromUrl } from './useTalkFromUrl';
import { SlideFigure } from './SlideFigure';
import { useChrome } from './useChrome';
import { useFullscreenRequests } from './fullscreenRelay';
import { useDeck } from './useDeck';
import { useDeployment } from './useDeployment';
import { useLiveSlideHost } from './liveSlideSync';
import { useLangSync } from './useLangSync';
import { usePresenterKeys } from './usePresenterKeys';
import './presenter.css';
import './stage.css';
import '../../i18n/onDemand';

const FamilySlide = lazy(() => import('./FamilySlide').then((m) => ({ default: m.FamilySlide })));

/** The live view's panels a slide shows: the scene's, or by its emphasis. */
export const panelsOf = (scene: Scene) =>
  scene.panels ?? (scene.emphasis === 'response' ? (['response'] as const) : (['pools'] as const));

export function Presenter() {
  const store = useAppStore();
  const lang = useLang();
  // the deck's strings in a language chosen after it opened (the first came with the screen)
  useEffect(() => void loadStageDict(lang), [lang]);
  const preview = hashParams().get('preview') === '1';
  // a picture in the speaker view names its landmark after the picture (now, next)
  const label = !preview
    ? t('story.present.label')
    : hashParams().get('frame') === 'next'
      ? t('stage.speaker.previewNext')
      : t('stage.speaker.previewNow');
  // the talk first: the deck's first state (the URL's slide) is an index into its slides
  const talk = useTalk();
  const [deck, update] = useDeck({ shared: !preview });
  useLangSync(deck, update, !preview);
  const urlTalk = useTalkFromUrl(deck, update, !preview);
  const view = useRef<HTMLDivElement>(null);
  const slide = slideAt(deck.scene);
  const closing = slide.kind === 'closing';
  const titleSlide = slide.kind === 'title';
  // a title, family or closing slide: no scene behind it
  const special = slide.kind !== 'scene';
  const family = slide.family;
  const builds = buildLabels(slide).length;
  const scene = slide.scene ?? SCENES[0]!;
  const vars = storyVars(lang, traceFor('incident').trace);
  const toggleView = () => update((d) => revise(d, { live: !d.live }));
  const hasFigure = (scene.extras ?? []).length > 0;
  // V shows the other one: the figure first, or (a figure to read, not to show) the live view
  const showFigure = !special && hasFigure && deck.live === Boolean(scene.slideLive);
  const beats = special ? [] : (scene.beats ?? []);
  const beat = beats[deck.beat];
  const chrome = useChrome(!preview);
  // the live slide (L) stands in for the slide it was opened on; a move of the deck leaves it
  const here = `${deck.scene}:${deck.beat}`;
  // the URL names the live slide too (deployment=1), so that a reload (F5) keeps it
  const [deploymentAt, setDeploymentAt] = useState<string | null>(() =>
    !preview && hashParams().get('deployment') === '1' ? here : null,
  );
  const onDeployment = deploymentAt === here;
  const deployment = useDeployment(onDeployment);
  const toggleDeployment = () => setDeploymentAt((at) => (at === here ? null : here));
  // the speaker view sees the live slide and toggles it too
  useLiveSlideHost(onDeployment, toggleDeployment, !preview);

  useEffect(() => {
    if (special || onDeployment) return;
    showBeat(store, scene, deck.beat, deck.step ?? undefined);
    // the scene and its build in the URL: a reload (F5) comes back to the build, not the first
    const beatParam = deck.beat > 0 ? String(deck.beat) : null;
    if (!preview)
      replaceHash(hashWith(currentHash(), { scene: scene.id, slide: null, beat: beatParam }));
  }, [scene, deck.beat, deck.step, special, preview, onDeployment, store]);

  // a slide that is no scene (title, family, closing) named by its id, at its build: a reload
  // (F5) stays on it (the URL went on naming the last scene's slide)
  useEffect(() => {
    if (!special || preview) return;
    const beatParam = deck.beat > 0 ? String(deck.beat) : null;
    replaceHash(hashWith(currentHash(), { scene: null, slide: slide.id, beat: beatParam }));
  }, [special, preview, slide.id, deck.beat]);

  useEffect(() => {
    if (!preview) replaceHash(hashWith(currentHash(), { deployment: onDeployment ? '1' : null }));
  }, [onDeployment, preview]);

  useEffect(() => {
    if (preview) return;
    document.title = `${talk.title ?? t('story.title')} · ${t('story.present.progress', { n: deck.scene + 1, total: slideCount() })}`;
  }, [deck.scene, lang, preview, talk]);

  useFullscreenRequests(!preview);
  usePresenterKeys({
    enabled: !preview,
    update,
    currentStep: () => store.getState().step,
    lastStep: () => sceneSteps(scene) - 1,
    toggleView,
    toggleDeployment,
    openSpeaker: () => {
      window.open(
        routeHref('/speaker', scene.id),
        'stale-pages-speaker',
        'popup,width=1280,height=800',
      );
    },
  });

  const kind = onDeployment ? 'deployment' : special ? slide.kind : showFigure ? 'figure' : 'live';
  return (
    <main
      className="sp-presenter"
      aria-label={label}
      data-scene={slide.id}
      data-view={kind}
      data-deck-theme={talk.theme}
      data-beat={builds > 0 ? deck.beat + 1 : undefined}
      data-chrome={chrome ? 'shown' : 'hidden'}
      data-preview={preview || undefined}
    >
      {!preview && (
        <LinkNotices
          className="link-notices--overlay"
          problems={storyLinkProblems}
          clean={withoutBadLang}
        />
      )}
      <header className="sp-slide-head">
        <p className="sp-slide-progress">
          {t('story.present.progress', { n: deck.scene + 1, total: slideCount() })}
        </p>
        <h1>
          {onDeployment
            ? t('stage.live.title')
            : closing
              ? t('stage.closing.title')
              : titleSlide
                ? talk.title
                : family
                  ? t(family.title)
                  : t(scene.title, vars)}
        </h1>
        {titleSlide && !onDeployment && talk.subtitle && <p>{talk.subtitle}</p>}
        {!special && !onDeployment && <RichText text={t(scene.slide, vars)} />}
        {family && !onDeployment && <RichText text={t(family.lead)} />}
      </header>
      <h2 className="sr-only">{t('story.ui.liveView')}</h2>
      <div
        className="sp-slide-view"
        ref={view}
        inert
        data-testid="story-stage"
        data-emphasis={scene.emphasis}
        data-view={kind}
      >
        {onDeployment ? (
          <DeploymentSlide {...deployment} />
        ) : closing ? (
          <ClosingSlide talk={talk} />
        ) : titleSlide ? (
          <TitleSlide talk={talk} />
        ) : family ? (
          <Suspense fallback={null}>
            <FamilySlide slide={family} beat={deck.beat} lang={lang} />
          </Suspense>
        ) : showFigure ? (
          <SlideFigure scene={scene} vars={vars} lang={lang} />
        ) : (
          <>
            {beat && (
              <p className="sp-slide-beat" data-testid="slide-beat">
                {t(beat.label)}
              </p>
            )}
            <StageSlide key={lang} panels={beat?.panels ?? panelsOf(scene)} />
          </>
        )}
      </div>
      {!preview && (
        <footer className="sp-slide-foot" data-testid="slide-foot">
          <p>{t('story.present.help')}</p>
          {hasFigure && !special && (
            <button type="button" aria-pressed={deck.live} onClick={toggleView}>
              {t(showFigure ? 'story.present.showLive' : 'story.present.showFigure')}
            </button>
          )}
          <button type="button" aria-pressed={onDeployment} onClick={toggleDeployment}>
            {t('stage.live.toggle')}
          </button>
          <button type="button" onClick={() => void printDeck(store)}>
            {t('stage.present.print')}
          </button>
          <button type="button" onClick={() => void printDeck(store, { notes: true })}>
            {t('stage.print.withNotes')}
          </button>
          <ExportButtons target={view} name={`stale-pages-slide-${slide.id}`} />
          <TalkLoader deck={deck} update={update} />
        </footer>
      )}
      {!preview && <TalkUrlNote state={urlTalk} />}
      {deck.blank && (
        <div className="sp-blank" role="status" data-testid="blank">
          <span className="sr-only">{t('story.present.blank')}</span>
        </div>
      )}
      {!preview && <PrintDeck />}
    </main>
  );
}
