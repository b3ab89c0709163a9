/**
 * A pool's first picture of a new trace, computed before the trace is shown: the engine
 * client runs `preparePools` in slices between tasks (src/worker/client.ts), and the page-state
 * memo of the pool that draws that step takes the result instead of computing every page at
 * once in a React render. Pure: no React, no DOM.
 */
import { lastStepOf, type EngineState, type NodeState, type Trace } from '../../engine';
import { allocatePageStates, countRange, fillRange, type PageStates } from './pageStates';
import { getTraceModel, leaksAt, type LeakStretch } from '../shared/traceModel';

/** Pages computed per slice (a few milliseconds on a slow machine). */
export const PREPARE_SLICE = 1 << 17;

interface Prepared {
  requests: EngineState['requests'];
  requestTenant: ArrayLike<number>;
  leaks: readonly LeakStretch[];
  states: PageStates;
}

const ready = new WeakMap<NodeState, Prepared>();

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The states prepared for exactly these inputs, handed over once (the memo that takes them
 * then updates them in place), or null.
 */
export function takePrepared(
  node: NodeState,
  requests: EngineState['requests'],
  requestTenant: ArrayLike<number>,
  leaks: readonly LeakStretch[],
): PageStates | null {
  const p = ready.get(node);
  if (!p || p.requests !== requests || p.requestTenant !== requestTenant) return null;
  if (!sameList(p.leaks, leaks)) return null;
  ready.delete(node);
  return p.states;
}

/**
 * Computes both pools' states at `step` of `trace`, yielding after each slice of pages.
 * `stateOf` must return the very state objects the views will read (the store's step cache).
 */
export function* preparePools(
  trace: Trace,
  step: number,
  stateOf: (trace: Trace, step: number) => EngineState,
): Generator<void> {
  const at = Math.max(0, Math.min(lastStepOf(trace), step));
  const model = getTraceModel(trace);
  yield;
  const state = stateOf(trace, at);
  yield;
  for (const name of ['prefill', 'decode'] as const) {
    const node = state[name];
    const leaks = name === 'decode' ? leaksAt(model, at) : [];
    const inp = { node, requests: state.requests, requestTenant: model.requestTenant, leaks };
    const b = allocatePageStates(node.totalPages);
    for (let a = 1; a <= node.totalPages; a += PREPARE_SLICE) {
      const z = Math.min(node.totalPages + 1, a + PREPARE_SLICE);
      fillRange(b, inp, a, z);
      countRange(b, inp, a, z, 1);
      yield;
    }
    ready.set(node, { ...inp, states: b });
  }
}
