// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return --
   ports of Python tests: they read the answers as untyped dicts, and so do these */
/**
 * SGLang's request length tests, ported:
 * test/registered/openai_server/validation/test_request_length_validation.py @073c908a
 * (`TestRequestLengthValidation`), against a stand-in started as SGLang's test starts its
 * server: `--context-length 1000 --max-total-tokens 1000` (both nodes' pools, page size 1).
 * Adaptations: the prompts are sized in the stand-in's tokens (one per byte, the chat template
 * of src/wire/tokenizer.ts), and the phrase is looked for in the error's message, as the
 * router relays it (SGLang's check reads the openai SDK's `str(exception)`, Python's repr of
 * the body). Not ported: the `token_ids_logprob` tests (docs/live.md).
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPrompt, countTokens } from '../../../src/wire/tokenizer';
import { startLive, type Live } from '../harness';
import { KEY, events, post, type Json } from './client';
import { scenarioFile } from './scenario';

const CONTEXT = 1000;
let live: Live;
let file: ReturnType<typeof scenarioFile>;
beforeAll(async () => {
  file = scenarioFile((c) => ({
    ...c,
    contextLength: CONTEXT,
    pageSize: 1,
    prefill: { ...c.prefill, poolTokens: CONTEXT },
    decode: { ...c.decode, poolTokens: CONTEXT },
  }));
  live = await startLive(['--scenario', file.path]);
});
afterAll(async () => {
  await live?.stop();
  file?.remove();
});

/** The error's message, wherever the router put it. */
const messageOf = (body: Json): string =>
  typeof body.error === 'object' ? body.error.message : body.message;

/** A user message whose chat prompt is exactly `tokens` tokens long. */
function userContent(tokens: number): string {
  const frame = countTokens(chatPrompt([{ role: 'user', content: '' }]));
  return 'hello '.repeat(tokens).slice(0, tokens - frame);
}

const chat = (content: string, extra: Record<string, unknown> = {}) =>
  post(`${live.router}/v1/chat/completions`, {
    model: 'm',
    messages: [{ role: 'user', content }],
    temperature: 0,
    ...extra,
  });

describe('test_request_length_validation.py', { timeout: 60_000 }, () => {
  it('test_input_length_longer_than_context_length: BadRequestError naming the context length', async () => {
    const r = await chat('hello '.repeat(200));
    expect(r.status).toBe(400);
    expect(messageOf(r.json())).toContain("is longer than the model's context length");
  });

  it('test_input_length_longer_than_maximum_allowed_length: at exactly the context, the same', async () => {
    expect(countTokens(chatPrompt([{ role: 'user', content: userContent(CONTEXT) }]))).toBe(
      CONTEXT,
    );
    const r = await chat(userContent(CONTEXT));
    expect(r.status).toBe(400);
    expect(messageOf(r.json())).toContain("is longer than the model's context length");
  });

  it('test_input_length_longer_than_context_length_streaming: a 400 before any stream', async () => {
    const client = new OpenAI({ apiKey: KEY, baseURL: `${live.router}/v1`, maxRetries: 0 });
    await expect(
      client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hello '.repeat(200) }],
        temperature: 0,
        stream: true,
      }),
    ).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('test_max_tokens_validation: max_tokens above the context is "max_completion_tokens is too large"', async () => {
    const r = await chat('hello ', { max_tokens: 1200 });
    expect(r.status).toBe(400);
    expect(messageOf(r.json())).toContain('max_completion_tokens is too large');
  });

  it('the native /generate streams the same refusal in a 200 (http_server.py stream_results)', async () => {
    const r = await post(`${live.router}/generate`, { text: 'x'.repeat(CONTEXT), stream: true });
    expect(r.status).toBe(200);
    const e = events(r.text);
    expect(e.done).toBe(true);
    expect(e.messages).toHaveLength(1);
    expect(e.messages[0].error.message).toContain("is longer than the model's context length");
  });
});
