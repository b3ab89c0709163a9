import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startUrlSync } from '../../src/store/sync';
import { synced } from './helpers';
import { askedNow, shownScenario } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

let stop: (() => void) | null = null;

beforeEach(() => {
  history.replaceState(null, '', '#/explore?s=incident&fix=coverageCheck&step=7&sel=a1&lang=fr');
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
  // the hash set French: put the language and the URL back for the files after this one
  history.replaceState(null, '', '#/');
});

describe('URL sync', () => {
  it('restores the view from the hash and keeps unrelated parameters (lang)', async () => {
    stop = startUrlSync(store, '/explore');
    await synced(store);
    const s = store.getState();
    expect(s.step).toBe(7);
    expect(s.selected).toBe(0);
    expect(shownScenario(s)?.config.fixes.coverageCheck).toBe(true);
    expect(location.hash).toBe('#/explore?s=incident&fix=coverageCheck&step=7&sel=a1&lang=fr');
  });

  it('pushes history for jumps and replaces it for plain steps', async () => {
    stop = startUrlSync(store, '/explore');
    await synced(store);
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    store.getState().setStep(8);
    expect(replace).not.toHaveBeenCalled(); // replacing is throttled…
    await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1)); // …then done once
    expect(push).not.toHaveBeenCalled();
    expect(location.hash).toContain('step=8');
    store.getState().setStep(40, { jump: true });
    // the entry is written in a task of its own, after the render the jump starts
    expect(push).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(location.hash).toContain('step=40');
    // a jump then a step: the entry first, then the replace on top of it
    store.getState().setStep(50, { jump: true });
    store.getState().setStep(51);
    await vi.waitFor(() => expect(location.hash).toContain('step=51'));
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[1]![2]).toContain('step=50');
  });

  it('writes a clean URL after junk, with notices, and never throws', async () => {
    history.replaceState(null, '', '#/explore?s=%3Cscript%3E&step=zz&what=1');
    stop = startUrlSync(store, '/explore');
    await synced(store);
    expect(location.hash).toBe('#/explore?s=incident&step=0&sel=d1');
    expect(
      store
        .getState()
        .notices.map((n) => n.key)
        .sort(),
    ).toEqual(['explore.url.badParam', 'explore.url.unknownScenario']);
  });

  it('leaving the route forgets writes still pending: no explore URL over the new route', async () => {
    stop = startUrlSync(store, '/explore');
    await synced(store);
    vi.useFakeTimers();
    store.getState().setStep(8); // a replace, throttled
    store.getState().setStep(40, { jump: true }); // an entry, in the next task
    history.pushState(null, '', '#/lab');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    stop();
    stop = null;
    // every timer the sync set runs now: none writes
    vi.runAllTimers();
    vi.useRealTimers();
    expect(location.hash).toBe('#/lab');
  });

  it('follows Back/Forward (hashchange) to another view', async () => {
    stop = startUrlSync(store, '/explore');
    await synced(store);
    history.replaceState(null, '', '#/explore?s=pool-2x&step=3');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await synced(store);
    expect(askedNow(store.getState())?.name).toBe('pool-2x');
    expect(store.getState().step).toBe(3);
  });
});

describe('no feedback loop', () => {
  it('writing the URL never writes the store', async () => {
    stop = startUrlSync(store, '/explore');
    await synced(store);
    let writes = 0;
    const unsubscribe = store.subscribe(() => writes++);
    store.getState().setStep(9, { jump: true });
    store.getState().setStep(10);
    store.getState().select(1);
    unsubscribe();
    expect(writes).toBe(3);
  });
});
