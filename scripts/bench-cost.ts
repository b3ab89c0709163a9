/**
 * `npm run bench:cost`: the cost budget's worst case, measured. Each shape runs in a fresh
 * process (tests/engine/costChild.ts), which reports its CPU time and peak resident set
 * (VmHWM, the figure `/usr/bin/time -v` gives as "Maximum resident set size"); the documented
 * worst case is 10 s of CPU and 512 MB (10^6 bytes: 500,000 KB). The shapes:
 * - the worst family found (the red team's): n requests of 1,024 new tokens at page size 1, a
 *   decode pool exactly their footprints, arrivals 4 (and 0, 1) ticks apart, with the largest n
 *   the budget lets through; run without a heap cap, as `npm run simulate` runs;
 * - generated shapes just under the budget (over 60 % of its page copies), under a 384 MB heap
 *   cap as before.
 * Prints one line per shape and exits 1 when a shape fails, or goes over either figure. A
 * benchmark, not a test: the figures depend on the machine. SHAPES=n (default 2) runs more
 * generated shapes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { COST_BUDGET, costProblem, estimateCost, type Scenario } from '../src/engine';
import { costShape, largestCostFamily } from '../tests/engine/costShapes';

const MAX_CPU_MS = 10_000;
/** 512 MB of 10^6 bytes, in KB of 1,024 bytes */
const MAX_RSS_KB = 500_000;
const SHAPES = Number(process.env.SHAPES ?? 2);

const near = fc
  .sample(costShape, { seed: 2026, numRuns: 5000 })
  .filter((s) => !costProblem(s) && estimateCost(s).pieceCopies > 0.6 * COST_BUDGET.pieceCopies)
  .slice(0, SHAPES);
if (near.length < SHAPES) {
  console.error(`only ${near.length} of ${SHAPES} shapes near the budget in 5,000 samples`);
  process.exit(1);
}
const shapes: { s: Scenario; cap: boolean }[] = [
  ...[4, 1, 0].map((a) => ({ s: largestCostFamily(a), cap: false })),
  ...near.map((s) => ({ s, cap: true })),
];

const dir = mkdtempSync(join(tmpdir(), 'bench-cost-'));
let failed = false;
let worst = 0;
try {
  shapes.forEach(({ s, cap }, i) => {
    const f = join(dir, `shape-${i}.json`);
    writeFileSync(f, JSON.stringify(s));
    const r = spawnSync(
      process.execPath,
      [
        ...(cap ? ['--max-old-space-size=384'] : []),
        '--import',
        'tsx',
        'tests/engine/costChild.ts',
        f,
      ],
      { encoding: 'utf8' },
    );
    const what =
      `shape ${i}: ${s.requests.length} requests, page ${s.config.pageSize}, ` +
      `${(estimateCost(s).pieceCopies / 1e6).toFixed(1)} M page copies` +
      (cap ? ', heap cap 384 MB' : ', no heap cap');
    if (r.status !== 0) {
      failed = true;
      console.log(`${what}: failed (exit ${r.status}) ${r.stderr.trim().split('\n').at(-1)}`);
      return;
    }
    const out = JSON.parse(r.stdout) as { cpuMs: number; maxRssKB: number; events: number };
    const over = out.cpuMs > MAX_CPU_MS || out.maxRssKB > MAX_RSS_KB;
    worst = Math.max(worst, out.maxRssKB);
    failed ||= over;
    console.log(
      `${what}: ${(out.cpuMs / 1000).toFixed(1)} s CPU, ${out.maxRssKB.toLocaleString('en-US')} KB ` +
        `peak (${((out.maxRssKB * 1024) / 1e6).toFixed(0)} MB), ${out.events} events` +
        (over ? `  OVER (${MAX_CPU_MS / 1000} s, 512 MB)` : ''),
    );
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `worst peak ${worst.toLocaleString('en-US')} KB: ` +
    `${(100 - (100 * worst) / MAX_RSS_KB).toFixed(0)} % under 512 MB`,
);
process.exit(failed ? 1 : 0);
