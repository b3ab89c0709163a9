/**
 * The leak finder: a bounded property search (fast-check) over small request lists for one
 * configuration, looking for a response whose isolation is `cross-tenant`. A leak comes back
 * shrunk, as a scenario; "none found in N runs" is a bounded search, not a proof.
 * Pure: runs in Node and in a Web Worker (the async form yields between chunks so a worker can
 * hear "stop").
 */
import fc from 'fast-check';
import { runProblem, simulate, type Config, type Scenario, type Tenant } from '../engine';

export interface LeakSearch {
  config: Config;
  tenants: Tenant[];
}

export interface FinderOptions {
  /** fast-check seed (the search is reproducible for a given seed) */
  seed?: number;
  /** random request lists to try (shrinking runs come on top) */
  numRuns?: number;
  /** at most this many requests per list */
  maxRequests?: number;
  /** called every few runs with the runs tried so far */
  onProgress?: (p: { runs: number; elapsedMs: number; shrinking: boolean }) => void;
  /** checked between chunks of the async search */
  signal?: { readonly aborted: boolean };
}

export interface Leak {
  request: string;
  tenant: string;
  leakedFrom: { tenant: string; request: string }[];
}

export type LeakResult =
  | {
      kind: 'found';
      scenario: Scenario;
      leaks: Leak[];
      runs: number;
      shrinks: number;
      seed: number;
    }
  | { kind: 'none'; runs: number; seed: number }
  | { kind: 'stopped'; runs: number; seed: number };

interface Gen {
  tenant: number;
  promptTokens: number;
  maxNewTokens: number;
  arrival: number;
  afterPrev: boolean;
}

const DEFAULTS = { seed: 42, numRuns: 300, maxRequests: 5 };
const CHUNK = 25;

function requestsArb(s: LeakSearch, maxRequests: number): fc.Arbitrary<Gen[]> {
  const request = fc.record({
    tenant: fc.integer({ min: 0, max: s.tenants.length - 1 }),
    promptTokens: fc.integer({ min: 1, max: Math.max(1, s.config.contextLength - 1) }),
    maxNewTokens: fc.integer({ min: 1, max: 16 }),
    arrival: fc.integer({ min: 0, max: 3 }),
    afterPrev: fc.boolean(),
  });
  return fc.array(request, { minLength: 1, maxLength: maxRequests });
}

/** The scenario a generated request list stands for. */
export function leakScenario(s: LeakSearch, gens: readonly Gen[], note = ''): Scenario {
  return {
    name: 'Leak found by the leak finder',
    description:
      'A request list found by a fast-check property search for a cross-tenant response, then ' +
      `shrunk to a small one.${note ? ` ${note}` : ''}`,
    seed: 1,
    config: structuredClone(s.config),
    tenants: structuredClone(s.tenants),
    requests: gens.map((g, i) => ({
      id: `r${i + 1}`,
      tenant: s.tenants[g.tenant]!.id,
      promptTokens: g.promptTokens,
      maxNewTokens: g.maxNewTokens,
      arrival: g.arrival,
      ...(g.afterPrev && i > 0 ? { after: `r${i}` } : {}),
    })),
  };
}

/**
 * The cross-tenant responses of a scenario; none for a try the engine would refuse as a file
 * (a try runs within the same validation and cost budget as every run).
 */
export function leaksOf(scenario: Scenario): Leak[] {
  if (runProblem(scenario)) return [];
  return simulate(scenario)
    .verdicts.filter((v) => v.isolation === 'cross-tenant')
    .map((v) => ({
      request: scenario.requests[v.request]!.id,
      tenant: scenario.requests[v.request]!.tenant,
      leakedFrom: v.leakedFrom,
    }));
}

/** One fast-check run of `numRuns` lists; counts every engine run (shrinking included). */
function check(
  s: LeakSearch,
  seed: number,
  numRuns: number,
  maxRequests: number,
  tick: (shrinking: boolean) => void,
) {
  let failures = 0;
  const prop = fc.property(requestsArb(s, maxRequests), (gens) => {
    tick(failures > 0);
    const leak = leaksOf(leakScenario(s, gens)).length > 0;
    if (leak) failures++;
    return !leak;
  });
  return fc.check(prop, { seed, numRuns });
}

function found(
  s: LeakSearch,
  gens: Gen[],
  runs: number,
  shrinks: number,
  seed: number,
): LeakResult {
  const scenario = leakScenario(
    s,
    gens,
    `Search seed ${seed}; ${runs} engine runs, ${shrinks} shrink steps.`,
  );
  return { kind: 'found', scenario, leaks: leaksOf(scenario), runs, shrinks, seed };
}

function counter(opts: FinderOptions) {
  const start = Date.now();
  let runs = 0;
  const tick = (shrinking: boolean) => {
    runs++;
    if (runs % 10 === 0) opts.onProgress?.({ runs, elapsedMs: Date.now() - start, shrinking });
  };
  return { tick, runs: () => runs };
}

/** Searches in one go (blocking). */
export function findLeakSync(s: LeakSearch, opts: FinderOptions = {}): LeakResult {
  const { seed, numRuns, maxRequests } = { ...DEFAULTS, ...opts };
  if (s.tenants.length < 2) return { kind: 'none', runs: 0, seed };
  const c = counter(opts);
  const r = check(s, seed, numRuns, maxRequests, c.tick);
  if (r.failed && r.counterexample)
    return found(s, r.counterexample[0], c.runs(), r.numShrinks, seed);
  return { kind: 'none', runs: c.runs(), seed };
}

/** Searches in chunks of runs, yielding to the event loop between them (stop with `signal`). */
export async function findLeak(s: LeakSearch, opts: FinderOptions = {}): Promise<LeakResult> {
  const { seed, numRuns, maxRequests } = { ...DEFAULTS, ...opts };
  if (s.tenants.length < 2) return { kind: 'none', runs: 0, seed };
  const c = counter(opts);
  for (let done = 0, k = 0; done < numRuns; done += CHUNK, k++) {
    if (opts.signal?.aborted) return { kind: 'stopped', runs: c.runs(), seed };
    const chunkSeed = (seed + k * 7919) >>> 0;
    const r = check(s, chunkSeed, Math.min(CHUNK, numRuns - done), maxRequests, c.tick);
    if (r.failed && r.counterexample)
      return found(s, r.counterexample[0], c.runs(), r.numShrinks, seed);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { kind: 'none', runs: c.runs(), seed };
}
