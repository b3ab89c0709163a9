/**
 * The live stream between the stand-in (`npm run live`) and the browser's `#/live`, sent as
 * Server-Sent Events on `GET /live/events`, one JSON message per `data:` line:
 * - `session`: the whole session so far (a scenario file) and the engine clock; sent first on
 *   every connection and again when the nodes restart (a new `epoch`, pools empty);
 * - `request`: one request the router took in, already placed at its arrival tick (the next
 *   tick boundary: the server runs each tick just ahead of the clock);
 * - `tick`: the engine clock moved on;
 * - `abort`: a client went away before its answer and the engine aborted its request (a
 *   scenario file cannot say so: the replay serves it to the end).
 * The browser runs the same engine on the same scenario and shows it up to `tick`: nothing is
 * computed live that a replay of the file would not compute.
 */
import { validateScenario, type RequestSpec, type Scenario } from '../engine';

export type LiveMessage =
  | { type: 'session'; epoch: number; tick: number; tickMs: number; scenario: Scenario }
  | { type: 'request'; epoch: number; spec: RequestSpec }
  | { type: 'tick'; epoch: number; tick: number }
  | { type: 'abort'; epoch: number; id: string; tick: number };

export function encodeLive(m: LiveMessage): string {
  return JSON.stringify(m);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A message from its JSON text, or null when it is not one (validated: it came over a wire). */
export function decodeLive(text: string): LiveMessage | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(v) || !isCount(v.epoch)) return null;
  if (v.type === 'tick')
    return isCount(v.tick) ? { type: 'tick', epoch: v.epoch, tick: v.tick } : null;
  if (v.type === 'abort')
    return typeof v.id === 'string' && isCount(v.tick)
      ? { type: 'abort', epoch: v.epoch, id: v.id, tick: v.tick }
      : null;
  if (v.type === 'session') {
    if (!isCount(v.tick) || !isCount(v.tickMs)) return null;
    // a session that has taken no request yet is a scenario file but for its empty list (a
    // file needs one request): checked with one stand-in request, shown without it
    const sc = v.scenario;
    const empty = isObj(sc) && Array.isArray(sc.requests) && sc.requests.length === 0;
    const first: unknown = isObj(sc) && Array.isArray(sc.tenants) ? sc.tenants[0] : undefined;
    const probe =
      empty && isObj(first)
        ? {
            ...sc,
            requests: [{ id: '_', tenant: first.id, promptTokens: 1, maxNewTokens: 1, arrival: 0 }],
          }
        : sc;
    const s = validateScenario(probe);
    if (!s.ok) return null;
    const scenario = empty ? { ...s.scenario, requests: [] } : s.scenario;
    return { type: 'session', epoch: v.epoch, tick: v.tick, tickMs: v.tickMs, scenario };
  }
  if (v.type === 'request' && isObj(v.spec)) {
    const sp = v.spec;
    if (typeof sp.id !== 'string' || typeof sp.tenant !== 'string') return null;
    if (!isCount(sp.promptTokens) || !isCount(sp.maxNewTokens) || !isCount(sp.arrival)) return null;
    if (sp.text !== undefined && typeof sp.text !== 'string') return null;
    const spec: RequestSpec = {
      id: sp.id,
      tenant: sp.tenant,
      promptTokens: sp.promptTokens,
      maxNewTokens: sp.maxNewTokens,
      arrival: sp.arrival,
      ...(typeof sp.text === 'string' ? { text: sp.text } : {}),
      // a stream reads the decode node's outcome (RequestSpec.stream): the browser's run must
      // know it to compute what the server answered
      ...(sp.stream === true ? { stream: true } : {}),
    };
    return { type: 'request', epoch: v.epoch, spec };
  }
  return null;
}

/** The session as the browser holds it: a `session` message, then requests and ticks applied. */
export interface LiveView {
  epoch: number;
  tick: number;
  tickMs: number;
  scenario: Scenario;
  /** requests whose client went away (the engine aborted them) */
  aborted: string[];
}

/** Applies one message; a message of an older epoch is dropped. */
export function applyLive(view: LiveView | null, m: LiveMessage): LiveView | null {
  if (m.type === 'session')
    return { epoch: m.epoch, tick: m.tick, tickMs: m.tickMs, scenario: m.scenario, aborted: [] };
  if (!view || m.epoch !== view.epoch) return view;
  if (m.type === 'tick') return m.tick > view.tick ? { ...view, tick: m.tick } : view;
  if (m.type === 'abort')
    return view.aborted.includes(m.id) ? view : { ...view, aborted: [...view.aborted, m.id] };
  if (view.scenario.requests.some((r) => r.id === m.spec.id)) return view;
  return {
    ...view,
    // the router takes a request in at the next tick boundary (its arrival); the ticks
    // before it have been answered, the arrival's own has not
    tick: Math.max(view.tick, m.spec.arrival - 1),
    scenario: { ...view.scenario, requests: [...view.scenario.requests, m.spec] },
  };
}
