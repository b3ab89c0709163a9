// @vitest-environment node
/**
 * The cost budget keeps its promise (issue 17 point 1): a shape inside the limits either runs
 * within the README's worst case (≤ 10 s, ≤ 512 MB in a fresh process) or is refused before
 * running with a message that names the budget. Generated shapes near the budget run in
 * fresh processes (CPU time is measured, not wall time: the machine is shared).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_BUDGET, costProblem, estimateCost, validateScenario } from '../../src/engine';
import { costShape } from './costShapes';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

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
      expect(v.problems[0]!.message).toContain("the engine's budget of 50,000,000");
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

  it('generated shapes just under the budget run in under 10 s of CPU and 512 MB', () => {
    const near = fc
      .sample(costShape, { seed: 2026, numRuns: 5000 })
      .filter((s) => !costProblem(s) && estimateCost(s).pieceCopies > 0.6 * COST_BUDGET.pieceCopies)
      .slice(0, 2);
    expect(near).toHaveLength(2);
    const dir = mkdtempSync(join(tmpdir(), 'cost-'));
    near.forEach((s, i) => {
      const f = join(dir, `shape-${i}.json`);
      writeFileSync(f, JSON.stringify(s));
      // the child reports its own peak (VmHWM: see costChild.ts), under a heap cap so that the
      // run either fits in 512 MB with room for tsx and the code, or fails
      const r = spawnSync(
        TSX_NODE,
        ['--max-old-space-size=384', ...TSX_ARGS, 'tests/engine/costChild.ts', f],
        { encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { cpuMs: number; maxRssMB: number };
      expect(out.maxRssMB).toBeLessThanOrEqual(512);
      expect(out.cpuMs).toBeLessThanOrEqual(10_000);
    });
  }, 240_000);
});
