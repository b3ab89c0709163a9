/** Messages between the workbench and the lab's worker (the goal check, and a Run's trace). */
import type { Challenge, ScenarioOutcome } from '../lab';
import type { RunReply } from './protocol';

export interface LabRequest {
  id: number;
  /** `check`: the goal on the draft; `run`: the same, then the draft's trace in pieces */
  kind: 'check' | 'run';
  challenge: Challenge;
  scenario: unknown;
}

export type LabReply =
  | { id: number; kind: 'outcome'; outcome: ScenarioOutcome; computeMs: number; runs: boolean }
  /** the trace's pieces (as the engine's worker sends them), after the outcome of a `run` */
  | RunReply;
