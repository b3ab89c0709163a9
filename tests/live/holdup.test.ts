// @vitest-environment node
/**
 * It holds up against the real server process: many clients at once, a live view that stops
 * reading (cut off by the server), a long session (the nodes' restart bounds what is kept), and
 * the request timeout. Functional: no timing bound.
 */
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from './harness';

let live: Live;
/** a second deployment with a short request timeout (under load, a short one refuses slow parsers) */
let short: Live;
beforeAll(async () => {
  [live, short] = await Promise.all([
    startLive(['--watch-buffer', '65536']),
    startLive(['--request-timeout-ms', '500']),
  ]);
});
afterAll(async () => {
  await Promise.all([live?.stop(), short?.stop()]);
});

interface Status {
  epoch: number;
  requests: number;
  maxRequests: number;
  inFlight: number;
  drainingEpochs: number;
  watchers: number;
}
const status = async () => (await (await fetch(`${live.router}/live/status`)).json()) as Status;

function generate(key: string | null, body: string) {
  return fetch(`${live.router}/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body,
  });
}
const small = (text: string, n = 1) =>
  JSON.stringify({ text, sampling_params: { max_new_tokens: n } });

/** A GET or POST whose response is handed over paused: the caller reads it when it wants. */
function paused(path: string, key?: string, body?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${live.router}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
    });
    req.on('response', (res) => {
      res.pause();
      resolve(res);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads the rest of a response; resolves with what came and how it ended. */
function drain(res: IncomingMessage): Promise<{ text: string; ended: 'end' | 'error' }> {
  return new Promise((resolve) => {
    let text = '';
    res.on('data', (d: Buffer) => (text += d.toString()));
    res.on('end', () => resolve({ text, ended: 'end' }));
    res.on('error', () => resolve({ text, ended: 'error' }));
    res.resume();
  });
}

async function waitFor<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean) {
  for (let i = 0; i < 2000; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`never: ${what}`);
}

describe('live: it holds up', { timeout: 120_000 }, () => {
  it('answers 100 clients at once, each with its own status', async () => {
    const kinds = Array.from({ length: 100 }, (_, i) => i % 10);
    const rs = await Promise.all(
      kinds.map((k, i) =>
        k === 0
          ? generate(null, small('no key'))
          : k === 1
            ? generate('a', '{"text":')
            : generate('abcd'[i % 4]!, small(`client ${i} asks`, 2)),
      ),
    );
    const want = kinds.map((k) => (k === 0 ? 401 : k === 1 ? 400 : 200));
    expect(rs.map((r) => r.status)).toEqual(want);
    const bodies = await Promise.all(rs.map((r) => r.json() as Promise<Record<string, unknown>>));
    for (const [i, b] of bodies.entries())
      if (want[i] === 200) expect(b.text).toMatch(/client|asks|\d+/);
      else if (want[i] === 400) expect(b).toMatchObject({ object: 'error', code: 400 });
    expect((await status()).inFlight).toBe(0);
  });

  // A client reading its answer stream slowly is not tested here: an answer stream is at most
  // about 22 KB (the output quotes a few tokens), which the kernel's socket buffers take whole,
  // so the server never feels it. Backpressure on a stream is tested in sse.test.ts.

  it('cuts off a live view that stops reading, and goes on serving everyone else', async () => {
    const before = (await status()).watchers;
    const stuck = await paused('/live/events');
    await waitFor('the view is watching', status, (s) => s.watchers === before + 1);
    // each request is broadcast with up to 2,000 characters of its text; the kernel's buffers
    // (up to 4 MB for the server's send side here) fill first, then the server's own 64 KB
    // (--watch-buffer 65536): about 2,000 requests. Sent until the server lets the view go,
    // up to 5,000 (about 10 MB): a server without the cut-off fails below.
    const words = 'a view that stopped reading '.repeat(72);
    let sent = 0;
    while (sent < 5000 && (await status()).watchers > before) {
      const rs = await Promise.all(Array.from({ length: 100 }, () => generate('d', small(words))));
      expect(rs.map((r) => r.status)).toEqual(Array(100).fill(200));
      sent += 100;
    }
    // the server, not this test, closed the view: it is no longer counted, and its connection
    // ends once what was already on the wire is read
    expect((await status()).watchers, `still watching after ${sent} requests`).toBe(before);
    await drain(stuck);
    // a view that reads is served from a fresh session message
    const fresh = await paused('/live/events');
    const first = await new Promise<string>((resolve) => {
      let s = '';
      fresh.on('data', (d: Buffer) => {
        s += d.toString();
        if (s.includes('"type":"session"')) resolve(s);
      });
      fresh.resume();
    });
    expect(first).toMatch(/data: \{"type":"session"/);
    fresh.destroy();
    await waitFor('the fresh view gone', status, (s) => s.watchers === before);
  });

  it('restarts the nodes before a long session outgrows a scenario file: what is kept stays bounded', async () => {
    const start = await status();
    const seen: Status[] = [];
    for (let batch = 0; batch < 12; batch++) {
      const rs = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          generate('abcd'[i % 4]!, small(`long ${batch}.${i}`)),
        ),
      );
      expect(rs.every((r) => r.status === 200)).toBe(true);
      seen.push(await status());
    }
    for (const s of seen) expect(s.requests).toBeLessThanOrEqual(s.maxRequests);
    const end = seen.at(-1)!;
    // 1,200 requests: at most 500 per epoch, so at least two restarts
    expect(end.epoch).toBeGreaterThanOrEqual(start.epoch + 2);
    await waitFor('the old epochs drained', status, (s) => s.drainingEpochs === 0);
    const exported = (await (await fetch(`${live.router}/live/scenario`)).json()) as {
      requests: unknown[];
    };
    expect(exported.requests.length).toBe((await status()).requests);
    expect(exported.requests.length).toBeLessThanOrEqual(end.maxRequests);
  });

  it('answers a client that never finishes its body with 408 in SGLang’s error shape', async () => {
    const sock = connect(Number(new URL(short.router).port), '127.0.0.1');
    let got = '';
    const closed = new Promise<void>((resolve) => sock.on('close', () => resolve()));
    sock.on('data', (d: Buffer) => (got += d.toString()));
    sock.write(
      'POST /generate HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer a\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text": "never fin',
    );
    await closed;
    const [head, body] = got.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    const err = JSON.parse(body!) as Record<string, unknown>;
    expect(err).toMatchObject({ object: 'error', type: 'RequestTimeoutError', code: 408 });
    expect(err.message).toMatch(/timeout/i);
    const after = await fetch(`${short.router}/generate`, {
      method: 'POST',
      headers: { authorization: 'Bearer a', 'content-type': 'application/json' },
      body: small('after the timeout'),
    });
    expect(after.status).toBe(200);
  });
});
