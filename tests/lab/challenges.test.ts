// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_CHALLENGE_FILES,
  CATEGORIES,
  LANGS,
  SCENE_IDS,
  answerShape,
  builtinChallenges,
  checkScenario,
  checkSolution,
  minimalFixSets,
  startingScenario,
  validateChallenge,
} from '../../src/lab';
import { SCENES } from '../../src/story/scenes';
import type { FixName } from '../../src/engine';
import { SOLUTIONS, challenge } from './solutions';

describe('built-in challenges', () => {
  const all = builtinChallenges();

  it('at least 12, valid, across the five categories, difficulty 1–5', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all).toHaveLength(BUILTIN_CHALLENGE_FILES.length);
    for (const c of CATEGORIES) expect(all.some((x) => x.category === c)).toBe(true);
    for (const f of BUILTIN_CHALLENGE_FILES) expect(validateChallenge(f).ok).toBe(true);
    expect(new Set(all.map((c) => c.difficulty)).size).toBeGreaterThanOrEqual(4);
  });

  it('every text in English, French and Dutch, with progressive hints and sources', () => {
    for (const c of all) {
      for (const t of [c.title, c.story, c.explanation.text, ...c.hints])
        for (const l of LANGS)
          expect((t[l] ?? '').trim().length, `${c.id} ${l}`).toBeGreaterThan(0);
      expect(c.hints.length).toBeGreaterThanOrEqual(2);
      expect(c.explanation.scenes.length + c.explanation.sources.length).toBeGreaterThan(0);
      // a translation that was left in English is a bug
      expect(c.story.fr).not.toBe(c.story.en);
      expect(c.story.nl).not.toBe(c.story.en);
    }
  });

  it('a challenge may point to every scene the explainer has, and to no other', () => {
    // the scenes the explainer renders, in its order
    expect([...SCENE_IDS]).toEqual(SCENES.map((s) => s.id));
    const leak = BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!;
    const pointing = (scenes: string[]) =>
      validateChallenge({ ...leak, explanation: { ...leak.explanation, scenes } });
    expect(pointing(SCENES.map((s) => s.id)).ok).toBe(true);
    const r = pointing(['no-such-scene']);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toContain('$.explanation.scenes[0]');
  });

  it('no starting scenario already solves its challenge', () => {
    for (const c of all) {
      if (!('predicate' in c.goal)) continue;
      expect(checkScenario(c, startingScenario(c)).solved, c.id).toBe(false);
    }
  });

  it('every built-in challenge has a reference solution in the tests', () => {
    expect(Object.keys(SOLUTIONS).sort()).toEqual(all.map((c) => c.id).sort());
  });

  for (const [id, pair] of Object.entries(SOLUTIONS)) {
    it(`${id}: the reference solution passes, the wrong one fails`, () => {
      const c = challenge(id);
      expect(checkSolution(c, pair.good())).toEqual({ solved: true, reason: '' });
      expect(checkSolution(c, pair.wrong()).solved).toBe(false);
    });
  }

  it('question challenges say what kind of answer they take, without revealing it', () => {
    for (const c of all) {
      if (!('question' in c.goal)) continue;
      const shape = answerShape(c.goal.question, c.scenario);
      expect(['number', 'choice', 'set']).toContain(shape.kind);
      expect(JSON.stringify(shape)).not.toContain('accepted');
    }
    expect(
      answerShape(
        { ask: 'readsFrom', request: 'd1', of: 'tenants' },
        challenge('whose-pages').scenario,
      ),
    ).toEqual({
      kind: 'set',
      options: ['a', 'b', 'c', 'd'],
    });
  });

  it('a scenario solution to a question (and an answer to a scenario challenge) is refused', () => {
    expect(
      checkSolution(challenge('whose-pages'), { scenario: challenge('whose-pages').scenario })
        .solved,
    ).toBe(false);
    expect(checkSolution(challenge('make-a-leak'), { answer: 3 }).solved).toBe(false);
  });
});

describe('fewest-switches', () => {
  it('more switches than needed do not count, and several one-switch answers do', () => {
    const c = challenge('fewest-switches');
    const s = startingScenario(c);
    const on = (...names: FixName[]) => ({
      scenario: {
        ...s,
        config: {
          ...s.config,
          fixes: { ...s.config.fixes, ...Object.fromEntries(names.map((n) => [n, true])) },
        },
      },
    });
    expect(checkSolution(c, on('rejectAtAdmission', 'retireAbortedPrefill')).solved).toBe(false);
    expect(checkSolution(c, on('retireAbortedPrefill')).solved).toBe(true);
    expect(checkSolution(c, on('scrubOnFree')).solved).toBe(false);
  });

  it('no set of switches makes mini_lb return the original 400 for the over-long prompt', () => {
    expect(minimalFixSets(challenge('fewest-switches').scenario, ['mini_lb'])).toEqual([]);
    expect(
      minimalFixSets(challenge('fewest-switches').scenario, ['sgl-router']).every(
        (set) => set.length === 1,
      ),
    ).toBe(true);
  });
});
