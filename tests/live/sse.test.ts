// @vitest-environment node
/**
 * A live view's stream (live/routes/watch.ts, through @fastify/sse): its first message says
 * how soon to reconnect, and a view that stops reading is cut off once `limit` bytes wait.
 */
import { describe, expect, it } from 'vitest';
import { viewSender } from '../../live/routes/watch';

/** A view whose socket never drains: every message sent stays buffered. */
function stuckView() {
  const v = {
    sent: [] as unknown[],
    writableLength: 0,
    destroyed: 0,
    isConnected: true,
    send(m: unknown) {
      v.sent.push(m);
      v.writableLength += JSON.stringify(m).length;
      return Promise.resolve();
    },
    destroy() {
      v.destroyed += 1;
      v.isConnected = false;
    },
  };
  return v;
}

describe('a live view’s stream', () => {
  it('sends the first line with the reconnection delay, then the lines as they are', () => {
    const v = stuckView();
    const send = viewSender(v, v, 1e9);
    send('{"type":"session"}');
    send('{"type":"tick"}');
    expect(v.sent).toEqual([{ data: '{"type":"session"}', retry: 1000 }, '{"type":"tick"}']);
  });

  it('cuts off a view that leaves more than the limit unread, once, and sends it nothing more', () => {
    const v = stuckView();
    const send = viewSender(v, v, 1000);
    const line = 'x'.repeat(300);
    for (let i = 0; i < 10; i++) send(line);
    expect(v.destroyed).toBe(1);
    // what waits stays bounded: at most one line past the limit
    expect(v.writableLength).toBeLessThan(1000 + line.length + 40);
    expect(v.sent.length).toBeLessThan(10);
  });

  it('keeps a view that reads (its buffer drains), however much is sent', () => {
    const v = stuckView();
    const send = viewSender(v, v, 1000);
    for (let i = 0; i < 100; i++) {
      send('y'.repeat(300));
      v.writableLength = 0;
    }
    expect(v.destroyed).toBe(0);
    expect(v.sent).toHaveLength(100);
  });

  it('cuts off a view whose write fails', async () => {
    const v = stuckView();
    v.send = () => Promise.reject(new Error('SSE connection is closed'));
    viewSender(v, v, 1e9)('{"type":"tick"}');
    await Promise.resolve();
    await Promise.resolve();
    expect(v.destroyed).toBe(1);
  });
});
