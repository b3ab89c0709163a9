// @vitest-environment node
/**
 * A ticket says when its answer is due by its own epoch's clock, also once that epoch has been
 * let go. The case that lost it (bench:live counted no overhead for 10-20 answers in 3,000):
 * an epoch the nodes restarted from, whose last answer is computed at its boundary (a late
 * wake, here `catchUp`), is dropped as that answer is handed out, before the reply is written.
 * The clock is the session's own and a tick lasts an hour, so no timer fires here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Session, type Outcome } from '../../live/session';
import { HOUR, prompt, scenario, tenant } from './clockedSession';

let session: Session | null = null;
afterEach(() => session?.close());

describe("a ticket's due time", () => {
  it('is the end of its answer’s tick by its own epoch’s clock, after that epoch is let go', async () => {
    let clock = 1_000;
    session = new Session({ scenario, tickMs: HOUR, now: () => clock });
    const ticket = session.submit(tenant, prompt);
    clock = 1_000 + 7; // the fix switchboard, a little later: a new epoch on a clock of its own
    session.restart();
    expect(session.epochNumber).toBe(ticket.epoch + 1);
    expect(session.status().drainingEpochs).toBe(1);
    let got: Outcome | null | undefined;
    void ticket.outcome.then((o) => (got = o));
    clock = 1_000 + 10_000 * HOUR; // far past every tick the request needs
    session.catchUp(); // a late wake: the answer is computed now, at its boundary
    await Promise.resolve();
    expect(got).toMatchObject({ answer: { verdict: { httpStatus: 200 } } });
    expect(session.status().drainingEpochs).toBe(0); // its epoch is gone
    const tick = got!.answer.tick;
    expect(tick).toBeGreaterThan(0);
    expect(ticket.dueAt(tick)).toBe(1_000 + (tick + 1) * HOUR);
    // the current epoch's clock would say otherwise
    expect(ticket.dueAt(tick)).not.toBe(1_007 + (tick + 1) * HOUR);
  });
});
