/** Messages between the workbench and the leak finder's worker. */
import type { LeakResult, LeakSearch } from '../lab/leakFinder';

export interface LeakRequest {
  search: LeakSearch;
  numRuns: number;
  seed: number;
}

export interface LeakProgress {
  runs: number;
  elapsedMs: number;
  shrinking: boolean;
}

export type LeakReply =
  | ({ kind: 'progress' } & LeakProgress)
  | { kind: 'result'; result: LeakResult }
  | { kind: 'error'; message: string };
