/**
 * Engine benchmark (not part of npm test): npm run bench
 * Builds the incident trace at page size 64 and at page size 1 (every token a page), a busy
 * deployment, and the worst case inside every documented limit (500 chained requests of
 * 4,096 new tokens at page size 1 on 16,777,216-token pools, built in a fresh process so its
 * peak memory is its own); then seeks to random steps and materialises the full state there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  forEachStretch,
  parseScenario,
  runsLength,
  simulate,
  stateAt,
  validateScenario,
  type Scenario,
  type Trace,
} from '../src/engine';
import { mulberry32 } from '../src/engine/rng';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  const st = stateAt(trace, step);
  let acc = runsLength(st.prefill.free) + runsLength(st.decode.staged);
  for (const r of st.requests) {
    forEachStretch(st.decode.content, r.decode?.pages ?? [], (a, b, seg) => {
      acc += (b - a) * (seg ? seg.writer + 1 : 0);
    });
  }
  return acc;
}

function bench(label: string, s: Scenario, runs = 9) {
  const pages =
    Math.floor(s.config.prefill.poolTokens / s.config.pageSize) +
    Math.floor(s.config.decode.poolTokens / s.config.pageSize);
  const builds: number[] = [];
  let trace: Trace | null = null;
  gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  for (let i = 0; i < runs; i++) {
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
    const step = Math.floor(rand() * t.stepCount);
    const t0 = performance.now();
    sink += materialise(t, step);
    seeks.push(performance.now() - t0);
  }
  seeks.sort((a, b) => a - b);
  const row = {
    scenario: label,
    pageSize: s.config.pageSize,
    'pages (both pools)': pages.toLocaleString('en-US'),
    steps: t.stepCount,
    'stored events': t.events.length,
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

/** The worst case inside every limit: 500 requests chained with `after`, 4,096 new tokens each. */
export function worst(chained = true, pageSize = 1): Scenario {
  const rand = mulberry32(3);
  const M = 16_777_216;
  return {
    ...base,
    name: chained ? 'worst case (500 chained)' : `500 random prompts, page ${pageSize}`,
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    config: {
      ...base.config,
      contextLength: M,
      pageSize,
      prefill: { poolTokens: M },
      decode: { poolTokens: M },
    },
    requests: Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'a' : 'b',
      promptTokens: chained ? 1000 + i : 1 + Math.floor(rand() * 16_000_000),
      maxNewTokens: 4096,
      arrival: 0,
      ...(chained && i > 0 ? { after: `r${i - 1}` } : {}),
    })),
  };
}

if (process.argv[2] === '--worst-child') {
  // run in a fresh process: build once, report time and peak memory
  const t0 = performance.now();
  const t = simulate(worst(process.argv[3] !== 'random', Number(process.argv[4] ?? 1)));
  const ms = performance.now() - t0;
  process.stdout.write(
    JSON.stringify({ ms, maxRssMB: process.resourceUsage().maxRSS / 1024, steps: t.stepCount }),
  );
  process.exit(0);
}

function child(args: string[]): { ms: number; maxRssMB: number; steps: number } {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--worst-child', ...args],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { ms: number; maxRssMB: number; steps: number };
}

const at64 = bench('incident', base);
const at1 = bench('incident', { ...base, config: { ...base.config, pageSize: 1 } });
const heavy = bench('busy (500 requests)', busy());
const worstCase = worst();
const w = bench('worst case (500 chained)', worstCase, 1);
const random64 = bench('500 random prompts, page 64', worst(false, 64), 1);
console.table([at64.row, at1.row, heavy.row, w.row, random64.row]);
const fresh = child([]);
const refused = validateScenario(worst(false, 1));
console.log(
  `worst case in a fresh process: built in ${(fresh.ms / 1000).toFixed(2)} s (target ≤ 10 s), ` +
    `peak RSS ${fresh.maxRssMB.toFixed(0)} MB (target ≤ 512 MB), ${fresh.steps.toLocaleString('en-US')} steps`,
);
console.log(
  `500 random prompts at page size 1: ${refused.ok ? 'accepted' : `refused by the validator: ${refused.problems[0]!.message}`}`,
);
console.log(
  `targets: build ≤ 50 ms at page 64 (${at64.row['build median ms']} ms), ≤ 1000 ms at page 1 ` +
    `(${at1.row['build median ms']} ms); seek p99 ≤ 2 ms at the incident's size ` +
    `(${at64.row['seek p99 ms']} / ${at1.row['seek p99 ms']} ms), ≤ 16 ms at the worst case (${w.row['seek p99 ms']} ms)`,
);
if (at64.sink + at1.sink + heavy.sink + w.sink + random64.sink === -1) console.log('');
