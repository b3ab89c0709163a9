/**
 * The engine's cost estimate, checked before a run. A trace grows with its events, but a
 * decode run of several requests at a small page size allocates its pages one at a time,
 * interleaved, and each such page is a separate piece to store and replay. Shapes that could
 * exceed the budgets below are refused with a message that names the budget, never run.
 * (Measured with `npm run bench`: within these budgets a run builds in a few seconds, in well
 * under 512 MB, and any step is rebuilt in under 16 ms.)
 */
import type { Scenario } from './types';

export const COST_BUDGET = {
  /** decode pages that concurrent requests may allocate one at a time, in all */
  interleavedPages: 262_144,
  /** … and by the eight largest requests together (one decode run's worth) */
  runPages: 8_192,
} as const;

/** True when the requests form one chain (each waits for the previous): never concurrent. */
export function isSingleChain(s: Scenario): boolean {
  if (s.requests.length <= 1) return true;
  const roots = s.requests.filter((r) => r.after === undefined).length;
  if (roots !== 1) return false;
  const dependents = new Map<string, number>();
  for (const r of s.requests)
    if (r.after !== undefined) dependents.set(r.after, (dependents.get(r.after) ?? 0) + 1);
  return [...dependents.values()].every((n) => n === 1);
}

export interface CostEstimate {
  interleavedPages: number;
  runPages: number;
  chain: boolean;
}

export function estimateCost(s: Scenario): CostEstimate {
  const per = s.requests
    .map((r) => Math.ceil(Math.min(r.maxNewTokens, 4096) / s.config.pageSize))
    .sort((a, b) => b - a);
  return {
    interleavedPages: per.reduce((a, b) => a + b, 0),
    runPages: per.slice(0, 8).reduce((a, b) => a + b, 0),
    chain: isSingleChain(s),
  };
}

/** Why the engine refuses to run this scenario, or null when it fits the budget. */
export function costProblem(s: Scenario): string | null {
  const c = estimateCost(s);
  if (c.chain) return null;
  const fmt = (n: number) => n.toLocaleString('en-US');
  const hint =
    `Use a larger pageSize, fewer maxNewTokens, or chain the requests with "after" ` +
    `(one at a time, no limit).`;
  if (c.runPages > COST_BUDGET.runPages)
    return (
      `too costly to simulate: concurrent requests could allocate up to ${fmt(c.runPages)} ` +
      `decode pages one at a time in one run (pageSize ${s.config.pageSize}); the engine's ` +
      `budget is ${fmt(COST_BUDGET.runPages)}. ${hint}`
    );
  if (c.interleavedPages > COST_BUDGET.interleavedPages)
    return (
      `too costly to simulate: concurrent requests could allocate up to ` +
      `${fmt(c.interleavedPages)} decode pages one at a time (pageSize ${s.config.pageSize}); ` +
      `the engine's budget is ${fmt(COST_BUDGET.interleavedPages)}. ${hint}`
    );
  return null;
}
