/**
 * `npm run bench:cost`: the cost budget's worst case, measured. Generated scenario shapes just
 * under the engine's budget (over 60 % of its page copies) each run in a fresh process
 * (tests/engine/costChild.ts, under a 384 MB heap cap), which reports its CPU time and peak
 * resident set; the documented worst case is 10 s of CPU and 512 MB (docs/model.md). Prints one
 * line per shape and exits 1 when a shape fails, or goes over either figure. A benchmark, not a
 * test: the figures depend on the machine. SHAPES=n (default 2) runs more shapes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { COST_BUDGET, costProblem, estimateCost } from '../src/engine';
import { costShape } from '../tests/engine/costShapes';

const MAX_CPU_MS = 10_000;
const MAX_RSS_MB = 512;
const SHAPES = Number(process.env.SHAPES ?? 2);

const near = fc
  .sample(costShape, { seed: 2026, numRuns: 5000 })
  .filter((s) => !costProblem(s) && estimateCost(s).pieceCopies > 0.6 * COST_BUDGET.pieceCopies)
  .slice(0, SHAPES);
if (near.length < SHAPES) {
  console.error(`only ${near.length} of ${SHAPES} shapes near the budget in 5,000 samples`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-cost-'));
let failed = false;
try {
  near.forEach((s, i) => {
    const f = join(dir, `shape-${i}.json`);
    writeFileSync(f, JSON.stringify(s));
    const r = spawnSync(
      process.execPath,
      ['--max-old-space-size=384', '--import', 'tsx', 'tests/engine/costChild.ts', f],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) {
      failed = true;
      console.log(`shape ${i}: failed (exit ${r.status}) ${r.stderr.trim().split('\n').at(-1)}`);
      return;
    }
    const out = JSON.parse(r.stdout) as { cpuMs: number; maxRssMB: number; events: number };
    const over = out.cpuMs > MAX_CPU_MS || out.maxRssMB > MAX_RSS_MB;
    failed ||= over;
    console.log(
      `shape ${i}: ${s.requests.length} requests, page ${s.config.pageSize}, ` +
        `${(estimateCost(s).pieceCopies / 1e6).toFixed(1)} M page copies: ` +
        `${(out.cpuMs / 1000).toFixed(1)} s CPU, ${out.maxRssMB} MB peak, ${out.events} events` +
        (over ? `  OVER (${MAX_CPU_MS / 1000} s, ${MAX_RSS_MB} MB)` : ''),
    );
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
