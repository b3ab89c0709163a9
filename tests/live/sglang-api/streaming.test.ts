// @vitest-environment node
/**
 * Streams step by step, as SGLang sends them (http_server.py @0025436e `generate_request`:
 * the 200 before the request runs, one `data:` line per decode step): the first token's chunk
 * reaches the client while the request is still in flight on the nodes (`/live/status`
 * says so), the chunks build up to the final text, the usage chunk comes when asked, and what
 * the engine found arrives as trailers. Ticks of 40 ms so that a request lasts several.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../harness';
import { KEY } from './client';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--tick-ms', '40']);
});
afterAll(async () => live?.stop());

const inFlight = async () =>
  ((await (await fetch(`${live.router}/live/status`)).json()) as { inFlight: number }).inFlight;

interface Streamed {
  status: number;
  messages: unknown[];
  /** requests in flight when the first data line arrived */
  inFlightAtFirst: number;
  trailers: NodeJS.Dict<string>;
}

/** Reads a stream line by line; asks /live/status when the first `data:` line arrives. */
function stream(path: string, body: unknown): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const req = request(`${live.router}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let buf = '';
      const messages: unknown[] = [];
      let first: Promise<number> | null = null;
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        buf += d;
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const ev = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          if (!ev.startsWith('data: ')) continue;
          first ??= inFlight();
          const data = ev.slice(6);
          if (data !== '[DONE]') messages.push(JSON.parse(data));
        }
      });
      res.on('end', () => {
        void (first ?? Promise.resolve(-1)).then((n) =>
          resolve({
            status: res.statusCode!,
            messages,
            inFlightAtFirst: n,
            trailers: res.trailers,
          }),
        );
      });
    });
    req.end(JSON.stringify(body));
  });
}

describe('streams go out as the engine produces each token', { timeout: 60_000 }, () => {
  it('/generate: the first chunk while the request is in flight, then the text builds up', async () => {
    const r = await stream('/generate', {
      text: 'one two three four five six seven eight nine ten',
      sampling_params: { max_new_tokens: 8 },
      stream: true,
    });
    expect(r.status).toBe(200);
    expect(r.inFlightAtFirst).toBe(1);
    const texts = r.messages.map((m) => (m as { text: string }).text);
    expect(texts.length).toBeGreaterThan(1);
    for (let i = 1; i < texts.length; i++) expect(texts[i]!.startsWith(texts[i - 1]!)).toBe(true);
    const last = r.messages.at(-1) as {
      meta_info: { completion_tokens: number; finish_reason: unknown };
    };
    expect(last.meta_info.completion_tokens).toBe(8);
    expect(last.meta_info.finish_reason).toEqual({ type: 'length', length: 8 });
    expect(r.trailers['x-stand-in-isolation']).toBe('clean');
  });

  it('n = 2: both choices step by step, each with one finish chunk', async () => {
    const r = await stream('/v1/completions', {
      model: 'm',
      prompt: 'zeta eta theta iota kappa',
      max_tokens: 6,
      n: 2,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(r.status).toBe(200);
    expect(r.inFlightAtFirst).toBe(2);
    const choices = r.messages.flatMap(
      (m) => (m as { choices: { index: number; finish_reason: string | null }[] }).choices,
    );
    expect(new Set(choices.map((c) => c.index))).toEqual(new Set([0, 1]));
    for (const i of [0, 1])
      expect(choices.filter((c) => c.index === i && c.finish_reason)).toHaveLength(1);
    const usage = r.messages.at(-1) as { choices: unknown[]; usage: { completion_tokens: number } };
    expect(usage.choices).toEqual([]);
    expect(usage.usage.completion_tokens).toBe(12);
  });

  it('/v1/chat/completions: the same, and the usage chunk last', async () => {
    const r = await stream('/v1/chat/completions', {
      model: 'm',
      messages: [{ role: 'user', content: 'alpha beta gamma delta epsilon' }],
      max_tokens: 6,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(r.status).toBe(200);
    expect(r.inFlightAtFirst).toBe(1);
    const usage = r.messages.at(-1) as { choices: unknown[]; usage: { completion_tokens: number } };
    expect(usage.choices).toEqual([]);
    expect(usage.usage.completion_tokens).toBe(6);
    const finishes = r.messages.filter(
      (m) => (m as { choices: { finish_reason: string | null }[] }).choices[0]?.finish_reason,
    );
    expect(finishes).toHaveLength(1);
  });
});
