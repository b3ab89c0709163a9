/**
 * Child process for tests/engine/validateCost.test.ts: validates and simulates the scenario
 * in the file named by argv[2] in this fresh process, then prints its own cost as JSON.
 */
import { readFileSync } from 'node:fs';
import { simulate, validateScenario } from '../../src/engine';

const t0 = performance.now();
const v = validateScenario(JSON.parse(readFileSync(process.argv[2]!, 'utf8')));
if (!v.ok) throw new Error(`refused: ${v.problems[0]!.message}`);
const trace = simulate(v.scenario);
const u = process.resourceUsage();
process.stdout.write(
  JSON.stringify({
    wallMs: Math.round(performance.now() - t0),
    cpuMs: Math.round((u.userCPUTime + u.systemCPUTime) / 1000),
    maxRssMB: Math.round(u.maxRSS / 1024),
    events: trace.events.length,
  }) + '\n',
);
