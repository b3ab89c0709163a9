/**
 * Generated scenario shapes for the cost budget (src/engine/cost.ts): many concurrent requests
 * at small page sizes, staggered arrivals, pools from tight to the 16,777,216-token limit.
 */
import fc from 'fast-check';
import { costProblem, NO_FIXES, type Scenario } from '../../src/engine';

export const costShape: fc.Arbitrary<Scenario> = fc
  .record({
    n: fc.integer({ min: 2, max: 500 }),
    pageSize: fc.constantFrom(1, 2, 4, 8, 16, 64),
    maxNew: fc.integer({ min: 1, max: 4096 }),
    promptBase: fc.integer({ min: 1, max: 100_000 }),
    promptStep: fc.integer({ min: 0, max: 2_000 }),
    arrivalStep: fc.constantFrom(0, 1, 10, 50, 200, 1000),
    pool: fc.integer({ min: 1_000_000, max: 16_777_216 }),
  })
  .map(({ n, pageSize, maxNew, promptBase, promptStep, arrivalStep, pool }) => ({
    name: 'cost shape',
    description: '',
    seed: 1,
    config: {
      contextLength: 16_777_216,
      pageSize,
      prefill: { poolTokens: pool },
      decode: { poolTokens: pool },
      router: 'sgl-router' as const,
      fixes: {
        rejectAtAdmission: false,
        retireAbortedPrefill: false,
        honorAbortBeforeHandoff: false,
        coverageCheck: false,
        notifyDecodeOnAbort: false,
        scrubOnFree: false,
      },
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests: Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'a' : 'b',
      promptTokens: Math.min(16_777_216, promptBase + promptStep * i),
      maxNewTokens: maxNew,
      arrival: Math.min(1_000_000, arrivalStep * i),
    })),
  }));

/**
 * The worst family found for the budget (the red team's): `n` requests of 1,024 new tokens at
 * page size 1, pools exactly their footprints, arrivals `arrivalStep` ticks apart.
 */
export function costFamily(n: number, arrivalStep: number, prompt = 100): Scenario {
  const pool = n * (prompt + 1024);
  return {
    name: `cost family: ${n} requests, arrivals ${arrivalStep} apart`,
    description: '',
    seed: 1,
    config: {
      contextLength: 16_777_216,
      pageSize: 1,
      prefill: { poolTokens: pool },
      decode: { poolTokens: pool },
      router: 'sgl-router',
      fixes: { ...NO_FIXES },
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests: Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'a' : 'b',
      promptTokens: prompt,
      maxNewTokens: 1024,
      arrival: arrivalStep * i,
    })),
  };
}

/** The family's largest shape the budget lets through. */
export function largestCostFamily(arrivalStep: number): Scenario {
  let n = 2;
  while (n < 500 && !costProblem(costFamily(n + 1, arrivalStep))) n++;
  return costFamily(n, arrivalStep);
}
