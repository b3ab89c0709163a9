/**
 * The `after` check is linear in the chain length (a 500-long chain was walked 500 times,
 * 88 ms on a loaded machine, in the task that loads the file) and reports what it did before.
 */
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/engine';

function scenario(requests: { id: string; after?: string }[]) {
  return {
    name: 'n',
    description: 'd',
    seed: 1,
    config: {
      contextLength: 1_048_576,
      pageSize: 64,
      prefill: { poolTokens: 681_280 },
      decode: { poolTokens: 1_572_864 },
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests: requests.map((r) => ({
      tenant: 'a',
      promptTokens: 1000,
      maxNewTokens: 4,
      arrival: 0,
      ...r,
    })),
  };
}

const problems = (requests: { id: string; after?: string }[]) => {
  const res = validateScenario(scenario(requests));
  return res.ok ? [] : res.problems.map((p) => `${p.path}: ${p.message}`);
};

describe('after chains', () => {
  it('accepts a long chain, in any order', () => {
    const chain = Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      ...(i > 0 ? { after: `r${i - 1}` } : {}),
    }));
    expect(problems(chain)).toEqual([]);
    expect(problems([...chain].reverse())).toEqual([]);
  });

  it('reports every request whose chain loops, naming where it loops back', () => {
    expect(
      problems([
        { id: 'a' },
        { id: 'b', after: 'a' },
        { id: 'c', after: 'd' },
        { id: 'd', after: 'c' },
        { id: 'e', after: 'c' },
        { id: 'f', after: 'b' },
      ]).filter((p) => p.includes('after')),
    ).toEqual([
      '$.requests[2].after: "after" chain loops back to "c"',
      '$.requests[3].after: "after" chain loops back to "d"',
      '$.requests[4].after: "after" chain loops back to "c"',
    ]);
  });

  it('with a repeated id, a loop through the id is still found', () => {
    const p = problems([
      { id: 'z' },
      { id: 'x', after: 'z' },
      { id: 'x', after: 'w' },
      { id: 'w', after: 'x' },
    ]).filter((m) => m.includes('loops'));
    expect(p).toEqual([
      '$.requests[2].after: "after" chain loops back to "x"',
      '$.requests[3].after: "after" chain loops back to "w"',
    ]);
  });
});
