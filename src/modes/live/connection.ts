/**
 * `#/live`'s end of the live stream: the stream every live view of this origin shares
 * (src/wire/liveStream.ts: one connection per browser, reconnected by itself) hands each new
 * trace of the session to the store's one way in (`show`, origin 'live'), keeping the step at
 * the end while "Follow live" is ticked, and the response panel on the response worth looking
 * at (the first wrong one, else the latest) until the reader picks a request.
 */
import { lastStepOf, storyRequest, type Trace } from '../../engine';
import type { AppStoreApi } from '../../store/store';
import { browserEnv } from '../../views/live/liveEnv';
import type { LiveView } from '../../wire/live';
import { openLiveStream, type StreamEnv, type StreamState } from '../../wire/liveStream';

export type ConnState = StreamState;

export interface LiveHandlers {
  onState(s: ConnState): void;
  onView(v: LiveView): void;
}

export interface LiveConnection {
  setFollow(on: boolean): void;
  close(): void;
}

export function connectLive(
  store: AppStoreApi,
  url: string,
  h: LiveHandlers,
  env: StreamEnv | null = browserEnv(),
): LiveConnection {
  let follow = true;
  /**
   * The reader chose a request for the response panel (the picker, a request on the path):
   * a change of selection that came with no new trace and was not this connection's. Cleared
   * when the nodes restart (a new epoch: other requests) and when "Follow live" is ticked.
   */
  let picked = false;
  let choosing = false;
  let epoch: number | null = null;
  let last: { view: LiveView; trace: Trace } | null = null;
  const unwatch = store.subscribe((s, prev) => {
    if (s.selected !== prev.selected && s.display?.trace === prev.display?.trace && !choosing)
      picked = true;
  });

  const show = (view: LiveView, trace: Trace) => {
    last = { view, trace };
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
    // a trace computed already is adopted in this call: the step and the selection follow it
    // in the same task, so that the views render once per update, not once for the new trace
    // at the old step and again at the last one
    void store.getState().show(asked, { kind: 'ready', trace }, { keepStep: true });
    const st = store.getState();
    if (!follow || st.display?.trace !== trace) return;
    st.setStep(lastStepOf(trace));
    // until the reader picks one, the response worth looking at (the first wrong one, else
    // the latest); a request the reader picked stays
    const worth = trace.verdicts.length > 0 ? storyRequest(trace) : null;
    if (picked || worth === st.selected) return;
    choosing = true;
    st.select(worth);
    choosing = false;
  };

  if (!env) {
    h.onState('absent');
    return { setFollow: (on) => void (follow = on), close: unwatch };
  }
  // a tab nobody sees keeps the session (the feed runs on) but draws nothing: with a class's
  // tabs open on two cores, the hidden ones' views took the CPU the one on screen needed. It
  // shows the latest once seen again.
  const hidden = () => typeof document !== 'undefined' && document.hidden;
  let behind: { view: LiveView; trace: Trace } | null = null;
  const onVisible = () => {
    if (hidden() || !behind) return;
    const b = behind;
    behind = null;
    h.onView(b.view);
    show(b.view, b.trace);
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  const stream = openLiveStream(url, env, {
    onState: (s) => h.onState(s),
    onUpdate(view, trace) {
      if (hidden()) {
        behind = { view, trace };
        return;
      }
      behind = null;
      h.onView(view);
      show(view, trace);
    },
  });
  return {
    setFollow(on) {
      follow = on;
      if (on) {
        picked = false;
        if (last) show(last.view, { ...last.trace });
      }
    },
    close() {
      unwatch();
      stream.close();
      if (typeof document !== 'undefined')
        document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
