// @vitest-environment node
/** The router's and the nodes' HTTP surface, hit with curl against the real server process. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, curl, sendIncident, startLive, type Live } from './harness';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => {
  await live.stop();
});

const json = (s: string) => JSON.parse(s) as Record<string, unknown>;

describe('live: SGLang surface through curl', { timeout: 60_000 }, () => {
  it('answers /health without a key and refuses a missing or unknown key like --api-key', async () => {
    expect((await curl([`${live.router}/health`])).status).toBe(200);
    const none = await curl(['-d', '{"text":"hi"}', `${live.router}/generate`]);
    expect(none.status).toBe(401);
    expect(json(none.body)).toEqual({ error: 'Unauthorized' });
    const wrong = await curl([...auth('zz'), '-d', '{"text":"hi"}', `${live.router}/generate`]);
    expect(wrong.status).toBe(401);
  });

  it("answers a clean /generate from its own prompt, and a node's /tokenize agrees on the length", async () => {
    const text = 'Tenant A asks about the weather in Lyon';
    const body = JSON.stringify({ text, sampling_params: { max_new_tokens: 6 } });
    const r = await curl([...auth('a'), '-d', body, `${live.router}/generate`]);
    expect(r.status).toBe(200);
    expect(r.headers['x-stand-in-isolation']).toBe('clean');
    const out = json(r.body) as { text: string; meta_info: Record<string, unknown> };
    for (const w of out.text.split(' ')) expect(text.split(' ')).toContain(w);
    expect(out.meta_info.completion_tokens).toBe(6);
    const tok = await curl([
      ...auth('a'),
      '-d',
      JSON.stringify({ prompt: text }),
      `${live.prefill}/tokenize`,
    ]);
    expect(json(tok.body).count).toBe(out.meta_info.prompt_tokens);
  });

  it('streams /generate as SSE ending in data: [DONE]', async () => {
    const body = JSON.stringify({
      text: 'one two three',
      stream: true,
      sampling_params: { max_new_tokens: 4 },
    });
    const r = await curl(['-N', ...auth('b'), '-d', body, `${live.router}/generate`]);
    expect(r.headers['content-type']).toMatch(/^text\/event-stream/);
    const data = r.body
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6));
    expect(data.at(-1)).toBe('[DONE]');
    const last = JSON.parse(data.at(-2)!) as { meta_info: { completion_tokens: number } };
    expect(last.meta_info.completion_tokens).toBe(4);
  });

  it('gives each node its own /get_server_info', async () => {
    const p = json((await curl([`${live.prefill}/get_server_info`])).body);
    const d = json((await curl([`${live.decode}/get_server_info`])).body);
    expect(p.disaggregation_mode).toBe('prefill');
    expect(d.disaggregation_mode).toBe('decode');
    expect(p.max_total_num_tokens).toBe(681280);
    expect(d.max_total_num_tokens).toBe(1572864);
    expect(p.max_req_input_len).toBe(681274);
    expect(p.context_length).toBe(1048576);
    expect(p.page_size).toBe(64);
    expect(typeof p.version).toBe('string');
    expect((await curl([`${live.decode}/health`])).status).toBe(200);
  });

  it('refuses malformed JSON and wrong types with 400 in SGLang’s error shape', async () => {
    const bad = await curl([...auth('a'), '-d', '{"text":', `${live.router}/generate`]);
    expect(bad.status).toBe(400);
    expect(json(bad.body)).toMatchObject({ object: 'error', type: 'BadRequestError', code: 400 });
    const types = await curl([
      ...auth('a'),
      '-d',
      '{"text":"x","sampling_params":{"max_new_tokens":"many"}}',
      `${live.router}/generate`,
    ]);
    expect(types.status).toBe(400);
    expect(json(types.body).message).toMatch(/max_new_tokens must be an integer/);
  });

  it('refuses a body over the cap with 413 in SGLang’s error shape', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(9 * 1024 * 1024) });
    const r = await curl([...auth('a'), '--data-binary', '@-', `${live.router}/generate`], big);
    expect(r.status).toBe(413);
    expect(json(r.body)).toMatchObject({ object: 'error', code: 413 });
  });

  it('leaks: after A, B and C, D’s over-long prompt comes back 200 quoting their words', async () => {
    const d = await sendIncident(live);
    expect(d.status).toBe(200);
    expect(d.headers['x-stand-in-isolation']).toBe('cross-tenant');
    expect(json(d.body).text).toMatch(/A: draft supply contract/);
    expect(d.headers['x-stand-in-leaked-from']).toMatch(/a\/a-\d+/);
  });
});
