/**
 * The small timelines of the explainer's closing chapter ("Not a one-off"): for each sibling of
 * the incident, the ticks of its built-in scenario's trace at which the write starts, the pages
 * are freed, another request is given them, and the write lands. The numbers are the engine's:
 * tests/story/familyFigures.test.ts simulates each scenario and checks every mark against the
 * trace, so the figure cannot drift from the engine.
 */
import type { EventKind } from '../engine';
import type { Mode } from './familyMatrix';

export type MarkId = 'start' | 'free' | 'reuse' | 'land';

export interface Mark {
  id: MarkId;
  /** the trace event the mark stands for, of request `req` (the scenario's id) */
  kind: EventKind;
  req: string;
  tick: number;
}

export interface SiblingFigure {
  mode: Exclude<Mode, 'A4'>;
  file: string;
  marks: readonly Mark[];
  /** pages of the victim's KV that hold another tenant's data at the end */
  foreignPages: number;
}

export const SIBLING_FIGURES: readonly SiblingFigure[] = [
  {
    mode: 'A1',
    file: 'late-writer',
    marks: [
      { id: 'start', kind: 'prefill.transfer_start', req: 'a1', tick: 12 },
      { id: 'free', kind: 'router.client_abort', req: 'a1', tick: 16 },
      { id: 'reuse', kind: 'decode.prealloc', req: 'b1', tick: 18 },
      { id: 'land', kind: 'decode.late_write', req: 'a1', tick: 22 },
    ],
    foreignPages: 19,
  },
  {
    mode: 'A2',
    file: 'lost-drain-ack',
    marks: [
      { id: 'start', kind: 'prefill.transfer_start', req: 'a1', tick: 12 },
      { id: 'free', kind: 'decode.hold_released', req: 'a1', tick: 26 },
      { id: 'reuse', kind: 'decode.prealloc', req: 'b1', tick: 26 },
      { id: 'land', kind: 'decode.late_write', req: 'a1', tick: 30 },
    ],
    foreignPages: 19,
  },
  {
    mode: 'A3',
    file: 'reused-source',
    marks: [
      { id: 'start', kind: 'prefill.transfer_start', req: 'a1', tick: 2 },
      { id: 'free', kind: 'prefill.source_released', req: 'a1', tick: 5 },
      { id: 'reuse', kind: 'prefill.bootstrapped', req: 'c1', tick: 8 },
      { id: 'land', kind: 'decode.kv_landed', req: 'a1', tick: 12 },
    ],
    foreignPages: 20,
  },
];
