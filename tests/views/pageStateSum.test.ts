/**
 * Page states are mutually exclusive and add up to the pool: for every step of every built-in
 * scenario (and every fix variant the story shows), on both nodes,
 * never + stale + cached + held + reserved + placeholder === totalPages, and the per-page state
 * array agrees with the counts. `leak` and `reservedStale` are overlays on those six states.
 * `cached` is the prefill's radix-cache leaves, page for page, and never on the decode.
 */
import { describe, expect, it } from 'vitest';
import { runsLength, stateAt, type Trace } from '../../src/engine';
import { SCENARIO_FILES, traceFor, type ScenarioName } from '../../src/story/sceneTraces';
import { VARIANTS } from '../../src/story/variants';
import { computePageStates, PAGE } from '../../src/views/pools/pageStates';
import { getTraceModel, leaksAt } from '../../src/views/shared/traceModel';

const NODES = ['prefill', 'decode'] as const;

function checkEveryStep(trace: Trace): number {
  const model = getTraceModel(trace);
  let checked = 0;
  for (let step = 0; step < trace.stepCount; step++) {
    const st = stateAt(trace, step);
    for (const node of NODES) {
      const leaks = node === 'decode' ? leaksAt(model, step) : [];
      const s = computePageStates(st[node], st.requests, model.requestTenant, leaks);
      const c = s.counts;
      const sum = c.never + c.stale + c.cached + c.held + c.reserved + c.placeholder;
      expect(sum, `${trace.scenario.name} step ${step} ${node}`).toBe(s.totalPages);
      const inCache = st[node].cached
        .filter((l) => !l.placeholder)
        .reduce((n, l) => n + runsLength(l.pages), 0);
      expect(c.cached, `${trace.scenario.name} step ${step} ${node} cached`).toBe(inCache);
      if (node === 'decode') expect(c.cached).toBe(0);
      for (const v of [c.never, c.stale, c.cached, c.held, c.reserved, c.placeholder, c.leak])
        expect(v).toBeGreaterThanOrEqual(0);
      // the overlays are parts of the states they overlay
      expect(c.reservedStale).toBeLessThanOrEqual(c.reserved);
      expect(c.leak).toBeLessThanOrEqual(c.reserved + c.stale + c.held);
      // the per-page codes agree with the counts (each page has exactly one state)
      const tally = [0, 0, 0, 0, 0, 0];
      for (let p = 1; p <= s.totalPages; p++) tally[s.state[p]!]!++;
      expect(tally[PAGE.never]).toBe(c.never);
      expect(tally[PAGE.stale]).toBe(c.stale);
      expect(tally[PAGE.held]).toBe(c.held);
      expect(tally[PAGE.reserved]).toBe(c.reserved);
      expect(tally[PAGE.placeholder]).toBe(c.placeholder);
      expect(tally[PAGE.cached]).toBe(c.cached);
      checked++;
    }
  }
  return checked;
}

describe('page states add up to the pool', () => {
  for (const name of Object.keys(SCENARIO_FILES) as ScenarioName[]) {
    it(`${name}: every step, both nodes`, () => {
      const { trace } = traceFor(name);
      expect(checkEveryStep(trace)).toBe(2 * trace.stepCount);
    });
  }
  for (const v of VARIANTS) {
    it(`fix variant ${v.id}: every step, both nodes`, () => {
      const { trace } = traceFor(v.scenario, v.switches);
      expect(checkEveryStep(trace)).toBe(2 * trace.stepCount);
    });
  }
  it('incident, d1 at PREBUILT: 12,500 reserved = 12,499 not written + 1 placeholder page', () => {
    const { trace } = traceFor('incident');
    const d1 = trace.scenario.requests.findIndex((r) => r.id === 'd1');
    const pre = trace.events.find((e) => e.kind === 'decode.prebuilt' && e.requests[0] === d1)!;
    const alloc = trace.events.find((e) => e.kind === 'decode.prealloc' && e.requests[0] === d1)!;
    if (alloc.kind !== 'decode.prealloc' || pre.kind !== 'decode.prebuilt') throw new Error('kind');
    const st = stateAt(trace, pre.step);
    const model = getTraceModel(trace);
    const s = computePageStates(
      st.decode,
      st.requests,
      model.requestTenant,
      leaksAt(model, pre.step),
    );
    expect(alloc.data.pagesReserved).toBe(12_500);
    expect(s.counts.reserved + s.counts.placeholder).toBe(alloc.data.pagesReserved);
    expect(s.counts.reserved).toBe(12_499);
    expect(pre.data.stalePages).toBe(12_499);
  });
});
