/**
 * The run record: what is requested, what is displayed (with the record it was asked as), and
 * the run's state. Each navigation adopts or cancels the request in flight; a trace on screen
 * never sits beside the settings of a run that was stopped.
 */
import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/worker/client';
import { applyView } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';
import type { TraceSource } from '../../src/store/show';
import { type Asked } from '../../src/store/store';
import { traceOf } from './helpers';
import { askedNow, isPending, shownScenario, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

/** A run that lands when the test says so. */
function heldRun(result: () => RunResult): { source: TraceSource; land: () => void } {
  let land = () => {};
  const source: TraceSource = {
    kind: 'run',
    run: () => new Promise<RunResult>((resolve) => (land = () => resolve(result()))),
  };
  return { source, land: () => land() };
}

const incident = () => builtIn('incident')!;
const askedWith = (rejectAtAdmission: boolean): Asked => {
  const base = incident();
  return {
    name: 'incident',
    origin: 'builtin',
    base,
    config: { ...base.config, fixes: { ...base.config.fixes, rejectAtAdmission } },
  };
};
const viaMain = (trace: RunResult['trace']): RunResult => ({
  trace,
  computeMs: 1,
  transferMs: null,
  viaWorker: false,
});

describe('Back/Forward during a re-run', () => {
  it('keeps the view the user went back to when the re-run lands', async () => {
    const st = store.getState();
    const plain = traceOf('incident');
    st.setTrace('incident', plain.scenario, plain, false, { origin: 'builtin', base: incident() });
    // a switch flipped: the re-run is computing
    const rerun = heldRun(() => viaMain(traceOf('incident', { rejectAtAdmission: true })));
    const flipped = st.show(askedWith(true), rerun.source, { keepStep: true });
    // Back, to the entry of the configuration on screen, at step 5
    await applyView(store, { s: 'incident', fixes: null, pools: {}, step: '5', sel: null }, []);
    rerun.land();
    expect(await flipped).toBe(false);
    const s = store.getState();
    expect(shownTrace(s)).toBe(plain);
    expect(shownScenario(s)?.config.fixes.rejectAtAdmission).toBe(false);
    expect(s.step).toBe(5);
    expect(s.request).toBeNull();
  });

  it('adopts the re-run when the link asks for what it computes, and shows the link’s step', async () => {
    const st = store.getState();
    const plain = traceOf('incident');
    st.setTrace('incident', plain.scenario, plain, false, { origin: 'builtin', base: incident() });
    const fixed = traceOf('incident', { rejectAtAdmission: true });
    const rerun = heldRun(() => viaMain(fixed));
    const asked = askedWith(true);
    const flipped = st.show(asked, rerun.source, { keepStep: true });
    const fixes = { ...incident().config.fixes, rejectAtAdmission: true };
    const navigated = applyView(
      store,
      { s: 'incident', fixes, pools: {}, step: '7', sel: null },
      [],
    );
    // no second run: the one in flight is the one asked for
    expect(store.getState().request).toBe(asked);
    rerun.land();
    expect(await flipped).toBe(true);
    await navigated;
    const s = store.getState();
    expect(s.display?.trace).toBe(fixed);
    expect(s.step).toBe(7);
    expect(s.request).toBeNull();
  });
});

describe('show() with the trace already on screen', () => {
  it('leaves no record of the run it stopped: the switchboard shows what is on screen', async () => {
    const st = store.getState();
    const plain = traceOf('incident');
    st.setTrace('incident', plain.scenario, plain, false, { origin: 'builtin', base: incident() });
    const rerun = heldRun(() => viaMain(traceOf('incident', { rejectAtAdmission: true })));
    const flipped = st.show(askedWith(true), rerun.source, { keepStep: true });
    expect(await st.show(askedWith(false), { kind: 'ready', trace: plain })).toBe(true);
    rerun.land();
    expect(await flipped).toBe(false);
    const s = store.getState();
    expect(shownTrace(s)).toBe(plain);
    expect(isPending(s)).toBe(false);
    // what the switchboard reads (FixSwitchboard) and setFix builds the next run from
    expect(askedNow(s)?.config.fixes.rejectAtAdmission).toBe(false);
    expect(s.request).toBeNull();
    expect(s.display?.asked.config.fixes.rejectAtAdmission).toBe(false);
  });
});
