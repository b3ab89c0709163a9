/** Shared fixtures for the store tests: built-in traces with any switches. */
import { FIX_NAMES, simulate, type Fixes, type Scenario, type Trace } from '../../src/engine';
import { BUILT_INS } from '../../src/store/builtinScenarios';
import { vi } from 'vitest';
import type { AppStoreApi } from '../../src/store/store';
import { hashFor } from '../../src/store/sync';
import { builtinScenario, withFixes } from '../helpers/scenarios';
import { isPending, shownTrace } from '../../src/store/selectors';

/** A built-in scenario with some switches (one scenario helper: ../helpers/scenarios). */
export function scenarioWith(key: string, fixes: Partial<Fixes> = {}): Scenario {
  return withFixes(builtinScenario(key), fixes);
}

/** A fresh trace (a new object each call) of a built-in scenario with some switches. */
export function traceOf(key: string, fixes: Partial<Fixes> = {}): Trace {
  return simulate(scenarioWith(key, fixes));
}

/** Every combination of the five switches (32). */
export function allFixCombos(): Fixes[] {
  return Array.from(
    { length: 1 << FIX_NAMES.length },
    (_, bits) =>
      Object.fromEntries(FIX_NAMES.map((n, i) => [n, (bits & (1 << i)) !== 0])) as unknown as Fixes,
  );
}

export const BUILT_IN_KEYS = BUILT_INS.map((b) => b.key);

/**
 * Waits (polling, never a fixed time) until the URL sync has shown a view and written it:
 * a trace, no run in flight, and the hash is the one the store's view has.
 */
export async function synced(store: AppStoreApi, route = '/explore'): Promise<void> {
  await vi.waitFor(() => {
    const s = store.getState();
    if (!shownTrace(s) || isPending(s) || location.hash !== hashFor(store, route))
      throw new Error(`not synced: ${location.hash} vs ${hashFor(store, route)}`);
  });
}
