// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KVPoll, maxReqInputLen } from '../../src/engine';
import { run } from './driver';

describe('validate_input_length (prefill intake)', () => {
  it("computes max_req_input_len = min(context − 1, pool − 1) − 5 from the incident's figures", () => {
    const d = run('incident');
    expect(d.trace.limits.prefillMaxInput).toBe(Math.min(1_048_576 - 1, 681_280 - 1) - 5);
    expect(maxReqInputLen(1_048_576, 681_280)).toBe(681_274);
  });

  it('rejects at the boundary and accepts one token below it', () => {
    const base = run('incident').trace.scenario;
    const at = {
      ...base,
      requests: [{ ...base.requests[3]!, after: undefined, promptTokens: 681_274 }],
    };
    const below = { ...at, requests: [{ ...at.requests[0]!, promptTokens: 681_273 }] };
    expect(run(at).has('prefill.reject')).toBe(true);
    expect(run(below).has('prefill.reject')).toBe(false);
  });
});

describe('set_finish_with_abort', () => {
  it('turns the over-long prompt into a one-token placeholder with a pending 400 and no finished_reason', () => {
    const d = run('incident').until('prefill.reject', 'd1');
    const p = d.req('d1').prefill!;
    expect(p.inputLen).toBe(1);
    expect(p.placeholder).toBe(true);
    expect(p.toFinish).toMatchObject({ kind: 'FINISH_ABORT', statusCode: 400 });
    expect(p.toFinish!.message).toContain('Input length (800000 tokens) exceeds');
    expect(p.finishedReason).toBeNull();
  });
});

describe('PrefillBootstrapQueue.add and pop_bootstrapped', () => {
  it('queues the placeholder anyway, with a sender in Bootstrapping', () => {
    const d = run('incident').until('prefill.bootstrap_add', 'd1');
    expect(d.req('d1').prefill).toMatchObject({
      queue: 'PrefillBootstrapQueue',
      kvPoll: KVPoll.Bootstrapping,
    });
  });

  it('computes num_pages = ceil(len(origin_input_ids) / page_size): one page for the placeholder', () => {
    const d = run('incident').until('prefill.bootstrapped', 'd1');
    expect(d.req('d1').prefill).toMatchObject({ numPages: 1, queue: 'waiting_queue' });
    const a = run('incident').until('prefill.bootstrapped', 'a1');
    expect(a.req('a1').prefill!.numPages).toBe(Math.ceil(420_000 / 64));
  });
});

describe('forward pass and send_kv_chunk', () => {
  it('writes one page of KV and sends it into the first of the decode node’s reserved pages', () => {
    const d = run('incident').until('prefill.send_kv_chunk', 'd1');
    expect(d.event.data).toMatchObject({ pagesSent: 1, pagesReserved: Math.ceil(800_000 / 64) });
    const firstReserved = d.req('d1').decode!.pages[0]![0];
    d.expectPage('decode', firstReserved).writtenBy('d1');
    d.expectPage('decode', firstReserved + 1).writtenBy('a1');
    expect(d.req('d1').prefill!.kvPoll).toBe(KVPoll.Transferring);
  });
});

describe('disagg_prefill_inflight_queue', () => {
  it('reports Success and FINISH_LENGTH(0) ends it; the pending abort stays in to_finish, ignored', () => {
    const d = run('incident').until('prefill.transfer_success', 'd1');
    const p = d.req('d1').prefill!;
    expect(p.kvPoll).toBe(KVPoll.Success);
    expect(p.toFinish).toMatchObject({ kind: 'FINISH_ABORT', statusCode: 400 });
    expect(p.finishedReason).toEqual({ kind: 'FINISH_LENGTH', length: 0 });
    expect(d.data.overwrotePendingAbort).toBe(true);
  });

  it('release_kv_cache: whole pages stay in the radix cache, the partial last page is freed, none cleared', () => {
    const d = run('incident').until('prefill.transfer_success', 'a1');
    // 420,000 tokens at page size 64: 6,562 whole pages and one of 32 tokens
    expect(d.data.release).toEqual({ cachedPages: 6562, freedPages: 1 });
    const staged = d.state.prefill.staged;
    expect(staged.length).toBeGreaterThan(0);
    d.expectPage('prefill', staged[0]![0]).writtenBy('a1');
    d.expectPage('prefill', d.state.prefill.cached[0]!.pages[0]![0]).writtenBy('a1');
  });
});
