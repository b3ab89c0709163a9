// @vitest-environment node
/**
 * The operator's six deployments and four variants (reviews/turn4/operator.md, §1, D1–D7),
 * written the way the report describes them, each with the verdict SGLang's code gives:
 * - limits: max_req_input_len = min(context − 1, pool − 1) − 5, rejected at ≥ (tp_worker /
 *   validate_input_length); the tokenizer refuses input ≥ context (tokenizer_manager.py
 *   @001067ff `_validate_one_request`);
 * - `--max-total-tokens` caps the pool: max_total_num_tokens = min(profiled, cap) in whole pages
 *   (model_runner.init_memory_pool), so a cap alone does not decide a verdict;
 * - the startup line `max_total_num_tokens=…, context_len=…` is printed by tp_rank 0, and
 *   `--node-rank ≥ 1` runs no HTTP server (engine._launch_subprocesses);
 * - /get_server_info has `context_length: null` unless the flag was given, plus
 *   `max_req_input_len` and `version` (http_server.py @0025436e `get_server_info`);
 * - the fix is in SGLang since v0.5.20 (the press accounts of Cloudflare's report, facts).
 */
import { describe, expect, it } from 'vitest';
import { checkExposure } from '../../src/tools/exposure';

const log = (pool: number, ctx: number) =>
  `[2026-09-01 10:00:00 TP0] max_total_num_tokens=${pool}, chunked_prefill_size=16384, max_prefill_tokens=16384, max_running_requests=128, context_len=${ctx}, available_gpu_mem=6.5 GB`;
const codes = (r: ReturnType<typeof checkExposure>) => r.messages.map((m) => m.code);

// D1: GLM, 1 prefill (tp8) + 1 decode (tp8, dp8, dp-attention) behind sgl-router, context given,
// pools only from --mem-fraction-static (each node's startup line pasted), page 64
const D1_PREFILL = `python3 -m sglang.launch_server --model-path zai-org/GLM-5.3 --trust-remote-code \\
  --disaggregation-mode prefill --tp 8 --context-length 1048576 --mem-fraction-static 0.82 \\
  --page-size 64 --chunked-prefill-size 16384 --host 10.1.0.1 --port 30000
${log(681280, 1048576)}`;
const D1_DECODE = `python3 -m sglang.launch_server --model-path zai-org/GLM-5.3 --trust-remote-code \\
  --disaggregation-mode decode --tp 8 --dp 8 --enable-dp-attention --context-length 1048576 \\
  --mem-fraction-static 0.85 --page-size 64 --host 10.1.0.2 --port 30000
${log(1572864, 1048576)}`;
const D1_ROUTER = `python3 -m sglang_router.launch_router --pd-disaggregation \\
  --prefill http://10.1.0.1:30000 8998 --decode http://10.1.0.2:30000 \\
  --api-key "$ROUTER_KEY" --retry-max-retries 5 --max-payload-size 1073741824 --host 0.0.0.0 --port 8000`;

// D2: Qwen3-235B, 2 prefill + 2 decode behind sgl-router, no --context-length, pools only from
// --max-total-tokens, --tp 8 on one role and --tensor-parallel-size 8 on the other
const qwen = (mode: string, host: string, pool: number, tp: string) =>
  `python -m sglang.launch_server --model-path Qwen/Qwen3-235B-A22B ${tp} 8 --disaggregation-mode ${mode} --max-total-tokens ${pool} --cuda-graph-bs 1 2 4 8 16 32 64 128 --host ${host} --port 30000`;
const D2_NODES = [
  qwen('prefill', '10.2.0.1', 131072, '--tp'),
  qwen('prefill', '10.2.0.2', 131072, '--tp'),
  qwen('decode', '10.2.0.3', 300000, '--tensor-parallel-size'),
  qwen('decode', '10.2.0.4', 300000, '--tensor-parallel-size'),
];
const D2_ROUTER =
  'python -m sglang_router.launch_router --pd-disaggregation --prefill http://10.2.0.1:30000 8998 --prefill http://10.2.0.2:30000 none --decode http://10.2.0.3:30000 --decode http://10.2.0.4:30000';

/** a node's /get_server_info as SGLang returns it (ServerArgs fields, scheduler info, version) */
const info = (o: Record<string, unknown>) =>
  JSON.stringify(
    {
      model_path: 'm',
      context_length: null,
      max_total_tokens: null,
      page_size: 1,
      api_key: null,
      internal_states: [{}],
      ...o,
    },
    null,
    2,
  );

describe('the operator’s deployments give the verdict SGLang’s code gives (operator.md §1)', () => {
  it('D1 (GLM behind sgl-router, pools from the startup log): exposed 681,274 … 1,048,569, HTTP 200 on other tenants’ pages', () => {
    const r = checkExposure([D1_PREFILL, D1_DECODE, D1_ROUTER]);
    expect(r.verdict).toBe('exposed');
    expect(r.pairs).toHaveLength(1);
    const p = r.pairs[0]!;
    expect(p.exposed).toEqual({ from: 681274, to: 1048569, count: 367296 });
    expect(p.poolBasis).toEqual({ prefill: 'reported', decode: 'reported' });
    const seg = p.outcomes[0]!.segments[0]!;
    expect(p.outcomes[0]!.router).toBe('sgl-router');
    expect(seg).toMatchObject({ from: 681274, httpStatus: 200, isolation: 'cross-tenant' });
    // the router's retries are read for what they mean; --api-key and --max-payload-size are not routing
    expect(codes(r)).toContain('router-retries');
    const ignored = r.messages.filter((m) => m.code === 'ignored-flags').map((m) => m.text);
    expect(ignored.join(' ')).toMatch(/--api-key, --max-payload-size/);
    expect(codes(r)).toContain('dp-pools');
    expect(codes(r)).toContain('version-unknown');
  });

  it('D2a (Qwen 2P+2D, no --context-length, pools only from caps): no verdict, and no noise from --cuda-graph-bs, --prefill URL none or --tensor-parallel-size', () => {
    const r = checkExposure([...D2_NODES, D2_ROUTER]);
    expect(r.verdict).toBe('undecided');
    expect(r.exposed).toBeNull();
    expect(codes(r)).toContain('need-context');
    expect(codes(r)).not.toContain('stray-word');
    expect(codes(r)).not.toContain('misspelt-flag');
    const ignored = r.messages.filter((m) => m.code === 'ignored-flags').map((m) => m.text);
    expect(ignored.join(' ')).not.toMatch(/--tensor-parallel-size|--tp\b/);
  });

  it('D2b (D2a plus each startup line, pools equal to the caps): 4 pairs, each exposed 131,066 … 262,137', () => {
    const r = checkExposure([
      ...D2_NODES.map((n, i) => `${n}\n${log(i < 2 ? 131072 : 300000, 262144)}`),
      D2_ROUTER,
    ]);
    expect(r.verdict).toBe('exposed');
    expect(r.pairs).toHaveLength(4);
    for (const p of r.pairs) {
      expect(p.exposed).toEqual({ from: 131066, to: 262137, count: 131072 });
      expect(p.outcomes[0]!.segments[0]).toMatchObject({
        httpStatus: 200,
        isolation: 'cross-tenant',
      });
    }
  });

  it('D2c (the same nodes’ /get_server_info, context_length null, version 0.5.11): exposed 131,066 … 262,137 from max_req_input_len', () => {
    const node = (mode: string, host: string, pool: number, limit: number) =>
      info({
        disaggregation_mode: mode,
        host,
        port: 30000,
        max_total_num_tokens: pool,
        max_req_input_len: limit,
        version: '0.5.11',
      });
    const r = checkExposure([
      node('prefill', '10.2.0.1', 131072, 131066),
      node('prefill', '10.2.0.2', 131072, 131066),
      node('decode', '10.2.0.3', 300000, 262138),
      node('decode', '10.2.0.4', 300000, 262138),
      D2_ROUTER,
    ]);
    expect(r.verdict).toBe('exposed');
    expect(r.pairs).toHaveLength(4);
    for (const p of r.pairs) {
      expect(p.contextLength).toBeNull();
      expect(p.exposed).toEqual({ from: 131066, to: 262137, count: 131072 });
      expect(p.release).toEqual({ kind: 'vulnerable', versions: ['0.5.11', '0.5.11'] });
      expect(p.outcomes[0]!.segments[0]).toMatchObject({ from: 131066, httpStatus: 200 });
    }
    expect(codes(r)).not.toContain('need-context');
    expect(codes(r)).toContain('context-from-limit');
    expect(codes(r)).toContain('version-vulnerable');
  });

  it('D3 (Llama behind the old mini_lb, decode cap 100,000 < prefill cap 300,000): no green verdict from caps; both prefill URLs read', () => {
    const llama = (mode: string, host: string, cap: number) =>
      `python -m sglang.launch_server --model-path meta-llama/Llama-3.1-8B-Instruct --disaggregation-mode ${mode} --context-length 131072 --max-total-tokens ${cap} --host ${host} --port 30000`;
    const r = checkExposure([
      llama('prefill', '10.3.0.1', 300000),
      llama('prefill', '10.3.0.2', 300000),
      llama('decode', '10.3.0.3', 100000),
      'python -m sglang.srt.disaggregation.mini_lb --prefill http://10.3.0.1:30000 http://10.3.0.2:30000 --decode http://10.3.0.3:30000',
    ]);
    expect(r.router).toBe('mini_lb');
    expect(r.verdict).toBe('undecided');
    expect(r.exposed).toBeNull();
    // at the caps: no band, and the decode's own 400 from 99,994
    expect(r.pairs[0]!.exposed).toBeNull();
    expect(r.pairs[0]!.decodeOnly).toEqual({ from: 99994, to: 131065, count: 31072 });
    expect(r.pairs[0]!.poolBasis).toEqual({ prefill: 'cap', decode: 'cap' });
    expect(codes(r)).toContain('pool-is-cap');
    expect(codes(r)).not.toContain('stray-word');
  });

  it('D4 (D1’s nodes as /get_server_info with version 0.5.22): a fixed release, HTTP 400 under sgl-router, not a leak', () => {
    const node = (mode: string, host: string, pool: number) =>
      info({
        disaggregation_mode: mode,
        host,
        port: 30000,
        context_length: 1048576,
        page_size: 64,
        max_total_num_tokens: pool,
        max_req_input_len: Math.min(1048575, pool - 1) - 5,
        version: '0.5.22',
      });
    const r = checkExposure([
      node('prefill', '10.1.0.1', 681280),
      node('decode', '10.1.0.2', 1572864),
      D1_ROUTER,
    ]);
    expect(r.verdict).toBe('fixed-release');
    const p = r.pairs[0]!;
    expect(p.exposed).toEqual({ from: 681274, to: 1048569, count: 367296 });
    expect(p.release).toEqual({ kind: 'fixed', versions: ['0.5.22', '0.5.22'] });
    for (const s of p.outcomes[0]!.segments) {
      expect(s.httpStatus).toBe(400);
      expect(s.isolation).not.toBe('cross-tenant');
    }
    expect(r.messages.find((m) => m.code === 'version-fixed')!.text).toMatch(/since v0\.5\.20/);
  });

  it('D5 (DeepSeek-V3 across two machines per role, from SGLang’s PD docs): one prefill and one decode server, exposed 149,946 … 163,833', () => {
    const ds = (mode: string, rank: number, master: string, chunk: string) =>
      `python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3-0324 --disaggregation-ib-device \${device_name} \\
  --disaggregation-mode ${mode} --host \${local_ip} --port 30000 --trust-remote-code \\
  --dist-init-addr ${master}:5000 --nnodes 2 --node-rank ${rank} --tp-size 16 --dp-size 8 \\
  --enable-dp-attention --moe-a2a-backend deepep --mem-fraction-static 0.8 --chunked-prefill-size ${chunk}`;
    const r = checkExposure([
      `${ds('prefill', 0, '${prefill_master_ip}', '32768')}\n${log(149952, 163840)}`,
      ds('prefill', 1, '${prefill_master_ip}', '32768'),
      `${ds('decode', 0, '${decode_master_ip}', '-1')}\n${log(327680, 163840)}`,
      ds('decode', 1, '${decode_master_ip}', '-1'),
    ]);
    expect(r.nodes.map((n) => n.mode)).toEqual(['prefill', 'decode']);
    expect(r.pairs).toHaveLength(1);
    expect(r.pairs[0]!.exposed).toEqual({ from: 149946, to: 163833, count: 13888 });
    expect(r.verdict).toBe('exposed');
    expect(codes(r).filter((c) => c === 'node-rank')).toHaveLength(2);
    expect(codes(r)).not.toContain('need-pool');
  });

  it('D6a (Kimi-K2, both nodes --max-total-tokens 500000, no logs, sglang_router --mini-lb): unknown, not a green “Not exposed”', () => {
    const kimi = (mode: string, host: string) =>
      `python -m sglang.launch_server --model-path moonshotai/Kimi-K2-Instruct --trust-remote-code --tp 8 --disaggregation-mode ${mode} --context-length 524288 --max-total-tokens 500000 --page-size 128 --host ${host} --port 30000`;
    const r = checkExposure([
      kimi('prefill', '10.6.0.1'),
      kimi('decode', '10.6.0.2'),
      'python -m sglang_router.launch_router --pd-disaggregation --mini-lb --prefill http://10.6.0.1:30000 --decode http://10.6.0.2:30000',
    ]);
    expect(r.router).toBe('mini_lb');
    expect(r.verdict).toBe('undecided');
    expect(r.exposed).toBeNull();
    expect(codes(r)).toContain('pool-is-cap');
  });

  it('D6b (D6a plus the real startup lines, 412,160 and 498,944): exposed 412,154 … 498,937; under mini_lb 200 cross-tenant up to 498,432, then 500', () => {
    const kimi = (mode: string, host: string, pool: number) =>
      `python -m sglang.launch_server --model-path moonshotai/Kimi-K2-Instruct --trust-remote-code --tp 8 --disaggregation-mode ${mode} --context-length 524288 --max-total-tokens 500000 --page-size 128 --host ${host} --port 30000\n${log(pool, 524288)}`;
    const r = checkExposure([
      kimi('prefill', '10.6.0.1', 412160),
      kimi('decode', '10.6.0.2', 498944),
      'python -m sglang_router.launch_router --pd-disaggregation --mini-lb --prefill http://10.6.0.1:30000 --decode http://10.6.0.2:30000',
    ]);
    expect(r.verdict).toBe('exposed');
    const p = r.pairs[0]!;
    expect(p.exposed).toEqual({ from: 412154, to: 498937, count: 86784 });
    // the whole band, not its top: fill_len in whole pages (128) + 512 reserved must fit 498,944
    expect(p.outcomes[0]!.segments).toEqual([
      {
        from: 412154,
        to: 498432,
        count: 86279,
        httpStatus: 200,
        isolation: 'cross-tenant',
        correct: false,
      },
      { from: 498433, to: 498937, count: 505, httpStatus: 500, isolation: 'clean', correct: false },
    ]);
    expect(p.outcomes[0]!.exact).toBe(true);
  });

  it('D7 (sglang serve, the recommended entry point): exposed 99,994 … 131,065', () => {
    const serve = (mode: string, host: string, pool: number) =>
      `sglang serve --model-path meta-llama/Llama-3.1-8B-Instruct --disaggregation-mode ${mode} --context-length 131072 --host ${host} --port 30000\n${log(pool, 131072)}`;
    const r = checkExposure([
      serve('prefill', '10.7.0.1', 100000),
      serve('decode', '10.7.0.2', 200000),
    ]);
    expect(codes(r)).not.toContain('not-recognised');
    expect(r.verdict).toBe('exposed');
    expect(r.pairs[0]!.exposed).toEqual({ from: 99994, to: 131065, count: 31072 });
  });
});
