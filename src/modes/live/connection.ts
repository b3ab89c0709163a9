/**
 * The browser's end of the live stream (`GET /live/events`, src/wire/live.ts). Each `session`
 * message (first on every connection, again when the nodes restart) starts a new engine run
 * on the session's scenario up to the session's clock and hands it to the store's one way in
 * (`show`, origin 'live'); every request, tick and abort message does so again (coalesced),
 * with a new trace: the views cache their models per trace object, and a run's trace that
 * grows in place keeps the same object. The session and its trace come from the wire layer's
 * feed (src/wire/liveFeed.ts), which the deck's live slide shares.
 */
import { lastStepOf, storyRequest } from '../../engine';
import { appStore } from '../../store/store';
import type { LiveView } from '../../wire/live';
import { createLiveFeed } from '../../wire/liveFeed';

export type ConnState = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface LiveHandlers {
  onState(s: ConnState): void;
  onView(v: LiveView): void;
}

export interface LiveConnection {
  setFollow(on: boolean): void;
  close(): void;
}

/** At most one rebuild per this many ms while messages arrive. */
const REBUILD_MS = 50;

export function connectLive(url: string, h: LiveHandlers): LiveConnection {
  let follow = true;
  /**
   * The reader chose a request for the response panel (the picker, a request on the path):
   * a change of selection that came with no new trace and was not this connection's. Cleared
   * when the nodes restart (a new epoch: other requests) and when "Follow live" is ticked.
   */
  let picked = false;
  let choosing = false;
  let epoch: number | null = null;
  const unwatch = appStore.subscribe((s, prev) => {
    if (s.selected !== prev.selected && s.trace === prev.trace && !choosing) picked = true;
  });
  let feed = createLiveFeed();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const rebuild = () => {
    timer = null;
    const view = feed.view;
    const trace = feed.trace();
    if (!view || !trace) return;
    if (view.epoch !== epoch) {
      epoch = view.epoch;
      picked = false;
    }
    const asked = {
      name: 'live',
      origin: 'live' as const,
      base: view.scenario,
      config: view.scenario.config,
    };
    void appStore
      .getState()
      .show(asked, { kind: 'ready', trace }, { keepStep: true })
      .then(() => {
        const st = appStore.getState();
        if (!follow || st.trace !== trace) return;
        st.setStep(lastStepOf(trace));
        // until the reader picks one, the response worth looking at (the first wrong one, else
        // the latest), as the deck's live slide shows; a request the reader picked stays
        const worth = trace.verdicts.length > 0 ? storyRequest(trace) : null;
        if (picked || worth === st.selected) return;
        choosing = true;
        st.select(worth);
        choosing = false;
      });
  };
  const later = () => {
    timer ??= setTimeout(rebuild, REBUILD_MS);
  };

  h.onState('connecting');
  const es = new EventSource(url);
  es.onopen = () => h.onState('connected');
  es.onerror = () => h.onState(es.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
  es.onmessage = (ev: MessageEvent<string>) => {
    if (!feed.receive(ev.data)) return;
    if (feed.view) h.onView(feed.view);
    later();
  };
  return {
    setFollow(on) {
      follow = on;
      if (on) {
        picked = false;
        later();
      }
    },
    close() {
      unwatch();
      es.close();
      if (timer) clearTimeout(timer);
      feed = createLiveFeed();
    },
  };
}
