// @vitest-environment node
/**
 * Star ratings (issue #22): no 3★ or 4★ challenge falls to one button or to trying each
 * switch in turn. Each way a trainee could get there without the reasoning is tried here on
 * every built-in challenge of three stars or more:
 * - "Find a leak" (one click, with the seed and run count the workbench uses), its leak opened
 *   in the workbench as the button does (tenants and requests replaced), then Run;
 * - each allowed switch alone, every allowed switch at once, each router;
 * - a number question: the answer says too high / too low, so it falls to bisection;
 * - a set or choice question with few possible answers, or an audit whose deployments each
 *   open in the exposure checker with one button.
 */
import { describe, expect, it } from 'vitest';
import { ROUTER_KINDS, type FixName, type Scenario } from '../../src/engine';
import {
  answerShape,
  builtinChallenges,
  checkScenario,
  startingScenario,
  type Challenge,
} from '../../src/lab';
import { findLeakSync } from '../../src/lab/leakFinder';
import { LEAK_RUNS } from '../../src/modes/lab/LeakFinder';

const hard = builtinChallenges().filter((c) => c.difficulty >= 3);

function withFixes(c: Challenge, on: readonly FixName[]): Scenario {
  const s = startingScenario(c);
  const fixes = { ...s.config.fixes };
  for (const f of c.allowed.fixes ?? []) fixes[f] = on.includes(f);
  return { ...s, config: { ...s.config, fixes } };
}

// seed 42 and LEAK_RUNS are what the workbench's button uses: one click, always the same search
describe('3★ and 4★ challenges need the reasoning', { timeout: 60_000 }, () => {
  it('there are some', () => {
    expect(hard.length).toBeGreaterThanOrEqual(3);
  });

  for (const c of hard) {
    if ('predicate' in c.goal) {
      it(`${c.id}: no single switch, all switches or a router alone solves it`, () => {
        const allowed = c.allowed.fixes ?? [];
        const tries: Scenario[] = allowed.map((f) => withFixes(c, [f]));
        if (allowed.length > 0) tries.push(withFixes(c, allowed));
        if (c.allowed.router)
          for (const router of ROUTER_KINDS) {
            const s = startingScenario(c);
            tries.push({ ...s, config: { ...s.config, router } });
          }
        for (const s of tries)
          expect(checkScenario(c, s).solved, JSON.stringify(s.config)).toBe(false);
      });

      if (c.allowed.requests)
        it(`${c.id}: the leak "Find a leak" opens does not solve it`, () => {
          const s = startingScenario(c);
          for (const seed of [42]) {
            const r = findLeakSync(
              { config: s.config, tenants: s.tenants },
              { numRuns: LEAK_RUNS, seed },
            );
            if (r.kind !== 'found') continue;
            const opened = { ...s, tenants: r.scenario.tenants, requests: r.scenario.requests };
            expect(checkScenario(c, opened).solved, `seed ${seed}`).toBe(false);
          }
        });
    } else {
      it(`${c.id}: its answer cannot be bisected, enumerated or read off one button`, () => {
        if (!('question' in c.goal)) return;
        const q = c.goal.question;
        const shape = answerShape(q, c.scenario);
        if (shape.kind === 'number') throw new Error('a number answer says too high / too low');
        expect(q.ask, 'each deployment opens in the exposure checker').not.toBe(
          'exposedDeployments',
        );
        const answers = shape.kind === 'set' ? 2 ** shape.options.length : shape.options.length;
        expect(answers).toBeGreaterThanOrEqual(32);
      });
    }
  }
});
