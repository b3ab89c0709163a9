// @vitest-environment node
/**
 * A client that goes away is not a way round a lock or a goal (the red team's H1): `abortAt`
 * on a locked request is a locked change, and a request nobody was answered (status 499) is
 * neither a correct nor a wrong answer for a goal.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_CLOSED, simulate, type Scenario } from '../../src/engine';
import { checkChanges } from '../../src/lab/allowed';
import { evaluate } from '../../src/lab/predicate';
import { checkScenario, startingScenario } from '../../src/lab';
import { challenge } from './solutions';

/** The starting scenario with the client of request `id` gone at its arrival. */
function aborted(id: string, request = 'd1'): Scenario {
  const s = startingScenario(challenge(id));
  return {
    ...s,
    requests: s.requests.map((r) => (r.id === request ? { ...r, abortAt: r.arrival } : r)),
  };
}

describe('abortAt on a locked request', () => {
  it.each(['half-a-pull-request', 'router-choice', 'fewest-switches'])(
    '%s: refused as a locked change, not solved',
    (id) => {
      const r = checkScenario(challenge(id), aborted(id));
      expect(r.solved).toBe(false);
      expect(r.locked).toBe(true);
      expect(r.problems).toContainEqual({
        path: '$.requests',
        message: 'requests are locked in this challenge',
      });
    },
  );

  it('a kept request of an editable list is locked with its abortAt too', () => {
    const s = startingScenario(challenge('half-a-pull-request'));
    const sub = aborted('half-a-pull-request');
    const keep = s.requests.map((r) => r.id);
    expect(checkChanges(s, sub, { requests: { keep } })).toContainEqual({
      path: `$.requests[${sub.requests.findIndex((r) => r.id === 'd1')}]`,
      message: 'request "d1" is locked in this challenge',
    });
  });
});

describe('a response nobody got', () => {
  const s = aborted('half-a-pull-request');
  const t = simulate(s);
  const d1 = t.verdicts[s.requests.findIndex((r) => r.id === 'd1')]!;

  it('is not a correct answer: the engine says what the client would have been answered', () => {
    expect(d1.httpStatus).toBe(CLIENT_CLOSED);
    expect(d1.correct).toBe(false);
    // the incident's d1 is over the prefill's limit: a correct server answers it with a 400
    expect(d1.expectedStatus).toBe(400);
  });

  it('meets neither "every response correct" nor "some response wrong"', () => {
    expect(evaluate({ every: { correct: true } }, s).holds).toBe(false);
    expect(evaluate({ some: { request: 'd1', correct: false } }, s).holds).toBe(false);
    expect(evaluate({ some: { request: 'd1', status: CLIENT_CLOSED } }, s).holds).toBe(true);
  });
});
