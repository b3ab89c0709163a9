/** Narrow selectors over the store: what a view needs for the current step. */
import {
  eventAt,
  lastStepOf,
  stateAt,
  type EngineState,
  type Trace,
  type TraceEvent,
  type Verdict,
} from '../engine';
import type { AppState, AppStore, Asked, Display } from './store';

/**
 * The state and event at a step, rebuilt by the engine from its checkpoints; the last few are
 * kept per trace so that a selector returns the same object for the same step. A trace that
 * grows (`complete: false`) keeps what it had: only a step at or past its old end (read then
 * as the old last state) is read again once it has grown.
 */
interface AtStep {
  state: EngineState;
  event: TraceEvent | null;
}
const seen = new WeakMap<Trace, { count: number; steps: Map<number, AtStep> }>();

export function atStep(trace: Trace, step: number): AtStep {
  let c = seen.get(trace);
  if (!c) seen.set(trace, (c = { count: trace.stepCount, steps: new Map<number, AtStep>() }));
  if (c.count !== trace.stepCount) {
    for (const k of [...c.steps.keys()]) if (k >= c.count) c.steps.delete(k);
    c.count = trace.stepCount;
  }
  const m = c.steps;
  let hit = m.get(step);
  if (!hit) {
    hit = { state: stateAt(trace, step), event: eventAt(trace, step) };
    m.set(step, hit);
    if (m.size > 8) m.delete(m.keys().next().value!);
  }
  return hit;
}

/** The trace on screen, or null. */
export function shownTrace(s: AppState): Trace | null {
  return s.display?.trace ?? null;
}

/** The scenario the trace on screen was computed from, or null. */
export function shownScenario(s: AppState): Display['scenario'] | null {
  return s.display?.scenario ?? null;
}

/** A run is in flight (a live stream: still growing). */
export function isPending(s: AppState): boolean {
  return s.request !== null;
}

/**
 * What the controls show and build on: the request in flight, else what is on screen (a
 * switch flipped shows at once, before its run lands).
 */
export function askedNow(s: AppState): Asked | null {
  return s.request ?? s.display?.asked ?? null;
}

export function currentState(s: AppStore): EngineState | null {
  const trace = shownTrace(s);
  return trace ? atStep(trace, s.step).state : null;
}

export function currentEvent(s: AppStore): TraceEvent | null {
  const trace = shownTrace(s);
  return trace ? atStep(trace, s.step).event : null;
}

const keyCache = new WeakMap<Trace, { events: number; steps: number[] }>();
const EMPTY: number[] = [];

/** Steps of the key moments, ascending. Stable per trace while it does not grow (safe as a React selector). */
export function keyStepsOf(trace: Trace | null): number[] {
  if (!trace) return EMPTY;
  const hit = keyCache.get(trace);
  if (hit && hit.events === trace.events.length) return hit.steps;
  const steps = trace.events.filter((e) => e.key).map((e) => e.step);
  keyCache.set(trace, { events: trace.events.length, steps });
  return steps;
}

export function keySteps(s: AppStore): number[] {
  return keyStepsOf(shownTrace(s));
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
  const trace = shownTrace(s);
  return trace ? lastStepOf(trace) : 0;
}

export function selectedVerdict(s: AppStore): Verdict | null {
  const trace = shownTrace(s);
  if (!trace || s.selected === null) return null;
  return trace.verdicts[s.selected] ?? null;
}

/** The request id of the selection, as the URL stores it. */
export function selectedId(s: AppStore): string | null {
  const trace = shownTrace(s);
  if (!trace || s.selected === null) return null;
  return trace.scenario.requests[s.selected]?.id ?? null;
}

/** Tenant index (0-based, for --tenant-N) of a request, -1 if unknown. */
export function tenantIndex(trace: Trace, request: number): number {
  const tenant = trace.scenario.requests[request]?.tenant;
  return trace.scenario.tenants.findIndex((t) => t.id === tenant);
}
