/**
 * Messages between the page and the engine worker. Only the scenario goes in. The trace
 * comes back in pieces (a few thousand events each), so that no single message takes the
 * page's main thread more than a few milliseconds to receive; progress comes first.
 */
import type { EngineState, Op, Scenario, Trace, TraceEvent, Verdict } from '../engine';

export interface RunRequest {
  id: number;
  scenario: Scenario;
}

/** Stored events per piece. */
export const CHUNK_EVENTS = 400;

export type TraceHead = Omit<Trace, 'events' | 'ops' | 'checkpoints' | 'verdicts'>;

/** Verdicts per piece (each carries its stand-in output tokens). */
export const CHUNK_VERDICTS = 100;

export type RunReply =
  | { id: number; kind: 'progress'; done: number; total: number }
  | {
      id: number;
      kind: 'chunk';
      events: TraceEvent[];
      ops: Op[][];
      checkpoints: EngineState[];
    }
  | { id: number; kind: 'verdicts'; verdicts: Verdict[] }
  | { id: number; kind: 'done'; head: TraceHead; computeMs: number; sentAt: number }
  | { id: number; kind: 'error'; error: string };

/** A wall-clock time comparable between the page and the worker (ms since the epoch). */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

/** Splits a trace into the messages that carry it (after `progress`). */
export function* tracePieces(id: number, trace: Trace): Generator<RunReply> {
  const { events, ops, checkpoints, verdicts, ...head } = trace;
  let c = 0;
  for (let from = 0; from < events.length; from += CHUNK_EVENTS) {
    const to = Math.min(events.length, from + CHUNK_EVENTS);
    const start = c;
    while (c < checkpoints.length && trace.checkpointAt[c]! < to) c++;
    yield {
      id,
      kind: 'chunk',
      events: events.slice(from, to),
      ops: ops.slice(from, to),
      checkpoints: checkpoints.slice(start, c),
    };
  }
  for (let from = 0; from < verdicts.length; from += CHUNK_VERDICTS)
    yield { id, kind: 'verdicts', verdicts: verdicts.slice(from, from + CHUNK_VERDICTS) };
  yield { id, kind: 'done', head, computeMs: 0, sentAt: 0 };
}

/** Collects the pieces back into a trace. */
export class TraceAssembler {
  events: TraceEvent[] = [];
  ops: Op[][] = [];
  checkpoints: EngineState[] = [];
  verdicts: Verdict[] = [];
  addVerdicts(v: Verdict[]): void {
    for (const x of v) this.verdicts.push(x);
  }
  add(reply: Extract<RunReply, { kind: 'chunk' }>): void {
    for (const e of reply.events) this.events.push(e);
    for (const o of reply.ops) this.ops.push(o);
    for (const s of reply.checkpoints) this.checkpoints.push(s);
  }
  finish(head: TraceHead): Trace {
    return {
      ...head,
      events: this.events,
      ops: this.ops,
      checkpoints: this.checkpoints,
      verdicts: this.verdicts,
    };
  }
}
