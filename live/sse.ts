/**
 * Server-Sent Events framing on a raw response (no maintained fastify SSE plugin is installed
 * here; the framing is a few lines, tested in tests/live/sse.test.ts). `data:` lines carry
 * JSON, so they never hold a newline; a comment line keeps idle connections open through
 * proxies. A client that does not read (its socket buffer above `maxBuffered`) is cut off:
 * memory stays bounded, and an EventSource reconnects and starts again from a fresh message.
 */
import type { ServerResponse } from 'node:http';

export interface SseOptions {
  /** bytes waiting in the socket before the client counts as stuck */
  maxBuffered?: number;
  /** keep-alive comment period */
  pingMs?: number;
  /** the reconnection delay the client is told (`retry:`) */
  retryMs?: number;
}

export interface SseStream {
  send(data: string): boolean;
  end(): void;
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

/** One SSE message: each line of `data` on its own `data:` line, then a blank line. */
export function frame(data: string): string {
  return (
    data
      .split(/\r\n|\r|\n/)
      .map((l) => `data: ${l}\n`)
      .join('') + '\n'
  );
}

export function openSse(res: ServerResponse, o: SseOptions = {}): SseStream {
  const maxBuffered = o.maxBuffered ?? 4 * 1024 * 1024;
  let closed = false;
  const closers: (() => void)[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    for (const fn of closers) fn();
  };
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${o.retryMs ?? 1000}\n\n`);
  const ping = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, o.pingMs ?? 15_000);
  res.on('close', close);
  return {
    send(data) {
      if (closed) return false;
      if (res.writableLength > maxBuffered) {
        res.destroy();
        close();
        return false;
      }
      res.write(frame(data));
      return true;
    },
    end() {
      if (!closed) res.end();
      close();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}
