// @vitest-environment node
/**
 * The browser's live feed (src/wire/liveFeed.ts) carries one engine run on from message to
 * message; its trace must be the one a fresh run of the whole session computes (`traceOf`),
 * whatever the messages. Random sessions as `npm run live` sends them (requests placed at the
 * next tick boundary, the clock moving on, clients going away before their answer, the nodes
 * restarting, a view reconnecting), and messages no server sends (a request placed in the
 * past, an abort for a tick already run, an abort announced twice): at every look the two
 * traces read the same. With the server's messages the feed computes a whole run only once a
 * `session` message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRun,
  eventAt,
  stateAt,
  type RequestSpec,
  type Scenario,
  type Trace,
} from '../../src/engine';
import { encodeLive, type LiveMessage } from '../../src/wire/live';
import { createLiveFeed, traceOf } from '../../src/wire/liveFeed';
import { scenarioArb } from '../engine/arbitrary';

const SLOW = 120_000;

/**
 * The same trace, but that the full run lists every request from the start (waiting for its
 * arrival) and the carried run from its first event: each step's event and pools are equal,
 * each request the carried trace holds is in the same state, and those it does not hold yet
 * are, in the full trace, still as they were at the start.
 */
function sameAsFull(inc: Trace, full: Trace): void {
  expect(inc).not.toBe(full);
  expect(inc.complete).toBe(false);
  expect(inc.stepCount).toBe(full.stepCount);
  expect(inc.limits).toEqual(full.limits);
  expect(inc.verdicts).toEqual(full.verdicts);
  const n = inc.scenario.requests.length;
  expect(inc.scenario.requests).toEqual(full.scenario.requests.slice(0, n));
  for (let s = -1; s < full.stepCount; s++) {
    expect(eventAt(inc, s)).toEqual(eventAt(full, s));
    const a = stateAt(inc, s);
    const b = stateAt(full, s);
    expect(a.tick).toBe(b.tick);
    expect(a.prefill).toEqual(b.prefill);
    expect(a.decode).toEqual(b.decode);
    expect(a.requests).toEqual(b.requests.slice(0, a.requests.length));
    for (let k = a.requests.length; k < b.requests.length; k++)
      expect(b.requests[k]).toEqual(full.initial.requests[k]);
  }
  const last = stateAt(inc, inc.stepCount - 1);
  expect(last.requests.length).toBe(n);
}

type Cmd =
  | { k: 'req'; tenant: number; prompt: number; out: number; gap: number; stream: boolean }
  | { k: 'tick'; by: number }
  | { k: 'abort'; which: number; delay: number }
  | { k: 'look' }
  | { k: 'restart' }
  | { k: 'reconnect' }
  /** what no server sends */
  | { k: 'past'; tenant: number; prompt: number; back: number }
  | { k: 'lateAbort'; which: number; back: number };

const serverCmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('req' as const),
      tenant: fc.nat(2),
      prompt: fc.integer({ min: 1, max: 400 }),
      out: fc.integer({ min: 1, max: 6 }),
      gap: fc.nat(3),
      // a stream reads the decode's outcome: the feed must carry it as the server's run does
      stream: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ k: fc.constant('tick' as const), by: fc.integer({ min: 1, max: 12 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('abort' as const), which: fc.nat(), delay: fc.nat(3) }),
  },
  { weight: 3, arbitrary: fc.constant({ k: 'look' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'reconnect' as const }) },
);
const hostileCmd: fc.Arbitrary<Cmd> = fc.oneof(
  serverCmd,
  fc.record({
    k: fc.constant('past' as const),
    tenant: fc.nat(2),
    prompt: fc.integer({ min: 1, max: 400 }),
    back: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ k: fc.constant('lateAbort' as const), which: fc.nat(), back: fc.nat(6) }),
);

/** Whether request `i` of `s` has no answer by tick `at` (the server aborts only such a one). */
function unansweredAt(s: Scenario, aborts: Map<string, number>, i: number, at: number): boolean {
  const run = createRun({
    ...s,
    requests: s.requests.map((r) =>
      aborts.has(r.id) ? { ...r, abortAt: Math.max(aborts.get(r.id)!, r.arrival) } : r,
    ),
  });
  run.advanceTo(at);
  return run.verdict(i) === null;
}

/** Plays `cmds` into a feed; at each look (and at the end) compares it with traceOf. */
function play(base: Scenario, cmds: Cmd[]): { sessions: number; rebuilds: number } {
  const feed = createLiveFeed();
  let epoch = 0;
  let clock = 0;
  let sessions = 0;
  let requests: RequestSpec[] = [];
  let aborts = new Map<string, number>();
  let n = 0;
  const send = (m: LiveMessage) => expect(feed.receive(encodeLive(m))).toBe(true);
  const session = (reqs: RequestSpec[]) => {
    sessions++;
    send({
      type: 'session',
      epoch,
      tick: clock,
      tickMs: 100,
      scenario: { ...base, requests: reqs },
    });
  };
  const scenario = (): Scenario => ({ ...base, requests });
  let looks = 0;
  const look = () => {
    // every other look a slice at a time, as the stream computes a whole run (a budget of 0:
    // one slice a call), the others at once
    let inc = looks++ % 2 === 0 ? feed.advance(0) : feed.trace();
    for (let calls = 0; !inc; calls++) {
      if (calls > 100_000) throw new Error('the feed never catches up');
      inc = feed.advance(0);
    }
    sameAsFull(inc, traceOf(feed.view!, aborts));
    // the feed holds the requests the server sent, streams marked (they change the answer)
    const streams = (rs: readonly RequestSpec[]) => rs.map((r) => r.stream ?? false);
    expect(streams(feed.view!.scenario.requests)).toEqual(streams(requests));
  };
  session([]);
  for (const c of cmds) {
    if (c.k === 'req' || c.k === 'past') {
      const arrival = c.k === 'req' ? clock + 1 + c.gap : Math.max(0, clock - c.back);
      const spec = {
        id: `r${n++}`,
        tenant: ['a', 'b', 'c'][c.tenant]!,
        promptTokens: c.prompt,
        maxNewTokens: c.k === 'req' ? c.out : 2,
        arrival,
        ...(c.k === 'req' && c.stream ? { stream: true } : {}),
      };
      requests = [...requests, spec];
      clock = Math.max(clock, arrival - 1);
      send({ type: 'request', epoch, spec });
    } else if (c.k === 'tick') {
      clock += c.by;
      send({ type: 'tick', epoch, tick: clock });
    } else if (c.k === 'abort' || c.k === 'lateAbort') {
      if (requests.length === 0) continue;
      const i = c.which % requests.length;
      const r = requests[i]!;
      if (c.k === 'abort') {
        // the server's clock runs up to a tick ahead; the client leaves a little later still
        const tick = Math.max(clock, r.arrival) + c.delay;
        if (aborts.has(r.id) || !unansweredAt(scenario(), aborts, i, tick)) continue;
        aborts.set(r.id, tick);
        send({ type: 'abort', epoch, id: r.id, tick });
      } else {
        const tick = Math.max(0, clock - c.back);
        aborts.set(r.id, tick);
        send({ type: 'abort', epoch, id: r.id, tick });
      }
    } else if (c.k === 'look') {
      look();
    } else if (c.k === 'restart') {
      epoch++;
      requests = [];
      aborts = new Map();
      session([]);
    } else {
      // the view reconnects: the whole session again, its aborts as the requests' abortAt
      session(
        requests.map((r) =>
          aborts.has(r.id) ? { ...r, abortAt: Math.max(aborts.get(r.id)!, r.arrival) } : r,
        ),
      );
    }
  }
  look();
  return { sessions, rebuilds: feed.rebuilds };
}

const baseArb = scenarioArb().map((s) => ({ ...s, requests: [] }));

describe('the live feed carries one run on', () => {
  it(
    'its trace is the whole session’s, recomputed, at every look; one whole run per session message',
    () => {
      fc.assert(
        fc.property(baseArb, fc.array(serverCmd, { maxLength: 40 }), (base, cmds) => {
          const { sessions, rebuilds } = play(base, cmds);
          expect(rebuilds).toBeLessThanOrEqual(sessions);
        }),
        { numRuns: 120, seed: 3201 },
      );
    },
    SLOW,
  );

  it(
    'messages no server sends (a request in the past, an abort for a tick run already) still give the recomputed trace',
    () => {
      fc.assert(
        fc.property(baseArb, fc.array(hostileCmd, { maxLength: 40 }), (base, cmds) => {
          play(base, cmds);
        }),
        { numRuns: 120, seed: 3202 },
      );
    },
    SLOW,
  );

  it('a view that joins a long session computes it a slice at a time, then carries it on', () => {
    const base = fc.sample(baseArb, { numRuns: 1, seed: 7 })[0]!;
    const requests = Array.from({ length: 40 }, (_, i) => ({
      id: `q${i}`,
      tenant: 'b',
      promptTokens: 12,
      maxNewTokens: 3,
      arrival: 1 + i * 5,
    }));
    const feed = createLiveFeed();
    const send = (m: LiveMessage) => feed.receive(encodeLive(m));
    send({ type: 'session', epoch: 4, tick: 400, tickMs: 100, scenario: { ...base, requests } });
    let slices = 1;
    let t = feed.advance(0);
    for (; !t; slices++) t = feed.advance(0);
    expect(slices).toBeGreaterThan(1);
    const aborts = new Map<string, number>();
    sameAsFull(t, traceOf(feed.view!, aborts));
    // then carried on: one whole run in all
    send({ type: 'request', epoch: 4, spec: { ...requests[0]!, id: 'late', arrival: 401 } });
    send({ type: 'tick', epoch: 4, tick: 420 });
    sameAsFull(feed.advance(0)!, traceOf(feed.view!, aborts));
    expect(feed.rebuilds).toBe(1);
  });

  it('a new trace object at each look, the computation carried on (no whole run), each one left as it was', () => {
    const base = fc.sample(baseArb, { numRuns: 1, seed: 5 })[0]!;
    const feed = createLiveFeed();
    const send = (m: LiveMessage) => feed.receive(encodeLive(m));
    send({ type: 'session', epoch: 0, tick: 0, tickMs: 100, scenario: base });
    const first = feed.trace()!;
    let clock = 0;
    const seen = new Set([first]);
    for (let i = 0; i < 30; i++) {
      send({
        type: 'request',
        epoch: 0,
        spec: { id: `q${i}`, tenant: 'a', promptTokens: 8, maxNewTokens: 2, arrival: clock + 1 },
      });
      clock += 3;
      send({ type: 'tick', epoch: 0, tick: clock });
      const t = feed.trace()!;
      expect(seen.has(t)).toBe(false);
      seen.add(t);
    }
    expect(feed.rebuilds).toBe(1);
    // a trace handed out earlier never changes as the run moves on (one may still be on screen)
    const before = JSON.stringify(first);
    expect(first.stepCount).toBe(0);
    expect(JSON.stringify(first)).toBe(before);
    const mid = [...seen][10]!;
    const frozen = JSON.stringify(mid);
    send({ type: 'tick', epoch: 0, tick: clock + 50 });
    feed.trace();
    expect(JSON.stringify(mid)).toBe(frozen);
    expect(mid.scenario.requests.length).toBeLessThanOrEqual(11);
  });
});
