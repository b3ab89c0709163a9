/**
 * One live stream for every view of this origin (`#/live` and the deck's live slide, in any
 * number of tabs): the session and its trace (src/wire/liveFeed.ts), the connection's state, and
 * recovery on its own.
 *
 * - **One connection per browser.** A browser gives an origin six HTTP/1.1 connections and an
 *   open `GET /live/events` holds one: six watching tabs left no connection for a seventh page.
 *   The tabs elect a leader (a Web Lock, released when its tab closes or navigates away, so the
 *   next tab waiting takes over); only the leader opens the stream and passes every message to
 *   the others over a BroadcastChannel. A tab that joins asks for the session so far. Without
 *   Web Locks or BroadcastChannel each tab opens its own stream.
 * - **It never gives up.** Before each connection it asks whether `npm run live` answers on this
 *   origin (its example endpoint answers JSON; a static host answers the app's page); a stream
 *   that closes, or a server that stops answering, is tried again (1, 2, 4, 5, 5… s apart) until
 *   it answers, and the `session` message it sends first starts the trace again.
 * - **Its state is said, never guessed**: `connecting` (nothing known yet), `absent` (no live
 *   server answers here: the deck shows its replay), `connected`, `reconnecting` (the server
 *   answered before and does not now: what is shown is what it last sent).
 *
 * Browser objects are handed in (src/wire holds no DOM global), so tests use stand-ins.
 */
import type { Trace } from '../engine';
import type { LiveView } from './live';
import { createLiveFeed, type LiveFeed } from './liveFeed';

export type StreamState = 'connecting' | 'absent' | 'connected' | 'reconnecting';

/** What the stream needs of an EventSource. */
export interface SourceLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((ev: { data: string }) => void) | null;
  close(): void;
}

/** What the stream needs of a BroadcastChannel. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
}

/** What the stream needs of the Web Locks API (`navigator.locks`). */
export interface LocksLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

export interface StreamEnv {
  /** opens the server's stream (`new EventSource(url)`) */
  open(url: string): SourceLike;
  /** whether `npm run live` answers on this origin */
  probe(): Promise<boolean>;
  /** a channel this origin's pages share (null: this page opens its own stream) */
  channel: ChannelLike | null;
  locks: LocksLike | null;
}

export interface StreamHandlers {
  onState(state: StreamState): void;
  /** the session so far and its trace up to the clock (a new trace object each time) */
  onUpdate(view: LiveView, trace: Trace): void;
}

export interface LiveStream {
  /** whether this page holds the connection (the others follow it) */
  readonly leading: boolean;
  close(): void;
}

/** At most one trace per this many ms while messages arrive. */
export const UPDATE_MS = 50;
/** The performance measure of one update, and how many are kept before the list starts again. */
const UPDATE_MEASURE = 'stale-pages:live-update';
const MEASURES_KEPT = 2000;
/** The longest a slice of a whole run takes before the page gets the main thread back, ms. */
export const SLICE_MS = 12;
/** Waits between tries to reach the server, ms; the last one repeats. */
export const RETRY_MS = [1000, 2000, 4000, 5000];
const LOCK = 'stale-pages-live-stream';
/** An EventSource's readyState once it has given up. */
const CLOSED = 2;

/** What the leader and the followers say to each other on the channel. */
type Shared =
  | { t: 'hello'; from: string }
  | { t: 'log'; to: string; messages: string[]; state: StreamState }
  | { t: 'msg'; text: string }
  | { t: 'state'; state: StreamState };

const STATES: readonly unknown[] = ['connecting', 'absent', 'connected', 'reconnecting'];

/** Whether a channel message is one of ours (any page of the origin may post anything on it). */
function isShared(v: unknown): v is Shared {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.t) {
    case 'hello':
      return typeof m.from === 'string';
    case 'log':
      return (
        typeof m.to === 'string' &&
        Array.isArray(m.messages) &&
        m.messages.every((x) => typeof x === 'string') &&
        STATES.includes(m.state)
      );
    case 'msg':
      return typeof m.text === 'string';
    case 'state':
      return STATES.includes(m.state);
    default:
      return false;
  }
}

/**
 * The messages that rebuild the session: its `session` message, the requests and aborts since,
 * and the last clock (a tick only moves the clock on: the last one says it all).
 */
function createLog() {
  let kept: string[] = [];
  let tick: string | null = null;
  return {
    add(text: string, type: string | undefined) {
      if (type === 'session') {
        kept = [text];
        tick = null;
      } else if (type === 'tick') tick = text;
      else if (kept.length > 0) kept.push(text);
    },
    messages: () => (tick ? [...kept, tick] : kept.slice()),
  };
}

const typeOf = (text: string): string | undefined => {
  // the type is in the first few characters of every message the server encodes
  const m = /"type"\s*:\s*"(\w+)"/.exec(text.slice(0, 40));
  return m?.[1];
};

export function openLiveStream(url: string, env: StreamEnv, h: StreamHandlers): LiveStream {
  const id = Math.random().toString(36).slice(2);
  let feed: LiveFeed = createLiveFeed();
  let log = createLog();
  let state: StreamState = 'connecting';
  let leading = false;
  let closed = false;
  let source: SourceLike | null = null;
  let everConnected = false;
  let tries = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let update: ReturnType<typeof setTimeout> | null = null;
  let release: (() => void) | null = null;
  let measured = 0;
  const channel = env.channel && env.locks ? env.channel : null;

  const setState = (s: StreamState) => {
    if (closed || s === state) return;
    state = s;
    h.onState(s);
    if (leading) channel?.postMessage({ t: 'state', state: s } satisfies Shared);
  };

  const publish = () => {
    update = null;
    if (closed) return;
    const t0 = performance.now();
    const view = feed.view;
    // a whole session (a view that joins a long one) is computed a slice per task: the page
    // stays responsive, and shows the session once caught up with its clock
    const trace = feed.advance(SLICE_MS);
    if (!view) return;
    if (!trace) {
      update = setTimeout(publish, 0);
      return;
    }
    h.onUpdate(view, trace);
    // what one update costs this page (the engine carried on and the views told), by the
    // session's length: `npm run bench:browser` reads it (the browser keeps every measure: a
    // view open for hours starts the list again now and then)
    if (typeof performance.measure === 'function') {
      if (++measured % MEASURES_KEPT === 0) performance.clearMeasures(UPDATE_MEASURE);
      performance.measure(UPDATE_MEASURE, {
        start: t0,
        end: performance.now(),
        detail: { requests: view.scenario.requests.length, rebuilds: feed.rebuilds },
      });
    }
  };
  const take = (text: string): boolean => {
    if (!feed.receive(text)) return false;
    // every page keeps the log: one that becomes the leader answers those that join
    log.add(text, typeOf(text));
    update ??= setTimeout(publish, UPDATE_MS);
    return true;
  };

  // ---- the leader: holds the connection ----
  const retryLater = () => {
    if (closed || retry) return;
    const wait = RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]!;
    tries++;
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, wait);
  };
  const connect = () => {
    if (closed) return;
    void env.probe().then(
      (live) => {
        if (closed) return;
        if (!live) {
          setState(everConnected ? 'reconnecting' : 'absent');
          retryLater();
          return;
        }
        const es = env.open(url);
        source = es;
        es.onopen = () => {
          everConnected = true;
          tries = 0;
          setState('connected');
        };
        es.onerror = () => {
          if (source !== es) return;
          setState(everConnected ? 'reconnecting' : 'connecting');
          // the browser tries again by itself unless it gave up (a closed stream, an answer
          // that is no stream): then this does, asking first whether a server is there
          if (es.readyState === CLOSED) {
            es.close();
            source = null;
            retryLater();
          }
        };
        es.onmessage = (ev) => {
          if (source !== es) return;
          everConnected = true;
          tries = 0;
          setState('connected');
          if (!take(ev.data)) return;
          channel?.postMessage({ t: 'msg', text: ev.data } satisfies Shared);
        };
      },
      () => retryLater(),
    );
  };
  const lead = () => {
    leading = true;
    connect();
  };

  // ---- a follower: reads what the leader passes on ----
  if (channel && env.locks) {
    channel.onmessage = (ev) => {
      const m = ev.data;
      if (closed || !isShared(m)) return;
      if (leading) {
        if (m.t === 'hello')
          channel.postMessage({
            t: 'log',
            to: m.from,
            messages: log.messages(),
            state,
          } satisfies Shared);
        return;
      }
      if (m.t === 'msg') take(m.text);
      else if (m.t === 'state') setState(m.state);
      else if (m.t === 'log' && m.to === id) {
        feed = createLiveFeed();
        log = createLog();
        for (const text of m.messages) take(text);
        setState(m.state);
      }
    };
    void env.locks
      .request(LOCK, () => {
        if (closed) return Promise.resolve();
        lead();
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => {
        // no lock to be had (a sandboxed frame): this page holds its own stream
        if (!closed && !leading) lead();
      });
    channel.postMessage({ t: 'hello', from: id } satisfies Shared);
  } else lead();
  h.onState(state);

  return {
    get leading() {
      return leading;
    },
    close() {
      closed = true;
      source?.close();
      source = null;
      if (retry) clearTimeout(retry);
      if (update) clearTimeout(update);
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
      // the next page waiting for the lock takes the connection over
      release?.();
      feed = createLiveFeed();
    },
  };
}
