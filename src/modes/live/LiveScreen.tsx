/**
 * #/live: the stand-in deployment of `npm run live` (same origin), watched as it runs in the
 * Explore views. Requests appear as the router takes them in; follow-live keeps the last
 * step on screen, turning it off leaves the timeline to scrub back. Composes views only.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { t, type Lang } from '../../i18n';
import type { Config } from '../../engine';
import { loadLiveDict } from '../../i18n/live';
import { useApp, useAppStore, useLang } from '../../store/react';
import { PlaybackBar } from '../../views/controls/PlaybackBar';
import { Timeline, prepareTimeline } from '../../views/controls/Timeline';
import { PoolView, preparePoolViews } from '../../views/pools/PoolView';
import { PoolSummaryLive } from '../../views/pools/summaryLive';
import { QueuesView } from '../../views/queues/QueuesView';
import { ResponsePanel } from '../../views/response/ResponsePanel';
import { TopologyView } from '../../views/topology/TopologyView';
import type { LiveView } from '../../wire/live';
import { connectLive, type ConnState, type LiveConnection } from './connection';
import { LiveControls } from './LiveControls';
import { useWide } from './useWide';
import '../../views/controls/controls.css';
import '../../views/controls/panels.css';
import './live.css';
import { askedNow, shownTrace } from '../../store/selectors';

const PREPARERS = [preparePoolViews, prepareTimeline];

export function LiveScreen() {
  const store = useAppStore();
  const lang = useLang();
  useEffect(() => void loadLiveDict(lang), [lang]);
  const [state, setState] = useState<ConnState>('connecting');
  const [view, setView] = useState<LiveView | null>(null);
  const [follow, setFollow] = useState(true);
  const conn = useRef<LiveConnection | null>(null);
  useEffect(() => {
    store.getState().setPreparers(PREPARERS);
    const c = connectLive(store, '/live/events', { onState: setState, onView: setView });
    conn.current = c;
    return () => {
      c.close();
      store.getState().setPreparers([]);
    };
  }, [store]);
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <div className="live">
      <header className="live__header">
        <h1>
          <a href="#/">{t('explore.app.name')}</a> <span>{t('live.title')}</span>
        </h1>
        <p className="live-note">{t('live.intro')}</p>
        <p className="live-status" data-testid="live-state" data-state={state}>
          {t('live.conn.label')}: <strong>{t(`live.conn.${state}`)}</strong>
          {view && (
            <>
              {' · '}
              <span data-testid="live-session">
                {t('live.session', { n: view.scenario.requests.length, tick: view.tick })}
              </span>
              {' · '}
              {t('live.epoch', { n: view.epoch + 1 })}
            </>
          )}
        </p>
        <div className="live-tools">
          <label title={t('live.follow.hint')}>
            <input
              type="checkbox"
              checked={follow}
              onChange={(e) => {
                setFollow(e.target.checked);
                conn.current?.setFollow(e.target.checked);
              }}
            />{' '}
            {t('live.follow')}
          </label>
          <a className="live-export" href="/live/scenario" download="live-session.json">
            {t('live.export')}
          </a>
        </div>
      </header>
      {view && view.scenario.requests.length === 0 && (
        <div className="live-empty">
          <p>{t('live.empty')}</p>
          <pre>{`curl -s ${origin}/generate -H 'Content-Type: application/json' -H 'Authorization: Bearer ${view.scenario.tenants[0]?.id ?? 'a'}' -d '{"text": "hello"}'`}</pre>
        </div>
      )}
      {view && view.aborted.length > 0 && (
        <p className="live-note">{t('live.aborted', { ids: view.aborted.join(', ') })}</p>
      )}
      <LiveGrid config={view?.scenario.config ?? null} lang={lang} follow={follow} />
    </div>
  );
}

/**
 * The views, apart from the header: each reads the store itself, so a new session line (each
 * message) re-renders the header only; the views render once per update, when the store has it.
 */
const LiveGrid = memo(function LiveGrid({
  config,
  follow,
}: {
  config: Config | null;
  /** the language: the controls' texts follow it */
  lang: Lang;
  /** "Follow live" ticked: the path's chips jump to their place (live.css) */
  follow: boolean;
}) {
  const ready = useApp((s) => shownTrace(s) !== null && askedNow(s)?.origin === 'live');
  // a window wide enough: the request path gets a row of its own, in its one-row arrangement
  // at reading size (every text 12 px or more as drawn at 1280 × 720); narrower, it fits its
  // width as elsewhere (remounted on the change: the path reads its arrangement once)
  const row = useWide();
  return (
    <main className="live__grid">
      <section className="live__story">
        <PlaybackBar />
        <Timeline />
      </section>
      {ready && (
        <section
          className="live__path"
          key={row ? 'row' : 'fit'}
          data-topology={row ? 'row' : undefined}
          data-follow={follow || undefined}
        >
          <TopologyView />
        </section>
      )}
      <section className="live__response">{ready && <ResponsePanel />}</section>
      <aside className="live__side">{config && <LiveControls config={config} />}</aside>
      {ready && (
        <section className="live__main2">
          {/* following live traffic, the pools change several times a second: their summaries
              stay each map's description but are not announced (the accessibility review
              counted 8 queued within a second for two small requests); unticked, the reader's
              own steps are announced again */}
          <PoolSummaryLive.Provider value={!follow}>
            <PoolView node="prefill" />
            <PoolView node="decode" />
          </PoolSummaryLive.Provider>
          <QueuesView node="prefill" />
          <QueuesView node="decode" />
        </section>
      )}
    </main>
  );
});
