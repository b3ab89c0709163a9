// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument --
   ports of Python tests: they read the answers as untyped dicts, and so do these */
/**
 * SGLang's native API tests, ported: test/registered/core/test_srt_endpoint.py @05f70dc5
 * (`TestSRTEndpoint`, `TestTokenizeDetokenize`), run against the stand-in's router (the
 * tokenizer endpoints against the nodes, where SGLang serves them: no router does). Adaptations: the
 * tenant's key on every request; token counts from the stand-in's tokenizer (one token per
 * byte). Not ported (model quality, logprob values, server flags): docs/live.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../harness';
import { countTokens, events, get, post, type Json } from './client';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => live?.stop());

/** `run_decode`: the request it sends, and the answer it reads (a list when streamed). */
async function runDecode(o: {
  returnLogprob?: boolean;
  topLogprobsNum?: number;
  returnText?: boolean;
  n?: number;
  stream?: boolean;
  batch?: boolean;
}): Promise<{ status: number; body: Json; done?: boolean }> {
  const text = 'The capital of France is';
  const r = await post(`${live.router}/generate`, {
    text: o.batch ? [text] : text,
    sampling_params: { temperature: (o.n ?? 1) === 1 ? 0 : 0.5, max_new_tokens: 16, n: o.n ?? 1 },
    stream: o.stream ?? false,
    return_logprob: o.returnLogprob ?? false,
    top_logprobs_num: o.topLogprobsNum ?? 0,
    return_text_in_logprobs: o.returnText ?? false,
    logprob_start_len: 0,
  });
  if (!o.stream) return { status: r.status, body: r.json() };
  const e = events(r.text);
  return { status: r.status, body: e.messages, done: e.done };
}

describe('test_srt_endpoint.py: TestSRTEndpoint', { timeout: 60_000 }, () => {
  it('test_simple_decode, test_simple_decode_batch: one answer, and a list for a list', async () => {
    const one = await runDecode({});
    expect(one.status).toBe(200);
    expect(typeof one.body.text).toBe('string');
    expect(one.body.meta_info.completion_tokens).toBe(16);
    const batch = await runDecode({ batch: true });
    expect(batch.status).toBe(200);
    expect(Array.isArray(batch.body)).toBe(true);
    expect(batch.body).toHaveLength(1);
    expect(batch.body[0].meta_info.completion_tokens).toBe(16);
  });

  it('test_parallel_sample, test_parallel_sample_stream: n = 2 gives two answers', async () => {
    const r = await runDecode({ n: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    const s = await runDecode({ n: 2, stream: true });
    expect(s.status).toBe(200);
    expect(s.done).toBe(true);
    expect(new Set(s.body.map((c: Json) => c.index))).toEqual(new Set([0, 1]));
  });

  it('test_logprob: logprobs with their top alternatives and texts', async () => {
    const r = await runDecode({ returnLogprob: true, topLogprobsNum: 5, returnText: true });
    expect(r.status).toBe(200);
    const m = r.body.meta_info;
    expect(m.output_token_logprobs).toHaveLength(16);
    expect(m.output_top_logprobs[0]).toHaveLength(5);
    expect(typeof m.output_token_logprobs[0][2]).toBe('string');
  });

  it('test_logprob_start_len: input logprobs from logprob_start_len, texts that rebuild the text', async () => {
    const logprobStartLen = 4;
    const newTokens = 4;
    const prompts = ['I have a very good idea on', 'Today is a sunndy day and'];
    const r = await post(`${live.router}/generate`, {
      text: prompts,
      sampling_params: { temperature: 0, max_new_tokens: newTokens },
      return_logprob: true,
      top_logprobs_num: 5,
      return_text_in_logprobs: true,
      logprob_start_len: logprobStartLen,
    });
    expect(r.status).toBe(200);
    const body = r.json();
    body.forEach((res: Json, i: number) => {
      expect(res.meta_info.prompt_tokens).toBe(
        logprobStartLen + res.meta_info.input_token_logprobs.length,
      );
      const inputText = res.meta_info.input_token_logprobs.map((x: Json) => x.at(-1)).join('');
      expect(prompts[i]!.endsWith(inputText)).toBe(true);
      expect(res.meta_info.completion_tokens).toBe(newTokens);
      expect(res.meta_info.output_token_logprobs).toHaveLength(newTokens);
      expect(res.text).toBe(
        res.meta_info.output_token_logprobs.map((x: Json) => x.at(-1)).join(''),
      );
    });
  });

  it('test_logprob_with_chunked_prefill: a long prompt, logprob lengths, top-1 is the output', async () => {
    const newTokens = 4;
    const r = await post(`${live.router}/generate`, {
      text: 'I have a very good idea on this. '.repeat(8000),
      sampling_params: { temperature: 0, max_new_tokens: newTokens },
      return_logprob: true,
      logprob_start_len: -1,
      top_logprobs_num: 5,
    });
    expect(r.status).toBe(200);
    const m = r.json().meta_info;
    expect(m.completion_tokens).toBe(newTokens);
    expect(m.output_token_logprobs).toHaveLength(newTokens);
    expect(m.output_top_logprobs).toHaveLength(newTokens);
    for (let i = 0; i < newTokens; i++) {
      expect(m.output_token_logprobs[i]).toEqual(m.output_top_logprobs[i][0]);
      expect(m.output_top_logprobs[i]).toHaveLength(5);
    }
  });

  it('test_cache_tokens (its /flush_cache part): 200 twice', async () => {
    for (let i = 0; i < 2; i++)
      expect((await post(`${live.router}/flush_cache`, {})).status).toBe(200);
  });

  it('test_get_server_info, test_get_server_info_concurrent: /server_info on the served URL', async () => {
    const rs = await Promise.all([0, 1, 2, 3].map(() => get(`${live.router}/server_info`)));
    for (const r of rs) {
      expect(r.status).toBe(200);
      expect(Number.isInteger(r.json().max_total_num_tokens)).toBe(true);
      expect(typeof r.json().version).toBe('string');
    }
  });
});

describe('test_srt_endpoint.py: TestTokenizeDetokenize', { timeout: 60_000 }, () => {
  const bases = () => [live.prefill, live.decode];

  it('test_tokenize_various_inputs: a string, a list, an empty string', async () => {
    const single = 'Hello SGLang world! 123 😊, ಪರ್ವತದ ಮೇಲೆ ಹಿಮ.';
    const multi = ['First sentence.', 'Second, with 中文.'];
    for (const base of bases())
      for (const prompt of [single, multi, '']) {
        const r = await post(`${base}/tokenize`, { model: 'm', prompt, add_special_tokens: true });
        expect(r.status).toBe(200);
        const { tokens, count } = r.json();
        expect(Array.isArray(tokens)).toBe(true);
        if (tokens.length === 0) expect(count).toBe(0);
        else if (Array.isArray(tokens[0]))
          expect(tokens.reduce((s: number, t: number[]) => s + t.length, 0)).toBe(
            Array.isArray(count) ? count.reduce((a: number, b: number) => a + b, 0) : count,
          );
        else expect(tokens.length).toBe(count);
      }
  });

  // neither router serves them: sgl-router server.rs @00eb5eb7 `build_app` (fallback 404),
  // mini_lb.py @001c2ae0 (no route); this stand-in's router is sgl-router
  it('the router refuses /tokenize and /v1/tokenize with 404, as sgl-router does', async () => {
    for (const path of ['/tokenize', '/v1/tokenize']) {
      const r = await post(`${live.router}${path}`, { prompt: 'abc' });
      expect(r.status).toBe(404);
    }
  });

  it('test_tokenize_invalid_type: 400', async () => {
    for (const base of bases())
      expect((await post(`${base}/tokenize`, { model: 'm', prompt: 12345 })).status).toBe(400);
  });

  it('test_detokenize_roundtrip: on a node', async () => {
    const text = 'Verify detokenization round trip. यह डिटोकेनाइजेशन है';
    const t0 = (
      await post(`${live.prefill}/tokenize`, { prompt: text, add_special_tokens: false })
    ).json().tokens;
    for (const [tokens, expected] of [
      [t0, text],
      [[], ''],
    ] as const) {
      const r = await post(`${live.prefill}/detokenize`, {
        model: 'm',
        tokens,
        skip_special_tokens: true,
      });
      expect(r.status).toBe(200);
      expect(r.json().text).toBe(expected);
    }
  });

  it('test_detokenize_invalid_tokens: 400 for strings, 500 for an id outside the vocabulary', async () => {
    expect(
      (await post(`${live.prefill}/detokenize`, { model: 'm', tokens: ['a', 'b'] })).status,
    ).toBe(400);
    expect(
      (await post(`${live.prefill}/detokenize`, { model: 'm', tokens: [1, -1, 2] })).status,
    ).toBe(500);
  });

  it('the stand-in counts the prompt as its tokenizer does (the adaptation the ports rely on)', async () => {
    expect(await countTokens(live.prefill, 'héllo')).toBe(6);
  });
});
