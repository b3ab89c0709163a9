// @vitest-environment node
/** The SSE writer (live/sse.ts): framing, and a client that stops reading is cut off. */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { frame, openSse } from '../../live/sse';

/** A response whose socket never drains: every write stays buffered. */
function stuckResponse() {
  const r = new EventEmitter() as EventEmitter & {
    written: string[];
    writableLength: number;
    destroyed: boolean;
    writeHead(): void;
    write(s: string): boolean;
    end(): void;
    destroy(): void;
  };
  r.written = [];
  r.writableLength = 0;
  r.destroyed = false;
  r.writeHead = () => undefined;
  r.write = (s: string) => {
    r.written.push(s);
    r.writableLength += Buffer.byteLength(s);
    return false;
  };
  r.end = () => r.emit('close');
  r.destroy = () => {
    r.destroyed = true;
    r.emit('close');
  };
  return r;
}

describe('live/sse', () => {
  it('frames each line of a message on its own data: line, then a blank line', () => {
    expect(frame('{"a":1}')).toBe('data: {"a":1}\n\n');
    expect(frame('x\ny')).toBe('data: x\ndata: y\n\n');
  });

  it('cuts off a client that leaves more than maxBuffered unread, and says it is closed', () => {
    const res = stuckResponse();
    const sse = openSse(res as unknown as ServerResponse, { maxBuffered: 1000, pingMs: 60_000 });
    let closed = 0;
    sse.onClose(() => (closed += 1));
    const line = 'x'.repeat(300);
    const sent: boolean[] = [];
    for (let i = 0; i < 10; i++) sent.push(sse.send(line));
    expect(res.destroyed).toBe(true);
    expect(sse.closed).toBe(true);
    expect(closed).toBe(1);
    // the writes stop once the buffer is over the cap: what is held stays bounded
    expect(sent.indexOf(false)).toBeGreaterThan(0);
    expect(sent.slice(sent.indexOf(false)).every((s) => !s)).toBe(true);
    expect(res.writableLength).toBeLessThan(1000 + frame(line).length + 20);
  });

  it('keeps a client that reads (its buffer drains) however much is sent', () => {
    const res = stuckResponse();
    const sse = openSse(res as unknown as ServerResponse, { maxBuffered: 1000, pingMs: 60_000 });
    for (let i = 0; i < 100; i++) {
      expect(sse.send('y'.repeat(300))).toBe(true);
      res.writableLength = 0;
    }
    expect(res.destroyed).toBe(false);
    sse.end();
    expect(sse.closed).toBe(true);
  });
});
