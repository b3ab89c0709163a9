/** Narrow selectors over the store: what a view needs for the current step. */
import type { EngineState, TraceEvent } from '../engine';
import type { AppStore } from './store';

export function currentState(s: AppStore): EngineState | null {
  if (!s.trace) return null;
  return s.trace.states[s.step] ?? s.trace.initial;
}

export function currentEvent(s: AppStore): TraceEvent | null {
  return s.trace?.events[s.step] ?? null;
}

export function keySteps(s: AppStore): number[] {
  return s.trace ? s.trace.events.filter((e) => e.key).map((e) => e.step) : [];
}
