/**
 * The explore screen (#/explore): narration and playback on top, the views below, response,
 * switchboard and event log at the side. The DOM order is the phone's reading and tab order
 * (story, topology, response, switches, log, pools, queues); wide screens place it in two
 * columns with grid areas. Composes views; draws nothing itself.
 */
import { useEffect } from 'react';
import { t } from '../../i18n';
import { useApp, useAppStore, useLangStrings } from '../../store/react';
import { startUrlSync } from '../../store/sync';
import { ComputingIndicator } from '../../views/controls/ComputingIndicator';
import { EventLog } from './EventLog';
import { FileLoader } from './FileLoader';
import { FixSwitchboard } from './FixSwitchboard';
import { LoadProblems } from './LoadProblems';
import { Narration } from '../../views/controls/Narration';
import { Notices } from './Notices';
import { PlaybackBar } from '../../views/controls/PlaybackBar';
import { ScenarioAbout } from './ScenarioAbout';
import { ScenarioPicker } from './ScenarioPicker';
import { ShortcutsButton } from './ShortcutsButton';
import { ShortcutsDialog } from './ShortcutsDialog';
import { ThemeToggle } from '../../views/controls/ThemeToggle';
import { Timeline, prepareTimeline } from '../../views/controls/Timeline';
import { useFileDrop } from './useFileDrop';
import { usePlayback } from '../../views/controls/usePlayback';
import { useShortcuts } from './useShortcuts';
import { PoolView, preparePoolViews } from '../../views/pools/PoolView';
import { QueuesView } from '../../views/queues/QueuesView';
import { ResponsePanel } from '../../views/response/ResponsePanel';
import { TopologyView } from '../../views/topology/TopologyView';
import '../../views/controls/controls.css';
import '../../views/controls/story.css';
import '../../views/controls/panels.css';
import '../../views/controls/messages.css';
import './explore.css';
import { shownTrace } from '../../store/selectors';
import '../../i18n/onDemand';

/** What the views below do once per new trace, before the store shows it. */
const PREPARERS = [preparePoolViews, prepareTimeline];

export function ExploreScreen() {
  const store = useAppStore();
  const strings = useLangStrings();
  // before the URL sync's first run: the store prepares each trace for these views
  useEffect(() => {
    store.getState().setPreparers(PREPARERS);
    return () => store.getState().setPreparers([]);
  }, [store]);
  useEffect(() => startUrlSync(store, '/explore'), [store]);
  useEffect(() => {
    const before = document.title;
    document.title = `${t('explore.title')} · ${t('explore.app.name')}`;
    return () => {
      document.title = before;
    };
    // set again in another language, once its strings have arrived
  }, [strings]);
  usePlayback();
  useShortcuts();
  const { dragging, handlers } = useFileDrop();
  // the views mount once the first trace exists (they size their canvases on mount)
  const ready = useApp((s) => shownTrace(s) !== null);
  return (
    <div className="explore" {...handlers}>
      <a
        className="skip-link"
        href="#explore-controls"
        onClick={(e) => {
          // a hash router: move focus without touching the URL
          e.preventDefault();
          document.getElementById('explore-controls')?.focus();
        }}
      >
        {t('explore.skip')}
      </a>
      <header className="explore__header">
        <div className="explore__brand">
          <h1>
            <a href="#/">{t('explore.app.name')}</a>
            <span className="explore__sub">{t('explore.title')}</span>
          </h1>
        </div>
        <div className="explore__tools">
          <a className="explore__nav" href="#/lab">
            {t('explore.nav.lab')}
          </a>
          <ScenarioPicker />
          <FileLoader />
          <ShortcutsButton />
          <ThemeToggle />
        </div>
      </header>
      <main className="explore__grid">
        <div className="explore__messages">
          <Notices />
          <LoadProblems />
          <ComputingIndicator />
        </div>
        <div className="explore__layout">
          <div className="explore__main1">
            <section className="explore__story" id="explore-controls" tabIndex={-1}>
              <Narration />
              <PlaybackBar />
              <Timeline />
            </section>
            {ready && (
              <div className="explore__topology">
                <TopologyView />
              </div>
            )}
          </div>
          <div className="explore__side">
            {ready && (
              <div className="explore__response">
                <ResponsePanel />
              </div>
            )}
            <FixSwitchboard />
            <EventLog />
            <ScenarioAbout />
          </div>
          {ready && (
            <div className="explore__main2">
              <div className="explore__pools">
                <PoolView node="prefill" />
                <PoolView node="decode" />
              </div>
              <div className="explore__queues">
                <QueuesView node="prefill" />
                <QueuesView node="decode" />
              </div>
            </div>
          )}
        </div>
      </main>
      <ShortcutsDialog />
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <p>{t('explore.file.drop')}</p>
        </div>
      )}
    </div>
  );
}
