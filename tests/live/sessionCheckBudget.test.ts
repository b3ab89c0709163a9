// @vitest-environment node
/**
 * Each deployment checks at most CHECK_BUDGET of sessions in any minute
 * (live/routes/sessionVerify.ts): a check of a large body costs the process that every team
 * shares a parse, a canonical JSON and an HMAC, and the endpoint needs no key. Counted by
 * checks and by bytes, on a clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import { CHECK_BUDGET, checkBudget } from '../../live/routes/sessionVerify';

const MB = 1024 * 1024;

function clocked() {
  let now = 1_000_000;
  return { now: () => now, move: (ms: number) => void (now += ms) };
}

describe('the session checks a deployment makes in a minute', () => {
  it('takes 60 small checks, refuses the 61st until the first leaves the window', () => {
    const c = clocked();
    const b = checkBudget(CHECK_BUDGET, c.now);
    for (let i = 0; i < CHECK_BUDGET.checks; i++) {
      expect(b.take(10_000), `check ${i + 1}`).toBe(0);
      c.move(100);
    }
    // the first was 6 s ago: it leaves the window in 54 s
    expect(b.take(10_000)).toBe(54);
    c.move(53_999);
    expect(b.take(10_000)).toBe(1);
    c.move(1);
    expect(b.take(10_000)).toBe(0);
  });

  it('takes 16 MB of bodies a minute: a fourth 5 MB check waits', () => {
    const c = clocked();
    const b = checkBudget(CHECK_BUDGET, c.now);
    for (let i = 0; i < 3; i++) expect(b.take(5 * MB)).toBe(0);
    c.move(30_000);
    expect(b.take(5 * MB)).toBe(30);
    // a small one still fits beside the three
    expect(b.take(MB / 2)).toBe(0);
    c.move(30_000);
    expect(b.take(5 * MB)).toBe(0);
  });
});
