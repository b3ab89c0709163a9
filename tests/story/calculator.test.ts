import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate, validateScenario, type Scenario } from '../../src/engine';
import {
  calculate,
  isExposed,
  parseVersion,
  versionAdvice,
  type CalcInput,
} from '../../src/tools/calculator';

function oneRequest(i: CalcInput, promptTokens: number): Scenario {
  const res = validateScenario({
    name: 'calc',
    description: 'one prompt on a fresh deployment',
    seed: 1,
    config: {
      contextLength: i.contextLength,
      pageSize: i.pageSize,
      prefill: { poolTokens: i.prefillPool },
      decode: { poolTokens: i.decodePool },
    },
    tenants: [{ id: 'a', name: 'Tenant A' }],
    requests: [{ id: 'r1', tenant: 'a', promptTokens, maxNewTokens: 4, arrival: 0 }],
  });
  if (!res.ok) throw new Error(JSON.stringify(res.problems));
  return res.scenario;
}

const correctFor = (i: CalcInput, p: number) => simulate(oneRequest(i, p)).verdicts[0]!.correct;

const PAGE_SIZES = [1, 16, 64];
// SGLang sizes each pool in whole pages (max_total_num_tokens is a multiple of page_size).
const config = fc
  .record({
    contextLength: fc.integer({ min: 64, max: 1_200_000 }),
    prefillPages: fc.integer({ min: 8, max: 75_000 }),
    decodePages: fc.integer({ min: 8, max: 75_000 }),
    pageSize: fc.constantFrom(...PAGE_SIZES),
  })
  .map(({ prefillPages, decodePages, ...c }) => ({
    ...c,
    prefillPool: prefillPages * c.pageSize,
    decodePool: decodePages * c.pageSize,
    version: '',
  }))
  // the decode's admission budget asks for fill_len + num_reserved_decode_tokens (512): a prompt
  // within 512 tokens of the decode pool is never admitted (decode.py @0035ca42), so the checked
  // prompts outside the band need a decode pool that much larger
  .filter((c) => c.decodePool >= Math.min(c.prefillPool, c.contextLength) + 512 + 2 * c.pageSize);

describe('calculator', () => {
  it('gives the incident’s figures: band 681,274 … 1,048,570 with an assumed larger decode pool', () => {
    const r = calculate({
      contextLength: 1_048_576,
      prefillPool: 681_280,
      decodePool: 1_572_864,
      pageSize: 64,
      version: '0.5.11',
    });
    expect(r.prefillMax).toBe(681_274);
    expect(r.decodeMax).toBe(1_048_570);
    expect(r.exposed).toMatchObject({ from: 681_274, to: 1_048_569 });
    expect(r.prefillPages).toBe(10_645);
    expect(r.version).toBe('before');
  });

  it('says the remedy (pool about 2x the window) closes the band', () => {
    const r = calculate({
      contextLength: 1_048_576,
      prefillPool: 2_040_000,
      decodePool: 1_572_864,
      pageSize: 64,
      version: '0.5.22',
    });
    expect(r.exposed).toBeNull();
    expect(r.version).toBe('after');
  });

  it('reads versions and gives the press accounts’ advice', () => {
    expect(parseVersion('v0.5.22.post1')).toEqual([0, 5, 22]);
    expect(versionAdvice('0.5.19')).toBe('before');
    expect(versionAdvice('0.5.20')).toBe('between');
    expect(versionAdvice('0.5.21')).toBe('between');
    expect(versionAdvice('0.5.22')).toBe('after');
    expect(versionAdvice('0.6')).toBe('after');
    expect(versionAdvice('latest')).toBe('unknown');
  });

  it('refuses invalid input', () => {
    const r = calculate({
      contextLength: 7,
      prefillPool: 8,
      decodePool: 8,
      pageSize: 1,
      version: '',
    });
    expect(r.valid).toBe(false);
    expect(r.exposed).toBeNull();
  });

  it('agrees with the engine: inside the band is never correct, outside always is', () => {
    fc.assert(
      fc.property(config, fc.double({ min: 0, max: 1, noNaN: true }), (input, u) => {
        const r = calculate(input);
        expect(r.valid).toBe(true);
        if (r.exposed) {
          const p = r.exposed.from + Math.floor(u * (r.exposed.count - 1));
          expect(isExposed(r, p)).toBe(true);
          expect(correctFor(input, p), `inside the band: ${p}`).toBe(false);
        }
        // outside: just below the prefill limit, at the band's end, or at the window
        const outside = [
          Math.max(1, r.prefillMax - 1),
          r.exposed ? r.exposed.to + 1 : r.prefillMax,
          input.contextLength,
        ].filter((p) => p >= 1 && !isExposed(r, p));
        for (const p of outside) expect(correctFor(input, p), `outside: ${p}`).toBe(true);
      }),
      { numRuns: 60, seed: 4 },
    );
  });
});
