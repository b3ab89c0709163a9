// @vitest-environment node
/**
 * The "live" goal kind (issue #22 point 1, its core): the solution is a session recorded
 * against the live stand-in (`live/cli.ts`, its own process on 127.0.0.1 and an ephemeral port,
 * stopped by its PID), exported by `GET /live/scenario`, replayed by the engine. Requests are
 * sent with curl, as a trainee would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, checkSolution, validateChallenge, type Challenge } from '../../src/lab';
import { curl, longPrompt, startLive, type Live } from '../live/harness';
import { challenge } from './solutions';

/** A live challenge on the incident's deployment (what `npm run live` serves by default). */
function liveChallenge(goal: unknown, allowed: unknown = {}): Challenge {
  const base = structuredClone(challenge('make-a-leak')) as unknown as Record<string, unknown>;
  const incident = structuredClone(challenge('fewest-switches').scenario);
  const r = validateChallenge({ ...base, id: 'live-test', scenario: incident, allowed, goal });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.challenge;
}
const leak = liveChallenge({ live: { some: { status: 200, isolation: 'cross-tenant' } } });

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => {
  await live.stop();
});

describe('live challenges: a recorded session replayed by the engine', { timeout: 90_000 }, () => {
  it('a session that leaks solves the leak goal; one that does not names why', async () => {
    const quiet = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as unknown;
    await longPrompt(live, 'a', 420_000);
    await longPrompt(live, 'b', 240_000);
    await longPrompt(live, 'c', 380_000);
    const before = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as unknown;
    const out = checkSession(leak, before);
    expect(out.solved).toBe(false);
    expect(out.reason).toMatch(/^the goal does not hold/);
    const d = await longPrompt(live, 'd', 800_000, 24);
    expect(d.status).toBe(200);
    const session = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as unknown;
    expect(checkSolution(leak, { session })).toEqual({ solved: true, reason: '' });
    // an edited scenario or an answer is not a live solution
    expect(checkSolution(leak, { scenario: session }).solved).toBe(false);
    expect(checkSolution(leak, { answer: 1 }).solved).toBe(false);
    expect(quiet).toBeTruthy();
  });

  it('a session on another deployment is refused unless the challenge frees that switch', async () => {
    const fixed = await startLive(['--fix', 'rejectAtAdmission']);
    try {
      const d = await longPrompt(fixed, 'd', 800_000, 24);
      expect(d.status).toBe(400);
      const session = JSON.parse((await curl([`${fixed.router}/live/scenario`])).body) as unknown;
      const goal = { live: { some: { status: 400, promptTokens: { min: 681_274 } } } };
      const locked = checkSession(liveChallenge(goal), session);
      expect(locked).toMatchObject({ solved: false, locked: true });
      expect(locked.problems[0]!.path).toBe('$.config.fixes.rejectAtAdmission');
      const free = liveChallenge(goal, { fixes: ['rejectAtAdmission'] });
      expect(checkSolution(free, { session })).toEqual({ solved: true, reason: '' });
    } finally {
      await fixed.stop();
    }
  });
});
