/** Messages between the workbench and the leak finder's worker. */
import type { LeakResult, LeakSearch } from '../lab/leakFinder';

export interface LeakRequest {
  search: LeakSearch;
  numRuns: number;
  seed: number;
}

export type LeakReply =
  | { kind: 'progress'; runs: number; elapsedMs: number; shrinking: boolean }
  | { kind: 'result'; result: LeakResult }
  | { kind: 'error'; message: string };
