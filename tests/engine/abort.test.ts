// @vitest-environment node
/** A client going away (EngineRun.abort): SGLang's abort path on both nodes, as modelled. */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CLOSED,
  createRun,
  freeCount,
  lastStepOf,
  NO_FIXES,
  simulate,
  stateAt,
  type EngineRun,
  type RequestState,
  type Scenario,
} from '../../src/engine';

function scenario(requests: Scenario['requests']): Scenario {
  return {
    name: 'abort',
    description: 'test',
    seed: 3,
    config: {
      contextLength: 400,
      pageSize: 2,
      prefill: { poolTokens: 200 },
      // room for the decode admission budget: fill_len + 512 reserved tokens (decode.py)
      decode: { poolTokens: 1200 },
      router: 'sgl-router',
      fixes: NO_FIXES,
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests,
  };
}

const LONG = { id: 'x', tenant: 'a', promptTokens: 40, maxNewTokens: 30, arrival: 0 };
const NEXT = { id: 'y', tenant: 'b', promptTokens: 20, maxNewTokens: 4, arrival: 0, after: 'x' };

function now(run: EngineRun, i: number): RequestState {
  const t = run.trace();
  return stateAt(t, lastStepOf(t)).requests[i]!;
}

/** Advances tick by tick until `until` holds for request `i`. */
function advanceUntil(run: EngineRun, i: number, until: (r: RequestState) => boolean): void {
  for (let t = run.tick + 1; !until(now(run, i)); t++) {
    if (t > 1000) throw new Error('never reached');
    run.advanceTo(t);
  }
}

function abortEvents(run: EngineRun) {
  return run.trace().events.filter((e) => e.kind === 'router.client_abort');
}

describe('abort(index): the client goes away', () => {
  it('in the running batch: the decode node frees every page it held; nobody is answered', () => {
    const run = createRun(scenario([LONG]));
    advanceUntil(run, 0, (r) => r.decode?.queue === 'running_batch' && r.decode.generated > 3);
    const held = now(run, 0).decode!.pages;
    expect(held.length).toBeGreaterThan(0);
    run.abort(0);
    const r = now(run, 0);
    expect(r.decode!.queue).toBe('done');
    expect(r.decode!.pages).toEqual([]);
    expect(r.decode!.finishedReason).toEqual({
      kind: 'FINISH_ABORT',
      message: 'Aborted by AbortReq.',
    });
    expect(r.response?.status).toBe(CLIENT_CLOSED);
    const [e] = abortEvents(run);
    expect(e?.data).toMatchObject({ decodeQueue: 'running_batch', prefillQueue: null });
    expect(e?.pages).toEqual(held);
    // freed, not wiped: the pages go to the staged list and keep their KV
    const t = run.trace();
    const st = stateAt(t, lastStepOf(t));
    expect(freeCount(st.decode)).toBe(st.decode.totalPages);
    expect(st.decode.content.length).toBeGreaterThan(0);
    // the verdict is final at once, and not correct: nobody got the answer a correct server
    // owes (the 200 it would have been), so no goal is met by sending the clients away
    const v = run.verdict(0)!;
    expect(v).toMatchObject({
      httpStatus: CLIENT_CLOSED,
      correct: false,
      expectedStatus: 200,
      generated: 0,
      output: [],
    });
    expect(run.idle).toBe(true);
    // the abort is in the next batch, with its request among the ended
    const batch = run.runToEnd();
    expect(batch.ended).toEqual([0]);
    expect(batch.events.some((x) => x.kind === 'router.client_abort')).toBe(true);
  });

  it('while the decode node waits for the transfer: both sides free what they reserved', () => {
    const run = createRun(scenario([LONG]));
    advanceUntil(run, 0, (r) => r.decode?.queue === 'DecodeTransferQueue');
    const before = now(run, 0);
    const prefillQueue = before.prefill!.queue;
    run.abort(0);
    const r = now(run, 0);
    expect(r.prefill!.queue).toBe('done');
    expect(r.prefill!.kvPoll).toBe(0); // KVPoll.Failed: the sender's abort()
    expect(r.decode!.kvPoll).toBe(0);
    const [e] = abortEvents(run);
    expect(e?.data).toMatchObject({ decodeQueue: 'DecodeTransferQueue', prefillQueue });
    expect(e?.kind === 'router.client_abort' && e.data.decodePagesFreed).toBe(20);
    // nothing more happens for it: no transfer, no decode step
    run.runToEnd();
    const t = run.finish();
    const later = t.events.filter((x) => x.requests.includes(0) && x.step > e!.step);
    expect(later).toEqual([]);
  });

  it('before the router dispatched it: never sent; a request waiting for it goes next', () => {
    const run = createRun(scenario([{ ...LONG, arrival: 5 }, NEXT]));
    run.abort(0);
    // it has not arrived yet: the client's leaving is applied at its arrival (a file cannot
    // say a client left before its request arrived), before that tick runs
    expect(abortEvents(run)).toEqual([]);
    expect(run.scenario.requests[0]!.abortAt).toBe(5);
    run.advanceTo(6);
    const [e] = abortEvents(run);
    expect(e?.tick).toBe(5);
    expect(e?.data).toEqual({
      prefillQueue: null,
      decodeQueue: null,
      prefillPagesFreed: 0,
      decodePagesFreed: 0,
    });
    run.runToEnd();
    const t = run.finish();
    expect(t.events.some((x) => x.kind === 'router.dispatch' && x.requests[0] === 0)).toBe(false);
    expect(t.verdicts[1]).toMatchObject({ httpStatus: 200, correct: true });
  });

  it('after the answer: nothing to abort', () => {
    const run = createRun(scenario([LONG]));
    run.runToEnd();
    const n = run.trace().events.length;
    run.abort(0);
    expect(run.trace().events.length).toBe(n);
    expect(run.finish().verdicts).toEqual(simulate(scenario([LONG])).verdicts);
    expect(() => createRun(scenario([LONG])).abort(3)).toThrow(/no request 3/);
  });

  it('an aborted request’s stale pages are what a later request may read (freed, not wiped)', () => {
    const run = createRun(scenario([LONG]));
    advanceUntil(run, 0, (r) => r.decode?.queue === 'running_batch');
    run.abort(0);
    const t = run.trace();
    const content = stateAt(t, lastStepOf(t)).decode.content;
    expect(content.some((seg) => seg.writer === 0)).toBe(true);
  });
});
