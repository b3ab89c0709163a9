/**
 * The one scenario helper for tests (and the benches): the built-in scenario files as the
 * engine parses them, variants of a scenario (switches, router, page size), their traces
 * (cached), and the scale scenario of issue #11. tests/engine/driver.ts, tests/views/helpers.ts
 * and tests/e2e build on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseScenario,
  simulate,
  type Fixes,
  type RouterKind,
  type Scenario,
  type Trace,
} from '../../src/engine';

/** A built-in scenario (`public/scenarios/<name>.json`), parsed and validated. */
export function builtinScenario(name: string): Scenario {
  const text = readFileSync(join(process.cwd(), 'public', 'scenarios', `${name}.json`), 'utf8');
  const v = parseScenario(text);
  if (!v.ok) throw new Error(`${name}: ${JSON.stringify(v.problems)}`);
  return v.scenario;
}

export function withFixes(s: Scenario, fixes: Partial<Fixes>): Scenario {
  return { ...s, config: { ...s.config, fixes: { ...s.config.fixes, ...fixes } } };
}

export function withRouter(s: Scenario, router: RouterKind): Scenario {
  return { ...s, config: { ...s.config, router } };
}

export function withPageSize(s: Scenario, pageSize: number): Scenario {
  return { ...s, config: { ...s.config, pageSize } };
}

export interface Variant {
  fixes?: Partial<Fixes>;
  router?: RouterKind;
  pageSize?: number;
}

/** A built-in scenario with some switches, another router or another page size. */
export function variantOf(name: string, v: Variant = {}): Scenario {
  let s = builtinScenario(name);
  if (v.fixes) s = withFixes(s, v.fixes);
  if (v.router) s = withRouter(s, v.router);
  if (v.pageSize) s = withPageSize(s, v.pageSize);
  return s;
}

const traces = new Map<string, Trace>();

/** The trace of a built-in scenario (or a variant of it), computed once per test file. */
export function builtinTrace(name: string, v: Variant = {}): Trace {
  const key = JSON.stringify([name, v.fixes ?? {}, v.router ?? '', v.pageSize ?? 0]);
  let trace = traces.get(key);
  if (!trace) {
    trace = simulate(variantOf(name, v));
    traces.set(key, trace);
  }
  return trace;
}

/**
 * The scale scenario of issue #11, inside every documented limit: 500 requests chained with
 * `after`, 4,096 new tokens each, at page size 1 on the incident's pools (2,254,144 pages in
 * all, every one drawn): 2 million steps. Used by the scale e2e test and the browser benches.
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
