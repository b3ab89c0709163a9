// @vitest-environment node
/**
 * TokenizerManager's two checks, at exactly their limits. Each
 * case fails when `num_reserved_tokens` is not 0, when the `validate_total_tokens` gate is off,
 * or when a comparison is off by one (`>` for `>=` or back): tokenizer_manager.py
 * `_validate_one_request`, commit 001067ff.
 */
import { describe, expect, it } from 'vitest';
import { NO_FIXES, simulate, type Scenario } from '../../src/engine';

const CONTEXT = 400;

/** One request; pools large enough that only the tokenizer's checks can reject it. */
function one(promptTokens: number, maxNewTokens: number): Scenario {
  return {
    name: 'limits',
    description: 'test',
    seed: 5,
    config: {
      contextLength: CONTEXT,
      pageSize: 1,
      prefill: { poolTokens: 4000 },
      decode: { poolTokens: 4000 },
      router: 'mini_lb',
      fixes: NO_FIXES,
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests: [{ id: 'r', tenant: 'a', promptTokens, maxNewTokens, arrival: 0 }],
  };
}

function outcome(promptTokens: number, maxNewTokens: number) {
  const trace = simulate(one(promptTokens, maxNewTokens));
  const rejects = trace.events.filter((e) => e.kind === 'prefill.tokenizer_reject');
  const v = trace.verdicts[0]!;
  return { status: v.httpStatus, error: v.error ?? '', tokenizer: rejects.length > 0 };
}

describe('the total check: input + max_new_tokens > context (validate_total_tokens on)', () => {
  it('exactly at the context (200 + 200 = 400) passes the tokenizer', () => {
    // fails with `>=` (older copies), or with num_reserved_tokens ≥ 1 counted into the input
    const o = outcome(200, 200);
    expect(o.tokenizer).toBe(false);
    expect(o.error).not.toContain('Requested token count');
  });

  it('one token over (200 + 201 = 401) is rejected with the total message, before any node', () => {
    // fails when the validate_total_tokens gate is off
    const o = outcome(200, 201);
    expect(o.tokenizer).toBe(true);
    expect(o.status).toBe(400);
    expect(o.error).toContain('Requested token count exceeds');
    expect(o.error).toContain('You requested a total of 401 tokens');
  });
});

describe('the context check: input >= context, the input counting num_reserved_tokens (0)', () => {
  it('an input one short of the context (399) is not refused by the context check', () => {
    // fails with num_reserved_tokens ≥ 1 (399 + 1 >= 400); the node's own limit refuses it
    const o = outcome(CONTEXT - 1, 1);
    expect(o.error).not.toContain("longer than the model's context length");
    expect(o.error).toContain('Input length (399 tokens) exceeds the maximum allowed length');
  });

  it('an input exactly at the context (400) is refused by the context check', () => {
    // fails with `>` for `>=`
    const o = outcome(CONTEXT, 1);
    expect(o.tokenizer).toBe(true);
    expect(o.status).toBe(400);
    expect(o.error).toContain("The input (400 tokens) is longer than the model's context length");
  });
});
