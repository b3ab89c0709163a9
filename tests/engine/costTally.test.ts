// @vitest-environment node
/**
 * The cost tally (src/engine/cost.ts) that the live session keeps as requests come in gives
 * the estimate the budget's definition gives, whatever the order the requests came in, and
 * trying a request leaves it as it was. The reference below computes the definition directly
 * (sort everything, take prefixes), as the estimate was computed before the tally.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CostTally,
  costProblem,
  estimateCost,
  isRejected,
  isSingleChain,
  type RequestSpec,
  type Scenario,
} from '../../src/engine';
import { costShape } from './costShapes';

function reference(s: Scenario) {
  const { pageSize, contextLength, prefill, decode } = s.config;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const capped = s.requests.map((r) => Math.min(r.maxNewTokens, 4096));
  const per = capped.map((t) => Math.ceil(t / pageSize)).sort((a, b) => b - a);
  const foot = s.requests
    .map((r, i) => {
      const held = isRejected(r.promptTokens, contextLength, prefill.poolTokens)
        ? 1
        : r.promptTokens;
      return Math.ceil((held + capped[i]!) / pageSize);
    })
    .sort((a, b) => a - b);
  const pool = Math.floor(decode.poolTokens / pageSize);
  let used = 0;
  let n = 0;
  for (const f of foot) {
    if (used + f > pool) break;
    used += f;
    n++;
  }
  const together = Math.max(1, n);
  const togetherPages = sum(per.slice(0, together));
  const turns = together < s.requests.length ? Math.ceil(sum(capped) / together) : 0;
  const events = 22 * s.requests.length + turns;
  return {
    interleavedPages: sum(per),
    runPages: sum(per.slice(0, 8)),
    chain: isSingleChain(s),
    together,
    togetherPages,
    events,
    pieceCopies: events * togetherPages + turns * sum(per),
  };
}

/** Shapes with mixed lengths, some rejected prompts, and chained requests (some one chain). */
const mixed = fc
  .tuple(
    costShape,
    fc.array(
      fc.record({
        prompt: fc.integer({ min: 1, max: 16_777_216 }),
        maxNew: fc.integer({ min: 1, max: 10_000 }),
        after: fc.option(fc.nat(), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 60 },
    ),
    fc.boolean(),
  )
  .map(([s, extra, alone]): Scenario => {
    const requests: RequestSpec[] = extra.map((x, i) => ({
      id: `x${i}`,
      tenant: 'a',
      promptTokens: x.prompt,
      maxNewTokens: x.maxNew,
      arrival: 0,
      ...(x.after !== undefined && i > 0 ? { after: `x${x.after % i}` } : {}),
    }));
    // alone: only these (one chain when each waits for another, so the budget does not apply)
    return { ...s, requests: [...(alone ? [] : s.requests.slice(0, 40)), ...requests] };
  });

describe('the cost tally', () => {
  it('gives the definition’s estimate, built at once or one request at a time', () => {
    fc.assert(
      fc.property(fc.oneof(costShape, mixed), fc.integer(), (s, seed) => {
        expect(estimateCost(s)).toEqual(reference(s));
        const order = s.requests.map((r, i) => [r, (i * 7919 + seed) % 1009] as const);
        order.sort((a, b) => a[1] - b[1]);
        const t = new CostTally(s.config);
        for (const [r] of order) t.add(r);
        expect(t.estimate()).toEqual(reference(s));
      }),
      { numRuns: 60 },
    );
  });

  it('tries a request as costProblem would judge the scenario with it, and stays as it was', () => {
    fc.assert(
      fc.property(fc.oneof(costShape, mixed), (s) => {
        const [last, ...rest] = [...s.requests].reverse();
        const before = { ...s, requests: rest.reverse() };
        const t = new CostTally(s.config, before.requests);
        const was = t.estimate();
        expect(t.problemWith(last!)).toBe(costProblem(s));
        expect(t.estimate()).toEqual(was);
        expect(t.problem()).toBe(costProblem(before));
      }),
      { numRuns: 60 },
    );
  });
});
