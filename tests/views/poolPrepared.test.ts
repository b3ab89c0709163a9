/**
 * A new trace's first pool pictures are computed in slices before it is shown
 * (views/pools/prepared.ts); the page-state memo takes them instead of computing every page
 * in a render, and they are exactly what it would have computed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, simulate, stateAt, type EngineState, type Trace } from '../../src/engine';
import { computePageStates } from '../../src/views/pools/pageStates';
import { createPageStatesMemo } from '../../src/views/pools/pageStatesMemo';
import { PREPARE_SLICE, preparePools, takePrepared } from '../../src/views/pools/prepared';
import { getTraceModel, leaksAt } from '../../src/views/shared/traceModel';

function trace(pageSize: number): Trace {
  const res = parseScenario(readFileSync('public/scenarios/incident.json', 'utf8'));
  if (!res.ok) throw new Error('incident');
  const s = res.scenario;
  return simulate({ ...s, config: { ...s.config, pageSize } });
}

/** The step cache the views read (one state object per step). */
function cache() {
  const m = new Map<number, EngineState>();
  return (t: Trace, step: number) => {
    if (!m.has(step)) m.set(step, stateAt(t, step));
    return m.get(step)!;
  };
}

describe('prepared pool states', () => {
  for (const step of [0, 40, 1e9]) {
    it(`equal what the memo computes, at step ${step}, and are taken once`, () => {
      const t = trace(1);
      const stateOf = cache();
      const slices = [...preparePools(t, step, stateOf)].length;
      const pages = stateOf(t, Math.min(step, t.stepCount - 1)).decode.totalPages;
      expect(slices).toBeGreaterThanOrEqual(Math.ceil(pages / PREPARE_SLICE));
      const model = getTraceModel(t);
      const at = Math.min(step, t.stepCount - 1);
      const st = stateOf(t, at);
      for (const name of ['prefill', 'decode'] as const) {
        const leaks = name === 'decode' ? leaksAt(model, at) : [];
        const want = computePageStates(st[name], st.requests, model.requestTenant, leaks);
        const memo = createPageStatesMemo();
        const got = memo(st[name], st.requests, model.requestTenant, leaks);
        expect(got.counts).toEqual(want.counts);
        expect(got.staleByTenant).toEqual(want.staleByTenant);
        for (const k of ['state', 'writer', 'holder', 'leak'] as const)
          expect(Buffer.compare(got[k], want[k]), k).toBe(0);
        expect(takePrepared(st[name], st.requests, model.requestTenant, leaks)).toBeNull();
      }
    });
  }

  it('are not taken for other inputs', () => {
    const t = trace(16);
    const stateOf = cache();
    for (const _ of preparePools(t, 0, stateOf)) void _;
    const model = getTraceModel(t);
    const st = stateOf(t, 0);
    expect(takePrepared(st.decode, [...st.requests], model.requestTenant, [])).toBeNull();
    expect(takePrepared(st.decode, st.requests, model.requestTenant, [])).not.toBeNull();
  });
});
