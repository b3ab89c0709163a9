/**
 * The leak finder (src/lab/leakFinder: a bounded fast-check search) on the one worker lane
 * (./lane.ts), in a worker of its own started on demand and ended once the search is over, so
 * neither it nor fast-check stays in memory or in the initial JavaScript. Where no worker can
 * start (file://) the search runs here, loaded on demand, stopped by the same signal.
 */
import type { LeakResult } from '../lab/leakFinder';
import { createLane, type JobOptions } from './lane';
import type { LeakProgress, LeakReply, LeakRequest } from './leakProtocol';

let finder: Promise<typeof import('../lab/leakFinder')> | null = null;

const leakLane = createLane<LeakRequest, LeakResult, LeakProgress, LeakReply>({
  worker: () => new Worker(new URL('./leakFinder.worker.ts', import.meta.url), { type: 'module' }),
  post: (_id, req) => ({ message: req }),
  reader: () => (m) =>
    m.kind === 'progress'
      ? { progress: m }
      : m.kind === 'result'
        ? { result: m.result }
        : { error: m.message },
  fallback: async (req, { signal, onProgress }) => {
    const m = await (finder ??= import('../lab/leakFinder'));
    return m.findLeak(req.search, { numRuns: req.numRuns, seed: req.seed, signal, onProgress });
  },
  endWhenIdle: true,
});

/** Searches for a leak off the main thread; rejects with RunCancelled when `signal` fires. */
export function findLeakOffThread(
  req: LeakRequest,
  options: JobOptions<LeakProgress> = {},
): Promise<LeakResult> {
  return leakLane.run(req, options);
}
