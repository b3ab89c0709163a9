// @vitest-environment node
/**
 * The engine runs one tick ahead of the clock (Session.wake): a request is taken in at the
 * next tick boundary, the tick under way is computed once the answers due now are written,
 * and its answers wait for their boundary. The clock is the session's own (`now`); the tick
 * lasts an hour, so only catchUp (and the immediate after it) runs the engine here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Session, type Outcome } from '../../live/session';
import { HOUR, prompt, scenario, tenant } from './clockedSession';
import { simulate, validateScenario } from '../../src/engine';
import { decodeLive, encodeLive } from '../../src/wire/live';
import { createLiveFeed } from '../../src/wire/liveFeed';

const immediate = () => new Promise((r) => setImmediate(r));

let session: Session | null = null;
afterEach(() => session?.close());

/** A session at clock `start` with one request in flight; the tick of its answer (replayed). */
function oneRequest(start: number) {
  const clock = { now: start };
  session = new Session({ scenario, tickMs: HOUR, now: () => clock.now });
  clock.now = start + 5 * HOUR + 7; // inside tick 5
  const ticket = session.submit(tenant, prompt);
  const state: { got: Outcome | null | undefined } = { got: undefined };
  void ticket.outcome.then((o) => (state.got = o));
  // the replay of the session says at which tick the router answers
  const answerTick = simulate(session.exportScenario()).events.find(
    (e) => e.kind === 'router.response',
  )!.tick;
  return { clock, ticket, state, answerTick, s: session };
}

describe('the engine one tick ahead of the clock', () => {
  it('takes a request in at the next tick boundary', () => {
    const { ticket } = oneRequest(0);
    expect(ticket.spec.arrival).toBe(6);
  });

  it('hands an answer computed ahead at its boundary, not before', async () => {
    const { clock, state, answerTick, s } = oneRequest(0);
    expect(answerTick).toBeGreaterThan(6);
    // inside the answer's own tick: the engine has run it (after the immediate), the answer waits
    clock.now = answerTick * HOUR + 1;
    s.catchUp();
    await immediate();
    await Promise.resolve();
    expect(state.got).toBeUndefined();
    clock.now = (answerTick + 1) * HOUR - 1;
    s.catchUp();
    await immediate();
    expect(state.got).toBeUndefined();
    // the boundary: handed out at once
    clock.now = (answerTick + 1) * HOUR;
    s.catchUp();
    await Promise.resolve();
    expect(state.got).toMatchObject({ answer: { index: 0, tick: answerTick } });
  });

  it('a client that leaves once its answer is computed is not aborted: the export replays its 200', async () => {
    const { clock, ticket, state, answerTick, s } = oneRequest(0);
    clock.now = answerTick * HOUR + 1;
    s.catchUp();
    await immediate();
    ticket.drop();
    await Promise.resolve();
    expect(state.got).toBeNull();
    const exported = s.exportScenario();
    expect(exported.requests[0]!.abortAt).toBeUndefined();
    expect(simulate(exported).verdicts[0]!.httpStatus).toBe(200);
    expect(s.status().inFlight).toBe(0);
  });

  it('a client that leaves before its tick is computed is aborted at the next tick to run', async () => {
    const { clock, ticket, answerTick, s } = oneRequest(0);
    clock.now = (answerTick - 1) * HOUR + 1;
    s.catchUp();
    // the tick under way is not computed yet (its immediate has not run): aborted at it
    ticket.drop();
    await immediate();
    const exported = s.exportScenario();
    expect(exported.requests[0]!.abortAt).toBe(answerTick - 1);
    expect(simulate(exported).verdicts[0]!.httpStatus).toBe(499);
  });

  it('a client that leaves within the tick it came in: a valid export, a session browsers can read', () => {
    const { ticket, s } = oneRequest(0);
    ticket.drop();
    const exported = s.exportScenario();
    expect(exported.requests[0]!.abortAt).toBe(exported.requests[0]!.arrival);
    const v = validateScenario(JSON.parse(JSON.stringify(exported)));
    expect(v.ok).toBe(true);
    expect(simulate(exported).verdicts[0]!.httpStatus).toBe(499);
    expect(decodeLive(encodeLive(s.hello()))).not.toBeNull();
  });

  it('the browser does not run past the clock for an abort announced a tick ahead', async () => {
    const { clock, ticket, answerTick, s } = oneRequest(0);
    const feed = createLiveFeed();
    s.watch((line) => feed.receive(line));
    // the tick under way is computed (the immediate ran): the abort lands at the next one
    clock.now = (answerTick - 1) * HOUR + 1;
    s.catchUp();
    await immediate();
    ticket.drop();
    const view = feed.view!;
    expect(view.tick).toBe(answerTick - 1);
    const aborted = s.exportScenario().requests[0]!.abortAt!;
    expect(aborted).toBe(answerTick);
    const trace = feed.trace()!;
    expect(trace.events.every((e) => e.tick < view.tick)).toBe(true);
    // once the clock reaches it, the abort shows
    clock.now = answerTick * HOUR + 1;
    s.catchUp();
    expect(feed.trace()!.events.some((e) => e.kind === 'router.client_abort')).toBe(true);
  });
});
