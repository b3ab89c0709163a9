/** fast-check generators of small random workloads for the engine's property tests. */
import fc from 'fast-check';
import { NO_FIXES, type Fixes, type RouterKind, type Scenario } from '../../src/engine';

export const fixesArb: fc.Arbitrary<Fixes> = fc.record({
  rejectAtAdmission: fc.boolean(),
  retireAbortedPrefill: fc.boolean(),
  honorAbortBeforeHandoff: fc.boolean(),
  coverageCheck: fc.boolean(),
  notifyDecodeOnAbort: fc.boolean(),
  scrubOnFree: fc.boolean(),
});

const requestArb = fc.record({
  tenant: fc.integer({ min: 0, max: 2 }),
  promptTokens: fc.integer({ min: 1, max: 400 }),
  maxNewTokens: fc.integer({ min: 1, max: 6 }),
  arrival: fc.integer({ min: 0, max: 6 }),
  afterPrev: fc.boolean(),
});

/** Small pools (a few dozen pages) so that pages are reused often. */
export const routerArb: fc.Arbitrary<RouterKind> = fc.constantFrom('mini_lb', 'sgl-router');

export function scenarioArb(
  fixes: fc.Arbitrary<Fixes> = fixesArb,
  maxNew: number = 6,
): fc.Arbitrary<Scenario> {
  return fc
    .record({
      pageSize: fc.constantFrom(1, 2, 4, 8),
      contextLength: fc.integer({ min: 16, max: 512 }),
      prefillPool: fc.integer({ min: 16, max: 400 }),
      // half of them with 512 tokens more: the decode's admission budget holds back
      // num_reserved_decode_tokens (512), so the small pools alone would rarely admit a request
      decodePool: fc.oneof(
        fc.integer({ min: 16, max: 600 }),
        fc.integer({ min: 16, max: 600 }).map((n) => n + 512),
      ),
      seed: fc.integer({ min: 0, max: 1000 }),
      fixes,
      router: routerArb,
      requests: fc.array(
        requestArb.map((r) => ({ ...r, maxNewTokens: Math.min(r.maxNewTokens, maxNew) })),
        { minLength: 1, maxLength: 6 },
      ),
    })
    .map((g) => ({
      name: 'random',
      description: 'generated',
      seed: g.seed,
      config: {
        contextLength: g.contextLength,
        pageSize: g.pageSize,
        prefill: { poolTokens: g.prefillPool },
        decode: { poolTokens: g.decodePool },
        router: g.router,
        fixes: g.fixes,
      },
      tenants: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      requests: g.requests.map((r, i) => ({
        id: `r${i}`,
        tenant: ['a', 'b', 'c'][r.tenant]!,
        promptTokens: r.promptTokens,
        maxNewTokens: r.maxNewTokens,
        arrival: r.arrival,
        ...(r.afterPrev && i > 0 ? { after: `r${i - 1}` } : {}),
      })),
    }));
}

export const allOff = fc.constant<Fixes>(NO_FIXES);
