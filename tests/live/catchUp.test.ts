// @vitest-environment node
/**
 * Session.catchUp: a tick boundary that has passed is run when the next request comes in, not
 * only when its timer fires (under load node reads every ready socket before it runs a timer).
 * The clock is the session's own (`now`); the tick lasts an hour, so the timer never fires here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Session, type Outcome } from '../../live/session';
import { HOUR, prompt, scenario, tenant } from './clockedSession';
import { simulate } from '../../src/engine';

let session: Session | null = null;
afterEach(() => session?.close());

describe('catching up with the engine clock', () => {
  it('answers a request whose ticks have passed as soon as anything comes in', async () => {
    let clock = 0;
    session = new Session({ scenario, tickMs: HOUR, now: () => clock });
    const ticket = session.submit(tenant, prompt);
    let got: Outcome | null | undefined;
    void ticket.outcome.then((o) => (got = o));
    // the replay of the session says when the answer is due
    const due = simulate(session.exportScenario()).verdicts[0]!;
    expect(due.httpStatus).toBe(200);
    clock = 10_000 * HOUR; // far past every tick the request needs; the timer is an hour away
    await Promise.resolve();
    expect(got).toBeUndefined();
    session.catchUp();
    await Promise.resolve();
    expect(got).toMatchObject({ answer: { index: 0, verdict: { httpStatus: 200 } } });
  });

  it('runs nothing before its tick boundary', async () => {
    let clock = 0;
    session = new Session({ scenario, tickMs: HOUR, now: () => clock });
    const ticket = session.submit(tenant, prompt);
    let got: Outcome | null | undefined;
    void ticket.outcome.then((o) => (got = o));
    clock = HOUR - 1;
    session.catchUp();
    await Promise.resolve();
    expect(got).toBeUndefined();
    expect(session.status().inFlight).toBe(1);
  });
});
