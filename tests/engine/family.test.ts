// @vitest-environment node
/**
 * The page-lifetime family in the engine (engine/lifetime.ts): the three built-in scenarios step
 * by step, the incident's scenarios untouched, and properties over random workloads whose
 * transfers take time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FIXES,
  expandRuns,
  simulate,
  stateAt,
  validateScenario,
  type Scenario,
  type EventKind,
  type EventOf,
  type Trace,
} from '../../src/engine';
import { checkConservation } from './conservation';
import { builtin } from './familyCases';

const idx = (s: Scenario, id: string) => s.requests.findIndex((r) => r.id === id);
const eventsOf = <K extends EventKind>(tr: Trace, kind: K, req?: number): EventOf<K>[] =>
  tr.events.filter(
    (e): e is EventOf<K> => e.kind === kind && (req === undefined || e.requests[0] === req),
  );

describe('the late writer (A1): PR #35049’s logged reproduction', () => {
  const s = builtin('late-writer');
  const tr = simulate(s);
  const a = idx(s, 'a1');
  const b = idx(s, 'b1');

  it('A gets decode pages 14–44, B pages 1–32 after A is freed at once', () => {
    expect(eventsOf(tr, 'decode.prealloc', a)[0]!.pages).toEqual([[14, 45]]);
    expect(eventsOf(tr, 'decode.prealloc', b)[0]!.pages).toEqual([[1, 33]]);
    const abort = eventsOf(tr, 'router.client_abort', a)[0]!;
    expect(abort.data).toMatchObject({ decodePagesFreed: 31 });
    // "FREE mode=immediate": freed before B allocates, while A's write is in flight
    const start = eventsOf(tr, 'prefill.transfer_start', a)[0]!;
    expect(start.tick).toBeLessThan(abort.tick);
    expect(abort.tick).toBeLessThan(eventsOf(tr, 'decode.prealloc', b)[0]!.tick);
  });

  it('A’s write lands on B’s pages 14–32: B answers 200 built on A’s data, no error', () => {
    const late = eventsOf(tr, 'decode.late_write', a)[0]!;
    expect(late.data).toMatchObject({ victims: ['b1'], victimPages: 19, held: false });
    expect(late.tick).toBeGreaterThan(eventsOf(tr, 'decode.kv_landed', b)[0]!.tick);
    const v = tr.verdicts[b]!;
    expect(v).toMatchObject({ httpStatus: 200, isolation: 'cross-tenant', correct: false });
    expect(v.leakedFrom).toEqual([{ tenant: 'a', request: 'a1' }]);
    expect(v.pageCounts.crossTenant).toBe(19);
  });

  it('the same timing with a transfer that is instantaneous leaks nothing', () => {
    const t = structuredClone(s);
    delete t.config.transfer;
    for (const r of t.requests) delete r.transferTicks;
    expect(simulate(t).verdicts[b]).toMatchObject({ isolation: 'clean', correct: true });
  });
});

describe('the lost drain ack (A2): deferred release’s timeout is the only way out', () => {
  const s = builtin('lost-drain-ack');
  const a = idx(s, 'a1');

  it('with the ack lost, the pages are released at the deadline with the write in flight', () => {
    const tr = simulate(s);
    const rel = eventsOf(tr, 'decode.hold_released', a)[0]!;
    expect(rel.data).toMatchObject({ by: 'deferredRelease', reason: 'timeout', inFlight: true });
    const abort = eventsOf(tr, 'router.client_abort', a)[0]!;
    expect(rel.tick - abort.tick).toBe(10);
    expect(eventsOf(tr, 'decode.late_write', a)[0]!.data.victims).toEqual(['b1']);
  });

  it('a write that drains in time: released on the ack when it comes, at the deadline when lost', () => {
    const quick = (ack: 'sent' | 'lost') => {
      const t = structuredClone(s);
      t.config.transfer = { ticks: 1, drainAck: ack };
      t.requests[a]!.transferTicks = 5;
      const tr = simulate(t);
      return { tr, rel: eventsOf(tr, 'decode.hold_released', a)[0]! };
    };
    const sent = quick('sent');
    const lost = quick('lost');
    expect(sent.rel.data).toMatchObject({ reason: 'ack', inFlight: false });
    expect(lost.rel.data).toMatchObject({ reason: 'timeout', inFlight: false });
    expect(lost.rel.tick).toBeGreaterThan(sent.rel.tick);
    const b = idx(s, 'b1');
    expect(sent.tr.verdicts[b]!.correct).toBe(true);
    expect(lost.tr.verdicts[b]!.correct).toBe(true);
  });
});

describe('the reused source page (A3)', () => {
  const s = builtin('reused-source');
  const tr = simulate(s);
  const a = idx(s, 'a1');
  const c = idx(s, 'c1');

  it('the prefill frees A’s source, C is prefilled into it, A’s transfer carries C’s KV', () => {
    const freed = eventsOf(tr, 'prefill.source_released', a)[0]!;
    const cForward = eventsOf(tr, 'prefill.forward', c)[0]!;
    expect(cForward.tick).toBeGreaterThan(freed.tick);
    const reused = expandRuns(cForward.pages).filter((p) => expandRuns(freed.pages).includes(p));
    expect(reused.length).toBe(20);
    const landed = eventsOf(tr, 'decode.kv_landed', a)[0]!;
    expect(landed.data.sourceReused).toBe(true);
    expect(landed.tick).toBeGreaterThan(cForward.tick);
  });

  it('A answers 200 under a valid handshake, built on C’s prompt', () => {
    expect(tr.verdicts[a]).toMatchObject({
      httpStatus: 200,
      isolation: 'cross-tenant',
      leakedFrom: [{ tenant: 'c', request: 'c1' }],
    });
    expect(eventsOf(tr, 'decode.transfer_success', a)[0]!.data.roomMatches).toBe(true);
  });
});

describe('the incident’s path is unchanged', () => {
  it.each(['incident', 'incident-fixed', 'pool-2x', 'equal-pools', 'issue-30233'])(
    '%s: no lifetime event, and the write-holding defences change no verdict',
    (name) => {
      const s = builtin(name);
      const tr = simulate(s);
      const lifetime = tr.events.filter((e) =>
        ['prefill.transfer_start', 'decode.kv_landed', 'decode.late_write'].includes(e.kind),
      );
      expect(lifetime).toEqual([]);
      const t = structuredClone(s);
      t.config.defences = { refcountPin: true, deferredRelease: true, drainBarrier: true };
      expect(simulate(t).verdicts).toEqual(tr.verdicts);
    },
  );
});

/**
 * Random workloads whose transfers take time, with aborts and defences: small pools and
 * prompts that fit, so that pages freed under a write are often given to someone else.
 */
const lifetimeArb = fc
  .record({
    pageSize: fc.constantFrom(1, 2, 4),
    prefillPool: fc.integer({ min: 100, max: 500 }),
    // the decode's admission budget holds back num_reserved_decode_tokens (512)
    decodePool: fc.integer({ min: 100, max: 500 }).map((n) => n + 512),
    ticks: fc.integer({ min: 1, max: 3 }),
    release: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined, freq: 3 }),
    ack: fc.constantFrom<'sent' | 'lost'>('sent', 'lost'),
    pin: fc.boolean(),
    deferred: fc.boolean(),
    requests: fc.array(
      fc.record({
        tenant: fc.integer({ min: 0, max: 2 }),
        promptTokens: fc.integer({ min: 8, max: 400 }),
        maxNewTokens: fc.integer({ min: 2, max: 6 }),
        arrival: fc.integer({ min: 0, max: 20 }),
        transferTicks: fc.integer({ min: 1, max: 10 }),
        abortAfter: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
      }),
      { minLength: 3, maxLength: 8 },
    ),
    seed: fc.integer({ min: 0, max: 1000 }),
  })
  .map((g): Scenario => ({
    name: 'random lifetime',
    description: 'generated',
    seed: g.seed,
    config: {
      contextLength: 4096,
      pageSize: g.pageSize,
      prefill: { poolTokens: g.prefillPool },
      decode: { poolTokens: g.decodePool },
      router: 'mini_lb',
      fixes: { ...NO_FIXES },
      transfer: {
        ticks: g.ticks,
        drainAck: g.ack,
        ...(g.release !== undefined ? { sourceReleaseTicks: g.release } : {}),
      },
      defences: { refcountPin: g.pin, deferredRelease: g.deferred, deferredReleaseTicks: 3 },
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ],
    requests: g.requests.map((r, i) => ({
      id: `r${i}`,
      tenant: ['a', 'b', 'c'][r.tenant]!,
      promptTokens: r.promptTokens,
      maxNewTokens: r.maxNewTokens,
      arrival: r.arrival,
      transferTicks: r.transferTicks,
      ...(r.abortAfter !== undefined ? { abortAt: r.arrival + r.abortAfter } : {}),
    })),
  }));

describe('properties with transfers that take time (fast-check)', { timeout: 60_000 }, () => {
  it('the generated workloads are valid scenarios', () => {
    fc.assert(
      fc.property(lifetimeArb, (s) => validateScenario(s).ok),
      { numRuns: 200, seed: 37 },
    );
  });

  it('pages are conserved and never held twice, at every step, holds included', () => {
    fc.assert(
      fc.property(lifetimeArb, (s) => {
        const tr = simulate(s);
        for (let k = 0; k < tr.stepCount; k++) {
          const st = stateAt(tr, k);
          checkConservation(st, 'prefill');
          checkConservation(st, 'decode');
        }
      }),
      { numRuns: 300, seed: 38 },
    );
  });

  it('without pinning, the same workloads do land writes on others’ pages (the test can fail)', () => {
    let victims = 0;
    for (const s of fc.sample(lifetimeArb, { numRuns: 300, seed: 39 })) {
      s.config.defences = {};
      for (const e of simulate(s).events) {
        if (e.kind === 'decode.late_write' && e.data.victims.length > 0) victims++;
      }
    }
    // (a reused source is rarer in random workloads: the built-in scenario above shows it)
    expect(victims).toBeGreaterThan(0);
  });

  it('with refcount pinning on, no write ever lands on another request’s pages', () => {
    fc.assert(
      fc.property(lifetimeArb, (s) => {
        s.config.defences = { refcountPin: true };
        const tr = simulate(s);
        for (const e of tr.events) {
          if (e.kind === 'decode.late_write') expect(e.data.victims).toEqual([]);
          if (e.kind === 'decode.kv_landed') expect(e.data.sourceReused).toBe(false);
        }
      }),
      { numRuns: 300, seed: 39 },
    );
  });
});
