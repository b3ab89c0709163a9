/**
 * Runs a scenario to completion and records the trace. One tick = one pass of both
 * schedulers' event loops (router first, then prefill, then decode). Deterministic for a
 * given scenario and seed.
 */
import { decodePass } from './decode';
import { contextMessage, exceedsContext, maxReqInputLen } from './limits';
import { createNode } from './pool';
import { bootstrapRoom, mulberry32 } from './rng';
import { emit, req, respond, updateReq, type Sim } from './sim';
import { prefillPass } from './prefill';
import type { EngineState, Scenario, Trace } from './types';
import { verdictFor } from './verdicts';

/** Ticks without any event before the engine gives up (a guard; never reached in tests). */
const STALL_LIMIT = 10_000;

export function initialState(s: Scenario): EngineState {
  const { pageSize } = s.config;
  return {
    tick: 0,
    requests: s.requests.map((r, index) => ({
      index,
      id: r.id,
      tenant: r.tenant,
      promptTokens: r.promptTokens,
      bootstrapRoom: null,
      prefill: null,
      decode: null,
      response: null,
    })),
    prefill: createNode('prefill', s.config.prefill.poolTokens, pageSize),
    decode: createNode('decode', s.config.decode.poolTokens, pageSize),
  };
}

function dispatch(sim: Sim, ids: Map<string, number>): void {
  const { contextLength } = sim.scenario.config;
  sim.scenario.requests.forEach((spec, i) => {
    const r = req(sim, i);
    if (r.bootstrapRoom !== null || r.response !== null) return;
    if (spec.arrival > sim.state.tick) return;
    if (spec.after !== undefined) {
      const dep = req(sim, ids.get(spec.after)!).response;
      if (!dep || dep.tick >= sim.state.tick) return;
    }
    if (exceedsContext(spec.promptTokens, contextLength)) {
      emit(sim, 'router.reject_context', 'router', [i], {
        key: true,
        data: { promptTokens: spec.promptTokens, contextLength },
      });
      respond(sim, i, 400, contextMessage(spec.promptTokens, contextLength));
      return;
    }
    const room = bootstrapRoom(sim.rand);
    updateReq(sim, i, (x) => ({ ...x, bootstrapRoom: room }));
    sim.inbox.prefill.push(i);
    sim.inbox.decode.push(i);
    emit(sim, 'router.dispatch', 'router', [i], {
      data: { room, promptTokens: spec.promptTokens },
    });
  });
}

/** The next tick at which something can happen when the system is idle. */
function nextArrival(sim: Sim): number | null {
  let next: number | null = null;
  for (const spec of sim.scenario.requests) {
    const r = sim.state.requests.find((x) => x.id === spec.id)!;
    if (r.bootstrapRoom !== null || r.response !== null) continue;
    if (spec.after !== undefined) continue;
    if (next === null || spec.arrival < next) next = spec.arrival;
  }
  return next;
}

export function simulate(scenario: Scenario): Trace {
  const { config } = scenario;
  const initial = initialState(scenario);
  const sim: Sim = {
    scenario,
    state: initial,
    events: [],
    states: [],
    prefillMax: maxReqInputLen(config.contextLength, config.prefill.poolTokens),
    decodeMax: maxReqInputLen(config.contextLength, config.decode.poolTokens),
    inbox: { prefill: [], decode: [] },
    attended: new Map(),
    rand: mulberry32(scenario.seed),
  };
  const ids = new Map(scenario.requests.map((r, i) => [r.id, i]));
  let idle = 0;
  while (sim.state.requests.some((r) => r.response === null)) {
    const before = sim.events.length;
    dispatch(sim, ids);
    prefillPass(sim);
    decodePass(sim);
    const inFlight = sim.state.requests.some((r) => r.bootstrapRoom !== null && !r.response);
    if (sim.events.length === before && !inFlight) {
      const next = nextArrival(sim);
      if (next !== null && next > sim.state.tick) {
        sim.state = { ...sim.state, tick: next };
        continue;
      }
    }
    idle = sim.events.length === before ? idle + 1 : 0;
    if (idle > STALL_LIMIT) throw new Error(`engine stalled at tick ${sim.state.tick}`);
    sim.state = { ...sim.state, tick: sim.state.tick + 1 };
  }
  return {
    scenario,
    events: sim.events,
    states: sim.states,
    initial,
    verdicts: sim.state.requests.map((r) => verdictFor(sim, r)),
    limits: { prefillMaxInput: sim.prefillMax, decodeMaxInput: sim.decodeMax },
  };
}
