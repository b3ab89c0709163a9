/**
 * The scale scenario of issue #11, inside every documented limit: 500 requests chained with
 * `after`, 4,096 new tokens each, at page size 1 on the incident's pools (2,254,144 pages in
 * all, every one drawn): 2 million steps. Used by the scale e2e test and scripts/bench-scale.ts.
 */
export function worstScenario(name: string, promptBase = 1000) {
  return {
    name,
    description: '500 chained requests of 4,096 new tokens at page size 1',
    seed: 1,
    config: {
      contextLength: 1_048_576,
      pageSize: 1,
      prefill: { poolTokens: 681_280 },
      decode: { poolTokens: 1_572_864 },
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests: Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'a' : 'b',
      promptTokens: promptBase + i * 997,
      maxNewTokens: 4096,
      arrival: 0,
      ...(i > 0 ? { after: `r${i - 1}` } : {}),
    })),
  };
}
