/**
 * A live slide: the panels of the live view its scene is about (the response with both
 * verdicts, the two KV pools with their limits, the request and the queue it waits in), set
 * for the room by StageFit: laid out once and zoomed to fill the slide, never scrolled.
 */
import { useApp, useLang } from '../../store/react';
import { PoolView } from '../pools/PoolView';
import { ResponsePanel } from '../response/ResponsePanel';
import { StageFit } from './StageFit';
import { StageRequest } from './StageRequest';
import './stage.css';
import './stageSlide.css';
import { shownTrace } from '../../store/selectors';

/** A part of the live view a slide can show. */
export type StagePanel = 'response' | 'pools' | 'request';

function Panel({ panel }: { panel: StagePanel }) {
  switch (panel) {
    case 'response':
      return <ResponsePanel />;
    case 'request':
      return <StageRequest />;
    default:
      return (
        <div className="stage-slide__pools">
          <PoolView node="prefill" />
          <PoolView node="decode" />
        </div>
      );
  }
}

export function StageSlide({ panels }: { panels: readonly StagePanel[] }) {
  const lang = useLang();
  const ready = useApp((s) => shownTrace(s) !== null);
  const step = useApp((s) => s.step);
  if (!ready) return null;
  return (
    <div className="stage-slide" data-panels={panels.join(' ')}>
      <StageFit refit={`${panels.join()}|${lang}|${step}`}>
        <div className="stage-slide__panels">
          {panels.map((p) => (
            <div key={p} className="stage-slide__panel" data-panel={p}>
              <Panel panel={p} />
            </div>
          ))}
        </div>
      </StageFit>
    </div>
  );
}
