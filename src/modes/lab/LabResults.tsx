/**
 * The Explore views on the workbench's last run: the trace is in the app store (put there by
 * the store's one way in, the engine running in its worker); this composes the views and, as
 * the Explore screen does, hands their preparers to the store so a new trace is prepared for
 * them (in slices) before it is shown.
 */
import { useEffect } from 'react';
import { t } from '../../i18n';
import '../../i18n/lab';
import { useApp, useAppStore, useLang } from '../../store/react';
import { ComputingIndicator } from '../../views/controls/ComputingIndicator';
import { Narration } from '../../views/controls/Narration';
import { PlaybackBar } from '../../views/controls/PlaybackBar';
import { Timeline, prepareTimeline } from '../../views/controls/Timeline';
import { usePlayback } from '../../views/controls/usePlayback';
import { PoolView, preparePoolViews } from '../../views/pools/PoolView';
import { QueuesView } from '../../views/queues/QueuesView';
import { ResponsePanel } from '../../views/response/ResponsePanel';
import { TopologyView } from '../../views/topology/TopologyView';

/** What the views below do once per new trace, before the store shows it. */
export const LAB_PREPARERS = [preparePoolViews, prepareTimeline];

export function LabResults({ name }: { name: string }) {
  const store = useAppStore();
  useLang();
  useEffect(() => {
    store.getState().setPreparers(LAB_PREPARERS);
    return () => store.getState().setPreparers([]);
  }, [store]);
  usePlayback();
  const ready = useApp((s) => s.display?.asked.name === name);
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
