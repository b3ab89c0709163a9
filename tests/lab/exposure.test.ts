// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulate, validateScenario } from '../../src/engine';
import { checkExposure, verdictScenario } from '../../src/tools/exposure';
import { splitCommands } from '../../src/tools/shellWords';

const PREFILL =
  'python -m sglang.launch_server --model-path zai-org/GLM-5.3 --trust-remote-code --tp 8 \\\n' +
  '  --disaggregation-mode prefill --context-length 1048576 --max-total-tokens 681280 \\\n' +
  '  --page-size 64 --host 10.0.0.1 --port 30000';
const DECODE =
  'CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server --model-path zai-org/GLM-5.3 ' +
  '--disaggregation-mode=decode --context-length 1048576 --max-total-tokens 1572864 --page-size 64 --host 10.0.0.2';
const ROUTER =
  'python -m sglang_router.launch_router --pd-disaggregation --prefill http://10.0.0.1:30000 8998 --decode http://10.0.0.2:30000';

/** The scheduler's startup line (printed once by tp_rank 0): the pool as SGLang sized it. */
const log = (pool: number, ctx = 1048576) =>
  `[2026-09-01 TP0] max_total_num_tokens=${pool}, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=64, context_len=${ctx}, available_gpu_mem=7.2 GB`;

describe('exposure checker', () => {
  it('gives the incident’s band from pasted launch commands and startup log lines', () => {
    const r = checkExposure([`${PREFILL}\n${log(681280)}`, `${DECODE}\n${log(1572864)}`, ROUTER]);
    expect(r.exposed).toBe(true);
    expect(r.router).toBe('sgl-router');
    expect(r.pairs).toHaveLength(1);
    const p = r.pairs[0]!;
    expect(p).toMatchObject({
      contextLength: 1048576,
      prefillPool: 681280,
      decodePool: 1572864,
      pageSize: 64,
      prefillMax: 681274,
      decodeMax: 1048570,
      exposed: { from: 681274, to: 1048569, count: 367296 },
      decodeOnly: null,
      close: { prefillPoolAtLeast: 1048576, contextAtMost: 681280 },
    });
    expect(p.prefill).toContain('10.0.0.1:30000');
    // what a request in the band gets, computed by the engine over the whole band: a 200 on
    // other tenants' pages, except the last lengths, where prompt + max_new_tokens (16) passes
    // the context and the tokenizer answers 400 up front
    expect(p.outcomes).toHaveLength(1);
    expect(p.outcomes[0]!.segments).toEqual([
      {
        from: 681274,
        to: 1048560,
        count: 367287,
        httpStatus: 200,
        isolation: 'cross-tenant',
        correct: false,
      },
      { from: 1048561, to: 1048569, count: 9, httpStatus: 400, isolation: 'clean', correct: true },
    ]);
    expect(p.outcomes[0]!.exact).toBe(true);
    expect(p.poolBasis).toEqual({ prefill: 'reported', decode: 'reported' });
    expect(p.poolSource.prefill).toContain('max_total_num_tokens= in the startup log');
    expect(r.messages.some((m) => m.level === 'error' || m.level === 'missing')).toBe(false);
  });

  it('reads /get_server_info JSON and startup log lines, and turns the verdict into a scenario', () => {
    const info = (mode: string, pool: number) =>
      JSON.stringify({
        disaggregation_mode: mode,
        context_length: null,
        max_total_tokens: null,
        page_size: 64,
        max_total_num_tokens: pool,
      });
    const log =
      '[2026-09-01 TP0] max_total_num_tokens=681280, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=64, context_len=1048576, available_gpu_mem=7.2 GB';
    const r = checkExposure([
      `${info('prefill', 681280)}\n${log}`,
      `${info('decode', 1572864)}\n${log.replace('681280', '1572864')}`,
    ]);
    expect(r.exposed).toBe(true);
    expect(r.pairs[0]!.exposed).toEqual({ from: 681274, to: 1048569, count: 367296 });
    expect(r.pairs[0]!.outcomes.map((x) => x.router).sort()).toEqual(['mini_lb', 'sgl-router']);
    const s = verdictScenario(r.pairs[0]!, 'mini_lb')!;
    expect(validateScenario(s).ok).toBe(true);
    expect(simulate(s).verdicts.at(-1)).toMatchObject({
      httpStatus: 200,
      isolation: 'cross-tenant',
    });
  });

  it('finds the python -m module anywhere in the command (docker run -m 32g …)', () => {
    const docker = `docker run --gpus all -m 32g lmsys/sglang:latest ${DECODE.replace('CUDA_VISIBLE_DEVICES=0,1,2,3 ', '')}`;
    const r = checkExposure([PREFILL, docker]);
    // both pools only capped: a band if the pools equal the caps, no verdict without the real pools
    expect(r.pairs[0]!.exposed).toEqual({ from: 681274, to: 1048569, count: 367296 });
    expect(r.exposed).toBeNull();
  });

  it('a closed deployment, and mini_lb recognised', () => {
    const r = checkExposure(
      `python -m sglang.srt.disaggregation.mini_lb --prefill http://a:1 --decode http://b:2\n` +
        PREFILL.replace('681280', '2097152') +
        `\n${log(2097152)}\n` +
        DECODE,
    );
    expect(r.router).toBe('mini_lb');
    expect(r.exposed).toBe(false);
    expect(r.pairs[0]!.exposed).toBeNull();
  });

  it('asks for max_total_num_tokens from the startup log when the pool is not in the arguments', () => {
    const r = checkExposure(PREFILL.replace('--max-total-tokens 681280', '') + '\n' + DECODE);
    expect(r.exposed).toBeNull();
    const need = r.messages.find((m) => m.code === 'need-pool')!;
    expect(need.level).toBe('missing');
    expect(need.arg).toBe('max_total_num_tokens');
    expect(need.text).toContain('startup log line that starts with max_total_num_tokens=');
  });

  it('a malformed command gets a clear error naming the argument', () => {
    const r = checkExposure(
      'python -m sglang.launch_server --disaggregation-mode prefil --context-len 1048576 --page-size sixty-four',
    );
    expect(r.exposed).toBeNull();
    const errors = r.messages.filter((m) => m.level === 'error');
    expect(errors.map((m) => m.arg)).toEqual(
      expect.arrayContaining(['--disaggregation-mode', '--context-len', '--page-size']),
    );
    expect(errors.find((m) => m.arg === '--context-len')!.text).toMatch(
      /did you mean --context-length\?/,
    );
    expect(errors.find((m) => m.arg === '--page-size')!.text).toMatch(
      /whole number of tokens .*"sixty-four"/,
    );
    expect(errors.find((m) => m.arg === '--disaggregation-mode')!.text).toMatch(
      /null, prefill, decode/,
    );
  });

  it('conflicting and missing values are named', () => {
    const twice = checkExposure(`${PREFILL} --context-length 131072\n${DECODE}`);
    expect(twice.messages.find((m) => m.code === 'conflict')!.text).toMatch(
      /conflicting --context-length: 1048576 .* 131072/,
    );
    const noMode = checkExposure(
      'python -m sglang.launch_server --context-length 1000 --max-total-tokens 900',
    );
    expect(noMode.messages.map((m) => m.code)).toEqual(
      expect.arrayContaining(['not-split', 'need-prefill', 'need-decode']),
    );
    const unknown = checkExposure(
      `${PREFILL} --frobnicate 3\n${log(681280)}\n${DECODE}\n${log(1572864)}`,
    );
    expect(unknown.messages.find((m) => m.code === 'ignored-flags')).toMatchObject({
      level: 'note',
    });
    expect(unknown.messages.find((m) => m.code === 'ignored-flags')!.text).toMatch(/--frobnicate/);
    expect(unknown.exposed).toBe(true);
    const badJson = checkExposure('{"disaggregation_mode": "prefill", ');
    expect(badJson.messages[0]!.code).toBe('bad-json');
  });

  it('splits pasted shell text like a shell: quotes, escapes, continuations, comments, operators', () => {
    const s = splitCommands(
      `A=1 python -m x --name "two words" 'it''s' \\\n --next # comment\ncd /tmp && echo "a\\"b"; ls`,
    );
    expect(s.commands.map((c) => c.words)).toEqual([
      ['A=1', 'python', '-m', 'x', '--name', 'two words', 'its', '--next'],
      ['cd', '/tmp'],
      ['echo', 'a"b'],
      ['ls'],
    ]);
    expect(splitCommands('echo "open').errors).toEqual([
      { line: 1, message: 'unterminated double quote' },
    ]);
  });
});
