// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulate, validateScenario } from '../../src/engine';
import { findLeak, findLeakSync } from '../../src/lab/leakFinder';
import { loadBuiltin } from '../engine/driver';

const incident = loadBuiltin('incident');
const search = (fixes: Partial<typeof incident.config.fixes> = {}) => ({
  config: { ...incident.config, fixes: { ...incident.config.fixes, ...fixes } },
  tenants: incident.tenants,
});

describe('leak finder', () => {
  it('finds and shrinks a cross-tenant leak in the incident’s configuration', () => {
    const seen: number[] = [];
    const r = findLeakSync(search(), {
      seed: 7,
      numRuns: 300,
      onProgress: (p) => seen.push(p.runs),
    });
    expect(r.kind).toBe('found');
    if (r.kind !== 'found') return;
    expect(validateScenario(r.scenario).ok).toBe(true);
    expect(r.scenario.requests.length).toBeLessThanOrEqual(3);
    expect(r.shrinks).toBeGreaterThan(0);
    expect(r.leaks.length).toBeGreaterThan(0);
    const v = simulate(r.scenario).verdicts;
    expect(v.some((x) => x.isolation === 'cross-tenant' && x.httpStatus === 200)).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    // reproducible for a seed
    expect(findLeakSync(search(), { seed: 7, numRuns: 300 })).toEqual(r);
  }, 30_000);

  it('finds none with rejectAtAdmission, and says how many runs it tried', async () => {
    const r = await findLeak(search({ rejectAtAdmission: true }), { seed: 1, numRuns: 150 });
    expect(r).toEqual({ kind: 'none', runs: 150, seed: 1 });
  }, 30_000);

  it('stops when asked, between chunks', async () => {
    const signal = { aborted: false };
    const r = await findLeak(search({ rejectAtAdmission: true }), {
      numRuns: 1000,
      signal,
      onProgress: (p) => {
        if (p.runs >= 20) signal.aborted = true;
      },
    });
    expect(r.kind).toBe('stopped');
    expect(r.runs).toBeLessThan(1000);
  }, 30_000);

  it('one tenant cannot leak across tenants: nothing to search', () => {
    expect(findLeakSync({ config: incident.config, tenants: [incident.tenants[0]!] }).kind).toBe(
      'none',
    );
  });
});
