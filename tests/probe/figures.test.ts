// @vitest-environment node
/** The probe's figures and plan: server info, mini_lb's, flags, conflicts; the band and the plan. */
import { describe, expect, it } from 'vitest';
import { checkExposure } from '../../src/tools/exposure';
import { makePlan, resolveFigures, usableBand, type Figures } from '../../src/tools/probe';

const info = (mode: string, pool: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    context_length: 1_048_576,
    page_size: 64,
    disaggregation_mode: mode,
    max_total_num_tokens: pool,
    version: '0.5.11',
    ...extra,
  });

const figures = (prefill: number, decode: number): Figures => {
  const r = resolveFigures(
    [
      { text: info('prefill', prefill), source: 'p' },
      { text: info('decode', decode), source: 'd' },
    ],
    {},
  );
  if (!r.ok) throw new Error(r.why.join('; '));
  return r.figures;
};

describe('figures', () => {
  it("the incident's server info gives the engine's band, and says where each figure came from", () => {
    const f = figures(681_280, 2_097_152);
    expect(f.band).toEqual({ from: 681_274, to: 1_048_569, count: 367_296 });
    expect(f.prefill).toMatchObject({ maxInput: 681_274, maxInputReported: false, source: 'p' });
  });

  it('gives the same band as the exposure checker for the same pasted JSON', () => {
    for (const [p, d] of [
      [681_280, 2_097_152],
      [284_928, 1_000_000],
      [2_040_000, 2_040_000],
    ] as const) {
      const ours = figures(p, d).band;
      const theirs = checkExposure([info('prefill', p), info('decode', d)]).pairs[0]!.exposed;
      expect(ours).toEqual(theirs);
    }
  });

  it("a node's own max_req_input_len wins over the computed one", () => {
    const r = resolveFigures(
      [
        { text: info('prefill', 681_280, { max_req_input_len: 681_279 }), source: 'p' },
        { text: info('decode', 2_097_152), source: 'd' },
      ],
      {},
    );
    expect(r.ok && r.figures.prefill).toMatchObject({ maxInput: 681_279, maxInputReported: true });
  });

  it("reads mini_lb's combined answer, and fills the rest from flags", () => {
    const both = JSON.stringify({
      prefill: [JSON.parse(info('prefill', 681_280)) as unknown],
      decode: [JSON.parse(info('decode', 2_097_152)) as unknown],
    });
    const r = resolveFigures([{ text: both, source: 'GET router' }], {});
    expect(r.ok && r.figures.band?.from).toBe(681_274);
    const flags = resolveFigures([{ text: info('prefill', 681_280), source: 'p' }], {
      contextLength: 1_048_576,
      decodePool: 2_097_152,
    });
    expect(flags.ok && flags.figures.decode.source).toMatch(/--decode-pool/);
  });

  it('stops with reasons when a pool is missing, modes are unknown or contexts differ', () => {
    const none = resolveFigures([], { contextLength: 1000 });
    expect(!none.ok && none.why.join('\n')).toMatch(/prefill: no pool size \(--prefill-pool\)/);
    const noMode = resolveFigures(
      [{ text: JSON.stringify({ context_length: 10, max_total_num_tokens: 9 }), source: 'x' }],
      {},
    );
    expect(!noMode.ok && noMode.why.join('\n')).toMatch(/say which node it is/);
    const ctx = resolveFigures(
      [
        { text: info('prefill', 100_000), source: 'p' },
        { text: info('decode', 200_000, { context_length: 8192 }), source: 'd' },
      ],
      {},
    );
    expect(!ctx.ok && ctx.why.join('\n')).toMatch(/context lengths differ/);
  });
});

describe('plan', () => {
  it('canaries cycle the decode pool, the probe sits in the band, the control below both limits', () => {
    const f = figures(681_280, 2_097_152);
    const plan = makePlan(f);
    if ('error' in plan) throw new Error(plan.error);
    const canaries = plan.requests.filter((r) => r.role === 'canary');
    expect(canaries.length).toBe(Math.ceil(2_097_152 / canaries[0]!.target));
    const band = plan.requests.find((r) => r.role === 'band')!;
    const usable = usableBand(f)!;
    expect(band.lo).toBe(usable.from);
    expect(band.hi).toBeLessThanOrEqual(1_048_576 - band.maxNewTokens);
    expect(band.target).toBeGreaterThan(band.lo);
    const control = plan.requests.find((r) => r.role === 'control')!;
    expect(control.hi).toBeLessThan(f.prefill.maxInput);
    expect(plan.inBand).toBe(true);
  });

  it("with no band, the probe tests the prefill's first rejected length", () => {
    const f = figures(2_040_000, 2_040_000);
    const plan = makePlan(f);
    if ('error' in plan) throw new Error(plan.error);
    expect(f.band).toBeNull();
    expect(plan.inBand).toBe(false);
    expect(plan.requests.find((r) => r.role === 'band')!.lo).toBe(f.prefill.maxInput);
  });
});
