// @vitest-environment node
/**
 * The source audit's engine items, each by SGLang's code (../shared/reviews/turn4/audit.md):
 * M3/M9 a prompt the decode can never admit ends with the prefill's bootstrap timeout, counted
 * from the sender's creation; M4 the admission budget counts fill_len in tokens; L1 the
 * max_new_tokens clip has the pool-page term. Each test failed before its change.
 */
import { describe, expect, it } from 'vitest';
import { NO_FIXES, type RouterKind, type Scenario } from '../../src/engine';
import { MINI_LB_TIMEOUT_TICKS, TIMEOUT_TICKS } from '../../src/engine/limits';
import { run } from './driver';

interface Shape {
  contextLength: number;
  pageSize: number;
  prefillPool: number;
  decodePool: number;
  router: RouterKind;
  requests: Scenario['requests'];
}

function scenario(s: Shape): Scenario {
  return {
    name: 'audit',
    description: 'test',
    seed: 11,
    config: {
      contextLength: s.contextLength,
      pageSize: s.pageSize,
      prefill: { poolTokens: s.prefillPool },
      decode: { poolTokens: s.decodePool },
      router: s.router,
      fixes: NO_FIXES,
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests: s.requests,
  };
}

/** The audit's A4: decode pool 8,192, prompt 7,800 (7,800 + 512 > 8,192: never admitted). */
const a4 = (router: RouterKind, extra: Scenario['requests'] = []) =>
  scenario({
    contextLength: 16_384,
    pageSize: 64,
    prefillPool: 16_384,
    decodePool: 8_192,
    router,
    requests: [
      { id: 'r1', tenant: 'a', promptTokens: 7_800, maxNewTokens: 16, arrival: 0 },
      ...extra,
    ],
  });

describe('M3/M9: a prompt the decode can never admit (decode.py @0035ca42 pop_preallocated, common/conn.py _check_bootstrap_timeout)', () => {
  it('sgl-router: the prefill sender times out in Bootstrapping 300 s after its creation; that 500 is the answer', () => {
    const d = run(a4('sgl-router'));
    // the decode never sends metadata, so its receiver has no waiting timeout
    expect(d.has('decode.timeout', 'r1')).toBe(false);
    expect(d.has('decode.prealloc', 'r1')).toBe(false);
    const created = d.until('prefill.bootstrap_add', 'r1').event.tick;
    d.until('prefill.bootstrap_timeout', 'r1');
    expect(d.event.tick - created).toBe(TIMEOUT_TICKS);
    d.until('router.response', 'r1');
    expect(d.data).toMatchObject({ status: 500, from: 'prefill' });
    const v = d.verdict('r1');
    expect(v.httpStatus).toBe(500);
    expect(v.error).toMatch(
      /^Prefill server error \(500 Internal Server Error\): .*Prefill bootstrap failed for request .* timed out after 300\.0s in KVPoll\.Bootstrapping/,
    );
    // the router dropped the decode request: the queue head is free again
    expect(d.has('decode.cancelled', 'r1')).toBe(true);
  });

  it('mini_lb: the client waits for the decode until aiohttp total=3600 s; the head blocks the queue until then', () => {
    const behind = { id: 'r2', tenant: 'a', promptTokens: 100, maxNewTokens: 4, arrival: 1 };
    const d = run(a4('mini_lb', [behind]));
    expect(d.has('prefill.bootstrap_timeout', 'r1')).toBe(true);
    expect(d.has('decode.timeout', 'r1')).toBe(false);
    d.until('router.response', 'r1');
    expect(d.event.tick).toBe(MINI_LB_TIMEOUT_TICKS);
    expect(d.data).toMatchObject({ status: 500, from: 'decode', router: 'mini_lb' });
    expect(d.verdict('r1').error).toBe('Internal Server Error');
    // r2 waited behind the head (pop_preallocated breaks there) and is admitted only after it
    const admitted = d.until('decode.prealloc', 'r2').event.tick;
    expect(admitted).toBeGreaterThanOrEqual(MINI_LB_TIMEOUT_TICKS);
  });
});

describe('M4: the admission budget counts fill_len in tokens (decode.py @0035ca42 pop_preallocated, radix cache off)', () => {
  it("the audit's A5: r2 (770 tokens) is admitted while r1 still runs, not after it", () => {
    // pool 6,400 (100 pages of 64); r1 holds 16 pages (1,000 tokens) and generates 4,096.
    // r2 needs 770 + 512 = 1,282 tokens; in whole pages it would be 832 + 512 = 1,344.
    const d = run(
      scenario({
        contextLength: 8_192,
        pageSize: 64,
        prefillPool: 8_192,
        decodePool: 6_400,
        router: 'sgl-router',
        requests: [
          { id: 'r1', tenant: 'a', promptTokens: 1_000, maxNewTokens: 4_096, arrival: 0 },
          { id: 'r2', tenant: 'a', promptTokens: 770, maxNewTokens: 16, arrival: 2 },
        ],
      }),
    );
    d.until('decode.prealloc', 'r2');
    expect(d.data).toMatchObject({ budgetTokens: 770 + 512 });
    expect(d.event.tick).toBeLessThan(10);
    expect(d.verdict('r2').httpStatus).toBe(200);
  });
});

describe('L1: the max_new_tokens clip has the pool-page term (scheduler.py @0003215c init_req_max_new_tokens)', () => {
  it("the audit's A6: 447 tokens, not 500", () => {
    // min(500, 16,383 − 15,872 − 1 = 510, 16,384 − 15,872 − 64 − 1 = 447)
    const d = run(
      scenario({
        contextLength: 32_768,
        pageSize: 64,
        prefillPool: 32_768,
        decodePool: 16_384,
        router: 'sgl-router',
        requests: [{ id: 'r1', tenant: 'a', promptTokens: 15_872, maxNewTokens: 500, arrival: 0 }],
      }),
    );
    expect(d.verdict('r1').httpStatus).toBe(200);
    expect(d.verdict('r1').generated).toBe(447);
  });
});
