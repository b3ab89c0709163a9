// @vitest-environment node
/**
 * A live view's stream (live/routes/watch.ts `viewSender`, through @fastify/sse): its first
 * message says how soon to reconnect; while the view's socket is full, lines wait in one queue
 * with one 'drain' listener (not a pending send each); a view with more than `limit` bytes
 * unread is cut off. Last, the same over a real socket and the real plugin.
 */
import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import fastifySse from '@fastify/sse';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { viewSender } from '../../live/routes/watch';

/** A view whose socket holds `room` bytes, then needs a drain; `read()` empties it. */
function view(room = Infinity) {
  const v = Object.assign(new EventEmitter(), {
    sent: [] as unknown[],
    writableLength: 0,
    writableNeedDrain: false,
    destroyed: 0,
    isConnected: true,
    send(m: unknown) {
      v.sent.push(m);
      v.writableLength += JSON.stringify(m).length;
      if (v.writableLength > room) v.writableNeedDrain = true;
      return Promise.resolve();
    },
    destroy() {
      v.destroyed += 1;
      v.isConnected = false;
    },
    read() {
      v.writableLength = 0;
      v.writableNeedDrain = false;
      v.emit('drain');
    },
  });
  return v;
}

describe('a live view’s stream', () => {
  it('sends the first line with the reconnection delay, then the lines as they are', () => {
    const v = view();
    const send = viewSender(v, v, 1e9);
    send('{"type":"session"}');
    send('{"type":"tick"}');
    expect(v.sent).toEqual([{ data: '{"type":"session"}', retry: 1000 }, '{"type":"tick"}']);
  });

  it('holds lines while the socket is full, with one drain listener, and sends them in order once it drains', () => {
    const v = view(100);
    const send = viewSender(v, v, 1e9);
    for (let i = 0; i < 50; i++) send(`{"n":${i},"pad":"${'x'.repeat(40)}"}`);
    const early = v.sent.length;
    expect(early).toBeLessThan(50);
    expect(v.listenerCount('drain')).toBe(1);
    while (v.sent.length < 50) v.read();
    expect(v.sent.slice(1).map((m) => (JSON.parse(m as string) as { n: number }).n)).toEqual(
      Array.from({ length: 49 }, (_, i) => i + 1),
    );
    expect(v.listenerCount('drain')).toBe(0);
  });

  it('cuts off a view that leaves more than the limit unread, once, and holds nothing more', () => {
    const v = view(500);
    const send = viewSender(v, v, 2000);
    const line = 'x'.repeat(300);
    for (let i = 0; i < 40; i++) send(line);
    expect(v.destroyed).toBe(1);
    expect(v.sent.length).toBeLessThan(10);
    v.read(); // a drain after the cut-off sends nothing
    expect(v.sent.length).toBeLessThan(10);
  });

  it('keeps a view that reads, however much is sent', () => {
    const v = view(1000);
    const send = viewSender(v, v, 1000);
    for (let i = 0; i < 100; i++) {
      send('y'.repeat(300));
      v.read();
    }
    expect(v.destroyed).toBe(0);
    expect(v.sent).toHaveLength(100);
  });

  it('cuts off a view whose write fails', async () => {
    const v = view();
    v.send = () => Promise.reject(new Error('SSE connection is closed'));
    viewSender(v, v, 1e9)('{"type":"tick"}');
    await new Promise((r) => setImmediate(r));
    expect(v.destroyed).toBe(1);
  });
});

describe('a live view over a real socket and @fastify/sse', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => close?.());

  it('a view that stops reading holds few listeners, gets every line framed once it reads, and is cut off past the limit', async () => {
    const app = Fastify();
    await app.register(fastifySse, { heartbeatInterval: 60_000 });
    const views: {
      send: (l: string) => void;
      raw: { listenerCount(e: string): number; destroyed: boolean };
    }[] = [];
    // each view, as its handler has set it up (resolved there: no polling)
    let opened: (() => void) | null = null;
    const nextView = () => new Promise<void>((r) => (opened = r));
    app.get('/ev', { sse: { kind: 'manual', serializer: String } }, async (req, reply) => {
      reply.sse.keepAlive();
      const limit = Number((req.query as { limit: string }).limit);
      const send = viewSender(reply.sse, reply.raw, limit);
      // as the live route does: the session message goes out before the handler returns (an
      // async handler that returns with nothing sent gets an empty reply from fastify)
      send('{"type":"session"}');
      views.push({ send, raw: reply.raw });
      opened?.();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as { port: number };
    const open = async (limit: number) => {
      const ready = nextView();
      const sock = connect(port, '127.0.0.1');
      sock.write(`GET /ev?limit=${limit} HTTP/1.1\r\nHost: x\r\n\r\n`);
      let text = '';
      sock.on('data', (d: Buffer) => (text += d.toString()));
      /** resolves once what has arrived contains `s` (checked as each chunk comes in) */
      const received = (s: string) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!text.includes(s)) return;
            sock.off('data', check);
            resolve();
          };
          sock.on('data', check);
          check();
        });
      await ready;
      return { sock, text: () => text, received };
    };
    const line = (i: number) => JSON.stringify({ type: 'tick', n: i, pad: 'x'.repeat(200) });

    // a view that pauses under 8 MB of lines (its limit), then reads
    const a = await open(8e6);
    a.sock.pause();
    const n = 20_000;
    let most = 0;
    for (let i = 0; i < n; i++) {
      views[0]!.send(line(i));
      if (i % 500 === 0) {
        most = Math.max(most, views[0]!.raw.listenerCount('drain'));
        await new Promise((r) => setImmediate(r));
      }
    }
    expect(most).toBeLessThanOrEqual(2); // ours, and at most one of the plugin's
    a.sock.resume();
    await a.received(`"n":${n - 1},`);
    const ns = [...a.text().matchAll(/^data: \{"type":"tick","n":(\d+),/gm)].map((m) => +m[1]!);
    expect(ns).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(a.text()).toMatch(/^retry: 1000$/m);
    a.sock.destroy();

    // a view that never reads, with a 64 KB limit: cut off
    const b = await open(65_536);
    b.sock.pause();
    for (let i = 0; i < n && !views[1]!.raw.destroyed; i++) {
      views[1]!.send(line(i));
      if (i % 500 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(views[1]!.raw.destroyed).toBe(true);
    b.sock.destroy();
  });
});
