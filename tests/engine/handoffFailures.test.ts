// @vitest-environment node
/**
 * Failures at the prefill/decode handoff, as decode.py @0035ca42, prefill.py @000c2b94 and
 * sgl-router's pd_router.rs handle them. Each test failed before its change.
 */
import { describe, expect, it } from 'vitest';
import { NO_FIXES, type Fixes, type RouterKind, type Scenario } from '../../src/engine';
import { TIMEOUT_TICKS } from '../../src/engine/limits';
import { updateReq, type Sim } from '../../src/engine/sim';
import { createSim, tick } from '../../src/engine/simulate';
import { run } from './driver';

/** One request of 150 tokens; context 400; pool sizes and switches per test (page size 1). */
function one(
  prefillPool: number,
  decodePool: number,
  router: RouterKind,
  fixes: Partial<Fixes> = {},
): Scenario {
  return {
    name: 'handoff',
    description: 'test',
    seed: 3,
    config: {
      contextLength: 400,
      pageSize: 1,
      prefill: { poolTokens: prefillPool },
      decode: { poolTokens: decodePool },
      router,
      fixes: { ...NO_FIXES, ...fixes },
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests: [{ id: 'r', tenant: 'a', promptTokens: 150, maxNewTokens: 6, arrival: 0 }],
  };
}

/** validate_input_length's message with a pool of 100 tokens: max_req_input_len = 99 − 5 = 94. */
const SMALL_LIMIT = 'Input length (150 tokens) exceeds the maximum allowed length (94 tokens).';

describe('#38704 decode half (High): a decode node that rejected the prompt answers its own 400', () => {
  it('equal pools + honorAbortBeforeHandoff + mini_lb: 400 from the decode, nothing reserved, no metadata', () => {
    const d = run(one(100, 100, 'mini_lb', { honorAbortBeforeHandoff: true }));
    expect(d.verdict('r')).toMatchObject({ httpStatus: 400, correct: true });
    expect(d.verdict('r').error).toContain(SMALL_LIMIT);
    expect(d.has('decode.honor_abort', 'r')).toBe(true);
    expect(d.has('decode.prealloc', 'r')).toBe(false);
    expect(d.has('decode.transfer_failed', 'r')).toBe(false);
    // the prefill never learns its destination pages: after a bounded wait it retires with its 400
    d.until('prefill.honor_abort', 'r');
    expect(d.data).toMatchObject({ bounded: true });
    d.until('router.response', 'r');
    expect(d.data).toMatchObject({ from: 'decode', prefillStatus: 400, decodeStatus: 400 });
  });

  it('equal pools + honorAbortBeforeHandoff + sgl-router: the decode 400 comes first and is returned as it is', () => {
    const d = run(one(100, 100, 'sgl-router', { honorAbortBeforeHandoff: true }));
    d.until('router.response', 'r');
    expect(d.data).toMatchObject({ status: 400, from: 'decode' });
    expect(d.verdict('r').error?.startsWith('Input length (150 tokens)')).toBe(true);
    expect(d.has('prefill.cancelled', 'r')).toBe(true);
  });
});

describe('sgl-router after #29017 (High): whichever HTTP error arrives first wins', () => {
  it('decode pool smaller + rejectAtAdmission: the client gets the decode node’s 400, the prefill is dropped', () => {
    const d = run(one(400, 100, 'sgl-router', { rejectAtAdmission: true }));
    d.until('router.response', 'r');
    expect(d.data).toMatchObject({ status: 400, from: 'decode', prefillStatus: 0 });
    expect(d.verdict('r')).toMatchObject({ httpStatus: 400, correct: true });
    expect(d.verdict('r').error?.startsWith(SMALL_LIMIT)).toBe(true);
    d.until('prefill.cancelled', 'r');
    expect(d.req('r').prefill!.queue).toBe('done');
  });
});

describe('a decode that retires at admission cannot tell the prefill (Medium)', () => {
  it('mini_lb: the prefill waits in Bootstrapping until its timeout, then "Prefill bootstrap failed …"', () => {
    const d = run(one(400, 100, 'mini_lb', { rejectAtAdmission: true }));
    d.until('decode.retire_at_admission', 'r');
    const retiredAt = d.event.tick;
    expect(d.req('r').prefill!.queue).toBe('PrefillBootstrapQueue');
    d.until('prefill.bootstrap_timeout', 'r');
    expect(d.event.tick - retiredAt).toBeGreaterThanOrEqual(TIMEOUT_TICKS);
    d.until('router.response', 'r');
    const reply = d.req('r').prefillReply!;
    expect(reply.status).toBe(500);
    expect(reply.error).toMatch(
      /^Prefill bootstrap failed for request rank=0 req\.rid='r' req\.bootstrap_room=\d+ with exception KVTransferError\(bootstrap_room=\d+\): Request \d+ timed out after 300\.0s in KVPoll\.Bootstrapping$/,
    );
    // mini_lb returns the decode node's answer: its own 400
    expect(d.verdict('r')).toMatchObject({ httpStatus: 400, correct: true });
  });
});

/** Ticks `sim` until `done` holds (at most `n` ticks). */
function until(sim: Sim, done: (s: Sim) => boolean, n = 60): void {
  for (let k = 0; k < n && !done(sim); k++) {
    tick(sim);
    sim.state.tick += 1;
  }
  expect(done(sim)).toBe(true);
}

describe('prefill.py @000c2b94: where a failed sender is found', () => {
  it('in the bootstrap queue: 500 "Prefill bootstrap failed …"', () => {
    const sim = createSim(one(400, 1000, 'mini_lb'));
    until(sim, (s) => s.state.requests[0]!.prefill?.queue === 'PrefillBootstrapQueue');
    updateReq(sim, 0, (r) => ({ ...r, prefill: { ...r.prefill!, kvPoll: 0 } }));
    until(sim, (s) => s.state.requests[0]!.prefillReply !== null);
    expect(sim.state.requests[0]!.prefillReply!.status).toBe(500);
    expect(sim.state.requests[0]!.prefillReply!.error).toMatch(
      /^Prefill bootstrap failed for request rank=0 req\.rid='r' /,
    );
  });

  it('in waiting_queue (not polled): the forward pass runs, nothing is sent, the inflight queue fails it', () => {
    // r0 holds 300 of the prefill's 400 pages, so r waits in waiting_queue for memory
    const s = one(400, 2000, 'mini_lb');
    s.requests = [{ ...s.requests[0]!, id: 'r0', promptTokens: 300 }, s.requests[0]!];
    const sim = createSim(s);
    until(sim, (x) => x.state.requests[1]!.prefill?.queue === 'waiting_queue');
    updateReq(sim, 1, (r) => ({ ...r, prefill: { ...r.prefill!, kvPoll: 0 } }));
    until(sim, (x) => x.state.requests[1]!.prefillReply !== null);
    const mine = sim.events.filter((e) => e.node === 'prefill' && e.requests.includes(1));
    const kinds = mine.map((e) => e.kind);
    expect(kinds).toContain('prefill.forward');
    expect(kinds).not.toContain('prefill.send_kv_chunk');
    const retired = mine.find((e) => e.kind === 'prefill.retire_aborted');
    expect(retired?.data).toMatchObject({ queue: 'disagg_prefill_inflight_queue' });
    expect(sim.state.requests[1]!.prefillReply!.error).toMatch(
      /^Prefill transfer failed for request rank=0 req\.rid='r' /,
    );
  });
});

describe('_commit_transfer_to_req @0035ca42: a missing bootstrap_room (0)', () => {
  it('has its own text, not the mismatch’s', () => {
    const sim = createSim(one(400, 1000, 'mini_lb'));
    until(sim, (s) => s.state.requests[0]!.prefill !== null);
    // the metadata was never written: the room read back is 0
    updateReq(sim, 0, (r) => ({ ...r, prefill: { ...r.prefill!, room: '0000000000000000' } }));
    until(sim, (s) => s.state.requests[0]!.decodeReply !== null);
    const failed = sim.events.find((e) => e.kind === 'decode.transfer_failed');
    expect(failed?.data).toMatchObject({ cause: 'room missing', status: 500 });
    expect(sim.state.requests[0]!.decodeReply!.error).toBe(
      'Metadata unexpectedly not ready after readiness gate (bootstrap_room=0)',
    );
  });
});

describe('decode admission budget (decode.py @0035ca42, Medium)', () => {
  function two(pool: number, prompt: number, maxNew: number, context = 4096): Scenario {
    const s = one(pool, pool, 'mini_lb');
    s.config.contextLength = context;
    const r = { tenant: 'a', promptTokens: prompt, maxNewTokens: maxNew, arrival: 0 };
    s.requests = [
      { ...r, id: 'r1' },
      { ...r, id: 'r2' },
    ];
    return s;
  }

  it('holds back num_reserved_decode_tokens (512) per active request, not each one’s output', () => {
    // 1000 tokens, two prompts of 400: the second waits, 600 free − 512 reserved < 400 + 512
    const d = run(two(1000, 400, 6, 1000));
    d.until('decode.prealloc', 'r1');
    expect(d.data).toMatchObject({ budgetTokens: 400 + 512 });
    d.until('decode.finish', 'r1');
    d.until('decode.prealloc', 'r2');
    expect(d.verdict('r2')).toMatchObject({ httpStatus: 200, isolation: 'clean' });
  });

  it('admits what only retraction can make room for, and retracts when the pool runs short', () => {
    // 2000 tokens; both admitted (2000 − 200 − 512 ≥ 200 + 1000), together they need 2400
    const d = run(two(2000, 200, 1000));
    expect(d.has('decode.prealloc', 'r2')).toBe(true);
    d.until('decode.prealloc', 'r2');
    d.until('decode.retract');
    const victim = d.event.requests[0]!;
    expect(d.req(d.trace.scenario.requests[victim]!.id).decode!.queue).toBe('DecodePreallocQueue');
    d.until('decode.resume');
    expect(d.event.requests[0]).toBe(victim);
    for (const id of ['r1', 'r2'])
      expect(d.verdict(id)).toMatchObject({ httpStatus: 200, isolation: 'clean', correct: true });
    expect(d.verdict('r1').generated).toBe(1000);
    expect(d.verdict('r2').generated).toBe(1000);
  });

  it('a request whose fill_len + 512 exceeds the whole decode pool is never admitted and gets no decode timeout (tests/engine/neverAdmitted.test.ts)', () => {
    const d = run(one(400, 400, 'mini_lb'));
    expect(d.has('decode.timeout', 'r')).toBe(false);
    expect(d.has('decode.prealloc', 'r')).toBe(false);
    expect(d.verdict('r').httpStatus).toBe(500);
  });
});
