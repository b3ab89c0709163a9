/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument --
   the answers are read as untyped JSON, as SGLang's tests read them */
/**
 * Each router at the HTTP edge, as its code behaves (the cases of edgeSglRouter.test.ts and
 * edgeMiniLb.test.ts, one stand-in per file): the content types it refuses and how, the error
 * body it writes for a refused prompt, its `/get_server_info`, a streamed refusal, and a prompt
 * without `max_new_tokens` just under the context. Sources in src/wire/errors.ts and
 * live/routes/contentType.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RouterKind } from '../../../src/engine';
import { NODE_MEDIA_MESSAGE } from '../../../live/routes/contentType';
import { curl, type Live } from '../harness';
import { KEY, events, get, post } from './client';

/** The incident's context window: 1,048,576 tokens. */
const CONTEXT = 1_048_576;

const words = (tokens: number) => 'ledger entry '.repeat(Math.ceil(tokens / 13)).slice(0, tokens);

export function edgeCases(router: RouterKind, live: () => Live) {
  const body = JSON.stringify({ text: 'hello', sampling_params: { max_new_tokens: 2 } });
  const formPost = (url: string, type: string) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': type },
      body,
    });
  /** A body with no Content-Type header at all (curl drops it for an empty `-H 'Content-Type:'`). */
  const untyped = async (url: string) =>
    (await curl(['-H', 'Content-Type:', '-H', `Authorization: Bearer ${KEY}`, '-d', body, url]))
      .status;

  describe(`${router} at the HTTP edge`, { timeout: 60_000 }, () => {
    it('refuses a form-typed body as its code does; a node refuses it with 400', async () => {
      const form = await formPost(`${live().router}/generate`, 'application/x-www-form-urlencoded');
      if (router === 'sgl-router') {
        expect(form.status).toBe(415);
        expect(await form.text()).toBe('Expected request with `Content-Type: application/json`');
        expect(await untyped(`${live().router}/generate`)).toBe(415);
      } else {
        expect(form.status).toBe(422);
        const body = (await form.json()) as { detail: { type: string; loc: string[] }[] };
        expect(body.detail[0]).toMatchObject({ type: 'dict_type', loc: ['body'] });
        // FastAPI reads a body without a content type as JSON
        expect(await untyped(`${live().router}/generate`)).toBe(200);
      }
      expect((await formPost(`${live().router}/generate`, 'application/json')).status).toBe(200);
      const node = await fetch(`${live().prefill}/tokenize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: JSON.stringify({ prompt: 'hello' }),
      });
      expect(node.status).toBe(400);
      expect(await node.json()).toEqual({
        object: 'error',
        message: NODE_MEDIA_MESSAGE,
        type: 'Bad Request',
        param: null,
        code: 400,
      });
    });

    it('writes a refused prompt’s error in its own shape, per route', async () => {
      const text = words(CONTEXT + 10);
      const gen = await post(`${live().router}/generate`, { text });
      const chat = await post(`${live().router}/v1/chat/completions`, {
        model: 'm',
        messages: [{ role: 'user', content: text }],
      });
      expect(gen.status).toBe(400);
      expect(chat.status).toBe(400);
      if (router === 'sgl-router') {
        // the gateway's envelope around the prefill's relayed refusal
        for (const r of [gen, chat]) {
          const e = r.json().error;
          expect(e.type).toBe('bad_request');
          expect(e.code).toBe('prefill_bad_request');
          expect(e.message).toMatch(/^Prefill server error \(400 Bad Request\): \{/);
          expect(e.message).toContain("is longer than the model's context length");
        }
        // the prefill's raw body, as its route writes it (audit M2)
        expect(gen.json().error.message).toMatch(/\): \{"error":\{"message":"The input/);
        expect(chat.json().error.message).toMatch(/\): \{"object":"error","message":"The input/);
      } else {
        // the decode node's own body: /generate's ValueError shape, the OpenAI ErrorResponse
        expect(gen.json()).toEqual({
          error: { message: expect.stringContaining("is longer than the model's context length") },
        });
        expect(chat.json()).toMatchObject({
          object: 'error',
          type: 'BadRequestError',
          param: null,
          code: 400,
        });
      }
    });

    it('streams a refused /generate as a 200 with the error in the stream', async () => {
      const r = await post(`${live().router}/generate`, {
        text: words(CONTEXT + 10),
        stream: true,
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const e = events(r.text);
      expect(e.done).toBe(true);
      expect(e.messages).toHaveLength(1);
      // both routers pass the decode's own stream through (mini_lb.py @001c2ae0
      // `generate_stream`; dispatch.rs @03744dbe: both nodes answer a stream 200, so the
      // prefill never failed for the gateway): the decode node's own message
      const message = `The input (${CONTEXT + 10} tokens) is longer than the model's context length (${CONTEXT} tokens).`;
      expect(e.messages).toEqual([{ error: { message } }]);
    });

    it('an OpenAI stream its checks refuse: sgl-router relays the 400, mini_lb streams the decode’s bytes', async () => {
      const r = await post(`${live().router}/v1/chat/completions`, {
        model: 'm',
        messages: [{ role: 'user', content: words(CONTEXT + 10) }],
        stream: true,
      });
      if (router === 'sgl-router') {
        // both nodes answer a non-2xx before streaming: the gateway relays the prefill's
        expect(r.status).toBe(400);
        expect(r.json().error.code).toBe('prefill_bad_request');
      } else {
        // mini_lb.py @001c2ae0 `generate_stream`: its StreamingResponse is 200 whatever the
        // decode answered, and carries the decode's bytes as they are (no `data:` framing)
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(r.json()).toMatchObject({ object: 'error', type: 'BadRequestError', code: 400 });
      }
    });

    it('a /generate stream over the total length: the decode’s own line under either router', async () => {
      const r = await post(`${live().router}/generate`, {
        text: words(CONTEXT - 10),
        // above the engine's 4,096: the stand-in refuses it at its edge (`engineRequests`)
        sampling_params: { max_new_tokens: 5000 },
        stream: true,
      });
      expect(r.status).toBe(200);
      const e = events(r.text);
      expect(e.done).toBe(true);
      expect(e.messages).toEqual([
        { error: { message: expect.stringMatching(/^Requested token count exceeds/) } },
      ]);
    });

    it('answers /get_server_info as its code does', async () => {
      const info = (await get(`${live().router}/get_server_info`)).json();
      const states = info.internal_states;
      expect(states[0].router).toBe(router);
      expect(states[0].router_code).toMatch(
        router === 'sgl-router' ? /dispatch\.rs/ : /mini_lb\.py/,
      );
      if (router === 'sgl-router') {
        expect(info.disaggregation_mode).toBe('prefill');
        expect(info.max_total_num_tokens).toBe(681_280);
      } else {
        expect(info.prefill[0].disaggregation_mode).toBe('prefill');
        expect(info.decode[0].disaggregation_mode).toBe('decode');
        expect(info.internal_states).toEqual(info.decode[0].internal_states);
      }
    });

    it('answers /server_info as its code does; each node serves it as /get_server_info', async () => {
      const served = await get(`${live().router}/server_info`);
      if (router === 'sgl-router') {
        // the gateway's build_app (sgl-model-gateway/src/server.rs @04902695): one handler
        expect(served.status).toBe(200);
        expect(served.json()).toEqual((await get(`${live().router}/get_server_info`)).json());
      } else {
        // mini_lb.py @001c2ae0 routes only /get_server_info: FastAPI's own 404
        expect(served.status).toBe(404);
        expect(served.json()).toEqual({ detail: 'Not Found' });
      }
      for (const node of [live().prefill, live().decode]) {
        const r = await get(`${node}/server_info`);
        expect(r.status).toBe(200);
        expect(r.json()).toEqual((await get(`${node}/get_server_info`)).json());
      }
    });

    it('a whole-answer client that leaves: mini_lb lets the nodes serve it, sgl-router cancels it', async () => {
      const text = `leaving client ${router}`;
      const left = await curl([
        '--max-time',
        '0.3',
        '-H',
        `Authorization: Bearer ${KEY}`,
        '-d',
        JSON.stringify({ text, sampling_params: { max_new_tokens: 300 } }),
        `${live().router}/generate`,
      ]).catch((e: { code?: number }) => e);
      expect((left as { code?: number }).code).toBe(28); // curl: operation timed out
      // wait for the state, not for time: nothing left in flight
      await vi.waitFor(
        async () => expect((await get(`${live().router}/live/status`)).json().inFlight).toBe(0),
        { timeout: 15_000, interval: 25 },
      );
      const scenario = (await get(`${live().router}/live/scenario`)).json();
      const spec = scenario.requests.find((r: { text?: string }) => r.text === text);
      if (router === 'mini_lb') expect(spec.abortAt).toBeUndefined();
      else expect(spec.abortAt).toBeGreaterThanOrEqual(spec.arrival);
    });

    it('skips the total-length check for a prompt without max_new_tokens (SGLang: is not None)', async () => {
      // above the prefill's limit (681,274), below the decode's (1,048,570): prompt + 16 would
      // exceed the context, and SGLang does not check it: the request goes down the leak path
      const r = await post(`${live().router}/generate`, { text: words(1_048_565) });
      expect(r.status).toBe(200);
      expect(r.json().meta_info.completion_tokens).toBeLessThanOrEqual(11);
      const asked = await post(`${live().router}/generate`, {
        text: words(1_048_565),
        sampling_params: { max_new_tokens: 16 },
      });
      expect(asked.status).toBe(400);
      expect(JSON.stringify(asked.json())).toContain('Requested token count exceeds');
    });
  });
}
