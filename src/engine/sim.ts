/**
 * The simulation's working context: the current state, and the trace being written.
 * Every change goes through an op (ops.ts), applied at once and recorded for the event
 * that follows it, so a trace's memory grows with its events, not with requests × steps.
 */
import { applyOp, decodePagesNeeded, freeze, type WorkState } from './ops';
import { freeCount, needsMergeExtend } from './pool';
import { runsLength, sliceRuns } from './runs';
import type {
  EngineState,
  EventDataMap,
  EventKind,
  NodeName,
  Op,
  RequestState,
  Runs,
  Scenario,
  Segment,
  TraceEvent,
} from './types';

/** A full state is kept after at most this many stored events… */
export const CHECKPOINT_EVERY = 32;
/** …or sooner, once replaying the ops since the last one would copy this many entries. */
export const REPLAY_BUDGET = 40_000;

export interface Attended {
  /** the reserved (fill_len) pages, as they were when the PREBUILT batch took them */
  pages: Runs;
  content: readonly Segment[];
}

export interface Sim {
  scenario: Scenario;
  initial: EngineState;
  /** request index by id */
  ids: Map<string, number>;
  /** requests the router has not dispatched yet */
  waiting: Set<number>;
  state: WorkState;
  events: TraceEvent[];
  ops: Op[][];
  checkpoints: EngineState[];
  /** checkpointAt[c]: the index of the event after which checkpoints[c] was taken */
  checkpointAt: number[];
  /** entries a replay from the last checkpoint would copy */
  replayCost: number;
  /** ops since the last event */
  pending: Op[];
  /** steps so far (a decode run counts each step) */
  steps: number;
  prefillMax: number;
  decodeMax: number;
  /** the decode node's `max_total_num_tokens` (whole pages) */
  decodePool: number;
  /** requests the router sent this tick, not yet taken in by each node */
  inbox: { prefill: number[]; decode: number[] };
  /** the reserved pages each request's decode steps attended (captured at PREBUILT) */
  attended: Map<number, Attended>;
  rand: () => number;
  /** false in a run that keeps no trace (`forget`): nobody reads its checkpoints */
  checkpointing: boolean;
}

/** What applying `op` costs, in entries copied (content segments, runs, requests). */
function opCost(sim: Sim, op: Op): number {
  switch (op.t) {
    case 'req':
      return 1;
    case 'write':
    case 'erase':
      return sim.state[op.node].content.length + op.pages.length;
    case 'copy':
      return sim.state.decode.content.length + sim.state.prefill.content.length + op.to.length;
    case 'decodeRun': {
      const { pageSize } = sim.scenario.config;
      const allocs = decodePagesNeeded(sim.state, op.batch, op.steps, pageSize);
      return sim.state.decode.content.length + sim.state.decode.free.length + 4 * allocs;
    }
    default:
      return (
        sim.state[op.node].free.length +
        sim.state[op.node].staged.length +
        sim.state[op.node].cached.length
      );
  }
}

export function record(sim: Sim, op: Op): void {
  sim.replayCost += opCost(sim, op);
  applyOp(sim.state, op, sim.scenario.config);
  sim.pending.push(op);
}

export function emit<K extends EventKind>(
  sim: Sim,
  kind: K,
  node: NodeName | 'router',
  requests: number[],
  data: EventDataMap[K],
  opts: { pages?: Runs; pagesNode?: NodeName; key?: boolean; steps?: number } = {},
): void {
  const event = {
    step: sim.steps,
    tick: sim.state.tick,
    kind,
    node,
    requests,
    pages: opts.pages ?? [],
    pagesNode: opts.pages && opts.pages.length > 0 ? (opts.pagesNode ?? null) : null,
    data,
    key: opts.key ?? false,
  } as TraceEvent;
  sim.events.push(event);
  sim.ops.push(sim.pending);
  sim.pending = [];
  sim.steps += opts.steps ?? 1;
  const idx = sim.events.length - 1;
  const since = idx - (sim.checkpointAt[sim.checkpointAt.length - 1] ?? -Infinity);
  if (sim.checkpointing && (since >= CHECKPOINT_EVERY || sim.replayCost > REPLAY_BUDGET)) {
    sim.checkpoints.push(freeze(sim.state));
    sim.checkpointAt.push(idx);
    sim.replayCost = 0;
  }
}

export function req(sim: Sim, i: number): RequestState {
  return sim.state.requests[i]!;
}

export function updateReq(sim: Sim, i: number, fn: (r: RequestState) => RequestState): void {
  record(sim, { t: 'req', i, v: fn(sim.state.requests[i]!) });
}

/**
 * `alloc_extend(n pages)` on a node for one request: merges the staged list first when
 * `extend_num_tokens // page_size + batch_size + 1 > len(free_pages)` (its own step).
 * Returns the pages, or null when the node cannot hold them yet.
 */
export function allocExtend(sim: Sim, name: NodeName, tokens: number, forReq: number): Runs | null {
  return allocExtendBatch(sim, name, [tokens], [forReq])?.[0] ?? null;
}

/**
 * `alloc_paged_token_slots_extend` for one batch (mem_cache/common.py): first
 * `evict_from_tree_cache(tree_cache, extend_num_tokens + batch_size × page_size)` evicts
 * radix-cache leaves until the shortfall against `available_size()` is covered (the standard
 * allocator's arm at commit 0057abea; older copies evict the whole `num_tokens`); then one
 * `alloc_extend` for the batch (merge check on the batch's extend and size), each request's
 * pages taken in batch order from the front of the free list. Null when the pages do not fit
 * (the prefill's batch formation checks first, so there only the decode waits on it).
 */
export function allocExtendBatch(
  sim: Sim,
  name: NodeName,
  tokens: readonly number[],
  forReqs: number[],
): Runs[] | null {
  const { pageSize } = sim.scenario.config;
  const counts = tokens.map((t) => Math.ceil(t / pageSize));
  const n = counts.reduce((a, b) => a + b, 0);
  const extend = tokens.reduce((a, b) => a + b, 0);
  const node = sim.state[name];
  const shortfall = extend + tokens.length * pageSize - freeCount(node) * pageSize;
  if (shortfall > 0 && node.cached.length > 0) {
    let leaves = 0;
    for (let got = 0; got < shortfall && leaves < node.cached.length; leaves++)
      got += runsLength(node.cached[leaves]!.pages) * pageSize;
    record(sim, { t: 'evict', node: name, leaves, scrub: sim.scenario.config.fixes.scrubOnFree });
  }
  if (needsMergeExtend(sim.state[name], extend, pageSize, tokens.length)) {
    record(sim, { t: 'merge', node: name });
    const merged = sim.state[name];
    emit(
      sim,
      'pool.merge',
      name,
      forReqs,
      { freePages: runsLength(merged.free), wanted: n },
      { pages: merged.free, pagesNode: name },
    );
  }
  if (runsLength(sim.state[name].free) < n) return null;
  const out: Runs[] = [];
  let at = 0;
  for (const c of counts) {
    out.push(sliceRuns(sim.state[name].free, at, at + c));
    at += c;
  }
  record(sim, { t: 'take', node: name, n });
  if (sim.scenario.config.defences?.scrubOnAlloc)
    for (const pages of out) if (pages.length > 0) record(sim, { t: 'erase', node: name, pages });
  return out;
}

export function release(sim: Sim, name: NodeName, pages: Runs): void {
  if (runsLength(pages) === 0) return;
  record(sim, { t: 'free', node: name, pages, scrub: sim.scenario.config.fixes.scrubOnFree });
}

export function write(
  sim: Sim,
  name: NodeName,
  pages: Runs,
  writer: number,
  firstPage: number,
  placeholder: boolean,
): void {
  if (pages.length === 0) return;
  record(sim, { t: 'write', node: name, pages, writer, firstPage, placeholder });
}
