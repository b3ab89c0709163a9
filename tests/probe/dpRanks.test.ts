/**
 * Data-parallel ranks (issue 34 point 3): with `--dp-size N` (with `--enable-dp-attention` or
 * without) each decode rank is a scheduler with its own KV pool (data_parallel_controller.py
 * `DataParallelController`) and requests are spread over the ranks, so the canaries must cycle
 * every rank's pool. The stand-in has no DP ranks (its nodes report `tp_size` 1 and no
 * `dp_size`), so the planning is tested here with stubbed `/get_server_info` answers carrying
 * SGLang's server argument `dp_size` (the answer is `{**asdict(server_args), …}`,
 * http_server.py @0025436e `get_server_info`).
 */
import { describe, expect, it } from 'vitest';
import {
  formatPlan,
  loadOf,
  makePlan,
  resolveFigures,
  type Figures,
  type Plan,
} from '../../src/tools/probe';
import { figuresBeyondLimits } from '../../src/tools/probe/bounds';

const node = (mode: string, pool: number, extra: Record<string, unknown> = {}) => ({
  context_length: 1_048_576,
  page_size: 64,
  disaggregation_mode: mode,
  max_total_num_tokens: pool,
  ...extra,
});

function figures(decodeExtra: Record<string, unknown>): Figures {
  const r = resolveFigures(
    [
      { text: JSON.stringify(node('prefill', 681_280)), source: 'p' },
      { text: JSON.stringify(node('decode', 1_572_864, decodeExtra)), source: 'd' },
    ],
    {},
  );
  if (!r.ok) throw new Error(r.why.join('; '));
  return r.figures;
}

const canaries = (p: Plan | { error: string }) => {
  if ('error' in p) throw new Error(p.error);
  return p.requests.filter((r) => r.role === 'canary').length;
};

describe('canaries for each DP-attention rank of the decode', () => {
  it('dp_size 8 with DP attention: 8 ranks, 8 times the canaries of one pool', () => {
    const one = figures({});
    const dp = figures({ dp_size: 8, enable_dp_attention: true, tp_size: 8 });
    expect(one.decode.dpRanks).toBe(1);
    expect(dp.decode.dpRanks).toBe(8);
    const perPool = canaries(makePlan(one));
    expect(perPool).toBe(3); // ⌈1,572,864 / ~680,500⌉
    expect(canaries(makePlan(dp))).toBe(8 * perPool);
  });

  it('dp_size without enable_dp_attention: each replica has its own pool too', () => {
    expect(figures({ dp_size: 8, enable_dp_attention: false }).decode.dpRanks).toBe(8);
    expect(figures({ dp_size: 1, enable_dp_attention: true }).decode.dpRanks).toBe(1);
  });

  it("mini_lb's combined /get_server_info: the decode list's dp_size", () => {
    const text = JSON.stringify({
      internal_states: [],
      prefill: [node('prefill', 681_280)],
      decode: [node('decode', 1_572_864, { dp_size: 4, enable_dp_attention: true })],
    });
    const r = resolveFigures([{ text, source: 'router' }], {});
    expect(r.ok && r.figures.decode.dpRanks).toBe(4);
    expect(r.ok && r.figures.prefill.dpRanks).toBe(1);
  });

  it('the plan says so, and the load counts every canary', () => {
    const f = figures({ dp_size: 8, enable_dp_attention: true });
    const plan = makePlan(f);
    if ('error' in plan) throw new Error(plan.error);
    const text = formatPlan({
      url: 'http://127.0.0.1:30000/',
      local: true,
      keys: [],
      pair: null,
      tokenizer: { url: 'http://127.0.0.1:30001/', from: 'test' },
      figures: f,
      plan,
      load: loadOf(plan, 'sgl-router'),
      showAnswers: false,
    });
    expect(text).toMatch(
      /dp ranks {2}the decode runs 8 data-parallel ranks \(dp_size\), each with its own pool of 1,572,864 tokens: 3 canary prompt\(s\) per rank's pool, 24 in all/,
    );
    expect(loadOf(plan, 'sgl-router').prompts).toBe(24 + 3 + 1);
  });

  it('more than 64 ranks is beyond what the probe plans for: inconclusive', () => {
    expect(figuresBeyondLimits(figures({ dp_size: 65, enable_dp_attention: true }))).toMatch(
      /a dp_size of 65 ranks/,
    );
  });
});
