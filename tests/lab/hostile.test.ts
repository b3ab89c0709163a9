// @vitest-environment node
/**
 * Hostile-input properties over every file the lab and the runner read (issue 17): random
 * nested JSON with keys that include Object.prototype's members, at the size and depth limits,
 * given to the scenario, challenge and progress validators. None may throw; each answers with
 * a result or problems by JSON path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, validateScenario } from '../../src/engine';
import { jsonShapeProblem, MAX_JSON_DEPTH } from '../../src/engine/jsonGuard';
import {
  BUILTIN_CHALLENGE_FILES,
  parseProgress,
  readNumber,
  validateChallenges,
  validateProgress,
} from '../../src/lab';

const INHERITED = Object.getOwnPropertyNames(Object.prototype);
const FIELDS = ['format', 'version', 'entries', 'challenge', 'solved', 'solution', 'scenario'];
const key = fc.oneof(fc.constantFrom(...INHERITED, ...FIELDS), fc.string({ maxLength: 8 }));
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
  ),
}));
/** Parsed the way a file is (so `__proto__` is an own key, as JSON.parse makes it). */
const parsed = tree.map(
  (v) => JSON.parse(JSON.stringify(v).replace(/"proto"/g, '"__proto__"')) as unknown,
);
const deep = (n: number, wrap: (v: unknown) => unknown): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = wrap(v);
  return v;
};
const progressOf = (x: unknown) => ({
  format: 'stale-pages-lab-progress',
  version: 1,
  entries: [{ challenge: 'make-a-leak', solved: true, solution: { scenario: x } }],
});
const challengeWith = (goal: unknown) => ({
  ...structuredClone(BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!),
  id: 'hostile',
  goal,
});

const answers = (r: { ok: boolean; problems?: unknown[] }) =>
  r.ok || (Array.isArray(r.problems) && r.problems.length > 0);

describe('hostile inputs never throw', () => {
  it('random nested JSON, as a scenario, progress, a progress solution and a challenge', () => {
    fc.assert(
      fc.property(parsed, (v) => {
        expect(answers(validateScenario(v))).toBe(true);
        expect(answers(validateProgress(v))).toBe(true);
        expect(answers(validateProgress(progressOf(v)))).toBe(true);
        const ch = validateChallenges([{ source: 'x', data: challengeWith(v) }]);
        expect(ch.problems.length > 0 || ch.challenges.length > 0).toBe(true);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('every inherited name as a goal key, a progress key or a scenario key is refused', () => {
    for (const k of INHERITED) {
      const at = (v: unknown) => JSON.parse(`{"${k}":${JSON.stringify(v)}}`) as unknown;
      const goal = validateChallenges([
        { source: 'x', data: challengeWith({ predicate: { all: [at({})] } }) },
      ]);
      expect(goal.problems.map((p) => p.message)).toContain(
        `the key "${k}" is not allowed here (every JavaScript object has one)`,
      );
      expect(validateProgress({ ...progressOf(at(1)) }).ok).toBe(false);
      expect(validateScenario(at(1)).ok).toBe(false);
    }
  });

  it('nesting at the depth limit and far beyond it (5,000 levels) gets a message', () => {
    const texts = [
      ['{"a":'.repeat(5000) + '1' + '}'.repeat(5000), (v: unknown) => ({ a: v })],
      ['['.repeat(5000) + ']'.repeat(5000), (v: unknown) => [v]],
    ] as const;
    for (const [text, wrap] of texts) {
      const file = `{"format":"stale-pages-lab-progress","version":1,"entries":[{"challenge":"make-a-leak","solved":true,"solution":{"scenario":${text}}}]}`;
      const r = parseProgress(file);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.problems[0]!.message).toBe(`nested more than ${MAX_JSON_DEPTH} levels deep`);
      expect(parseScenario(text).ok).toBe(false);
      expect(jsonShapeProblem(deep(MAX_JSON_DEPTH - 1, wrap))).toBeNull();
      expect(jsonShapeProblem(deep(MAX_JSON_DEPTH + 1, wrap))).not.toBeNull();
    }
  });

  it('an empty file says it is empty; text that is not JSON keeps to one line', () => {
    expect(parseProgress('  \n')).toEqual({
      ok: false,
      problems: [{ path: '$', message: 'the file is empty' }],
    });
    const r = parseScenario('nope{\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).not.toMatch(/\n/);
  });
});

describe('number answers accept one grouping style (issue 17 point 7)', () => {
  it.each([
    ['681,280', 681280],
    ['681 280', 681280],
    ['681.280', 681280],
    ['681\u202f280', 681280],
    ['500', 500],
    ['500.0', 500],
    ['1,000.0', 1000],
    ['1.000,0', 1000],
  ])('%s is %i', (text, n) => expect(readNumber(text)).toBe(n));

  it.each(['5,0,0', '5.0.0', '1,000 000', '12,34', '500.5', '1,000,0'])('%s is refused', (t) =>
    expect(readNumber(t)).toBeNull(),
  );
});
