/**
 * Messages between the page and the engine worker. Only the scenario goes in. The trace
 * comes back in pieces (a few hundred events each), so that no single message takes the
 * page's main thread more than a few milliseconds to receive; progress comes first.
 *
 * Checkpoints (whole engine states, about 270 KB of JSON each at 500 requests, and most of a
 * large trace) and the ops replayed from them travel as UTF-8 JSON in transferred buffers and
 * are decoded only when a seek first needs them: read back as objects, the 261 checkpoints of a 500-request trace made
 * hundreds of thousands of long-lived objects, and the garbage collector's copies of them
 * blocked the page for 70–110 ms at a time.
 */
import type { EngineState, Op, Scenario, Trace, TraceEvent, Verdict } from '../engine';

export interface RunRequest {
  id: number;
  scenario: Scenario;
}

/** Stored events per piece. */
export const CHUNK_EVENTS = 200;

export type TraceHead = Omit<Trace, 'events' | 'ops' | 'checkpoints' | 'verdicts'>;

/** Verdicts per piece (each carries its stand-in output tokens). */
export const CHUNK_VERDICTS = 100;

export type RunReply =
  | { id: number; kind: 'progress'; done: number; total: number }
  | {
      id: number;
      kind: 'chunk';
      events: TraceEvent[];
      /** the ops of this piece's events, as UTF-8 JSON (decoded when a seek replays them) */
      ops: Uint8Array;
      /** encodeState of each checkpoint taken in this piece's events */
      checkpoints: Uint8Array[];
    }
  | { id: number; kind: 'verdicts'; verdicts: Verdict[] }
  | { id: number; kind: 'done'; head: TraceHead; computeMs: number; sentAt: number }
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

/** Splits a trace into the messages that carry it (after `progress`). */
export function* tracePieces(id: number, trace: Trace): Generator<RunReply> {
  const { events, ops, checkpoints, verdicts, ...head } = trace;
  let c = 0;
  for (let from = 0; from < events.length; from += CHUNK_EVENTS) {
    const to = Math.min(events.length, from + CHUNK_EVENTS);
    const mine: Uint8Array[] = [];
    for (; c < checkpoints.length && trace.checkpointAt[c]! < to; c++)
      mine.push(encodeState(checkpoints[c]!));
    yield {
      id,
      kind: 'chunk',
      events: events.slice(from, to),
      ops: encodeJson(ops.slice(from, to)),
      checkpoints: mine,
    };
  }
  for (let from = 0; from < verdicts.length; from += CHUNK_VERDICTS)
    yield { id, kind: 'verdicts', verdicts: verdicts.slice(from, from + CHUNK_VERDICTS) };
  yield { id, kind: 'done', head, computeMs: 0, sentAt: 0 };
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

/** Collects the pieces back into a trace. */
export class TraceAssembler {
  events: TraceEvent[] = [];
  ops: Uint8Array[] = [];
  opsFrom: number[] = [];
  checkpoints: Uint8Array[] = [];
  verdicts: Verdict[] = [];
  addVerdicts(v: Verdict[]): void {
    for (const x of v) this.verdicts.push(x);
  }
  add(reply: Extract<RunReply, { kind: 'chunk' }>): void {
    this.opsFrom.push(this.events.length);
    this.ops.push(reply.ops);
    for (const e of reply.events) this.events.push(e);
    for (const s of reply.checkpoints) this.checkpoints.push(s);
  }
  finish(head: TraceHead): Trace {
    return {
      ...head,
      events: this.events,
      ops: lazyBlocks<Op[]>(this.ops, this.opsFrom, this.events.length),
      checkpoints: lazyStates(this.checkpoints),
      verdicts: this.verdicts,
    };
  }
}
