// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIMEOUT_TICKS } from '../../src/engine';
import { run } from './driver';

const ORIGINAL = 'Input length (800000 tokens) exceeds the maximum allowed length (681274 tokens)';

const TIMED_OUT = /^Decode transfer failed .* timed out after 300\.0s in KVPoll\.WaitingForInput$/;

describe('fix switches on the incident workload, under each router', () => {
  it('all off: HTTP 200, cross-tenant, not correct, under both routers', () => {
    for (const router of ['sgl-router', 'mini_lb'] as const)
      expect(run('incident', {}, router).verdict('d1')).toMatchObject({
        httpStatus: 200,
        isolation: 'cross-tenant',
        correct: false,
      });
  });

  it('rejectAtAdmission (#38935): prefill retires at PrefillBootstrapQueue.add, nothing allocated there; sgl-router relays the 400, mini_lb waits for the decode timeout → 500', () => {
    const sgl = run('incident', { rejectAtAdmission: true }, 'sgl-router');
    expect(sgl.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
    expect(sgl.verdict('d1').error).toBe(
      `Prefill server error (400 Bad Request): {"object":"error","message":"${ORIGINAL}. Use a shorter input or enable --allow-auto-truncate.","type":"BadRequestError","code":400}`,
    );
    expect(sgl.has('prefill.retire_at_admission', 'd1')).toBe(true);
    expect(sgl.has('prefill.forward', 'd1')).toBe(false);
    expect(sgl.has('prefill.send_kv_chunk', 'd1')).toBe(false);

    const mini = run('incident', { rejectAtAdmission: true }, 'mini_lb');
    expect(mini.verdict('d1')).toMatchObject({
      httpStatus: 500,
      isolation: 'clean',
      correct: false,
    });
    expect(mini.verdict('d1').error).toMatch(TIMED_OUT);
    mini.until('decode.prealloc', 'd1');
    const reservedAt = mini.event.tick;
    mini.until('decode.timeout', 'd1');
    expect(mini.event.tick - reservedAt).toBe(TIMEOUT_TICKS);
  });

  it('retireAbortedPrefill (#36988): no stale read; sgl-router relays the 400 and cancels the decode request; mini_lb answers 500 after the timeout', () => {
    const sgl = run('incident', { retireAbortedPrefill: true }, 'sgl-router');
    expect(sgl.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
    expect(sgl.has('decode.cancelled', 'd1')).toBe(true);
    expect(sgl.has('decode.timeout', 'd1')).toBe(false);
    const mini = run('incident', { retireAbortedPrefill: true }, 'mini_lb');
    expect(mini.verdict('d1')).toMatchObject({
      httpStatus: 500,
      isolation: 'clean',
      correct: false,
    });
    expect(mini.verdict('d1').error).toMatch(TIMED_OUT);
    expect(mini.has('prefill.send_kv_chunk', 'd1')).toBe(false);
  });

  it('retireAbortedPrefill + notifyDecodeOnAbort: under mini_lb the decode fails at once (no timeout), still a 500', () => {
    const d = run('incident', { retireAbortedPrefill: true, notifyDecodeOnAbort: true }, 'mini_lb');
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 500, correct: false, isolation: 'clean' });
    expect(d.verdict('d1').error).toMatch(
      /^Decode transfer failed for request rank=0 decode_req\.req\.rid='d1' decode_req\.req\.bootstrap_room=\d+ with exception KVTransferError/,
    );
    expect(d.has('decode.timeout')).toBe(false);
  });

  it('notifyDecodeOnAbort alone changes nothing: the prefill never sees itself as aborted', () => {
    for (const router of ['sgl-router', 'mini_lb'] as const)
      expect(run('incident', { notifyDecodeOnAbort: true }, router).verdict('d1')).toMatchObject({
        httpStatus: 200,
        isolation: 'cross-tenant',
      });
  });

  it('honorAbortBeforeHandoff (#38704, first half) alone: no KV sent; sgl-router 400, mini_lb 500 from the failed transfer', () => {
    const sgl = run('incident', { honorAbortBeforeHandoff: true }, 'sgl-router');
    expect(sgl.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
    expect(sgl.has('prefill.honor_abort', 'd1')).toBe(true);
    expect(sgl.has('prefill.send_kv_chunk', 'd1')).toBe(false);
    const mini = run('incident', { honorAbortBeforeHandoff: true }, 'mini_lb');
    expect(mini.verdict('d1')).toMatchObject({
      httpStatus: 500,
      isolation: 'clean',
      correct: false,
    });
    expect(mini.verdict('d1').error).toMatch(/^Decode transfer failed /);
  });

  it('coverageCheck (#38704, second half) alone: the one-page transfer is refused → 500 under both routers (the prefill reported success)', () => {
    for (const router of ['sgl-router', 'mini_lb'] as const) {
      const d = run('incident', { coverageCheck: true }, router);
      expect(d.verdict('d1')).toMatchObject({
        httpStatus: 500,
        isolation: 'clean',
        correct: false,
      });
      expect(d.has('prefill.send_kv_chunk', 'd1')).toBe(true);
      d.until('decode.coverage_refused', 'd1');
      expect(d.event.data).toMatchObject({ covered: 1, fillLen: 800_000 });
      expect(d.verdict('d1').error).toContain('transfer covered 1 of 800000 reserved tokens');
    }
  });

  it('scrubOnFree: the stale pages hold zeros — no other tenant’s data, but still a wrong 200', () => {
    const d = run('incident', { scrubOnFree: true });
    expect(d.verdict('d1')).toMatchObject({
      httpStatus: 200,
      isolation: 'unwritten',
      correct: false,
      leakedFrom: [],
    });
  });
});

describe('built-in scenarios', () => {
  it('incident: d1 leaks A, B and C with a 200; every other response is clean and correct', () => {
    const d = run('incident');
    expect(d.verdict('d1').leakedFrom.map((l) => l.tenant)).toEqual(['a', 'b', 'c']);
    for (const id of ['a1', 'b1', 'c1'])
      expect(d.verdict(id)).toMatchObject({ httpStatus: 200, isolation: 'clean', correct: true });
  });

  it('incident-fixed: the 400', () => {
    expect(run('incident-fixed').verdict('d1')).toMatchObject({ httpStatus: 400, correct: true });
  });

  it('pool-2x: no rejection, no leak', () => {
    const d = run('pool-2x');
    expect(d.has('prefill.reject')).toBe(false);
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 200, isolation: 'clean', correct: true });
  });

  it('equal-pools: both nodes reject, one page each, later a 400; no stale page is read', () => {
    const d = run('equal-pools');
    expect(d.has('prefill.reject', 'd1') && d.has('decode.reject', 'd1')).toBe(true);
    d.until('decode.prealloc', 'd1');
    expect(d.data.pagesSent).toBe(1);
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
  });

  it('issue-30233: prefill reports one token, decode reads never-written pages (garbage, not data)', () => {
    const d = run('issue-30233');
    expect(d.trace.limits.prefillMaxInput).toBe(284_928 - 6);
    expect(d.verdict('r2')).toMatchObject({
      httpStatus: 200,
      isolation: 'unwritten',
      correct: false,
    });
    // every decode-step token comes from r2's own placeholder page or a never-written page
    const own = d.index('r2');
    const out = d.verdict('r2').output.slice(1);
    expect(out.every((t) => t.from === -1 || t.from === own)).toBe(true);
    expect(out.some((t) => t.from === -1)).toBe(true);
  });
});

describe('the stand-in decode model', () => {
  it('gives every generated token the provenance of a page the request attends to', () => {
    const d = run('incident');
    const v = d.verdict('d1');
    const spec = d.trace.scenario.requests[d.index('d1')]!;
    expect(v.output).toHaveLength(spec.maxNewTokens);
    // token 1 is the prefill's, over the placeholder; the rest attend the reserved pages
    expect(v.output[0]).toMatchObject({ from: d.index('d1'), fromPrefill: true, text: '⟨0⟩' });
    const writers = new Set(v.output.slice(1).map((t) => d.trace.scenario.requests[t.from]!.id));
    expect([...writers].sort()).toEqual(['a1', 'b1', 'c1']);
    expect(
      run('pool-2x')
        .verdict('d1')
        .output.every((t) => t.from === 3),
    ).toBe(true);
  });
});
