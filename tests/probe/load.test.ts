/**
 * The load the plan states before anything is sent (issue 34 point 3), with the incident's
 * figures (context 1,048,576, prefill pool 681,280, decode 1,572,864, page 64): sgl-router's
 * retries (up to 5 attempts in all by default on 408/429/500/502/503/504: retry.rs @167bc91f,
 * router_args.py @083d6013), none under mini_lb or a named pair, and the /tokenize calls (none
 * with a tokenizer file).
 */
import { describe, expect, it } from 'vitest';
import { formatPlan, loadOf, makePlan, resolveFigures, type Plan } from '../../src/tools/probe';

const f = resolveFigures([], {
  contextLength: 1_048_576,
  prefillPool: 681_280,
  decodePool: 1_572_864,
  pageSize: 64,
});
if (!f.ok) throw new Error(f.why.join());
const plan = makePlan(f.figures) as Plan;

describe('the load statement', () => {
  it('sgl-router: every prompt up to 5 times; mini_lb and a pair: once', () => {
    expect(plan.requests).toHaveLength(7);
    const sgl = loadOf(plan, 'sgl-router');
    expect(sgl).toMatchObject({ prompts: 7, attemptsPerPrompt: 5, dispatchesAtMost: 35 });
    const hi = plan.requests.reduce((s, r) => s + r.hi, 0);
    expect(sgl.promptTokensAtMost).toBe(5 * hi);
    for (const sender of ['mini_lb', 'pair'] as const)
      expect(loadOf(plan, sender)).toMatchObject({ attemptsPerPrompt: 1, dispatchesAtMost: 7 });
  });

  it('the /tokenize calls: five per prompt (three full length) and a path probe per key; none from a file', () => {
    const node = loadOf(plan, 'sgl-router');
    expect(node).toMatchObject({ tokenizeCalls: 37, tokenizeFullLength: 21, measuredBy: 'node' });
    const hi = plan.requests.reduce((s, r) => s + r.hi, 0);
    expect(node.tokenizeTokensAtMost).toBeGreaterThanOrEqual(3 * hi);
    expect(loadOf(plan, 'sgl-router', 'file')).toMatchObject({
      tokenizeCalls: 0,
      tokenizeFullLength: 0,
      tokenizeTokensAtMost: 0,
    });
  });

  it('the plan prints both before anything is sent', () => {
    const text = formatPlan({
      url: 'http://127.0.0.1:30000/',
      local: true,
      keys: [],
      pair: null,
      tokenizer: { url: 'http://127.0.0.1:30001/', from: '--tokenize-url' },
      figures: f.figures,
      plan,
      load: loadOf(plan, 'sgl-router'),
      showAnswers: false,
    });
    expect(text).toMatch(
      /retries +sgl-router .* up to 5 attempts in all .*: at most 35 prompt dispatches/,
    );
    expect(text).toMatch(
      /sizing +on http:\/\/127\.0\.0\.1:30001\/ \(--tokenize-url\): at most 37 \/tokenize calls, 21 of them full length/,
    );
  });
});
