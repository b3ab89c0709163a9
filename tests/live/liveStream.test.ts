// @vitest-environment node
/**
 * The live stream every live view of an origin shares (src/wire/liveStream.ts), with stand-ins
 * for the browser's objects: EventSource, the probe of `npm run live`, BroadcastChannel (a hub
 * delivering to every other channel of its name, as a browser does between tabs) and Web Locks
 * (the lock goes to the next page waiting when its holder lets it go). Several pages open one
 * connection; the one holding it closes and the next takes over; a page that joins late gets
 * the session so far; a server that is not there, stops, or restarts is followed by itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trace } from '../../src/engine';
import { encodeLive, type LiveMessage, type LiveView } from '../../src/wire/live';
import {
  openLiveStream,
  RETRY_MS,
  UPDATE_MS,
  type ChannelLike,
  type LiveStream,
  type LocksLike,
  type SourceLike,
  type StreamEnv,
  type StreamState,
} from '../../src/wire/liveStream';
import { loadBuiltin } from '../engine/driver';

class FakeSource implements SourceLike {
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(m: LiveMessage) {
    this.onmessage?.({ data: encodeLive(m) });
  }
  /** the server went away: the browser gives up on this stream */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.();
  }
}

/** Channels of one name: a message goes to every other one, a task later (as in a browser). */
class Hub {
  members = new Set<FakeChannel>();
  channel(): FakeChannel {
    const c = new FakeChannel(this);
    this.members.add(c);
    return c;
  }
}
class FakeChannel implements ChannelLike {
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(private hub: Hub) {}
  postMessage(message: unknown) {
    const copy = structuredClone(message);
    for (const c of this.hub.members)
      if (c !== this) setTimeout(() => c.onmessage?.({ data: copy }), 0);
  }
  close() {
    this.hub.members.delete(this);
  }
}

/** One lock name's queue: the first page holds it; the next waiting gets it once it lets go. */
class FakeLocks implements LocksLike {
  private queue: (() => Promise<void>)[] = [];
  private held = false;
  request(_name: string, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve) => {
      this.queue.push(() => callback().then(resolve));
      this.next();
    });
  }
  private next() {
    if (this.held) return;
    const run = this.queue.shift();
    if (!run) return;
    this.held = true;
    void run().then(() => {
      this.held = false;
      this.next();
    });
  }
}

const incident = loadBuiltin('incident');
const session = (epoch: number, tick = 0): LiveMessage => ({
  type: 'session',
  epoch,
  tick,
  tickMs: 100,
  scenario: { ...incident, requests: [] },
});

interface Page {
  stream: LiveStream;
  states: StreamState[];
  last: { view: LiveView; trace: Trace } | null;
}

let sources: FakeSource[] = [];
let live = true;
let pages: Page[] = [];
const hub = new Hub();
const locks = new FakeLocks();

function env(shared: boolean): StreamEnv {
  return {
    open: () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    },
    probe: () => Promise.resolve(live),
    channel: shared ? hub.channel() : null,
    locks: shared ? locks : null,
  };
}

function page(shared = true): Page {
  const p: Page = { stream: null!, states: [], last: null };
  p.stream = openLiveStream('/live/events', env(shared), {
    onState: (s) => p.states.push(s),
    onUpdate: (view, trace) => (p.last = { view, trace }),
  });
  pages.push(p);
  return p;
}

const settle = () => vi.advanceTimersByTimeAsync(UPDATE_MS + 1);
const requests = (p: Page) => p.last?.view.scenario.requests.map((r) => r.id) ?? [];

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  live = true;
  pages = [];
});
afterEach(() => {
  for (const p of pages) p.stream.close();
  vi.useRealTimers();
});

describe('one live stream for every view of the origin', () => {
  it('three pages open one connection; the others follow it, and take over when it closes', async () => {
    const a = page();
    const b = page();
    const c = page();
    await settle();
    expect(sources).toHaveLength(1);
    expect([a, b, c].map((p) => p.stream.leading)).toEqual([true, false, false]);
    const s = sources[0]!;
    s.open();
    s.send(session(0));
    s.send({ type: 'request', epoch: 0, spec: incident.requests[0]! });
    s.send({ type: 'tick', epoch: 0, tick: 40 });
    await settle();
    for (const p of [a, b, c]) expect(requests(p)).toEqual([incident.requests[0]!.id]);
    expect(b.states.at(-1)).toBe('connected');
    // each page its own trace object, the same computation
    expect(b.last!.trace).not.toBe(a.last!.trace);
    expect(b.last!.trace.stepCount).toBe(a.last!.trace.stepCount);

    // the leader's tab closes: the next page waiting holds the connection
    a.stream.close();
    await settle();
    expect(s.closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(b.stream.leading).toBe(true);
    expect(c.stream.leading).toBe(false);
    const s2 = sources[1]!;
    s2.open();
    s2.send({
      ...session(0, 40),
      scenario: { ...incident, requests: incident.requests.slice(0, 2) },
    } as LiveMessage);
    await settle();
    expect(requests(b)).toEqual(incident.requests.slice(0, 2).map((r) => r.id));
    expect(requests(c)).toEqual(requests(b));
  });

  it('a page that joins late gets the session so far, and the same trace', async () => {
    const a = page();
    await settle();
    const s = sources[0]!;
    s.open();
    s.send(session(3));
    for (const r of incident.requests) s.send({ type: 'request', epoch: 3, spec: r });
    s.send({ type: 'abort', epoch: 3, id: incident.requests[0]!.id, tick: 2 });
    s.send({ type: 'tick', epoch: 3, tick: 500 });
    await settle();
    const late = page();
    await settle();
    expect(sources).toHaveLength(1);
    expect(late.last!.view).toEqual(a.last!.view);
    expect(late.last!.trace.stepCount).toBe(a.last!.trace.stepCount);
    expect(late.last!.trace.verdicts).toEqual(a.last!.trace.verdicts);
    expect(late.states.at(-1)).toBe('connected');
  });

  it('what another page of the origin posts on the channel that is not ours is ignored', async () => {
    const a = page();
    const b = page();
    await settle();
    const s = sources[0]!;
    s.open();
    s.send(session(0));
    await settle();
    const stranger = hub.channel();
    for (const junk of [
      null,
      'text',
      { t: 'msg', text: 42 },
      { t: 'log', to: 'x', messages: 'not a list', state: 'connected' },
      { t: 'state', state: 'on fire' },
      { t: 'msg', text: '{"type":"session"}' },
    ])
      stranger.postMessage(junk);
    await settle();
    stranger.close();
    expect(b.states.at(-1)).toBe('connected');
    expect(b.last?.view).toEqual(a.last?.view);
  });

  it('without a shared channel each page opens its own', async () => {
    page(false);
    page(false);
    await settle();
    expect(sources).toHaveLength(2);
  });
});

describe('a live stream follows the server by itself', () => {
  it('no server: absent, tried again; one starts: connected and following', async () => {
    live = false;
    const p = page(false);
    await settle();
    expect(p.states.at(-1)).toBe('absent');
    expect(sources).toHaveLength(0);
    live = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]!);
    expect(sources).toHaveLength(1);
    sources[0]!.open();
    sources[0]!.send(session(0));
    await settle();
    expect(p.states.at(-1)).toBe('connected');
    expect(p.last?.view.epoch).toBe(0);
  });

  it('the server stops: reconnecting, what it sent kept; it restarts: a new session followed', async () => {
    const p = page(false);
    await settle();
    const s = sources[0]!;
    s.open();
    s.send(session(2));
    s.send({ type: 'request', epoch: 2, spec: incident.requests[0]! });
    await settle();
    // the browser retries by itself while the stream is only interrupted
    s.fail(false);
    expect(p.states.at(-1)).toBe('reconnecting');
    expect(requests(p)).toEqual([incident.requests[0]!.id]);
    // then gives up (the port answered something else): the stream tries again, probing first
    live = false;
    s.fail(true);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]! + RETRY_MS[1]! + RETRY_MS[2]!);
    expect(sources).toHaveLength(1);
    expect(p.states.at(-1)).toBe('reconnecting');
    live = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS[3]!);
    expect(sources).toHaveLength(2);
    const s2 = sources[1]!;
    s2.open();
    // a restarted server counts its epochs from 0 again
    s2.send(session(0));
    await settle();
    expect(p.states.at(-1)).toBe('connected');
    expect(p.last?.view.epoch).toBe(0);
    expect(requests(p)).toEqual([]);
  });
});
