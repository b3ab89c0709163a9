/**
 * Reading a trace: the number of steps, the event at a step, and the state after a step.
 * States are rebuilt from the nearest checkpoint by replaying the stored ops (ops.ts), so a
 * seek replays a bounded amount of work (sim.ts: CHECKPOINT_EVERY, REPLAY_BUDGET); the last
 * state read is kept per trace, so stepping forward replays one event.
 */
import { applyOp, freeze, work, type WorkState } from './ops';
import { pageAt, runsLength, sliceRuns } from './runs';
import type { EngineState, Op, Run, Trace, TraceEvent } from './types';

export function stepCount(trace: Trace): number {
  return trace.stepCount;
}

export function lastStepOf(trace: Trace): number {
  return Math.max(0, trace.stepCount - 1);
}

/** Index of the stored event that covers `step` (-1 before the first). */
export function eventIndexAt(trace: Trace, step: number): number {
  const ev = trace.events;
  let lo = 0;
  let hi = ev.length - 1;
  if (hi < 0 || step < ev[0]!.step) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ev[mid]!.step <= step) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** How many steps a stored event covers. */
export function spanOf(e: TraceEvent): number {
  return e.kind === 'decode.step' ? e.data.steps : 1;
}

interface Cached {
  idx: number;
  state: WorkState;
}
const cache = new WeakMap<Trace, Cached>();

function replay(trace: Trace, w: WorkState, ops: Op[], partial?: number): void {
  for (const op of ops) {
    const o = partial !== undefined && op.t === 'decodeRun' ? { ...op, steps: partial } : op;
    applyOp(w, o, trace.scenario.config);
  }
}

/** The working state after stored event `idx` (all of its steps). */
function checkpointBefore(trace: Trace, idx: number): number {
  const at = trace.checkpointAt;
  let lo = 0;
  let hi = at.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (at[mid]! <= idx) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function afterEvent(trace: Trace, idx: number): WorkState {
  const c = cache.get(trace);
  const block = checkpointBefore(trace, idx);
  let from = trace.checkpointAt[block]!;
  let w: WorkState;
  if (c && c.idx <= idx && c.idx >= from) {
    w = c.idx === idx ? c.state : work(c.state);
    from = c.idx;
  } else w = work(trace.checkpoints[block]!);
  for (let i = from + 1; i <= idx; i++) replay(trace, w, trace.ops[i]!);
  // the tick of the event's last step: a decode run's state (and its checkpoint, taken as the
  // run began) carries the run's first tick
  const e = trace.events[idx]!;
  w.tick = e.tick + spanOf(e) - 1;
  cache.set(trace, { idx, state: w });
  return w;
}

/** The state after `step` (the initial state for step < 0). */
export function stateAt(trace: Trace, step: number): EngineState {
  const idx = eventIndexAt(trace, Math.min(step, lastStepOf(trace)));
  if (idx < 0) return trace.initial;
  const e = trace.events[idx]!;
  const sub = Math.min(step, lastStepOf(trace)) - e.step;
  if (sub >= spanOf(e) - 1) return freeze(afterEvent(trace, idx));
  const w = idx === 0 ? work(trace.initial) : work(afterEvent(trace, idx - 1));
  replay(trace, w, trace.ops[idx]!, sub + 1);
  w.tick = e.tick + sub;
  return freeze(w);
}

/** The event at `step`; within a decode run, that one step (its batch's newly written pages). */
export function eventAt(trace: Trace, step: number): TraceEvent | null {
  const idx = eventIndexAt(trace, step);
  if (idx < 0) return null;
  const e = trace.events[idx]!;
  if (e.kind !== 'decode.step' || e.data.steps === 1 || step >= e.step + spanOf(e)) return e;
  const sub = step - e.step;
  const state = stateAt(trace, step);
  const ps = trace.scenario.config.pageSize;
  const pages: Run[] = [];
  for (const i of e.requests) {
    const d = state.requests[i]!.decode!;
    const listPos = Math.floor((d.fillLen + d.generated - 2) / ps);
    const p = pageAt(d.pages, listPos);
    if (p >= 0) pages.push([p, p + 1]);
  }
  return { ...e, step, tick: e.tick + sub, pages, data: { ...e.data, steps: 1 } };
}

/** Stored events whose kind is a key moment, with the step each starts at. */
export function keyStepsOf(trace: Trace): number[] {
  return trace.events.filter((e) => e.key).map((e) => e.step);
}

/** The pages a decode run touched, as one list (for summaries). */
export function runPages(e: TraceEvent): number {
  return runsLength(e.pages);
}

export { sliceRuns };
