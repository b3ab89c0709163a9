// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument --
   ports of Python tests: they read the answers as untyped dicts, and so do these */
/**
 * SGLang's shared test kits and its frontend's client, ported:
 * - python/sglang/test/kits/matched_stop_kit.py @4a8ed69a `MatchedStopMixin.test_finish_length`;
 * - test/registered/openai_server/features/test_usage_tokens.py @66c57213
 *   `test_generate_api_non_streaming`, `test_generate_api_streaming` (their `output_ids`
 *   reads; the reasoning-token counts need a reasoning model);
 * - test/srt/test_skip_tokenizer_init.py @001ec57c (`run_decode` with `input_ids`, n = 1 and
 *   3, logprobs with 0 and 3 alternatives: each request answered);
 * - python/sglang/lang/backend/runtime_endpoint.py @00e3021e `RuntimeEndpoint`: the requests
 *   it sends (`get_model_info`, `flush_cache`, `get_server_info`, `cache_prefix`,
 *   `commit_lazy_operations`, `generate`, `generate_stream`, `select`) and what it reads back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../harness';
import { events, get, post, type Json } from './client';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => live?.stop());

const MANY_NEW_TOKENS_PROMPT = 'Please write an extremely detailed and vivid fantasy story.';

describe('matched_stop_kit.py: MatchedStopMixin', { timeout: 60_000 }, () => {
  it('test_finish_length: finish_reason "length" and matched_stop null, completions and chat', async () => {
    const base = { model: 'm', temperature: 0, top_p: 1, max_tokens: 5 };
    const c = (
      await post(`${live.router}/v1/completions`, { ...base, prompt: MANY_NEW_TOKENS_PROMPT })
    ).json();
    expect(c.choices[0].finish_reason).toBe('length');
    expect(c.choices[0]).toHaveProperty('matched_stop', null);
    const chat = (
      await post(`${live.router}/v1/chat/completions`, {
        ...base,
        messages: [
          { role: 'system', content: 'You are a helpful AI assistant' },
          { role: 'user', content: MANY_NEW_TOKENS_PROMPT },
        ],
      })
    ).json();
    expect(chat.choices[0].finish_reason).toBe('length');
    expect(chat.choices[0]).toHaveProperty('matched_stop', null);
  });
});

describe(
  'test_usage_tokens.py: TestNormalDecoding (its output_ids reads)',
  { timeout: 60_000 },
  () => {
    it('test_generate_api_non_streaming: output_ids, one per completion token', async () => {
      const r = await post(`${live.router}/generate`, {
        text: 'user: What is 1+3?\nassistant:',
        model: 'm',
        sampling_params: { max_new_tokens: 24 },
      });
      expect(r.status).toBe(200);
      const res = r.json();
      expect(Array.isArray(res.output_ids)).toBe(true);
      expect(res.output_ids).toHaveLength(res.meta_info.completion_tokens);
    });

    it('test_generate_api_streaming: every chunk carries output_ids (the new ones)', async () => {
      const r = await post(`${live.router}/generate`, {
        text: 'user: What is 1+3?\nassistant:',
        sampling_params: { max_new_tokens: 24 },
        stream: true,
      });
      const e = events(r.text);
      expect(e.done).toBe(true);
      let seen = 0;
      for (const data of e.messages) {
        expect(Array.isArray(data.output_ids)).toBe(true);
        seen += data.output_ids.length;
      }
      expect(seen).toBe(e.messages.at(-1).meta_info.completion_tokens);
    });
  },
);

describe('test_skip_tokenizer_init.py: TestSkipTokenizerInit', { timeout: 60_000 }, () => {
  const runDecode = (returnLogprob = false, topLogprobsNum = 0, n = 1) =>
    post(`${live.router}/generate`, {
      input_ids: [128000, 791, 6864, 315, 9822, 374],
      sampling_params: {
        temperature: n === 1 ? 0 : 0.5,
        max_new_tokens: 32,
        n,
        stop_token_ids: [119690],
      },
      stream: false,
      return_logprob: returnLogprob,
      top_logprobs_num: topLogprobsNum,
      logprob_start_len: 0,
    });

  it('test_simple_decode, test_parallel_sample (n = 3), test_logprob (0 and 3)', async () => {
    const one = await runDecode();
    expect(one.status).toBe(200);
    expect(one.json().meta_info.prompt_tokens).toBe(6);
    const three = await runDecode(false, 0, 3);
    expect(three.status).toBe(200);
    expect(three.json()).toHaveLength(3);
    for (const k of [0, 3]) {
      const r = await runDecode(true, k);
      expect(r.status).toBe(200);
      const m = r.json().meta_info;
      expect(m.input_token_logprobs).toHaveLength(6);
      expect(m.output_token_logprobs).toHaveLength(32);
      expect(m.output_top_logprobs[0]).toHaveLength(k);
    }
  });
});

describe('runtime_endpoint.py: RuntimeEndpoint', { timeout: 60_000 }, () => {
  const base = () => live.router;

  it('__init__, flush_cache, get_server_info: 200 each (_assert_success)', async () => {
    const info = await get(`${base()}/get_model_info`);
    expect(info.status).toBe(200);
    expect(typeof info.json().model_path).toBe('string');
    expect((await post(`${base()}/flush_cache`, { empty_cache: true })).status).toBe(200);
    expect((await get(`${base()}/get_server_info`)).status).toBe(200);
  });

  it('cache_prefix, commit_lazy_operations: max_new_tokens 0 is a 200 with no output', async () => {
    const r = await post(`${base()}/generate`, {
      text: 'A shared prefix',
      sampling_params: { max_new_tokens: 0 },
    });
    expect(r.status).toBe(200);
    expect(r.json().meta_info.completion_tokens).toBe(0);
    expect(r.json().text).toBe('');
  });

  it('generate, generate_stream: text and meta_info; the stream text grows chunk by chunk', async () => {
    const whole = await post(`${base()}/generate`, {
      text: 'Once upon a time',
      sampling_params: { skip_special_tokens: true, max_new_tokens: 8, stop: [] },
    });
    expect(whole.status).toBe(200);
    expect(typeof whole.json().text).toBe('string');
    const s = await post(`${base()}/generate`, {
      text: 'Once upon a time',
      sampling_params: { max_new_tokens: 8 },
      stream: true,
    });
    let pos = 0;
    for (const data of events(s.text).messages) {
      const chunk: string = data.text.slice(pos);
      pos += chunk.length;
      expect(data.meta_info).toBeTruthy();
    }
    expect(pos).toBe(whole.json().text.length);
  });

  it('select: the prefix at max_new_tokens 0, then the choices as a list with input logprobs', async () => {
    const text = 'The answer is';
    const first = (
      await post(`${base()}/generate`, { text, sampling_params: { max_new_tokens: 0 } })
    ).json();
    const promptLen: number = first.meta_info.prompt_tokens;
    const choices = [' yes', ' no'];
    const r = await post(`${base()}/generate`, {
      text: choices.map((c) => text + c),
      sampling_params: { max_new_tokens: 0, temperature: 0 },
      return_logprob: true,
      return_text_in_logprobs: true,
      logprob_start_len: Math.max(promptLen - 2, 0),
    });
    expect(r.status).toBe(200);
    const obj = r.json();
    expect(obj).toHaveLength(2);
    obj.forEach((res: Json, i: number) => {
      const input = res.meta_info.input_token_logprobs;
      expect(input.length).toBe(choices[i]!.length + 2);
      expect(typeof input[0].at(-1)).toBe('string');
      // compute_normalized_prompt_logprobs divides by the values that are not 0 or None
      expect(input.filter((x: Json) => x[0]).length).toBeGreaterThan(0);
      expect(res.meta_info.output_token_logprobs).toEqual([]);
    });
    const unconditional = await post(`${base()}/generate`, {
      input_ids: obj.map((res: Json) => res.meta_info.input_token_logprobs.map((x: Json) => x[1])),
      sampling_params: { max_new_tokens: 0 },
      return_logprob: true,
    });
    expect(unconditional.status).toBe(200);
    expect(unconditional.json()).toHaveLength(2);
  });
});
