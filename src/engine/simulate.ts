/**
 * Runs a scenario to completion and records the trace: a thin loop over an incremental run
 * (run.ts), which owns the clock (loop.ts). Stretches where nothing happens but decode steps
 * of one batch are run as one op (each step still addressable), so long generations cost one
 * event, not thousands. Deterministic for a given scenario and seed.
 */
import { runOf } from './run';
import type { Scenario, Trace } from './types';

export { alignedPool, createSim, initialState, tick } from './loop';

export interface SimulateOptions {
  /** called now and then with the share of requests answered (0…1) */
  onProgress?: (done: number, total: number) => void;
}

export function simulate(scenario: Scenario, options: SimulateOptions = {}): Trace {
  const run = runOf(scenario, options);
  run.runToEnd();
  return run.finish();
}
