// @vitest-environment node
/**
 * The cost budget: a shape over it is refused before running, with a message that names the
 * budget; the estimate never throws and refuses exactly over budget. What a shape just under
 * the budget costs to run (≤ 10 s of CPU, ≤ 512 MB) is measured by `npm run bench:cost`
 * (scripts/bench-cost.ts), not asserted here: the figures depend on the machine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_BUDGET, costProblem, estimateCost, validateScenario } from '../../src/engine';
import { costShape } from './costShapes';

/** The issue's shape: 500 requests at page 16, 16M pools, 4,096 new tokens, 1,000 + 97·i. */
function issueShape(arrivalStep: number) {
  const [s] = fc.sample(costShape, { seed: 1, numRuns: 1 });
  return {
    ...s!,
    config: {
      ...s!.config,
      pageSize: 16,
      prefill: { poolTokens: 16_777_216 },
      decode: { poolTokens: 16_777_216 },
    },
    requests: Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'a' : 'b',
      promptTokens: 1000 + 97 * i,
      maxNewTokens: 4096,
      arrival: arrivalStep * i,
    })),
  };
}

describe('the cost budget', () => {
  it.each([50, 0])(
    'refuses the issue’s shape (arrivals %i ticks apart), naming the budget',
    (a) => {
      const v = validateScenario(issueShape(a));
      expect(v.ok).toBe(false);
      if (v.ok) return;
      expect(v.problems).toHaveLength(1);
      expect(v.problems[0]!.path).toBe('$.requests');
      expect(v.problems[0]!.message).toMatch(/^too costly to simulate: /);
      expect(v.problems[0]!.message).toContain("the engine's budget of 15,000,000");
    },
  );

  it('estimates every generated shape without throwing, and refuses exactly over budget', () => {
    fc.assert(
      fc.property(costShape, (s) => {
        const c = estimateCost(s);
        expect(c.together).toBeGreaterThanOrEqual(1);
        expect(c.together).toBeLessThanOrEqual(s.requests.length);
        const over =
          c.pieceCopies > COST_BUDGET.pieceCopies ||
          c.runPages > COST_BUDGET.runPages ||
          c.interleavedPages > COST_BUDGET.interleavedPages;
        expect(costProblem(s) !== null).toBe(!c.chain && over);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('finds shapes just under the budget among the generated ones (what bench:cost runs)', () => {
    // their CPU time and peak memory are measured by `npm run bench:cost`, not asserted here
    const near = fc
      .sample(costShape, { seed: 2026, numRuns: 5000 })
      .filter((s) => !costProblem(s) && estimateCost(s).pieceCopies > 0.6 * COST_BUDGET.pieceCopies)
      .slice(0, 2);
    expect(near).toHaveLength(2);
    for (const s of near) expect(validateScenario(s).ok).toBe(true);
  });
});
