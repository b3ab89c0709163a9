/**
 * The deck's live slide never shows a state without saying which (src/modes/presenter/
 * useDeployment.ts), with a stand-in stream: the newest request just taken in, then in flight,
 * then answered with its status; the server stopping ('down', since when, what it last sent
 * kept); no server at all (the replay, labelled); a restarted server's new session followed.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDeployment } from '../../src/modes/presenter/useDeployment';
import type { AppStoreApi } from '../../src/store/store';
import { encodeLive, type LiveMessage } from '../../src/wire/live';
import type { SourceLike, StreamEnv } from '../../src/wire/liveStream';
import { scenarioWith } from '../store/helpers';
import { freshStore, provide } from '../setup/stores';

class FakeSource implements SourceLike {
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  close() {
    this.readyState = 2;
  }
}

const incident = scenarioWith('incident');
let sources: FakeSource[] = [];
let live = true;
const makeEnv = (): StreamEnv => ({
  open: () => {
    const s = new FakeSource();
    sources.push(s);
    return s;
  },
  probe: () => Promise.resolve(live),
  channel: null,
  locks: null,
});
const send = (m: LiveMessage) => act(() => sources.at(-1)!.onmessage!({ data: encodeLive(m) }));
const session = (epoch: number): LiveMessage => ({
  type: 'session',
  epoch,
  tick: 0,
  tickMs: 100,
  scenario: { ...incident, requests: [] },
});

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
  sources = [];
  live = true;
});
const mounted: { unmount: () => void }[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.unmount();
});

describe('the live slide says what it shows', () => {
  it('the newest request: taken in, in flight, answered; the server down; a restart followed', async () => {
    const h = renderHook(() => useDeployment(true, makeEnv), { wrapper: provide(store) });
    mounted.push(h);
    await waitFor(() => expect(sources).toHaveLength(1));
    act(() => sources[0]!.onopen!());
    send(session(0));
    await waitFor(() => expect(h.result.current.source).toBe('live'));
    expect(h.result.current.newest).toBeNull();

    // a request taken in at tick 1 (the clock at 0: no event of it yet), then the clock moves
    // on a tick at a time: in flight (generating, its tokens counted), then answered
    const a = { ...incident.requests[0]!, id: 's1', promptTokens: 50, maxNewTokens: 6, arrival: 1 };
    send({ type: 'request', epoch: 0, spec: a });
    await waitFor(() => expect(h.result.current.newest?.stage).toBe('arrived'));
    expect(h.result.current.newest).toMatchObject({ id: 's1', pos: 1, status: null, shown: null });
    // nothing answered yet: no response to show (the panel has none for a request in flight)
    expect(store.getState().selected).toBeNull();
    const generating: number[] = [];
    for (let t = 2; t < 200 && h.result.current.newest?.stage !== 'answered'; t++) {
      const before = store.getState().display?.trace;
      send({ type: 'tick', epoch: 0, tick: t });
      // the feed has taken the tick once the store holds a new trace (one per update)
      await waitFor(() => expect(store.getState().display?.trace).not.toBe(before));
      const n = h.result.current.newest!;
      if (n.stage === 'generating') generating.push(n.generated);
      expect(n.maxNew).toBe(6);
    }
    expect(generating.length).toBeGreaterThan(0);
    expect(generating[0]).toBeGreaterThan(0);
    expect(h.result.current.newest?.stage).toBe('answered');
    expect(h.result.current.newest?.status).toBe(200);
    expect(store.getState().selected).toBe(0);

    // a second request in flight: the slide says it shows the first one's response
    send({ type: 'request', epoch: 0, spec: { ...a, id: 's2', arrival: 300 } });
    send({ type: 'tick', epoch: 0, tick: 301 });
    await waitFor(() => expect(h.result.current.newest?.id).toBe('s2'));
    await waitFor(() => expect(h.result.current.newest?.stage).not.toBe('arrived'));
    expect(h.result.current.newest?.shown).toBe('s1');
    expect(store.getState().selected).toBe(0);
    // the step stays while the response shown stays (the slide is not fitted again for nothing)
    const step = store.getState().step;
    send({ type: 'tick', epoch: 0, tick: 303 });
    await waitFor(() =>
      expect(store.getState().display?.trace.stepCount).toBeGreaterThan(step + 1),
    );
    expect(store.getState().step).toBe(step);
    // s2 answered: shown, at its step
    send({ type: 'tick', epoch: 0, tick: 100_000 });
    // the store is written before the hook's next render: wait for both
    await waitFor(() => {
      expect(store.getState().selected).toBe(1);
      expect(h.result.current.newest?.shown).toBeNull();
    });
    expect(store.getState().step).toBeGreaterThan(step);

    // the server stops answering: said so, since when, the last state kept
    act(() => sources[0]!.onerror!());
    await waitFor(() => expect(h.result.current.source).toBe('down'));
    expect(h.result.current.downSince).toBeGreaterThan(0);
    expect(h.result.current.newest?.id).toBe('s2');

    // it is back (a new server: epoch 0 again, nothing yet): followed without a key
    act(() => sources[0]!.onopen!());
    send(session(0));
    await waitFor(() => expect(h.result.current.source).toBe('live'));
    await waitFor(() => expect(h.result.current.newest).toBeNull());
    expect(h.result.current.downSince).toBeNull();
  });

  it('the newest request, not the first wrong one', async () => {
    const h = renderHook(() => useDeployment(true, makeEnv), { wrapper: provide(store) });
    mounted.push(h);
    await waitFor(() => expect(sources).toHaveLength(1));
    send(session(0));
    // the incident (D's request leaks), then one more request from A, answered after it
    for (const r of incident.requests) send({ type: 'request', epoch: 0, spec: r });
    const late = { ...incident.requests[0]!, id: 'late', arrival: 100_001 };
    send({ type: 'request', epoch: 0, spec: late });
    send({ type: 'tick', epoch: 0, tick: 200_000 });
    await waitFor(() => expect(h.result.current.newest?.stage).toBe('answered'));
    expect(h.result.current.newest?.id).toBe('late');
    expect(store.getState().selected).toBe(incident.requests.length);
  });

  it('no live server here: the replay, labelled so', async () => {
    live = false;
    const h = renderHook(() => useDeployment(true, makeEnv), { wrapper: provide(store) });
    mounted.push(h);
    await waitFor(() => expect(h.result.current.source).toBe('replay'));
    expect(sources).toHaveLength(0);
  });
});
