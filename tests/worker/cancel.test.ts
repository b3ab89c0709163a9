/**
 * Toggling switches while runs compute (the 500-request file takes seconds a run): each toggle
 * replaces the run before it, and a replaced run is stopped in the worker, so only the newest
 * run completes, is transferred and is prepared for the views. A stand-in Worker computes with
 * the real engine after a delay and counts what it was asked to do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulate, type Trace } from '../../src/engine';
import { loadBuiltIn, setFix } from '../../src/store/actions';
import type { AppStoreApi } from '../../src/store/store';
import { resetLanes } from '../../src/worker/lane';
import { tracePieces, type RunReply, type RunRequest } from '../../src/worker/protocol';
import { freshStore } from '../setup/stores';
import { askedNow, isPending, shownTrace } from '../../src/store/selectors';

const COMPUTE_MS = 40;
const seen = { started: 0, completed: 0, terminated: 0 };

class StandInWorker {
  onmessage: ((e: MessageEvent<RunReply>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  postMessage(msg: RunRequest): void {
    seen.started++;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      seen.completed++;
      for (const piece of tracePieces(msg.id, simulate(msg.scenario)))
        this.onmessage?.({ data: piece } as MessageEvent<RunReply>);
    }, COMPUTE_MS);
    this.timers.add(timer);
  }
  terminate(): void {
    seen.terminated++;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

let store: AppStoreApi;
beforeEach(() => {
  vi.stubGlobal('Worker', StandInWorker);
  resetLanes();
  store = freshStore();
});

afterEach(() => {
  resetLanes();
  vi.unstubAllGlobals();
});

describe('toggling switches while runs compute', () => {
  it('only the newest run completes and is prepared; the replaced ones stop in the worker', async () => {
    expect(await loadBuiltIn(store, 'incident')).toBe(true);
    const prepared: Trace[] = [];
    store.getState().setPreparers([
      function* (trace) {
        prepared.push(trace);
        yield;
      },
    ]);
    Object.assign(seen, { started: 0, completed: 0, terminated: 0 });

    const runs = [
      setFix(store, 'rejectAtAdmission', true),
      setFix(store, 'rejectAtAdmission', false),
      setFix(store, 'rejectAtAdmission', true),
    ];
    expect(await Promise.all(runs)).toEqual([false, false, true]);

    expect(seen.started).toBe(3);
    expect(seen.completed).toBe(1);
    expect(seen.terminated).toBe(2);
    expect(prepared).toHaveLength(1);
    const s = store.getState();
    expect(prepared[0]).toBe(shownTrace(s));
    expect(shownTrace(s)?.scenario.config.fixes.rejectAtAdmission).toBe(true);
    expect(isPending(s)).toBe(false);
  });

  it('cancelling stops the run in the worker and keeps the scenario shown before it', async () => {
    expect(await loadBuiltIn(store, 'incident')).toBe(true);
    const before = shownTrace(store.getState());
    Object.assign(seen, { started: 0, completed: 0, terminated: 0 });
    const run = setFix(store, 'rejectAtAdmission', true);
    store.getState().cancelRun();
    expect(await run).toBe(false);
    expect(seen.completed).toBe(0);
    expect(seen.terminated).toBe(1);
    const s = store.getState();
    expect(shownTrace(s)).toBe(before);
    expect(askedNow(s)?.config.fixes.rejectAtAdmission).toBe(false);
    expect(isPending(s)).toBe(false);
  });
});
