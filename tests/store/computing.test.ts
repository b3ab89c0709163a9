import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulate } from '../../src/engine';
import { builtIn } from '../../src/store/builtinScenarios';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore } from '../setup/stores';
import { askedNow, isPending, shownTrace } from '../../src/store/selectors';

// A slow engine: each run answers after `delay` ms of (fake) time.
let delay = 0;
vi.mock('../../src/worker/client', () => ({
  runEngine: (scenario: Parameters<typeof simulate>[0]) =>
    new Promise((resolve) =>
      setTimeout(
        () =>
          resolve({ trace: simulate(scenario), computeMs: delay, transferMs: 1, viaWorker: true }),
        delay,
      ),
    ),
}));

const { COMPUTING_DELAY_MS, loadBuiltIn, runScenario } = await import('../../src/store/actions');

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the computing indicator', () => {
  it('appears only when a run takes longer than ~200 ms', async () => {
    vi.useFakeTimers();
    delay = 500;
    const done = loadBuiltIn(store, 'incident');
    expect(isPending(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(COMPUTING_DELAY_MS - 10);
    expect(store.getState().run.computing).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(store.getState().run.computing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(store.getState().run.computing).toBe(false);
    expect(shownTrace(store.getState())).not.toBeNull();
    expect(store.getState().timing?.transferMs).toBe(1);
  });

  it('never shows for a fast run', async () => {
    vi.useFakeTimers();
    delay = 50;
    const done = loadBuiltIn(store, 'incident');
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(store.getState().run.computing).toBe(false);
  });

  it('drops a superseded run: the last request wins', async () => {
    vi.useFakeTimers();
    delay = 300;
    const ask = (name: string) => {
      const base = builtIn(name)!;
      return runScenario(store, { name, origin: 'builtin', base, config: base.config }, base);
    };
    const a = ask('incident');
    delay = 10;
    const b = ask('pool-2x');
    await vi.advanceTimersByTimeAsync(400);
    expect(await a).toBe(false);
    expect(await b).toBe(true);
    expect(askedNow(store.getState())?.name).toBe('pool-2x');
  });
});
