/**
 * The only file of the live stand-in that drives the engine. The session (../session.ts)
 * sees a run through this interface: add a request at its arrival tick, move the clock on,
 * read the answers that are final by then.
 *
 * This version replays the whole session with `simulate` whenever a request was added since
 * the last replay (at most once per engine tick: the session calls `advanceTo` once per tick).
 * The engine is causal (nothing at tick t depends on a request that arrives after t), so an
 * answer given at tick t is final once the clock has passed t. It is exactly what
 * `npm run simulate` computes on the exported session.
 */
import {
  simulate,
  stateAt,
  lastStep,
  type RequestSpec,
  type Scenario,
  type Trace,
  type Verdict,
} from '../../src/engine';

export interface Answer {
  index: number;
  /** the engine tick at which the router answered */
  tick: number;
  verdict: Verdict;
}

export interface LiveRun {
  readonly scenario: Scenario;
  add(spec: RequestSpec): number;
  /** answers given at a tick before `tick`, not returned by an earlier call */
  advanceTo(tick: number): Answer[];
  /** the trace of the session so far (for the benchmark and the tests) */
  trace(): Trace;
}

export function createLiveRun(base: Scenario): LiveRun {
  const scenario: Scenario = { ...base, requests: [] };
  const given = new Set<number>();
  let cache: { trace: Trace; ticks: number[] } | null = null;

  function replay() {
    if (cache) return cache;
    const trace = simulate(scenario);
    const end = stateAt(trace, lastStep(trace));
    cache = { trace, ticks: end.requests.map((r) => r.response?.tick ?? Infinity) };
    return cache;
  }

  return {
    scenario,
    add(spec) {
      scenario.requests.push(spec);
      cache = null;
      return scenario.requests.length - 1;
    },
    advanceTo(tick) {
      if (given.size === scenario.requests.length) return [];
      const { trace, ticks } = replay();
      const out: Answer[] = [];
      ticks.forEach((t, index) => {
        if (t < tick && !given.has(index)) {
          given.add(index);
          out.push({ index, tick: t, verdict: trace.verdicts[index]! });
        }
      });
      return out;
    },
    trace: () => replay().trace,
  };
}
