/**
 * The only file of the live stand-in that drives the engine: an incremental run
 * (src/engine/run.ts) fed with the requests the router takes in and stepped by the session's
 * clock. An answer is handed out once the run has passed its tick; a request whose client
 * went away is aborted in the engine (SGLang's abort path) before the next tick runs, and the
 * run records it as the request's `abortAt`. The run's scenario is the session so far: `npm run
 * simulate` on it computes the same answers, the aborted requests' 499 included.
 */
import {
  createRun,
  type OutputToken,
  type RequestSpec,
  type Scenario,
  type Verdict,
} from '../../src/engine';

export interface Answer {
  index: number;
  /** the engine tick at which the router answered */
  tick: number;
  verdict: Verdict;
}

export interface LiveRun {
  /** the session so far: the requests with the arrival ticks the engine gave them */
  readonly scenario: Scenario;
  add(spec: RequestSpec): number;
  /** the client went away before its answer: aborted before the next tick (its `abortAt`) */
  abort(index: number): void;
  /** runs the engine up to `tick` (exclusive); the answers given on the way */
  advanceTo(tick: number): Answer[];
  /** a request being decoded: its output tokens so far and the output it will have */
  outputSoFar?(index: number): Progress | null;
}

export interface Progress {
  /** output tokens produced by the ticks run so far */
  produced: number;
  /** the tokens it will produce (its clipped max_new_tokens) */
  total: number;
  /** the stand-in output it will have (at most OUTPUT_SHOWN tokens) */
  output: OutputToken[];
}

export function createLiveRun(base: Scenario): LiveRun {
  // no trace kept: the session hands out answers, and each browser runs its own engine on the
  // requests it is sent (the events, their state changes and checkpoints were most of what
  // the garbage collector copied: npm run bench:live)
  const run = createRun({ ...base, requests: [] }, { forget: true });
  return {
    get scenario() {
      return run.scenario;
    },
    add: (spec) => run.add(spec),
    abort: (index) => run.scheduleAbort(index),
    outputSoFar: (index) => run.outputSoFar(index),
    advanceTo(tick) {
      if (tick <= run.tick) return [];
      const batch = run.advanceTo(tick);
      const at = new Map<number, number>();
      for (const e of batch.events)
        if (e.kind === 'router.response' || e.kind === 'router.client_abort')
          at.set(e.requests[0]!, e.tick);
      return batch.ended.map((index) => ({
        index,
        tick: at.get(index) ?? batch.tick - 1,
        verdict: run.verdict(index)!,
      }));
    },
  };
}
