/**
 * The Explore views on the workbench's last run: the trace is in the app store (put there by
 * the store's runScenario, the engine running in its worker); this only composes the views.
 */
import { t } from '../../i18n';
import '../../i18n/lab';
import { useApp, useLang } from '../../store/react';
import { ComputingIndicator } from '../../views/controls/ComputingIndicator';
import { Narration } from '../../views/controls/Narration';
import { PlaybackBar } from '../../views/controls/PlaybackBar';
import { Timeline } from '../../views/controls/Timeline';
import { usePlayback } from '../../views/controls/usePlayback';
import { PoolView } from '../../views/pools/PoolView';
import { QueuesView } from '../../views/queues/QueuesView';
import { ResponsePanel } from '../../views/response/ResponsePanel';
import { TopologyView } from '../../views/topology/TopologyView';

export function LabResults({ name }: { name: string }) {
  useLang();
  usePlayback();
  const ready = useApp((s) => s.trace !== null && s.shown?.name === name);
  return (
    <section className="lab-results" aria-labelledby="lab-results-title">
      <h3 id="lab-results-title">{t('lab.results.title')}</h3>
      <ComputingIndicator />
      {!ready ? (
        <p className="lab-muted">{t('lab.results.none')}</p>
      ) : (
        <>
          <div className="lab-results__story">
            <Narration />
            <PlaybackBar />
            <Timeline />
          </div>
          <div className="lab-results__grid">
            <div className="lab-results__topology">
              <TopologyView />
            </div>
            <div className="lab-results__response">
              <ResponsePanel />
            </div>
          </div>
          <div className="lab-results__pools">
            <PoolView node="prefill" />
            <PoolView node="decode" />
          </div>
          <div className="lab-results__queues">
            <QueuesView node="prefill" />
            <QueuesView node="decode" />
          </div>
        </>
      )}
    </section>
  );
}
