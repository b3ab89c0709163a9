/**
 * The browser's end of the live stream (`GET /live/events`, src/wire/live.ts). Each `session`
 * message (first on every connection, again when the nodes restart) starts a new engine run
 * on the session's scenario up to the session's clock and hands it to the store's one way in
 * (`show`, origin 'live'); every request, tick and abort message does so again (coalesced),
 * with a new trace: the views cache their models per trace object, and a run's trace that
 * grows in place keeps the same object. The browser computes what `npm run simulate` would on the exported session: the
 * server sends requests and the clock, never results.
 */
import { createRun, lastStepOf, type Trace } from '../../engine';
import { appStore } from '../../store/store';
import { applyLive, decodeLive, type LiveView } from '../../wire/live';

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

/**
 * The session up to its clock, as the server's engine ran it: the requests at their arrival
 * ticks, the aborts at theirs. A new trace each time (the views cache per trace).
 */
export function traceOf(view: LiveView, aborts: ReadonlyMap<string, number>): Trace {
  const run = createRun(view.scenario);
  const ids = view.scenario.requests.map((r) => r.id);
  const byTick = [...aborts].sort((a, b) => a[1] - b[1]);
  for (const [id, tick] of byTick) {
    const i = ids.indexOf(id);
    if (i < 0) continue;
    if (tick > run.tick) run.advanceTo(tick);
    if (run.verdict(i) === null) run.abort(i);
  }
  if (view.tick > run.tick) run.advanceTo(view.tick);
  return run.trace();
}

export function connectLive(url: string, h: LiveHandlers): LiveConnection {
  let follow = true;
  let view: LiveView | null = null;
  const aborts = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const rebuild = () => {
    timer = null;
    if (!view) return;
    const trace = traceOf(view, aborts);
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
        if (follow && appStore.getState().trace === trace)
          appStore.getState().setStep(lastStepOf(trace));
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
    const m = decodeLive(ev.data);
    if (!m) return;
    if (m.type === 'session') aborts.clear();
    if (m.type === 'abort' && view && m.epoch === view.epoch) aborts.set(m.id, m.tick);
    view = applyLive(view, m);
    if (view) h.onView(view);
    later();
  };
  return {
    setFollow(on) {
      follow = on;
      if (on) later();
    },
    close() {
      es.close();
      if (timer) clearTimeout(timer);
      view = null;
    },
  };
}
