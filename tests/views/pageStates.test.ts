import { describe, expect, it } from 'vitest';
import { runsLength, segmentAt, type Trace, stateAt, eventAt } from '../../src/engine';
import { computePageStates, PAGE } from '../../src/views/pools/pageStates';
import { contentDiff, createPageStatesMemo } from '../../src/views/pools/pageStatesMemo';
import { getTraceModel, leaksAt, NO_TENANT } from '../../src/views/shared/traceModel';
import { stepOf, traceOf } from './helpers';

function statesAt(trace: Trace, step: number, node: 'prefill' | 'decode') {
  const st = stateAt(trace, step);
  const model = getTraceModel(trace);
  const leaks = node === 'decode' ? leaksAt(model, step) : [];
  return computePageStates(st[node], st.requests, model.requestTenant, leaks);
}

/** Sum of all state counts: every page has exactly one state. */
function total(c: ReturnType<typeof statesAt>['counts']): number {
  return c.never + c.stale + c.cached + c.held + c.reserved + c.placeholder;
}

describe('pageStates on the incident (page size 64)', () => {
  const trace = traceOf('incident');
  const d1 = trace.scenario.requests.findIndex((r) => r.id === 'd1');

  it('starts with every page never written', () => {
    const s = statesAt(trace, 0, 'prefill');
    expect(s.totalPages).toBe(10_645);
    expect(s.counts.never).toBe(10_645);
    expect(total(s.counts)).toBe(10_645);
  });

  it("at d1's decode.prebuilt: reserved-but-not-written pages hold A's, B's and C's data", () => {
    const step = stepOf(trace, 'decode.prebuilt', 'd1');
    const ev = eventAt(trace, step)!;
    const prealloc = eventAt(trace, stepOf(trace, 'decode.prealloc', 'd1'))!;
    if (ev.kind !== 'decode.prebuilt' || prealloc.kind !== 'decode.prealloc')
      throw new Error('kind');
    const s = statesAt(trace, step, 'decode');
    expect(total(s.counts)).toBe(24_576);
    // every reserved page but the one the placeholder wrote
    expect(s.counts.reserved).toBe(prealloc.data.pagesReserved - 1);
    expect(s.counts.placeholder).toBe(1);
    // of those, the fill pages (all but the placeholder's) hold stale data and were read
    expect(ev.data.stalePages).toBe(runsLength(ev.pages) - 1);
    expect(s.counts.leak).toBe(ev.data.stalePages);
    expect(s.counts.reservedStale).toBe(s.counts.reserved);
    const tenants = getTraceModel(trace).tenantNames;
    const stale = s.reservedByWriterTenant.flatMap((n, i) => (n ? [tenants[i]] : []));
    expect(stale).toEqual(['Tenant A', 'Tenant B', 'Tenant C']);
    // the placeholder's page is page 1, written by d1 (tenant D)
    expect(s.state[1]).toBe(PAGE.placeholder);
    expect(s.writer[1]).toBe(3);
    expect(s.holder[2]).toBe(getTraceModel(trace).requestTenant[d1]);
    expect(s.writer[2]).toBe(0);
  });

  it('at the end, freed pages are stale and nothing is held', () => {
    const last = trace.stepCount - 1;
    const s = statesAt(trace, last, 'decode');
    expect(s.counts.held).toBe(0);
    expect(s.counts.reserved).toBe(0);
    expect(s.counts.stale).toBe(16_252 - 1);
    expect(s.counts.placeholder).toBe(1);
    expect(s.counts.never).toBe(24_576 - 16_252);
    // the leak flags stay on pages that still hold the data that was read
    expect(s.counts.leak).toBe(12_499);
  });

  it('prefill: the placeholder writes one page; the earlier prompts stay in the radix cache', () => {
    const step = stepOf(trace, 'prefill.forward', 'd1');
    const s = statesAt(trace, step, 'prefill');
    expect(s.counts.placeholder).toBe(1);
    // release_kv_cache kept a1's, b1's and c1's whole pages as radix-cache leaves: drawn as
    // cached, not as freed (issue #18), and the count is the engine's own
    const node = stateAt(trace, step).prefill;
    const leafPages = node.cached
      .filter((l) => !l.placeholder)
      .reduce((n, l) => n + runsLength(l.pages), 0);
    expect(leafPages).toBeGreaterThan(0);
    expect(s.counts.cached).toBe(leafPages);
    for (const leaf of node.cached.filter((l) => !l.placeholder))
      for (const [a, z] of leaf.pages)
        for (let p = a; p < z; p++) expect(s.state[p]).toBe(PAGE.cached);
    expect(s.counts.leak).toBe(0);
    expect(total(s.counts)).toBe(10_645);
    for (let p = 1; p <= s.totalPages; p++) {
      if (s.state[p] === PAGE.never) expect(s.writer[p]).toBe(NO_TENANT);
    }
  });

  it('held pages during a1 forward are solid a1', () => {
    const step = stepOf(trace, 'prefill.forward', 'a1');
    const s = statesAt(trace, step, 'prefill');
    expect(s.counts.held).toBe(6_563);
    expect(s.state[1]).toBe(PAGE.held);
    expect(s.holder[1]).toBe(0);
  });
});

describe('pageStates at page size 1 (2M+ slots)', () => {
  it('counts every slot of both pools', () => {
    const trace = traceOf('incident', 1);
    const step = stepOf(trace, 'decode.prebuilt', 'd1');
    const pre = statesAt(trace, step, 'prefill');
    const dec = statesAt(trace, step, 'decode');
    expect(pre.totalPages + dec.totalPages).toBeGreaterThan(2_000_000);
    expect(total(dec.counts)).toBe(dec.totalPages);
    expect(dec.counts.leak).toBe(800_000 - 1);
  });
});

describe('createPageStatesMemo', () => {
  const trace = traceOf('incident');
  const model = getTraceModel(trace);

  it('returns the same result when nothing on the node changed', () => {
    const memo = createPageStatesMemo();
    const a = stateAt(trace, 30);
    const b = stateAt(trace, 31);
    const r1 = memo(a.prefill, a.requests, model.requestTenant, []);
    const r2 = memo(b.prefill, b.requests, model.requestTenant, []);
    expect(r2).toBe(r1);
    expect(memo.dirtySince(r1.version)).toEqual([]);
  });

  it.each(['prefill', 'decode'] as const)(
    'incremental updates equal a fresh computation at every step (%s), forwards and jumping',
    (node) => {
      const memo = createPageStatesMemo();
      const order = [
        ...Array.from({ length: trace.stepCount }, (_, i) => i),
        ...[100, 3, 84, 84, 77, 20, 110, 0, 46, 83],
      ];
      let prev: {
        version: number;
        state: Uint8Array;
        writer: Uint8Array;
        leak: Uint8Array;
      } | null = null;
      for (const step of order) {
        const st = stateAt(trace, step);
        const leaks = node === 'decode' ? leaksAt(model, step) : [];
        const inc = memo(st[node], st.requests, model.requestTenant, leaks);
        const ref = computePageStates(st[node], st.requests, model.requestTenant, leaks);
        expect(inc.counts, `step ${step}`).toEqual(ref.counts);
        expect(Buffer.compare(inc.state, ref.state), `state @${step}`).toBe(0);
        expect(Buffer.compare(inc.writer, ref.writer), `writer @${step}`).toBe(0);
        expect(Buffer.compare(inc.holder, ref.holder), `holder @${step}`).toBe(0);
        expect(Buffer.compare(inc.leak, ref.leak), `leak @${step}`).toBe(0);
        if (prev) {
          // every page that differs from what was last drawn lies in the dirty runs
          const dirty = memo.dirtySince(prev.version);
          if (dirty) {
            for (let p = 1; p <= ref.totalPages; p++) {
              const differs =
                prev.state[p] !== ref.state[p] ||
                prev.writer[p] !== ref.writer[p] ||
                prev.leak[p] !== ref.leak[p];
              if (differs)
                expect(
                  dirty.some(([a, z]) => p >= a && p < z),
                  `page ${p} @${step}`,
                ).toBe(true);
            }
          }
        }
        prev = { version: inc.version, state: ref.state, writer: ref.writer, leak: ref.leak };
      }
    },
  );
});

describe('contentDiff', () => {
  const seg = (start: number, end: number, writer: number, firstPage = 0, placeholder = false) => ({
    start,
    end,
    writer,
    firstPage,
    placeholder,
  });

  it('marks only the pages whose writer changed when a segment is split', () => {
    const a = [seg(1, 100, 0, 0)];
    const b = [seg(1, 50, 0, 0), seg(50, 51, 1, 0), seg(51, 100, 0, 50)];
    expect(contentDiff(a, b)).toEqual([[50, 51]]);
  });

  it('marks appeared, vanished and re-positioned pages', () => {
    expect(contentDiff([], [seg(5, 9, 2)])).toEqual([[5, 9]]);
    expect(contentDiff([seg(5, 9, 2)], [])).toEqual([[5, 9]]);
    expect(contentDiff([seg(5, 9, 2, 0)], [seg(5, 9, 2, 3)])).toEqual([[5, 9]]);
    expect(contentDiff([seg(5, 9, 2)], [seg(5, 9, 2, 0, true)])).toEqual([[5, 9]]);
    const same = [seg(1, 3, 0)];
    expect(contentDiff(same, same)).toEqual([]);
  });

  it('agrees with a per-page comparison on every pair of consecutive incident states', () => {
    const trace = traceOf('incident');
    for (const node of ['prefill', 'decode'] as const) {
      for (let i = 1; i < trace.stepCount; i++) {
        const a = stateAt(trace, i - 1)[node];
        const b = stateAt(trace, i)[node];
        const diff = contentDiff(a.content, b.content);
        const inDiff = (p: number) => diff.some(([x, y]) => p >= x && p < y);
        for (let p = 1; p <= b.totalPages; p++) {
          const sa = segmentAt(a.content, p);
          const sb = segmentAt(b.content, p);
          const same =
            (!sa && !sb) ||
            (!!sa &&
              !!sb &&
              sa.writer === sb.writer &&
              sa.placeholder === sb.placeholder &&
              sa.firstPage - sa.start === sb.firstPage - sb.start);
          if (same === inDiff(p)) expect.fail(`${node} step ${i} page ${p}`);
        }
      }
    }
  });
});
