/** Shared fixtures for the store tests: built-in traces with any switches. */
import { FIX_NAMES, simulate, type Fixes, type Scenario, type Trace } from '../../src/engine';
import { BUILT_INS, builtIn } from '../../src/store/scenarios';
import { appStore, initialAppState } from '../../src/store/store';

export function scenarioWith(key: string, fixes: Partial<Fixes> = {}): Scenario {
  const base = builtIn(key);
  if (!base) throw new Error(`no built-in ${key}`);
  return { ...base, config: { ...base.config, fixes: { ...base.config.fixes, ...fixes } } };
}

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

/** Puts the shared store back to its first state (keeps the actions). */
export function resetStore(): void {
  appStore.setState(initialAppState);
}
