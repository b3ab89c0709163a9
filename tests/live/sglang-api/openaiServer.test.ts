// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   ports of Python tests: they read the answers as untyped dicts, and so do these */
/**
 * SGLang's OpenAI-compatible API tests, ported with the same client (the openai SDK):
 * test/registered/openai_server/basic/test_openai_server.py @042ec035, `TestOpenAIServer`
 * (`run_completion`, `run_completion_stream`, `run_chat_completion`,
 * `run_chat_completion_stream` over every combination their tests loop over, `test_penalty`,
 * `test_model_list`, `test_retrieve_model`). Adaptations: the tenant's key as the SDK's
 * api_key; the served model's name; prompt token counts from the stand-in's tokenizer.
 * Not ported (model quality: test_regex, test_response_prefill): docs/live.md.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL } from '../../../src/wire/responses';
import { startLive, type Live } from '../harness';
import { KEY, post } from './client';

let live: Live;
let client: OpenAI;
beforeAll(async () => {
  live = await startLive();
  client = new OpenAI({
    apiKey: KEY,
    baseURL: `${live.router}/v1`,
    maxRetries: 0,
    timeout: 30_000,
  });
});
afterAll(async () => live?.stop());

const PROMPT = 'The capital of France is';
const encode = async (text: string): Promise<number[]> =>
  (await post(`${live.prefill}/tokenize`, { prompt: text })).json().tokens as number[];

const combos = () => {
  const out: [boolean, number | null, boolean, number, boolean][] = [];
  for (const echo of [false, true])
    for (const logprobs of [null, 5])
      for (const list of [true, false])
        for (const n of [1, 2])
          for (const tok of [false, true]) out.push([echo, logprobs, list, n, tok]);
  return out;
};

describe('test_openai_server.py: TestOpenAIServer', { timeout: 120_000 }, () => {
  it('test_completion: every echo × logprobs × list input × n × token input', async () => {
    const ids = await encode(PROMPT);
    for (const [echo, logprobs, list, n, tok] of combos()) {
      const input = tok ? ids : PROMPT;
      const prompt = list ? [input, input] : input;
      const numChoices = list ? 2 : 1;
      const numPromptTokens = ids.length * numChoices;
      const response = await client.completions.create({
        model: MODEL,
        prompt: prompt as string,
        temperature: 0,
        max_tokens: 32,
        echo,
        logprobs,
        n,
      });
      const what = JSON.stringify({ echo, logprobs, list, n, tok });
      expect(response.choices, what).toHaveLength(numChoices * n);
      if (echo) expect(response.choices[0]!.text.startsWith(PROMPT), what).toBe(true);
      if (logprobs) {
        const lp = response.choices[0]!.logprobs!;
        expect(typeof lp.tokens![0]).toBe('string');
        expect(typeof lp.top_logprobs![1]).toBe('object');
        expect(Object.keys(lp.top_logprobs![1]!).length).toBeGreaterThan(0);
        if (!echo) expect(lp.token_logprobs![0]).toBeTruthy();
      }
      expect(response.id).toBeTruthy();
      expect(response.created).toBeTruthy();
      expect(response.usage!.prompt_tokens, what).toBe(numPromptTokens);
      expect(response.usage!.completion_tokens).toBeGreaterThan(0);
      expect(response.usage!.total_tokens).toBeGreaterThan(0);
    }
  });

  it('test_completion_stream: every combination, with stream_options.include_usage', async () => {
    const ids = await encode(PROMPT);
    for (const [echo, logprobs, list, n, tok] of combos()) {
      const input = tok ? ids : PROMPT;
      const prompt = list ? [input, input] : input;
      const numChoices = list ? 2 : 1;
      const what = JSON.stringify({ echo, logprobs, list, n, tok });
      const stream = await client.completions.create({
        model: MODEL,
        prompt: prompt as string,
        temperature: 0,
        max_tokens: 32,
        echo,
        logprobs,
        stream: true,
        stream_options: { include_usage: true },
        n,
      });
      const isFirsts = new Map<number, boolean>();
      let usages = 0;
      for await (const response of stream) {
        const usage = response.usage;
        if (usage) {
          expect(usage.prompt_tokens).toBeGreaterThan(0);
          expect(usage.completion_tokens).toBeGreaterThan(0);
          expect(usage.total_tokens).toBeGreaterThan(0);
          usages += 1;
          continue;
        }
        const index = response.choices[0]!.index;
        const isFirst = isFirsts.get(index) ?? true;
        if (logprobs) {
          const lp = response.choices[0]!.logprobs!;
          expect(lp, what).toBeTruthy();
          expect(typeof lp.tokens![0]).toBe('string');
          if (!(isFirst && echo)) {
            expect(typeof lp.top_logprobs![0]).toBe('object');
            expect(Object.keys(lp.top_logprobs![0]!).length).toBeGreaterThan(0);
          }
        }
        if (isFirst) {
          if (echo) expect(response.choices[0]!.text.startsWith(PROMPT), what).toBe(true);
          isFirsts.set(index, false);
        }
        expect(response.id).toBeTruthy();
        expect(response.created).toBeTruthy();
      }
      for (let index = 0; index < n * numChoices; index++)
        expect(isFirsts.get(index), `${what} index ${index}`).toBe(false);
      // SGLang's check runs only `if usage is not None`: that the chunk comes is ours
      expect(usages, what).toBe(1);
    }
  });

  it('test_chat_completion: logprobs None / 5 × n 1 / 2', async () => {
    for (const logprobs of [null, 5])
      for (const n of [1, 2]) {
        const response = await client.chat.completions.create({
          model: MODEL,
          messages: [
            { role: 'system', content: 'You are a helpful AI assistant' },
            { role: 'user', content: 'What is the capital of France? Answer in a few words.' },
          ],
          temperature: 0,
          logprobs: logprobs !== null && logprobs > 0,
          top_logprobs: logprobs,
          n,
        });
        if (logprobs) {
          const c = response.choices[0]!.logprobs!.content![0]!;
          expect(typeof c.top_logprobs[0]!.token).toBe('string');
          expect(c.top_logprobs).toHaveLength(logprobs);
        }
        expect(response.choices).toHaveLength(n);
        expect(response.choices[0]!.message.role).toBe('assistant');
        expect(typeof response.choices[0]!.message.content).toBe('string');
        expect(response.id).toBeTruthy();
        expect(response.created).toBeTruthy();
        expect(response.usage!.prompt_tokens).toBeGreaterThan(0);
        expect(response.usage!.completion_tokens).toBeGreaterThan(0);
        expect(response.usage!.total_tokens).toBeGreaterThan(0);
      }
  });

  it('test_chat_completion_stream: logprobs None / 5 × n 1 / 2', async () => {
    for (const logprobs of [null, 5])
      for (const n of [1, 2]) {
        const stream = await client.chat.completions.create({
          model: MODEL,
          messages: [
            { role: 'system', content: 'You are a helpful AI assistant' },
            { role: 'user', content: 'What is the capital of France?' },
          ],
          temperature: 0,
          logprobs: logprobs !== null && logprobs > 0,
          top_logprobs: logprobs,
          stream: true,
          stream_options: { include_usage: true },
          n,
        });
        const isFirsts = new Map<number, boolean>();
        const isFinished = new Map<number, boolean>();
        const finishCounts = new Map<number, number>();
        for await (const response of stream) {
          const usage = response.usage;
          if (usage) {
            expect(usage.prompt_tokens).toBeGreaterThan(0);
            expect(usage.completion_tokens).toBeGreaterThan(0);
            expect(usage.total_tokens).toBeGreaterThan(0);
            continue;
          }
          const index = response.choices[0]!.index;
          const finish = response.choices[0]!.finish_reason;
          if (finish !== null) {
            isFinished.set(index, true);
            finishCounts.set(index, (finishCounts.get(index) ?? 0) + 1);
          }
          const data = response.choices[0]!.delta;
          if (isFirsts.get(index) ?? true) {
            expect(data.role).toBe('assistant');
            isFirsts.set(index, false);
            continue;
          }
          if (logprobs && !isFinished.get(index)) {
            const c = response.choices[0]!.logprobs!.content![0]!;
            expect(typeof c.top_logprobs[0]!.token).toBe('string');
            expect(Array.isArray(c.top_logprobs)).toBe(true);
            expect(c.top_logprobs).toHaveLength(logprobs);
          }
          expect(typeof data.content === 'string' || finish).toBeTruthy();
          expect(response.id).toBeTruthy();
          expect(response.created).toBeTruthy();
        }
        for (let index = 0; index < n; index++) {
          expect(isFirsts.get(index)).toBe(false);
          expect(finishCounts.get(index)).toBe(1);
        }
      }
  });

  it('test_penalty: frequency_penalty accepted', async () => {
    const response = await client.chat.completions.create({
      model: MODEL,
      messages: [
        { role: 'system', content: 'You are a helpful AI assistant' },
        { role: 'user', content: 'Introduce the capital of France.' },
      ],
      temperature: 0,
      max_tokens: 32,
      frequency_penalty: 1.0,
    });
    expect(typeof response.choices[0]!.message.content).toBe('string');
  });

  it('test_model_list, test_retrieve_model: one model; the served one, NotFoundError for another', async () => {
    const models = [];
    for await (const m of client.models.list()) models.push(m);
    expect(models).toHaveLength(1);
    expect(
      Number.isInteger((models[0] as unknown as { max_model_len: number }).max_model_len),
    ).toBe(true);
    const retrieved = await client.models.retrieve(MODEL);
    expect(retrieved.id).toBe(MODEL);
    expect((retrieved as unknown as { root: string }).root).toBe(MODEL);
    await expect(client.models.retrieve('non-existent-model')).rejects.toBeInstanceOf(
      OpenAI.NotFoundError,
    );
  });
});
