/** Narrow selectors over the store: what a view needs for the current step. */
import {
  eventAt,
  lastStep as lastStepOf,
  stateAt,
  type EngineState,
  type Trace,
  type TraceEvent,
  type Verdict,
} from '../engine';
import type { AppStore } from './store';

/**
 * The state and event at a step, rebuilt by the engine from its checkpoints; the last few are
 * kept per trace so that a selector returns the same object for the same step.
 */
const seen = new WeakMap<Trace, Map<number, { state: EngineState; event: TraceEvent | null }>>();

export function atStep(
  trace: Trace,
  step: number,
): { state: EngineState; event: TraceEvent | null } {
  let m = seen.get(trace);
  if (!m)
    seen.set(trace, (m = new Map<number, { state: EngineState; event: TraceEvent | null }>()));
  let hit = m.get(step);
  if (!hit) {
    hit = { state: stateAt(trace, step), event: eventAt(trace, step) };
    m.set(step, hit);
    if (m.size > 8) m.delete(m.keys().next().value!);
  }
  return hit;
}

export function currentState(s: AppStore): EngineState | null {
  if (!s.trace) return null;
  return atStep(s.trace, s.step).state;
}

export function currentEvent(s: AppStore): TraceEvent | null {
  if (!s.trace) return null;
  return atStep(s.trace, s.step).event;
}

const keyCache = new WeakMap<Trace, number[]>();
const EMPTY: number[] = [];

/** Steps of the key moments, ascending. Stable per trace (safe as a React selector). */
export function keyStepsOf(trace: Trace | null): number[] {
  if (!trace) return EMPTY;
  let steps = keyCache.get(trace);
  if (!steps) {
    steps = trace.events.filter((e) => e.key).map((e) => e.step);
    keyCache.set(trace, steps);
  }
  return steps;
}

export function keySteps(s: AppStore): number[] {
  return keyStepsOf(s.trace);
}

/** The next key moment after `step` (or null at the end). */
export function nextKeyStep(trace: Trace | null, step: number): number | null {
  return keyStepsOf(trace).find((k) => k > step) ?? null;
}

/** The previous key moment before `step` (or null at the start). */
export function prevKeyStep(trace: Trace | null, step: number): number | null {
  const ks = keyStepsOf(trace);
  for (let i = ks.length - 1; i >= 0; i--) if (ks[i]! < step) return ks[i]!;
  return null;
}

export function lastStep(s: AppStore): number {
  return s.trace ? lastStepOf(s.trace) : 0;
}

export function selectedVerdict(s: AppStore): Verdict | null {
  if (!s.trace || s.selected === null) return null;
  return s.trace.verdicts[s.selected] ?? null;
}

/** The request id of the selection, as the URL stores it. */
export function selectedId(s: AppStore): string | null {
  if (!s.trace || s.selected === null) return null;
  return s.trace.scenario.requests[s.selected]?.id ?? null;
}

/** Tenant index (0-based, for --tenant-N) of a request, -1 if unknown. */
export function tenantIndex(trace: Trace, request: number): number {
  const tenant = trace.scenario.requests[request]?.tenant;
  return trace.scenario.tenants.findIndex((t) => t.id === tenant);
}
