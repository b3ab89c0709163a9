/** The simulation's working context: current immutable state, and the trace being written. */
import { freePages, mergeStaged, needsMerge, takePages } from './pool';
import { runsLength } from './runs';
import type {
  EngineState,
  EventKind,
  NodeName,
  NodeState,
  RequestState,
  Runs,
  Scenario,
  Segment,
  TraceEvent,
} from './types';

export interface Attended {
  pages: Runs;
  content: readonly Segment[];
  fillPages: number;
}

export interface Sim {
  scenario: Scenario;
  state: EngineState;
  events: TraceEvent[];
  states: EngineState[];
  prefillMax: number;
  decodeMax: number;
  /** requests the router sent this tick, not yet taken in by each node */
  inbox: { prefill: number[]; decode: number[] };
  /** what each finished request attended over, captured before its pages were freed */
  attended: Map<number, Attended>;
  rand: () => number;
}

export type EventData = TraceEvent['data'];

export function emit(
  sim: Sim,
  kind: EventKind,
  node: NodeName | 'router',
  requests: number[],
  opts: { pages?: Runs; pagesNode?: NodeName; data?: EventData; key?: boolean } = {},
): void {
  sim.events.push({
    step: sim.events.length,
    tick: sim.state.tick,
    kind,
    node,
    requests,
    pages: opts.pages ?? [],
    pagesNode: opts.pages && opts.pages.length > 0 ? (opts.pagesNode ?? null) : null,
    data: opts.data ?? {},
    key: opts.key ?? false,
  });
  sim.states.push(sim.state);
}

export function req(sim: Sim, i: number): RequestState {
  return sim.state.requests[i]!;
}

export function updateReq(sim: Sim, i: number, fn: (r: RequestState) => RequestState): void {
  const requests = sim.state.requests.slice();
  requests[i] = fn(requests[i]!);
  sim.state = { ...sim.state, requests };
}

export function setNode(sim: Sim, node: NodeState): void {
  sim.state = { ...sim.state, [node.name]: node };
}

/** `alloc(n)` on a node: merges the staged list first when short (its own step). */
export function alloc(sim: Sim, name: NodeName, n: number, forReq: number): Runs | null {
  if (needsMerge(sim.state[name], n)) {
    const merged = mergeStaged(sim.state[name]);
    setNode(sim, merged);
    emit(sim, 'pool.merge', name, [forReq], {
      pages: merged.free,
      pagesNode: name,
      data: { freePages: runsLength(merged.free), wanted: n },
    });
  }
  const res = takePages(sim.state[name], n);
  if (!res) return null;
  setNode(sim, res.node);
  return res.pages;
}

export function release(sim: Sim, name: NodeName, pages: Runs): void {
  const scrub = sim.scenario.config.fixes.scrubOnFree;
  setNode(sim, freePages(sim.state[name], pages, scrub));
}

export function respond(sim: Sim, i: number, status: number, error: string | null): void {
  updateReq(sim, i, (r) => ({ ...r, response: { status, error, tick: sim.state.tick } }));
  emit(sim, 'router.response', 'router', [i], {
    data: { status, error },
    key: true,
  });
}
