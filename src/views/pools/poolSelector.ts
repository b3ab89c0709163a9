/**
 * A narrow store selector for one pool: it returns the same object until something this pool
 * draws changes (the node's state, a request's pages on this node, the leak stretches read
 * so far), so a pool whose node did not change skips rendering while the other one plays.
 */
import type { EngineState, NodeName, NodeState, Runs, Trace } from '../../engine';
import { currentState, shownTrace } from '../../store/selectors';
import type { AppStore } from '../../store/store';
import { sideOf } from './pageStates';
import { getTraceModel, leaksAt, type LeakStretch } from '../shared/traceModel';

export interface PoolSlice {
  trace: Trace;
  /** the engine state of the step at which this pool last changed */
  state: EngineState;
  node: NodeState;
  leaks: readonly LeakStretch[];
}

const NO_LEAKS: readonly LeakStretch[] = [];

function same<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function makePoolSelector(node: NodeName): (s: AppStore) => PoolSlice | null {
  let last: PoolSlice | null = null;
  let lastSides: (Runs | null)[] = [];
  return (s) => {
    const st = currentState(s);
    const trace = shownTrace(s);
    if (!trace || !st) return (last = null);
    const leaks = node === 'decode' ? leaksAt(getTraceModel(trace), s.step) : NO_LEAKS;
    const side = sideOf(node);
    const sides = st.requests.map((r) => side(r)?.pages ?? null);
    if (
      last &&
      last.trace === trace &&
      last.node === st[node] &&
      same(sides, lastSides) &&
      same(leaks, last.leaks)
    ) {
      return last;
    }
    lastSides = sides;
    last = { trace, state: st, node: st[node], leaks };
    return last;
  };
}
