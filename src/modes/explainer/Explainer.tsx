/**
 * The explainer (`#/`): a scrolling article; the scene in the middle of the viewport drives
 * the live view (sticky beside the text on desktop, between the text blocks on a phone).
 * Each scene is deep-linkable (`#/?scene=<id>`); the language lives in the URL too.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { useAppStore, useLang, useLangStrings } from '../../store/react';
import { sceneSteps, showRun, showScene } from '../../story/drive';
import { storyVars } from '../../story/figures';
import { hashWithScene, replaceHash, routeHref, sceneFromHash } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import { traceFor } from '../../story/sceneTraces';
import { isSceneId, SCENES, sceneIndex, type Scene, type SceneId } from '../../story/scenes';
import { VARIANTS } from '../../story/variants';
import { Glossary } from './Glossary';
import { useTermLinks } from './useTermLinks';
import { TextLinks } from '../../views/shared/RichText';
import { LanguageSelect } from '../../views/page/LanguageSelect';
import { LinkNotices } from '../../views/page/LinkNotices';
import { plainText, RichText } from '../../views/shared/RichText';
import { loadOnce } from '../../views/shared/loadOnce';
import { focusHeading, SceneNav } from './SceneNav';
import { ARTICLE_ID, LIVE_ID, SkipLinks } from './SkipLinks';
import { SceneSection } from './SceneSection';
import { StagePanel } from './StagePanel';
import { TodoBox, TopBox } from './TopBox';
import { useActiveScene } from './useActiveScene';
import { useIsPhone } from './useIsPhone';
import { useReaderPlace } from './useReaderPlace';
import './explainer.css';
import './layout.css';
import './parts.css';
import './tools.css';

/**
 * The figures below the scenes' text load after the first render (the initial-JS budget), with
 * what they are drawn from (the fixes table's runs, the timeline, the record).
 */
interface Figures {
  SceneFigures: typeof import('../../views/figures/SceneFigures').SceneFigures;
  figureData: typeof import('../../story/figureData').figureData;
}
const loadFigures = loadOnce((): Promise<Figures> =>
  Promise.all([import('../../views/figures/SceneFigures'), import('../../story/figureData')]).then(
    ([v, d]) => ({ SceneFigures: v.SceneFigures, figureData: d.figureData }),
  ),
);
/** The closing chapter ("Not a one-off") loads on demand too, with its strings (./family/loadChapter.ts). */
type Family = typeof import('./family/FamilyChapter').FamilyChapter;
const loadFamily = loadOnce(() => import('./family/loadChapter').then((m) => m.loadChapter()));

export function Explainer() {
  const store = useAppStore();
  const lang = useLang();
  // the title is set again when the language's strings arrive
  const strings = useLangStrings();
  const phone = useIsPhone();
  const article = useRef<HTMLElement>(null);
  // a deep link names its scene; without one the article starts at the top
  const [linked] = useState(() => sceneFromHash());
  const { capture, restore, holding, scrollTo, release } = useReaderPlace(article, linked);
  const [view, setView] = useState<{ scene: SceneId; variant: string | null }>(() => ({
    scene: linked ?? SCENES[0]!.id,
    variant: null,
  }));
  const active = view.scene;
  const vars = storyVars(lang, traceFor('incident').trace);
  const scene = SCENES[sceneIndex(active)]!;
  const links = useTermLinks(lang, vars);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [FamilyChapter, setFamily] = useState<Family | null>(null);
  useEffect(() => {
    let live = true;
    void loadFigures().then((f) => live && setFigures(f));
    void loadFamily().then((f) => live && setFamily(() => f));
    return () => {
      live = false;
    };
  }, []);
  const setActive = useCallback(
    (id: SceneId) => setView((v) => (v.scene === id ? v : { scene: id, variant: null })),
    [],
  );

  // the live view follows the active scene (or the chosen fix); the URL records the scene
  useEffect(() => {
    const s = SCENES[sceneIndex(view.scene)]!;
    const v = VARIANTS.find((x) => x.id === view.variant);
    if (v) showRun(store, v.scenario, v.switches, s, undefined, v.tweak);
    else showScene(store, s);
    replaceHash(hashWithScene(location.hash, s.id));
  }, [view, store]);

  // a jump to a scene (the scene list, an anchor link, Back/Forward) brings its heading to the
  // top and moves focus there (WCAG 2.4.3). On a phone, making it active collapses the previous
  // scene's live view (about 2,000 px) above it: once that has committed, the heading is
  // brought back to the top (below), whether or not the browser anchors the scroll.
  const jumped = useRef<SceneId | null>(null);
  const jump = useCallback(
    (id: SceneId) => {
      release();
      jumped.current = id;
      scrollTo(id);
      focusHeading(id);
      setActive(id);
    },
    [release, scrollTo, setActive],
  );
  useLayoutEffect(() => {
    if (jumped.current !== view.scene) return;
    jumped.current = null;
    scrollTo(view.scene);
    focusHeading(view.scene);
  }, [view.scene, scrollTo]);

  // a deep link scrolls to its scene on load; anchor links and Back/Forward do the same
  useEffect(() => {
    if (linked) scrollTo(linked);
    else capture();
    const onHash = () => {
      const id = sceneFromHash();
      if (id) jump(id);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [linked, capture, scrollTo, jump]);

  useEffect(() => {
    document.title = `${t('story.title')}: ${t(scene.title, vars)}`;
  }, [scene, vars, strings]);

  // another language sets every scene's text again (longer in French and Dutch), its strings
  // arrive after the switch, and the figures after the first render: each time, the part of
  // the scene the reader was at goes back where it was (useReaderPlace)
  const laidOut = useRef({ lang, loaded: strings.loaded, figures: figures !== null });
  useLayoutEffect(() => {
    const before = laidOut.current;
    const now = { lang, loaded: strings.loaded, figures: figures !== null };
    laidOut.current = now;
    const relaid =
      before.lang !== now.lang || before.loaded !== now.loaded || before.figures !== now.figures;
    if (!relaid) return;
    // a deep link stays on its scene until the reader moves (before the figures arrive, the
    // page may be too short to bring the scene to the top)
    if (linked && holding()) scrollTo(linked);
    else restore();
  }, [lang, strings, figures, linked, restore, holding, scrollTo]);

  // "Replay this scene" (after each heading) puts the scene in the live view and moves focus
  // to its step buttons; while focus stays in the view, scrolling does not change its scene
  // (the scene the reader scrolls to meanwhile is followed once focus leaves it)
  const held = useRef(false);
  const seen = useRef<SceneId | null>(null);
  const [replayed, setReplayed] = useState<{ id: SceneId; n: number } | null>(null);
  // the status line, written in place (a DOM update once focus has moved, not a render)
  const said = useRef<HTMLParagraphElement>(null);
  const onActive = useCallback(
    (id: string) => {
      if (!isSceneId(id)) return;
      seen.current = id;
      if (!held.current) setActive(id);
    },
    [setActive],
  );
  useActiveScene(article, onActive);
  const replay = useCallback(
    (s: Scene) => {
      held.current = true;
      showScene(store, s);
      setView({ scene: s.id, variant: null });
      if (said.current) said.current.textContent = '';
      setReplayed((r) => ({ id: s.id, n: (r?.n ?? 0) + 1 }));
    },
    [store],
  );
  const leaveLive = useCallback(() => {
    if (!held.current) return;
    held.current = false;
    if (seen.current) setActive(seen.current);
  }, [setActive]);
  useLayoutEffect(() => {
    if (!replayed || replayed.id !== view.scene) return;
    const live = document.getElementById(LIVE_ID);
    if (!live) return;
    // focus on the first step button that can be pressed (the last step has no forward)
    const buttons = ['forward', 'back'].map((k) =>
      live.querySelector<HTMLButtonElement>(`[data-replay-focus="${k}"]`),
    );
    (buttons.find((b) => b && !b.disabled) ?? live).focus();
    const s = SCENES[sceneIndex(replayed.id)]!;
    if (said.current)
      said.current.textContent = t('story.a11y.replayed', {
        n: sceneIndex(s.id) + 1,
        total: SCENES.length,
        title: plainText(t(s.title, vars)),
        step: store.getState().step,
        last: Math.max(0, sceneSteps(s) - 1),
      });
    // vars: the title in the language shown when the button was pressed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replayed]);

  const reset = () => {
    showScene(store, scene);
    setView({ scene: scene.id, variant: null });
  };
  const showVariant = (id: string) => setView({ scene: 'fixes', variant: id });

  return (
    <TextLinks.Provider value={links.linkers}>
      <div className="sp-explainer">
        <SkipLinks />
        {/* where "Replay this scene" took the reader (once, after focus has moved) */}
        <p className="sr-only" role="status" data-testid="replay-status" ref={said} />
        <LinkNotices
          className="link-notices--top"
          problems={storyLinkProblems}
          clean={withoutBadLang}
        />
        <header className="sp-header">
          <div className="sp-header-text">
            <h1>{t('story.title')}</h1>
            <p className="sp-subtitle">{t('story.subtitle', vars)}</p>
          </div>
          <nav className="sp-toolbar" aria-label={t('story.ui.toolbar')}>
            <LanguageSelect />
            <a href={routeHref('/present', scene.id)}>{t('story.ui.present')}</a>
            <a href={routeHref('/explore')}>{t('story.ui.explore')}</a>
            <a href={routeHref('/lab')}>{t('story.ui.lab')}</a>
          </nav>
        </header>
        <SceneNav active={active} vars={vars} onJump={jump} />
        <main className="sp-layout">
          <article className="sp-article" id={ARTICLE_ID} tabIndex={-1} ref={article}>
            <TopBox vars={vars} />
            {SCENES.map((s, i) => (
              <SceneSection
                key={s.id}
                scene={s}
                index={i}
                vars={vars}
                active={s.id === active}
                onReplay={() => replay(s)}
                slot={
                  phone ? (
                    <div className="sp-slot">
                      {s.id === active ? (
                        <StagePanel
                          scene={s}
                          vars={vars}
                          idents={links.idents}
                          onReset={reset}
                          onLeave={leaveLive}
                        />
                      ) : (
                        <button
                          type="button"
                          className="sp-slot-show"
                          onClick={() => setActive(s.id)}
                        >
                          {t('story.ui.showScene')}
                        </button>
                      )}
                    </div>
                  ) : null
                }
                extra={
                  (s.extras ?? []).length > 0 &&
                  (figures ? (
                    <figures.SceneFigures
                      data={figures.figureData(s, lang)}
                      vars={vars}
                      variant={view.variant}
                      onShow={showVariant}
                    />
                  ) : (
                    <p className="sp-standin">{t('story.ui.loadingView')}</p>
                  ))
                }
              />
            ))}
            {FamilyChapter && <FamilyChapter />}
            <TodoBox vars={vars} />
            <Glossary vars={vars} />
            <footer className="sp-sources">
              <RichText text={t('story.ui.sources', vars)} />
            </footer>
          </article>
          {!phone && (
            <aside className="sp-aside" data-topology="row">
              {/* not live: scrolling through scenes queued 13 titles; the heading says it */}
              <p className="sp-aside-title">
                {t('story.ui.sceneOf', { n: sceneIndex(active) + 1, total: SCENES.length })}:{' '}
                {t(scene.title, vars)}
              </p>
              <StagePanel
                scene={scene}
                vars={vars}
                idents={links.idents}
                onReset={reset}
                onLeave={leaveLive}
                fit
              />
            </aside>
          )}
        </main>
      </div>
    </TextLinks.Provider>
  );
}
