/**
 * Runs a scenario to completion and records the trace. One tick = one pass of both
 * schedulers' event loops (router first, then prefill, then decode); a decode step takes one
 * tick. Stretches where nothing happens but decode steps of one batch are run as one op
 * (each step still addressable), so long generations cost one event, not thousands.
 * Deterministic for a given scenario and seed.
 */
import { decodePass } from './decode';
import { decodeSteps, runFits, runningBatch } from './decodeRun';
import { TIMEOUT_TICKS, maxReqInputLen } from './limits';
import { work } from './ops';
import { createNode } from './pool';
import { mulberry32 } from './rng';
import { dispatch } from './router';
import { req, type Sim } from './sim';
import { prefillPass } from './prefill';
import type { EngineState, Scenario, Trace } from './types';
import { verdictFor } from './verdicts';

/** Ticks without any event before the engine gives up (a guard; never reached in tests). */
const STALL_LIMIT = 10_000;

export interface SimulateOptions {
  /** called now and then with the share of requests answered (0…1) */
  onProgress?: (done: number, total: number) => void;
}

/** `max_total_num_tokens` is a whole number of pages (SGLang rounds it down to page_size). */
export function alignedPool(poolTokens: number, pageSize: number): number {
  return Math.floor(poolTokens / pageSize) * pageSize;
}

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
      prefillReply: null,
      decodeReply: null,
      response: null,
    })),
    prefill: createNode('prefill', s.config.prefill.poolTokens, pageSize),
    decode: createNode('decode', s.config.decode.poolTokens, pageSize),
  };
}

/** The earliest tick at which a waiting request may be dispatched (Infinity: none yet). */
function nextDispatch(sim: Sim, waiting: Set<number>, ids: Map<string, number>): number {
  let next = Infinity;
  for (const i of waiting) {
    const spec = sim.scenario.requests[i]!;
    let at = spec.arrival;
    if (spec.after !== undefined) {
      const dep = req(sim, ids.get(spec.after)!).response;
      if (!dep) continue;
      at = Math.max(at, dep.tick + 1);
    }
    next = Math.min(next, at);
  }
  return next;
}

/** The tick at which the next waiting transfer times out (Infinity: none). */
function nextTimeout(sim: Sim): number {
  let next = Infinity;
  for (const r of sim.state.requests) {
    const d = r.decode;
    if (d?.queue === 'DecodeTransferQueue' && d.waitingSince !== null)
      next = Math.min(next, d.waitingSince + TIMEOUT_TICKS);
  }
  return next;
}

/**
 * After a quiet tick (its only event was one decode step), the next ticks repeat it until a
 * request finishes, the free list runs short, a request arrives or a transfer times out:
 * nothing else can change (blocked queue heads stay blocked while the batch only takes
 * pages). Runs that stretch as one op and returns true.
 */
function fastForward(sim: Sim, waiting: Set<number>, ids: Map<string, number>): boolean {
  if (sim.inbox.prefill.length > 0 || sim.inbox.decode.length > 0) return false;
  const batch = runningBatch(sim);
  if (batch.length === 0) return false;
  const until = Math.min(nextDispatch(sim, waiting, ids), nextTimeout(sim));
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

/** A fresh simulation (tests drive it tick by tick with `tick`). */
export function createSim(scenario: Scenario): Sim {
  const { config } = scenario;
  const initial = initialState(scenario);
  const prefillPool = alignedPool(config.prefill.poolTokens, config.pageSize);
  const decodePool = alignedPool(config.decode.poolTokens, config.pageSize);
  const sim: Sim = {
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
  };
  return sim;
}

/** One pass of the router, the prefill node and the decode node, at the current tick. */
export function tick(sim: Sim): void {
  dispatch(sim, sim.ids, sim.waiting);
  prefillPass(sim);
  decodePass(sim);
}

export function simulate(scenario: Scenario, options: SimulateOptions = {}): Trace {
  const sim = createSim(scenario);
  const initial = sim.initial;
  const { ids, waiting } = sim;
  const total = scenario.requests.length;
  let answered = 0;
  let idle = 0;
  let ticks = 0;
  let quiet = false;
  while (answered < total) {
    if (quiet && fastForward(sim, waiting, ids)) {
      quiet = false;
      continue;
    }
    const before = sim.events.length;
    tick(sim);
    if (sim.events.length !== before) {
      answered = 0;
      for (const r of sim.state.requests) if (r.response) answered++;
    }
    const inFlight = sim.state.requests.some(
      (r) => r.bootstrapRoom !== null && (!r.response || (r.decode && r.decode.queue !== 'done')),
    );
    if (sim.events.length === before && !inFlight) {
      const next = nextDispatch(sim, waiting, ids);
      if (Number.isFinite(next) && next > sim.state.tick) {
        sim.state.tick = next;
        continue;
      }
    }
    quiet = sim.events.length === before + 1 && sim.events[before]!.kind === 'decode.step';
    idle = sim.events.length === before ? idle + 1 : 0;
    if (idle > STALL_LIMIT) throw new Error(`engine stalled at tick ${sim.state.tick}`);
    sim.state.tick += 1;
    if (options.onProgress && ++ticks % 256 === 0) options.onProgress(answered, total);
  }
  options.onProgress?.(total, total);
  return {
    scenario,
    events: sim.events,
    ops: sim.ops,
    checkpoints: sim.checkpoints,
    checkpointAt: sim.checkpointAt,
    initial,
    stepCount: sim.steps,
    verdicts: sim.state.requests.map((r) => verdictFor(sim, r)),
    limits: { prefillMaxInput: sim.prefillMax, decodeMaxInput: sim.decodeMax },
  };
}
