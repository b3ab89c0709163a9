import { describe, expect, it } from 'vitest';
import { stateAt } from '../../src/engine';
import { computePageStates } from '../../src/views/pools/pageStates';
import { pageInfo, pageInfoLines } from '../../src/views/pools/pageInfo';
import { poolSummary } from '../../src/views/pools/summary';
import { getTraceModel, leaksAt } from '../../src/views/shared/traceModel';
import { stepOf, traceOf } from './helpers';

const trace = traceOf('incident');
const model = getTraceModel(trace);
const step = stepOf(trace, 'decode.prebuilt', 'd1');
const st = stateAt(trace, step);
const dec = computePageStates(st.decode, st.requests, model.requestTenant, leaksAt(model, step));

describe('pool summary (text alternative)', () => {
  it('names the holder, the stale pages and whose data they hold', () => {
    const text = poolSummary(st.decode, st.requests, dec, model);
    expect(text).toContain('Decode pool: 24,576 pages.');
    expect(text).toContain(
      // _pre_alloc reserved exactly fill_len: 12,500 pages; the placeholder wrote one of them
      'd1 (Tenant D) holds 12,500, of which 12,499 were not written for it and 12,499 hold stale data from Tenant A, Tenant B, Tenant C.',
    );
    expect(text).toContain('12,499 pages were taken as KV by a leaking request.');
    // c1's 5,938 pages, less the 2,186 that d1 took (pages 10,315–12,500): 3,752
    expect(text).toContain('3,752 freed pages still hold data from Tenant C.');
  });
});

describe('page tooltip', () => {
  it('page 2 at the stale read: reserved for d1, written by a1, read into the leak', () => {
    const info = pageInfo(st.decode, st.requests, dec, model, 64, 2)!;
    expect(info).toMatchObject({
      page: 2,
      state: 'reserved',
      leak: true,
      holder: { id: 'd1', tenant: 'Tenant D' },
      writer: { id: 'a1', tenant: 'Tenant A', fromToken: 64, toToken: 127, placeholder: false },
    });
    expect(pageInfoLines(info)).toEqual([
      'Page 2',
      'State: reserved, not written for its holder',
      'Last written by Tenant A, request a1, tokens 64–127',
      'Held by d1 (Tenant D)',
      'Taken as KV by a leaking request (its decode steps read them)',
    ]);
  });

  it('page 1 is the placeholder’s one token; a never-written page says so', () => {
    const one = pageInfo(st.decode, st.requests, dec, model, 64, 1)!;
    expect(one.state).toBe('placeholder');
    expect(one.writer).toMatchObject({ placeholder: true, fromToken: 0, toToken: 0 });
    const free = pageInfo(st.decode, st.requests, dec, model, 64, 24_000)!;
    expect(pageInfoLines(free)).toContain('Never written (zeros)');
    expect(pageInfoLines(free)).toContain('Held by nobody (free list)');
    expect(pageInfo(st.decode, st.requests, dec, model, 64, 0)).toBeNull();
  });

  it("clamps the last page's token range to what the writer wrote", () => {
    const fwd = stateAt(trace, stepOf(trace, 'prefill.forward', 'a1'));
    const s = computePageStates(fwd.prefill, fwd.requests, model.requestTenant);
    // a1: 420,000 tokens = 6,562 full pages of 64 + 32 tokens on page 6,563
    const info = pageInfo(fwd.prefill, fwd.requests, s, model, 64, 6_563)!;
    expect(info.writer).toMatchObject({ id: 'a1', fromToken: 419_968, toToken: 419_999 });
    expect(info.state).toBe('held');
  });
});
