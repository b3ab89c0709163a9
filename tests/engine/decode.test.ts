// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KVPoll, runsLength } from '../../src/engine';
import { run } from './driver';

describe('decode intake', () => {
  it('accepts the prompt the prefill rejected, against its own larger pool', () => {
    const d = run('incident');
    expect(d.trace.limits.decodeMaxInput).toBe(1_048_575 - 5);
    expect(d.has('decode.reject', 'd1')).toBe(false);
    d.until('decode.prealloc_add', 'd1');
    expect(d.req('d1').decode).toMatchObject({
      inputLen: 800_000,
      placeholder: false,
      toFinish: null,
    });
  });
});

describe('DecodePreallocQueue.pop_preallocated', () => {
  it('reserves pages for the full fill_len, not for the placeholder', () => {
    const d = run('incident').until('decode.prealloc', 'd1');
    const dec = d.req('d1').decode!;
    expect(dec.fillLen).toBe(800_000);
    // _pre_alloc: exactly fill_len = len(origin_input_ids) tokens, in whole pages
    expect(runsLength(dec.pages)).toBe(Math.ceil(800_000 / 64));
    expect(d.req('d1').prefill!.inputLen).toBe(1);
    expect(runsLength(d.req('d1').prefill!.destPages!)).toBe(Math.ceil(800_000 / 64));
  });

  it('hands out stale pages: after a merge the lowest-numbered pages, still holding A’s KV, come first', () => {
    const d = run('incident').until('pool.merge', 'd1');
    expect(d.state.decode.staged).toEqual([]);
    d.until('decode.prealloc', 'd1');
    expect(d.req('d1').decode!.pages[0]![0]).toBe(1);
    const writers = d.writersOf('decode', 'd1');
    expect([...writers.keys()].sort()).toEqual(['a1', 'b1', 'c1']);
  });
});

describe('DecodeTransferQueue.pop_transferred', () => {
  it('accepts on Success with a matching bootstrap_room, though only one page arrived', () => {
    const d = run('incident').until('decode.transfer_success', 'd1');
    expect(d.event.data).toMatchObject({
      roomMatches: true,
      prefillRejected: true,
      tokensReceived: 1,
    });
    expect(d.req('d1').decode!.kvPoll).toBe(KVPoll.Success);
    expect(d.req('d1').decode!.queue).toBe('waiting_queue');
  });
});

describe('PREBUILT batch and running_batch', () => {
  it('treats every reserved page as computed KV, with no forward pass', () => {
    const d = run('incident').until('decode.prebuilt', 'd1');
    expect(d.data.stalePages).toBe(Math.ceil(800_000 / 64) - 1);
    expect(d.data.crossTenantPages).toBe(Math.ceil(800_000 / 64) - 1);
    expect(d.event.key).toBe(true);
  });

  it('generates maxNewTokens tokens and answers HTTP 200', () => {
    const d = run('incident').until('router.response', 'd1');
    expect(d.req('d1').response!.status).toBe(200);
    expect(d.req('d1').decode!.generated).toBe(24);
    expect(d.req('d1').decode!.pages).toEqual([]);
  });
});

describe('the router', () => {
  it('gives each request its own bootstrap_room', () => {
    const d = run('incident').until('router.dispatch', 'd1');
    expect(d.req('d1').bootstrapRoom).toMatch(/^[0-9a-f]{16}$/);
    const rooms = d.trace.events.flatMap((e) =>
      e.kind === 'router.dispatch' ? [e.data.room] : [],
    );
    expect(new Set(rooms).size).toBe(4);
  });

  it('mini_lb returns the decode node’s status and body; the prefill node’s reply is discarded', () => {
    const d = run('incident', { rejectAtAdmission: true }, 'mini_lb').until(
      'router.response',
      'd1',
    );
    const r = d.req('d1');
    expect(r.prefillReply!.status).toBe(400);
    expect(r.decodeReply!.status).toBe(500);
    expect(r.response).toMatchObject({ status: 500, error: r.decodeReply!.error });
    expect(d.event.data).toMatchObject({ from: 'decode', status: 500, prefillStatus: 400 });
  });

  it('sgl-router (PR #29017) returns a non-2xx prefill reply at once, wrapped as "Prefill server error"', () => {
    const d = run('incident', { rejectAtAdmission: true }, 'sgl-router').until(
      'router.response',
      'd1',
    );
    const r = d.req('d1');
    expect(r.response!.status).toBe(r.prefillReply!.status);
    expect(r.response!.status).toBe(400);
    // process_prefill_response: StatusCode display, then SGLang's JSON error body
    const body = JSON.stringify({
      object: 'error',
      message: r.prefillReply!.error,
      type: 'BadRequestError',
      code: 400,
    });
    expect(r.response!.error).toBe(`Prefill server error (400 Bad Request): ${body}`);
    expect(d.event.data).toMatchObject({ from: 'prefill', router: 'sgl-router' });
  });

  it('rejects a prompt of at least the context length up front on both nodes', () => {
    const base = run('incident').trace.scenario;
    const s = {
      ...base,
      requests: [{ ...base.requests[3]!, after: undefined, promptTokens: 1_048_576 }],
    };
    const d = run(s);
    expect(d.has('prefill.tokenizer_reject')).toBe(true);
    expect(d.has('decode.tokenizer_reject')).toBe(true);
    expect(d.has('prefill.bootstrap_add')).toBe(false);
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 400, correct: true, isolation: 'clean' });
    expect(d.verdict('d1').error).toContain("longer than the model's context length");
  });
});
