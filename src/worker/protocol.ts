/** Messages between the page and the engine worker: only the scenario goes in, the trace comes back. */
import type { Scenario, Trace } from '../engine';

export interface RunRequest {
  id: number;
  scenario: Scenario;
}

export type RunReply =
  | { id: number; ok: true; trace: Trace; computeMs: number; sentAt: number }
  | { id: number; ok: false; error: string };

/** A wall-clock time comparable between the page and the worker (ms since the epoch). */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}
