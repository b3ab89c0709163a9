/**
 * Messages between the page and the engine worker. Only the scenario goes in. The trace
 * comes back in pieces (a few hundred events each), so that no single message takes the
 * page's main thread more than a few milliseconds to receive: its head first (what it is
 * from its start), then what only grows (events, ops, checkpoints, verdicts), then its end.
 *
 * Checkpoints (whole engine states, about 270 KB of JSON each at 500 requests, and most of a
 * large trace) and the ops replayed from them travel as UTF-8 JSON in transferred buffers and
 * are decoded only when a seek first needs them: read back as objects, the 261 checkpoints of a 500-request trace made
 * hundreds of thousands of long-lived objects, and the garbage collector's copies of them
 * blocked the page for 70–110 ms at a time.
 */
import type { EngineState, Op, Scenario, Trace, TraceEvent, Verdict } from '../engine';
import type { FileRead } from './fileRead';

/**
 * One run at a time: the page posts the next only once this one has answered `done` or
 * `error`, and stops a run it no longer wants by terminating the worker (the engine's loop is
 * synchronous, so no message could reach it mid-run).
 */
export interface RunRequest {
  id: number;
  scenario: Scenario;
}

/**
 * A file's bytes to read as a scenario (Explore's "Load a scenario file", a dropped file, a
 * leak or an exposure opened in Explore): answered with one `read` reply.
 */
export interface ReadRequest {
  id: number;
  read: ArrayBuffer;
}

export interface ReadReply {
  id: number;
  kind: 'read';
  result: FileRead<Scenario>;
}

/** Stored events per piece. */
export const CHUNK_EVENTS = 200;

/** The parts of a trace that only grow, sent piece by piece. */
type Grown = 'events' | 'ops' | 'checkpoints' | 'checkpointAt' | 'verdicts';

/** What a trace's end settles (sent last, with `done`). */
export type TraceEnd = Pick<Trace, 'stepCount' | 'complete'>;

/**
 * What a trace is from its start (scenario, initial state, limits): sent first, so a trace
 * that grows (a live run) can be shown before it ends.
 */
export type TraceHead = Omit<Trace, Grown | keyof TraceEnd>;

/** Verdicts per piece (each carries its stand-in output tokens). */
export const CHUNK_VERDICTS = 100;

export type RunReply =
  | { id: number; kind: 'head'; head: TraceHead }
  | { id: number; kind: 'progress'; done: number; total: number }
  | {
      id: number;
      kind: 'chunk';
      events: TraceEvent[];
      /** the ops of this piece's events, as UTF-8 JSON (decoded when a seek replays them) */
      ops: Uint8Array;
      /** encodeState of each checkpoint taken in this piece's events */
      checkpoints: Uint8Array[];
      /** the event index of each of those checkpoints */
      checkpointAt: number[];
    }
  | { id: number; kind: 'verdicts'; verdicts: Verdict[] }
  | { id: number; kind: 'done'; end: TraceEnd; computeMs: number; sentAt: number }
  | { id: number; kind: 'error'; error: string };

/** A wall-clock time comparable between the page and the worker (ms since the epoch). */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

/** Plain data (engine states, ops) as UTF-8 JSON: JSON keeps it exactly. */
export function encodeJson(v: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(v));
}

export function decodeJson<T>(b: Uint8Array): T {
  return JSON.parse(new TextDecoder().decode(b)) as T;
}

export const encodeState = (s: EngineState): Uint8Array => encodeJson(s);
export const decodeState = (b: Uint8Array): EngineState => decodeJson<EngineState>(b);

/** The buffers a piece can hand over instead of copying. */
export function transferables(piece: RunReply): Transferable[] {
  if (piece.kind !== 'chunk') return [];
  return [piece.ops, ...piece.checkpoints].map((b) => b.buffer as ArrayBuffer);
}

/** Splits a trace into the messages that carry it: its head first, its end last. */
export function* tracePieces(id: number, trace: Trace): Generator<RunReply> {
  const { events, ops, checkpoints, checkpointAt, verdicts, stepCount, complete, ...head } = trace;
  yield { id, kind: 'head', head };
  let c = 0;
  for (let from = 0; from < events.length; from += CHUNK_EVENTS) {
    const to = Math.min(events.length, from + CHUNK_EVENTS);
    const mine: Uint8Array[] = [];
    const at: number[] = [];
    for (; c < checkpoints.length && checkpointAt[c]! < to; c++) {
      mine.push(encodeState(checkpoints[c]!));
      at.push(checkpointAt[c]!);
    }
    yield {
      id,
      kind: 'chunk',
      events: events.slice(from, to),
      ops: encodeJson(ops.slice(from, to)),
      checkpoints: mine,
      checkpointAt: at,
    };
  }
  for (let from = 0; from < verdicts.length; from += CHUNK_VERDICTS)
    yield { id, kind: 'verdicts', verdicts: verdicts.slice(from, from + CHUNK_VERDICTS) };
  const end: TraceEnd = complete === undefined ? { stepCount } : { stepCount, complete };
  yield { id, kind: 'done', end, computeMs: 0, sentAt: 0 };
}

/**
 * An array of states decoded on first read: index i is an accessor until then, and holds the
 * decoded state from then on (so the engine's `trace.checkpoints[i]` reads it unchanged).
 */
export function lazyStates(encoded: readonly Uint8Array[]): EngineState[] {
  const out: EngineState[] = new Array<EngineState>(encoded.length);
  encoded.forEach((bytes, i) => {
    Object.defineProperty(out, i, {
      configurable: true,
      enumerable: true,
      get() {
        const value = decodeState(bytes);
        Object.defineProperty(out, i, { value, writable: true, enumerable: true });
        return value;
      },
    });
  });
  return out;
}

/**
 * An array whose entries arrive as encoded blocks (block b holds entries starts[b] onwards),
 * each block decoded on the first read of any of its entries; read entries are plain values.
 */
export function lazyBlocks<T>(
  blocks: readonly Uint8Array[],
  starts: readonly number[],
  length: number,
): T[] {
  const out: T[] = new Array<T>(length);
  blocks.forEach((bytes, b) => {
    const from = starts[b]!;
    const to = starts[b + 1] ?? length;
    const decode = () => {
      const values = decodeJson<T[]>(bytes);
      for (let i = from; i < to; i++)
        Object.defineProperty(out, i, {
          value: values[i - from],
          writable: true,
          enumerable: true,
        });
    };
    for (let i = from; i < to; i++)
      Object.defineProperty(out, i, {
        configurable: true,
        enumerable: true,
        get() {
          decode();
          return out[i];
        },
      });
  });
  return out;
}

/** Collects the pieces back into a trace: the head first, then what grows, then the end. */
export class TraceAssembler {
  head: TraceHead | null = null;
  events: TraceEvent[] = [];
  ops: Uint8Array[] = [];
  opsFrom: number[] = [];
  checkpoints: Uint8Array[] = [];
  checkpointAt: number[] = [];
  verdicts: Verdict[] = [];
  start(head: TraceHead): void {
    this.head = head;
  }
  addVerdicts(v: Verdict[]): void {
    for (const x of v) this.verdicts.push(x);
  }
  add(reply: Extract<RunReply, { kind: 'chunk' }>): void {
    this.opsFrom.push(this.events.length);
    this.ops.push(reply.ops);
    for (const e of reply.events) this.events.push(e);
    for (const s of reply.checkpoints) this.checkpoints.push(s);
    for (const at of reply.checkpointAt) this.checkpointAt.push(at);
  }
  finish(end: TraceEnd): Trace {
    if (!this.head) throw new Error('a trace ended before its head arrived');
    return {
      ...this.head,
      ...end,
      events: this.events,
      ops: lazyBlocks<Op[]>(this.ops, this.opsFrom, this.events.length),
      checkpoints: lazyStates(this.checkpoints),
      checkpointAt: this.checkpointAt,
      verdicts: this.verdicts,
    };
  }
}
