// @vitest-environment node
/** The decode side: its reservation, the first token, its own 500s, and the tokenizer's checks. */
import { describe, expect, it } from 'vitest';
import { runsLength, simulate, stateAt, type Scenario } from '../../src/engine';
import { createSim, tick } from '../../src/engine/simulate';
import { updateReq } from '../../src/engine/sim';
import { loadBuiltin, run } from './driver';

/** One tenant's request cycles the pool, then a second request of another tenant reads it. */
function small(over: Partial<Scenario['config']> = {}, requests?: Scenario['requests']): Scenario {
  return {
    name: 'small',
    description: 'test',
    seed: 7,
    config: {
      contextLength: 400,
      pageSize: 1,
      prefill: { poolTokens: 400 },
      // room for fill_len + num_reserved_decode_tokens (512) in the admission budget
      decode: { poolTokens: 1000 },
      router: 'mini_lb',
      fixes: {
        rejectAtAdmission: false,
        retireAbortedPrefill: false,
        honorAbortBeforeHandoff: false,
        coverageCheck: false,
        notifyDecodeOnAbort: false,
        scrubOnFree: false,
      },
      ...over,
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests: requests ?? [{ id: 'r', tenant: 'a', promptTokens: 10, maxNewTokens: 6, arrival: 0 }],
  };
}

describe('DecodePreallocQueue._pre_alloc and alloc_decode', () => {
  it('_pre_alloc reserves exactly fill_len = len(origin_input_ids) tokens, in whole pages', () => {
    const d = run(small({ pageSize: 4 })).until('decode.prealloc', 'r');
    expect(runsLength(d.req('r').decode!.pages)).toBe(3); // ceil(10 / 4), nothing for output
    // the budget counts fill_len in tokens (decode.py @0035ca42 `pop_preallocated`), the pages are whole
    expect(d.event.data).toMatchObject({ fillLen: 10, pagesReserved: 3, budgetTokens: 10 + 512 });
  });

  it('alloc_decode takes a page for each generated token at page size 1, written by the step that takes it', () => {
    const t = simulate(small());
    const prebuilt = t.events.find((e) => e.kind === 'decode.prebuilt')!;
    const held = (step: number) => runsLength(stateAt(t, step).requests[0]!.decode!.pages);
    expect(held(prebuilt.step)).toBe(10);
    // 6 tokens: the first from the prefill, then 5 decode steps, each writing one new page
    const steps = t.events.filter((e) => e.kind === 'decode.step');
    const total = steps.reduce((n, e) => n + (e.kind === 'decode.step' ? e.data.steps : 0), 0);
    expect(total).toBe(5);
    const last = steps[steps.length - 1]!;
    const st = stateAt(t, last.step + (last.kind === 'decode.step' ? last.data.steps : 1) - 1);
    const dec = st.requests[0]!.decode!;
    expect(runsLength(dec.pages)).toBe(15);
    expect(dec.generated).toBe(6);
  });

  it('a long decode is one stored event whose steps are each addressable', () => {
    const t = simulate(
      small({}, [{ id: 'r', tenant: 'a', promptTokens: 10, maxNewTokens: 200, arrival: 0 }]),
    );
    const runs = t.events.filter((e) => e.kind === 'decode.step');
    expect(runs.length).toBeLessThan(5);
    const big = runs.find((e) => e.kind === 'decode.step' && e.data.steps > 100)!;
    const mid = big.step + 50;
    const a = stateAt(t, mid).requests[0]!.decode!;
    const b = stateAt(t, mid + 1).requests[0]!.decode!;
    expect(b.generated - a.generated).toBe(1);
    expect(runsLength(b.pages) - runsLength(a.pages)).toBe(1);
  });
});

describe('_commit_transfer_to_req and check_finished after the PREBUILT batch', () => {
  it('with max_new_tokens = 1 the request finishes at PREBUILT: 200, not correct, no decode step over the stale pages', () => {
    const base = loadBuiltin('incident');
    const s = {
      ...base,
      requests: base.requests.map((r) => (r.id === 'd1' ? { ...r, maxNewTokens: 1 } : r)),
    };
    const d = run(s);
    expect(d.verdict('d1')).toMatchObject({
      httpStatus: 200,
      isolation: 'clean',
      correct: false,
      generated: 1,
    });
    expect(d.verdict('d1').pageCounts).toEqual({
      own: 0,
      crossTenant: 0,
      sameTenant: 0,
      unwritten: 0,
    });
    d.until('decode.prebuilt', 'd1');
    expect(d.event.data).toMatchObject({ finishedOnFirstToken: true });
    expect(
      d.trace.events.some((e) => e.kind === 'decode.step' && e.requests.includes(d.index('d1'))),
    ).toBe(false);
    expect(d.verdict('d1').output).toEqual([
      expect.objectContaining({ fromPrefill: true, text: '⟨0⟩' }),
    ]);
  });

  it('the first output token comes from the prefill: generated = 1 on transfer success', () => {
    const d = run('incident').until('decode.transfer_success', 'd1');
    expect(d.req('d1').decode!.generated).toBe(1);
  });

  it('the isolation verdict counts only the reserved pages the decode steps attended', () => {
    const v = run('incident').verdict('d1');
    expect(v.pageCounts.own).toBe(1); // the placeholder's page
    expect(
      v.pageCounts.own +
        v.pageCounts.crossTenant +
        v.pageCounts.sameTenant +
        v.pageCounts.unwritten,
    ).toBe(12_500);
  });
});

describe('pop_transferred: the bootstrap_room check', () => {
  it('computes roomMatches from the metadata and refuses a mismatch with HTTP 500', () => {
    const sim = createSim(small());
    // run until the prefill has taken the request in (its sender is created with the room)
    for (let i = 0; i < 50 && !sim.state.requests[0]!.prefill; i++) {
      tick(sim);
      sim.state.tick += 1;
    }
    expect(sim.state.requests[0]!.prefill!.room).toBe(sim.state.requests[0]!.bootstrapRoom);
    // a metadata buffer collision: the transfer's metadata names another request's room
    updateReq(sim, 0, (r) => ({ ...r, prefill: { ...r.prefill!, room: '00000000deadbeef' } }));
    for (let i = 0; i < 10 && !sim.state.requests[0]!.decodeReply; i++) {
      tick(sim);
      sim.state.tick += 1;
    }
    expect(sim.state.requests[0]!.decode!.metaRoom).toBe('00000000deadbeef');
    const failed = sim.events.find((e) => e.kind === 'decode.transfer_failed');
    expect(failed?.kind === 'decode.transfer_failed' && failed.data.cause).toBe('room mismatch');
    expect(sim.state.requests[0]!.decodeReply).toMatchObject({
      status: 500,
      error: 'Metadata corruption detected - bootstrap_room mismatch',
    });
  });

  it('reports roomMatches true when the rooms agree', () => {
    const d = run('incident').until('decode.transfer_success', 'd1');
    expect(d.event.data).toMatchObject({ roomMatches: true });
    if (d.event.kind === 'decode.transfer_success')
      expect(d.event.data.metaRoom).toBe(d.event.data.room);
  });
});

describe('decode-side failures: prepare_abort(…, HTTPStatus.INTERNAL_SERVER_ERROR)', () => {
  it('_update_handshake_waiters: a failed handshake answers 500 "Decode handshake failed …"', () => {
    const d = run('incident', { rejectAtAdmission: true, notifyDecodeOnAbort: true }, 'mini_lb');
    const v = d.verdict('d1');
    expect(v.httpStatus).toBe(500);
    expect(v.error).toMatch(
      /^Decode handshake failed for request rank=0 decode_req\.req\.rid='d1' decode_req\.req\.bootstrap_room=\d+ with exception KVTransferError\(bootstrap_room=\d+\)/,
    );
    expect(d.has('decode.prealloc', 'd1')).toBe(false);
  });

  it('the 300 s SGLANG_DISAGGREGATION_WAITING_TIMEOUT answers 500 with the receiver’s message', () => {
    const d = run('incident', { retireAbortedPrefill: true }, 'mini_lb');
    const dispatch = d.trace.events.find(
      (e) => e.kind === 'router.dispatch' && e.requests[0] === d.index('d1'),
    );
    if (dispatch?.kind !== 'router.dispatch') throw new Error('no dispatch');
    const room = BigInt(`0x${dispatch.data.room}`).toString();
    expect(d.verdict('d1').error).toBe(
      `Decode transfer failed for request rank=0 decode_req.req.rid='d1' decode_req.req.bootstrap_room=${room} with exception KVTransferError(bootstrap_room=${room}): Request ${room} timed out after 300.0s in KVPoll.WaitingForInput`,
    );
  });
});

describe('TokenizerManager._validate_one_request (each node, before the scheduler)', () => {
  const one = (promptTokens: number, maxNewTokens: number) =>
    run(
      small({ contextLength: 100, prefill: { poolTokens: 400 }, decode: { poolTokens: 400 } }, [
        { id: 'r', tenant: 'a', promptTokens, maxNewTokens, arrival: 0 },
      ]),
    );

  it('rejects input ≥ context length with a 400 on both nodes; the router checks nothing', () => {
    const d = one(100, 1);
    expect(d.has('prefill.tokenizer_reject', 'r') && d.has('decode.tokenizer_reject', 'r')).toBe(
      true,
    );
    expect(d.verdict('r')).toMatchObject({ httpStatus: 400, correct: true });
    expect(d.verdict('r').error).toBe(
      "The input (100 tokens) is longer than the model's context length (100 tokens).",
    );
  });

  it('rejects input + max_new_tokens > context length (commit 001067ff uses ">")', () => {
    const d = one(90, 11);
    expect(d.verdict('r')).toMatchObject({ httpStatus: 400, correct: true });
    expect(d.verdict('r').error).toMatch(
      /^Requested token count exceeds the model's maximum context length of 100 tokens\. You requested a total of 101 tokens: 90 tokens from the input messages and 11 tokens for the completion\./,
    );
    expect(one(90, 10).has('prefill.tokenizer_reject')).toBe(false);
  });
});

describe('#38704 split in two', () => {
  it('each half changes the incident’s outcome on its own', () => {
    const none = run('incident').verdict('d1');
    const honor = run('incident', { honorAbortBeforeHandoff: true }).verdict('d1');
    const cover = run('incident', { coverageCheck: true }).verdict('d1');
    expect(none.isolation).toBe('cross-tenant');
    expect(honor.isolation).toBe('clean');
    expect(cover.isolation).toBe('clean');
    expect(honor.httpStatus).not.toBe(cover.httpStatus);
  });
});
