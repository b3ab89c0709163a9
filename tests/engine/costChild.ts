/**
 * Child process for tests/engine/validateCost.test.ts: validates and simulates the scenario
 * in the file named by argv[2] in this fresh process, then prints its own cost as JSON.
 */
import { readFileSync } from 'node:fs';
import { simulate, validateScenario } from '../../src/engine';

/**
 * This process's own peak resident set, in KB (1,024 bytes; `maxRssMB`: in MiB). Linux keeps `ru_maxrss` across fork and exec, so
 * `resourceUsage().maxRSS` starts at the parent's resident set when it forked (the test runner,
 * over 500 MB in CI: two runs failed on it, while these shapes peak at 140 and 242 MB); VmHWM is
 * this process image's own high-water mark.
 */
function peakRssKB(): number {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // not Linux: fall back to getrusage
  }
  return process.resourceUsage().maxRSS;
}

const t0 = performance.now();
const v = validateScenario(JSON.parse(readFileSync(process.argv[2]!, 'utf8')));
if (!v.ok) throw new Error(`refused: ${v.problems[0]!.message}`);
const trace = simulate(v.scenario);
const u = process.resourceUsage();
process.stdout.write(
  JSON.stringify({
    wallMs: Math.round(performance.now() - t0),
    cpuMs: Math.round((u.userCPUTime + u.systemCPUTime) / 1000),
    maxRssMB: Math.round(peakRssKB() / 1024),
    maxRssKB: peakRssKB(),
    events: trace.events.length,
  }) + '\n',
);
