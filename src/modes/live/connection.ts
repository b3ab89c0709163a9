/**
 * The browser's end of the live stream (`GET /live/events`, src/wire/live.ts). Each `session`
 * message (first on every connection, again when the nodes restart) starts a new engine run
 * on the session's scenario and hands it to the store's one way in (`show`, origin 'live') as a
 * source that grows: every request and tick message feeds the same run, and the views are told
 * it grew. The browser computes what `npm run simulate` would on the exported session: the
 * server sends requests and the clock, never results.
 */
import { createRun, lastStep, type EngineRun } from '../../engine';
import { appStore } from '../../store/store';
import type { SourceContext } from '../../store/show';
import { applyLive, decodeLive, type LiveMessage, type LiveView } from '../../wire/live';

export type ConnState = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface LiveHandlers {
  onState(s: ConnState): void;
  onView(v: LiveView): void;
}

export interface LiveConnection {
  setFollow(on: boolean): void;
  close(): void;
}

export function connectLive(url: string, h: LiveHandlers): LiveConnection {
  let follow = true;
  let view: LiveView | null = null;
  let run: EngineRun | null = null;
  let ctx: SourceContext | null = null;
  let ctxWaiters: ((c: SourceContext) => void)[] = [];

  const show = () => {
    if (!run || !ctx) return;
    const trace = run.trace();
    ctx.grow(trace);
    if (follow) appStore.getState().setStep(lastStep(trace));
  };

  const start = (m: Extract<LiveMessage, { type: 'session' }>) => {
    const r = createRun({ ...m.scenario, requests: [] });
    for (const spec of m.scenario.requests) r.add(spec);
    r.advanceTo(m.tick);
    run = r;
    ctx = null;
    const asked = {
      name: 'live',
      origin: 'live' as const,
      base: m.scenario,
      config: m.scenario.config,
    };
    void appStore.getState().show(asked, {
      kind: 'run',
      run: (c) =>
        new Promise((_resolve, reject) => {
          // a live run never completes: it ends when a new session or another view replaces it
          c.signal.addEventListener('abort', () => reject(new Error('live session replaced')));
          if (run !== r) return;
          ctx = c;
          show();
          for (const w of ctxWaiters) w(c);
          ctxWaiters = [];
        }),
    });
  };

  const onMessage = (m: LiveMessage) => {
    view = applyLive(view, m);
    if (view) h.onView(view);
    if (m.type === 'session') return start(m);
    if (!run || !view || m.epoch !== view.epoch) return;
    if (m.type === 'request') {
      if (!run.scenario.requests.some((r) => r.id === m.spec.id)) run.add(m.spec);
    } else if (m.type === 'tick') {
      if (m.tick > run.tick) run.advanceTo(m.tick);
    } else {
      const i = run.scenario.requests.findIndex((r) => r.id === m.id);
      if (i >= 0 && run.verdict(i) === null) run.abort(i);
    }
    show();
  };

  h.onState('connecting');
  const es = new EventSource(url);
  es.onopen = () => h.onState('connected');
  es.onerror = () => h.onState(es.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
  es.onmessage = (ev: MessageEvent<string>) => {
    const m = decodeLive(ev.data);
    if (m) onMessage(m);
  };
  return {
    setFollow(on) {
      follow = on;
      if (on) show();
    },
    close() {
      es.close();
      run = null;
      ctx = null;
    },
  };
}
