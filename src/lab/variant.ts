/**
 * Reading and replacing parts of a scenario's configuration: the router, the fix switches,
 * pool and page sizes. Engine runs are cached per variant within one evaluation.
 */
import {
  DEFAULT_ROUTER,
  FIX_NAMES,
  NO_FIXES,
  simulate,
  type Config,
  type FixName,
  type Scenario,
  type Trace,
} from '../engine';
import type { Router, Variant } from './types';

/** The router of a configuration (`mini_lb` when the field is absent). */
export function routerOf(config: Config): Router {
  return config.router ?? DEFAULT_ROUTER;
}

export function fixesOn(config: Config): FixName[] {
  return FIX_NAMES.filter((f) => config.fixes[f]);
}

export function applyVariant(s: Scenario, v: Variant): Scenario {
  const c = s.config;
  const config: Config = {
    ...c,
    pageSize: v.pageSize ?? c.pageSize,
    prefill: { poolTokens: v.prefillPool ?? c.prefill.poolTokens },
    decode: { poolTokens: v.decodePool ?? c.decode.poolTokens },
    fixes:
      v.fixes === undefined
        ? c.fixes
        : { ...NO_FIXES, ...Object.fromEntries(v.fixes.map((f) => [f, true])) },
    router: v.router ?? c.router,
  };
  return { ...s, config };
}

export function variantKey(v: Variant): string {
  return JSON.stringify([
    v.fixes ?? null,
    v.router ?? null,
    v.prefillPool ?? null,
    v.decodePool ?? null,
    v.pageSize ?? null,
  ]);
}

/** Runs the engine once per distinct variant of one scenario, and keeps the traces. */
export class RunCache {
  private cache = new Map<string, Trace>();
  constructor(readonly scenario: Scenario) {}
  /** how many engine runs so far */
  get count(): number {
    return this.cache.size;
  }
  trace(v: Variant = {}): Trace {
    const key = variantKey(v);
    let t = this.cache.get(key);
    if (!t) {
      t = simulate(applyVariant(this.scenario, v));
      this.cache.set(key, t);
    }
    return t;
  }
}
