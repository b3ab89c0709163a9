// @vitest-environment node
/**
 * Node's timers count from the event loop's cached time, so a timer can fire a little before
 * its boundary by the session's clock, and the clock can cross the boundary while the wake
 * runs. The answers due at that boundary must still go out at it, not a tick later (bench:live
 * at --tick-ms 100 saw overhead p99 101 ms from this). Fake timers reproduce it exactly: the
 * clock's first reading at each boundary is one millisecond short of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session, type Outcome } from '../../live/session';
import { simulate } from '../../src/engine';
import { prompt, scenario, tenant } from './clockedSession';

const T = 10;
const T0 = 3;
let session: Session | null = null;
afterEach(() => {
  session?.close();
  vi.useRealTimers();
});

/** A clock that reads a boundary one ms early the first time it is read there. */
function laggingClock() {
  const seen = new Set<number>();
  return () => {
    const t = Date.now();
    if (t > T0 && (t - T0) % T === 0 && !seen.has(t)) {
      seen.add(t);
      return t - 1;
    }
    return t;
  };
}

async function answeredAt(now: () => number): Promise<{ at: number; due: number }> {
  vi.useFakeTimers({
    now: T0,
    toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'],
  });
  session = new Session({ scenario, tickMs: T, now });
  await vi.advanceTimersByTimeAsync(5 * T + 4); // inside tick 5
  const ticket = session.submit(tenant, prompt);
  let at = -1;
  void ticket.outcome.then((o: Outcome | null) => {
    if (o) at = Date.now();
  });
  const answerTick = simulate(session.exportScenario()).events.find(
    (e) => e.kind === 'router.response',
  )!.tick;
  for (let i = 0; i < 40 * T && at < 0; i++) await vi.advanceTimersByTimeAsync(1);
  return { at, due: T0 + (answerTick + 1) * T };
}

describe('a timer that fires before its boundary by the clock', () => {
  it('with a clock that agrees with the timers, the answer goes out at its boundary', async () => {
    const { at, due } = await answeredAt(() => Date.now());
    expect(at).toBe(due);
  });

  it('with a clock that reads each boundary late, the answer still goes out at its boundary', async () => {
    const { at, due } = await answeredAt(laggingClock());
    expect(at).toBeGreaterThanOrEqual(due - 1);
    expect(at).toBeLessThanOrEqual(due + 1);
  });
});
