/**
 * The trace crosses from the worker in pieces, its checkpoints as UTF-8 JSON decoded on first
 * use: what arrives reads exactly as what was sent, and nothing is decoded until a seek needs it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lastStepOf, parseScenario, simulate, stateAt, type Scenario } from '../../src/engine';
import {
  CHUNK_EVENTS,
  TraceAssembler,
  decodeState,
  encodeState,
  lazyStates,
  tracePieces,
  transferables,
} from '../../src/worker/protocol';

function load(name: string): Scenario {
  const res = parseScenario(readFileSync(`public/scenarios/${name}.json`, 'utf8'));
  if (!res.ok) throw new Error(name);
  return res.scenario;
}

/** 60 chained requests of 512 new tokens at page size 1: hundreds of events, many checkpoints. */
function busy(): Scenario {
  const base = load('incident');
  return {
    ...base,
    config: { ...base.config, pageSize: 1 },
    requests: Array.from({ length: 60 }, (_, i) => ({
      id: `r${i}`,
      tenant: base.tenants[i % base.tenants.length]!.id,
      promptTokens: 1000 + i * 997,
      maxNewTokens: 512,
      arrival: 0,
      ...(i > 0 ? { after: `r${i - 1}` } : {}),
    })),
  };
}

function roundTrip(scenario: Scenario) {
  const trace = simulate(scenario);
  const asm = new TraceAssembler();
  let end = null;
  const pieces = [...tracePieces(1, trace)];
  for (const p of pieces) {
    // what postMessage does: a structured clone (the buffers would be transferred)
    const msg = structuredClone(p, { transfer: transferables(p) });
    if (msg.kind === 'head') asm.start(msg.head);
    else if (msg.kind === 'chunk') asm.add(msg);
    else if (msg.kind === 'verdicts') asm.addVerdicts(msg.verdicts);
    else if (msg.kind === 'done') end = msg.end;
  }
  if (!end) throw new Error('no done piece');
  return { trace, pieces, back: asm.finish(end) };
}

describe('trace pieces', () => {
  for (const [name, scenario] of [
    ['incident', load('incident')],
    ['issue-30233', load('issue-30233')],
    ['60 chained requests at page size 1', busy()],
  ] as const) {
    it(`${name}: every state and event reads as sent`, () => {
      const { trace, pieces, back } = roundTrip(scenario);
      expect(back.events).toEqual(trace.events);
      expect([...back.ops]).toEqual(trace.ops);
      expect(back.verdicts).toEqual(trace.verdicts);
      expect(back.checkpointAt).toEqual(trace.checkpointAt);
      expect(back.checkpoints.length).toBe(trace.checkpoints.length);
      for (const p of pieces)
        if (p.kind === 'chunk') expect(p.events.length).toBeLessThanOrEqual(CHUNK_EVENTS);
      const last = lastStepOf(trace);
      for (const step of [0, 1, Math.floor(last / 3), Math.floor(last / 2), last])
        expect(stateAt(back, step)).toEqual(stateAt(trace, step));
    });
  }

  it('the head (what a trace is from its start) comes first, what only its end settles last', () => {
    const { trace, pieces, back } = roundTrip(busy());
    expect(pieces[0]!.kind).toBe('head');
    const head = pieces[0]!.kind === 'head' ? pieces[0]!.head : null;
    expect(head?.scenario).toEqual(trace.scenario);
    expect(head?.initial).toEqual(trace.initial);
    expect(head && 'stepCount' in head).toBe(false);
    expect(head && 'complete' in head).toBe(false);
    expect(back.complete).toBe(trace.complete);
    expect(pieces.at(-1)!.kind).toBe('done');
    expect(back.stepCount).toBe(trace.stepCount);
  });

  it('checkpoints are decoded on first read only, and then kept', () => {
    const trace = simulate(busy());
    expect(trace.checkpoints.length).toBeGreaterThan(2);
    const encoded = trace.checkpoints.map(encodeState);
    const lazy = lazyStates(encoded);
    // (reading the descriptors, not the values: a value read would decode)
    const pending = () =>
      Array.from(
        { length: encoded.length },
        (_, i) => Object.getOwnPropertyDescriptor(lazy, i)!.get !== undefined,
      );
    expect(pending().every(Boolean)).toBe(true);
    const one = lazy[1];
    expect(one).toEqual(trace.checkpoints[1]);
    expect(lazy[1]).toBe(one);
    expect(pending()).toEqual(encoded.map((_, i) => i !== 1));
    expect(decodeState(encoded[0]!)).toEqual(trace.checkpoints[0]);
  });

  it('ops are decoded a piece at a time, on first read', () => {
    const { trace, back } = roundTrip(busy());
    const pending = () =>
      Array.from(
        { length: trace.ops.length },
        (_, i) => Object.getOwnPropertyDescriptor(back.ops, i)!.get !== undefined,
      );
    expect(pending().every(Boolean)).toBe(true);
    const i = CHUNK_EVENTS + 3;
    expect(back.ops[i]).toEqual(trace.ops[i]);
    expect(pending()).toEqual(
      trace.ops.map((_, k) => Math.floor(k / CHUNK_EVENTS) !== Math.floor(i / CHUNK_EVENTS)),
    );
  });
});
