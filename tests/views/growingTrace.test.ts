/**
 * A trace that grows: a run fed requests with staggered arrivals, advanced a few ticks at a
 * time, its trace() taken each time. Every view model at a step equals the one the finished
 * trace gives at that step, and the caches keyed on the trace (selectors' steps and key
 * moments, traceModel, the timeline's marks, the engine's last state) say what a cold read of
 * the trace as it is says. What rests on a verdict (a response's text, a leak's stretches)
 * shows once that request's verdict is final, not before.
 */
import { describe, expect, it } from 'vitest';
import {
  createRun,
  lastStepOf,
  NO_FIXES,
  stateAt,
  type Scenario,
  type Trace,
} from '../../src/engine';
import { atStep, keyStepsOf, prevKeyStep } from '../../src/store/selectors';
import { markersOf } from '../../src/views/controls/Timeline';
import { computePageStates } from '../../src/views/pools/pageStates';
import { getTraceModel, leaksAt, type LeakStretch } from '../../src/views/shared/traceModel';
import { decisiveCheck, queueLanes } from '../../src/views/queues/lanes';
import { responseModel } from '../../src/views/response/responseModel';
import { eventLabel, narrate } from '../../src/views/shared/narrate';
import { lastTransfer, topologyChips, type ChipText } from '../../src/views/topology/layout';

const TEXT: ChipText = {
  tokens: (n) => `${n} tokens`,
  placeholder: (n) => `placeholder ${n}`,
  status: (s) => `HTTP ${s}`,
};

/**
 * The incident in small (pools of 50 and 100 pages): a prompt the prefill rejects and the
 * decode accepts reads what two earlier tenants left; two more requests arrive while it runs.
 */
// pools sized so the admission budget (fill_len + 512 reserved tokens, decode.py) admits every
// request and c1 (rejected by the prefill) reads pages a1 and b1 left: a cross-tenant leak
function scenario(): Scenario {
  return {
    name: 'growing',
    description: 'test',
    seed: 11,
    config: {
      contextLength: 2000,
      pageSize: 2,
      prefill: { poolTokens: 700 },
      decode: { poolTokens: 1400 },
      router: 'mini_lb',
      fixes: NO_FIXES,
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ],
    requests: [
      { id: 'a1', tenant: 'a', promptTokens: 600, maxNewTokens: 6, arrival: 0 },
      { id: 'b1', tenant: 'b', promptTokens: 500, maxNewTokens: 5, arrival: 1, after: 'a1' },
      { id: 'c1', tenant: 'c', promptTokens: 800, maxNewTokens: 9, arrival: 3, after: 'b1' },
      { id: 'a2', tenant: 'a', promptTokens: 30, maxNewTokens: 8, arrival: 9 },
      { id: 'b2', tenant: 'b', promptTokens: 40, maxNewTokens: 4, arrival: 17 },
    ],
  };
}

/**
 * A cold copy of the trace as it is now: a new object, so no cache knows it, with an initial
 * state of its own, so that no cache takes it for the same run grown (views/shared/lineage.ts).
 */
function snapshot(t: Trace): Trace {
  return {
    ...t,
    initial: { ...t.initial },
    scenario: { ...t.scenario, requests: t.scenario.requests.slice() },
    events: t.events.slice(),
    ops: t.ops.slice(),
    checkpoints: t.checkpoints.slice(),
    checkpointAt: t.checkpointAt.slice(),
    verdicts: t.verdicts.slice(),
  };
}

/** Every view model at `step`; `leaks` are the decode pool's leak stretches shown then. */
function viewsAt(trace: Trace, step: number, leaks: LeakStretch[]) {
  const { state, event } = atStep(trace, step);
  const model = getTraceModel(trace);
  return {
    state,
    event,
    lanes: [queueLanes(state, 'prefill'), queueLanes(state, 'decode')],
    decisive: [decisiveCheck(event, 'prefill'), decisiveCheck(event, 'decode')],
    chips: topologyChips(trace, state, TEXT),
    transfer: lastTransfer(trace, step),
    words: event ? [narrate(event, trace, 'en'), eventLabel(event, trace, 'en')] : null,
    prevKey: prevKeyStep(trace, step),
    pages: [
      computePageStates(state.prefill, state.requests, model.requestTenant),
      computePageStates(state.decode, state.requests, model.requestTenant, leaks),
    ],
    responses: state.requests.map((_, i) =>
      trace.verdicts[i] ? responseModel(trace, state, i) : null,
    ),
    tenants: state.requests.map((r) => model.requestTenant[r.index]),
  };
}

interface Seen {
  step: number;
  /** requests whose verdict was final when the step was read */
  final: Set<number>;
  views: ReturnType<typeof viewsAt>;
  leaks: LeakStretch[];
}

describe('a trace that grows', () => {
  it('gives every view model the finished trace gives at the same step', () => {
    const full = scenario();
    const run = createRun({ ...full, requests: [] });
    const grown = run.trace();
    const seen: Seen[] = [];
    let added = 0;
    let before = 0;
    let rounds = 0;
    for (let t = 0; added < full.requests.length || !run.idle; t += 2) {
      while (added < full.requests.length && full.requests[added]!.arrival <= t)
        run.add(full.requests[added++]!);
      run.advanceTo(t + 2);
      rounds++;
      const tr = run.trace();
      expect(tr).toBe(grown);
      expect(tr.complete).toBe(false);
      const cold = snapshot(tr);
      // the caches say what a cold read of the trace as it is now says
      expect(getTraceModel(tr)).toEqual(getTraceModel(cold));
      expect(keyStepsOf(tr)).toEqual(keyStepsOf(cold));
      for (const sel of [null, 0, 2, 4]) expect(markersOf(tr, sel)).toEqual(markersOf(cold, sel));
      // a step read at the old end (then the last state) reads as it is now
      for (const s of [before - 1, before, before + 1])
        expect(atStep(tr, s).state).toEqual(stateAt(cold, s));
      const model = getTraceModel(tr);
      const final = new Set(tr.verdicts.flatMap((v, i) => (v ? [i] : [])));
      // the new steps, and again the last few old ones (read through the caches)
      for (let s = Math.max(-1, before - 3); s <= lastStepOf(tr); s++) {
        const leaks = leaksAt(model, s);
        seen.push({ step: s, final, views: viewsAt(tr, s, leaks), leaks });
      }
      before = tr.stepCount;
      if (t > 10_000) throw new Error('the run never ends');
    }
    expect(rounds).toBeGreaterThan(5);

    const done = run.finish();
    expect(done).toBe(grown);
    expect(done.complete).toBe(true);
    const finished = snapshot(done);
    const finishedModel = getTraceModel(finished);
    expect(seen.some((x) => x.leaks.length > 0)).toBe(true);
    for (const { step, final, views, leaks } of seen) {
      // leaks from final verdicts: those whose reader had ended when the step was read
      const shown = leaksAt(finishedModel, step).filter((l) => final.has(l.reader));
      expect(leaks, `leaks at ${step}`).toEqual(shown);
      const want = viewsAt(finished, step, shown);
      want.responses = want.responses.map((r, i) => (final.has(i) ? r : null));
      expect(views, `views at step ${step}`).toEqual(want);
    }
    // once finished, every view model is the finished trace's
    for (let s = 0; s <= lastStepOf(done); s += 7) {
      const leaks = leaksAt(getTraceModel(done), s);
      expect(viewsAt(done, s, leaks)).toEqual(viewsAt(finished, s, leaksAt(finishedModel, s)));
    }
    expect(markersOf(done, 2)).toEqual(markersOf(finished, 2));
  }, 60_000);
});
