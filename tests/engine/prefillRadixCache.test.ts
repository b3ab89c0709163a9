// @vitest-environment node
/**
 * The prefill node: pages released through the radix cache (`release_kv_cache`)
 * and allocation per batch (PrefillAdder, one `alloc_extend` per batch). Each test failed
 * before its change.
 */
import { describe, expect, it } from 'vitest';
import { NO_FIXES, runsLength, type RequestSpec, type Scenario } from '../../src/engine';
import { run } from './driver';

function scenario(
  pageSize: number,
  prefillPool: number,
  requests: RequestSpec[],
  contextLength = 400,
): Scenario {
  return {
    name: 'prefill-radix-cache',
    description: 'test',
    seed: 11,
    config: {
      contextLength,
      pageSize,
      prefill: { poolTokens: prefillPool },
      decode: { poolTokens: 1 << 20 },
      router: 'mini_lb',
      fixes: NO_FIXES,
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests,
  };
}

const rq = (id: string, promptTokens: number, extra: Partial<RequestSpec> = {}): RequestSpec => ({
  id,
  tenant: 'a',
  promptTokens,
  maxNewTokens: 2,
  arrival: 0,
  ...extra,
});

const cachedPages = (leaves: readonly { pages: readonly (readonly [number, number])[] }[]) =>
  leaves.reduce((n, l) => n + runsLength(l.pages), 0);

describe('release_kv_cache on the prefill: the radix cache keeps whole pages', () => {
  it('on KVPoll.Success the whole pages stay cached, only the partial last page is freed', () => {
    // 10 tokens at page size 4: pages of 4 + 4 + 2 tokens
    const d = run(scenario(4, 64, [rq('r', 10)])).until('prefill.transfer_success', 'r');
    expect(d.data.release).toEqual({ cachedPages: 2, freedPages: 1 });
    const node = d.state.prefill;
    expect(cachedPages(node.cached)).toBe(2);
    expect(runsLength(node.staged)).toBe(1);
    // cached, not wiped: the pages still hold the request's KV
    d.expectPage('prefill', node.cached[0]!.pages[0]![0]).writtenBy('r');
  });

  it('a placeholder (one token) at page size 4 has no whole page: its page is freed at once', () => {
    const d = run(scenario(4, 64, [rq('r', 100)])).until('prefill.transfer_success', 'r');
    expect(d.data.release).toEqual({ cachedPages: 0, freedPages: 1 });
  });

  it('at page size 1 the placeholders share the key [0]: the second one’s page is a duplicate, freed', () => {
    const d = run(scenario(1, 64, [rq('p1', 100), rq('p2', 100, { after: 'p1' })]));
    d.until('prefill.transfer_success', 'p1');
    expect(d.data.release).toEqual({ cachedPages: 1, freedPages: 0 });
    d.until('prefill.transfer_success', 'p2');
    expect(d.data.release).toEqual({ cachedPages: 0, freedPages: 1 });
  });

  it('a batch short of free pages evicts cached leaves (LRU first) into the staged list', () => {
    // pool of 16 pages: r1's 10 whole pages stay cached; r2 (9 pages) needs 36 + 1 × 4 tokens
    // with only 6 free pages (24 tokens): the shortfall evicts r1's leaf
    const d = run(scenario(4, 64, [rq('r1', 40), rq('r2', 36, { after: 'r1' })]));
    d.until('prefill.transfer_success', 'r1');
    expect(cachedPages(d.state.prefill.cached)).toBe(10);
    d.until('prefill.forward', 'r2');
    expect(d.data.evictedPages).toBe(10);
    expect(cachedPages(d.state.prefill.cached)).toBe(0);
  });
});

describe('prefill allocation per batch (PrefillAdder + one alloc_extend)', () => {
  it('the batch’s merge check counts its whole extend and its batch size', () => {
    // pool of 15 pages. r0 (42 tokens): 10 whole pages cached, its 11th page staged, 4 free.
    // r1 and r2 (4 tokens each) arrive together: one batch of 8 tokens, bs 2:
    // 8 // 4 + 2 + 1 = 5 > 4 free pages → merge first (one request at a time: 1 + 1 + 1 = 3, no merge)
    const d = run(
      scenario(4, 60, [rq('r0', 42), rq('r1', 4, { arrival: 3 }), rq('r2', 4, { arrival: 3 })]),
    );
    d.until('prefill.transfer_success', 'r0');
    expect(d.has('pool.merge', 'r1') || d.has('pool.merge', 'r2')).toBe(true);
    d.until('prefill.forward', 'r1');
    expect(d.data.batchSize).toBe(2);
  });

  it('max_prefill_tokens (16384) closes a batch; the first request is always taken', () => {
    const reqs = [rq('big', 20_000), rq('x', 10_000), rq('y', 10_000)];
    const d = run(scenario(64, 200_000, reqs, 100_000));
    d.until('prefill.forward', 'big');
    expect(d.data.batchSize).toBe(1);
    const tBig = d.event.tick;
    d.until('prefill.forward', 'x');
    expect(d.data.batchSize).toBe(1);
    const tX = d.event.tick;
    d.until('prefill.forward', 'y');
    expect(tX).toBeGreaterThan(tBig);
    expect(d.event.tick).toBeGreaterThan(tX);
  });

  it('small requests share one batch while they fit in max_prefill_tokens', () => {
    const reqs = [rq('x', 5_000), rq('y', 5_000), rq('z', 5_000), rq('w', 5_000)];
    const d = run(scenario(64, 200_000, reqs, 100_000));
    d.until('prefill.forward', 'x');
    expect(d.data.batchSize).toBe(3);
    const t = d.event.tick;
    d.until('prefill.forward', 'z');
    expect(d.event.tick).toBe(t);
    d.until('prefill.forward', 'w');
    expect(d.event.tick).toBeGreaterThan(t);
  });
});
