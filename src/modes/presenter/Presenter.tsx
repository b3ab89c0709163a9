/**
 * The presenter (`#/present`): one scene per slide, full screen, big type, high contrast.
 * Shares its state with the speaker view (`#/speaker`) over BroadcastChannel.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { showScene, sceneSteps } from '../../story/drive';
import { storyVars } from '../../story/figures';
import { currentHash, hashWithScene, replaceHash, routeHref } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/scenarios';
import { SCENES } from '../../story/scenes';
import { appStore } from '../../store/store';
import { ExportButtons } from '../../views/export/ExportButtons';
import { LinkNotices } from '../../views/page/LinkNotices';
import { RichText } from '../../views/shared/RichText';
import { StageSlot } from '../../views/stage/StageSlot';
import { SlideFigure } from './SlideFigure';
import { useDeck } from './useDeck';
import { usePresenterKeys } from './usePresenterKeys';
import './presenter.css';

export function Presenter() {
  const lang = useLang();
  const [deck, update] = useDeck();
  const view = useRef<HTMLDivElement>(null);
  const scene = SCENES[deck.scene]!;
  const vars = storyVars(lang, traceFor('incident').trace);
  // a scene with a figure shows it full size; V (or the button) switches to the live view
  const [liveFor, setLiveFor] = useState<string | null>(null);
  const live = liveFor === scene.id;
  const toggleView = () => setLiveFor((v) => (v === scene.id ? null : scene.id));
  const hasFigure = (scene.extras ?? []).length > 0;
  const showFigure = hasFigure && !live;

  useEffect(() => {
    showScene(scene, deck.step ?? undefined);
    replaceHash(hashWithScene(currentHash(), scene.id));
  }, [scene, deck.step]);

  useEffect(() => {
    document.title = `${t('story.title')} · ${t('story.present.progress', { n: deck.scene + 1, total: SCENES.length })}`;
  }, [deck.scene, lang]);

  usePresenterKeys({
    update,
    currentStep: () => appStore.getState().step,
    lastStep: () => sceneSteps(scene) - 1,
    toggleView,
    openSpeaker: () => {
      window.open(
        routeHref('/speaker', scene.id),
        'stale-pages-speaker',
        'popup,width=1100,height=760',
      );
    },
  });

  return (
    <main
      className="sp-presenter"
      aria-label={t('story.present.label')}
      data-scene={scene.id}
      data-view={showFigure ? 'figure' : 'live'}
    >
      <LinkNotices
        className="link-notices--overlay"
        problems={storyLinkProblems}
        clean={withoutBadLang}
      />
      <header className="sp-slide-head">
        <p className="sp-slide-progress">
          {t('story.present.progress', { n: deck.scene + 1, total: SCENES.length })}
        </p>
        <h1>{t(scene.title, vars)}</h1>
        <RichText text={t(scene.slide, vars)} />
      </header>
      <h2 className="sr-only">{t('story.ui.liveView')}</h2>
      <div
        className="sp-slide-view"
        ref={view}
        data-testid="story-stage"
        data-emphasis={scene.emphasis}
        data-view={showFigure ? 'figure' : 'live'}
      >
        {showFigure ? (
          <SlideFigure scene={scene} vars={vars} lang={lang} />
        ) : (
          <StageSlot key={lang} />
        )}
      </div>
      <footer className="sp-slide-foot">
        <p>{t('story.present.help')}</p>
        {hasFigure && (
          <button type="button" aria-pressed={live} onClick={toggleView}>
            {t(live ? 'story.present.showFigure' : 'story.present.showLive')}
          </button>
        )}
        <ExportButtons target={view} name={`stale-pages-slide-${scene.id}`} />
      </footer>
      {deck.blank && (
        <div className="sp-blank" role="status" data-testid="blank">
          <span className="sr-only">{t('story.present.blank')}</span>
        </div>
      )}
    </main>
  );
}
