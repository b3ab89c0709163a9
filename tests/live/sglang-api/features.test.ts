// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access --
   ports of Python tests: they read the answers as untyped dicts, and so do these */
/**
 * SGLang's feature, validation and sanity tests, ported (one stand-in for all):
 * - test/srt/openai_server/features/test_continuous_usage_stats.py @adcc3be8 (enabled, async,
 *   disabled), with the openai SDK;
 * - test/registered/core/test_srt_endpoint.py @05f70dc5 `TestTokenizeDetokenize.
 *   test_openai_tokenize_chat_messages` (the expected tokens: the stand-in's chat template,
 *   src/wire/tokenizer.ts `chatPrompt`, where SGLang's test applies the model's);
 * - test/srt/openai_server/basic/test_protocol.py @163b7981: the request-model checks a client
 *   can see over HTTP (`test_invalid_tool_choice_type`, `test_negative_token_limits`,
 *   `test_completion_request_validation_errors`' missing prompt, and
 *   `test_chat_completion_tool_choice_validation`'s defaults, seen in what the template gets);
 * - test/srt/openai_server/validation/test_openai_server_ignore_eos.py @1740f505 `test_ignore_eos`;
 * - python/sglang/test/kits/server_sanity_kit.py @178dcdfb `ServerSanityMixin`: its status and
 *   shape checks (the answers' words are model quality: docs/live.md).
 * Adaptation, as in the other ports: the tenant's key as the client's key.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPrompt } from '../../../src/wire/tokenizer';
import { startLive, type Live } from '../harness';
import { KEY, events, get, post } from './client';

let live: Live;
let client: OpenAI;
beforeAll(async () => {
  live = await startLive();
  client = new OpenAI({ apiKey: KEY, baseURL: `${live.router}/v1`, maxRetries: 0 });
});
afterAll(async () => live?.stop());

const MODEL = 'm';
const bytes = (s: string) => Array.from(new TextEncoder().encode(s));

describe('test_continuous_usage_stats.py: TestContinuousUsageStats', { timeout: 60_000 }, () => {
  const run = async (content: string, continuous: boolean) => {
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages: [{ role: 'user', content }],
      stream: true,
      max_tokens: 30,
      temperature: 0,
      stream_options: { include_usage: true, continuous_usage_stats: continuous } as never,
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    return chunks;
  };

  it('test_continuous_usage_stats_enabled, _async: a usage on every content chunk', async () => {
    const chunks = await run('What is machine learning?', true);
    const withContent = chunks.filter((c) => c.choices.length > 0 && c.choices[0]!.delta.content);
    const withUsage = chunks.filter((c) => c.usage);
    const last = withUsage.at(-1)!.usage!;
    expect(withContent.length).toBeGreaterThan(0);
    expect(withUsage.length).toBeGreaterThanOrEqual(withContent.length);
    expect(last.prompt_tokens).toBeGreaterThan(0);
    expect(last.completion_tokens).toBeGreaterThan(0);
    expect(last.total_tokens).toBe(last.prompt_tokens + last.completion_tokens);
  });

  it('test_continuous_usage_stats_disabled: one usage chunk, with no choices', async () => {
    const usage = (await run('What is AI?', false)).filter((c) => c.usage);
    expect(usage).toHaveLength(1);
    expect(usage[0]!.choices).toHaveLength(0);
  });
});

describe('test_srt_endpoint.py: TestTokenizeDetokenize', { timeout: 60_000 }, () => {
  it('test_openai_tokenize_chat_messages: the template, with tools unless tool_choice is "none"', async () => {
    const url = `${live.prefill}/v1/tokenize`;
    const messages = [{ role: 'user', content: 'What is the weather in Paris?' }];
    const resp = (await post(url, { model: MODEL, messages })).json();
    const expected = bytes(chatPrompt(messages));
    expect(resp.tokens).toEqual(expected);
    expect(resp.count).toBe(expected.length);

    const tools = [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Get weather for a city.',
          parameters: {
            type: 'object',
            properties: { city: { type: 'string' } },
            required: ['city'],
          },
        },
      },
    ];
    const withTools = (await post(url, { model: MODEL, messages, tools })).json();
    expect(Array.isArray(withTools.tokens)).toBe(true);
    expect(withTools.count).toBe(withTools.tokens.length);
    expect(withTools.tokens).not.toEqual(resp.tokens);

    const none = (await post(url, { model: MODEL, messages, tools, tool_choice: 'none' })).json();
    expect(none.tokens).toEqual(resp.tokens);
    expect(none.count).toBe(resp.count);
  });
});

describe('test_protocol.py: what a client sees of the request models', { timeout: 60_000 }, () => {
  const messages = [{ role: 'user', content: 'Hello' }];
  const tools = [
    { type: 'function', function: { name: 'test_func', description: 'Test function' } },
  ];

  it('test_invalid_tool_choice_type: tool_choice 123 is refused', async () => {
    const r = await post(`${live.router}/v1/chat/completions`, {
      model: 'test-model',
      messages,
      tool_choice: 123,
    });
    expect(r.status).toBe(400);
  });

  it('test_negative_token_limits, test_completion_request_validation_errors: refused', async () => {
    const url = `${live.router}/v1/completions`;
    expect((await post(url, { model: 'test-model', prompt: 'Hello', max_tokens: -1 })).status).toBe(
      400,
    );
    expect((await post(url, { model: 'test-model' })).status).toBe(400);
  });

  it('test_chat_completion_tool_choice_validation: "none" without tools, "auto" with them', async () => {
    const url = `${live.prefill}/v1/tokenize`;
    const plain = (await post(url, { messages })).json();
    const auto = (await post(url, { messages, tools })).json();
    const explicitAuto = (await post(url, { messages, tools, tool_choice: 'auto' })).json();
    const none = (await post(url, { messages, tools, tool_choice: 'none' })).json();
    expect(auto.tokens).toEqual(explicitAuto.tokens);
    expect(auto.tokens).not.toEqual(plain.tokens);
    expect(none.tokens).toEqual(plain.tokens);
  });
});

describe('test_openai_server_ignore_eos.py: TestOpenAIServerIgnoreEOS', { timeout: 60_000 }, () => {
  it('test_ignore_eos: at least as many tokens, and finish_reason "length"', async () => {
    const maxTokens = 200;
    const ask = (ignoreEos: boolean) =>
      client.chat.completions.create({
        model: MODEL,
        messages: [
          { role: 'system', content: 'You are a helpful assistant.' },
          { role: 'user', content: 'Count from 1 to 20.' },
        ],
        temperature: 0,
        max_tokens: maxTokens,
        ignore_eos: ignoreEos,
      } as never);
    const byDefault = await ask(false);
    const ignoring = await ask(true);
    const tokens = (r: typeof byDefault) => bytes(r.choices[0]!.message.content ?? '').length;
    expect(tokens(ignoring) > tokens(byDefault) || tokens(ignoring) >= maxTokens).toBe(true);
    expect(ignoring.choices[0]!.finish_reason).toBe('length');
  });
});

describe('server_sanity_kit.py: ServerSanityMixin (status and shape)', { timeout: 60_000 }, () => {
  const generate = async (text: string, maxNewTokens: number, stop?: string[]) => {
    const r = await post(`${live.router}/generate`, {
      text,
      sampling_params: { temperature: 0, max_new_tokens: maxNewTokens, ...(stop ? { stop } : {}) },
    });
    expect(r.status).toBe(200);
    return r.json().text as string;
  };

  it('test_health, test_health_generate: 200', async () => {
    expect((await get(`${live.router}/health`)).status).toBe(200);
    expect((await get(`${live.router}/health_generate`)).status).toBe(200);
  });

  it('test_max_token_one, test_long_prompt: a non-empty answer', async () => {
    const one = await generate('Q: What is the capital of France? Just one word.\nA:', 1);
    expect(one.length).toBeGreaterThan(0);
    const filler = 'the quick brown fox jumps over the lazy dog. '.repeat(800);
    const long = await generate(
      `Read the following text and then answer.\n${filler}\n\nQ: What is the capital of France?\nA:`,
      64,
    );
    expect(long.length).toBeGreaterThan(0);
  });

  it('test_ascii_ratio, test_no_repetition_blowup: printable text, no 5-gram over 25 %', async () => {
    const out = await generate('Write a single sentence about a sunny day in the park.', 128);
    const printable = [...out].filter((c) => {
      const code = c.charCodeAt(0);
      return (code >= 32 && code < 127) || c === '\n' || c === '\t';
    }).length;
    expect(printable / Math.max(out.length, 1)).toBeGreaterThan(0.85);
    const gravity = await generate('Briefly explain what gravity is.', 128);
    expect(gravity.length).toBeGreaterThanOrEqual(50);
    const windows = Array.from({ length: gravity.length - 5 }, (_, i) => gravity.slice(i, i + 5));
    const counts = new Map<string, number>();
    for (const w of windows) counts.set(w, (counts.get(w) ?? 0) + 1);
    expect(Math.max(...counts.values()) / windows.length).toBeLessThan(0.25);
  });

  it('test_streaming_response: 200 and at least one data chunk before [DONE]', async () => {
    const r = await post(`${live.router}/generate`, {
      text: 'Q: What is the capital of France?\nA:',
      sampling_params: { temperature: 0, max_new_tokens: 64 },
      stream: true,
    });
    expect(r.status).toBe(200);
    const { messages } = events(r.text);
    expect(messages.length).toBeGreaterThan(0);
    expect(typeof messages.at(-1).text).toBe('string');
  });

  it('test_concurrent_requests: eight at once, each answered', async () => {
    const prefix = 'You are a helpful assistant. Answer with a single word.\n';
    const countries = ['France', 'Germany', 'Italy', 'Japan', 'Spain', 'Egypt', 'Russia'];
    const outs = await Promise.all(
      [...countries, 'Australia'].map((c) =>
        generate(`${prefix}Q: What is the capital of ${c}?\nA:`, 64),
      ),
    );
    expect(outs.filter((o) => o.length > 0).length).toBeGreaterThanOrEqual(outs.length - 1);
  });

  it('test_determinism_temp_zero: the same answer twice', async () => {
    const prompt = 'Q: What is the capital of France? Reply in one word.\nA:';
    const a = await generate(prompt, 64, ['\n']);
    const b = await generate(prompt, 64, ['\n']);
    expect(a.trim()).toBe(b.trim());
  });
});
