// @vitest-environment node
/**
 * One budget for every run (the red team's H3 and H4): a goal's variants run only when the
 * engine would run them as a file (validated, within the cost budget), and a goal's total
 * number of runs is bounded and refused, naming the bound, when the challenge is loaded.
 */
import { describe, expect, it } from 'vitest';
import { COST_BUDGET, estimateCost, type Scenario } from '../../src/engine';
import {
  builtinChallenges,
  checkScenario,
  startingScenario,
  validateChallenge,
  type Challenge,
  type Predicate,
} from '../../src/lab';
import { goalRunBound } from '../../src/lab/validateGoal';
import { GOAL_WORK_BUDGET, MAX_GOAL_RUNS, RunCache, RunRefused } from '../../src/lab/variant';
import { challenge } from './solutions';

/** The incident's challenge as a file, with another goal and the requests free. */
function withGoal(predicate: Predicate): Record<string, unknown> {
  const c = structuredClone(challenge('half-a-pull-request')) as unknown as Record<string, unknown>;
  return {
    ...c,
    id: 'goal-under-test',
    allowed: { requests: { maxNewTokens: { max: 4096 } } },
    goal: { predicate },
  };
}

function loaded(predicate: Predicate): Challenge {
  const r = validateChallenge(withGoal(predicate));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.challenge;
}

/** Valid at its own page size (64); over the budget's one-run limit at page size 1. */
function costlyAtPageOne(ch: Challenge): Scenario {
  const s = startingScenario(ch);
  return {
    ...s,
    requests: s.requests.map((r, i) => ({ ...r, maxNewTokens: 4096, arrival: 50 * i })),
  };
}

describe('a goal variant runs only within the budget', () => {
  const ch = loaded({ under: { pageSize: 1 }, holds: { some: { status: 200 } } });

  it('a trainee scenario the budget refuses at the variant: refused with the budget, not run', () => {
    const r = checkScenario(ch, costlyAtPageOne(ch));
    expect(r.solved).toBe(false);
    expect(r.reason).toBe('the goal needs an engine run the engine refuses');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.message).toMatch(/^under \{"pageSize":1\}: \$\.requests: too costly/);
    expect(r.problems[0]!.message).toContain("the engine's budget is 8,192");
  });

  it('a refused run fails the whole goal: a `not` of it does not hold', () => {
    const not = loaded({ not: { under: { pageSize: 1 }, holds: { some: { status: 200 } } } });
    const r = checkScenario(not, costlyAtPageOne(not));
    expect(r.solved).toBe(false);
    expect(r.parts?.refused).toMatch(/too costly/);
  });

  it('RunCache validates every variant before running it', () => {
    const runs = new RunCache(costlyAtPageOne(ch));
    expect(() => runs.run({ pageSize: 1 })).toThrow(RunRefused);
    expect(runs.count).toBe(0);
  });

  it('and stops at its bound of work, naming it (page copies over all its runs)', () => {
    const s = costlyAtPageOne(ch);
    const one = estimateCost(s).pieceCopies;
    expect(one).toBeGreaterThan(0);
    const runs = new RunCache(s, MAX_GOAL_RUNS, 1.5 * one);
    runs.run({ router: 'mini_lb' });
    expect(() => runs.run({ router: 'sgl-router', fixes: ['coverageCheck'] })).toThrow(
      /would copy about [\d.,]+ million pages in all, over the lab's bound of [\d.,]+ million for one check \(1 run so far\)/,
    );
    expect(GOAL_WORK_BUDGET).toBe(4 * COST_BUDGET.pieceCopies);
  });

  it('keeps only the verdicts of a variant, the whole trace of the scenario itself', () => {
    const runs = new RunCache(startingScenario(ch));
    expect(Object.keys(runs.run({ router: 'mini_lb' })).sort()).toEqual(['scenario', 'verdicts']);
    expect(runs.trace().events.length).toBeGreaterThan(0);
    expect(runs.count).toBe(2);
  });

  it('and stops at its bound of runs', () => {
    const runs = new RunCache(startingScenario(ch), 2);
    runs.run({ router: 'mini_lb' });
    runs.run({ router: 'sgl-router' });
    expect(() => runs.run({ fixes: ['coverageCheck'] })).toThrow(
      /the goal needs more than 2 engine runs/,
    );
  });
});

describe('a challenge whose goal could not run is refused when it is loaded', () => {
  it('a variant that leaves a pool of no whole page (the red team’s decodePool 8 at page size 1024)', () => {
    const r = validateChallenge(
      withGoal({ under: { decodePool: 8, pageSize: 1024 }, holds: { some: { status: 200 } } }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        path: '$.goal.predicate.under',
        message:
          'under {"decodePool":8,"pageSize":1024} the engine refuses the starting scenario: ' +
          '$.config.decode.poolTokens: holds no whole page of 1024 tokens',
      },
    ]);
  });

  it('fewestFixes over many variants: refused, naming the bound (width × variants × fix sets)', () => {
    const variants = (n: number): Predicate => ({
      fewestFixes: {
        all: Array.from({ length: n }, (_, i) => ({
          under: { decodePool: 1_572_864 - 64 * i },
          holds: { every: { correct: true } },
        })),
      },
    });
    expect(goalRunBound(variants(4))).toBe(256);
    expect(validateChallenge(withGoal(variants(4))).ok).toBe(true);
    const r = validateChallenge(withGoal(variants(5)));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        path: '$.goal.predicate',
        message:
          'this goal may need up to 320 engine runs of one scenario (each response predicate ' +
          "under each variant, times the 64 sets of switches fewestFixes may try); the lab's " +
          `bound is ${MAX_GOAL_RUNS} runs per check`,
      },
    ]);
    // the report's file: 1,600 variants, 102,400 runs, refused at once
    const big = validateChallenge(withGoal(variants(1600)));
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.problems[0]!.message).toContain('up to 102,400 engine runs');
  });

  it('a minimalFixes question on a scenario too costly to run 64 times per router', () => {
    const file = withGoal({ some: { status: 200 } });
    const s = file.scenario as Scenario;
    // 25 requests of 1,024 new tokens at page size 1, a pool just fitting: near the budget
    const big: Scenario = {
      ...s,
      config: {
        ...s.config,
        pageSize: 1,
        prefill: { poolTokens: 25 * 1124 },
        decode: { poolTokens: 25 * 1124 },
      },
      requests: Array.from({ length: 25 }, (_, i) => ({
        id: `r${i}`,
        tenant: s.tenants[i % s.tenants.length]!.id,
        promptTokens: 100,
        maxNewTokens: 1024,
        arrival: 4 * i,
      })),
    };
    expect(
      validateChallenge({ ...file, scenario: big, goal: { predicate: { some: {} } } }).ok,
    ).toBe(true);
    const r = validateChallenge({
      ...file,
      allowed: {},
      scenario: big,
      goal: { question: { ask: 'minimalFixes', routers: ['sgl-router'] } },
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems[0]).toMatchObject({
        path: '$.goal.question',
        message: expect.stringMatching(
          /^computing the answer runs the scenario 64 times, about [\d,]+ page copies in all, over the lab's bound of 60,000,000 for one check/,
        ) as string,
      });
  });

  it('every built-in goal is within the bound', () => {
    for (const c of builtinChallenges()) {
      const g = 'predicate' in c.goal ? c.goal.predicate : 'live' in c.goal ? c.goal.live : null;
      if (g) expect(goalRunBound(g), c.id).toBeLessThanOrEqual(MAX_GOAL_RUNS);
    }
  });
});
