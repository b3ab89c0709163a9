/**
 * Each fix switch alone, under each router, on the scenario on screen: what the client gets
 * for a request. Computed by running the engine (a few milliseconds per run for the built-in
 * scenarios); skipped for scenarios too large to run a dozen times in the page.
 */
import {
  estimateCost,
  FIX_NAMES,
  NO_FIXES,
  ROUTER_KINDS,
  simulate,
  type FixName,
  type RouterKind,
  type Scenario,
  type Verdict,
} from '../engine';

/** Largest scenario (requests, decode pages allocated one at a time) worth the 12 extra runs. */
export const FIX_OUTCOME_LIMITS = { requests: 40, interleavedPages: 4_096 } as const;

export type FixOutcomes = Record<FixName, Record<RouterKind, readonly Verdict[]>>;

/** Recent results, keyed by what they depend on (not the switches or the router shown). */
const cache = new Map<string, FixOutcomes | null>();
const CACHE_SIZE = 4;

function keyOf(s: Scenario): string {
  const { contextLength, pageSize, prefill, decode } = s.config;
  return JSON.stringify([s.seed, contextLength, pageSize, prefill, decode, s.tenants, s.requests]);
}

/** The outcomes if already computed (undefined: not yet). */
export function peekFixOutcomes(scenario: Scenario): FixOutcomes | null | undefined {
  return cache.get(keyOf(scenario));
}

/** The verdicts of every request with one switch on (the others off), under each router. */
export function fixOutcomes(scenario: Scenario): FixOutcomes | null {
  const key = keyOf(scenario);
  if (cache.has(key)) return cache.get(key)!;
  let out: FixOutcomes | null = null;
  const cost = estimateCost(scenario);
  if (
    scenario.requests.length <= FIX_OUTCOME_LIMITS.requests &&
    cost.interleavedPages <= FIX_OUTCOME_LIMITS.interleavedPages
  ) {
    out = Object.fromEntries(
      FIX_NAMES.map((fix) => [
        fix,
        Object.fromEntries(
          ROUTER_KINDS.map((router) => [
            router,
            simulate({
              ...scenario,
              config: { ...scenario.config, router, fixes: { ...NO_FIXES, [fix]: true } },
            }).verdicts,
          ]),
        ),
      ]),
    ) as unknown as FixOutcomes;
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}
