/**
 * The browser's side of the live stream, shared by `#/live` (src/modes/live/connection.ts) and
 * the deck's live slide (src/modes/presenter/useDeployment.ts): the session as the messages
 * build it, the aborts it announced, and the trace the engine computes for it. The server
 * sends requests and the clock, never results: the trace is what `npm run simulate` computes
 * on the exported session, the aborts applied at their ticks.
 */
import { createRun, type Trace } from '../engine';
import { applyLive, decodeLive, type LiveView } from './live';

/**
 * The session up to its clock, as the server's engine ran it: the requests at their arrival
 * ticks, each announced abort as the request's `abortAt` (the engine applies it before that
 * tick, same-tick aborts in request order, as the server's did), nothing past the clock. A new trace each time (the
 * views cache their models per trace).
 */
export function traceOf(view: LiveView, aborts: ReadonlyMap<string, number>): Trace {
  const requests = view.scenario.requests.map((r) => {
    const at = aborts.get(r.id);
    if (at === undefined || r.abortAt !== undefined) return r;
    return { ...r, abortAt: Math.max(at, r.arrival) };
  });
  const run = createRun({ ...view.scenario, requests });
  // never past the clock, not even for an abort announced at a later tick (the server runs a
  // tick ahead of it, and its answers go out at the tick's end): the abort shows when the
  // clock reaches it
  if (view.tick > run.tick) run.advanceTo(view.tick);
  return run.trace();
}

export interface LiveFeed {
  /** the session so far (null before the first `session` message) */
  readonly view: LiveView | null;
  /** Takes one message's text; false when it is not a message (ignored). */
  receive(text: string): boolean;
  /** the session's trace up to its clock (null before the first `session` message) */
  trace(): Trace | null;
}

export function createLiveFeed(): LiveFeed {
  let view: LiveView | null = null;
  const aborts = new Map<string, number>();
  return {
    get view() {
      return view;
    },
    receive(text) {
      const m = decodeLive(text);
      if (!m) return false;
      if (m.type === 'session') aborts.clear();
      if (m.type === 'abort' && view && m.epoch === view.epoch) aborts.set(m.id, m.tick);
      view = applyLive(view, m);
      return true;
    },
    trace: () => (view ? traceOf(view, aborts) : null),
  };
}
