/**
 * `#/live`'s response panel (src/modes/live/connection.ts): it follows the response worth
 * looking at (the first wrong one, else the latest) until the reader picks a request; the pick
 * stays as requests come in, also one that has not ended yet; ticking "Follow live" again, or
 * the nodes restarting, goes back to following. The stream is a stand-in EventSource fed the
 * messages `npm run live` sends for the incident's four requests.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storyRequest, type RequestSpec } from '../../src/engine';
import { connectLive, type LiveConnection } from '../../src/modes/live/connection';
import type { AppStoreApi } from '../../src/store/store';
import { encodeLive, type LiveMessage } from '../../src/wire/live';
import { scenarioWith } from '../store/helpers';
import { freshStore } from '../setup/stores';
import { shownTrace } from '../../src/store/selectors';
import { waitFor } from '../helpers/wait';

class FakeSource {
  static last: FakeSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor() {
    FakeSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
}

const incident = scenarioWith('incident');
let conn: LiveConnection | null = null;
const send = (m: LiveMessage) => FakeSource.last!.onmessage!({ data: encodeLive(m) });
const session = (epoch: number) =>
  send({
    type: 'session',
    epoch,
    tick: 0,
    tickMs: 100,
    scenario: { ...incident, requests: [] },
  });
const request = (epoch: number, spec: RequestSpec) => send({ type: 'request', epoch, spec });
const tick = (epoch: number, t: number) => send({ type: 'tick', epoch, tick: t });
const shown = () => shownTrace(store.getState())?.scenario.requests.length ?? -1;

let store: AppStoreApi;
beforeEach(async () => {
  store = freshStore();
  FakeSource.last = null;
  conn = connectLive(
    store,
    '/live/events',
    { onState: () => undefined, onView: () => undefined },
    {
      open: () => new FakeSource(),
      probe: () => Promise.resolve(true),
      channel: null,
      locks: null,
    },
  );
  await waitFor(() => expect(FakeSource.last).not.toBeNull());
});
afterEach(() => {
  conn?.close();
});

/** The incident's requests, all answered (D's is the cross-tenant 200). */
async function incidentAnswered(epoch: number) {
  session(epoch);
  // the nodes (re)started: nothing yet
  await waitFor(() => expect(shown()).toBe(0));
  for (const r of incident.requests) request(epoch, r);
  tick(epoch, 100_000);
  await waitFor(() => {
    const tr = shownTrace(store.getState());
    expect(tr?.scenario.requests.length).toBe(4);
    expect(tr?.verdicts.filter(Boolean).length).toBe(4);
  });
}

describe('the live response panel', () => {
  it('follows the response worth looking at, keeps a pick, and follows again when asked', async () => {
    await incidentAnswered(0);
    const d = storyRequest(shownTrace(store.getState())!);
    expect(incident.requests[d]!.tenant).toBe('d');
    await waitFor(() => expect(store.getState().selected).toBe(d));
    // the reader picks A's request: kept as another request comes in, one not answered yet
    store.getState().select(0);
    request(0, { ...incident.requests[0]!, id: 'late', arrival: 100_001 });
    // the trace holds a request from its first event (the router takes it in at its arrival)
    tick(0, 100_002);
    await waitFor(() => expect(shown()).toBe(5));
    expect(store.getState().selected).toBe(0);
    // picking the request that is still running keeps it too (it has no verdict yet)
    store.getState().select(4);
    tick(0, 100_003);
    await waitFor(() => expect(store.getState().step).toBeGreaterThan(0));
    await waitFor(() => expect(shownTrace(store.getState())?.verdicts[4]).toBeUndefined());
    expect(store.getState().selected).toBe(4);
    // "Follow live" off and on: back to the response worth looking at
    conn!.setFollow(false);
    conn!.setFollow(true);
    await waitFor(() => expect(store.getState().selected).toBe(d));
  });

  it('a hidden tab draws nothing while the session grows, and shows the latest once seen', async () => {
    // the tab's visibility, and how often it was asked: only the connection asks, when an
    // update reaches it (src/modes/live/connection.ts) or the tab is shown again
    let hidden = false;
    let asked = 0;
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => (asked++, hidden),
    });
    const setHidden = (on: boolean) => {
      hidden = on;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      session(0);
      await waitFor(() => expect(shown()).toBe(0));
      setHidden(true);
      asked = 0;
      for (const r of incident.requests) request(0, r);
      tick(0, 100_000);
      // the feed's update has reached the connection (it asked whether the tab is seen): the
      // store keeps the empty session
      await waitFor(() => expect(asked).toBeGreaterThan(0));
      expect(shown()).toBe(0);
      setHidden(false);
      await waitFor(() => expect(shown()).toBe(4));
    } finally {
      Reflect.deleteProperty(document, 'hidden');
    }
  });

  it('the nodes restart: a pick from the old epoch does not hold', async () => {
    await incidentAnswered(0);
    store.getState().select(1);
    await incidentAnswered(1);
    const d = storyRequest(shownTrace(store.getState())!);
    await waitFor(() => expect(store.getState().selected).toBe(d));
  });
});
