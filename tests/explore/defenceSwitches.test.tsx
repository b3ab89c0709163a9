/**
 * The page-lifetime family's defences as switches in Explore: each one re-runs the scenario, and
 * the verdict of the request the mode corrupts follows the engine (tests/engine/familyMatrix).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanes } from '../../src/worker/lane';
import { DefenceSwitches } from '../../src/modes/explore/DefenceSwitches';
import { loadBuiltIn, setDefences } from '../../src/store/actions';
import { askedNow, shownTrace } from '../../src/store/selectors';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

/**
 * Resolves once `ok` holds, checked at each change of `store` (outside act(): the page's own
 * run must not wait on React); fails after `ms`.
 */
function until(store: AppStoreApi, ok: () => boolean, ms = 30_000): Promise<void> {
  if (ok()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the state never came'));
    }, ms);
    const stop = store.subscribe(() => {
      if (!ok()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const victim = (store: ReturnType<typeof freshStore>, id: string) => {
  const tr = shownTrace(store.getState())!;
  return tr.verdicts[tr.scenario.requests.findIndex((r) => r.id === id)]!;
};

describe('defence switches', () => {
  afterEach(() => {
    cleanup();
    resetLanes();
  });

  it('refcount pinning stops the late writer; turning it off brings the leak back', async () => {
    const store = freshStore();
    expect(await loadBuiltIn(store, 'late-writer')).toBe(true);
    expect(victim(store, 'b1').isolation).toBe('cross-tenant');
    render(<DefenceSwitches />, { wrapper: provide(store) });
    const pin = screen.getByRole('checkbox', { name: 'Refcount pinning' });
    fireEvent.click(pin);
    await until(
      store,
      () => shownTrace(store.getState())?.scenario.config.defences?.refcountPin === true,
    );
    expect(victim(store, 'b1').isolation).toBe('clean');
    expect(askedNow(store.getState())?.config.defences).toEqual({ refcountPin: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refcount pinning' }));
    await until(store, () => shownTrace(store.getState())?.scenario.config.defences === undefined);
    expect(victim(store, 'b1').isolation).toBe('cross-tenant');
    expect(askedNow(store.getState())?.config.defences).toBeUndefined();
  });

  it('the checksum turns the reused source page into a 500, by the form chosen', async () => {
    const store = freshStore();
    expect(await loadBuiltIn(store, 'reused-source')).toBe(true);
    render(<DefenceSwitches />, { wrapper: provide(store) });
    const select = screen.getByLabelText<HTMLSelectElement>('KV checksum');
    fireEvent.change(select, { target: { value: '39500' } });
    await until(
      store,
      () => shownTrace(store.getState())?.scenario.config.defences?.kvChecksum === '39500',
    );
    expect(victim(store, 'a1').httpStatus).toBe(500);
    expect(victim(store, 'a1').error).toBe('KV checksum mismatch');
  });

  it('keeps the scenario’s own defences when another is switched (the lost drain ack)', async () => {
    const store = freshStore();
    expect(await loadBuiltIn(store, 'lost-drain-ack')).toBe(true);
    expect(await setDefences(store, { drainBarrier: true })).toBe(true);
    expect(askedNow(store.getState())?.config.defences).toEqual({
      deferredRelease: true,
      deferredReleaseTicks: 10,
      drainBarrier: true,
    });
    expect(victim(store, 'b1').correct).toBe(true);
  });
});
