// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIMEOUT_TICKS } from '../../src/engine';
import { run } from './driver';

const ORIGINAL = 'Input length (800000 tokens) exceeds the maximum allowed length (681274 tokens)';

describe('fix switches on the incident workload', () => {
  it('all off: HTTP 200, cross-tenant, not correct', () => {
    expect(run('incident').verdict('d1')).toMatchObject({
      httpStatus: 200,
      isolation: 'cross-tenant',
      correct: false,
    });
  });

  it('rejectAtAdmission (#38935): both sides retire at the door with the original 400, nothing allocated', () => {
    const d = run('incident', { rejectAtAdmission: true });
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
    expect(d.verdict('d1').error).toContain(ORIGINAL);
    expect(d.has('prefill.retire_at_admission', 'd1')).toBe(true);
    expect(d.has('decode.prealloc', 'd1')).toBe(false);
    expect(d.has('prefill.forward', 'd1')).toBe(false);
    expect(d.has('prefill.send_kv_chunk', 'd1')).toBe(false);
  });

  it('retireAbortedPrefill (#36988): no stale read, but decode waits for its transfer timeout → 500', () => {
    const d = run('incident', { retireAbortedPrefill: true });
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 500, isolation: 'clean', correct: false });
    d.until('decode.prealloc', 'd1');
    const reservedAt = d.event.tick;
    d.until('decode.timeout', 'd1');
    expect(d.event.tick - reservedAt).toBe(TIMEOUT_TICKS);
    expect(d.has('prefill.send_kv_chunk', 'd1')).toBe(false);
  });

  it('retireAbortedPrefill + notifyDecodeOnAbort: decode is told at once and answers the original 400', () => {
    const d = run('incident', { retireAbortedPrefill: true, notifyDecodeOnAbort: true });
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 400, correct: true });
    expect(d.has('decode.timeout')).toBe(false);
  });

  it('notifyDecodeOnAbort alone changes nothing: the prefill never sees itself as aborted', () => {
    expect(run('incident', { notifyDecodeOnAbort: true }).verdict('d1')).toMatchObject({
      httpStatus: 200,
      isolation: 'cross-tenant',
    });
  });

  it('coverageCheck (#38704): the abort is honoured before the handoff; original 400; no KV sent', () => {
    const d = run('incident', { coverageCheck: true });
    expect(d.verdict('d1')).toMatchObject({ httpStatus: 400, isolation: 'clean', correct: true });
    expect(d.verdict('d1').error).toContain(ORIGINAL);
    expect(d.has('prefill.honor_abort', 'd1')).toBe(true);
    expect(d.has('prefill.send_kv_chunk', 'd1')).toBe(false);
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
    expect(d.event.data.pagesSent).toBe(1);
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
    expect(
      d
        .verdict('r2')
        .output.slice(1)
        .every((t) => t.from === -1),
    ).toBe(true);
  });
});

describe('the stand-in decode model', () => {
  it('gives every generated token the provenance of a page the request attends to', () => {
    const d = run('incident');
    const v = d.verdict('d1');
    expect(v.output).toHaveLength(24);
    expect(v.output[0]!.from).toBe(d.index('d1'));
    const writers = new Set(v.output.slice(1).map((t) => d.trace.scenario.requests[t.from]!.id));
    expect([...writers].sort()).toEqual(['a1', 'b1', 'c1']);
    expect(
      run('pool-2x')
        .verdict('d1')
        .output.every((t) => t.from === 3),
    ).toBe(true);
  });
});
