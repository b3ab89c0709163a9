// @vitest-environment node
/**
 * The official openai SDK and an SSE client (eventsource) against the real server: chat and
 * completions, whole and streamed, the models list, SGLang's 400 as the SDK's error, and the
 * live stream the browser reads.
 */
import { EventSource } from 'eventsource';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLive, type LiveMessage } from '../../src/wire/live';
import { auth, curl, startLive, type Live } from './harness';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => {
  await live.stop();
});

const client = (key: string) =>
  new OpenAI({ apiKey: key, baseURL: `${live.router}/v1`, maxRetries: 0, timeout: 30_000 });

describe('live: the openai SDK', { timeout: 60_000 }, () => {
  it('lists the model and answers a chat completion from the tenant’s own words', async () => {
    const models = await client('a').models.list();
    expect(models.data.map((m) => m.id)).toEqual(['stale-pages/stand-in']);
    const r = await client('a').chat.completions.create({
      model: 'stale-pages/stand-in',
      messages: [{ role: 'user', content: 'lighthouse keepers log' }],
      max_tokens: 5,
    });
    expect(r.choices[0]!.message.content).toMatch(/lighthouse|keepers|log|user:|assistant:/);
    expect(r.usage?.completion_tokens).toBe(5);
  });

  it('streams a completion chunk by chunk', async () => {
    const stream = await client('b').completions.create({
      model: 'stale-pages/stand-in',
      prompt: 'alpha beta gamma',
      max_tokens: 4,
      stream: true,
    });
    const parts: string[] = [];
    for await (const c of stream) parts.push(c.choices[0]!.text);
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toMatch(/alpha|beta|gamma/);
  });

  it('raises SGLang’s 400 for a prompt as long as the context window', async () => {
    const ids = new Array<number>(1_048_576).fill(0);
    const err = await client('c')
      .completions.create({ model: 'stale-pages/stand-in', prompt: ids, max_tokens: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect((err as InstanceType<typeof OpenAI.APIError>).status).toBe(400);
    // the SDK reads `error.message` from a body: sgl-router (this stand-in's router) wraps the
    // prefill's error there; under mini_lb the SDK says "(no body)" (tests/live/sdkErrors.test.ts)
    expect(String((err as Error).message)).toBe(
      '400 Prefill server error (400 Bad Request): {"object":"error","message":"The input (1048576 tokens) is longer than the model\'s context length (1048576 tokens).","type":"BadRequestError","param":null,"code":400}',
    );
  });
});

describe('live: the browser’s stream through an SSE client', { timeout: 60_000 }, () => {
  it('starts with the session, then shows each request as the router takes it in', async () => {
    const es = new EventSource(`${live.router}/live/events`);
    const seen: LiveMessage[] = [];
    const got = (pred: (m: LiveMessage) => boolean) =>
      new Promise<LiveMessage>((resolve) => {
        const hit = seen.find(pred);
        if (hit) return resolve(hit);
        es.addEventListener('message', function on(ev) {
          const m = decodeLive(ev.data as string);
          if (m && pred(m)) {
            es.removeEventListener('message', on);
            resolve(m);
          }
        });
      });
    es.addEventListener('message', (ev) => {
      const m = decodeLive(ev.data as string);
      if (m) seen.push(m);
    });
    try {
      const hello = await got((m) => m.type === 'session');
      expect(hello.type === 'session' && hello.scenario.tenants.map((t) => t.id)).toEqual([
        'a',
        'b',
        'c',
        'd',
      ]);
      const body = JSON.stringify({
        text: 'watched words',
        sampling_params: { max_new_tokens: 2 },
      });
      const r = await curl([...auth('d'), '-d', body, `${live.router}/generate`]);
      const id = r.headers['x-stand-in-request'];
      const req = await got((m) => m.type === 'request' && m.spec.id === id);
      expect(req.type === 'request' && req.spec.text).toBe('watched words');
      await got((m) => m.type === 'tick' && req.type === 'request' && m.tick > req.spec.arrival);
    } finally {
      es.close();
    }
  });
});
