// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandRuns,
  simulate,
  validateScenario,
  type EngineState,
  type NodeName,
  type Scenario,
} from '../../src/engine';
import { allOff, fixesArb, scenarioArb } from './arbitrary';

const RUNS = 1000;
const params = (seed: number) => ({ numRuns: RUNS, seed });

/** Every page is exactly one of: free, staged, or held by one live request. */
function checkConservation(state: EngineState, node: NodeName): void {
  const n = state[node];
  const seen = new Uint8Array(n.totalPages + 1);
  const mark = (p: number, what: string) => {
    if (p < 1 || p > n.totalPages) throw new Error(`${node}: page ${p} out of range (${what})`);
    if (seen[p]) throw new Error(`${node}: page ${p} counted twice (${what})`);
    seen[p] = 1;
  };
  for (const p of expandRuns(n.free)) mark(p, 'free');
  for (const p of expandRuns(n.staged)) mark(p, 'staged');
  for (const r of state.requests) {
    const side = node === 'prefill' ? r.prefill : r.decode;
    for (const p of expandRuns(side?.pages ?? [])) mark(p, `held by ${r.id}`);
  }
  const missing = seen.slice(1).indexOf(0);
  if (missing >= 0) throw new Error(`${node}: page ${missing + 1} lost`);
}

const overLong = (s: Scenario, prompt: number) => {
  const { contextLength: c, prefill, decode } = s.config;
  const limit = Math.min(c - 1, prefill.poolTokens - 1, decode.poolTokens - 1) - 5;
  return prompt >= c || prompt >= limit;
};

describe('engine properties (fast-check, 1,000 random workloads each)', () => {
  it('generated scenarios are valid', () => {
    fc.assert(
      fc.property(scenarioArb(), (s) => validateScenario(s).ok),
      params(1),
    );
  });

  it('pages are conserved and never held twice, at every step', () => {
    fc.assert(
      fc.property(scenarioArb(), (s) => {
        const t = simulate(s);
        for (const st of [t.initial, ...t.states]) {
          checkConservation(st, 'prefill');
          checkConservation(st, 'decode');
        }
        expect(t.verdicts.every((v) => v.httpStatus > 0)).toBe(true);
      }),
      params(2),
    );
  });

  it('runs are deterministic', () => {
    fc.assert(
      fc.property(scenarioArb(), (s) => {
        const a = simulate(s);
        const b = simulate(structuredClone(s));
        expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
        expect(JSON.stringify(b.verdicts)).toBe(JSON.stringify(a.verdicts));
      }),
      params(3),
    );
  });

  it('with rejectAtAdmission on, no response is ever built on foreign or unwritten pages, and every over-long prompt gets its 400', () => {
    const withFix = fixesArb.map((f) => ({ ...f, rejectAtAdmission: true }));
    fc.assert(
      fc.property(scenarioArb(withFix), (s) => {
        const t = simulate(s);
        for (const v of t.verdicts) {
          expect(v.isolation).toBe('clean');
          const prompt = s.requests[v.request]!.promptTokens;
          if (overLong(s, prompt)) {
            expect(v.httpStatus).toBe(400);
            expect(v.error).toMatch(/^(Input length|The input) \(\d+ tokens\)/);
          }
        }
      }),
      params(4),
    );
  });

  it('with all fixes off, the search finds a cross-tenant leak and shrinks it to a small story', () => {
    const result = fc.check(
      fc.property(scenarioArb(allOff), (s) =>
        simulate(s).verdicts.every((v) => v.isolation !== 'cross-tenant'),
      ),
      params(5),
    );
    expect(result.failed).toBe(true);
    const shrunk = result.counterexample![0];
    // the minimal leak story: one request from one tenant cycles the decode pool,
    // one over-long prompt from another tenant reads its pages
    expect(shrunk.requests.length).toBeLessThanOrEqual(3);
    const t = simulate(shrunk);
    const leak = t.verdicts.find((v) => v.isolation === 'cross-tenant')!;
    expect(leak.httpStatus).toBe(200);
    expect(overLong(shrunk, shrunk.requests[leak.request]!.promptTokens)).toBe(true);
  });
});
