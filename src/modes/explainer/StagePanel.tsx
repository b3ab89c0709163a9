/** The live view with the current step's sentence, replay controls and export buttons. */
import { lazy, Suspense, useRef } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Scene } from '../../story/scenes';
import { Narration } from '../../views/controls/Narration';
import { ExportButtons } from '../../views/export/ExportButtons';
import type { Vars } from '../../story/figures';
import type { Idents } from './links';
import { ScenarioBanner } from './ScenarioBanner';
import { SceneControls } from './SceneControls';
import { LIVE_ID } from './SkipLinks';
import { StepStatus } from './StepStatus';
import { StageSlot } from '../../views/stage/StageSlot';
import { PoolSummaryLive } from '../../views/pools/summaryLive';
import { ViewFit } from '../../views/stage/ViewFit';

/** Drawn once the identifiers have loaded (after the first screen): loaded with them. */
const OnScreenTerms = lazy(() =>
  import('./OnScreenTerms').then((m) => ({ default: m.OnScreenTerms })),
);

export function StagePanel({
  scene,
  vars,
  idents,
  onReset,
  onLeave,
  fit = false,
}: {
  scene: Scene;
  vars: Vars;
  /** the identifiers, once loaded: the names the view draws get their definitions */
  idents: Idents | null;
  onReset: () => void;
  /** focus left the view (for the replay button's hold on its scene) */
  onLeave?: () => void;
  /** set to the box (the sticky view beside the text); on a phone it takes its own height */
  fit?: boolean;
}) {
  const lang = useLang();
  const view = useRef<HTMLDivElement>(null);
  return (
    <section
      className="sp-stage"
      id={LIVE_ID}
      tabIndex={-1}
      aria-label={t('story.ui.liveView')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onLeave?.();
      }}
    >
      <ScenarioBanner scene={scene} />
      <div className="sp-narration">
        {/* the step is said once, by the status line below */}
        <Narration live={false} />
        <StepStatus scene={scene.id} />
      </div>
      <div
        className="sp-stage-view"
        ref={view}
        data-testid="story-stage"
        data-emphasis={scene.emphasis}
      >
        {/* the pool summaries are not live here: the status line speaks for the view */}
        <PoolSummaryLive.Provider value={false}>
          {fit ? (
            <ViewFit>
              <StageSlot key={lang} />
            </ViewFit>
          ) : (
            <StageSlot key={lang} />
          )}
        </PoolSummaryLive.Provider>
      </div>
      <div className="sp-stage-tools">
        <SceneControls onReset={onReset} />
        {idents && (
          <Suspense fallback={null}>
            <OnScreenTerms view={view} vars={vars} idents={idents} />
          </Suspense>
        )}
        <ExportButtons target={view} name={`stale-pages-${scene.id}`} compact />
      </div>
    </section>
  );
}
