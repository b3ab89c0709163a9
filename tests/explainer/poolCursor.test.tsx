/**
 * The pool map's keyboard cursor speaks the region under it (a polite status line): the run of
 * alike pages, its range, whose data it holds, then the page itself. Before, only a tooltip
 * showed it, neither described nor live.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine';
import { freshStore, provide } from '../setup/stores';
import { computePageStates } from '../../src/views/pools/pageStates';
import { regionAround, regionSentence } from '../../src/views/pools/cursorRegion';
import { PoolView } from '../../src/views/pools/PoolView';
import { getTraceModel, leaksAt } from '../../src/views/shared/traceModel';
import { stateAt } from '../../src/engine';
import { loadScenario, stepOf } from '../views/helpers';

afterEach(cleanup);

const scenario = loadScenario('incident');
const trace = simulate(scenario);
const step = stepOf(trace, 'decode.prebuilt', 'd1');

describe('the pool map’s cursor', () => {
  it('names the run of pages around a page: range, state and whose data', () => {
    const model = getTraceModel(trace);
    const st = stateAt(trace, step);
    const dec = computePageStates(
      st.decode,
      st.requests,
      model.requestTenant,
      leaksAt(model, step),
    );
    // page 2: reserved for d1, written by a1 (Tenant A), read into the leak
    const r = regionAround(dec, 2);
    expect(r.from).toBe(2);
    expect(r.to).toBeGreaterThan(1000);
    const said = regionSentence(dec, model, 2);
    expect(said).toMatch(/^[\d,]+ pages, 2–[\d,]+ of 24,576: reserved, not written for its holder/);
    expect(said).toContain('data of Tenant A');
    expect(said).toContain('held by Tenant D');
  });

  it('speaks when it moves by key, in a polite status line', async () => {
    const store = freshStore();
    act(() => {
      store.getState().setTrace('incident', scenario, trace);
      store.getState().setStep(step);
    });
    render(<PoolView node="decode" />, { wrapper: provide(store) });
    const pool = screen.getByRole('region', { name: 'Decode node KV pool' });
    const map = within(pool).getByRole('application');
    await waitFor(() => expect(pool.querySelector('canvas')).not.toBeNull());
    const status = within(pool).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    act(() => map.focus());
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() => expect(status.textContent).toMatch(/of 24,576: .*· Page [\d,]+/));
  });
});
