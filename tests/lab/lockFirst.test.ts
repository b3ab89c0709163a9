// @vitest-environment node
/**
 * Checking a solution never runs what the challenge does not allow (issue 17 point 2): a
 * scenario that breaks a lock is refused by the lock check alone, claimed or not, in the
 * progress check that `lab:verify` and the browser's import share.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkScenario, emptyProgress, startingScenario, verifyProgress } from '../../src/lab';
import { challenge } from './solutions';

const runs = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/lab/predicate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lab/predicate')>();
  return {
    ...actual,
    evaluate: (...args: Parameters<typeof actual.evaluate>) => {
      runs.n++;
      return actual.evaluate(...args);
    },
  };
});

beforeEach(() => {
  runs.n = 0;
});

/**
 * The starting scenario of a challenge that locks its requests, with 200 more requests: small
 * enough to pass the cost budget (so the lock, not the budget, is what refuses it), and each one
 * a run the engine would have to make.
 */
function lockedOut(id: string) {
  const s = startingScenario(challenge(id));
  const extra = Array.from({ length: 200 }, (_, i) => ({
    id: `x${i}`,
    tenant: s.tenants[0]!.id,
    promptTokens: 100 + i,
    maxNewTokens: 8,
    arrival: 5 * i,
  }));
  return { ...s, requests: [...s.requests, ...extra] };
}

describe('the lock check comes before the engine', () => {
  it('refuses a locked-out scenario without evaluating the goal', () => {
    const r = checkScenario(challenge('scrub-is-not-enough'), lockedOut('scrub-is-not-enough'));
    expect(r).toMatchObject({ solved: false, locked: true });
    expect(r.parts).toBeUndefined();
    expect(r.problems[0]).toEqual({
      path: '$.requests',
      message: 'requests are locked in this challenge',
    });
    expect(runs.n).toBe(0);
  });

  it('does the same for progress entries, claimed solved or not', () => {
    const solution = { scenario: lockedOut('scrub-is-not-enough') };
    const rows = verifyProgress(
      {
        ...emptyProgress(),
        entries: [
          { challenge: 'scrub-is-not-enough', solved: false, solution },
          { challenge: 'half-a-pull-request', solved: true, solution },
        ],
      },
      [challenge('scrub-is-not-enough'), challenge('half-a-pull-request')],
    );
    expect(rows.map((r) => r.verified)).toEqual([false, false]);
    expect(rows[0]!.reason).toMatch(/^the scenario changes something this challenge locks/);
    expect(runs.n).toBe(0);
  });

  it('still evaluates a scenario that keeps the locks', () => {
    const c = challenge('scrub-is-not-enough');
    expect(checkScenario(c, startingScenario(c)).parts).toBeDefined();
    expect(runs.n).toBe(1);
  });
});
