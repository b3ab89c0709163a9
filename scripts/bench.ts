/**
 * Engine benchmark (not part of npm test): npm run bench
 * Builds the incident trace at page size 64 and at page size 1 (every token a page),
 * then seeks to random steps and materialises the full state there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  forEachStretch,
  parseScenario,
  runsLength,
  simulate,
  type Scenario,
  type Trace,
} from '../src/engine';
import { mulberry32 } from '../src/engine/rng';

const gc = (globalThis as { gc?: () => void }).gc;
const text = readFileSync(join(process.cwd(), 'public', 'scenarios', 'incident.json'), 'utf8');
const parsed = parseScenario(text);
if (!parsed.ok) throw new Error('incident.json is invalid');
const base = parsed.scenario;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** What a view needs at a step: every page's state, summarised by writer, for both pools. */
function materialise(trace: Trace, step: number): number {
  const st = trace.states[step] ?? trace.initial;
  let acc = runsLength(st.prefill.free) + runsLength(st.decode.staged);
  for (const r of st.requests) {
    forEachStretch(st.decode.content, r.decode?.pages ?? [], (a, b, seg) => {
      acc += (b - a) * (seg ? seg.writer + 1 : 0);
    });
  }
  return acc;
}

function bench(label: string, s: Scenario) {
  const pages =
    Math.floor(s.config.prefill.poolTokens / s.config.pageSize) +
    Math.floor(s.config.decode.poolTokens / s.config.pageSize);
  const builds: number[] = [];
  let trace: Trace | null = null;
  gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    trace = simulate(s);
    builds.push(performance.now() - t0);
  }
  gc?.();
  const heap1 = process.memoryUsage().heapUsed;
  builds.sort((a, b) => a - b);
  const t = trace!;
  const rand = mulberry32(7);
  const seeks: number[] = [];
  let sink = 0;
  for (let i = 0; i < 2000; i++) {
    const step = Math.floor(rand() * t.events.length);
    const t0 = performance.now();
    sink += materialise(t, step);
    seeks.push(performance.now() - t0);
  }
  seeks.sort((a, b) => a - b);
  const row = {
    scenario: label,
    pageSize: s.config.pageSize,
    'pages (both pools)': pages.toLocaleString('en-US'),
    steps: t.events.length,
    'build median ms': +quantile(builds, 0.5).toFixed(2),
    'seek median ms': +quantile(seeks, 0.5).toFixed(4),
    'seek p99 ms': +quantile(seeks, 0.99).toFixed(4),
    'trace heap MB': gc ? +((heap1 - heap0) / 2 ** 20).toFixed(2) : 'run with --expose-gc',
  };
  return { row, sink };
}

/** A busy deployment: the validator's maximum of 500 requests from 26 tenants, page size 1. */
function busy(): Scenario {
  const rand = mulberry32(1);
  const tenants = 'abcdefghijklmnopqrstuvwxyz'.split('').map((id) => ({ id, name: id }));
  const requests = Array.from({ length: 500 }, (_, i) => ({
    id: `r${i}`,
    tenant: tenants[i % 26]!.id,
    promptTokens: 1 + Math.floor(rand() * 200_000),
    maxNewTokens: 32,
    arrival: Math.floor(i / 4),
  }));
  return { ...base, name: 'busy', tenants, requests, config: { ...base.config, pageSize: 1 } };
}

const at64 = bench('incident', base);
const at1 = bench('incident', { ...base, config: { ...base.config, pageSize: 1 } });
const heavy = bench('busy (500 requests)', busy());
console.table([at64.row, at1.row, heavy.row]);
console.log(
  `targets: build ≤ 50 ms at page 64 (${at64.row['build median ms']} ms), ≤ 1000 ms at page 1 ` +
    `(${at1.row['build median ms']} ms); seek p99 ≤ 2 ms (${at64.row['seek p99 ms']} / ${at1.row['seek p99 ms']} ms)`,
);
if (at64.sink + at1.sink + heavy.sink === -1) console.log('');
