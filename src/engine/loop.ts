/**
 * The engine's clock: a fresh simulation, one tick (router, prefill, decode), and the
 * fast-forward over quiet decode stretches. The run (run.ts) drives these; `simulate()` is a
 * loop over the run. One tick = one pass of both schedulers' event loops (router first, then
 * prefill, then decode); a decode step takes one tick.
 */
import { decodePass } from './decode';
import { neverAdmitted } from './decodeBudget';
import { decodeSteps, runFits, runningBatch } from './decodeRun';
import {
  MINI_LB_TIMEOUT_TICKS,
  ROUTER_TIMEOUT_TICKS,
  TIMEOUT_TICKS,
  maxReqInputLen,
} from './limits';
import { nextLifetimeTick } from './lifetime';
import { work } from './ops';
import { createNode } from './pool';
import { mulberry32 } from './rng';
import { dispatch } from './router';
import { req, type Sim } from './sim';
import { prefillPass } from './prefill';
import {
  KVPoll,
  type EngineState,
  type RequestSpec,
  type RequestState,
  type Scenario,
} from './types';

/** `max_total_num_tokens` is a whole number of pages (SGLang rounds it down to page_size). */
export function alignedPool(poolTokens: number, pageSize: number): number {
  return Math.floor(poolTokens / pageSize) * pageSize;
}

/** A request as the router holds it before dispatch. */
export function waitingRequest(r: RequestSpec, index: number): RequestState {
  return {
    index,
    id: r.id,
    tenant: r.tenant,
    promptTokens: r.promptTokens,
    bootstrapRoom: null,
    prefill: null,
    decode: null,
    prefillReply: null,
    decodeReply: null,
    response: null,
  };
}

export function initialState(s: Scenario): EngineState {
  const { pageSize } = s.config;
  return {
    tick: 0,
    requests: s.requests.map(waitingRequest),
    prefill: createNode('prefill', s.config.prefill.poolTokens, pageSize),
    decode: createNode('decode', s.config.decode.poolTokens, pageSize),
  };
}

/** A fresh simulation (tests drive it tick by tick with `tick`). */
export function createSim(scenario: Scenario): Sim {
  const { config } = scenario;
  const initial = initialState(scenario);
  const prefillPool = alignedPool(config.prefill.poolTokens, config.pageSize);
  const decodePool = alignedPool(config.decode.poolTokens, config.pageSize);
  return {
    scenario,
    initial,
    state: work(initial),
    events: [],
    ops: [],
    checkpoints: [],
    checkpointAt: [],
    replayCost: 0,
    pending: [],
    steps: 0,
    prefillMax: maxReqInputLen(config.contextLength, prefillPool),
    decodeMax: maxReqInputLen(config.contextLength, decodePool),
    decodePool,
    inbox: { prefill: [], decode: [] },
    attended: new Map(),
    rand: mulberry32(scenario.seed),
    ids: new Map(scenario.requests.map((r, i) => [r.id, i])),
    waiting: new Set(scenario.requests.map((_, i) => i)),
    checkpointing: true,
  };
}

/** One pass of the router, the prefill node and the decode node, at the current tick. */
export function tick(sim: Sim): void {
  dispatch(sim, sim.ids, sim.waiting);
  prefillPass(sim);
  decodePass(sim);
}

/** The earliest tick at which a waiting request may be dispatched (Infinity: none yet). */
export function nextDispatch(sim: Sim): number {
  let next = Infinity;
  for (const i of sim.waiting) {
    const spec = sim.scenario.requests[i]!;
    let at = spec.arrival;
    if (spec.after !== undefined) {
      const dep = req(sim, sim.ids.get(spec.after)!).response;
      if (!dep) continue;
      at = Math.max(at, dep.tick + 1);
    }
    next = Math.min(next, at);
  }
  return next;
}

/**
 * The tick at which the next timeout fires (Infinity: none): a waiting transfer, a prefill
 * sender whose decode can never admit the request, or a router's wait for a decode request no pass can admit.
 */
function nextTimeout(sim: Sim): number {
  let next = nextLifetimeTick(sim);
  const limit =
    sim.scenario.config.router === 'mini_lb' ? MINI_LB_TIMEOUT_TICKS : ROUTER_TIMEOUT_TICKS;
  for (const r of sim.state.requests) {
    const d = r.decode;
    if (d?.queue === 'DecodeTransferQueue' && d.waitingSince !== null)
      next = Math.min(next, d.waitingSince + TIMEOUT_TICKS);
    if (!r.response && d?.queue === 'DecodePreallocQueue' && neverAdmitted(sim, d))
      next = Math.min(next, d.since + limit);
    const p = r.prefill;
    if (
      p?.queue === 'PrefillBootstrapQueue' &&
      p.kvPoll === KVPoll.Bootstrapping &&
      d?.queue === 'DecodePreallocQueue' &&
      neverAdmitted(sim, d)
    )
      next = Math.min(next, p.since + TIMEOUT_TICKS);
  }
  return next;
}

/**
 * After a quiet tick (its only event was one decode step), the next ticks repeat it until a
 * request finishes, the free list runs short, a request arrives, a transfer times out or the
 * tick reaches `limit`: nothing else can change (blocked queue heads stay blocked while the
 * batch only takes pages). Runs that stretch as one op and returns true.
 */
export function fastForward(sim: Sim, limit: number): boolean {
  if (sim.inbox.prefill.length > 0 || sim.inbox.decode.length > 0) return false;
  const batch = runningBatch(sim);
  if (batch.length === 0) return false;
  const until = Math.min(nextDispatch(sim), nextTimeout(sim), limit);
  let k = until - sim.state.tick;
  for (const i of batch) {
    const d = req(sim, i).decode!;
    k = Math.min(k, d.maxNewTokens - d.generated - 1);
  }
  if (k < 2) return false;
  if (!runFits(sim, batch, k)) {
    let lo = 1;
    let hi = k;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runFits(sim, batch, mid)) lo = mid;
      else hi = mid - 1;
    }
    k = lo;
    if (k < 2 || !runFits(sim, batch, k)) return false;
  }
  decodeSteps(sim, batch, k);
  sim.state.tick += k;
  return true;
}
